import Testing

@testable import KineticInterchange

/// `String(scalars:)`, the one way the syntax layer cuts text from a source's scalars: the same
/// string as the standard library's scalar view gives, for every UTF-8 length.
@Suite("String from scalars")
struct StringScalarsTests {
  /// Texts with scalars of one to four UTF-8 bytes, at the edges of each length, and a
  /// combining sequence (which must stay as written, not be normalised).
  static let texts = [
    "", "spring(duration: 0.5)", "\u{7F}\u{80}", "é à ü", "\u{7FF}\u{800}", "→ ≥ ∞ €",
    "\u{FFFF}\u{10000}", "𝑥 😀 \u{10FFFF}", "e\u{301}", "a\r\nb\tc",
  ]

  @Test("the same string as String.UnicodeScalarView", arguments: texts)
  func sameAsScalarView(_ text: String) {
    let scalars = Array(text.unicodeScalars)
    #expect(String(scalars: scalars) == String(String.UnicodeScalarView(scalars)))
    #expect(Array(String(scalars: scalars).unicodeScalars) == scalars)
    #expect(Array(String(scalars: scalars).utf8) == Array(text.utf8))
  }

  @Test("a slice gives the scalars of the slice", arguments: texts)
  func slices(_ text: String) {
    let scalars = Array(text.unicodeScalars)
    for lower in scalars.indices {
      for upper in lower...scalars.count {
        let expected = String(String.UnicodeScalarView(scalars[lower..<upper]))
        // Bytes, not `==`: canonically equivalent strings compare equal.
        #expect(Array(String(scalars: scalars[lower..<upper]).utf8) == Array(expected.utf8))
      }
    }
  }
}

import Foundation
import KineticTestSupport
import Testing

@testable import KineticPlot

@Suite("XMLText")
struct XMLTextTests {
  @Test("The five markup characters become entities")
  func markup() {
    #expect(
      XMLText.escaped("a & b < c > d \" e ' f") == "a &amp; b &lt; c &gt; d &quot; e &apos; f")
    #expect(XMLText.escaped("") == "")
    #expect(XMLText.escaped("été ✓ 🚀") == "été ✓ 🚀")
  }

  /// Characters XML 1.0 forbids become spaces (tab, LF and CR stay), so every string gives
  /// well-formed XML, checked by Foundation's parser.
  @Test("Forbidden characters become spaces; any text gives a well-formed document")
  func forbiddenCharacters() {
    for code in UInt32(0)..<0x20 {
      let scalar = UnicodeScalar(code)!
      let escaped = XMLText.escaped("a\(scalar)b")
      let kept = code == 0x09 || code == 0x0A || code == 0x0D
      #expect(escaped == (kept ? "a\(scalar)b" : "a b"), "U+\(String(code, radix: 16))")
      let document = "<svg a=\"\(escaped)\">\(escaped)</svg>"
      #expect(svgWellFormednessError(document) == nil, "U+\(String(code, radix: 16))")
    }
    #expect(XMLText.escaped("\u{FFFE}\u{FFFF}") == "  ")
  }
}

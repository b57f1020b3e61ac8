import Testing

@testable import KineticInterchange

/// The one comment blanker: comments become spaces and every other character keeps its column.
@Suite("Comment blanking")
struct CommentBlankingTests {
  /// (source, blanked everywhere)
  static let everywhere: [(String, String)] = [
    ("a // b\nc", "a     \nc"),
    ("a /* b */ c", "a         c"),
    ("a /* b\nc */ d", "a     \n     d"),
    (#""//" // x"#, #""//"     "#),
    ("'/*' x", "'/*' x"),
    ("`//` y", "`//` y"),
    ("\"open\n// c", "\"open\n    "),
    ("a /* unclosed", "a            "),
    ("a/b", "a/b"),
  ]

  @Test(arguments: everywhere)
  func blanksCommentsEverywhere(_ source: String, _ blanked: String) {
    let result = source.blankingComments()
    #expect(result == blanked)
    #expect(result.unicodeScalars.count == source.unicodeScalars.count)
  }

  /// (source, blanked leading lines)
  static let leadingLines: [(String, String)] = [
    ("// header\nkeyframes { }", "          keyframes { }"),
    ("  // one\r\n// two\n@keyframes", String(repeating: " ", count: 17) + "@keyframes"),
    ("animate([0, 1]) // tail", "animate([0, 1]) // tail"),
    ("x /* a */", "x /* a */"),
    ("// only", "       "),
  ]

  @Test(arguments: leadingLines)
  func blanksLeadingCommentLinesAndTheirLineBreaks(_ source: String, _ blanked: String) {
    let result = source.blankingComments(.leadingLines)
    #expect(result == blanked)
    #expect(result.unicodeScalars.count == source.unicodeScalars.count)
  }

  /// A token after a comment keeps the column it has in the text as written.
  @Test func tokensAfterCommentsKeepTheirColumns() throws {
    let source = "tween(/* ms */ durationMillis = 300) // Compose"
    let tokens = try Tokenizer(.code).tokens(source.blankingComments())
    #expect(tokens.map(\.column) == [1, 6, 16, 31, 33, 36, 48])
  }

  @Test func syntaxSpaceIsSpaceTabAndLineBreaks() {
    let spaces = (0..<128).compactMap(Unicode.Scalar.init).filter(\.isSyntaxSpace)
    #expect(spaces == [" ", "\t", "\n", "\r"].sorted())
  }
}

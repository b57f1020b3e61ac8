/// One lexical token of an animation spec, with the 1-based column where it starts.
struct SpecToken: Equatable, Sendable {
  enum Kind: Equatable, Sendable {
    /// A name: letters, digits, `_` and inner `-` (CSS keywords such as `ease-in-out`).
    case identifier(String)
    /// A finite decimal number.
    case number(Double)
    case percent
    case leftParenthesis
    case rightParenthesis
    case comma
    case colon
    case dot
    case end
  }

  let kind: Kind
  /// The exact source text of the token (empty at the end).
  let text: String
  /// 1-based column of the first character.
  let column: Int

  /// How the token is named in error messages: `'text'`, or `end of input`.
  var quoted: String {
    if case .end = kind { return "end of input" }
    return "'\(text)'"
  }
}

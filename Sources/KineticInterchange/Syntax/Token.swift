/// One token of a spec or of pasted code, with the 1-based column (in Unicode scalars) where it
/// starts. ``Tokenizer`` makes them; ``TokenCursor`` walks them.
struct Token: Equatable, Sendable {
  enum Kind: Equatable, Sendable {
    /// A name: letters, digits, `_` and inner `-` (`ease-in-out`, `jump-end`); in code also a
    /// leading `@` or `-` (`@keyframes`, `--custom-property`).
    case word
    /// A finite decimal number; its unit, if the dialect keeps one, is ``Token/suffix``.
    case number(Double)
    /// A quoted string; ``Token/text`` is without the quotes.
    case string
    /// A line break, in dialects where line breaks separate statements.
    case newline
    /// Any other single character (`(`, `.`, `%`, `{`, `=`, …).
    case punctuation
    case end
  }

  var kind: Kind
  /// The exact source text: for numbers with the suffix, for strings without the quotes, `\n`
  /// for any line break, empty at the end.
  var text: String
  /// 1-based column of the first character.
  var column: Int
  /// A number's unit suffix (`%`, `ms`, `f`, `s`) when the dialect keeps one, else empty.
  var suffix: String = ""

  /// Whether this is the punctuation character `text`.
  func isPunctuation(_ text: String) -> Bool {
    kind == .punctuation && self.text == text
  }

  /// Whether this is the word `text`.
  func isWord(_ text: String) -> Bool {
    kind == .word && self.text == text
  }

  /// How the token is named in error messages: `'text'`, `'"text"'` for a string, `line break`,
  /// or `end of input`.
  var quoted: String {
    switch kind {
    case .end: "end of input"
    case .newline: "line break"
    case .string: "'\"\(text)\"'"
    default: "'\(text)'"
    }
  }
}

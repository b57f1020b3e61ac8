/// Splits a keyframe spec into tokens for the Compose, Motion and CSS keyframe forms: words
/// (letters, digits, `_`, inner `-`, a leading `@` or `-`-prefixed custom property), numbers
/// (with an optional `%`, `f`, `ms` or `s` suffix kept in the text), quoted strings, line breaks,
/// and single punctuation characters. Columns are 1-based Unicode scalar offsets.
struct KeyframeSpecScanner {
  enum Kind: Equatable {
    case word
    case number(Double)
    case string
    case newline
    case punctuation
    case end
  }

  struct Token {
    var kind: Kind
    /// The text (for numbers, with the suffix; for strings, without the quotes).
    var text: String
    var column: Int
    /// A number's suffix: `%`, `f`, `ms`, `s` or empty.
    var suffix: String = ""
  }

  let source: String
  private(set) var tokens: [Token] = []
  private(set) var position = 0

  init(_ source: String) throws(SpecError) {
    self.source = source
    let scalars = Array(source.unicodeScalars)
    var i = 0
    func text(_ a: Int, _ b: Int) -> String { String(String.UnicodeScalarView(scalars[a..<b])) }
    while i < scalars.count {
      let c = scalars[i]
      let column = i + 1
      if c == "\n" || c == "\r" {
        tokens.append(Token(kind: .newline, text: "\n", column: column))
        i += 1
        continue
      }
      if Self.isSpace(c) {
        i += 1
        continue
      }
      if let length = DecimalLiteral.prefixLength(scalars, from: i) {
        let literal = text(i, i + length)
        guard case .success(let value) = DecimalLiteral.parse(literal) else {
          throw SpecError(
            "number '\(literal)' is not finite (overflow)", column: column, source: source)
        }
        var j = i + length
        var suffix = ""
        for unit in ["%", "ms", "f", "s"] {
          let u = Array(unit.unicodeScalars)
          if j + u.count <= scalars.count, Array(scalars[j..<(j + u.count)]) == u,
            j + u.count == scalars.count || !Self.isWordPart(scalars[j + u.count])
          {
            suffix = unit
            j += u.count
            break
          }
        }
        tokens.append(
          Token(kind: .number(value), text: text(i, j), column: column, suffix: suffix))
        i = j
        continue
      }
      if Self.isWordStart(c)
        || (c == "@" || c == "-") && i + 1 < scalars.count
          && (Self.isWordStart(scalars[i + 1]) || scalars[i + 1] == "-")
      {
        var j = i + 1
        while j < scalars.count
          && (Self.isWordPart(scalars[j])
            || scalars[j] == "-" && j + 1 < scalars.count && Self.isWordPart(scalars[j + 1]))
        {
          j += 1
        }
        tokens.append(Token(kind: .word, text: text(i, j), column: column))
        i = j
        continue
      }
      if c == "\"" || c == "'" {
        var j = i + 1
        while j < scalars.count && scalars[j] != c && scalars[j] != "\n" { j += 1 }
        guard j < scalars.count && scalars[j] == c else {
          throw SpecError("unterminated string", column: column, source: source)
        }
        tokens.append(Token(kind: .string, text: text(i + 1, j), column: column))
        i = j + 1
        continue
      }
      tokens.append(Token(kind: .punctuation, text: String(Character(c)), column: column))
      i += 1
    }
    tokens.append(Token(kind: .end, text: "", column: scalars.count + 1))
  }

  static func isSpace(_ c: Unicode.Scalar) -> Bool {
    c == " " || c == "\t" || c == "\n" || c == "\r"
  }
  static func isWordStart(_ c: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(c) || ("A"..."Z").contains(c) || c == "_"
  }
  static func isWordPart(_ c: Unicode.Scalar) -> Bool {
    isWordStart(c) || ("0"..."9").contains(c)
  }

  var current: Token { tokens[min(position, tokens.count - 1)] }

  mutating func advance() { position = min(position + 1, tokens.count - 1) }

  /// Skips line breaks (and `;` separators when `semicolons`).
  mutating func skipSeparators(semicolons: Bool = false) {
    while current.kind == .newline
      || semicolons && current.text == ";" && current.kind == .punctuation
    {
      advance()
    }
  }

  /// How a token is named in messages.
  static func quoted(_ token: Token) -> String {
    switch token.kind {
    case .end: "end of input"
    case .newline: "line break"
    case .string: "'\"\(token.text)\"'"
    default: "'\(token.text)'"
    }
  }

  func unexpected(expected: String) -> SpecError {
    SpecError(
      "unexpected \(Self.quoted(current)), expected \(expected)", column: current.column,
      source: source)
  }

  /// Consumes punctuation `text` (after line breaks) or throws.
  mutating func expect(_ text: String) throws(SpecError) {
    skipSeparators()
    guard current.kind == .punctuation && current.text == text else {
      throw unexpected(expected: "'\(text)'")
    }
    advance()
  }

  /// Whether the current token (after line breaks) is punctuation `text`; consumes it if so.
  mutating func accept(_ text: String) -> Bool {
    let saved = position
    skipSeparators()
    if current.kind == .punctuation && current.text == text {
      advance()
      return true
    }
    position = saved
    return false
  }

  /// Consumes a number (after line breaks), with one of `suffixes`, or throws.
  mutating func number(_ what: String, suffixes: Set<String> = [""]) throws(SpecError) -> (
    value: Double, token: Token
  ) {
    skipSeparators()
    var negative = false
    let start = current
    if current.kind == .punctuation && current.text == "-" {
      negative = true
      advance()
    }
    guard case .number(let value) = current.kind, suffixes.contains(current.suffix) else {
      throw unexpected(expected: what)
    }
    let token = current
    advance()
    return (negative ? -value : value, negative ? start : token)
  }
}

/// Splits a spec, or code pasted from another ecosystem, into ``Token``s: the one tokenizer of
/// every form Kinetic reads.
///
/// The rules every dialect shares: spaces and tabs separate tokens; a word starts with a
/// letter or `_` and continues with letters, digits, `_` and inner `-`; a number is a
/// ``DecimalLiteral`` (`.5`, `-1e3`), reported if it overflows; a `.` not before a digit is
/// the member-access dot of `.delay(0.2)`; every other character is one punctuation token.
/// Columns are 1-based Unicode scalar offsets. What differs between the spec language and
/// code is stated by a ``Dialect``.
struct Tokenizer: Sendable {
  /// The rules that tell one kind of source text from another.
  struct Dialect: Sendable {
    /// Whether `-` continues a word before a digit (`ease-2`), or only before a letter or `_`,
    /// so that `a-1` is `a` then `-1`.
    var hyphenJoinsDigits: Bool
    /// Whether a word may start with `@` or `-` (`@keyframes`, `--size`, `-webkit-x`).
    var prefixedWords: Bool
    /// The unit suffixes kept in a number's token, tried in order; a suffix counts only when
    /// no letter, digit or `_` follows it (`300ms`, `0.5f`, `20%`).
    var numberSuffixes: [String]
    /// Whether `"…"` and `'…'` are string tokens, ending on the same line.
    var strings: Bool
    /// Whether a line break is a ``Token/Kind/newline`` token, or a space.
    var lineBreaksAreTokens: Bool
    /// The characters allowed as punctuation; any other is an error. `nil`: every character.
    var punctuation: Set<Unicode.Scalar>?

    /// SwiftUI's and CSS's spec language (`spring(duration: 0.5).delay(0.2)`, `ease 300ms`):
    /// `300ms` is a number and the word `ms`, `%` a token of its own, line breaks are spaces,
    /// and only `( ) , : . %` are punctuation.
    static let spec = Dialect(
      hyphenJoinsDigits: false, prefixedWords: false, numberSuffixes: [], strings: false,
      lineBreaksAreTokens: false, punctuation: Set("(),:.%".unicodeScalars))

    /// Kotlin, Dart, JavaScript, Swift and CSS code (the foreign and keyframe forms): numbers
    /// keep a `%`, `ms`, `f` or `s` suffix, strings and line breaks are tokens, words may
    /// start with `@` or `-`, and any character is punctuation.
    static let code = Dialect(
      hyphenJoinsDigits: true, prefixedWords: true, numberSuffixes: ["%", "ms", "f", "s"],
      strings: true, lineBreaksAreTokens: true, punctuation: nil)
  }

  let dialect: Dialect

  init(_ dialect: Dialect) {
    self.dialect = dialect
  }

  /// All tokens of `source`, ending with ``Token/Kind/end`` (at the column after the text).
  /// Columns count from `columnOffset` + 1: a part of a longer text tokenized where it
  /// stands, as its columns in that text.
  ///
  /// - Throws: ``SpecError`` at the first number that overflows, string left open or
  ///   character the dialect does not allow.
  /// - Complexity: O(*n*) in the number of Unicode scalars.
  func tokens(_ source: String, columnOffset: Int = 0) throws(SpecError) -> [Token] {
    let scalars = Array(source.unicodeScalars)
    func text(_ a: Int, _ b: Int) -> String { String(scalars: scalars[a..<b]) }
    var tokens: [Token] = []
    var i = 0
    while i < scalars.count {
      let c = scalars[i]
      let column = i + 1 + columnOffset
      if dialect.lineBreaksAreTokens, c == "\n" || c == "\r" {
        tokens.append(Token(kind: .newline, text: "\n", column: column))
        i += 1
        continue
      }
      if c.isSyntaxSpace {
        i += 1
        continue
      }
      if c.isWordStart
        || dialect.prefixedWords && (c == "@" || c == "-") && i + 1 < scalars.count
          && (scalars[i + 1].isWordStart || scalars[i + 1] == "-")
      {
        let end = wordEnd(scalars, from: i + 1)
        tokens.append(Token(kind: .word, text: text(i, end), column: column))
        i = end
        continue
      }
      if let length = DecimalLiteral.prefixLength(scalars, from: i) {
        let literal = text(i, i + length)
        let value: Double
        switch DecimalLiteral.parse(literal) {
        case .success(let parsed):
          value = parsed
        case .failure(.notFinite):
          throw SpecError(
            "number '\(literal)' is not finite (overflow)", column: column, source: source)
        case .failure(.malformed):
          throw SpecError("malformed number '\(literal)'", column: column, source: source)
        }
        let suffix = numberSuffix(scalars, at: i + length)
        let end = i + length + suffix.unicodeScalars.count
        tokens.append(
          Token(kind: .number(value), text: text(i, end), column: column, suffix: suffix))
        i = end
        continue
      }
      if dialect.strings, c == "\"" || c == "'" {
        var j = i + 1
        while j < scalars.count && scalars[j] != c && scalars[j] != "\n" { j += 1 }
        guard j < scalars.count && scalars[j] == c else {
          throw SpecError("unterminated string", column: column, source: source)
        }
        tokens.append(Token(kind: .string, text: text(i + 1, j), column: column))
        i = j + 1
        continue
      }
      if let allowed = dialect.punctuation, !allowed.contains(c) {
        throw SpecError("unexpected character '\(c.printable)'", column: column, source: source)
      }
      tokens.append(Token(kind: .punctuation, text: String(Character(c)), column: column))
      i += 1
    }
    tokens.append(Token(kind: .end, text: "", column: scalars.count + 1 + columnOffset))
    return tokens
  }

  /// Where the word whose first character is before `start` ends.
  private func wordEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
    var j = start
    while j < scalars.count {
      if scalars[j].isWordPart {
        j += 1
      } else if scalars[j] == "-", j + 1 < scalars.count,
        dialect.hyphenJoinsDigits ? scalars[j + 1].isWordPart : scalars[j + 1].isWordStart
      {
        j += 2
      } else {
        break
      }
    }
    return j
  }

  /// The first of the dialect's suffixes written at `index` and not followed by a word
  /// character, or empty.
  private func numberSuffix(_ scalars: [Unicode.Scalar], at index: Int) -> String {
    for suffix in dialect.numberSuffixes {
      let unit = Array(suffix.unicodeScalars)
      let end = index + unit.count
      if end <= scalars.count, Array(scalars[index..<end]) == unit,
        end == scalars.count || !scalars[end].isWordPart
      {
        return suffix
      }
    }
    return ""
  }
}

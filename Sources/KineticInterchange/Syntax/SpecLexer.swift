/// Splits an animation spec into ``SpecToken``s.
///
/// Identifiers start with a letter or `_` and continue with letters, digits, `_`, and `-` when
/// a letter follows it, so CSS keywords (`ease-in-out`, `jump-end`) are single tokens while
/// `-0.5` after a comma is a number. A `.` followed by a digit starts a number (`.5`);
/// otherwise it is the member-access dot of `.delay(0.2)`.
struct SpecLexer {
  private let scalars: [Unicode.Scalar]
  private let source: String

  init(_ source: String) {
    self.source = source
    self.scalars = Array(source.unicodeScalars)
  }

  /// All tokens, ending with `.end`.
  func tokens() throws(SpecError) -> [SpecToken] {
    var result: [SpecToken] = []
    var i = 0
    while true {
      while i < scalars.count, Self.isSpace(scalars[i]) { i += 1 }
      guard i < scalars.count else {
        result.append(SpecToken(kind: .end, text: "", column: scalars.count + 1))
        return result
      }
      let c = scalars[i]
      let column = i + 1
      if Self.isIdentifierStart(c) {
        var j = i + 1
        while j < scalars.count {
          let s = scalars[j]
          if Self.isIdentifierStart(s) || Self.isDigit(s) {
            j += 1
          } else if s == "-", j + 1 < scalars.count, Self.isIdentifierStart(scalars[j + 1]) {
            j += 2
          } else {
            break
          }
        }
        let text = self.text(i, j)
        result.append(SpecToken(kind: .identifier(text), text: text, column: column))
        i = j
        continue
      }
      if let length = DecimalLiteral.prefixLength(scalars, from: i) {
        let text = self.text(i, i + length)
        switch DecimalLiteral.parse(text) {
        case .success(let value):
          result.append(SpecToken(kind: .number(value), text: text, column: column))
        case .failure(.notFinite):
          throw SpecError(
            "number '\(text)' is not finite (overflow)", column: column, source: source)
        case .failure(.malformed):
          throw SpecError("malformed number '\(text)'", column: column, source: source)
        }
        i += length
        continue
      }
      let kind: SpecToken.Kind
      switch c {
      case "(": kind = .leftParenthesis
      case ")": kind = .rightParenthesis
      case ",": kind = .comma
      case ":": kind = .colon
      case ".": kind = .dot
      case "%": kind = .percent
      default:
        throw SpecError(
          "unexpected character '\(Self.printable(c))'", column: column, source: source)
      }
      result.append(SpecToken(kind: kind, text: String(Character(c)), column: column))
      i += 1
    }
  }

  private func text(_ from: Int, _ to: Int) -> String {
    String(String.UnicodeScalarView(scalars[from..<to]))
  }

  static func isSpace(_ c: Unicode.Scalar) -> Bool {
    c == " " || c == "\t" || c == "\n" || c == "\r"
  }
  static func isDigit(_ c: Unicode.Scalar) -> Bool { ("0"..."9").contains(c) }
  static func isIdentifierStart(_ c: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(c) || ("A"..."Z").contains(c) || c == "_"
  }

  /// Control characters are shown by their code so the one-line error stays one line.
  static func printable(_ c: Unicode.Scalar) -> String {
    c.value < 0x20 || c.value == 0x7F
      ? "U+" + String(c.value, radix: 16, uppercase: true) : String(Character(c))
  }
}

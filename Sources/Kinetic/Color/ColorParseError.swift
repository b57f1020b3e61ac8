/// Why a textual colour could not be read.
public enum ColorParseError: Error, CustomStringConvertible, Equatable, Sendable {
  /// The hex string has a number of digits other than 3, 4, 6 or 8.
  case invalidHexLength(input: String, digits: Int)
  /// A character of the hex string is not a hexadecimal digit.
  ///
  /// `offset` counts characters from the start of the input, the `#` included.
  case invalidHexCharacter(input: String, character: Character, offset: Int)

  /// A one-line message naming the input and the problem.
  public var description: String {
    switch self {
    case .invalidHexLength(let input, let digits):
      "hex colour \(Self.quoted(input)) has \(digits) digit\(digits == 1 ? "" : "s"); expected 3, 4, 6 or 8 (#RGB, #RGBA, #RRGGBB, #RRGGBBAA)"
    case .invalidHexCharacter(let input, let character, let offset):
      "hex colour \(Self.quoted(input)): \(Self.quoted(String(character), mark: "'")) at offset \(offset) is not a hexadecimal digit"
    }
  }

  /// `text` quoted for a one-line message: control characters, quotes and backslashes escaped
  /// as Swift writes them (`\n`, `\u{1B}`, `\"`), and past 32 characters cut short with `…`, so that an
  /// error never carries raw newlines or terminal escapes, nor a whole file.
  static func quoted(_ text: String, mark: Character = "\"") -> String {
    let limit = 32
    var body = ""
    for (index, character) in text.enumerated() {
      if index == limit {
        body += "…"
        break
      }
      for scalar in character.unicodeScalars { body += scalar.escaped(asASCII: false) }
    }
    return "\(mark)\(body)\(mark)"
  }
}

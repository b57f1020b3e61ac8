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
      "hex colour \"\(input)\" has \(digits) digit\(digits == 1 ? "" : "s"); expected 3, 4, 6 or 8 (#RGB, #RGBA, #RRGGBB, #RRGGBBAA)"
    case .invalidHexCharacter(let input, let character, let offset):
      "hex colour \"\(input)\": '\(character)' at offset \(offset) is not a hexadecimal digit"
    }
  }
}

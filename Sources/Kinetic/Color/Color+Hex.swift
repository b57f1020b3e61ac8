extension Color {
  /// Creates a colour from a CSS-style hex string of gamma-encoded sRGB components.
  ///
  /// Accepts `#RRGGBB`, `#RRGGBBAA`, and the short forms `#RGB` and `#RGBA` (each digit
  /// doubled), with or without the leading `#`, in either letter case; the digits are ASCII
  /// (`0-9`, `a-f`, `A-F`), as in CSS. Each pair `XX` gives the
  /// component `XX / 255`; a missing alpha means opaque.
  ///
  /// - Parameter hex: The string, e.g. `"#1E90FF"` or `"1e90ff80"`. No surrounding spaces.
  /// - Throws: ``ColorParseError`` naming the bad character and its offset, or the bad length.
  public init(hex: String) throws(ColorParseError) {
    let characters = Array(hex)
    let start = characters.first == "#" ? 1 : 0
    var digits: [Int] = []
    digits.reserveCapacity(8)
    for offset in start..<characters.count {
      // ASCII only: `Character.hexDigitValue` also reads the fullwidth forms (U+FF10…), which
      // no CSS parser accepts.
      guard characters[offset].isASCII, let digit = characters[offset].hexDigitValue else {
        throw .invalidHexCharacter(input: hex, character: characters[offset], offset: offset)
      }
      digits.append(digit)
    }
    let bytes: [Int]
    switch digits.count {
    case 3, 4: bytes = digits.map { $0 * 17 }
    case 6, 8:
      bytes = stride(from: 0, to: digits.count, by: 2).map { digits[$0] * 16 + digits[$0 + 1] }
    default: throw .invalidHexLength(input: hex, digits: digits.count)
    }
    self.init(
      red: Double(bytes[0]) / 255, green: Double(bytes[1]) / 255, blue: Double(bytes[2]) / 255,
      opacity: bytes.count == 4 ? Double(bytes[3]) / 255 : 1)
  }

  /// The colour as a hex string, `#RRGGBB` when opaque and `#RRGGBBAA` otherwise.
  ///
  /// Gamma-encoded components are clamped to `0...1` and rounded to the nearest of 256 levels,
  /// so `Color(hex: s).hex == s` for every upper-case `#RRGGBB` or `#RRGGBBAA` string whose
  /// alpha is not `FF`. NaN components are written as 0.
  public var hex: String {
    func byte(_ value: Double) -> Int {
      guard !value.isNaN else { return 0 }
      return Int((Swift.min(Swift.max(value, 0), 1) * 255).rounded())
    }
    var values = [byte(red), byte(green), byte(blue)]
    let alpha = byte(opacity)
    if alpha != 255 { values.append(alpha) }
    let digits = Array("0123456789ABCDEF")
    return "#" + String(values.flatMap { [digits[$0 / 16], digits[$0 % 16]] })
  }
}

import CKineticMath

extension RoundTripFormat {
  /// `value` rounded to `digits` significant digits, in the shortest text: `157.9` for
  /// 157.91367 at 4 digits, `0.04599` for 0.0459936, `0` for zero. A figure for people to read
  /// (`kinetic spring`'s table); CSV and JSON keep ``string(for:)``.
  ///
  /// Magnitudes of 10¹⁵ and more, whose rounding would need more than 53 bits, are written
  /// unrounded, as ``text(_:)`` writes them; so are non-finite values.
  ///
  /// - Parameters:
  ///   - value: Any double.
  ///   - digits: Significant digits, 1…17 (17 hold every double exactly).
  public static func string(for value: Double, significantDigits digits: Int) -> String {
    guard value != 0 else { return "0" }
    guard value.isFinite else { return text(value) }
    let magnitude = Int(log10(abs(value)).rounded(.down))
    let decimals = min(15, max(0, digits - 1 - magnitude))
    guard decimals > 0 || magnitude < 15 else { return text(value) }
    return string(for: value, decimals: decimals)
  }
}

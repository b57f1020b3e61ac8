extension RoundTripFormat {
  /// The number with the fewest significant decimal digits within `ulps` units in the last
  /// place of `value`, when it has at least three digits fewer than `value`'s shortest
  /// round-trip text: the value a computation meant when its last bits are rounding noise —
  /// `170` for a stiffness computed as 170.00000000000003, `0.01` for 0.010000000000000009 —
  /// and `value` itself otherwise (2/3 stays 0.6666666666666666: its digits are all meant).
  ///
  /// Three digits is what noise leaves: a run of zeros or nines before the last digit. A
  /// shorter decimal within a few ulps by chance is rare (for a random 17-digit value, about
  /// one in thirty), and the change is then at most `ulps` ulps.
  ///
  /// Code written for people to paste (`kinetic export`) states numbers this way; tables and
  /// CSV keep ``string(for:)``, which round-trips every bit.
  ///
  /// - Parameters:
  ///   - value: Any `Double`; NaN, the infinities and zeros are returned unchanged.
  ///   - ulps: How far the shorter number may be, in units in the last place of `value`
  ///     (default 8: a handful of roundings).
  /// - Complexity: at most 17 decimal parses.
  public static func shortestNearby(_ value: Double, ulps: Double = 8) -> Double {
    guard value.isFinite, value != 0 else { return value }
    let tolerance = ulps * value.ulp
    // The shortest round-trip digits and their decimal exponent: value = ±0.d₁d₂…dₙ × 10^e.
    let text = value.magnitude.description
    let parts = text.split(separator: "e", maxSplits: 1)
    var exponent = parts.count == 2 ? Int(parts[1]) ?? 0 : 0
    let mantissa = parts[0]
    let integerDigits = mantissa.split(separator: ".", omittingEmptySubsequences: false)[0]
    var digits = Array(mantissa.filter { $0 != "." }.utf8.map { Int($0) - 48 })
    exponent += integerDigits.count
    while digits.first == 0 {
      digits.removeFirst()
      exponent -= 1
    }
    while digits.last == 0 { digits.removeLast() }
    guard digits.count > 3 else { return value }
    for precision in 1...(digits.count - 3) {
      // Round half up to `precision` digits; a carry out of the first digit adds one to e.
      var rounded = Array(digits[0..<precision])
      var e = exponent
      if digits[precision] >= 5 {
        var index = precision - 1
        while index >= 0 {
          rounded[index] += 1
          if rounded[index] < 10 { break }
          rounded[index] = 0
          index -= 1
        }
        if index < 0 {
          rounded.insert(1, at: 0)
          e += 1
        }
      }
      let candidateText =
        "0." + String(decoding: rounded.map { UInt8($0 + 48) }, as: UTF8.self) + "e\(e)"
      guard let candidate = Double(candidateText) else { continue }
      let signed = value < 0 ? -candidate : candidate
      if abs(signed - value) <= tolerance { return signed }
    }
    return value
  }
}

import CKineticMath

/// Tick positions at "nice" values: multiples of 1, 2 or 5 × 10ᵏ.
///
/// Tick values are computed as an integer times 10ᵏ (dividing by an exact power of ten when
/// k < 0), so `0.3` is the double nearest 0.3 rather than `3 × 0.1`, and its label, printed by
/// ``RoundTripFormat``, reads `0.3`.
struct NiceScale: Equatable {
  /// The tick step's mantissa (1, 2 or 5) and decimal exponent.
  var mantissa: Int
  var exponent: Int
  /// Tick i is at `i × mantissa × 10^exponent` for i in this range (may be empty).
  var indices: ClosedRange<Int>?

  /// The distance between ticks.
  var step: Double { NiceScale.value(mantissa, exponent) }

  /// The tick values, ascending.
  var values: [Double] {
    guard let indices else { return [] }
    return indices.map { NiceScale.value($0 * mantissa, exponent) }
  }

  /// Tick labels in the same order as ``values``.
  var labels: [String] {
    values.map { (try? RoundTripFormat.string(for: $0)) ?? "" }
  }

  /// n × 10^k, correctly rounded for |k| ≤ 22 (powers of ten exact in binary64).
  static func value(_ n: Int, _ k: Int) -> Double {
    if k >= 0 { return Double(n) * power10(k) }
    if -k <= 22 { return Double(n) / power10(-k) }
    return Double(n) * pow(10, Double(k))
  }

  static func power10(_ k: Int) -> Double {
    if k <= 22 {
      var p = 1.0
      for _ in 0..<k { p *= 10 }
      return p
    }
    return pow(10, Double(k))
  }

  /// The smallest 1-2-5 step giving at most `maxTicks` ticks inside `lower...upper`.
  ///
  /// - Precondition: `lower < upper`, both finite; `maxTicks ≥ 2`.
  static func ticks(lower: Double, upper: Double, maxTicks: Int) -> NiceScale {
    let span = upper - lower
    let raw = span / Double(max(1, maxTicks - 1))
    var exponent = Int(floor(log10(raw)))
    var candidates: [(Int, Int)] = []
    for e in (exponent - 1)...(exponent + 2) {
      for m in [1, 2, 5] { candidates.append((m, e)) }
    }
    for (m, e) in candidates {
      let scale = make(lower: lower, upper: upper, mantissa: m, exponent: e)
      if scale.count <= maxTicks && scale.count >= 1 { return scale }
      exponent = e
    }
    return make(lower: lower, upper: upper, mantissa: 1, exponent: exponent + 1)
  }

  /// Ticks as ``ticks(lower:upper:maxTicks:)``, with the range widened outwards to the
  /// neighbouring ticks so that the extremes sit on ticks. Returns the widened range too.
  static func enclosing(
    lower: Double, upper: Double, maxTicks: Int
  ) -> (scale: NiceScale, lower: Double, upper: Double) {
    // Widening can add a tick at each end; ask for fewer until the result fits.
    var request = maxTicks
    while true {
      var scale = ticks(lower: lower, upper: upper, maxTicks: max(2, request))
      let step = scale.step
      let first = Int((lower / step).rounded(.down))
      let last = Int((upper / step).rounded(.up))
      scale.indices = first...last
      if scale.count <= maxTicks || request <= 2 {
        return (
          scale, value(first * scale.mantissa, scale.exponent),
          value(last * scale.mantissa, scale.exponent)
        )
      }
      request -= 1
    }
  }

  private static func make(lower: Double, upper: Double, mantissa: Int, exponent: Int) -> NiceScale
  {
    let step = value(mantissa, exponent)
    // Tolerate rounding at the ends: a tick within 1e-9 steps of the range counts as inside.
    let first = Int((lower / step - 1e-9).rounded(.up))
    let last = Int((upper / step + 1e-9).rounded(.down))
    return NiceScale(
      mantissa: mantissa, exponent: exponent, indices: first <= last ? first...last : nil)
  }

  var count: Int { indices?.count ?? 0 }
}

/// A value range made drawable.
enum AxisRange {
  /// Magnitudes beyond this are clamped so that spans and tick arithmetic cannot overflow.
  static let limit = 1e300

  /// `lower...upper` clamped to ±``limit`` and, if narrower than one part in 10⁹ of its
  /// magnitude (or empty), widened symmetrically so ticks and scaling have room.
  static func widened(_ lower: Double, _ upper: Double) -> (Double, Double) {
    let l = min(max(lower, -limit), limit)
    let u = min(max(upper, -limit), limit)
    let minimumSpan = l == 0 && u == 0 ? 1 : max(max(abs(l), abs(u)) * 1e-9, 1e-200)
    if u - l >= minimumSpan { return (l, u) }
    let middle = l / 2 + u / 2
    return (middle - minimumSpan / 2, middle + minimumSpan / 2)
  }

  /// The position of `x` on a scale of `cells` positions (0 at `lower`, cells − 1 at `upper`),
  /// rounded and clamped to the scale; total for any input.
  static func position(_ x: Double, lower: Double, upper: Double, cells: Int) -> Int {
    let f = (x - lower) / (upper - lower) * Double(cells - 1)
    guard f.isFinite else { return x > lower ? cells - 1 : 0 }
    return Int(min(max(f.rounded(), 0), Double(cells - 1)))
  }
}

/// Baseline: plain bisection on the curve parameter, 64 halvings of [0, 1] on x(s) < x, then
/// y at the midpoint. Robust and slow; its y error is still x-limited at vertical tangents.
struct BisectionBezier {
  let x1: Double
  let y1: Double
  let x2: Double
  let y2: Double

  func value(at x: Double) -> Double {
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    var lo = 0.0
    var hi = 1.0
    for _ in 0..<64 {
      let mid = 0.5 * (lo + hi)
      if TableNewtonBezier.coordinate(mid, x1, x2) < x { lo = mid } else { hi = mid }
    }
    return TableNewtonBezier.coordinate(0.5 * (lo + hi), y1, y2)
  }
}

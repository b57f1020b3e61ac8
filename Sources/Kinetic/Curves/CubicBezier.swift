/// A cubic Bezier timing function from (0, 0) to (1, 1) with control points (x1, y1), (x2, y2),
/// as used by SwiftUI's `timingCurve` and CSS `cubic-bezier()`.
///
/// Evaluation solves x(s) = progress for the curve parameter s, then returns y(s).
///
/// - Note: Provisional solver (Newton from a linear guess, safeguarded by bisection).
///   The production solver, with its documented error bound, replaces this implementation.
public struct CubicBezier: Hashable, Sendable {
  /// The first control point's x, in `0...1`.
  public let x1: Double
  /// The first control point's y; any finite value.
  public let y1: Double
  /// The second control point's x, in `0...1`.
  public let x2: Double
  /// The second control point's y; any finite value.
  public let y2: Double

  /// Creates the curve without validation; callers validate (see ``UnitCurve``).
  @usableFromInline
  init(uncheckedX1 x1: Double, y1: Double, x2: Double, y2: Double) {
    self.x1 = x1
    self.y1 = y1
    self.x2 = x2
    self.y2 = y2
  }

  @inlinable
  static func coordinate(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
    // Bernstein form with P0 = 0, P3 = 1: 3(1-s)^2 s p1 + 3(1-s) s^2 p2 + s^3.
    let c = 3 * p1
    let b = 3 * (p2 - p1) - c
    let a = 1 - c - b
    return ((a * s + b) * s + c) * s
  }

  @inlinable
  static func derivative(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
    let c = 3 * p1
    let b = 3 * (p2 - p1) - c
    let a = 1 - c - b
    return (3 * a * s + 2 * b) * s + c
  }

  /// The curve parameter s in `0...1` with x(s) = `x`, for `x` in `0...1`.
  func parameter(forX x: Double) -> Double {
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    var lo = 0.0
    var hi = 1.0
    var s = x
    for _ in 0..<100 {
      let fx = Self.coordinate(s, x1, x2) - x
      if fx == 0 { return s }
      if fx < 0 { lo = s } else { hi = s }
      let d = Self.derivative(s, x1, x2)
      var next = s - fx / d
      if !(d > 0) || !(next > lo && next < hi) { next = 0.5 * (lo + hi) }
      if next == s || hi - lo <= 2 * Double.ulpOfOne * s { return next }
      s = next
    }
    return s
  }

  /// y at input progress `x` in `0...1`.
  public func value(at x: Double) -> Double {
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    return Self.coordinate(parameter(forX: x), y1, y2)
  }

  /// dy/dx at input progress `x` in `0...1`.
  public func velocity(at x: Double) -> Double {
    let s = parameter(forX: min(max(x, 0), 1))
    let dx = Self.derivative(s, x1, x2)
    let dy = Self.derivative(s, y1, y2)
    return dy / dx
  }
}

/// Flutter's `Cubic.transformInternal`, as Flutter evaluates a cubic Bezier curve: bisection
/// on the curve parameter until the curve's x is within `_cubicErrorBound` = 0.001 of the
/// input, then the curve's y at that parameter; `Curve.transform` returns 0 and 1 unchanged.
/// So Flutter renders `Curves.easeOutBack` up to about 8.6e-4 away from the exact curve.
///
/// Source: flutter/packages/flutter/lib/src/animation/curves.dart (`Cubic`,
/// `_cubicErrorBound`, `_evaluateCubic`, `transformInternal`; `Curve.transform`), Flutter 3.x.
enum FlutterCubic {
  /// Flutter's `_cubicErrorBound`.
  static let errorBound = 0.001

  /// `_evaluateCubic(a, b, m)`: one coordinate of the curve at parameter `m`, as Flutter
  /// writes it.
  static func coordinate(_ a: Double, _ b: Double, _ m: Double) -> Double {
    3 * a * (1 - m) * (1 - m) * m + 3 * b * (1 - m) * m * m + m * m * m
  }

  /// The curve parameter Flutter's bisection settles on for input `t` in (0, 1).
  static func parameter(x1: Double, x2: Double, at t: Double) -> Double {
    var start = 0.0
    var end = 1.0
    // Flutter loops until the bound is met; the interval halves each pass, so 64 passes
    // reach any x a double can resolve (the bound is met within about 10).
    for _ in 0..<64 {
      let midpoint = (start + end) / 2
      let estimate = coordinate(x1, x2, midpoint)
      if abs(t - estimate) < errorBound { return midpoint }
      if estimate < t { start = midpoint } else { end = midpoint }
    }
    return (start + end) / 2
  }

  /// The output Flutter gives for input progress `t`.
  static func value(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at t: Double)
    -> Double
  {
    if t == 0 || t == 1 { return t }
    return coordinate(y1, y2, parameter(x1: x1, x2: x2, at: t))
  }
}

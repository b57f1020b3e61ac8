import Kinetic

extension BezierSuite {
  /// The SwiftUI- and CSS-shaped entry points against the curve underneath, and value with
  /// velocity in one call against the value alone, on the steady-state grid and curves.
  ///
  /// Ratios recorded (goals ≤ 1.1 and ≤ 1.15):
  /// - `unitCurve.scalar/vs.cubicBezier`: `UnitCurve.value(at:)` ÷ `CubicBezier.value(at:)`;
  /// - `css.scalar/vs.cubicBezier`: `CSSEasingFunction.value(at:)` ÷ the same;
  /// - `bezier.valueVelocity/vs.value`: `CubicBezier.valueAndVelocity(at:)` ÷
  ///   `CubicBezier.value(at:)` (`bezier.valueThenVelocity/vs.value` records the two separate
  ///   calls for comparison);
  /// - `bezier.valueVelocity/vs.chromiumScheme`: the same pair against Chromium's scheme
  ///   computing it from one solve (`ChromiumSchemeBezier.valueAndVelocity(at:)`), the peer's
  ///   cost for the same answer, which a faster `value(at:)` does not penalise.
  static func entryPoints(_ bench: Bench) {
    let points = 10_000
    let grid = (0...points).map { Double($0) / Double(points) }
    let operations = curves.count * grid.count
    let beziers = curves.map { try! CubicBezier(x1: $0.0, y1: $0.1, x2: $0.2, y2: $0.3) }
    let chromium = curves.map { ChromiumSchemeBezier(x1: $0.0, y1: $0.1, x2: $0.2, y2: $0.3) }
    let unitCurves = beziers.map { UnitCurve($0) }
    let css = beziers.map { CSSEasingFunction($0) }

    let bezier = bench.measure("bezier.entry.cubicBezier", operations: operations) {
      sink(gridSum(beziers, grid) { $0.value(at: $1) })
    }
    let unit = bench.measure("bezier.entry.unitCurve", operations: operations) {
      sink(gridSum(unitCurves, grid) { $0.value(at: $1) })
    }
    let easing = bench.measure("bezier.entry.css", operations: operations) {
      sink(gridSum(css, grid) { $0.value(at: $1) })
    }
    let both = bench.measure("bezier.valueVelocity", operations: operations) {
      sink(
        gridSum(beziers, grid) { curve, x in
          let (value, velocity) = curve.valueAndVelocity(at: x)
          return value + velocity
        })
    }
    let chromiumBoth = bench.measure("bezier.chromiumScheme.valueVelocity", operations: operations)
    {
      sink(
        gridSum(chromium, grid) { curve, x in
          let (value, velocity) = curve.valueAndVelocity(at: x)
          return value + velocity
        })
    }
    let separate = bench.measure("bezier.valueThenVelocity", operations: operations) {
      sink(gridSum(beziers, grid) { $0.value(at: $1) + $0.velocity(at: $1) })
    }
    bench.ratio("unitCurve.scalar/vs.cubicBezier", unit, bezier)
    bench.ratio("css.scalar/vs.cubicBezier", easing, bezier)
    bench.ratio("bezier.valueVelocity/vs.value", both, bezier)
    bench.ratio("bezier.valueThenVelocity/vs.value", separate, bezier)
    bench.ratio("bezier.valueVelocity/vs.chromiumScheme", both, chromiumBoth)
  }
}

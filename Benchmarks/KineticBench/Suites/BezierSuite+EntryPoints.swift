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
  ///   calls for comparison).
  static func entryPoints(_ bench: Bench) {
    let points = 10_000
    let grid = (0...points).map { Double($0) / Double(points) }
    let operations = curves.count * grid.count
    let beziers = curves.map { try! CubicBezier(x1: $0.0, y1: $0.1, x2: $0.2, y2: $0.3) }
    let unitCurves = beziers.map { UnitCurve($0) }
    let css = beziers.map { CSSEasingFunction($0) }

    let bezier = bench.measure("bezier.entry.cubicBezier", operations: operations) {
      var sum = 0.0
      for curve in beziers { for x in grid { sum += curve.value(at: x) } }
      sink(sum)
    }
    let unit = bench.measure("bezier.entry.unitCurve", operations: operations) {
      var sum = 0.0
      for curve in unitCurves { for x in grid { sum += curve.value(at: x) } }
      sink(sum)
    }
    let easing = bench.measure("bezier.entry.css", operations: operations) {
      var sum = 0.0
      for curve in css { for x in grid { sum += curve.value(at: x) } }
      sink(sum)
    }
    let both = bench.measure("bezier.valueVelocity", operations: operations) {
      var sum = 0.0
      for curve in beziers {
        for x in grid {
          let (value, velocity) = curve.valueAndVelocity(at: x)
          sum += value + velocity
        }
      }
      sink(sum)
    }
    let separate = bench.measure("bezier.valueThenVelocity", operations: operations) {
      var sum = 0.0
      for curve in beziers { for x in grid { sum += curve.value(at: x) + curve.velocity(at: x) } }
      sink(sum)
    }
    bench.ratio("unitCurve.scalar/vs.cubicBezier", unit, bezier)
    bench.ratio("css.scalar/vs.cubicBezier", easing, bezier)
    bench.ratio("bezier.valueVelocity/vs.value", both, bezier)
    bench.ratio("bezier.valueThenVelocity/vs.value", separate, bezier)
  }
}

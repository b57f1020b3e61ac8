#if KINETIC_GSL
import Foundation
import Kinetic
import KineticGSL

extension Verification {
  /// The curves the accuracy issue names, including the vertical-tangent cases where
  /// x-tolerance solvers lose digits, plus seeded random curves with overshoot.
  static var bezierCases: [(name: String, points: (Double, Double, Double, Double))] {
    var cases: [(String, (Double, Double, Double, Double))] = [
      ("ease", (0.25, 0.1, 0.25, 1)), ("easeInOut", (0.42, 0, 0.58, 1)),
      ("easeIn", (0.42, 0, 1, 1)),
      ("easeOut", (0, 0, 0.58, 1)), ("(0.9, 0.1, 0.1, 0.9)", (0.9, 0.1, 0.1, 0.9)),
      ("(0.68, -0.55, 0.265, 1.55)", (0.68, -0.55, 0.265, 1.55)), ("(0, 1, 0, 1)", (0, 1, 0, 1)),
      ("(1, 0, 0, 1)", (1, 0, 0, 1)),
    ]
    // A fixed linear congruential sequence (Knuth's MMIX constants), so every run checks the
    // same "random" curves.
    var state: UInt64 = 0x4B1E_71C5
    func unit() -> Double {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(state >> 11) / Double(1 << 53)
    }
    for _ in 0..<4 {
      let p = (unit(), unit() * 3 - 1, unit(), unit() * 3 - 1)
      cases.append((String(format: "random (%.3f, %.3f, %.3f, %.3f)", p.0, p.1, p.2, p.3), p))
    }
    return cases
  }

  /// Kinetic's cubic Bezier solver (``UnitCurve/value(at:)``) against ``BezierReference`` (GSL
  /// cubic roots polished to adjacent doubles with exact residual signs, y in double-double) on
  /// 1025 evenly spaced inputs per curve. Tolerance 1e-14, the accuracy goal of the solver.
  static func bezierChecks() -> [VerificationCheck] {
    let inputs = (0...1024).map { Double($0) / 1024 }
    return bezierCases.map { name, p in
      let curve = UnitCurve.bezier(
        startControlPoint: UnitPoint(x: p.0, y: p.1), endControlPoint: UnitPoint(x: p.2, y: p.3))
      let reference = BezierReference(x1: p.0, y1: p.1, x2: p.2, y2: p.3)
      let error = inputs.map { abs(curve.value(at: $0) - reference.value(at: $0)) }.max() ?? 0
      return VerificationCheck(
        solver: "bezier.solver", name: name, reference: "gsl_poly_solve_cubic + exact polish",
        samples: inputs.count, maxValueError: error, maxVelocityError: nil, tolerance: 1e-14)
    }
  }
}
#endif

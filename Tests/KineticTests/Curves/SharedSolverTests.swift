import Testing

@testable import Kinetic

/// Curves with the named curves' control points share one solver, built once per process;
/// any other control points, −0 included, get their own.
@Suite("Shared solvers of the named curves")
struct SharedSolverTests {
  @Test func namedControlPointsShareTheirSolver() throws {
    let cases: [(CubicBezier, CubicBezier)] = [
      (try CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1), UnitCurve.easeInOut.cubicBezier!),
      (try CubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1), UnitCurve.easeIn.cubicBezier!),
      (try CubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1), UnitCurve.easeOut.cubicBezier!),
      (try CubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1), try #require(cssEase)),
    ]
    for (fresh, named) in cases {
      #expect(fresh.solver === named.solver, "\(fresh)")
    }
    let timing = UnitCurve.bezier(
      startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
    #expect(timing.cubicBezier?.solver === UnitCurve.easeInOut.cubicBezier?.solver)
  }

  var cssEase: CubicBezier? {
    if case .cubicBezier(let curve) = CSSEasingFunction.ease.storage { return curve }
    return nil
  }

  @Test func otherControlPointsGetTheirOwnSolver() throws {
    let negativeZero = try CubicBezier(x1: 0.42, y1: -0.0, x2: 0.58, y2: 1)
    #expect(negativeZero.solver !== UnitCurve.easeInOut.cubicBezier!.solver)
    #expect(negativeZero.y1.sign == .minus)
    let nearby = try CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: (1.0).nextDown)
    #expect(nearby.solver !== UnitCurve.easeInOut.cubicBezier!.solver)
    // Equal control points still make equal curves, shared solver or not.
    #expect(negativeZero == UnitCurve.easeInOut.cubicBezier!)
  }

  @Test func controlPointsReadBackExactly() throws {
    let curve = try CubicBezier(x1: 0.1, y1: -3.5, x2: 0.9, y2: 1e200)
    #expect([curve.x1, curve.y1, curve.x2, curve.y2] == [0.1, -3.5, 0.9, 1e200])
  }
}

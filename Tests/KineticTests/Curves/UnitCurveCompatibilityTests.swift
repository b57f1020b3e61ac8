import KineticTestSupport
import Testing

@testable import Kinetic

/// The values of OpenSwiftUI's `Tests/OpenSwiftUICompatibilityTests/Animation/Animation/
/// UnitCurveCompatibilityTests.swift`, which run the same assertions against real SwiftUI.
///
/// Tolerances are the compatibility tests' own: absolute 0.01 or 0.001 where they give one;
/// where they compare with swift-numerics' default (relative √ulp ≈ 1.5e-8, so an expected 0
/// must be met exactly), Kinetic is held to 1e-12 absolute, or to exact equality at 0.
@Suite("UnitCurve compatibility with SwiftUI")
struct UnitCurveCompatibilityTests {
  /// One row: input progress, expected value, expected velocity, absolute tolerance.
  typealias Row = (progress: Double, value: Double, velocity: Double, tolerance: Double)

  static func check(_ curve: UnitCurve, _ rows: [Row], _ name: String) {
    for row in rows {
      let value = curve.value(at: row.progress)
      let velocity = curve.velocity(at: row.progress)
      #expect(
        isClose(value, row.value, row.tolerance), "\(name) value at \(row.progress): \(value)")
      if row.velocity.isInfinite {
        #expect(velocity == row.velocity, "\(name) velocity at \(row.progress): \(velocity)")
      } else {
        #expect(
          isClose(velocity, row.velocity, row.tolerance),
          "\(name) velocity at \(row.progress): \(velocity)")
      }
    }
  }

  @Test func linear() {
    Self.check(
      .linear,
      [
        (0, 0, 1, 1e-12), (0.25, 0.25, 1, 1e-12), (0.5, 0.5, 1, 1e-12), (0.75, 0.75, 1, 1e-12),
        (1, 1, 1, 1e-12),
      ], "linear")
  }

  @Test func easeIn() {
    Self.check(
      .easeIn,
      [
        (0, 0, 0, 0), (0.25, 0.09, 0.67, 0.01), (0.5, 0.32, 1.07, 0.01), (0.75, 0.62, 1.37, 0.01),
        (1, 1, 0, 0),
      ], "easeIn")
  }

  @Test func easeOut() {
    Self.check(
      .easeOut,
      [
        (0, 0, 1, 0.01), (0.25, 0.38, 1.37, 0.01), (0.5, 0.68, 1.07, 0.01),
        (0.75, 0.91, 0.67, 0.01), (1, 1, 0, 0),
      ], "easeOut")
  }

  /// At a Bezier end whose control point sits on the end point the slope is a 0/0 limit:
  /// SwiftUI reports 1 at the start (easeOut) and 0 at the end (easeIn), the rows above;
  /// Kinetic's `derivative(at:)` keeps the exact limit 1/0.58 for both.
  @Test func degenerateEndsKeepTheExactLimitUnderItsOwnName() {
    #expect(isClose(UnitCurve.easeOut.derivative(at: 0), 1 / 0.58, 1e-12))
    #expect(isClose(UnitCurve.easeIn.derivative(at: 1), 1 / 0.58, 1e-12))
    for x in [0.001, 0.3, 0.999] {
      #expect(UnitCurve.easeOut.velocity(at: x) == UnitCurve.easeOut.derivative(at: x))
    }
  }

  @Test func easeInOut() {
    Self.check(
      .easeInOut,
      [
        (0, 0, 0, 0), (0.25, 0.13, 1.06, 0.01), (0.5, 0.5, 1.72, 0.01), (0.75, 0.87, 1.06, 0.01),
        (1, 1, 0, 0),
      ], "easeInOut")
    #expect(isClose(UnitCurve.easeInOut.value(at: 0.5), 0.5, 1e-12))
  }

  @Test func circularEaseIn() {
    Self.check(
      .circularEaseIn,
      [
        (0, 0, 0, 0), (0.25, 0.032, 0.258, 0.001), (0.5, 0.134, 0.577, 0.001),
        (0.75, 0.339, 1.134, 0.001), (1, 1, .infinity, 0),
      ], "circularEaseIn")
  }

  @Test func circularEaseOut() {
    Self.check(
      .circularEaseOut,
      [
        (0, 0, .infinity, 0), (0.25, 0.661, 1.134, 0.001), (0.5, 0.866, 0.577, 0.001),
        (0.75, 0.968, 0.258, 0.001), (1, 1, 0, 0),
      ], "circularEaseOut")
  }

  @Test func circularEaseInOut() {
    Self.check(
      .circularEaseInOut,
      [
        (0, 0, 0, 0), (0.25, 0.067, 0.577, 0.001), (0.5, 0.5, .infinity, 1e-12),
        (0.75, 0.933, 0.577, 0.001), (1, 1, 0, 0),
      ], "circularEaseInOut")
  }

  /// `bezierCurveCreation`: (0.25, 0.1)(0.75, 0.9) is 0.5 ± 0.01 at 0.5 with slope 1.20 ± 0.01.
  @Test func bezierCreation() {
    let curve = UnitCurve.bezier(
      startControlPoint: UnitPoint(x: 0.25, y: 0.1), endControlPoint: UnitPoint(x: 0.75, y: 0.9))
    Self.check(curve, [(0.5, 0.5, 1.20, 0.01)], "bezier")
    #expect(curve.value(at: 0) == 0 && curve.value(at: 1) == 1)
  }

  /// `bezierCurveWithExtremeControlPoints`: x outside [0, 1] is clamped (Apple: "The x
  /// components of the control points are clamped to the range [0,1] when the curve is
  /// evaluated"), so (−0.5, 2)(1.5, −1) is (0, 2)(1, −1): value 0.5 and slope −1 at 0.5.
  @Test func bezierClampsExtremeControlPoints() {
    let curve = UnitCurve.bezier(
      startControlPoint: UnitPoint(x: -0.5, y: 2), endControlPoint: UnitPoint(x: 1.5, y: -1))
    Self.check(curve, [(0.5, 0.5, -1, 1e-12)], "extreme")
    #expect(curve.value(at: 0) == 0 && curve.value(at: 1) == 1)
    let clamped = UnitCurve.bezier(
      startControlPoint: UnitPoint(x: 0, y: 2), endControlPoint: UnitPoint(x: 1, y: -1))
    #expect(curve == clamped)
  }

  /// `valueAtBoundaryConditions` and `velocityAtBoundaryConditions`: progress is clamped.
  @Test func progressIsClamped() {
    #expect(UnitCurve.easeInOut.value(at: -0.5) == 0)
    #expect(UnitCurve.easeInOut.value(at: 1.5) == 1)
    for progress in [-0.5, 0, 1, 1.5] { #expect(UnitCurve.linear.velocity(at: progress) == 1) }
    for progress in stride(from: 0.0, through: 1, by: 0.1) {
      let value = UnitCurve.linear.value(at: progress)
      #expect(value >= 0 && value <= 1)
    }
  }

  /// `velocityForCircularCurves`, `linearCurveInverse`, `circularCurveInverse`, `curveInverse`
  /// and `bezierCurveInverse`.
  @Test func inverses() {
    #expect(UnitCurve.circularEaseIn.velocity(at: 0.5) > 0)
    #expect(UnitCurve.circularEaseOut.velocity(at: 0.5) > 0)
    #expect(UnitCurve.circularEaseInOut.velocity(at: 0.5) > 0)
    for x in [0.0, 0.5, 1] { #expect(UnitCurve.linear.inverse.value(at: x) == x) }
    for x in [0.3, 0.7] {
      let inverse = UnitCurve.circularEaseIn.inverse
      #expect(isClose(inverse.value(at: x), UnitCurve.circularEaseOut.value(at: x), 1e-12))
      #expect(isClose(inverse.velocity(at: x), UnitCurve.circularEaseOut.velocity(at: x), 1e-12))
      // easeIn's inverse is not easeOut (SwiftUI's test asserts they differ).
      #expect(!isClose(UnitCurve.easeIn.inverse.value(at: x), UnitCurve.easeOut.value(at: x), 1e-6))
      #expect(
        !isClose(UnitCurve.easeIn.inverse.velocity(at: x), UnitCurve.easeOut.velocity(at: x), 1e-6))
    }
    let curve = UnitCurve.bezier(
      startControlPoint: UnitPoint(x: 0.25, y: 0.1), endControlPoint: UnitPoint(x: 0.75, y: 0.9))
    let swapped = UnitCurve.bezier(
      startControlPoint: UnitPoint(x: 0.1, y: 0.25), endControlPoint: UnitPoint(x: 0.9, y: 0.75))
    for x in [0.3, 0.7] {
      #expect(isClose(curve.inverse.value(at: x), swapped.value(at: x), 1e-12))
    }
  }

  /// SwiftUI's deprecated `UnitCurve.easeInEaseOut` is `easeInOut` (Apple: "Use easeInOut
  /// instead").
  @Test func easeInEaseOutIsEaseInOut() {
    #expect(UnitCurve.easeInEaseOut == UnitCurve.easeInOut)
  }
}

import Kinetic
import Testing

/// `UnitCurve.namedCurves`, the one table of SwiftUI's curve names.
@Suite("UnitCurve's named curves")
struct UnitCurveNamedTests {
  /// SwiftUI's `UnitCurve` static members, from Apple's documentation of `UnitCurve`
  /// ("Getting built-in unit curves"), in its order; `easeInEaseOut` is its deprecated alias.
  @Test func namesAreSwiftUIsMembers() {
    #expect(
      UnitCurve.namedCurves.map(\.key) == [
        "linear", "easeIn", "easeOut", "easeInOut", "circularEaseIn", "circularEaseOut",
        "circularEaseInOut",
      ])
    #expect(UnitCurve.named("easeInEaseOut") == nil)
    #expect(UnitCurve.named("ease") == nil)
  }

  /// The Bezier rows agree with CSS's control points for the same names (CSS Easing Functions
  /// Level 1, §2.2: ease-in (0.42, 0, 1, 1), ease-out (0, 0, 0.58, 1), ease-in-out
  /// (0.42, 0, 0.58, 1)); the circular rows with 1 − √(1 − t²) and its reflections, written
  /// here from their definitions; linear is the identity.
  @Test(arguments: [0.0, 0.1, 0.25, 0.5, 0.75, 0.9, 1])
  func curvesAreTheirDefinitions(progress t: Double) throws {
    let bezier = { (x1: Double, y1: Double, x2: Double, y2: Double) in
      UnitCurve.bezier(
        startControlPoint: UnitPoint(x: x1, y: y1), endControlPoint: UnitPoint(x: x2, y: y2))
    }
    let circularIn = 1 - (1 - t * t).squareRoot()
    let circularOut = ((2 - t) * t).squareRoot()
    let circularInOut =
      t < 0.5
      ? 0.5 * (1 - (1 - 4 * t * t).squareRoot())
      : 0.5 * ((1 - (2 * t - 2) * (2 * t - 2)).squareRoot() + 1)
    let expected: [String: Double] = [
      "linear": t, "easeIn": bezier(0.42, 0, 1, 1).value(at: t),
      "easeOut": bezier(0, 0, 0.58, 1).value(at: t),
      "easeInOut": bezier(0.42, 0, 0.58, 1).value(at: t), "circularEaseIn": circularIn,
      "circularEaseOut": circularOut, "circularEaseInOut": circularInOut,
    ]
    for (name, curve) in UnitCurve.namedCurves {
      let want = try #require(expected[name])
      #expect(abs(curve.value(at: t) - want) <= 4e-16, "\(name) at \(t)")
    }
  }
}

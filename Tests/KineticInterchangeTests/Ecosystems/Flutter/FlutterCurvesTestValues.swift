import Foundation
import Testing

@testable import KineticInterchange

/// The assertions of Flutter's own curve tests (flutter/flutter,
/// packages/flutter/test/animation/curves_test.dart), reproduced on the curves Kinetic reads
/// from Flutter syntax, with Flutter's tolerances; plus Flutter's new curve forms
/// (`ThreePointCubic`, `Threshold`, `SawTooth`) and Compose's `snap()`.
@Suite("foreign forms: Flutter's curve tests")
struct FlutterCurvesTestValues {
  /// `source` (a curve alone lasts 1 s, so time is input progress) at `t`.
  static func transform(_ source: String, _ t: Double) throws -> Double {
    let sampler = SpecSampler(
      animation: try AnimationSpec.parse(source).animation, from: 0, to: 1)
    return sampler.value(at: t)
  }

  static func values(_ source: String, at inputs: [Double]) throws -> [Double] {
    try inputs.map { try transform(source, $0) }
  }

  static let grid = (0...10).map { Double($0) / 10 }

  @Test("'Threshold has a threshold'")
  func threshold() throws {
    #expect(try Self.values("Threshold(0.25)", at: [0, 0.24, 0.25, 0.26, 1]) == [0, 0, 1, 1, 1])
  }

  @Test("'Curve flipped control test'")
  func flipped() throws {
    #expect(try Self.transform("Curves.ease.flipped", 0) < 0.001)
    #expect(try Self.transform("Curves.ease.flipped", 0.5) < Self.transform("Curves.ease", 0.5))
    #expect(try Self.transform("Curves.ease.flipped", 1) > 0.999)
  }

  /// `assertMaximumSlope(curve, 20)`: steps of 0.005 change the value by less than 20 × 0.005.
  @Test(
    "'Curve is continuous'",
    arguments: [
      "linear", "decelerate", "fastOutSlowIn", "slowMiddle", "bounceIn", "bounceOut",
      "bounceInOut", "elasticOut", "elasticInOut", "ease", "easeIn", "easeInSine", "easeInQuad",
      "easeInCubic", "easeInQuart", "easeInQuint", "easeInExpo", "easeInCirc", "easeOut",
      "easeOutSine", "easeOutQuad", "easeOutCubic", "easeOutQuart", "easeOutQuint", "easeOutExpo",
      "easeOutCirc", "easeInOut", "easeInOutSine", "easeInOutQuad", "easeInOutCubic",
      "easeInOutQuart", "easeInOutQuint", "easeInOutCirc", "easeInOutCubicEmphasized",
    ])
  func continuous(_ name: String) throws {
    let delta = 0.005
    var x = 0.0
    while x < 1 - delta {
      let step =
        try Self.transform("Curves.\(name)", x) - Self.transform("Curves.\(name)", x + delta)
      #expect(abs(step) < delta * 20, "Curves.\(name) discontinuous at \(x)")
      x += delta
    }
  }

  @Test("'Bounce stays in bounds'", arguments: ["bounceIn", "bounceOut", "bounceInOut"])
  func bounceInBounds(_ name: String) throws {
    for value in try Self.values("Curves.\(name)", at: Self.grid) {
      #expect((0...1).contains(value), "Curves.\(name): \(value)")
    }
  }

  /// `estimateBounds`: the smallest and largest value on the 0.1 grid.
  static func bounds(_ source: String) throws -> (min: Double, max: Double) {
    let values = try Self.values(source, at: grid)
    return (values.min()!, values.max()!)
  }

  @Test("'Elastic overshoots its bounds' and 'Back overshoots its bounds'")
  func overshoot() throws {
    var b = try Self.bounds("Curves.elasticIn")
    #expect(b.min < 0 && b.max <= 1)
    b = try Self.bounds("Curves.elasticOut")
    #expect(b.min >= 0 && b.max > 1)
    b = try Self.bounds("Curves.elasticInOut")
    #expect(b.min < 0 && b.max > 1)
    b = try Self.bounds("Curves.easeInBack")
    #expect(b.min < 0 && b.max <= 1)
    b = try Self.bounds("Curves.easeOutBack")
    #expect(b.min >= 0 && b.max > 1)
    b = try Self.bounds("Curves.easeInOutBack")
    #expect(b.min < 0 && b.max > 1)
  }

  @Test("'Decelerate does so'")
  func decelerate() throws {
    let b = try Self.bounds("Curves.decelerate")
    #expect(b.min >= 0 && b.max <= 1)
    let d1 = try Self.transform("Curves.decelerate", 0.2) - Self.transform("Curves.decelerate", 0)
    let d2 = try Self.transform("Curves.decelerate", 1) - Self.transform("Curves.decelerate", 0.8)
    #expect(d2 < d1)
  }

  @Test(
    "'Curve transform method should return 0.0 for t=0.0 and 1.0 for t=1.0'",
    arguments: [
      "SawTooth(2)", "Interval(0, 1)", "Threshold(0.5)", "ElasticInCurve()", "ElasticOutCurve()",
      "ElasticInOutCurve()", "Curves.linear", "Curves.easeInOutExpo",
      "FlippedCurve(Curves.easeInOutExpo)", "Curves.decelerate", "Curves.bounceIn",
      "Curves.bounceOut", "Curves.bounceInOut", "Curves.easeInOutCubicEmphasized",
    ])
  func ends(_ source: String) throws {
    #expect(try Self.transform(source, 0) == 0, "\(source) at 0")
    #expect(try Self.transform(source, 1) == 1, "\(source) at 1")
  }

  /// SawTooth(n): t·n − ⌊t·n⌋, dropping to 0 at each k/n inside (0, 1).
  @Test func sawTooth() throws {
    let values = try Self.values("SawTooth(4)", at: [0.1, 0.25, 0.3, 0.5, 0.99])
    for (value, expected) in zip(values, [0.4, 0, 0.2, 0, 0.96]) {
      #expect(abs(value - expected) <= 1e-12, "\(value) vs \(expected)")
    }
  }

  /// ThreePointCubic passes through its midpoint, each half the scaled Bezier (curves.dart);
  /// Curves.easeInOutCubicEmphasized is the one Flutter names.
  @Test func threePointCubic() throws {
    let source =
      "ThreePointCubic(Offset(0.05, 0), Offset(0.133333, 0.06), Offset(0.166666, 0.4), Offset(0.208333, 0.82), Offset(0.25, 1))"
    try ForeignSpecTests.expectSame([source, "Curves.easeInOutCubicEmphasized"], until: 1)
    #expect(abs(try Self.transform(source, 0.166666) - 0.4) <= 1e-12)
    // The first half is Cubic(0.05/0.166666, 0, 0.133333/0.166666, 0.06/0.4) scaled by the
    // midpoint: at its parameter ½ the Bezier is at (x, y) below, independently computed.
    let (mx, my) = (0.166666, 0.4)
    let (x1, y1, x2, y2) = (0.05 / mx, 0.0, 0.133333 / mx, 0.06 / my)
    let x = 0.375 * x1 + 0.375 * x2 + 0.125
    let y = 0.375 * y1 + 0.375 * y2 + 0.125
    #expect(abs(try Self.transform(source, x * mx) - y * my) <= 1e-12)
    expectSpecRefused(
      "ThreePointCubic(Offset(0, 0), Offset(0, 0), Offset(0.5, 0), Offset(1, 1), Offset(1, 1))",
      mentioning: ["Flutter ThreePointCubic", "midpoint dy"])
  }

  /// Compose's snap(delayMillis): the start value until the delay, then the target.
  @Test func composeSnap() throws {
    #expect(
      try Self.values("snap(delayMillis = 100)", at: [0, 0.05, 0.099, 0.1, 0.2]) == [0, 0, 0, 1, 1])
    #expect(try Self.values("snap()", at: [0, 0.01]) == [1, 1])
  }
}

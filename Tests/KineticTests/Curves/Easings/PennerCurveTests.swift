import Foundation
import Testing

@testable import Kinetic

/// The easings.net family against its published formulas, written out directly here (the
/// library builds the ease-out and ease-in-out forms from the ease-in curve instead).
@Suite("easings.net curves")
struct PennerCurveTests {
  static let c1 = 1.70158
  static let c2 = c1 * 1.525
  static let c3 = c1 + 1
  static let c4 = 2 * Double.pi / 3
  static let c5 = 2 * Double.pi / 4.5

  static func bounceOut(_ x: Double) -> Double {
    let n1 = 7.5625
    let d1 = 2.75
    if x < 1 / d1 { return n1 * x * x }
    if x < 2 / d1 { return n1 * (x - 1.5 / d1) * (x - 1.5 / d1) + 0.75 }
    if x < 2.5 / d1 { return n1 * (x - 2.25 / d1) * (x - 2.25 / d1) + 0.9375 }
    return n1 * (x - 2.625 / d1) * (x - 2.625 / d1) + 0.984375
  }

  /// easings.net's formulas, as published.
  static let published: [String: @Sendable (Double) -> Double] = [
    "easeInSine": { 1 - cos($0 * .pi / 2) }, "easeOutSine": { sin($0 * .pi / 2) },
    "easeInOutSine": { -(cos(.pi * $0) - 1) / 2 },
    "easeInQuad": { $0 * $0 }, "easeOutQuad": { 1 - (1 - $0) * (1 - $0) },
    "easeInOutQuad": { $0 < 0.5 ? 2 * $0 * $0 : 1 - pow(-2 * $0 + 2, 2) / 2 },
    "easeInCubic": { pow($0, 3) }, "easeOutCubic": { 1 - pow(1 - $0, 3) },
    "easeInOutCubic": { $0 < 0.5 ? 4 * pow($0, 3) : 1 - pow(-2 * $0 + 2, 3) / 2 },
    "easeInQuart": { pow($0, 4) }, "easeOutQuart": { 1 - pow(1 - $0, 4) },
    "easeInOutQuart": { $0 < 0.5 ? 8 * pow($0, 4) : 1 - pow(-2 * $0 + 2, 4) / 2 },
    "easeInQuint": { pow($0, 5) }, "easeOutQuint": { 1 - pow(1 - $0, 5) },
    "easeInOutQuint": { $0 < 0.5 ? 16 * pow($0, 5) : 1 - pow(-2 * $0 + 2, 5) / 2 },
    "easeInExpo": { $0 == 0 ? 0 : pow(2, 10 * $0 - 10) },
    "easeOutExpo": { $0 == 1 ? 1 : 1 - pow(2, -10 * $0) },
    "easeInOutExpo": { x in
      x == 0 ? 0 : x == 1 ? 1 : x < 0.5 ? pow(2, 20 * x - 10) / 2 : (2 - pow(2, -20 * x + 10)) / 2
    },
    "easeInCirc": { 1 - sqrt(1 - pow($0, 2)) }, "easeOutCirc": { sqrt(1 - pow($0 - 1, 2)) },
    "easeInOutCirc": { x in
      x < 0.5 ? (1 - sqrt(1 - pow(2 * x, 2))) / 2 : (sqrt(1 - pow(-2 * x + 2, 2)) + 1) / 2
    },
    "easeInBack": { c3 * $0 * $0 * $0 - c1 * $0 * $0 },
    "easeOutBack": { 1 + c3 * pow($0 - 1, 3) + c1 * pow($0 - 1, 2) },
    "easeInOutBack": { x in
      x < 0.5
        ? (pow(2 * x, 2) * ((c2 + 1) * 2 * x - c2)) / 2
        : (pow(2 * x - 2, 2) * ((c2 + 1) * (x * 2 - 2) + c2) + 2) / 2
    },
    "easeInElastic": { x in
      x == 0 ? 0 : x == 1 ? 1 : -pow(2, 10 * x - 10) * sin((x * 10 - 10.75) * c4)
    },
    "easeOutElastic": { x in
      x == 0 ? 0 : x == 1 ? 1 : pow(2, -10 * x) * sin((x * 10 - 0.75) * c4) + 1
    },
    "easeInOutElastic": { x in
      x == 0
        ? 0
        : x == 1
          ? 1
          : x < 0.5
            ? -(pow(2, 20 * x - 10) * sin((20 * x - 11.125) * c5)) / 2
            : (pow(2, -20 * x + 10) * sin((20 * x - 11.125) * c5)) / 2 + 1
    },
    "easeInBounce": { 1 - bounceOut(1 - $0) }, "easeOutBounce": { bounceOut($0) },
    "easeInOutBounce": { x in
      x < 0.5 ? (1 - bounceOut(1 - 2 * x)) / 2 : (1 + bounceOut(2 * x - 1)) / 2
    },
  ]

  @Test func namesTheThirtyCurves() {
    #expect(UnitCurve.easings.count == 30)
    #expect(Set(UnitCurve.easings.map(\.key)) == Set(Self.published.keys))
  }

  /// Within 1e-14 of the published formula at 2,001 inputs (a few ulps of the output, from the
  /// different but equivalent arithmetic), exactly 0 at 0 and 1 at 1.
  @Test(arguments: UnitCurve.easings.map(\.key))
  func matchesPublishedFormula(_ name: String) throws {
    let curve = try #require(UnitCurve.easings.first { $0.key == name }?.value)
    let formula = try #require(Self.published[name])
    var worst = 0.0
    for i in 0...2000 {
      let x = Double(i) / 2000
      worst = max(worst, abs(curve.value(at: x) - formula(x)))
    }
    #expect(worst <= 1e-14, "\(name): max difference \(worst)")
    #expect(curve.value(at: 0) == 0 && curve.value(at: 1) == 1)
  }

  /// The analytic derivative against a central difference of the published formula (h = 1e-6,
  /// error O(h²)·f‴ plus rounding 1e-16/h), away from the joins where the formulas are not
  /// differentiable (bounce's parabola ends, the in-out midpoint, expo's and elastic's ends).
  @Test(arguments: UnitCurve.easings.map(\.key))
  func derivativeMatchesDifferences(_ name: String) throws {
    let curve = try #require(UnitCurve.easings.first { $0.key == name }?.value)
    let formula = try #require(Self.published[name])
    let h = 1e-6
    for i in 1..<400 {
      let x = Double(i) / 400 + 0.0007
      guard x < 1 - h else { continue }
      let outJoins: [Double] = [1 / 2.75, 2 / 2.75, 2.5 / 2.75]
      var joins: [Double] = [0.5]
      for j in outJoins {
        joins += [j, 1 - j, j / 2, 0.5 + j / 2, 0.5 - j / 2, 1 - j / 2]
      }
      guard joins.allSatisfy({ abs($0 - x) > 1e-3 }) else { continue }
      let difference = (formula(x + h) - formula(x - h)) / (2 * h)
      let slope = curve.derivative(at: x)
      #expect(
        abs(slope - difference) <= 1e-6 * max(1, abs(slope)),
        "\(name) at \(x): \(slope) vs \(difference)")
    }
  }

  /// Flutter's elastic curves (curves.dart, period 0.4): ElasticOutCurve is
  /// 2^(−10t)·sin((t − p/4)·2π/p) + 1, ElasticInOutCurve its halves around t = 2x − 1.
  @Test func flutterElasticPeriod() {
    let p = 0.4
    let s = p / 4
    let out = UnitCurve.penner(.elastic(period: p), .out)
    let inOut = UnitCurve.penner(.elastic(period: p), .inOut)
    for i in 1..<100 {
      let x = Double(i) / 100
      let expectedOut = pow(2, -10 * x) * sin((x - s) * 2 * .pi / p) + 1
      #expect(abs(out.value(at: x) - expectedOut) <= 1e-14)
      let t = 2 * x - 1
      let expectedInOut =
        t < 0
        ? -0.5 * pow(2, 10 * t) * sin((t - s) * 2 * .pi / p)
        : pow(2, -10 * t) * sin((t - s) * 2 * .pi / p) * 0.5 + 1
      #expect(abs(inOut.value(at: x) - expectedInOut) <= 1e-14)
    }
  }

  /// Flutter's Interval: 0 before begin, the stretched curve between, 1 after; invalid bounds
  /// are errors.
  @Test func interval() throws {
    let curve = try UnitCurve.interval(begin: 0.2, end: 0.8, curve: .easeIn)
    #expect(curve.value(at: 0.1) == 0 && curve.value(at: 0.9) == 1)
    #expect(abs(curve.value(at: 0.5) - UnitCurve.easeIn.value(at: 0.5)) <= 1e-15)
    #expect(abs(curve.derivative(at: 0.5) - UnitCurve.easeIn.derivative(at: 0.5) / 0.6) <= 1e-12)
    #expect(throws: TimingCurveError.invalidInterval(begin: 0.8, end: 0.2)) {
      try UnitCurve.interval(begin: 0.8, end: 0.2)
    }
    #expect(throws: TimingCurveError.self) { try UnitCurve.interval(begin: .nan, end: 1) }
    #expect(throws: TimingCurveError.self) { try PennerCurve.elastic(period: 0).validated() }
  }

  /// Inverses: monotone members invert to the last bits; reversing twice is the identity.
  @Test(arguments: ["easeInSine", "easeOutQuad", "easeInOutCubic", "easeInExpo", "easeOutCirc"])
  func inverse(_ name: String) throws {
    let curve = try #require(UnitCurve.easings.first { $0.key == name }?.value)
    let inverse = curve.inverse
    for i in 1..<200 {
      let x = Double(i) / 200
      #expect(abs(inverse.value(at: curve.value(at: x)) - x) <= 1e-9, "\(name) at \(x)")
    }
    #expect(curve.reversed.reversed == curve)
  }
}

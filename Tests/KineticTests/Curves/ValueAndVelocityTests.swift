import Testing

@testable import Kinetic

/// `valueAndVelocity(at:)` on every curve type is the pair of separate calls, bit for bit: one
/// solve serves both, with the same operations in the same order. Bit patterns are compared, so
/// NaN must match NaN and −0 must match −0.
@Suite("Value and velocity in one call")
struct ValueAndVelocityTests {
  /// Inputs: a dense grid of [0, 1] (every cell of the solver's table, and its edges), the
  /// endpoints and their neighbours, values outside [0, 1], infinities and NaN.
  static let inputs: [Double] = {
    var xs = (0...2_048).map { Double($0) / 2_048 }
    xs += (0..<997).map { (Double($0) + 0.37) / 997 }
    xs += [
      Double.leastNonzeroMagnitude, (1.0).nextDown, -0.0, -1e-300, -0.25, 1.25, 7, -7, .infinity,
      -.infinity, .nan,
    ]
    return xs
  }()

  static let controlPoints: [(Double, Double, Double, Double)] = [
    (0.25, 0.1, 0.25, 1), (0.42, 0, 1, 1), (0, 0, 0.58, 1), (0.42, 0, 0.58, 1),
    (0.9, 0.1, 0.1, 0.9), (0.68, -0.55, 0.265, 1.55), (0, 1, 0, 1), (1, 0, 0, 1), (0, 0, 1, 1),
    (0, 0, 0, 0), (1, 1, 1, 1), (1, 0, 0.001, 1), (0.3, 2, 0.7, -1),
  ]

  static func same(_ a: Double, _ b: Double) -> Bool { a.bitPattern == b.bitPattern }

  @Test(arguments: controlPoints.indices)
  func cubicBezier(_ index: Int) throws {
    let p = Self.controlPoints[index]
    let curve = try CubicBezier(x1: p.0, y1: p.1, x2: p.2, y2: p.3)
    for x in Self.inputs {
      let both = curve.valueAndVelocity(at: x)
      #expect(Self.same(both.value, curve.value(at: x)), "value at \(x) of \(p)")
      #expect(Self.same(both.velocity, curve.velocity(at: x)), "velocity at \(x) of \(p)")
    }
  }

  @Test(arguments: controlPoints.indices)
  func unitCurveBezier(_ index: Int) {
    let p = Self.controlPoints[index]
    let curve = UnitCurve.bezier(
      startControlPoint: UnitPoint(x: p.0, y: p.1), endControlPoint: UnitPoint(x: p.2, y: p.3))
    for x in Self.inputs {
      let both = curve.valueAndVelocity(at: x)
      #expect(Self.same(both.value, curve.value(at: x)), "value at \(x) of \(p)")
      #expect(Self.same(both.velocity, curve.velocity(at: x)), "velocity at \(x) of \(p)")
      let exact = curve.valueAndDerivative(at: x)
      #expect(Self.same(exact.value, curve.value(at: x)), "value at \(x) of \(p)")
      #expect(Self.same(exact.derivative, curve.derivative(at: x)), "derivative at \(x) of \(p)")
    }
  }

  @Test func unitCurveNamed() {
    let curves: [UnitCurve] = [
      .linear, .easeIn, .easeOut, .easeInOut, .circularEaseIn, .circularEaseOut,
      .circularEaseInOut, UnitCurve.circularEaseInOut.inverse,
    ]
    for curve in curves {
      for x in Self.inputs {
        let both = curve.valueAndVelocity(at: x)
        #expect(Self.same(both.value, curve.value(at: x)), "value at \(x) of \(curve)")
        #expect(Self.same(both.velocity, curve.velocity(at: x)), "velocity at \(x) of \(curve)")
        let exact = curve.valueAndDerivative(at: x)
        #expect(Self.same(exact.value, curve.value(at: x)), "value at \(x) of \(curve)")
        #expect(
          Self.same(exact.derivative, curve.derivative(at: x)), "derivative at \(x) of \(curve)")
      }
    }
  }

  @Test func cssEasingFunctions() throws {
    var functions: [CSSEasingFunction] = [
      .linear, .ease, .easeIn, .easeOut, .easeInOut, .stepStart, .stepEnd,
      try .steps(4, .jumpNone), try .steps(3, .jumpBoth),
      try .linear(stops: [.init(0), .init(0.25, 75), .init(1)]),
    ]
    functions += try Self.controlPoints.map { p in
      try CSSEasingFunction.cubicBezier(x1: p.0, y1: p.1, x2: p.2, y2: p.3)
    }
    for function in functions {
      for x in Self.inputs {
        let both = function.valueAndVelocity(at: x)
        #expect(Self.same(both.value, function.value(at: x)), "value at \(x) of \(function)")
        #expect(
          Self.same(both.velocity, function.velocity(at: x)), "velocity at \(x) of \(function)")
      }
    }
  }
}

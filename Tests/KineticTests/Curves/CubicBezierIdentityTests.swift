import Testing

@testable import Kinetic

/// Curves with x1 = y1 and x2 = y2 have x(s) = y(s), so they are the identity y = x: value and
/// velocity must be exact (x itself and 1), as a careful CSS engine returns them, not merely
/// within an ulp.
@Suite("Cubic Bezier identity curves")
struct CubicBezierIdentityTests {
  static let identities: [(Double, Double)] = [
    (0, 1), (0.3, 0.7), (0, 0), (1, 1), (0.25, 0.25), (1, 0), (0.1, 0.9), (0.6, 0.2),
  ]

  /// Special inputs plus seeded random ones spread over the binades of (0, 1).
  static func inputs() -> [Double] {
    var random = CurvesRandom(seed: 0x1DE7_1717)
    var xs: [Double] = [
      0.5, 0.25, 0.75, 0.1, 1.0.nextDown, Double.leastNonzeroMagnitude, 1e-300, 0.999999,
    ]
    for _ in 0..<2_000 {
      let exponent = -Double(Int.random(in: 0...60, using: &random))
      let x = Double.random(in: 0.5..<1, using: &random) * Double.pow2(exponent)
      xs.append(x)
    }
    return xs
  }

  @Test(arguments: identities.indices)
  func valueAndVelocityAreExact(_ index: Int) throws {
    let (a, b) = Self.identities[index]
    let curve = try CubicBezier(x1: a, y1: a, x2: b, y2: b)
    let xs = Self.inputs()
    for x in xs {
      #expect(curve.value(at: x) == x, "(\(a), \(a), \(b), \(b)) at \(x)")
      #expect(curve.velocity(at: x) == 1, "(\(a), \(a), \(b), \(b)) at \(x)")
    }
    #expect(curve.velocity(at: 0) == 1)
    #expect(curve.velocity(at: 1) == 1)
    // The batch path agrees bit for bit, and keeps the clamping and NaN rules.
    let batchInputs = xs + [-1, 0, 1, 2, .nan]
    let batch = curve.values(at: batchInputs)
    for (x, y) in zip(batchInputs, batch) {
      if x.isNaN {
        #expect(y.isNaN)
      } else {
        #expect(y == min(max(x, 0), 1), "batch at \(x)")
      }
    }
  }

  /// CSS extends past [0, 1] along the end tangents, slope 1 here: the identity everywhere.
  @Test func cssIdentityIsExactOutsideTheUnitInterval() throws {
    let css = try CSSEasingFunction.cubicBezier(x1: 0, y1: 0, x2: 1, y2: 1)
    for x in [-2.5, -0.5, 0.5, 0.3, 1.5, 7] {
      #expect(css.value(at: x) == x, "at \(x)")
      #expect(css.velocity(at: x) == 1, "at \(x)")
    }
  }

  /// A curve one ulp away from the identity is not special-cased: it still goes through the
  /// solver, and stays within the solver's accuracy of y = x (its distance from it is ~1e-16).
  @Test func nearIdentityUsesTheSolver() throws {
    let curve = try CubicBezier(x1: 0.3, y1: 0.3.nextUp, x2: 0.7, y2: 0.7)
    #expect(!curve.solver.isIdentity)
    for x in stride(from: 0.01, to: 1, by: 0.01) {
      #expect(abs(curve.value(at: x) - x) <= 1e-15, "at \(x)")
      #expect(abs(curve.velocity(at: x) - 1) <= 1e-14, "at \(x)")
    }
  }
}

extension Double {
  fileprivate static func pow2(_ exponent: Double) -> Double {
    Double(sign: .plus, exponent: Int(exponent), significand: 1)
  }
}

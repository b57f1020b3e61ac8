import Kinetic
import Testing

@testable import KineticGSL

/// SplitMix64 (Steele, Lea, Flood 2014): a small seeded generator for reproducible curves.
struct GSLTestsRandom: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// The production solver against the independent GSL + exact-bisection reference.
@Suite("Cubic Bezier accuracy against the GSL reference")
struct BezierAccuracyTests {
  /// |Δy| ≤ 1e-14 is the requirement; the solver's documented bound is a few ulps of
  /// max(1, |y1|, |y2|), i.e. ~4e-16 for these curves.
  static let tolerance = 1e-14

  static let named: [(Double, Double, Double, Double)] = [
    (0.25, 0.1, 0.25, 1),  // ease
    (0.42, 0, 0.58, 1),  // easeInOut
    (0.42, 0, 1, 1),  // easeIn
    (0, 0, 0.58, 1),  // easeOut
    (0.9, 0.1, 0.1, 0.9),
    (0.68, -0.55, 0.265, 1.55),
    (0, 1, 0, 1),  // vertical tangent at x = 0
    (1, 0, 0, 1),  // vertical tangent (a triple root) at x = 1/2
    (1, 0, 0.001, 1),  // nearly singular inflection
    (0, 0, 0, 0),
    (1, 1, 1, 1),
  ]

  /// The grid: 10⁴ + 1 evenly spaced points plus points crowding both ends and the middle
  /// geometrically (down to 1e-300 from the ends, 1e-20 from ½).
  static let grid: [Double] = {
    let n = 10_000
    var xs = (0...n).map { Double($0) / Double(n) }
    var d = 1e-3
    while d > 1e-300 {
      xs += [d, 1 - d < 1 ? 1 - d : 0.5, 0.5 + d * 0.4, 0.5 - d * 0.4]
      d *= 1e-3
    }
    return xs
  }()

  static func maxError(_ p: (Double, Double, Double, Double), grid: [Double]) throws -> (
    Double, Double
  ) {
    let curve = try CubicBezier(x1: p.0, y1: p.1, x2: p.2, y2: p.3)
    let reference = BezierReference(x1: p.0, y1: p.1, x2: p.2, y2: p.3)
    var worst = 0.0
    var at = 0.0
    for x in grid {
      let e = abs(curve.value(at: x) - reference.value(at: x))
      if e > worst || e.isNaN {
        worst = e
        at = x
      }
    }
    return (worst, at)
  }

  @Test(arguments: 0..<named.count)
  func namedCurve(_ index: Int) throws {
    let p = Self.named[index]
    let (worst, at) = try Self.maxError(p, grid: Self.grid)
    #expect(worst <= Self.tolerance, "curve \(p): max |Δy| = \(worst) at x = \(at)")
    print("accuracy \(p): max |Δy| = \(worst) at x = \(at)")
  }

  @Test func randomCurves() throws {
    var random = GSLTestsRandom(seed: 0x5EED_C0FF_EE)
    let grid = (0...2_000).map { Double($0) / 2_000 } + [1e-9, 1e-200, 1 - 1e-9]
    var worst = 0.0
    for _ in 0..<60 {
      let p = (
        Double.random(in: 0...1, using: &random), Double.random(in: -1...2, using: &random),
        Double.random(in: 0...1, using: &random), Double.random(in: -1...2, using: &random)
      )
      let (e, at) = try Self.maxError(p, grid: grid)
      #expect(e <= Self.tolerance, "curve \(p): max |Δy| = \(e) at x = \(at)")
      worst = max(worst, e)
    }
    print("accuracy random: max |Δy| = \(worst)")
  }
}

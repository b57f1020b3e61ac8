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

  /// 3(1−s)²s·p1 + 3(1−s)s²·p2 + s³ in double (exact for the short dyadic inputs used here).
  static func bernstein(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
    let u: Double = 1 - s
    let first: Double = 3 * u * u * s * p1
    let second: Double = 3 * u * s * s * p2
    return first + second + s * s * s
  }

  /// Curves at and near the singular configurations: x1, x2 drawn from {0, 1, 10⁻ᵏ, 1 − 10⁻ᵏ,
  /// uniform}, so vertical tangents and nearly triple roots are common.
  @Test func randomNearSingularCurves() throws {
    var random = GSLTestsRandom(seed: 0xBAD_C0DE)
    func smallPower() -> Double {
      let exponent: Int = Int.random(in: 1...12, using: &random)
      var value: Double = 1
      for _ in 0..<exponent { value /= 10 }
      return value
    }
    func coordinate() -> Double {
      switch Int.random(in: 0..<5, using: &random) {
      case 0: return 0
      case 1: return 1
      case 2: return smallPower()
      case 3: return 1 - smallPower()
      default: return Double.random(in: 0...1, using: &random)
      }
    }
    var grid: [Double] = (0...2_000).map { Double($0) / 2_000 }
    grid += [1e-12, 1e-100, 1 - 1e-12, 0.5 + 1e-13]
    var worst = 0.0
    for _ in 0..<40 {
      let a: Double = coordinate()
      let b: Double = Double.random(in: -2...3, using: &random)
      let c: Double = coordinate()
      let d: Double = Double.random(in: -2...3, using: &random)
      let p = (a, b, c, d)
      let (e, at) = try Self.maxError(p, grid: grid)
      #expect(e <= Self.tolerance, "curve \(p): max |Δy| = \(e) at x = \(at)")
      if e > Self.tolerance { print("FAIL", p, e, at) }
      worst = max(worst, e)
    }
    print("accuracy near-singular random: max |Δy| = \(worst)")
  }

  /// The reference itself against values known exactly: dyadic control points and parameter
  /// make x(s) and y(s) exact doubles.
  @Test func referenceHitsExactDyadicValues() {
    let cases: [(Double, Double, Double, Double, Double)] = [
      (0.25, 0.5, 0.75, 0.125, 0.375), (1, 0, 0, 1, 0.4375), (0, 1, 0, 1, 0.015625),
    ]
    for (x1, y1, x2, y2, s) in cases {
      let x: Double = Self.bernstein(s, x1, x2)
      let y: Double = Self.bernstein(s, y1, y2)
      let reference = BezierReference(x1: x1, y1: y1, x2: x2, y2: y2)
      #expect(reference.parameter(forX: x) == s)
      #expect(reference.value(at: x) == y)
    }
    // (1, 0, 0, 1): x = ½ + 4t³, y = ½ + 3t/2 − 2t³ with t = s − ½; t = 2⁻¹⁶ keeps both exact.
    let t: Double = 0x1p-16
    let cube: Double = t * t * t
    let x: Double = 0.5 + 4 * cube
    let s: Double = 0.5 + t
    let y: Double = (0.5 + 1.5 * t) - 2 * cube
    let singular = BezierReference(x1: 1, y1: 0, x2: 0, y2: 1)
    #expect(singular.parameter(forX: x) == s)
    #expect(singular.value(at: x) == y)
  }
}

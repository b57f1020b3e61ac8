import Foundation
import KineticTestSupport
import Testing

@testable import KineticGSL

/// Cubics built from known roots: (x − r₁)(x − r₂)(x − r₃) = x³ + a x² + b x + c.
///
/// ## Tolerances
///
/// With u = 2⁻⁵³ and `S(x) = (|x| + |r₁|)(|x| + |r₂|)(|x| + |r₃|)`, which bounds
/// `|x|³ + |a||x|² + |b||x| + |c|` for the exact and for the rounded coefficients:
/// - forming a, b, c in `Double` perturbs p(x) by at most about 4u·S(x), and evaluating p by
///   Horner's rule costs at most 6u·S(x) more (Higham, *Accuracy and Stability*, §5.1);
/// - so to first order a simple root moves by at most `16u·S(r)/|p′(r)|` (16 leaves margin),
///   and a double root, where p(r + e) ≈ p″(r)/2·e², by at most `√(16u·S(r)/|p″(r)/2|)`.
/// No method in `Double` can promise more than these condition bounds.
@Suite("GSL cubic roots against cubics with known roots")
struct CubicRootsAccuracyTests {
  static let u = Double.ulpOfOne / 2

  static func coefficients(_ r1: Double, _ r2: Double, _ r3: Double) -> (
    a: Double, b: Double, c: Double
  ) {
    (-(r1 + r2 + r3), r1 * r2 + r1 * r3 + r2 * r3, -(r1 * r2 * r3))
  }

  static func scale(_ x: Double, _ roots: [Double]) -> Double {
    roots.reduce(1) { $0 * (abs(x) + abs($1)) }
  }

  /// The first-order bound on the error of a simple root `roots[i]`.
  static func simpleBound(_ i: Int, _ roots: [Double]) -> Double {
    let r = roots[i]
    let derivative = roots.indices.filter { $0 != i }.reduce(1.0) { $0 * abs(r - roots[$1]) }
    return 16 * u * scale(r, roots) / derivative
  }

  /// Draws ±R·v with v uniform in [−1, 1] and R = 10^U(−3, 3): roots at every scale.
  static func roots(_ random: inout SeededGenerator, minimumSeparation: Double) -> [Double] {
    let range = pow(10, Double.random(in: -3...3, using: &random))
    while true {
      let roots = (0..<3).map { _ in range * Double.random(in: -1...1, using: &random) }.sorted()
      if roots[1] - roots[0] >= minimumSeparation * range
        && roots[2] - roots[1] >= minimumSeparation * range
      {
        return roots
      }
    }
  }

  @Test func randomSimpleRootsWithinTheConditionBound() {
    var random = SeededGenerator(seed: 2024)
    var worst = 0.0
    for _ in 0..<1000 {
      let expected = Self.roots(&random, minimumSeparation: 1e-4)
      let (a, b, c) = Self.coefficients(expected[0], expected[1], expected[2])
      let found = CubicRoots.monic(a: a, b: b, c: c)
      #expect(found.count == 3, "roots \(expected): found \(found)")
      guard found.count == 3 else { continue }
      for i in 0..<3 {
        let bound = Self.simpleBound(i, expected)
        worst = max(worst, abs(found[i] - expected[i]) / bound)
        #expect(
          abs(found[i] - expected[i]) <= bound,
          "root \(expected[i]) of \(expected): found \(found[i])")
      }
    }
    #expect(worst <= 1, "worst error / bound = \(worst)")
  }

  /// Stated relative tolerance for well-separated roots: 1e-12 of R = max |rᵢ|. With all roots
  /// in [−R, R] and separations ≥ 0.2R, S ≤ 8R³ and |p′| ≥ 0.04R², so the condition bound is
  /// 16u·8R³ / 0.04R² ≈ 3.6e-13·R.
  @Test func wellSeparatedRootsToRelativeTolerance() {
    var random = SeededGenerator(seed: 7)
    for _ in 0..<1000 {
      let expected = Self.roots(&random, minimumSeparation: 0.2)
      let range = expected.map(abs).max()!
      let (a, b, c) = Self.coefficients(expected[0], expected[1], expected[2])
      let found = CubicRoots.monic(a: a, b: b, c: c)
      #expect(found.count == 3)
      for (x, r) in zip(found, expected) {
        #expect(abs(x - r) <= 1e-12 * range, "root \(r) of \(expected): found \(x)")
      }
    }
  }

  /// (x − r)²(x − s) with r and s multiples of 1/64 below 16 in magnitude: every coefficient
  /// is exact in `Double`, so the cubic handed to the solver really has a double root, and it
  /// must report it twice.
  @Test func exactDoubleRootIsReportedTwice() {
    var random = SeededGenerator(seed: 3)
    for _ in 0..<1000 {
      let r = Double(Int.random(in: -1000...1000, using: &random)) / 64
      var s = r
      while abs(s - r) < 0.5 { s = Double(Int.random(in: -1000...1000, using: &random)) / 64 }
      let (a, b, c) = Self.coefficients(r, r, s)
      let found = CubicRoots.monic(a: a, b: b, c: c)
      #expect(found.count == 3, "double root \(r), simple root \(s): found \(found)")
      guard found.count == 3 else { continue }
      let doubleBound = (16 * Self.u * Self.scale(r, [r, r, s]) / abs(r - s)).squareRoot()
      let simpleBound = 16 * Self.u * Self.scale(s, [r, r, s]) / ((s - r) * (s - r))
      let (doubles, simple) = s > r ? (found[0...1], found[2]) : (found[1...2], found[0])
      for x in doubles { #expect(abs(x - r) <= doubleBound, "double root \(r): found \(found)") }
      #expect(abs(simple - s) <= simpleBound, "simple root \(s): found \(found)")
    }
  }

  /// (x − r)²(x − s) with r, s random doubles: rounding the coefficients may give a cubic with a
  /// close complex pair instead of a double root. Sensible answers: the simple root is always
  /// found to its bound, every reported root is a true root to its bound, and the double root,
  /// when reported, appears twice.
  @Test func roundedDoubleRootIsHandledSensibly() {
    var random = SeededGenerator(seed: 5)
    var doubleRootsReported = 0
    for _ in 0..<1000 {
      let pair = Self.roots(&random, minimumSeparation: 0.2)
      let (r, s) = (pair[0], pair[2])
      let roots = [r, r, s]
      let (a, b, c) = Self.coefficients(r, r, s)
      let found = CubicRoots.monic(a: a, b: b, c: c)
      let doubleBound = (16 * Self.u * Self.scale(r, roots) / abs(r - s)).squareRoot()
      let simpleBound = 16 * Self.u * Self.scale(s, roots) / ((s - r) * (s - r))
      #expect(found.count == 1 || found.count == 3, "found \(found)")
      #expect(
        found.contains { abs($0 - s) <= simpleBound },
        "simple root \(s) of \(roots): found \(found)")
      let nearDouble = found.filter { abs($0 - r) <= doubleBound }
      #expect(nearDouble.count == found.count - 1, "double root \(r) of \(roots): found \(found)")
      if nearDouble.count == 2 { doubleRootsReported += 1 }
    }
    // With these seeds GSL alone reports the double root in 528 of the 1000 cubics (the rest
    // come back as one real root and a close complex pair); the within-rounding check in
    // `monic` recovers it in all 1000. Asserted with a little slack for other libm builds.
    #expect(
      doubleRootsReported >= 990, "double root reported in \(doubleRootsReported) of 1000 cases")
  }

  @Test func tripleRoot() {
    let found = CubicRoots.monic(a: -3, b: 3, c: -1)  // (x − 1)³
    #expect(found.count == 3)
    for x in found { #expect(abs(x - 1) <= 1e-15) }
  }

  @Test func lowerDegreesDegrade() {
    #expect(CubicRoots.roots(c3: 0, c2: 1, c1: -3, c0: 2) == [1, 2])  // (x − 1)(x − 2)
    #expect(CubicRoots.roots(c3: 0, c2: 0, c1: 2, c0: -1) == [0.5])
    #expect(CubicRoots.roots(c3: 0, c2: 0, c1: 0, c0: 1) == [])
    let scaled = CubicRoots.roots(c3: 2, c2: -12, c1: 22, c0: -12)  // 2(x − 1)(x − 2)(x − 3)
    #expect(scaled.count == 3)
    for (x, e) in zip(scaled, [1.0, 2, 3]) { #expect(abs(x - e) <= 8 * e.ulp) }
  }
}

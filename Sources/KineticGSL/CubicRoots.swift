@preconcurrency import CGSL

/// Real roots of polynomials, from GSL: an independent reference for Kinetic's solvers.
///
/// ## Accuracy
///
/// A root `r` of a cubic `p` is found to within about `γ · S(r) / |p′(r)|`, where
/// `S(x) = |x|³ + |a|x² + |b||x| + |c|` and `γ ≈ 6u` (u = 2⁻⁵³) bounds the rounding error of
/// evaluating `p` by Horner's rule (Higham, *Accuracy and Stability of Numerical Algorithms*,
/// §5.1): no method working in `Double` can do better, and the Newton polish gets there. A
/// double root is only determined to about `√(γ · S(r) / |p″(r)/2|)`.
public enum CubicRoots {
  /// The real roots of x³ + a·x² + b·x + c = 0 in ascending order, repeated by multiplicity.
  ///
  /// Roots come from `gsl_poly_solve_cubic` and are each polished by Newton steps on the cubic
  /// (kept only while they reduce the residual). When GSL reports one real root, a critical
  /// point `x꜀` (where p′ = 0) whose value `|p(x꜀)|` is within rounding error of 0
  /// (`≤ 16u · S(x꜀)`) is added as a double root: rounding the coefficients of a polynomial
  /// with a double root turns it, half of the time, into one with a close complex pair, and
  /// reporting the nearby double root is the answer that is exact for a polynomial within
  /// rounding error of the one given.
  ///
  /// - Parameters:
  ///   - a: The x² coefficient; finite.
  ///   - b: The x coefficient; finite.
  ///   - c: The constant coefficient; finite.
  /// - Returns: One or three roots (a cubic with real coefficients always has one).
  public static func monic(a: Double, b: Double, c: Double) -> [Double] {
    GSL.prepare()
    var x0 = 0.0
    var x1 = 0.0
    var x2 = 0.0
    let n = Int(gsl_poly_solve_cubic(a, b, c, &x0, &x1, &x2))
    var roots = [x0, x1, x2].prefix(n).map { polish($0, a: a, b: b, c: c) }
    if roots.count == 1, let double = doubleRootWithinRounding(a: a, b: b, c: c) {
      roots += [double, double]
    }
    return roots.sorted()
  }

  /// The real roots of c3·x³ + c2·x² + c1·x + c0 = 0 in ascending order; degrades to the
  /// quadratic (`gsl_poly_solve_quadratic`) or linear case when leading coefficients vanish.
  public static func roots(c3: Double, c2: Double, c1: Double, c0: Double) -> [Double] {
    GSL.prepare()
    if c3 != 0 { return monic(a: c2 / c3, b: c1 / c3, c: c0 / c3) }
    if c2 != 0 {
      var x0 = 0.0
      var x1 = 0.0
      let n = Int(gsl_poly_solve_quadratic(c2, c1, c0, &x0, &x1))
      return Array([x0, x1].prefix(n))
    }
    if c1 != 0 { return [-c0 / c1] }
    return []
  }

  /// Newton steps on the monic cubic, kept only while they reduce the residual.
  static func polish(_ root: Double, a: Double, b: Double, c: Double) -> Double {
    var x = root
    var residual = abs(((x + a) * x + b) * x + c)
    for _ in 0..<4 {
      let f = ((x + a) * x + b) * x + c
      let d = (3 * x + 2 * a) * x + b
      if d == 0 { break }
      let next = x - f / d
      let r = abs(((next + a) * next + b) * next + c)
      if r >= residual { break }
      x = next
      residual = r
    }
    return x
  }

  /// The critical point of the monic cubic whose value is zero to within rounding, if any.
  static func doubleRootWithinRounding(a: Double, b: Double, c: Double) -> Double? {
    // p′(x) = 3x² + 2a·x + b; its roots, computed without cancellation.
    let discriminant = a * a - 3 * b
    guard discriminant >= 0 else { return nil }
    let q = -(a + (a < 0 ? -1 : 1) * discriminant.squareRoot())
    var candidates = [q / 3]
    if q != 0 { candidates.append(b / q) }
    var best: (point: Double, ratio: Double)? = nil
    for x in candidates where x.isFinite {
      let value = abs(((x + a) * x + b) * x + c)
      let scale = abs(x) * abs(x) * abs(x) + abs(a) * x * x + abs(b) * abs(x) + abs(c)
      let ratio = scale > 0 ? value / scale : 0
      if ratio <= 8 * Double.ulpOfOne, ratio <= best?.ratio ?? .infinity { best = (x, ratio) }
    }
    return best?.point
  }
}

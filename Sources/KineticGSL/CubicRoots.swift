@preconcurrency import CGSL

/// Real roots of polynomials, from GSL: an independent reference for Kinetic's solvers.
public enum CubicRoots {
  /// The real roots of x³ + a·x² + b·x + c = 0 in ascending order, from
  /// `gsl_poly_solve_cubic`, each polished by Newton steps on the cubic (kept only while they
  /// reduce the residual), so the result is accurate to a few ulps for simple roots.
  public static func monic(a: Double, b: Double, c: Double) -> [Double] {
    GSL.prepare()
    var x0 = 0.0
    var x1 = 0.0
    var x2 = 0.0
    let n = Int(gsl_poly_solve_cubic(a, b, c, &x0, &x1, &x2))
    return [x0, x1, x2].prefix(n).map { polish($0, a: a, b: b, c: c) }
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
}

/// An independent reference for cubic Bezier timing curves: y at a given x, correct to within
/// about one ulp of the parameter, for checking Kinetic's production solver.
///
/// Method, deliberately unlike the production solver's (table + Halley steps in anchor
/// coordinates):
/// 1. the cubic x(s) − x = A s³ + B s² + C s − x is handed to GSL (`gsl_poly_solve_cubic`, via
///    ``CubicRoots``) and the real root in [0, 1] is taken;
/// 2. that root is polished by bisection over the doubles: a bracket is grown around it until
///    the residual changes sign, then halved on the bit pattern down to two adjacent doubles.
///    The residual's *sign* is decided exactly — in double-double with a rigorous error bound,
///    and, when that is inconclusive, in exact floating-point expansion arithmetic (Shewchuk) —
///    so the polish stays right even at a triple root such as (1, 0, 0, 1) at x = ½, where any
///    double evaluation of the residual is pure noise over a parameter interval of width ~10⁻⁵;
/// 3. y(s) is evaluated in double-double and rounded.
///
/// The result's error is |y′(s)| times at most one ulp of s, plus half an ulp of y.
/// Slow (micro- to milliseconds per point): for tests, `kinetic verify` and benchmarks' error
/// columns only.
public struct BezierReference: Sendable {
  /// Control points, as for `CubicBezier`; x1, x2 in `0...1`.
  public let x1: Double
  /// First control point y.
  public let y1: Double
  /// Second control point x.
  public let x2: Double
  /// Second control point y.
  public let y2: Double

  /// A reference for the curve with control points (x1, y1), (x2, y2).
  public init(x1: Double, y1: Double, x2: Double, y2: Double) {
    self.x1 = x1
    self.y1 = y1
    self.x2 = x2
    self.y2 = y2
  }

  /// The root in [0, 1] of x(s) − x as GSL returns it (after `CubicRoots`' Newton polish in
  /// double), before the exact bisection: what a plain "GSL solve" gives.
  public func unpolishedParameter(forX x: Double) -> Double {
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    let a = 1 + 3 * x1 - 3 * x2
    let b = 3 * x2 - 6 * x1
    let c = 3 * x1
    let roots = CubicRoots.roots(c3: a, c2: b, c1: c, c0: -x)
    // The root in [0, 1]; if rounding pushed it just outside, the nearest one.
    let best = roots.min { distance($0) < distance($1) }
    return min(max(best ?? x, 0), 1)
  }

  private func distance(_ s: Double) -> Double { s < 0 ? -s : (s > 1 ? s - 1 : 0) }

  /// y at x from the unpolished GSL root.
  public func unpolishedValue(at x: Double) -> Double {
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    return Self.bernstein(unpolishedParameter(forX: x), y1, y2).value
  }

  /// The parameter s with x(s) = x, to within one ulp: of the two adjacent doubles bracketing
  /// the exact root, the one with the smaller residual.
  public func parameter(forX x: Double) -> Double {
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    let start = unpolishedParameter(forX: x)
    let s0 = start
    let sign0 = residualSign(s0, x)
    if sign0 == 0 { return s0 }
    var lo = 0.0
    var hi = 1.0
    // Grow a bracket around s0 geometrically until the sign changes (the ends 0 and 1 are
    // known: x(0) − x < 0 < x(1) − x).
    var step = max(s0.ulp, 0x1p-60)
    if sign0 < 0 {
      lo = s0
      while true {
        let t = min(s0 + step, 1)
        if t >= 1 { break }
        let sign = residualSign(t, x)
        if sign == 0 { return t }
        if sign > 0 {
          hi = t
          break
        }
        lo = t
        step *= 4
      }
    } else {
      hi = s0
      while true {
        let t = max(s0 - step, 0)
        if t <= 0 { break }
        let sign = residualSign(t, x)
        if sign == 0 { return t }
        if sign < 0 {
          lo = t
          break
        }
        hi = t
        step *= 4
      }
    }
    // Bisect on the bit pattern (s ≥ 0, so patterns order like values) to adjacent doubles.
    while lo.nextUp < hi {
      let mid = Double(bitPattern: lo.bitPattern + (hi.bitPattern - lo.bitPattern) / 2)
      let sign = residualSign(mid, x)
      if sign == 0 { return mid }
      if sign < 0 { lo = mid } else { hi = mid }
    }
    let rLo = abs(residual(lo, x).value)
    let rHi = abs(residual(hi, x).value)
    return rLo <= rHi ? lo : hi
  }

  /// y at x, for x in [0, 1] (clamped outside).
  public func value(at x: Double) -> Double {
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    return Self.bernstein(parameter(forX: x), y1, y2).value
  }

  // MARK: Residual

  /// p(s) = 3p1·s(1−s)² + 3p2·s²(1−s) + s³ in double-double, via the monomial form
  /// ((A s + B) s + C) s with exact-ish double-double coefficients.
  static func bernstein(_ s: Double, _ p1: Double, _ p2: Double) -> Twofold {
    let three = Twofold(3)
    let a = Twofold(1) + three * Twofold(p1) - three * Twofold(p2)
    let b = three * Twofold(p2) - Twofold(6) * Twofold(p1)
    let c = three * Twofold(p1)
    let ss = Twofold(s)
    return ((a * ss + b) * ss + c) * ss
  }

  func residual(_ s: Double, _ x: Double) -> Twofold {
    Self.bernstein(s, x1, x2) - Twofold(x)
  }

  /// The exact sign of x(s) − x: double-double with a generous error bound, else exact
  /// expansion arithmetic.
  func residualSign(_ s: Double, _ x: Double) -> Int {
    let r = residual(s, x).value
    let scale = 1 + abs(1 + 3 * x1 - 3 * x2) + abs(3 * x2 - 6 * x1) + abs(3 * x1) + x
    if abs(r) > 0x1p-98 * scale { return r > 0 ? 1 : -1 }
    return Expansion.residualSign(s: s, x: x, x1: x1, x2: x2)
  }
}

/// A double-double number (hi + lo), for the reference's residuals; kept separate from the
/// core's implementation so that the reference is independent code.
struct Twofold {
  var hi: Double
  var lo: Double

  init(_ hi: Double, _ lo: Double = 0) {
    self.hi = hi
    self.lo = lo
  }

  var value: Double { hi + lo }

  static func twoSum(_ a: Double, _ b: Double) -> Twofold {
    let s = a + b
    let v = s - a
    return Twofold(s, (a - (s - v)) + (b - v))
  }

  static func + (a: Twofold, b: Twofold) -> Twofold {
    let s = twoSum(a.hi, b.hi)
    let t = twoSum(a.lo, b.lo)
    var u = twoSum(s.hi, s.lo + t.hi)
    u = twoSum(u.hi, u.lo + t.lo)
    return u
  }

  static func - (a: Twofold, b: Twofold) -> Twofold { a + Twofold(-b.hi, -b.lo) }

  static func * (a: Twofold, b: Twofold) -> Twofold {
    let p = a.hi * b.hi
    let e = (-p).addingProduct(a.hi, b.hi)
    return twoSum(p, e + (a.hi * b.lo + a.lo * b.hi))
  }
}

/// Exact arithmetic on nonoverlapping floating-point expansions (Shewchuk 1997): sums of
/// doubles whose exact total is the represented number.
enum Expansion {
  static func twoSum(_ a: Double, _ b: Double) -> (Double, Double) {
    let s = a + b
    let v = s - a
    return (s, (a - (s - v)) + (b - v))
  }

  /// e + b exactly (Grow-Expansion with zero elimination).
  static func grow(_ e: [Double], _ b: Double) -> [Double] {
    var q = b
    var h: [Double] = []
    for component in e {
      let (sum, error) = twoSum(q, component)
      if error != 0 { h.append(error) }
      q = sum
    }
    if q != 0 { h.append(q) }
    return h
  }

  static func sum(_ e: [Double], _ f: [Double]) -> [Double] { f.reduce(e, grow) }

  /// e · b exactly.
  static func scale(_ e: [Double], _ b: Double) -> [Double] {
    var result: [Double] = []
    for component in e {
      let p = component * b
      let error = (-p).addingProduct(component, b)
      result = grow(grow(result, error), p)
    }
    return result
  }

  static func product(_ e: [Double], _ f: [Double]) -> [Double] {
    f.reduce(into: [Double]()) { result, component in result = sum(result, scale(e, component)) }
  }

  /// The exact sign of 3x1·s(1−s)² + 3x2·s²(1−s) + s³ − x.
  static func residualSign(s: Double, x: Double, x1: Double, x2: Double) -> Int {
    let (uHi, uLo) = twoSum(1, -s)
    let u = grow([uLo], uHi)
    let su = scale(u, s)
    let suu = product(su, u)
    let ssu = scale(su, s)
    let sss = scale(scale([s], s), s)
    var total = scale(scale(suu, x1), 3)
    total = sum(total, scale(scale(ssu, x2), 3))
    total = sum(total, sss)
    total = grow(total, -x)
    // Nonoverlapping and ordered by magnitude: the last component carries the sign.
    guard let top = total.last(where: { $0 != 0 }) else { return 0 }
    return top > 0 ? 1 : -1
  }
}

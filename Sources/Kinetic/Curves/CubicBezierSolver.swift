#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The production solver behind ``CubicBezier``: y as a function of x for the curve
/// x(s) = 3(1−s)²s·x1 + 3(1−s)s²·x2 + s³, y(s) likewise, s ∈ [0, 1].
///
/// ## Method
///
/// At construction the x range [0, 1] is cut into ``cellCount`` equal cells. Each cell gets an
/// *anchor* parameter sₐ (the cell's parameter midpoint; s = 0 and s = 1 for the two end cells,
/// so that values next to the endpoints keep their relative accuracy) and, computed once in
/// double-double arithmetic so each is right to the last bit of its double:
///
/// - x(sₐ) as an unevaluated pair `xHi + xLo`, and the Taylor coefficients
///   c₁ = x′(sₐ), c₂ = x″(sₐ)/2 (c₃ = x‴/6 is the same for every cell);
/// - y(sₐ), d₁ = y′(sₐ), d₂ = y″(sₐ)/2 (d₃ = y‴/6 global);
/// - a cubic first guess δ₀(d) = d(g₁ + d(g₂ + d·g₃)) for δ = s − sₐ in terms of
///   d = x − xHi: the reverted Taylor series of x about sₐ.
///
/// Evaluation at x finds the cell by one multiplication, takes the guess, and applies one
/// Halley step (cubic convergence) — plus one Newton step in cells whose guess is weaker — to the
/// *local* residual R(δ) = (xLo − d) + δ(c₁ + δ(c₂ + δc₃)). y is then
/// y(sₐ) + δ(d₁ + δ(d₂ + δd₃)). Working in the anchor's coordinates is what buys the accuracy:
/// R is evaluated with an absolute error of about one ulp of |x − x(sₐ)| ≤ 1/64 instead of one
/// ulp of 1, and y with about one ulp of y.
///
/// The construction checks every cell: it bounds the guess error e₀ from the guess's residual at
/// the cell's ends and middle divided by min x′ over the cell, then the Halley error
/// K·e₀³ (K = x″²/(4x′²) + |x‴|/(6x′)) and, if needed, the Newton error after it, and requires
/// the resulting parameter error times max |y′| to stay below 2⁻⁵⁶. Cells that fail — the ones
/// at or next to a vertical tangent (x′ = 0 at s = 0 when x1 = 0, at s = 1 when x2 = 1, and at the
/// inflection point of (1, y1, 0, y2)) — are re-anchored at the point of minimum x′ in the cell
/// and solved by a safeguarded Newton iteration from a scale-aware guess (the smallest root of
/// the single-term equations c₁|δ| = r, c₂|δ|² = r, c₃|δ|³ = r), with bisection on the bit
/// pattern as the safety net, so it converges from any start in at most ~70 steps. Because the
/// anchor is where x′ is smallest, the residual's rounding error there is relative to |δ| and
/// the parameter comes out with a relative error of a few ulps even at a vertical tangent.
///
/// ## Error bound
///
/// For control points with |y| ≤ 10, |value − y(x)| ≤ about 2·10⁻¹⁶ (a couple of ulps of 1)
/// everywhere in [0, 1], including at vertical tangents, where stopping on an x tolerance would
/// give errors of order 10⁻² (y error ≈ x error · dy/dx). In general the error is a few ulps of
/// max(1, |y1|, |y2|). Verified against an independent exact-arithmetic reference in
/// `KineticGSLTests` (dense grids and random curves, tolerance 10⁻¹⁴).
///
/// - Complexity: O(1) per evaluation; construction ≈ 2·``cellCount`` small solves.
@usableFromInline
struct CubicBezierSolver: Sendable {
  /// Number of equal-width cells in x.
  @usableFromInline static let cellCount = 32

  /// Row offsets in ``table`` (structure of arrays: `table[field * cellCount + cell]`).
  @usableFromInline
  enum Field {
    @usableFromInline static let xHi = 0
    @usableFromInline static let xLo = 1
    @usableFromInline static let g1 = 2
    @usableFromInline static let g2 = 3
    @usableFromInline static let g3 = 4
    @usableFromInline static let c1 = 5
    @usableFromInline static let c2 = 6
    @usableFromInline static let y0 = 7
    @usableFromInline static let d1 = 8
    @usableFromInline static let d2 = 9
    @usableFromInline static let anchor = 10
    @usableFromInline static let kind = 11
    @usableFromInline static let count = 12
  }

  /// How a cell is solved.
  @usableFromInline
  enum Kind {
    /// Guess and one Halley step.
    @usableFromInline static let halley = 0.0
    /// Guess, one Halley step and one Newton step.
    @usableFromInline static let halleyNewton = 1.0
    /// Safeguarded Newton iteration from a scale-aware guess.
    @usableFromInline static let robust = 2.0
  }

  @usableFromInline let table: [Double]
  /// x‴/6 = 1 + 3x1 − 3x2.
  @usableFromInline let c3: Double
  /// y‴/6 = 1 + 3y1 − 3y2.
  @usableFromInline let d3: Double

  /// The Taylor data of x and y at one anchor parameter.
  struct Anchor {
    var s: Double
    var x: DoubleDouble
    var c1: Double
    var c2: Double
    var y: Double
    var d1: Double
    var d2: Double
  }

  init(x1: Double, y1: Double, x2: Double, y2: Double) {
    let n = Self.cellCount
    let three = DoubleDouble(3)
    let one = DoubleDouble(1)
    // Monomial coefficients x = A s³ + B s² + C s, y likewise.
    let ax = (one + three * DoubleDouble(x1) - three * DoubleDouble(x2)).value
    let bx = (three * DoubleDouble(x2) - DoubleDouble(6) * DoubleDouble(x1)).value
    let cx = 3 * x1
    c3 = ax
    d3 = (one + three * DoubleDouble(y1) - three * DoubleDouble(y2)).value

    func anchor(at s: Double) -> Anchor {
      Self.anchor(at: s, x1: x1, y1: y1, x2: x2, y2: y2)
    }

    // Approximate parameters of the cell edges x = i/n; used only to place anchors and to
    // classify cells, so their limited accuracy near vertical tangents is harmless.
    var edges = [Double](repeating: 0, count: n + 1)
    edges[n] = 1
    for i in 1..<n {
      let target = Double(i) / Double(n)
      edges[i] = Self.solveRobust(
        c0: -target, c1: cx, c2: bx, c3: ax, lower: 0, upper: 1, guess: edges[i - 1])
    }
    let inflection = ax != 0 ? -bx / (3 * ax) : Double.nan

    var table = [Double](repeating: 0, count: Field.count * n)
    for i in 0..<n {
      let sLo = edges[i]
      let sHi = edges[i + 1]
      var a: Anchor
      if i == 0 {
        a = anchor(at: 0)
      } else if i == n - 1 {
        a = anchor(at: 1)
      } else {
        a = anchor(at: 0.5 * (sLo + sHi))
      }
      let kind = Self.classify(
        a, c3: ax, d3: d3, deltaRange: (sLo - a.s, sHi - a.s),
        dRange: (Double(i) / Double(n) - a.x.hi, Double(i + 1) / Double(n) - a.x.hi))
      if kind == Kind.robust && i != 0 && i != n - 1 {
        // Re-anchor where x' is smallest in the cell: the residual's rounding error is then
        // relative to |δ|.
        var s = Self.derivative(sLo, x1, x2) <= Self.derivative(sHi, x1, x2) ? sLo : sHi
        let margin = 1e-6
        if inflection >= sLo - margin && inflection <= sHi + margin && ax > 0 {
          s = min(max(inflection, 0), 1)
        }
        a = anchor(at: s)
      }
      let g = Self.reversion(c1: a.c1, c2: a.c2, c3: ax)
      let values = [a.x.hi, a.x.lo, g.0, g.1, g.2, a.c1, a.c2, a.y, a.d1, a.d2, a.s, kind]
      for (field, value) in values.enumerated() { table[field * n + i] = value }
    }
    self.table = table
  }

  /// x′(s)/3 on the Bernstein form, in double; used for classification only.
  static func derivative(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
    let u = 1 - s
    return p1 * u * u + 2 * (p2 - p1) * u * s + (1 - p2) * s * s
  }

  /// Value and first two Taylor coefficients of one Bernstein coordinate at `s`, in
  /// double-double: p(s) = 3p1·s·u² + 3p2·s²·u + s³ (u = 1 − s), p′(s) =
  /// 3[p1u² + 2(p2 − p1)us + (1 − p2)s²], p″(s)/2 = 3[(p2 − 2p1)u + (1 − 2p2 + p1)s].
  static func taylor(at s: Double, _ p1: Double, _ p2: Double) -> (
    DoubleDouble, DoubleDouble, DoubleDouble
  ) {
    let ds = DoubleDouble(s)
    let u = DoubleDouble.sum(1, -s)
    let three = DoubleDouble(3)
    let q1 = DoubleDouble(p1)
    let q2 = DoubleDouble(p2)
    let value = three * q1 * ds * u * u + three * q2 * ds * ds * u + ds * ds * ds
    let first =
      three
      * (q1 * u * u + DoubleDouble(2) * (q2 - q1) * u * ds + DoubleDouble.sum(1, -p2) * ds * ds)
    let second =
      three
      * ((q2 - DoubleDouble(2) * q1) * u + (DoubleDouble(1) - DoubleDouble(2) * q2 + q1) * ds)
    return (value, first, second)
  }

  static func anchor(at s: Double, x1: Double, y1: Double, x2: Double, y2: Double) -> Anchor {
    let x = taylor(at: s, x1, x2)
    let y = taylor(at: s, y1, y2)
    return Anchor(
      s: s, x: x.0, c1: x.1.value, c2: x.2.value, y: y.0.value, d1: y.1.value, d2: y.2.value)
  }

  /// Coefficients of the reverted series δ = d·g₁ + d²·g₂ + d³·g₃ of
  /// d = c₁δ + c₂δ² + c₃δ³ (Lagrange reversion).
  static func reversion(c1: Double, c2: Double, c3: Double) -> (Double, Double, Double) {
    guard c1 > 0 else { return (0, 0, 0) }
    let g1 = 1 / c1
    let g2 = -c2 * g1 * g1 * g1
    let g3 = (2 * c2 * c2 - c1 * c3) * g1 * g1 * g1 * g1 * g1
    return (g1, g2, g3)
  }

  /// Decides how cell data `a` must be solved: the cheapest scheme whose error bound is met.
  static func classify(
    _ a: Anchor, c3: Double, d3: Double, deltaRange: (Double, Double), dRange: (Double, Double)
  ) -> Double {
    let (lo, hi) = (min(deltaRange.0, deltaRange.1), max(deltaRange.0, deltaRange.1))
    guard a.c1 > 0, lo.isFinite, hi.isFinite else { return Kind.robust }
    // min x' over [lo, hi]: a quadratic, so at an end or at its vertex.
    func xPrime(_ d: Double) -> Double { a.c1 + d * (2 * a.c2 + 3 * c3 * d) }
    var minSlope = min(xPrime(lo), xPrime(hi))
    if c3 != 0 {
      let vertex = -a.c2 / (3 * c3)
      if vertex > lo && vertex < hi { minSlope = min(minSlope, xPrime(vertex)) }
    }
    guard minSlope > 0 else { return Kind.robust }
    let maxCurvature = max(abs(2 * a.c2 + 6 * c3 * lo), abs(2 * a.c2 + 6 * c3 * hi))
    let reach = max(abs(lo), abs(hi))
    let maxSlopeY = abs(a.d1) + 2 * abs(a.d2) * reach + 3 * abs(d3) * reach * reach
    let g = reversion(c1: a.c1, c2: a.c2, c3: c3)
    var guessError = 0.0
    for fraction in [1.0, 0.5] {
      for d in [dRange.0 * fraction, dRange.1 * fraction] {
        let delta = d * (g.0 + d * (g.1 + d * g.2))
        let residual = (a.x.lo - d) + delta * (a.c1 + delta * (a.c2 + delta * c3))
        guessError = max(guessError, abs(residual) / minSlope)
      }
    }
    guessError *= 2  // safety factor: the samples need not hit the maximum
    let halleyConstant =
      maxCurvature * maxCurvature / (4 * minSlope * minSlope) + abs(c3) / minSlope
    let newtonConstant = maxCurvature / (2 * minSlope)
    let afterHalley = halleyConstant * guessError * guessError * guessError
    let afterNewton = newtonConstant * afterHalley * afterHalley
    let tolerance = 0x1p-56 / (1 + maxSlopeY)
    // The residual's rounding (≈ ulp(1/64)) divided by min x' must stay small too.
    guard (1 + maxSlopeY) / minSlope <= 256 else { return Kind.robust }
    if afterHalley <= tolerance && guessError < 1e-3 { return Kind.halley }
    if afterNewton <= tolerance && afterHalley < 1e-6 { return Kind.halleyNewton }
    return Kind.robust
  }

  // MARK: Evaluation

  /// The cell of `x` in (0, 1) and δ = s − sₐ for its anchor.
  @inlinable
  func locate(_ x: Double) -> (cell: Int, delta: Double) {
    let n = Self.cellCount
    return table.withUnsafeBufferPointer { t in
      let i = min(Int(x * Double(n)), n - 1)
      let xHi = t[Field.xHi * n + i]
      let xLo = t[Field.xLo * n + i]
      let c1 = t[Field.c1 * n + i]
      let c2 = t[Field.c2 * n + i]
      let kind = t[Field.kind * n + i]
      let d = x - xHi
      let c0 = xLo - d
      if kind == Kind.robust {
        let anchor = t[Field.anchor * n + i]
        return (
          i, Self.solveRobust(c0: c0, c1: c1, c2: c2, c3: c3, lower: -anchor, upper: 1 - anchor)
        )
      }
      let g1 = t[Field.g1 * n + i]
      let g2 = t[Field.g2 * n + i]
      let g3 = t[Field.g3 * n + i]
      var delta = d * (g1 + d * (g2 + d * g3))
      // Halley: δ −= R·R′ / (R′² − R·R″/2).
      let r = c0 + delta * (c1 + delta * (c2 + delta * c3))
      let half = c2 + 3 * c3 * delta
      let slope = c1 + delta * (half + c2)
      delta -= r * slope / (slope * slope - r * half)
      if kind == Kind.halleyNewton {
        let r2 = c0 + delta * (c1 + delta * (c2 + delta * c3))
        let slope2 = c1 + delta * (2 * c2 + 3 * c3 * delta)
        delta -= r2 / slope2
      }
      return (i, delta)
    }
  }

  /// y at x in (0, 1).
  @inlinable
  func value(at x: Double) -> Double {
    let (i, delta) = locate(x)
    let n = Self.cellCount
    return table.withUnsafeBufferPointer { t in
      let y0 = t[Field.y0 * n + i]
      let d1 = t[Field.d1 * n + i]
      let d2 = t[Field.d2 * n + i]
      return y0 + delta * (d1 + delta * (d2 + delta * d3))
    }
  }

  /// The Taylor coefficients of x and y (orders 1 to 3) about the solved point for x in [0, 1].
  func localCoefficients(at x: Double) -> (x: (Double, Double, Double), y: (Double, Double, Double))
  {
    let n = Self.cellCount
    let (i, delta): (Int, Double)
    if x <= 0 {
      (i, delta) = (0, 0)
    } else if x >= 1 {
      (i, delta) = (n - 1, 0)
    } else {
      (i, delta) = locate(x)
    }
    let c1 = table[Field.c1 * n + i]
    let c2 = table[Field.c2 * n + i]
    let d1 = table[Field.d1 * n + i]
    let d2 = table[Field.d2 * n + i]
    return (
      (c1 + delta * (2 * c2 + 3 * c3 * delta), c2 + 3 * c3 * delta, c3),
      (d1 + delta * (2 * d2 + 3 * d3 * delta), d2 + 3 * d3 * delta, d3)
    )
  }

  /// dy/dx at x in [0, 1]; where x′ vanishes, the limit by L'Hôpital's rule (the ratio of the
  /// first Taylor coefficients of x and y that do not both vanish), ±∞ at a vertical tangent.
  func velocity(at x: Double) -> Double {
    let (cx, cy) = localCoefficients(at: x)
    if cx.0 > 0 { return cy.0 / cx.0 }
    for (px, py) in [(0.0, cy.0), (cx.1, cy.1), (cx.2, cy.2)] {
      if py != 0 && px == 0 { return py > 0 ? .infinity : -.infinity }
      if px != 0 { return py / px }
    }
    return 0
  }

  // MARK: Robust solve

  /// Solves c₀ + δ(c₁ + δ(c₂ + δc₃)) = 0 for δ in [lower, upper], where the cubic is increasing
  /// and changes sign: safeguarded Newton from `guess` (or, if nil, from the smallest root of the
  /// single-term equations), bisecting on the bit pattern whenever a step leaves the bracket.
  @usableFromInline
  static func solveRobust(
    c0: Double, c1: Double, c2: Double, c3: Double, lower: Double, upper: Double,
    guess: Double? = nil
  ) -> Double {
    if c0 == 0 { return 0 }
    var lo = lower
    var hi = upper
    var delta: Double
    if let guess {
      delta = guess
    } else {
      let r = abs(c0)
      let sign: Double = c0 < 0 ? 1 : -1
      var u = Double.infinity
      if c1 > 0 { u = min(u, r / c1) }
      let b = sign * c2
      if b > 0 { u = min(u, (r / b).squareRoot()) }
      if c3 > 0 { u = min(u, cbrt(r / c3)) }
      delta = sign * u
    }
    if !(delta > lo && delta < hi) { delta = bisect(lo, hi) }
    for _ in 0..<200 {
      let r = c0 + delta * (c1 + delta * (c2 + delta * c3))
      if r == 0 { return delta }
      if r < 0 { lo = delta } else { hi = delta }
      let slope = c1 + delta * (2 * c2 + 3 * c3 * delta)
      let next = delta - r / slope
      if next > lo && next < hi {
        let step = abs(next - delta)
        delta = next
        if step <= 0x1p-40 * abs(next) {
          // Quadratic convergence: one more step lands within an ulp or two.
          let r2 = c0 + delta * (c1 + delta * (c2 + delta * c3))
          let slope2 = c1 + delta * (2 * c2 + 3 * c3 * delta)
          let last = delta - r2 / slope2
          return last >= lo && last <= hi ? last : delta
        }
      } else {
        let mid = bisect(lo, hi)
        if mid == lo || mid == hi { return delta }  // the bracket is two adjacent doubles
        delta = mid
      }
    }
    return delta
  }

  /// A point strictly between `lo` and `hi` that halves the bracket in bits, so that any
  /// bracket shrinks to adjacent doubles in at most ~64 halvings whatever its scale.
  @usableFromInline
  static func bisect(_ lo: Double, _ hi: Double) -> Double {
    if lo < 0 && hi > 0 { return 0 }
    // Magnitudes, so that −0 and +0 both map to bit pattern 0.
    if lo >= 0 {
      let a = lo.magnitude.bitPattern
      let b = hi.magnitude.bitPattern
      return Double(bitPattern: a + (b - a) / 2)
    }
    let a = hi.magnitude.bitPattern
    let b = lo.magnitude.bitPattern
    return -Double(bitPattern: a + (b - a) / 2)
  }
}

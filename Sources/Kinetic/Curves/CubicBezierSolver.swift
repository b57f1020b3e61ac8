import CKineticMath

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
/// Evaluation at x finds its row with one multiplication and one load (a map from the 512 fine
/// cells of x to rows, so split cells cost nothing extra), takes the guess, and applies one
/// Halley step (cubic convergence) — plus one Newton step in cells whose guess is weaker — to the
/// *local* residual R(δ) = (xLo − d) + δ(c₁ + δ(c₂ + δc₃)). y is then
/// y(sₐ) + δ(d₁ + δ(d₂ + δd₃)). Working in the anchor's coordinates is what buys the accuracy:
/// R is evaluated with an absolute error of about one ulp of |x − x(sₐ)| ≤ 1/64 (a cell's width) instead of one
/// ulp of 1, and y with about one ulp of y.
///
/// The construction checks every cell: it bounds the guess error e₀ from the guess's residual at
/// the cell's ends and middle divided by min x′ over the cell, then the Halley error
/// K·e₀³ (K = x″²/(4x′²) + |x‴|/(6x′)) and, if needed, the Newton error after it, and requires
/// the resulting parameter error times max |y′| to stay below 2⁻⁵⁶, and max |dy/dx| ≤ 256.
/// A cell that fails is split into ``subdivision`` sub-cells, classified the same way. Sub-cells
/// that still fail — those touching a vertical tangent (x′ = 0 at s = 0 when x1 = 0, at s = 1
/// when x2 = 1, and at the inflection point of (1, y1, 0, y2)), 1/512 of the x range each — are
/// re-anchored at the point of minimum x′ and solved by a safeguarded Newton iteration from a
/// scale-aware guess (the smallest root of the single-term equations c₁|δ| = r, c₂|δ|² = r,
/// c₃|δ|³ = r), with bisection on the bit pattern as the safety net, so it converges from any
/// start. Because the anchor is where x′ is smallest, the residual's rounding error there is
/// relative to |δ| and the parameter comes out with a relative error of a few ulps even at a
/// vertical tangent.
///
/// ## Error bound
///
/// For control points with |y| ≤ 10, |value − y(x)| ≤ about 3·10⁻¹⁶ (a few ulps of 1)
/// everywhere in [0, 1], including at vertical tangents, where stopping on an x tolerance would
/// give errors of order 10⁻² (y error ≈ x error · dy/dx). In general the error is a few ulps of
/// max(1, |y1|, |y2|). Verified against an independent exact-arithmetic reference in
/// `KineticGSLTests` (dense grids and random curves, tolerance 10⁻¹⁴).
///
/// ## Monotonicity
///
/// For monotone control points the output is non-decreasing on any grid whose spacing exceeds
/// the error bound (tested on 10⁵-point grids); between adjacent doubles, where the true change
/// is below an ulp of y, rounding may step back by at most an ulp or two.
///
/// - Complexity: O(1) per evaluation (about 11 ns scalar; in batches about 3 ns per element for
///   sorted inputs, which stream through one row at a time, and 6.5 ns in scattered order, on one
///   x86-64 EPYC core with the default SSE2 target); construction builds ``cellCount`` rows
///   plus ``subdivision`` per split cell, each needing a few double-double evaluations: about
///   12 µs for an ordinary curve, up to 20 µs for one with vertical tangents. Build a curve once
///   and reuse it.
@usableFromInline
final class CubicBezierSolver: @unchecked Sendable {
  // @unchecked: the row storage is written only in `init` and read-only afterwards.

  /// Number of equal-width cells in x.
  static let cellCount = 64
  /// Sub-cells per split cell.
  static let subdivision = 8

  /// Offsets within a row (array of structures: `rows[row * Field.count + field]`).
  enum Field {
    static let xHi = 0
    static let xLo = 1
    static let g1 = 2
    static let g2 = 3
    static let g3 = 4
    static let c1 = 5
    static let c2 = 6
    static let y0 = 7
    static let d1 = 8
    static let d2 = 9
    /// The anchor parameter sₐ; for a split cell, the index of its first sub-cell row.
    static let anchor = 10
    static let kind = 11
    /// The open x interval (lower, upper) of the fine cells that map to this row: any x inside
    /// it finds this row (at the ends themselves ``fineIndex(_:)`` may pick the neighbour).
    static let lower = 12
    static let upper = 13
    static let count = 14
  }

  /// How a cell is solved.
  enum Kind {
    /// Guess and one Halley step.
    static let halley = 0.0
    /// Guess, one Halley step and one Newton step.
    static let halleyNewton = 1.0
    /// Safeguarded Newton iteration from a scale-aware guess.
    static let robust = 2.0
    /// Split into sub-cells.
    static let split = 3.0
  }

  /// The rows: ``cellCount`` cells, then the sub-cells of split cells.
  let rows: UnsafeMutablePointer<Double>
  /// Number of rows.
  let rowCount: Int
  /// For each of the `cellCount · subdivision` fine cells of x, the offset of its row in
  /// ``rows``: one load finds the row, split or not, without a branch.
  let offsets: UnsafeMutablePointer<Int32>
  /// x‴/6 = 1 + 3x1 − 3x2.
  let c3: Double
  /// y‴/6 = 1 + 3y1 − 3y2.
  let d3: Double
  /// Whether the curve is the identity y = x (x1 = y1 and x2 = y2: x(s) and y(s) are then the
  /// same polynomial). Evaluation returns x itself and velocity exactly 1, as a careful CSS
  /// engine does; the table would give x only to within an ulp or two (e.g. 0.49999999999999994
  /// at 0.5 for (0, 0, 1, 1)).
  let isIdentity: Bool

  deinit {
    rows.deallocate()
    offsets.deallocate()
  }

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
    let m = Self.subdivision
    let xCubic = Cubic(x1, x2)
    let yCubic = Cubic(y1, y2)
    let ax = xCubic.a.value
    let bx = xCubic.b.value
    let cx = xCubic.c.value
    let d3 = yCubic.a.value
    c3 = ax
    self.d3 = d3
    isIdentity = x1 == y1 && x2 == y2
    let inflection = ax != 0 ? -bx / (3 * ax) : Double.nan

    // Approximate parameters of the x grid points; used only to place anchors and to classify
    // cells, so their limited accuracy next to vertical tangents is harmless.
    func edges(from lo: Double, _ sLo: Double, to hi: Double, _ sHi: Double, count: Int) -> [Double]
    {
      var result = [sLo]
      for k in 1..<count {
        let target = lo + (hi - lo) * Double(k) / Double(count)
        // Warm start: one Newton step from the previous edge.
        let previous = result[k - 1]
        let slope = cx + previous * (2 * bx + 3 * ax * previous)
        let residual = previous * (cx + previous * (bx + previous * ax)) - target
        // A few dozen steps suffice: next to a triple root Newton converges only linearly, and
        // these edges need no more than ~1e-6 accuracy.
        result.append(
          Self.solveRobust(
            c0: -target, c1: cx, c2: bx, c3: ax, lower: previous, upper: sHi,
            guess: previous - residual / slope, iterations: 40))
      }
      result.append(sHi)
      return result
    }

    /// Builds the row of the cell [xLo, xHi] with parameters [sLo, sHi]; the anchor is s = 0 or
    /// s = 1 for cells at the ends, else the parameter midpoint (or, for a robust cell, where x'
    /// is smallest). `allowRobust` false marks a cell that fails as split instead. The row is
    /// appended to `data` field by field (no temporary array per row).
    func appendRow(
      to data: inout [Double], _ xLo: Double, _ xHi: Double, _ sLo: Double, _ sHi: Double,
      allowRobust: Bool
    ) {
      let end: Double? = xLo == 0 ? 0 : (xHi == 1 ? 1 : nil)
      var a = Self.anchor(at: end ?? 0.5 * (sLo + sHi), xCubic, yCubic)
      var kind = Self.classify(
        a, c3: ax, d3: d3, deltaRange: (sLo - a.s, sHi - a.s), dRange: (xLo - a.x.hi, xHi - a.x.hi))
      if kind == Kind.robust && !allowRobust { kind = Kind.split }
      if kind == Kind.robust && end == nil {
        // Re-anchor where x' is smallest in the cell: the residual's rounding error is then
        // relative to |δ|.
        var s = Self.slope(sLo, x1, x2) <= Self.slope(sHi, x1, x2) ? sLo : sHi
        // The edges are only approximate next to a triple root (~1e-5), so accept an inflection
        // point up to a cell width away: x' grows away from it on both sides, so it is a valid
        // anchor for a neighbouring cell too.
        let margin = max(sHi - sLo, 1e-4)
        if inflection >= sLo - margin && inflection <= sHi + margin && ax > 0 {
          s = min(max(inflection, 0), 1)
        }
        a = Self.anchor(at: s, xCubic, yCubic)
      }
      let g = Self.reversion(c1: a.c1, c2: a.c2, c3: ax)
      let r = data.count
      for _ in 0..<Field.count { data.append(0) }
      data[r + Field.xHi] = a.x.hi
      data[r + Field.xLo] = a.x.lo
      data[r + Field.g1] = g.0
      data[r + Field.g2] = g.1
      data[r + Field.g3] = g.2
      data[r + Field.c1] = a.c1
      data[r + Field.c2] = a.c2
      data[r + Field.y0] = a.y
      data[r + Field.d1] = a.d1
      data[r + Field.d2] = a.d2
      data[r + Field.anchor] = a.s
      data[r + Field.kind] = kind
      data[r + Field.lower] = xLo
      data[r + Field.upper] = xHi
    }

    let grid = edges(from: 0, 0, to: 1, 1, count: n)
    var data: [Double] = []
    data.reserveCapacity(Field.count * n * 2)
    for i in 0..<n {
      appendRow(
        to: &data, Double(i) / Double(n), Double(i + 1) / Double(n), grid[i], grid[i + 1],
        allowRobust: false)
    }
    for i in 0..<n where data[i * Field.count + Field.kind] == Kind.split {
      let first = data.count / Field.count
      data[i * Field.count + Field.anchor] = Double(first)
      let lo = Double(i) / Double(n)
      let hi = Double(i + 1) / Double(n)
      let sub = edges(from: lo, grid[i], to: hi, grid[i + 1], count: m)
      for j in 0..<m {
        let xLo = j == 0 ? lo : lo + (hi - lo) * Double(j) / Double(m)
        let xHi = j == m - 1 ? hi : lo + (hi - lo) * Double(j + 1) / Double(m)
        appendRow(to: &data, xLo, xHi, sub[j], sub[j + 1], allowRobust: true)
      }
    }
    rowCount = data.count / Field.count
    rows = UnsafeMutablePointer<Double>.allocate(capacity: data.count)
    rows.initialize(from: data, count: data.count)
    offsets = UnsafeMutablePointer<Int32>.allocate(capacity: n * m)
    for i in 0..<n {
      let split = data[i * Field.count + Field.kind] == Kind.split
      let first = Int(data[i * Field.count + Field.anchor])
      for j in 0..<m {
        offsets[i * m + j] = Int32((split ? first + j : i) * Field.count)
      }
    }
  }

  /// x′(s)/3 on the Bernstein form, in double; used for classification only.
  static func slope(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
    let u = 1 - s
    return p1 * u * u + 2 * (p2 - p1) * u * s + (1 - p2) * s * s
  }

  /// One coordinate p(s) = a s³ + b s² + c s in monomial form with double-double coefficients
  /// (a = 1 + 3p1 − 3p2, b = 3p2 − 6p1, c = 3p1, exact to about 2⁻¹⁰⁶).
  struct Cubic {
    var a: DoubleDouble
    var b: DoubleDouble
    var c: DoubleDouble

    init(_ p1: Double, _ p2: Double) {
      let three = DoubleDouble(3)
      a = DoubleDouble(1) + three * DoubleDouble(p1) - three * DoubleDouble(p2)
      b = three * DoubleDouble(p2) - DoubleDouble(6) * DoubleDouble(p1)
      c = three * DoubleDouble(p1)
    }

    /// p(s), p′(s) and p″(s)/2 by Horner's rule in double-double. (Every product keeps s
    /// exact: 3s in double would already cost the last bit, and p′ next to a nearly triple root
    /// is a cancellation of terms ~1 down to ~1e-12, where that bit matters.)
    func taylor(at s: Double) -> (DoubleDouble, DoubleDouble, Double) {
      let value = ((a * s + b) * s + c) * s
      let threeAS = a * 3 * s
      let first = (threeAS + DoubleDouble(2 * b.hi, 2 * b.lo)) * s + c
      let second = (threeAS + b).value
      return (value, first, second)
    }

    /// p(s) in double-double, p′(s) and p″(s)/2 in double: enough where p′ is not small (the
    /// derivatives only scale δ, which stays below a cell's width).
    func value(at s: Double) -> (DoubleDouble, Double, Double) {
      let value = ((a * s + b) * s + c) * s
      let (ah, bh, ch) = (a.hi, b.hi, c.hi)
      return (value, (3 * ah * s + 2 * bh) * s + ch, 3 * ah * s + bh)
    }
  }

  static func anchor(at s: Double, _ x: Cubic, _ y: Cubic) -> Anchor {
    let xs = x.taylor(at: s)
    // y's derivatives in double-double only at the ends, where they must come out exactly
    // (e.g. y′(1) = 3(1 − y2) = 0 for y2 = 1); elsewhere their rounding is far below an ulp.
    let ys: (DoubleDouble, Double, Double)
    if s == 0 || s == 1 {
      let t = y.taylor(at: s)
      ys = (t.0, t.1.value, t.2)
    } else {
      ys = y.value(at: s)
    }
    return Anchor(s: s, x: xs.0, c1: xs.1.value, c2: xs.2, y: ys.0.value, d1: ys.1, d2: ys.2)
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
    for k in 0..<4 {
      let d = (k % 2 == 0 ? dRange.0 : dRange.1) * (k < 2 ? 1 : 0.5)
      let delta = d * (g.0 + d * (g.1 + d * g.2))
      let residual = (a.x.lo - d) + delta * (a.c1 + delta * (a.c2 + delta * c3))
      guessError = max(guessError, abs(residual) / minSlope)
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

  /// The fine cell of x in [0, 1]: ⌊x · 512⌉ − ½ rounded to nearest, read off the bits of
  /// x·512 − ½ + 1.5·2⁵² (no checked conversion; at an exact cell edge either neighbour may be
  /// chosen, and both cover it). The batch path uses the same formula, lane by lane.
  @inline(__always)
  static func fineIndex(_ x: Double) -> Int {
    let t = x * Double(cellCount * subdivision) - 0.5 + 0x1.8p52
    return min(Int(truncatingIfNeeded: t.bitPattern & 0x3FF), cellCount * subdivision - 1)
  }

  /// The row for x in [0, 1].
  @inline(__always)
  func row(for x: Double) -> UnsafeMutablePointer<Double> {
    rows + Int(offsets[Self.fineIndex(x)])
  }

  /// δ = s − sₐ for x in (0, 1) in row `r`.
  @inline(__always)
  func delta(_ x: Double, _ r: UnsafeMutablePointer<Double>) -> Double {
    let c3 = self.c3
    let c1 = r[Field.c1]
    let c2 = r[Field.c2]
    let kind = r[Field.kind]
    let d = x - r[Field.xHi]
    let c0 = r[Field.xLo] - d
    if kind == Kind.robust {
      let anchor = r[Field.anchor]
      return Self.solveRobust(c0: c0, c1: c1, c2: c2, c3: c3, lower: -anchor, upper: 1 - anchor)
    }
    var delta = d * (r[Field.g1] + d * (r[Field.g2] + d * r[Field.g3]))
    // Halley: δ −= R·R′ / (R′² − R·R″/2).
    let residual = c0 + delta * (c1 + delta * (c2 + delta * c3))
    let half = c2 + 3 * c3 * delta
    let slope = c1 + delta * (half + c2)
    delta -= residual * slope / (slope * slope - residual * half)
    if kind == Kind.halleyNewton {
      let residual2 = c0 + delta * (c1 + delta * (c2 + delta * c3))
      let slope2 = c1 + delta * (2 * c2 + 3 * c3 * delta)
      delta -= residual2 / slope2
    }
    return delta
  }

  /// y at x in (0, 1).
  func value(at x: Double) -> Double {
    if isIdentity { return x }
    let r = row(for: x)
    let delta = delta(x, r)
    return r[Field.y0] + delta * (r[Field.d1] + delta * (r[Field.d2] + delta * d3))
  }

  /// The Taylor coefficients of x and y (orders 1 to 3) about the solved point for x in [0, 1].
  func localCoefficients(at x: Double) -> (x: (Double, Double, Double), y: (Double, Double, Double))
  {
    let r = row(for: x)
    let delta = x > 0 && x < 1 ? self.delta(x, r) : 0
    let c1 = r[Field.c1]
    let c2 = r[Field.c2]
    let d1 = r[Field.d1]
    let d2 = r[Field.d2]
    return (
      (c1 + delta * (2 * c2 + 3 * c3 * delta), c2 + 3 * c3 * delta, c3),
      (d1 + delta * (2 * d2 + 3 * d3 * delta), d2 + 3 * d3 * delta, d3)
    )
  }

  /// dy/dx at x in [0, 1]; where x′ vanishes, the limit by L'Hôpital's rule (the ratio of the
  /// first Taylor coefficients of x and y that do not both vanish), ±∞ at a vertical tangent.
  func velocity(at x: Double) -> Double {
    if isIdentity { return 1 }
    let (cx, cy) = localCoefficients(at: x)
    if cx.0 > 0 { return cy.0 / cx.0 }
    for (px, py) in [(0.0, cy.0), (cx.1, cy.1), (cx.2, cy.2)] {
      if py != 0 && px == 0 { return py > 0 ? .infinity : -.infinity }
      if px != 0 { return py / px }
    }
    return 0
  }

  /// How many rows use each scheme (split cells count as their sub-cells).
  var kindCounts: [Double: Int] {
    var counts: [Double: Int] = [:]
    for k in 0..<rowCount { counts[rows[k * Field.count + Field.kind], default: 0] += 1 }
    return counts
  }

  // MARK: Robust solve

  /// Solves c₀ + δ(c₁ + δ(c₂ + δc₃)) = 0 for δ in [lower, upper], where the cubic is increasing
  /// and changes sign: safeguarded Newton from `guess` (or, if nil, from the smallest root of the
  /// single-term equations), bisecting on the bit pattern whenever a step leaves the bracket.
  static func solveRobust(
    c0: Double, c1: Double, c2: Double, c3: Double, lower: Double, upper: Double,
    guess: Double? = nil, iterations: Int = 200
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
    for _ in 0..<iterations {
      let r = c0 + delta * (c1 + delta * (c2 + delta * c3))
      if r == 0 { return delta }
      if r < 0 { lo = delta } else { hi = delta }
      let slope = c1 + delta * (2 * c2 + 3 * c3 * delta)
      let next = delta - r / slope
      if abs(next - delta) <= 0x1p-40 * abs(delta) {
        // Converged (possibly a zero step at the bracket's end): quadratic convergence makes
        // one more step land within an ulp or two.
        guard next >= lo && next <= hi else { return delta }
        let r2 = c0 + next * (c1 + next * (c2 + next * c3))
        let slope2 = c1 + next * (2 * c2 + 3 * c3 * next)
        let last = next - r2 / slope2
        return last >= lo && last <= hi ? last : next
      }
      if next > lo && next < hi {
        delta = next
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

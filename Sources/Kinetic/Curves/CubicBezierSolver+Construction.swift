extension CubicBezierSolver {
  /// The table built by ``makeTable(x1:y1:x2:y2:)``, handed to `init`.
  struct Table {
    var rows: UnsafeMutablePointer<Row>
    var rowCount: Int
    var rowIndex: UnsafeMutablePointer<Int32>
    var c3: Double
    var d3: Double
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

  /// Everything a row's construction needs about one curve.
  struct Builder {
    let x1: Double
    let x2: Double
    let xCubic: Cubic
    let yCubic: Cubic
    /// x‴/6 and y‴/6.
    let c3: Double
    let d3: Double
    /// The parameter where x″ = 0 (NaN if x‴ = 0).
    let inflection: Double

    init(x1: Double, y1: Double, x2: Double, y2: Double) {
      self.x1 = x1
      self.x2 = x2
      xCubic = Cubic(x1, x2)
      yCubic = Cubic(y1, y2)
      c3 = xCubic.a.value
      d3 = yCubic.a.value
      inflection = c3 != 0 ? -xCubic.b.value / (3 * c3) : Double.nan
    }

    /// Approximate parameters of `count + 1` equally spaced x from `lo` (parameter `sLo`) to
    /// `hi` (parameter `sHi`), written to `result`. Used only to place anchors and to classify
    /// cells, so their limited accuracy next to vertical tangents is harmless.
    func edges(
      from lo: Double, _ sLo: Double, to hi: Double, _ sHi: Double, count: Int,
      into result: UnsafeMutableBufferPointer<Double>
    ) {
      let (ax, bx, cx) = (c3, xCubic.b.value, xCubic.c.value)
      result[0] = sLo
      for k in 1..<count {
        let target = lo + (hi - lo) * Double(k) / Double(count)
        // Warm start: one Newton step from the previous edge.
        let previous = result[k - 1]
        let slope = cx + previous * (2 * bx + 3 * ax * previous)
        let residual = previous * (cx + previous * (bx + previous * ax)) - target
        // A few dozen steps suffice: next to a triple root Newton converges only linearly, and
        // these edges need no more than ~1e-6 accuracy.
        result[k] = CubicBezierSolver.solveRobust(
          c0: -target, c1: cx, c2: bx, c3: ax, lower: previous, upper: sHi,
          guess: previous - residual / slope, iterations: 40)
      }
      result[count] = sHi
    }

    /// The row of the cell [xLo, xHi] with parameters [sLo, sHi]; the anchor is s = 0 or s = 1
    /// for cells at the ends, else the parameter midpoint (or, for a robust cell, where x' is
    /// smallest). `allowRobust` false marks a cell that fails as split instead.
    func row(_ xLo: Double, _ xHi: Double, _ sLo: Double, _ sHi: Double, allowRobust: Bool)
      -> Row
    {
      let end: Double? = xLo == 0 ? 0 : (xHi == 1 ? 1 : nil)
      var a = CubicBezierSolver.anchor(at: end ?? 0.5 * (sLo + sHi), xCubic, yCubic)
      var g = CubicBezierSolver.reversion(c1: a.c1, c2: a.c2, c3: c3)
      var kind = CubicBezierSolver.classify(
        a, g, c3: c3, d3: d3, deltaRange: (sLo - a.s, sHi - a.s),
        dRange: (xLo - a.x.hi, xHi - a.x.hi))
      if kind == .robust && !allowRobust { kind = .split }
      if kind == .robust && end == nil {
        // Re-anchor where x' is smallest in the cell: the residual's rounding error is then
        // relative to |δ|.
        var s =
          CubicBezierSolver.slope(sLo, x1, x2) <= CubicBezierSolver.slope(sHi, x1, x2) ? sLo : sHi
        // The edges are only approximate next to a triple root (~1e-5), so accept an inflection
        // point up to a cell width away: x' grows away from it on both sides, so it is a valid
        // anchor for a neighbouring cell too.
        let margin = max(sHi - sLo, 1e-4)
        if inflection >= sLo - margin && inflection <= sHi + margin && c3 > 0 {
          s = min(max(inflection, 0), 1)
        }
        a = CubicBezierSolver.anchor(at: s, xCubic, yCubic)
        g = CubicBezierSolver.reversion(c1: a.c1, c2: a.c2, c3: c3)
      }
      return Row(
        c1: a.c1, d1: a.d1, c2: a.c2, d2: a.d2, xHi: a.x.hi, xLo: a.x.lo, g1: g.0, g2: g.1,
        g3: g.2, y0: a.y, anchor: a.s, lower: xLo, upper: xHi, kind: kind)
    }
  }

  /// Builds the rows of the curve and the map from fine cells to rows.
  ///
  /// The ``cellCount`` cells are built first into a temporary buffer; each cell that fails its
  /// classification is then split into ``subdivision`` sub-cells, appended after them. The
  /// table is allocated once, at its final size.
  static func makeTable(x1: Double, y1: Double, x2: Double, y2: Double) -> Table {
    let n = cellCount
    let m = subdivision
    let builder = Builder(x1: x1, y1: y1, x2: x2, y2: y2)
    return withUnsafeTemporaryAllocation(of: Double.self, capacity: n + 1) { grid in
      withUnsafeTemporaryAllocation(of: Row.self, capacity: n) { cells in
        builder.edges(from: 0, 0, to: 1, 1, count: n, into: grid)
        var splitCount = 0
        for i in 0..<n {
          let row = builder.row(
            Double(i) / Double(n), Double(i + 1) / Double(n), grid[i], grid[i + 1],
            allowRobust: false)
          (cells.baseAddress! + i).initialize(to: row)
          if row.kind == .split { splitCount += 1 }
        }
        let rowCount = n + m * splitCount
        let rows = UnsafeMutablePointer<Row>.allocate(capacity: rowCount)
        rows.initialize(from: cells.baseAddress!, count: n)
        let rowIndex = UnsafeMutablePointer<Int32>.allocate(capacity: fineCellCount)
        var next = n
        withUnsafeTemporaryAllocation(of: Double.self, capacity: m + 1) { sub in
          for i in 0..<n {
            guard rows[i].kind == .split else {
              (rowIndex + i * m).initialize(repeating: Int32(i), count: m)
              continue
            }
            let lo = Double(i) / Double(n)
            let hi = Double(i + 1) / Double(n)
            builder.edges(from: lo, grid[i], to: hi, grid[i + 1], count: m, into: sub)
            for j in 0..<m {
              let xLo = j == 0 ? lo : lo + (hi - lo) * Double(j) / Double(m)
              let xHi = j == m - 1 ? hi : lo + (hi - lo) * Double(j + 1) / Double(m)
              (rows + next).initialize(
                to: builder.row(xLo, xHi, sub[j], sub[j + 1], allowRobust: true))
              rowIndex[i * m + j] = Int32(next)
              next += 1
            }
          }
        }
        return Table(
          rows: rows, rowCount: rowCount, rowIndex: rowIndex, c3: builder.c3, d3: builder.d3)
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
    /// 3a, rounded to double-double once per curve rather than at every anchor (the same
    /// operation, so the same bits).
    var threeA: DoubleDouble

    init(_ p1: Double, _ p2: Double) {
      let three = DoubleDouble(3)
      a = DoubleDouble(1) + three * DoubleDouble(p1) - three * DoubleDouble(p2)
      b = three * DoubleDouble(p2) - DoubleDouble(6) * DoubleDouble(p1)
      c = three * DoubleDouble(p1)
      threeA = a * 3
    }

    /// p(s), p′(s) and p″(s)/2 by Horner's rule in double-double. (Every product keeps s
    /// exact: 3s in double would already cost the last bit, and p′ next to a nearly triple root
    /// is a cancellation of terms ~1 down to ~1e-12, where that bit matters.)
    func taylor(at s: Double) -> (DoubleDouble, DoubleDouble, Double) {
      let value = ((a * s + b) * s + c) * s
      let threeAS = threeA * s
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
  /// `g` is the reverted series of `a` (``reversion(c1:c2:c3:)``), which the row keeps.
  static func classify(
    _ a: Anchor, _ g: (Double, Double, Double), c3: Double, d3: Double,
    deltaRange: (Double, Double), dRange: (Double, Double)
  ) -> Kind {
    let (lo, hi) = (min(deltaRange.0, deltaRange.1), max(deltaRange.0, deltaRange.1))
    guard a.c1 > 0, lo.isFinite, hi.isFinite else { return .robust }
    // min x' over [lo, hi]: a quadratic, so at an end or at its vertex.
    func xPrime(_ d: Double) -> Double { a.c1 + d * (2 * a.c2 + 3 * c3 * d) }
    var minSlope = min(xPrime(lo), xPrime(hi))
    if c3 != 0 {
      let vertex = -a.c2 / (3 * c3)
      if vertex > lo && vertex < hi { minSlope = min(minSlope, xPrime(vertex)) }
    }
    guard minSlope > 0 else { return .robust }
    let maxCurvature = max(abs(2 * a.c2 + 6 * c3 * lo), abs(2 * a.c2 + 6 * c3 * hi))
    let reach = max(abs(lo), abs(hi))
    let maxSlopeY = abs(a.d1) + 2 * abs(a.d2) * reach + 3 * abs(d3) * reach * reach
    var maxResidual = 0.0
    for k in 0..<4 {
      let d = (k % 2 == 0 ? dRange.0 : dRange.1) * (k < 2 ? 1 : 0.5)
      let delta = d * (g.0 + d * (g.1 + d * g.2))
      let residual = (a.x.lo - d) + delta * (a.c1 + delta * (a.c2 + delta * c3))
      maxResidual = max(maxResidual, abs(residual))
    }
    // One division for the four samples: division by a positive number is monotone, so this is
    // the largest of the four quotients, bit for bit.
    var guessError = maxResidual / minSlope
    guessError *= 2  // safety factor: the samples need not hit the maximum
    let halleyConstant =
      maxCurvature * maxCurvature / (4 * minSlope * minSlope) + abs(c3) / minSlope
    let newtonConstant = maxCurvature / (2 * minSlope)
    let afterHalley = halleyConstant * guessError * guessError * guessError
    let afterNewton = newtonConstant * afterHalley * afterHalley
    let tolerance = 0x1p-56 / (1 + maxSlopeY)
    // The residual's rounding (≈ ulp(1/64)) divided by min x' must stay small too.
    guard (1 + maxSlopeY) / minSlope <= 256 else { return .robust }
    if afterHalley <= tolerance && guessError < 1e-3 { return .halley }
    if afterNewton <= tolerance && afterHalley < 1e-6 { return .halleyNewton }
    return .robust
  }

}

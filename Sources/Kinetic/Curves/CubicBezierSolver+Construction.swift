import CKineticBezier

extension CubicBezierSolver {
  /// Bytes of the rows, rounded up to 8 so that the index after them is word-aligned.
  static var rowBytes: Int { (MemoryLayout<Row>.stride * (anchorIntervals + 1) + 7) & ~7 }
  /// Bytes of the index: one per fine cell, cell 256 (x·256 rounds up to it near x = 1) and
  /// 7 spare, for whole words.
  static var indexBytes: Int { fineCellCount + 8 }
  /// Bytes of the kernel's view of the table, after the index.
  static var tableBytes: Int { MemoryLayout<KineticBezierTable>.stride }

  /// The Bernstein weights at one anchor parameter s = k/``anchorIntervals`` (u = 1 − s), the
  /// same for every curve: s, u, s², u², 3u²s, 3us², s³ and 2us, all exact (dyadic with few
  /// bits). Computed once per process (``anchorWeights``) instead of at every row of every
  /// table.
  struct AnchorWeights {
    var s, u, ss, uu, b1, b2, b3, e2: Double

    init(_ k: Int) {
      s = Double(k) / Double(anchorIntervals)
      u = 1 - s
      ss = s * s
      uu = u * u
      b1 = 3 * uu * s
      b2 = 3 * u * ss
      b3 = ss * s
      e2 = 2 * u * s
    }
  }

  /// ``AnchorWeights`` for k = 0…``anchorIntervals``.
  static let anchorWeights: [AnchorWeights] = (0...anchorIntervals).map(AnchorWeights.init)

  /// The control values 0, p₁, p₂, p₃ = 1 of x and y side by side (lane 0 x, lane 1 y), each
  /// split once into a part on a fixed grid and a remainder: pₖ = high + low, with `high` a
  /// multiple of q = 2^(e − 26) for 2^e ≤ max(1, |p₁|, |p₂|) < 2^(e+1) (so at most 28
  /// significant bits) and |`low`| ≤ q/2.
  ///
  /// The grid parts are evaluated by Horner's rule on their monomial form p(s) = as³ + bs² + cs
  /// (a = p₃ − 3p₂ + 3p₁, b = 3p₂ − 6p₁, c = 3p₁: multiples of q below 2^(e+5), exact). At a
  /// dyadic parameter s = k/2ⁿ every product and sum of that rule is exact too: after the j-th
  /// multiplication by s the value is a multiple of q·2⁻ʲⁿ below 2^(e+7) in magnitude, so it
  /// needs at most 33 + 3n ≤ 53 bits for n ≤ 6 (n = 4 here). The remainders are evaluated on
  /// the Bernstein form, whose weights 3(1−s)²s, 3(1−s)s², s³ (and the derivatives' u², 2us,
  /// s²) are exact, lie in [0, 1] and vanish or are 1 at the ends, so each remainder is
  /// computed with an error of a few ulps of q (and exactly at s = 0 and s = 1). A coordinate,
  /// its slope and curvature at an anchor thus come out as an exact double plus a remainder of
  /// relative size 2⁻²⁷, itself computed with a relative error of a few 2⁻⁵³ — about 2⁻⁸⁰ in
  /// all, with no double-double arithmetic and no cancellation, whatever the control points
  /// (next to a triple root x′ is a cancellation of terms ~1 down to ~1e-12, exact here in the
  /// grid part). Horner's rule on the grid parts gives the very numbers the Bernstein form gave
  /// (both are exact), in about a third of the operations.
  struct SplitControlPoints {
    var high1, high2, high3, low1, low2, low3: SIMD2<Double>
    /// The grid parts' monomial coefficients c = 3p₁, b = 3p₂ − 6p₁, a = p₃ − 3p₂ + 3p₁, and
    /// 3a and 2b for the slope (all exact).
    var highA, highB, highC, highThreeA, highTwoB: SIMD2<Double>
    /// The remainders' first differences low₂ − low₁ and low₃ − low₂ (exact: |low| ≤ q/2).
    var lowFirst, lowSecond: SIMD2<Double>

    init(x1: Double, y1: Double, x2: Double, y2: Double) {
      let scale = SIMD2(1, max(1, max(abs(y1), abs(y2))))
      // Adding and subtracting 1.5·2^(e+26) rounds to a multiple of 2^(e−26) (its ulp).
      let magic = SIMD2(
        0x1.8p26, Double(sign: .plus, exponent: scale.y.exponent + 26, significand: 1.5))
      let p1 = SIMD2(x1, y1)
      let p2 = SIMD2(x2, y2)
      let p3 = SIMD2<Double>(1, 1)
      high1 = (p1 + magic) - magic
      high2 = (p2 + magic) - magic
      high3 = (p3 + magic) - magic
      low1 = p1 - high1
      low2 = p2 - high2
      low3 = p3 - high3
      let three = SIMD2<Double>(repeating: 3)
      highC = three * high1
      highB = three * high2 - (highC + highC)
      highA = high3 - three * high2 + highC
      highThreeA = three * highA
      highTwoB = highB + highB
      lowFirst = low2 - low1
      lowSecond = low3 - low2
    }

    /// (x, y) at the anchor whose parameter and weights are `w` as `high + low` (`high`
    /// exact), then (x′, y′) and (x″/2, y″/2).
    @inline(__always)
    func taylor(_ w: AnchorWeights) -> (
      high: SIMD2<Double>, low: SIMD2<Double>, first: SIMD2<Double>, second: SIMD2<Double>
    ) {
      // (Typed one step at a time: SIMD expressions of several operators overwhelm the type
      // checker.)
      let (s, u) = (w.s, w.u)
      let sv = SIMD2(repeating: s)
      // The grid parts: p, p′ = (3as + 2b)s + c and p″/2 = 3as + b, every operation exact.
      let valueHigh: SIMD2<Double> = ((highA * sv + highB) * sv + highC) * sv
      let slopeHigh: SIMD2<Double> = (highThreeA * sv + highTwoB) * sv + highC
      let curveHigh: SIMD2<Double> = highThreeA * sv + highB
      // The remainders on the Bernstein form (exact weights).
      let valueLow: SIMD2<Double> = low1 * w.b1 + low2 * w.b2 + low3 * w.b3
      // p′/3 = Δ₀·u² + Δ₁·2us + Δ₂·s² with the first differences Δ.
      let slopeLow: SIMD2<Double> = low1 * w.uu + lowFirst * w.e2 + lowSecond * w.ss
      // p″/6 = Δ²₀·u + Δ²₁·s with the second differences.
      let curveLow: SIMD2<Double> = (lowFirst - low1) * u + (lowSecond - lowFirst) * s
      let slope: SIMD2<Double> = slopeHigh + 3 * slopeLow
      let curve: SIMD2<Double> = curveHigh + 3 * curveLow
      return (valueHigh, valueLow, slope, curve)
    }

    /// (x‴/6, y‴/6) = p₃ − 3p₂ + 3p₁, rounded once.
    var third: SIMD2<Double> {
      let three = SIMD2<Double>(repeating: 3)
      let low: SIMD2<Double> = low3 - three * low2 + three * low1
      return highA + low
    }
  }

  /// Builds the rows of the curve, the map from fine cells of x to rows and the kernel's view of
  /// both (`KineticBezierTable`), in one allocation.
  ///
  /// Row k is anchored at the dyadic parameter sₖ = k/``anchorIntervals`` and covers the x
  /// interval between x((2k − 1)/2N) and x((2k + 1)/2N), N = ``anchorIntervals``: the
  /// parameters halfway to the neighbouring anchors. No x is ever inverted: the anchors'
  /// Taylor data come from ``SplitControlPoints``, the interval ends from x at dyadic
  /// parameters.
  ///
  /// Each row gets the bounds its evaluation checks (see `CKineticBezier.c`), from the
  /// extremes of x′, x″ and y′ over the parameter interval between its two neighbouring
  /// anchors — wider than the row, so that they hold wherever the guess and the steps go:
  /// m = min x′ (at an end or at x's inflection point), M₂ = max |x″| (at an end, x″ is
  /// linear), Y = max |y′| (at an end or at y′'s vertex). A row with (1 + Y)/m > 256 — one
  /// touching a vertical tangent — is solved by the safeguarded iteration instead, from an
  /// anchor moved to where x′ is smallest in the row and computed in double-double
  /// (``anchor(at:_:_:)``): only there does the residual's rounding stay relative to |δ|.
  static func makeTable(x1: Double, y1: Double, x2: Double, y2: Double)
    -> UnsafeMutablePointer<KineticBezierTable>
  {
    let n = anchorIntervals
    let points = SplitControlPoints(x1: x1, y1: y1, x2: x2, y2: y2)
    let thirds = points.third
    let (c3, d3) = (thirds.x, thirds.y)
    let raw = UnsafeMutableRawPointer.allocate(
      byteCount: rowBytes + indexBytes + tableBytes, alignment: MemoryLayout<Row>.alignment)
    // Row is trivial: its fields are written in place, one by one, below.
    let rows = raw.bindMemory(to: Row.self, capacity: n + 1)
    let step = 1 / Double(n)
    // Pass 1: every anchor's Taylor data, and the row's upper x (x halfway to the next anchor;
    // plain double: it only picks the row, and the bounds cover a wider interval).
    let (ax, bx, cx) = (c3, 3 * (x2 - 2 * x1), 3 * x1)
    var previousUpper = 0.0
    let weights = anchorWeights
    for k in 0...n {
      let w = weights[k]
      let s = w.s
      let t = points.taylor(w)
      var upper = Double.infinity
      if k < n {
        let h = s + 0.5 * step
        upper = max(((ax * h + bx) * h + cx) * h, previousUpper)
      }
      let r = rows + k
      r.pointee.c1 = t.first.x
      r.pointee.d1 = t.first.y
      r.pointee.c2 = t.second.x
      r.pointee.d2 = t.second.y
      r.pointee.xHi = t.high.x
      r.pointee.xLo = t.low.x
      r.pointee.y0 = t.high.y + t.low.y
      r.pointee.upper = upper
      previousUpper = upper
    }
    // x′ is smallest at x's inflection point when x‴ > 0; y′'s vertex likewise.
    let xInflection = c3 > 0 ? -bx / (3 * c3) : -1
    let by = 3 * (y2 - 2 * y1)
    let yVertex = d3 != 0 ? -by / (3 * d3) : -1
    // Pass 2: bounds and classification, two rows at a time in the lanes of SIMD2 vectors
    // (rows k and k + 1; the last row, alone, fills both lanes). Each lane does the scalar
    // arithmetic operation for operation (the lane-wise min, max and abs below are Swift's),
    // so the bits do not depend on the pairing; it halves the instructions of this pass, which
    // was half of a construction's time.
    // x′ at x's inflection point and |y′| at y′'s vertex, for the rows whose neighbours'
    // anchors bracket them.
    let slopeAtInflection = (3 * ax * xInflection + 2 * bx) * xInflection + cx
    let slopeAtVertex = abs((3 * d3 * yVertex + 2 * by) * yVertex + 3 * y1)
    var anyRobust = false
    var k = 0
    while k <= n {
      let (k0, k1) = (k, min(k + 1, n))
      let (r0, r1) = (rows + k0, rows + k1)
      let (lo0, lo1) = (rows + max(k0 - 1, 0), rows + max(k1 - 1, 0))
      let (hi0, hi1) = (rows + min(k0 + 1, n), rows + min(k1 + 1, n))
      // The neighbours' anchors (every row's is still k/N here: pass 2b moves robust ones).
      let sLo = SIMD2(weights[max(k0 - 1, 0)].s, weights[max(k1 - 1, 0)].s)
      let sHi = SIMD2(weights[min(k0 + 1, n)].s, weights[min(k1 + 1, n)].s)
      var m = lanesMin(
        SIMD2(lo0.pointee.c1, lo1.pointee.c1), SIMD2(hi0.pointee.c1, hi1.pointee.c1))
      m = m.replacing(
        with: lanesMin(m, SIMD2(repeating: slopeAtInflection)),
        where: (sLo .< xInflection) .& (sHi .> xInflection))
      var slopeY = lanesMax(
        lanesAbs(SIMD2(lo0.pointee.d1, lo1.pointee.d1)),
        lanesAbs(SIMD2(hi0.pointee.d1, hi1.pointee.d1)))
      slopeY = slopeY.replacing(
        with: lanesMax(slopeY, SIMD2(repeating: slopeAtVertex)),
        where: (sLo .< yVertex) .& (sHi .> yVertex))
      let scaleY = 1 + slopeY
      let table = (m .> 0) .& (scaleY .<= 256 * m)
      let curvatureBound = lanesMax(
        lanesAbs(SIMD2(lo0.pointee.c2, lo1.pointee.c2)),
        lanesAbs(SIMD2(hi0.pointee.c2, hi1.pointee.c2)))
      let curvature = 2 * curvatureBound
      // One division gives both 1/c₁ and 1/m.
      let c1 = SIMD2(r0.pointee.c1, r1.pointee.c1)
      let w = 1 / (c1 * m)
      let g = reversion(c1: c1, c2: SIMD2(r0.pointee.c2, r1.pointee.c2), c3: c3, inverse: m * w)
      let bounds = scales(
        minSlope: m, inverseSlope: c1 * w, maxCurvature: curvature, c3: c3, scaleY: scaleY)
      writeBounds(r1, lane: 1, table: table, g: g, bounds: bounds)
      writeBounds(r0, lane: 0, table: table, g: g, bounds: bounds)
      anyRobust = anyRobust || !all(table)
      k += 2
    }
    // Pass 2b, after every row's bounds have read its neighbours' anchor data: a vertical
    // tangent's rows are re-anchored where x′ is smallest in the row's own interval.
    if anyRobust {
      let builder = Builder(x1: x1, y1: y1, x2: x2, y2: y2)
      for k in 0...n where (rows + k).pointee.kind == .robust {
        let r = rows + k
        let own = weights[k].s
        r.pointee.robustAnchor = own
        let half = 0.5 * step
        let (a, b) = (max(own - half, 0), min(own + half, 1))
        var s = slope(a, x1, x2) <= slope(b, x1, x2) ? a : b
        if xInflection >= a && xInflection <= b { s = xInflection }
        // At an end of the curve the row's own anchor is exact (x and y are 0 or 1 there), and
        // where x′ there is within a factor of 2 of the row's smallest it conditions the
        // residual as well: keep it. Moved a little way in (x1 or 1 − x2 small but not 0), the
        // anchor made y near the end a cancellation y(sₐ) + δ(…) with δ ≈ −sₐ, whose rounding
        // (an ulp of y(sₐ)) broke monotonicity and the range: cubic-bezier(0.001, 0, 0, 0) gave
        // −5·10⁻²⁴ at x = 10⁻¹⁵ (found by the numeric fuzz target).
        if s != own && (own == 0 || own == 1) && slope(own, x1, x2) <= 2 * slope(s, x1, x2) {
          continue
        }
        let anchor = Self.anchor(at: s, builder.xCubic, builder.yCubic)
        r.pointee.c1 = anchor.c1
        r.pointee.c2 = anchor.c2
        r.pointee.d1 = anchor.d1
        r.pointee.d2 = anchor.d2
        r.pointee.xHi = anchor.x.hi
        r.pointee.xLo = anchor.x.lo
        r.pointee.y0 = anchor.y
        r.pointee.robustAnchor = s
      }
    }
    // Pass 3: fine cell c (x·256 rounded to c, so x in [(c − ½)/F, (c + ½)/F]) starts its
    // search at the first row whose upper end is at least (c − ½)/F, which is the number of
    // rows k < N with upperₖ < (c − ½)/F, i.e. c > upperₖ·F + ½, i.e. c ≥ ⌊upperₖ·F + 1.5⌋.
    // Each such row adds one at cell upperₖ·F + 1.5 rounded to nearest (``nearestCell(_:)``,
    // as the kernel reads x's cell: no checked conversion), which is that floor or one
    // more (at most 258, in the spare bytes past cell 256, which no x reads): where it is one
    // more, or where the sum itself rounds, a row is counted a cell later than it could be and
    // the search starts a row early, never late. A running sum
    // over the cells gives the index — eight cells a word, where multiplying by 0x0101…01
    // sums the bytes below each byte (no byte exceeds N = 16, so no sum carries into the
    // next). No loop here runs a number of times that depends on the curve: the fill's
    // branches are all predicted.
    let f = fineCellCount
    let index = raw + rowBytes
    index.initializeMemory(as: UInt64.self, repeating: 0, count: indexBytes / 8)
    for k in 0..<n {
      let cell = min(nearestCell(rows[k].upper * Double(f) + 1.5), indexBytes - 1)
      index.storeBytes(
        of: index.load(fromByteOffset: cell, as: UInt8.self) &+ 1, toByteOffset: cell,
        as: UInt8.self)
    }
    var carry: UInt64 = 0
    for word in 0..<(indexBytes / 8) {
      // Little-endian words: the byte at the lowest address is the least significant.
      let counts = UInt64(littleEndian: index.load(fromByteOffset: word &* 8, as: UInt64.self))
      let sums = counts &* 0x0101_0101_0101_0101 &+ carry
      index.storeBytes(of: sums.littleEndian, toByteOffset: word &* 8, as: UInt64.self)
      carry = (sums >> 56) &* 0x0101_0101_0101_0101
    }
    let rowIndex = index.bindMemory(to: UInt8.self, capacity: indexBytes)
    let table = (raw + rowBytes + indexBytes).bindMemory(to: KineticBezierTable.self, capacity: 1)
    table.initialize(
      to: KineticBezierTable(
        rows: rows, rowIndex: rowIndex, c3: c3, d3: d3, threeC3: 3 * c3, threeD3: 3 * d3,
        context: nil, finishValue: nil, finishValueAndVelocity: nil))
    return table
  }

  /// The bounds a table row's evaluation checks on R₀, the residual of the first guess: a
  /// magnitude below which one Halley step, and a factor that scales |R₀|⁶ to at most 1 where a
  /// Halley and a Newton step, leave a parameter error below 2⁻⁵⁶/(1 + Y).
  ///
  /// With x′ ≥ m on the row's wide interval, the guess's error is e₀ ≤ |R₀|/m, taken twice for
  /// safety; Halley leaves K·e₀³ with K = M₂²/(4m²) + |c₃|/m, Newton after it
  /// (M₂/(2m))·(K·e₀³)². With P = K·m², the conditions read |R₀|³ ≤ 2⁻⁵⁹·m⁵/(P·(1 + Y)) and
  /// |R₀|⁶ ≤ 2⁻⁶¹·m¹¹/(M₂·P²·(1 + Y)); asking, as well, e₀ < 10⁻³ and K·e₀³ < 10⁻⁶ keeps both
  /// steps where these asymptotic bounds hold. The Newton bound is stored as the reciprocal of
  /// its right-hand side, so that neither the construction (given 1/m) nor the evaluation
  /// divides. The Halley bound's reciprocal h = 2⁵⁹·P·(1 + Y)/m⁵ (or 8·10⁹/m³, the larger)
  /// becomes a magnitude, with no cube root: 2⁻ᵏ with k = ⌈(e + 1)/3⌉ for h's unbiased
  /// exponent e, read from its bits. h < 2ᵉ⁺¹ gives |R₀|³·h < 2⁻³ᵏ⁺ᵉ⁺¹ ≤ 1 below it, which is
  /// at most a factor 2 under h^(−1/3), and the kernel compares |R₀| with it as bit patterns,
  /// in integer operations: on the dense grid this left the Halley step alone for a few more
  /// inputs to finish with a Newton step (24 % of the flat-middled S-curve's, from 21 %) and
  /// made an evaluation about 10 % faster than the floating-point test of |R₀|³·h. A table
  /// row's h is finite and positive (m ≥ 1/256), so the exponent arithmetic stays in range.
  /// Two rows at a time, one per lane.
  @inline(__always)
  static func scales(
    minSlope m: SIMD2<Double>, inverseSlope i: SIMD2<Double>, maxCurvature m2: SIMD2<Double>,
    c3: Double, scaleY: SIMD2<Double>
  ) -> (halleyResidual: SIMD2<Double>, newton: SIMD2<Double>) {
    let p = m2 * m2 / 4 + abs(c3) * m
    let i2 = i * i
    let i3 = i2 * i
    let i5 = i3 * i2
    let halley = lanesMax(p * scaleY * 0x1p59 * i5, 8e9 * i3)
    // n = e + 1 from the exponent bits; ⌈n/3⌉ = ⌊(n + 3071)/3⌋ − 1023, with a positive dividend
    // (n ≥ −1022) for the truncating division; 2⁻ᵏ from its exponent bits.
    let exponents = unsafeBitCast(halley, to: SIMD2<Int64>.self) &>> 52
    let n = exponents &- 1022
    let k = (n &+ 3071) / 3 &- 1023
    let residual = unsafeBitCast((1023 &- k) &<< 52, to: SIMD2<Double>.self)
    let coarse = 8e6 * p * i5
    let newton = lanesMax(m2 * p * p * scaleY * 0x1p61 * i5 * i5 * i, coarse * coarse)
    return (residual, newton)
  }

  /// Writes one lane of pass 2's results to row `r`: the reverted series and the bounds for a
  /// ``Kind/table`` row, zeros and ``Kind/robust`` otherwise.
  @inline(__always)
  static func writeBounds(
    _ r: UnsafeMutablePointer<Row>, lane: Int, table: SIMDMask<SIMD2<Int64>>,
    g: (SIMD2<Double>, SIMD2<Double>, SIMD2<Double>, SIMD2<Double>, SIMD2<Double>),
    bounds: (halleyResidual: SIMD2<Double>, newton: SIMD2<Double>)
  ) {
    if table[lane] {
      (r.pointee.g1, r.pointee.g2) = (g.0[lane], g.1[lane])
      (r.pointee.g3, r.pointee.g4, r.pointee.g5) = (g.2[lane], g.3[lane], g.4[lane])
      r.pointee.halleyResidual = bounds.halleyResidual[lane]
      r.pointee.newtonScale = bounds.newton[lane]
      r.pointee.kind = .table
    } else {
      (r.pointee.g1, r.pointee.g2, r.pointee.g3) = (0, 0, 0)
      (r.pointee.g4, r.pointee.g5) = (0, 0)
      (r.pointee.halleyResidual, r.pointee.newtonScale) = (0, 0)
      r.pointee.kind = .robust
    }
  }

  /// `Swift.min` in each lane: b where b < a, else a (so the same bits, signed zeros included).
  @inline(__always)
  static func lanesMin(_ a: SIMD2<Double>, _ b: SIMD2<Double>) -> SIMD2<Double> {
    a.replacing(with: b, where: b .< a)
  }

  /// `Swift.max` in each lane: b where b ≥ a, else a (so the same bits, signed zeros included).
  @inline(__always)
  static func lanesMax(_ a: SIMD2<Double>, _ b: SIMD2<Double>) -> SIMD2<Double> {
    a.replacing(with: b, where: b .>= a)
  }

  /// `Swift.abs` in each lane: the sign bits cleared.
  @inline(__always)
  static func lanesAbs(_ a: SIMD2<Double>) -> SIMD2<Double> {
    let magnitudes = unsafeBitCast(a, to: SIMD2<UInt64>.self) & (UInt64.max >> 1)
    return unsafeBitCast(magnitudes, to: SIMD2<Double>.self)
  }

  /// What a robust row's double-double anchor needs about one curve.
  struct Builder {
    let xCubic: Cubic
    let yCubic: Cubic

    init(x1: Double, y1: Double, x2: Double, y2: Double) {
      xCubic = Cubic(x1, x2)
      yCubic = Cubic(y1, y2)
    }
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

  /// x′(s)/3 on the Bernstein form, in double; used to place a robust row's anchor only.
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
  }

  /// x and y's Taylor data at any parameter s, in double-double: a robust row's anchor, which
  /// sits where x′ is smallest and is in general not dyadic.
  static func anchor(at s: Double, _ x: Cubic, _ y: Cubic) -> Anchor {
    let xs = x.taylor(at: s)
    let ys = y.taylor(at: s)
    return Anchor(
      s: s, x: xs.0, c1: xs.1.value, c2: xs.2, y: ys.0.value, d1: ys.1.value, d2: ys.2)
  }

  /// Coefficients of the reverted series δ = d·g₁ + d²·g₂ + … + d⁵·g₅ of
  /// d = c₁δ + c₂δ² + c₃δ³ (Lagrange reversion), given g₁ = 1/c₁ > 0; two rows at a time, one
  /// per lane (pass 2 of ``makeTable(x1:y1:x2:y2:)``). The terms beyond the third,
  /// g₄ = 5c₂(c₁c₃ − c₂²)/c₁⁷ and g₅ = (3c₁²c₃² + 14c₂⁴ − 21c₁c₂²c₃)/c₁⁹, leave the guess an
  /// error of order d⁶ instead of d⁴, so that one Halley step is enough nearly everywhere in
  /// rows twice as wide: half the rows to build.
  @inline(__always)
  static func reversion(
    c1: SIMD2<Double>, c2: SIMD2<Double>, c3: Double, inverse g1: SIMD2<Double>
  ) -> (SIMD2<Double>, SIMD2<Double>, SIMD2<Double>, SIMD2<Double>, SIMD2<Double>) {
    let g1Cubed = g1 * g1 * g1
    let g2 = -c2 * g1Cubed
    let g1Fifth = g1Cubed * g1 * g1
    let g3 = (2 * c2 * c2 - c1 * c3) * g1Fifth
    let g1Seventh = g1Fifth * g1 * g1
    let g4 = 5 * c2 * (c1 * c3 - c2 * c2) * g1Seventh
    // (Typed one step at a time: SIMD expressions of several operators overwhelm the type
    // checker.)
    let c1c3: SIMD2<Double> = c1 * c3
    let c2Squared: SIMD2<Double> = c2 * c2
    let square: SIMD2<Double> = 3 * (c1c3 * c1c3)
    let fourth: SIMD2<Double> = 14 * (c2Squared * c2Squared)
    let mixed: SIMD2<Double> = 21 * (c1c3 * c2Squared)
    let g5: SIMD2<Double> = (square + fourth - mixed) * (g1Seventh * g1 * g1)
    return (g1, g2, g3, g4, g5)
  }
}

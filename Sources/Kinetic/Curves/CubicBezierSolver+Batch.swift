extension CubicBezierSolver {
  /// Writes y at `count` inputs from `x` to `y`, with the table path in SIMD lanes.
  ///
  /// Every lane runs exactly the scalar arithmetic of ``value(at:)`` (the same operations in the
  /// same order, none fused), so results are bit-for-bit those of the scalar path. Inputs
  /// outside (0, 1), NaN, lanes whose row needs the robust solver and lanes whose guess was too
  /// weak for one Halley step (``Row/halleyScale``) are finished by the scalar path.
  ///
  /// Inputs are taken four at a time. When all four find the same row — the usual case for a
  /// sorted grid, where a row covers 1/32 of the parameter range — the row's coefficients are
  /// loaded once and the following inputs stream through ``run(_:_:from:count:row:)`` for as
  /// long as they stay inside the row's x interval. Otherwise each lane's row is gathered field
  /// by field. Where the coefficients come from never changes the arithmetic.
  func values(_ x: UnsafePointer<Double>, _ y: UnsafeMutablePointer<Double>, count: Int) {
    if isIdentity {
      for k in 0..<count { y[k] = endpointOrValue(x[k]) }
      return
    }
    var k = 0
    let raw = UnsafeRawPointer(x)
    let out = UnsafeMutableRawPointer(y)
    while k &+ 4 <= count {
      let xv = raw.loadUnaligned(fromByteOffset: k &* 8, as: SIMD4<Double>.self)
      guard all((xv .> 0) .& (xv .< 1)) else {
        for j in k..<(k &+ 4) { y[j] = endpointOrValue(x[j]) }
        k &+= 4
        continue
      }
      let r0 = row(for: xv[0])
      let r1 = row(for: xv[1])
      let r2 = row(for: xv[2])
      let r3 = row(for: xv[3])
      if r0 == r3 && r1 == r0 && r2 == r0 && r0.pointee.kind != .robust {
        k = run(x, y, from: k, count: count, row: r0)
        continue
      }
      let lanes = Lanes<SIMD4<Double>>(r0, r1, r2, r3)
      let (yv, residual, delta) = solve(xv, lanes)
      out.storeBytes(of: yv, toByteOffset: k &* 8, as: SIMD4<Double>.self)
      if any(lanes.robust) {
        for j in 0..<4 where lanes.robust[j] { y[k &+ j] = value(at: xv[j]) }
      }
      finishWeakLanes(xv, residual, delta, lanes, y, at: k) {
        $0 == 0 ? r0 : $0 == 1 ? r1 : $0 == 2 ? r2 : r3
      }
      k &+= 4
    }
    while k < count {
      y[k] = endpointOrValue(x[k])
      k &+= 1
    }
  }

  /// Evaluates the four inputs at `start`, known to find the (table) row `r`, then the
  /// following inputs, eight at a time while all eight lie inside the row's x interval;
  /// returns the index of the first input left to do.
  ///
  /// The row's coefficients are broadcast to SIMD lanes once, outside the loop, so each input
  /// costs only the arithmetic of ``solve(_:_:)``. Eight lanes (four SSE2 registers) give the
  /// out-of-order core four independent dependency chains per iteration: 15–20% faster than four
  /// lanes, while sixteen lanes spill registers and are slower again.
  @inline(never)
  func run(
    _ x: UnsafePointer<Double>, _ y: UnsafeMutablePointer<Double>, from start: Int, count: Int,
    row r: UnsafeMutablePointer<Row>
  ) -> Int {
    let lanes = Lanes<SIMD8<Double>>(broadcasting: r)
    let lanes4 = Lanes<SIMD4<Double>>(broadcasting: r)
    let lower = SIMD8(repeating: r.pointee.lower)
    // The last row's upper end is +∞; the table path stops short of 1.
    let upper = SIMD8(repeating: min(r.pointee.upper, (1.0).nextDown))
    let raw = UnsafeRawPointer(x)
    let out = UnsafeMutableRawPointer(y)
    let xv4 = raw.loadUnaligned(fromByteOffset: start &* 8, as: SIMD4<Double>.self)
    let (yv4, residual4, delta4) = solve(xv4, lanes4)
    out.storeBytes(of: yv4, toByteOffset: start &* 8, as: SIMD4<Double>.self)
    finishWeakLanes(xv4, residual4, delta4, lanes4, y, at: start) { _ in r }
    var k = start &+ 4
    while k &+ 8 <= count {
      let xv = raw.loadUnaligned(fromByteOffset: k &* 8, as: SIMD8<Double>.self)
      guard all((xv .> lower) .& (xv .<= upper)) else { break }
      let (yv, residual, delta) = solve(xv, lanes)
      out.storeBytes(of: yv, toByteOffset: k &* 8, as: SIMD8<Double>.self)
      finishWeakLanes(xv, residual, delta, lanes, y, at: k) { _ in r }
      k &+= 8
    }
    return k
  }

  /// The fields of one row per lane, loaded once for ``solve(_:_:)``.
  struct Lanes<V: SIMD> where V.Scalar == Double {
    var xHi, xLo, g1, g2, g3, c1, c2, y0, d1, d2, halleyScale: V
    /// The lanes whose row is ``Kind/robust``.
    var robust: SIMDMask<V.MaskStorage>

    /// One row broadcast to every lane.
    @inline(__always)
    init(broadcasting r: UnsafeMutablePointer<Row>) {
      xHi = V(repeating: r.pointee.xHi)
      xLo = V(repeating: r.pointee.xLo)
      g1 = V(repeating: r.pointee.g1)
      g2 = V(repeating: r.pointee.g2)
      g3 = V(repeating: r.pointee.g3)
      c1 = V(repeating: r.pointee.c1)
      c2 = V(repeating: r.pointee.c2)
      y0 = V(repeating: r.pointee.y0)
      d1 = V(repeating: r.pointee.d1)
      d2 = V(repeating: r.pointee.d2)
      halleyScale = V(repeating: r.pointee.halleyScale)
      robust = SIMDMask(repeating: r.pointee.kind == .robust)
    }
  }

  /// The table path for the inputs `xv` in (0, 1) with their rows' fields `r`: the guess and one
  /// Halley step, lane by lane as ``tableDelta(_:_:)`` and ``value(at:)`` compute them, and the
  /// guess's residual R₀ in each lane. Where |R₀|³ times the row's ``Row/halleyScale``
  /// exceeds 1 the scalar path refines from the lane's Halley step `delta`, and the caller
  /// replaces those lanes (``finishWeakLanes(_:_:_:_:_:at:row:)``).
  @inline(__always)
  func solve<V: SIMD>(_ xv: V, _ r: Lanes<V>) -> (value: V, residual: V, delta: V)
  where V.Scalar == Double {
    let c3v = V(repeating: c3)
    let threeC3v = 3 * c3v
    let d3v = V(repeating: d3)
    let c1 = r.c1
    let c2 = r.c2
    let d = xv - r.xHi
    let c0 = r.xLo - d
    var delta = d * (r.g1 + d * (r.g2 + d * r.g3))
    let residual = c0 + delta * (c1 + delta * (c2 + delta * c3v))
    let half = c2 + threeC3v * delta
    let slope = c1 + delta * (half + c2)
    delta -= residual * slope / (slope * slope - residual * half)
    return (r.y0 + delta * (r.d1 + delta * (r.d2 + delta * d3v)), residual, delta)
  }

  /// Refines by the scalar path the lanes of `xv` (written at `y + k`) whose guess was too
  /// weak for one Halley step: |R₀|³·``Row/halleyScale`` > 1, lane by lane exactly as
  /// ``value(at:)`` decides, finishing from the lane's Halley step `delta` in its row `row(j)`
  /// as ``value(at:)`` does (``refinedValue(at:_:_:_:)``) — the lane's Halley step is the
  /// scalar one bit for bit, so solving again from the start, as this did before, only repeated
  /// it (on the (0.9, 0.1, 0.1, 0.9) and (1, 0, 0, 1) curves about 40 % of a sorted grid's
  /// lanes, which made their batches cost 12–15 ns an element against 3.4 for the others).
  /// A vector test first: R₀³·scale has the magnitude of |R₀|³·scale (rounding is symmetric
  /// in sign), so the sum of the lanes' squares exceeds 1 whenever a lane needs it. (Finishing
  /// those lanes' Newton step in the vector instead measured slower: the mask operations cost
  /// more than the few scalar calls.)
  @inline(__always)
  func finishWeakLanes<V: SIMD>(
    _ xv: V, _ residual: V, _ delta: V, _ r: Lanes<V>, _ y: UnsafeMutablePointer<Double>,
    at k: Int, row: (Int) -> UnsafeMutablePointer<Row>
  ) where V.Scalar == Double {
    let cubed = residual * residual * residual * r.halleyScale
    // Some lane's square exceeds 1 only if the sum of the squares does.
    guard (cubed * cubed).sum() > 1 else { return }
    for j in 0..<V.scalarCount {
      let residual = residual[j]
      let cube = abs(residual) * residual * residual
      if cube * r.halleyScale[j] > 1 {
        y[k &+ j] = refinedValue(at: xv[j], row(j), delta[j], cube)
      }
    }
  }

  /// The scalar path with ``CubicBezier/value(at:)``'s handling of inputs outside (0, 1).
  func endpointOrValue(_ x: Double) -> Double {
    if x > 0 && x < 1 { return value(at: x) }
    if x.isNaN { return x }
    return x <= 0 ? 0 : 1
  }
}

extension CubicBezierSolver.Lanes where V == SIMD4<Double> {
  /// The fields of four rows, one per lane.
  @inline(__always)
  init(
    _ r0: UnsafeMutablePointer<CubicBezierSolver.Row>,
    _ r1: UnsafeMutablePointer<CubicBezierSolver.Row>,
    _ r2: UnsafeMutablePointer<CubicBezierSolver.Row>,
    _ r3: UnsafeMutablePointer<CubicBezierSolver.Row>
  ) {
    xHi = SIMD4(r0.pointee.xHi, r1.pointee.xHi, r2.pointee.xHi, r3.pointee.xHi)
    xLo = SIMD4(r0.pointee.xLo, r1.pointee.xLo, r2.pointee.xLo, r3.pointee.xLo)
    g1 = SIMD4(r0.pointee.g1, r1.pointee.g1, r2.pointee.g1, r3.pointee.g1)
    g2 = SIMD4(r0.pointee.g2, r1.pointee.g2, r2.pointee.g2, r3.pointee.g2)
    g3 = SIMD4(r0.pointee.g3, r1.pointee.g3, r2.pointee.g3, r3.pointee.g3)
    c1 = SIMD4(r0.pointee.c1, r1.pointee.c1, r2.pointee.c1, r3.pointee.c1)
    c2 = SIMD4(r0.pointee.c2, r1.pointee.c2, r2.pointee.c2, r3.pointee.c2)
    y0 = SIMD4(r0.pointee.y0, r1.pointee.y0, r2.pointee.y0, r3.pointee.y0)
    d1 = SIMD4(r0.pointee.d1, r1.pointee.d1, r2.pointee.d1, r3.pointee.d1)
    d2 = SIMD4(r0.pointee.d2, r1.pointee.d2, r2.pointee.d2, r3.pointee.d2)
    halleyScale = SIMD4(
      r0.pointee.halleyScale, r1.pointee.halleyScale, r2.pointee.halleyScale,
      r3.pointee.halleyScale)
    let raw = SIMD4<UInt8>(
      r0.pointee.kind.rawValue, r1.pointee.kind.rawValue, r2.pointee.kind.rawValue,
      r3.pointee.kind.rawValue)
    let lanes = SIMD4<Int64>(truncatingIfNeeded: raw)
    robust = lanes .== Int64(CubicBezierSolver.Kind.robust.rawValue)
  }
}

extension CubicBezierSolver {
  /// Writes y at `count` inputs from `x` to `y`, with the table path in SIMD lanes.
  ///
  /// Every lane runs exactly the scalar arithmetic of ``value(at:)`` (the same operations in the
  /// same order, none fused), so results are bit-for-bit those of the scalar path. Inputs
  /// outside (0, 1), NaN, and lanes whose cell needs the robust solver are finished by the
  /// scalar path.
  ///
  /// Inputs are taken four at a time. When all four find the same row — the usual case for a
  /// sorted grid, where a row covers 1/64 of the x range — the row's coefficients are loaded once
  /// and the following inputs stream through ``run(_:_:from:count:row:)`` for as long as they
  /// stay inside the row's x interval. Otherwise each lane's row is gathered field by field.
  /// Where the coefficients come from never changes the arithmetic.
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
      // Fine cell indices for all lanes at once (``fineIndex(_:)``'s formula; x < 1 keeps them
      // below 512).
      let scaled = xv * Double(Self.cellCount * Self.subdivision) - 0.5 + 0x1.8p52
      let bits = unsafeBitCast(scaled, to: SIMD4<UInt64>.self) & 0x3FF
      let i0 = Int(rowIndex[Int(truncatingIfNeeded: bits[0])])
      let i1 = Int(rowIndex[Int(truncatingIfNeeded: bits[1])])
      let i2 = Int(rowIndex[Int(truncatingIfNeeded: bits[2])])
      let i3 = Int(rowIndex[Int(truncatingIfNeeded: bits[3])])
      if i0 == i3 && i1 == i0 && i2 == i0 && rows[i0].kind != .robust {
        k = run(x, y, from: k, count: count, row: rows + i0)
        continue
      }
      let lanes = Lanes<SIMD4<Double>>(rows + i0, rows + i1, rows + i2, rows + i3)
      out.storeBytes(
        of: solve(xv, newton: any(lanes.newton), lanes), toByteOffset: k &* 8,
        as: SIMD4<Double>.self)
      if any(lanes.robust) {
        for j in 0..<4 where lanes.robust[j] { y[k &+ j] = value(at: xv[j]) }
      }
      k &+= 4
    }
    while k < count {
      y[k] = endpointOrValue(x[k])
      k &+= 1
    }
  }

  /// Evaluates the four inputs at `start`, known to find the (non-robust) row `r`, then the
  /// following inputs, eight at a time while all eight lie inside the row's open x interval;
  /// returns the index of the first input left to do.
  ///
  /// The row's coefficients are broadcast to SIMD lanes once, outside the loop, so each input
  /// costs only the arithmetic of ``solve(_:newton:_:)``. Eight lanes (four SSE2 registers)
  /// give the out-of-order core four independent dependency chains per iteration: 15–20% faster
  /// than four lanes, while sixteen lanes spill registers and are slower again.
  @inline(never)
  func run(
    _ x: UnsafePointer<Double>, _ y: UnsafeMutablePointer<Double>, from start: Int, count: Int,
    row r: UnsafeMutablePointer<Row>
  ) -> Int {
    let lanes = Lanes<SIMD8<Double>>(broadcasting: r)
    let lanes4 = Lanes<SIMD4<Double>>(broadcasting: r)
    let lower = SIMD8(repeating: r.pointee.lower)
    let upper = SIMD8(repeating: r.pointee.upper)
    let raw = UnsafeRawPointer(x)
    let out = UnsafeMutableRawPointer(y)
    @inline(__always) func quad(_ k: Int, _ newton: Bool) {
      let xv = raw.loadUnaligned(fromByteOffset: k &* 8, as: SIMD4<Double>.self)
      let yv = solve(xv, newton: newton, lanes4)
      out.storeBytes(of: yv, toByteOffset: k &* 8, as: SIMD4<Double>.self)
    }
    @inline(__always) func octet(_ k: Int, _ newton: Bool) {
      let xv = raw.loadUnaligned(fromByteOffset: k &* 8, as: SIMD8<Double>.self)
      let yv = solve(xv, newton: newton, lanes)
      out.storeBytes(of: yv, toByteOffset: k &* 8, as: SIMD8<Double>.self)
    }
    @inline(__always) func inside(_ k: Int) -> Bool {
      let xv = raw.loadUnaligned(fromByteOffset: k &* 8, as: SIMD8<Double>.self)
      return all((xv .> lower) .& (xv .< upper))
    }
    // One loop per row kind, so that the Newton test is hoisted out of the hot loop.
    @inline(__always) func stream(_ newton: Bool) -> Int {
      quad(start, newton)
      var k = start &+ 4
      while k &+ 8 <= count && inside(k) {
        octet(k, newton)
        k &+= 8
      }
      return k
    }
    return r.pointee.kind == .halleyNewton ? stream(true) : stream(false)
  }

  /// The fields of one row per lane, loaded once for ``solve(_:newton:_:)``.
  struct Lanes<V: SIMD> where V.Scalar == Double {
    var xHi, xLo, g1, g2, g3, c1, c2, y0, d1, d2: V
    /// The lanes whose row is ``Kind/halleyNewton`` and ``Kind/robust``.
    var newton, robust: SIMDMask<V.MaskStorage>

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
      newton = SIMDMask(repeating: r.pointee.kind == .halleyNewton)
      robust = SIMDMask(repeating: r.pointee.kind == .robust)
    }
  }

  /// The table path for the inputs `xv` in (0, 1) with their rows' fields `r`: the guess, one
  /// Halley step, and — when `newton` — the Newton step of ``Kind/halleyNewton`` rows, applied
  /// only in the lanes whose row asks for it. ``delta(_:_:)`` and ``value(at:)``, lane by lane.
  @inline(__always)
  func solve<V: SIMD>(_ xv: V, newton: Bool, _ r: Lanes<V>) -> V where V.Scalar == Double {
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
    if newton {
      let residual2 = c0 + delta * (c1 + delta * (c2 + delta * c3v))
      let slope2 = c1 + delta * (2 * c2 + threeC3v * delta)
      delta.replace(with: delta - residual2 / slope2, where: r.newton)
    }
    return r.y0 + delta * (r.d1 + delta * (r.d2 + delta * d3v))
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
    let kinds = (r0.pointee.kind, r1.pointee.kind, r2.pointee.kind, r3.pointee.kind)
    let raw = SIMD4<UInt8>(
      kinds.0.rawValue, kinds.1.rawValue, kinds.2.rawValue, kinds.3.rawValue)
    let lanes = SIMD4<Int64>(truncatingIfNeeded: raw)
    newton = lanes .== Int64(CubicBezierSolver.Kind.halleyNewton.rawValue)
    robust = lanes .== Int64(CubicBezierSolver.Kind.robust.rawValue)
  }
}

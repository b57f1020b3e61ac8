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
      let o0 = Int(offsets[Int(truncatingIfNeeded: bits[0])])
      let o1 = Int(offsets[Int(truncatingIfNeeded: bits[1])])
      let o2 = Int(offsets[Int(truncatingIfNeeded: bits[2])])
      let o3 = Int(offsets[Int(truncatingIfNeeded: bits[3])])
      if o0 == o3 && o1 == o0 && o2 == o0 && rows[o0 &+ Field.kind] != Kind.robust {
        k = run(x, y, from: k, count: count, row: rows + o0)
        continue
      }
      let r0 = rows + o0
      let r1 = rows + o1
      let r2 = rows + o2
      let r3 = rows + o3
      let lanes = Lanes<SIMD4<Double>> { SIMD4(r0[$0], r1[$0], r2[$0], r3[$0]) }
      let newton = any(lanes.kind .== SIMD4(repeating: Kind.halleyNewton))
      out.storeBytes(
        of: solve(xv, newton: newton, lanes), toByteOffset: k &* 8, as: SIMD4<Double>.self)
      let robust = lanes.kind .== SIMD4(repeating: Kind.robust)
      if any(robust) {
        for j in 0..<4 where robust[j] { y[k &+ j] = value(at: xv[j]) }
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
    row r: UnsafeMutablePointer<Double>
  ) -> Int {
    let lanes = Lanes<SIMD8<Double>> { SIMD8(repeating: r[$0]) }
    let lanes4 = Lanes<SIMD4<Double>> { SIMD4(repeating: r[$0]) }
    let lower = SIMD8(repeating: r[Field.lower])
    let upper = SIMD8(repeating: r[Field.upper])
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
    return r[Field.kind] == Kind.halleyNewton ? stream(true) : stream(false)
  }

  /// The fields of one row per lane, loaded once for ``solve(_:newton:_:)``.
  struct Lanes<V: SIMD> where V.Scalar == Double {
    var xHi, xLo, g1, g2, g3, c1, c2, y0, d1, d2, kind: V

    /// The lanes whose field `f` is `field(f)`: a gather from several rows, or one row
    /// broadcast.
    @inline(__always)
    init(_ field: (Int) -> V) {
      xHi = field(Field.xHi)
      xLo = field(Field.xLo)
      g1 = field(Field.g1)
      g2 = field(Field.g2)
      g3 = field(Field.g3)
      c1 = field(Field.c1)
      c2 = field(Field.c2)
      y0 = field(Field.y0)
      d1 = field(Field.d1)
      d2 = field(Field.d2)
      kind = field(Field.kind)
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
      delta.replace(
        with: delta - residual2 / slope2, where: r.kind .== V(repeating: Kind.halleyNewton))
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

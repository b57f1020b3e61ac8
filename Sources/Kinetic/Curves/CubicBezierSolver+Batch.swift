extension CubicBezierSolver {
  /// Writes y at `count` inputs from `x` to `y`, four at a time in SIMD lanes.
  ///
  /// Every lane runs exactly the scalar arithmetic of ``value(at:)`` (the same operations in the
  /// same order, none fused), so results are bit-for-bit those of the scalar path. Inputs
  /// outside (0, 1), NaN, and lanes whose cell needs the robust solver are finished by the
  /// scalar path.
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
      let (yv, robust) = group(xv)
      out.storeBytes(of: yv, toByteOffset: k &* 8, as: SIMD4<Double>.self)
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

  /// The table path for four inputs in (0, 1), and which lanes need the robust solver instead.
  @inline(__always)
  func group(_ xv: SIMD4<Double>) -> (SIMD4<Double>, SIMDMask<SIMD4<Int64>>) {
    let c3v = SIMD4<Double>(repeating: c3)
    let threeC3v = 3 * c3v
    let d3v = SIMD4<Double>(repeating: d3)
    // Fine cell indices for all lanes at once (``fineIndex(_:)``'s formula; x < 1 keeps them
    // below 512).
    let scaled = xv * Double(Self.cellCount * Self.subdivision) - 0.5 + 0x1.8p52
    let bits = unsafeBitCast(scaled, to: SIMD4<UInt64>.self) & 0x3FF
    let r0 = rows + Int(offsets[Int(truncatingIfNeeded: bits[0])])
    let r1 = rows + Int(offsets[Int(truncatingIfNeeded: bits[1])])
    let r2 = rows + Int(offsets[Int(truncatingIfNeeded: bits[2])])
    let r3 = rows + Int(offsets[Int(truncatingIfNeeded: bits[3])])
    @inline(__always) func gather(_ field: Int) -> SIMD4<Double> {
      SIMD4(r0[field], r1[field], r2[field], r3[field])
    }
    let kind = gather(Field.kind)
    let c1 = gather(Field.c1)
    let c2 = gather(Field.c2)
    let d = xv - gather(Field.xHi)
    let c0 = gather(Field.xLo) - d
    var delta = d * (gather(Field.g1) + d * (gather(Field.g2) + d * gather(Field.g3)))
    let residual = c0 + delta * (c1 + delta * (c2 + delta * c3v))
    let half = c2 + threeC3v * delta
    let slope = c1 + delta * (half + c2)
    delta -= residual * slope / (slope * slope - residual * half)
    let newton = kind .== SIMD4(repeating: Kind.halleyNewton)
    if any(newton) {
      let residual2 = c0 + delta * (c1 + delta * (c2 + delta * c3v))
      let slope2 = c1 + delta * (2 * c2 + threeC3v * delta)
      delta.replace(with: delta - residual2 / slope2, where: newton)
    }
    let yv =
      gather(Field.y0) + delta * (gather(Field.d1) + delta * (gather(Field.d2) + delta * d3v))
    return (yv, kind .== SIMD4(repeating: Kind.robust))
  }

  /// The scalar path with ``CubicBezier/value(at:)``'s handling of inputs outside (0, 1).
  func endpointOrValue(_ x: Double) -> Double {
    if x > 0 && x < 1 { return value(at: x) }
    if x.isNaN { return x }
    return x <= 0 ? 0 : 1
  }
}

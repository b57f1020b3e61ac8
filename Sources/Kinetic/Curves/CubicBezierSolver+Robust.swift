import CKineticMath

extension CubicBezierSolver {
  /// Solves c₀ + δ(c₁ + δ(c₂ + δc₃)) = 0 for δ in [lower, upper], where the cubic is increasing
  /// and changes sign: safeguarded Newton from `guess` (or, if nil, from the smallest root of the
  /// single-term equations), bisecting on the bit pattern whenever a step leaves the bracket.
  ///
  /// Never inlined: its callers are the rare paths (robust rows, guesses too weak for a
  /// Halley and a Newton step), which then need no stack frame of their own for it.
  @inline(never)
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

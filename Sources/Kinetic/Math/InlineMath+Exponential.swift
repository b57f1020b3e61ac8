import CKineticMath

extension InlineMath {
  /// e^x without a call into libm on the range the closed forms use, so
  /// ``Spring/coefficients(at:)`` inlines completely: with no call on its path the compiler
  /// keeps its values in registers, overlaps successive evaluations and hoists the work that
  /// depends on the spring alone out of loops over time (the `math` and `spring` benchmark
  /// suites record the gain).
  ///
  /// For |x| ≤ 708 (every result a normal number; one comparison): k = round(x/ln 2) by adding
  /// and subtracting 1.5·2⁵², which rounds to nearest without a libm `round` call, then the
  /// Cody–Waite reduction r = (x − k·ln2_hi) − k·ln2_lo with ln 2 split into a 32-bit head
  /// (k has at most 11 bits, so k·ln2_hi and the subtraction are exact) and a 53-bit tail,
  /// leaving |r| ≤ ln(2)/2 + 2⁻⁴². Then e^r = 1 + r + r²·P(r) with P the degree-10 minimax
  /// approximation of (e^r − 1 − r)/r² on that interval (absolute error 2.8e-18, so the
  /// truncation is below 5e-19 relative), and e^x = 2^k·e^r with 2^k assembled from its bit
  /// pattern (exact, since 2^k and the result are normal). Other arguments, NaN and ±∞
  /// included, go to libm, so the kernel is total and agrees with `exp` on special values.
  ///
  /// Error bounds: within 1 ulp of e^x on |x| ≤ 708 (measured maximum 0.96 ulp against
  /// high-precision values, within 1 ulp of libm on seeded random arguments, both checked by
  /// the test suite); exactly 1 at ±0; libm's own results elsewhere.
  ///
  /// - Parameter x: Any double.
  /// - Returns: e^x.
  @inlinable
  public static func exponential(_ x: Double) -> Double {
    guard abs(x) <= 708 else { return libmExponential(x) }
    // 1.5·2⁵²: for |y| < 2⁵¹, y + magic lies in [2⁵², 2⁵³) where the spacing of doubles is 1,
    // so the addition rounds y to the nearest integer k (ties to even) and leaves k in the
    // low bits of the significand.
    let magic = 6_755_399_441_055_744.0
    let shifted = x * 1.442_695_040_888_963_4 + magic  // x/ln 2 + magic
    let k = shifted - magic
    var r = x - k * 0x1.62e4_2fee_0000_0p-1  // ln2_hi: 32 significant bits
    r -= k * 0x1.a39e_f357_93c7_6p-33  // ln2_lo = ln 2 − ln2_hi to 53 bits
    // Minimax coefficients c₂ … c₁₂ of P (c_j ≈ 1/j!), by the Remez algorithm on
    // |r| ≤ 0.3467, for absolute error of P. Estrin's scheme rather than Horner's (the closed
    // form is latency-bound), grouped as (r + r²·P₀) + r⁶·(P₁ + r⁴·P₂) so that the short,
    // accuracy-deciding low-order part is ready by the time the high-order tail is.
    let r2 = r * r
    let r4 = r2 * r2
    let p0 =
      (0.5 + 1.666_666_666_666_667e-01 * r)
      + (4.166_666_666_666_661_6e-02 + 8.333_333_333_326_14e-03 * r) * r2
    let p1 =
      (1.388_888_888_891_807_4e-03 + 1.984_126_987_482_119_8e-04 * r)
      + (2.480_158_724_557_375_5e-05 + 2.755_725_538_679_006e-06 * r) * r2
    let p2 =
      (2.755_734_968_172_493_6e-07 + 2.510_522_669_641_008_2e-08 * r)
      + 2.088_938_595_352_783_5e-09 * r2
    let er = 1 + ((r + r2 * p0) + r2 * r4 * (p1 + r4 * p2))
    // 2^k: the low 12 bits of shifted's pattern are k mod 4096 (2⁵¹ adds nothing mod 2¹²), and
    // k + 1023 ∈ [2, 2044] is the biased exponent; the shift drops everything above it.
    let scale = Double(bitPattern: (shifted.bitPattern &+ 1023) << 52)
    return er * scale
  }
}

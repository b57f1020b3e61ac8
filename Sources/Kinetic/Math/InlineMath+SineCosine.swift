import CKineticMath

extension InlineMath {
  /// sin x and cos x from one argument reduction: the underdamped closed form needs both, and
  /// Swift's C module exposes no `sincos`, so separate `sin` and `cos` calls reduce twice.
  /// Inlined, with ``exponential(_:)``, it leaves ``Spring/coefficients(at:)`` without a call
  /// on its common path (the `math` benchmark suite records the gain against libm's sin and
  /// cos).
  ///
  /// For |x| ≤ 1e5: n = round(x·2/π) by adding and subtracting 1.5·2⁵² (exact round to
  /// nearest for |x·2/π| < 2⁵¹, with n mod 4 left in the low bits of the sum; libm's `round`
  /// would be a call on baseline x86-64, which has no `roundsd`), then Cody–Waite reduction
  /// x = n·π/2 + r with π/2 split into three parts of 33, 33 and 53 bits (n has at most 17
  /// bits, so n times each of the first two parts is exact), then minimax polynomials of degree
  /// 13 (sin) and 14 (cos) on |r| ≤ π/4 (approximation error below 1.5e-17 relative, an eighth
  /// of an ulp). Larger or non-finite x go to libm.
  ///
  /// Error bounds: within 2.5 ulps of sin x and cos x on |x| ≤ 1e5 (the reduced argument is
  /// rounded twice, up to 1 ulp of r, which is 2 ulps of sin r where |sin r| < ½ ≤ |r|, then
  /// ½ ulp for the final rounding); measured maxima 2.03 (sin) and 1.72 (cos) ulps against
  /// high-precision values, within 2 ulps of libm on seeded random arguments (both checked by
  /// the test suite). libm's own results elsewhere.
  ///
  /// - Parameter x: Any double, in radians.
  /// - Returns: sin x and cos x.
  @inlinable
  public static func sineCosine(_ x: Double) -> (sin: Double, cos: Double) {
    guard abs(x) <= sineCosineKernelBound else { return libmSineCosine(x) }
    // 1.5·2⁵²: x·2/π + magic lies in [2⁵², 2⁵³), where doubles are the integers, so the sum
    // is rounded to the integer nearest x·2/π (ties to even) and holds it in its low bits.
    let magic = 6_755_399_441_055_744.0
    let shifted = x * 0.636_619_772_367_581_343_08 + magic
    let n = shifted - magic
    var r = x - n * 1.570_796_326_734_125_6
    r -= n * 6.077_100_506_303_966e-11
    r -= n * 2.022_266_248_795_950_6e-21
    let z = r * r
    let z2 = z * z
    let z4 = z2 * z2
    // Minimax polynomials in z = r² (Remez algorithm on z ≤ (π/4)², for absolute error),
    // evaluated by Estrin's scheme rather than Horner's: the closed form is latency-bound,
    // and this halves the chain of dependent operations.
    // sin r = r + r³·S(z), |S(z) − (sin r − r)/r³| < 2.1e-17.
    let sineHead =
      (-1.666_666_666_666_666_6e-01 + 8.333_333_333_330_948e-03 * z)
      + (-1.984_126_983_675_740_8e-04 + 2.755_731_610_178_893_6e-06 * z) * z2
    let sineTail = -2.505_113_166_027_254e-08 + 1.591_811_451_040_372_7e-10 * z
    let sine = r + r * z * (sineHead + sineTail * z4)
    // cos r = 1 − z/2 + z²·C(z), |C(z) − (cos r − 1 + z/2)/z²| < 1.3e-18.
    let cosineHead =
      (4.166_666_666_666_666_4e-02 - 1.388_888_888_888_739_8e-03 * z)
      + (2.480_158_729_876_478_8e-05 - 2.755_731_727_117_516_6e-07 * z) * z2
    let cosineTail = 2.087_614_613_857_479e-09 - 1.138_262_225_173_443_8e-11 * z
    let cosine = 1 - 0.5 * z + z2 * (cosineHead + cosineTail * z4)
    // The pattern's low bits are those of 2⁵¹ + n: its last two are n mod 4, also for n < 0.
    switch shifted.bitPattern & 3 {
    case 0: return (sine, cosine)
    case 1: return (cosine, -sine)
    case 2: return (-sine, -cosine)
    default: return (-cosine, sine)
    }
  }

  /// The largest |x| that ``sineCosine(_:)`` reduces itself (1e5, so n = round(x·2/π) has at
  /// most 17 bits); beyond it, libm.
  @inlinable
  public static var sineCosineKernelBound: Double { 1e5 }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension Spring {
  /// sin x and cos x from one argument reduction: the underdamped closed form needs both, and
  /// Swift's C module exposes no `sincos`, so separate `sin` and `cos` calls reduce twice
  /// (the SpringSuite benchmark shows this pays: the closed form reaches the ≤ 20 ns goal).
  ///
  /// For |x| ≤ 1e5: Cody–Waite reduction x = n·π/2 + r with π/2 split into three parts of
  /// 33, 33 and 53 bits (n has at most 17 bits, so n times each of the first two parts is
  /// exact), then the Taylor series of sin and cos on |r| ≤ π/4 through r¹⁵ and r¹⁶ (truncation
  /// below 5e-17 relative). Larger or non-finite x go to libm.
  ///
  /// Error bounds: within 2 ulps of libm's correctly rounded-ish results on |x| ≤ 1e5
  /// (checked by the test suite on seeded random arguments).
  @inlinable
  static func sineCosine(_ x: Double) -> (sin: Double, cos: Double) {
    guard abs(x) <= 1e5 else { return (sin(x), cos(x)) }
    let n = (x * 0.636_619_772_367_581_343_08).rounded()
    var r = x - n * 1.570_796_326_734_125_6
    r -= n * 6.077_100_506_303_966e-11
    r -= n * 2.022_266_248_795_950_6e-21
    let z = r * r
    // sin r = r + r³·(−1/3! + z/5! − … − z⁶/15!), by Horner.
    var s = -7.647_163_731_819_816e-13
    s = s * z + 1.605_904_383_682_161_3e-10
    s = s * z - 2.505_210_838_544_172e-08
    s = s * z + 2.755_731_922_398_589_3e-06
    s = s * z - 1.984_126_984_126_984e-04
    s = s * z + 8.333_333_333_333_333e-03
    s = s * z - 1.666_666_666_666_666_6e-01
    let sine = r + r * z * s
    // cos r = 1 − z/2 + z²·(1/4! − z/6! + … + z⁶/16!).
    var c = 4.779_477_332_387_385e-14
    c = c * z - 1.147_074_559_772_972_5e-11
    c = c * z + 2.087_675_698_786_81e-09
    c = c * z - 2.755_731_922_398_589e-07
    c = c * z + 2.480_158_730_158_73e-05
    c = c * z - 1.388_888_888_888_889e-03
    c = c * z + 4.166_666_666_666_666_4e-02
    let cosine = 1 - 0.5 * z + z * z * c
    switch Int(n) & 3 {
    case 0: return (sine, cosine)
    case 1: return (cosine, -sine)
    case 2: return (-sine, -cosine)
    default: return (-cosine, sine)
    }
  }
}

import CKineticMath

/// Elementary functions written out in Swift so that they inline into the closed forms that
/// call them: e^x, and sin x with cos x from one argument reduction.
///
/// A call into libm is opaque to the optimiser: values around it leave registers, successive
/// evaluations cannot overlap, and nothing that depends on the call's argument can be hoisted
/// out of a loop over time. The spring closed form (``Spring/coefficients(at:)``) needs an
/// exponential and a sine/cosine pair per evaluation; with these kernels its common path has
/// no call at all, which the `math` benchmark suite measures against libm.
///
/// Each kernel covers the range its callers use with a Cody–Waite argument reduction and a
/// minimax polynomial, and hands every other argument (NaN and ±∞ included) to libm, so it is
/// total and agrees with libm on special values. Other platform math goes through libm
/// itself, reached through the `CKineticMath` shim.
///
/// Error bounds, measured by the test suite against high-precision references: within 1 ulp
/// for the exponential and 2.5 ulps for sine and cosine (see each kernel).
public enum InlineMath {}

extension InlineMath {
  // The kernels' libm fallbacks, out of line and marked as releasing nothing. Why: a kernel
  // inlines into its caller, and a bare libm call is opaque to the optimiser, which must then
  // assume it could release any object; a caller reading a class instance around the kernel
  // (the animator's frame loop, through its storage) retained and released that instance on
  // every call (AnimatorSuite benchmark: one of each per animator and frame).

  /// libm's e^x.
  @usableFromInline @inline(never) @_effects(releasenone)
  static func libmExponential(_ x: Double) -> Double { exp(x) }

  /// libm's e^x − 1.
  @usableFromInline @inline(never) @_effects(releasenone)
  static func libmExponentialMinusOne(_ x: Double) -> Double { expm1(x) }

  /// libm's sin x and cos x.
  @usableFromInline @inline(never) @_effects(releasenone)
  static func libmSineCosine(_ x: Double) -> (sin: Double, cos: Double) { (sin(x), cos(x)) }
}

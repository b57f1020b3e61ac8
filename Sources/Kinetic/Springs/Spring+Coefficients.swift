import CKineticMath

extension Spring {
  /// The spring's motion as a linear map of its initial state, so one evaluation of the spring
  /// can drive any number of channels.
  ///
  /// With y = x − target the displacement, y₀ the initial displacement and v₀ the initial
  /// velocity, every spring motion is
  ///
  ///     y(t)  = a(t)·y₀  + b(t)·v₀
  ///     y′(t) = da(t)·y₀ + db(t)·v₀
  ///
  /// so a channel animating `from` → `to` with initial velocity `v` is
  /// `out = to + (from − to)·a + v·b` (the `f(t)`, `g(t)` of the channel formula are `a`, `b`) and
  /// its velocity is `(from − to)·da + v·db`.
  ///
  /// Mathematical properties: a(0) = 1, b(0) = 0, da(0) = 0, db(0) = 1; da = −ω₀²·b;
  /// a′ = da, b′ = db; all four tend to 0 as t → ∞ when ζ > 0.
  public struct Coefficients: Hashable, Sendable {
    /// Fraction of the initial displacement remaining at time t (dimensionless).
    public var a: Double
    /// Displacement per unit initial velocity at time t, in seconds.
    public var b: Double
    /// Velocity per unit initial displacement at time t, in 1/s (= −ω₀²·b).
    public var da: Double
    /// Velocity per unit initial velocity at time t (dimensionless).
    public var db: Double

    /// Creates coefficients from their four values.
    @inlinable
    public init(a: Double, b: Double, da: Double, db: Double) {
      self.a = a
      self.b = b
      self.da = da
      self.db = db
    }
  }

  /// The coefficients of the motion `time` seconds after release (see ``Coefficients``).
  ///
  /// With α = ζω₀ and q = ω₀²(1 − ζ²), the motion is y = e^{−αt}·(y₀·C + (v₀ + α·y₀)·S) with
  /// C = cos(√q·t), S = sin(√q·t)/√q for q > 0, C = 1, S = t at q = 0 and
  /// C = cosh(√−q·t), S = sinh(√−q·t)/√−q for q < 0. These three are one entire function of q,
  /// evaluated here without cancellation on either side of ζ = 1:
  /// - 1 − ζ² is formed as (1 − ζ)·(1 + ζ), exact near ζ = 1 (Sterbenz);
  /// - sin(βt)/β keeps full relative accuracy as β → 0 (a sinc form, never a difference);
  /// - overdamped: e^{−αt}·sinh(γt)/γ = e^{−(α−γ)t}·(−expm1(−2γt))/(2γ) with
  ///   α − γ = ω₀/(ζ + √(ζ² − 1)), so no two large exponentials are subtracted and nothing
  ///   overflows for large ζ or t.
  ///
  /// Error bounds: each coefficient is within a few ulps of its magnitude scale for any ζ,
  /// so ζ = 1 ± 1e-9 differs from the critical form only by the true O(1e-9) change.
  ///
  /// - Parameter time: Seconds since release. Negative times are treated as 0 (the spring
  ///   sits at its release state before release): extrapolating a damped oscillator backwards
  ///   grows like e^{α|t|} and would overflow to ∞·0 = NaN within a few hundred time constants.
  ///   At t = +∞ every spring is at its equilibrium (a = b = 0): a damped one has decayed, and
  ///   an undamped one, which oscillates forever and has no limit, is given its mean position.
  /// - Complexity: O(1): one exponential and one sine/cosine pair from a single argument
  ///   reduction, both inlined kernels that call libm only outside their fast ranges (see
  ///   ``InlineMath/exponential(_:)`` and ``InlineMath/sineCosine(_:)``); overdamped springs add one libm `expm1`.
  // releasenone (it is pure arithmetic): with it a caller such as the animator's frame loop
  // inlines it and knows it releases nothing (AnimatorSuite: a tenth fewer instructions).
  @inlinable @_effects(releasenone)
  public func coefficients(at time: Double) -> Coefficients {
    let w = angularFrequency
    let z = dampingRatio
    let t = time < 0 ? 0 : time
    let alpha = z * w
    let q = (1 - z) * (1 + z)
    // √|q| serves both oscillating (√q) and overdamped (√−q) springs: stored with the spring,
    // so the common path has no call at all, and a loop over times can hoist everything that
    // depends on the spring alone.
    let root = dampingRoot
    if q > 0 {
      let beta = w * root
      // An undamped spring (α = 0) at t = +∞: e^{−0·∞} is taken as 1 (it is 1 at every finite
      // time), so with the (0, 0) phase of an infinite time the motion reads as its equilibrium
      // rather than NaN.
      let e = InlineMath.exponential(alpha == 0 ? 0 : -alpha * t)
      let phase = beta * t
      let (sine, c) =
        abs(phase) <= InlineMath.sineCosineKernelBound
        ? InlineMath.sineCosine(phase) : Spring.distantSineCosine(frequency: beta, time: t)
      // a = e·(C + α·S) with S = sin/β, written with α/β = ζ/√(1 − ζ²), which depends on the
      // spring alone, and e^{−αt}·S as (e/β)·sin, whose division needs only e: neither
      // division waits for the sine/cosine kernel, so neither lengthens the chain from t.
      let ratio = z / root
      let es = (e / beta) * sine
      return Coefficients(
        a: e * (c + ratio * sine), b: es, da: -w * w * es, db: e * (c - ratio * sine))
    } else if q == 0 {
      let e = InlineMath.exponential(-w * t)
      let et = e == 0 ? 0 : e * t  // at t = ∞, 0 (fully decayed) rather than 0·∞ = NaN
      return Coefficients(a: e + w * et, b: et, da: -w * w * et, db: e - w * et)
    } else {
      let gamma = w * root
      // The slow decay rate α − γ, written without the cancellation of ζ − √(ζ² − 1).
      let slow = w / (z + root)
      let e1 = InlineMath.exponential(-slow * t)
      let m = -InlineMath.libmExponentialMinusOne(-2 * gamma * t)  // 1 − e^{−2γt}
      let s = e1 * (m / (2 * gamma))  // e^{−αt}·sinh(γt)/γ
      let c = e1 * (1 - 0.5 * m)  // e^{−αt}·cosh(γt)
      return Coefficients(a: c + alpha * s, b: s, da: -w * w * s, db: c - alpha * s)
    }
  }

  /// sin βt and cos βt for a phase beyond the sine/cosine kernel's fast range, kept out of line
  /// so the common path carries neither the calls nor their register traffic.
  ///
  /// An infinite time has no phase; it gets (0, 0), so that the closed form's terms
  /// e^{−αt}·sin and e^{−αt}·cos are the exact zeros of a fully decayed spring rather than
  /// 0·NaN. Otherwise only an (all but) undamped spring reaches here with βt overflowing; its
  /// motion is periodic, so the time is first reduced modulo the period (fmod is exact).
  @usableFromInline
  @inline(never) @_effects(releasenone)
  static func distantSineCosine(frequency beta: Double, time t: Double) -> (
    sin: Double, cos: Double
  ) {
    if t.isInfinite { return (0, 0) }
    var phase = beta * t
    if !phase.isFinite { phase = beta * t.truncatingRemainder(dividingBy: 2 * Double.pi / beta) }
    return InlineMath.sineCosine(phase)
  }

  /// The skeleton's name for ``coefficients(at:)``, kept so code written against it still builds.
  @inlinable
  func coefficients(time: Double) -> Coefficients { coefficients(at: time) }
}

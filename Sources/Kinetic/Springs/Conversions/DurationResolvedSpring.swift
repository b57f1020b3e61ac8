/// The springs built from a duration and a damping ratio by Framer's duration-based resolution:
/// the undamped frequency ω at which the spring's envelope falls to ε = 0.001 of the change at
/// `duration`, mass 1, found by Newton's method from ω = 5/duration. Motion (framer-motion)
/// builds its `{ duration, bounce }` springs this way (`findSpring` in
/// packages/motion-dom/src/animation/generators/spring.ts, "ported from the Framer
/// implementation of duration-based spring resolution"), so
/// ``motion(duration:bounce:velocity:)`` is Motion's own rule.
///
/// ``uiKit(duration:dampingRatio:velocity:)`` is UIKit's rule as public reverse engineering
/// shows it, not as Apple documents it (Apple publishes no rule). A public decompilation of
/// iOS 26.1's UIKitCore (EthanArbuckle/iPhone18-3_26.1_23B85_Restore,
/// System/Library/PrivateFrameworks/UIKitCore.framework/UIKitCore/UIViewSpringAnimationState.mm)
/// shows `UIView.animate(withDuration:…usingSpringWithDamping:initialSpringVelocity:…)`
/// building its spring in `generateSpringPropertiesForDuration:damping:velocity:` as mass 1 and
/// `parametersOfSpringAnimation(…, duration, damping, mass, velocity, 0.001)`; the body of that
/// function is not in the dump, but OpenUXKit (OpenUXKit/OpenUXKit,
/// Sources/OpenUXKit/…/UXViewAnimationContext.m) reimplements the same-named function of
/// UXKit, UIKit's macOS port, from its binary: damping ratio clamped to [FLT_EPSILON, 1],
/// duration to [0.01, 10] s, 12 Newton steps from ω = 5/duration on ε − |(ζω − v)/(ω√(1 − ζ²))
/// · e^{−ζωd}| (ζ < 1) or ((ω − v)·d + 1)·e^{−ωd} ∓ ε (ζ = 1), with v the initial velocity as
/// given (changes per second towards the target) and the exponentials in Float. Kinetic follows
/// that rule in Double. What is not settled: that UIKit's function body is UXKit's (the call
/// site and constants agree), and the Float exponentials (about 1e-7 relative in ω). A
/// measurement on iOS would settle both: `CASpringAnimation` properties (`stiffness`,
/// `damping`) read from the layer's animation after `UIView.animate(withDuration: d, …,
/// usingSpringWithDamping: ζ, initialSpringVelocity: v, …)`, for a grid of d, ζ and v.
public enum DurationResolvedSpring {
  /// The envelope both rules solve for, as a fraction of the change: 0.001.
  public static let epsilon = 0.001

  /// The envelope at `duration` minus ε, and its derivative in ω, for ζ < 1 and ζ = 1 (the
  /// formulas of `findSpring`, including its sign convention for the derivative).
  static func envelope(_ w: Double, ratio z: Double, duration d: Double, velocity v: Double)
    -> (value: Double, slope: Double)
  {
    if z < 1 {
      let decay = w * z
      let damped = w * (1 - z * z).squareRoot()
      let e = InlineMath.exponential(-decay * d)
      let value = epsilon - (decay - v) / damped * e
      let slope =
        (decay * d * v + v - z * z * w * w * d) * e / ((w * w) * (1 - z * z).squareRoot())
      return (value, (-value + epsilon > 0 ? -1 : 1) * slope)
    }
    let e = InlineMath.exponential(-w * d)
    return (-epsilon + e * ((w - v) * d + 1), e * (v - w) * d * d)
  }

  /// Motion's spring for `{ type: "spring", duration, bounce }` (seconds; `velocity` as Motion
  /// passes it to `findSpring`): ζ = clamp(1 − bounce, 0.05, 1), duration clamped to
  /// 0.01…10 s, and ω from 11 Newton steps from 5/duration, exactly as Motion iterates (it
  /// does not always converge, and Motion uses what it reaches). `nil` when Motion would fall
  /// back to its defaults (a NaN frequency).
  public static func motion(duration: Double, bounce: Double, velocity: Double) -> Spring? {
    let z = min(max(1 - bounce, 0.05), 1)
    let d = min(max(duration, 0.01), 10)
    var w = 5 / d
    for _ in 1..<12 {
      let (value, slope) = envelope(w, ratio: z, duration: d, velocity: velocity)
      w -= value / slope
    }
    guard w.isFinite, w > 0 else { return nil }
    let stiffness = w * w
    return try? Spring(
      validating: .massStiffnessDamping(
        mass: 1, stiffness: stiffness, damping: z * 2 * stiffness.squareRoot(),
        allowOverDamping: true))
  }

  /// UIKit's spring for `UIView.animate(withDuration:…usingSpringWithDamping:
  /// initialSpringVelocity:…)` (see the type's discussion for the source and what is not
  /// settled): ζ clamped to [FLT_EPSILON, 1], the duration to [0.01, 10] s, and ω after 12
  /// Newton steps from 5/duration on the envelope equation with ε = 0.001; `velocity` in changes
  /// per second towards the target. As in UIKit, the ω the steps reach is used even where they
  /// have not converged (a large velocity towards the target with a short duration); `nil`
  /// only when it is zero or not finite.
  public static func uiKit(duration: Double, dampingRatio: Double, velocity v: Double) -> Spring? {
    let z = min(max(dampingRatio, Double(Float.ulpOfOne)), 1)
    let d = min(max(duration, 0.01), 10)
    // f(ω) and f′(ω), from the envelope of the motion's sine term for ζ < 1 (its magnitude is
    // |ζω − v|/(ω√(1 − ζ²)) · e^{−ζωt}) and of the critically damped motion for ζ = 1.
    func step(_ w: Double) -> Double {
      if z < 1 {
        let s = (1 - z * z).squareRoot()
        let e = InlineMath.exponential(-z * d * w)
        let amplitude = (z * w - v) / (s * w) * e
        let slope = (v + z * d * v * w - z * z * d * w * w) * e / (s * w * w)
        let f = epsilon - abs(amplitude)
        let df = amplitude <= 0 ? slope : -slope
        return f / df
      }
      let e = InlineMath.exponential(-d * w)
      let f = ((w - v) * d + 1) * e + (w - v < 0 ? epsilon : -epsilon)
      return f / (d * d * (v - w) * e)
    }
    var w = 5 / d
    for _ in 0..<12 { w -= step(w) }
    // Like UIKit (stiffness = ω·ω·m, damping = 2ζ·√(ω²m²)), whatever the steps reach is used,
    // converged or not, and its sign does not matter.
    guard w.isFinite, w != 0 else { return nil }
    let stiffness = w * w
    return try? Spring(
      validating: .massStiffnessDamping(
        mass: 1, stiffness: stiffness, damping: z * 2 * stiffness.squareRoot(),
        allowOverDamping: true))
  }
}

import Kinetic

/// The springs built from a duration and a damping ratio by Framer's duration-based resolution:
/// the undamped frequency ω at which the spring's envelope falls to ε = 0.001 of the change at
/// `duration`, mass 1. Motion (framer-motion) builds its `{ duration, bounce }` springs this way
/// (`findSpring`, `animation/generators/spring/find.ts`, "ported from the Framer implementation
/// of duration-based spring resolution"), so ``motion(duration:bounce:velocity:)`` is Motion's
/// own rule.
///
/// ``uiKit(duration:dampingRatio:velocity:)`` is an approximation, not UIKit's rule. Apple does
/// not publish how `UIView.animate(withDuration:…usingSpringWithDamping:…)` (or
/// `UISpringTimingParameters(dampingRatio:)` in a `UIViewPropertyAnimator`) turns the duration
/// into a spring. The only public pairing of this rule with UIKit found
/// (guillianbalisi/ios-spring-animations, a playground after framer/SpringsExample) plays a
/// UIView spring beside a `CASpringAnimation` built by it, for one setting (3 s, ζ = 0.25),
/// as a visual side-by-side with no measured values, and lets the Core Animation copy run for
/// its `settlingDuration` rather than the UIView duration. Kinetic has not measured UIKit, so
/// the error of this approximation is unknown; what holds by construction is the documented
/// part: damping ratio 1 does not oscillate, and the motion is within 0.001 of the change by
/// `duration` (the envelope bound; the motion itself may settle earlier).
enum DurationResolvedSpring {
  static let epsilon = 0.001

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
  static func motion(duration: Double, bounce: Double, velocity: Double) -> Spring? {
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

  /// Kinetic's approximation of UIKit's spring for a duration, damping ratio (clamped to
  /// (0, 1]) and initial velocity (distances per second), unverified against UIKit (see the
  /// type's discussion): the root of Framer's envelope equation found to full precision by
  /// bisection on ω, or `nil` if there is none.
  static func uiKit(duration: Double, dampingRatio: Double, velocity: Double) -> Spring? {
    let z = min(max(dampingRatio, .leastNormalMagnitude), 1)
    // Motion's convention: the velocity enters as the rate of change of the distance left.
    let v = -velocity
    // ε − envelope for ζ < 1 and envelope − ε for ζ = 1 (find.ts's signs): made to rise with ω.
    let sign = z < 1 ? 1.0 : -1.0
    func f(_ w: Double) -> Double {
      sign * envelope(w, ratio: z, duration: duration, velocity: v).value
    }
    // The envelope at the root falls with ω: bracket from a tiny ω upwards.
    var high = 1.0 / duration
    var steps = 0
    while f(high) < 0 && steps < 200 {
      high *= 2
      steps += 1
    }
    var low = high / 2
    steps = 0
    while f(low) >= 0 && steps < 200 && low > 1e-300 {
      low /= 2
      steps += 1
    }
    guard f(low) < 0, f(high) >= 0 else { return nil }
    for _ in 0..<200 {
      let mid = low + (high - low) / 2
      guard mid > low && mid < high else { break }
      if f(mid) < 0 { low = mid } else { high = mid }
    }
    let stiffness = high * high
    return try? Spring(
      validating: .massStiffnessDamping(
        mass: 1, stiffness: stiffness, damping: z * 2 * stiffness.squareRoot(),
        allowOverDamping: true))
  }
}

/// A spring that ends exactly at `duration`, jumping to its target as Motion's duration-based
/// springs do (`state.done = t >= duration`).
struct CutOffSpring: CustomAnimation {
  let spring: Spring
  /// Changes per second.
  let initialVelocity: Double
  let duration: Double

  func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>)
    -> V?
  {
    guard time < duration else { return nil }
    return spring.value(
      target: value, initialVelocity: value.scaled(by: initialVelocity), time: time)
  }

  func velocity<V: VectorArithmetic>(value: V, time: Double, context: AnimationContext<V>) -> V? {
    guard time < duration else { return .zero }
    return spring.velocity(
      target: value, initialVelocity: value.scaled(by: initialVelocity), time: time)
  }

  func duration<V: VectorArithmetic>(value: V, context: AnimationContext<V>) -> Double? {
    duration
  }
}

import Kinetic

/// A spring animation that starts with a velocity, for `kinetic eval --velocity`.
///
/// The velocity is relative to the change, as SwiftUI's `interpolatingSpring(initialVelocity:)`
/// takes it: an absolute velocity v for a change Δ is `relativeVelocity = v / Δ`, so the offset
/// is `spring.value(target: Δ, initialVelocity: Δ · relativeVelocity, time: t)`.
struct InitialVelocitySpringAnimation: CustomAnimation {
  let spring: Spring
  let relativeVelocity: Double
  /// The time after which the motion counts as finished.
  let settlingTime: Double

  func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>)
    -> V?
  {
    guard time < settlingTime else { return nil }
    // Before the start the animation rests at its start, as Kinetic's spring animation does;
    // the closed form run backwards grows without bound (and overflows to NaN).
    return spring.value(
      target: value, initialVelocity: value.scaled(by: relativeVelocity), time: max(time, 0))
  }

  func velocity<V: VectorArithmetic>(value: V, time: Double, context: AnimationContext<V>) -> V? {
    guard time < settlingTime else { return .zero }
    return spring.velocity(
      target: value, initialVelocity: value.scaled(by: relativeVelocity), time: max(time, 0))
  }

  func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: Double, context: inout AnimationContext<V>
  ) -> Bool { true }
}

/// A spring that ends exactly at `duration`, jumping to its target as Motion's duration-based
/// springs do (`state.done = t >= duration`).
public struct CutOffSpring: CustomAnimation {
  /// The spring followed until `duration`.
  public let spring: Spring
  /// Changes per second.
  public let initialVelocity: Double
  /// Seconds after which the animation is at its target.
  public let duration: Double

  /// `spring` from `initialVelocity` (changes per second), cut off at `duration` seconds.
  public init(spring: Spring, initialVelocity: Double, duration: Double) {
    (self.spring, self.initialVelocity, self.duration) = (spring, initialVelocity, duration)
  }

  /// The spring's value before `duration`, `nil` (finished, at the target) from then on.
  public func animate<V: VectorArithmetic>(
    value: V, time: Double, context: inout AnimationContext<V>
  ) -> V? {
    guard time < duration else { return nil }
    return spring.value(
      target: value, initialVelocity: value.scaled(by: initialVelocity), time: time)
  }

  /// The spring's velocity before `duration`, zero from then on.
  public func velocity<V: VectorArithmetic>(
    value: V, time: Double, context: AnimationContext<V>
  ) -> V? {
    guard time < duration else { return .zero }
    return spring.velocity(
      target: value, initialVelocity: value.scaled(by: initialVelocity), time: time)
  }

  /// `duration`.
  public func duration<V: VectorArithmetic>(value: V, context: AnimationContext<V>) -> Double? {
    duration
  }
}

import Kinetic

/// An ``AndroidInterpolator`` played over a duration, as a `ValueAnimator` plays it: the value
/// is the change scaled by the interpolation of elapsed/duration, held at the interpolator's
/// end (`CycleInterpolator` ends at 0) once the duration is over.
struct AndroidInterpolatorAnimation: CustomAnimation {
  let interpolator: AndroidInterpolator
  /// Seconds, greater than 0.
  let duration: Double

  func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>)
    -> V?
  {
    guard time < duration else { return nil }
    return value.scaled(by: interpolator.value(at: max(time, 0) / duration))
  }

  func velocity<V: VectorArithmetic>(value: V, time: Double, context: AnimationContext<V>) -> V? {
    guard time < duration else { return .zero }
    return value.scaled(by: interpolator.slope(at: max(time, 0) / duration) / duration)
  }

  func duration<V: VectorArithmetic>(value: V, context: AnimationContext<V>) -> Double? {
    duration
  }
}

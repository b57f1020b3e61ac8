import Kinetic

/// An ``AndroidInterpolator`` played over a duration, as a `ValueAnimator` plays it: the value
/// is the change scaled by the interpolation of elapsed/duration, held at the interpolator's
/// end once the duration is over (`ValueAnimator.end()` sets the fraction 1).
///
/// A `CycleInterpolator` ends at sin(2πc), where it started for a whole number of cycles, not
/// at the target: the animation is logically complete at its duration and holds that value,
/// never removed (as a keyframe track that ends away from its change does). The other
/// interpolators end at 1 and are removed then (`BounceInterpolator`'s last arc ends at
/// 1.0000545, a jump of 5.5·10⁻⁵ of the change that Kinetic does not keep).
struct AndroidInterpolatorAnimation: CustomAnimation {
  let interpolator: AndroidInterpolator
  /// Seconds, greater than 0.
  let duration: Double

  func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>)
    -> V?
  {
    guard time < duration else {
      guard case .cycle = interpolator else { return nil }
      context.isLogicallyComplete = true
      return value.scaled(by: interpolator.value(at: 1))
    }
    return value.scaled(by: interpolator.value(at: max(time, 0) / duration))
  }

  func velocity<V: VectorArithmetic>(value: V, time: Double, context: AnimationContext<V>) -> V? {
    guard time < duration else { return .zero }
    return value.scaled(by: interpolator.slope(at: max(time, 0) / duration) / duration)
  }

  func duration<V: VectorArithmetic>(value: V, context: AnimationContext<V>) -> Double? {
    if case .cycle = interpolator { return nil }
    return duration
  }
}

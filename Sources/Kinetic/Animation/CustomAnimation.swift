/// The protocol behind every ``Animation``: a pure function of elapsed time that moves a value
/// from zero to the total change `value`. Mirrors SwiftUI's `CustomAnimation`.
///
/// The animation never sees the start or end values themselves, only the difference
/// "target − start" (`value`). That is what lets an animation be re-aimed mid-flight: the
/// animator adds the returned offset to the start value.
public protocol CustomAnimation: Hashable, Sendable {
  /// The offset from the start value at `time`, or `nil` once the animation has finished.
  ///
  /// - Parameters:
  ///   - value: The total change to animate (target − start).
  ///   - time: Seconds since the animation began; never negative.
  ///   - context: Per-animation state that persists across calls.
  func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>) -> V?

  /// The rate of change of the offset at `time`, in units per second, or `nil` if unknown.
  func velocity<V: VectorArithmetic>(value: V, time: Double, context: AnimationContext<V>) -> V?

  /// Whether this animation, started while `previous` is running, takes `previous` over
  /// (merging: the new animation continues from the current presentation value and velocity)
  /// instead of running alongside it (additive combination).
  func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: Double, context: inout AnimationContext<V>
  ) -> Bool
}

extension CustomAnimation {
  /// By default the velocity is unknown.
  public func velocity<V: VectorArithmetic>(value: V, time: Double, context: AnimationContext<V>) -> V? {
    nil
  }

  /// By default animations combine additively instead of merging.
  public func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: Double, context: inout AnimationContext<V>
  ) -> Bool {
    false
  }
}

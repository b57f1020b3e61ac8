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
  func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>)
    -> V?

  /// The rate of change of the offset at `time`, in units per second, or `nil` if unknown.
  func velocity<V: VectorArithmetic>(value: V, time: Double, context: AnimationContext<V>) -> V?

  /// Whether this animation, started while `previous` is running, takes `previous` over
  /// (merging: the new animation continues from the current presentation value and velocity)
  /// instead of running alongside it (additive combination).
  func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: Double, context: inout AnimationContext<V>
  ) -> Bool

  /// The time at which ``animate(value:time:context:)`` starts returning `nil` for the change
  /// `value` and the state in `context`: `Double.infinity` for an animation that never ends,
  /// `nil` (the default) when the animation cannot tell in advance.
  ///
  /// Kinetic's addition to SwiftUI's protocol. ``Animation/repeatCount(_:autoreverses:)`` uses
  /// it to place each repetition as a pure function of time, and
  /// ``Animation/duration(for:initialVelocity:)`` to choose a time range to plot. Animations
  /// that answer `nil` still work: their duration is then measured once, to 1 ms, by stepping
  /// them on one context.
  func duration<V: VectorArithmetic>(value: V, context: AnimationContext<V>) -> Double?
}

extension CustomAnimation {
  /// By default the velocity is unknown.
  public func velocity<V: VectorArithmetic>(value: V, time: Double, context: AnimationContext<V>)
    -> V?
  {
    nil
  }

  /// By default the duration is unknown.
  public func duration<V: VectorArithmetic>(value: V, context: AnimationContext<V>) -> Double? {
    nil
  }

  /// By default animations combine additively instead of merging.
  public func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: Double, context: inout AnimationContext<V>
  ) -> Bool {
    false
  }
}

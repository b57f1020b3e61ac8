/// An animation started `offset` seconds into itself: Compose's
/// `StartOffset(offsetMillis, StartOffsetType.FastForward)` on a `repeatable` or
/// `infiniteRepeatable` (VectorizedRepeatableSpec adds the offset to the play time once, and
/// the animation is shorter by it).
///
/// Kinetic's ``Animation`` has a delay but no way to start late, and SwiftUI has none either,
/// so this is a custom animation that forwards to its base at the shifted time; exporters see
/// it as a custom motion and sample it. It lives in the core, beside the other ecosystems'
/// models, so that a library user gets the same motion the Compose form reads.
public struct FastForwardedAnimation: CustomAnimation {
  /// The animation that is fast-forwarded.
  public let base: Animation
  /// Seconds skipped at the start, ≥ 0.
  public let offset: Double

  /// `base` started `offset` seconds (≥ 0) into itself.
  public init(base: Animation, offset: Double) {
    (self.base, self.offset) = (base, offset)
  }

  /// The base animation at `time + offset`.
  public func animate<V: VectorArithmetic>(
    value: V, time: Double, context: inout AnimationContext<V>
  )
    -> V?
  {
    base.animate(value: value, time: time + offset, context: &context)
  }

  /// The base animation's velocity at `time + offset`.
  public func velocity<V: VectorArithmetic>(value: V, time: Double, context: AnimationContext<V>)
    -> V?
  {
    base.exactVelocity(value: value, time: time + offset, context: context)
  }

  /// The base animation's duration less `offset`, never negative.
  public func duration<V: VectorArithmetic>(value: V, context: AnimationContext<V>) -> Double? {
    base.duration(value: value, context: context).map { max($0 - offset, 0) }
  }
}

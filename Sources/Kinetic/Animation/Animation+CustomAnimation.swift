extension Animation {
  /// The offset from the start at `time` for a total change `value`, or `nil` when finished;
  /// SwiftUI's `animate(value:time:context:)`. Sets `context.isLogicallyComplete`.
  ///
  /// The context's ``AnimationContext/initialVelocity`` is the velocity carried in; a custom
  /// animation inside reads and updates the rest of its state.
  @inlinable
  public func animate<V: VectorArithmetic>(
    value: V, time: Double, context: inout AnimationContext<V>
  ) -> V? {
    let carried = context.initialVelocity
    let sampler = AnimationSampler(self, change: value, initialVelocity: carried, context: context)
    var state = sampler.context
    let sample = sampler.sample(at: time, context: &state)
    if case .custom = sampler.core {
      context = state
      // The core saw the velocity in its own time units; the caller keeps its own.
      if context.initialVelocity != carried { context.initialVelocity = carried }
    }
    context.isLogicallyComplete = sample.isLogicallyComplete
    return sample.isFinished ? nil : sample.offset
  }

  /// The velocity of the offset at `time`, in units per second (see ``animate(value:time:context:)``).
  @inlinable
  public func velocity<V: VectorArithmetic>(value: V, time: Double, context: AnimationContext<V>)
    -> V?
  {
    AnimationSampler(
      self, change: value, initialVelocity: context.initialVelocity, context: context
    )
    .sample(at: time).velocity
  }

  /// Whether this animation, started while `previous` is running, takes it over (merging: it
  /// continues from the presentation value and velocity) instead of adding to it: springs
  /// with ``SpringAnimation/merges``, decays (a fling takes over whatever runs), a custom
  /// animation when it says so, a wrapper when its base does; timing curves, CSS easing and
  /// keyframes never.
  public func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: Double, context: inout AnimationContext<V>
  ) -> Bool {
    var animation = self
    var time = time
    while true {
      switch animation.kind {
      case .timingCurve, .easing, .keyframes: return false
      case .spring(let spring): return spring.merges
      case .decay: return true
      case .custom(let custom):
        return custom.shouldMerge(previous: previous, value: value, time: time, context: &context)
      case .speed(let speed, let base):
        time *= speed
        animation = base
      case .delay(_, let base), .repeating(_, _, let base), .logicallyComplete(_, let base):
        animation = base
      }
    }
  }

  /// The time at which the animation of `value` finishes: `.infinity` when it never does,
  /// `nil` when a custom animation cannot tell (see ``AnimationSampler/removalTime``).
  public func duration<V: VectorArithmetic>(value: V, context: AnimationContext<V>) -> Double? {
    AnimationSampler(
      self, change: value, initialVelocity: context.initialVelocity, context: context
    )
    .removalTime
  }
}

/// Starts the base animation after a delay. offset(t) = 0 for t < delay, base(t − delay) after.
public struct DelayAnimation: CustomAnimation {
  /// The animation being delayed.
  public var base: Animation
  /// The delay in seconds (negative values are treated as 0).
  public var delay: Double

  /// Delays `base` by `delay` seconds.
  public init(base: Animation, delay: Double) {
    self.base = base
    self.delay = delay
  }

  public func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>) -> V? {
    let d = max(delay, 0)
    if time < d { return .zero }
    return base.animate(value: value, time: time - d, context: &context)
  }

  public func velocity<V: VectorArithmetic>(value: V, time: Double, context: AnimationContext<V>) -> V? {
    let d = max(delay, 0)
    if time < d { return .zero }
    return base.velocity(value: value, time: time - d, context: context)
  }

  public func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: Double, context: inout AnimationContext<V>
  ) -> Bool {
    base.shouldMerge(previous: previous, value: value, time: time, context: &context)
  }
}

/// Plays the base animation `speed` times faster: offset(t) = base(t · speed).
public struct SpeedAnimation: CustomAnimation {
  /// The animation being sped up or slowed down.
  public var base: Animation
  /// The speed factor; must be positive (non-positive speeds finish at once).
  public var speed: Double

  /// Plays `base` at `speed` times its normal rate.
  public init(base: Animation, speed: Double) {
    self.base = base
    self.speed = speed
  }

  public func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>) -> V? {
    guard speed > 0 else { return nil }
    return base.animate(value: value, time: time * speed, context: &context)
  }

  public func velocity<V: VectorArithmetic>(value: V, time: Double, context: AnimationContext<V>) -> V? {
    guard speed > 0 else { return .zero }
    return base.velocity(value: value, time: time * speed, context: context)?.scaled(by: speed)
  }

  public func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: Double, context: inout AnimationContext<V>
  ) -> Bool {
    base.shouldMerge(previous: previous, value: value, time: time * speed, context: &context)
  }
}

extension Animation {
  /// Delays the start of this animation by `delay` seconds.
  public func delay(_ delay: Double) -> Animation {
    Animation(DelayAnimation(base: self, delay: delay))
  }

  /// Plays this animation `speed` times faster (2 halves its duration).
  public func speed(_ speed: Double) -> Animation {
    Animation(SpeedAnimation(base: self, speed: speed))
  }
}

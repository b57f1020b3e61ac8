/// Starts the base animation after a delay. offset(t) = 0 for t < delay, base(t − delay) after.
///
/// Modifiers apply outwards, as in SwiftUI: in `.delay(d).speed(s)` the delay is part of what is
/// sped up (it lasts d/s seconds); in `.speed(s).delay(d)` it lasts d seconds.
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

  /// Zero during the delay, then the base animation shifted by the delay.
  public func animate<V: VectorArithmetic>(
    value: V, time: Double, context: inout AnimationContext<V>
  ) -> V? {
    let d = max(delay, 0)
    if time < d { return .zero }
    return base.animate(value: value, time: time - d, context: &context)
  }

  /// Zero during the delay, then the base animation's velocity.
  public func velocity<V: VectorArithmetic>(value: V, time: Double, context: AnimationContext<V>)
    -> V?
  {
    let d = max(delay, 0)
    if time < d { return .zero }
    return base.velocity(value: value, time: time - d, context: context)
  }

  /// Merges when the base animation would.
  public func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: Double, context: inout AnimationContext<V>
  ) -> Bool {
    base.shouldMerge(previous: previous, value: value, time: time, context: &context)
  }

  /// The base duration plus the delay.
  public func duration<V: VectorArithmetic>(value: V, context: AnimationContext<V>) -> Double? {
    base.duration(value: value, context: context).map { $0 + max(delay, 0) }
  }
}

/// Plays the base animation `speed` times faster: offset(t) = base(t · speed), velocity
/// speed · base′(t · speed).
///
/// A merged initial velocity (``AnimationContext/initialVelocity``) is given to the base in its
/// own time units (divided by `speed`), so that the sped-up motion starts with the velocity the
/// animator measured.
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

  /// The base animation at `time · speed`.
  public func animate<V: VectorArithmetic>(
    value: V, time: Double, context: inout AnimationContext<V>
  ) -> V? {
    guard speed > 0 else {
      context.isLogicallyComplete = true
      return nil
    }
    let carried = context.initialVelocity
    if carried == .zero { return base.animate(value: value, time: time * speed, context: &context) }
    context.initialVelocity = carried.scaled(by: 1 / speed)
    defer { context.initialVelocity = carried }
    return base.animate(value: value, time: time * speed, context: &context)
  }

  /// `speed` times the base velocity at `time · speed`.
  public func velocity<V: VectorArithmetic>(value: V, time: Double, context: AnimationContext<V>)
    -> V?
  {
    guard speed > 0 else { return .zero }
    var inner = context
    let carried = context.initialVelocity
    if carried != .zero { inner.initialVelocity = carried.scaled(by: 1 / speed) }
    return base.velocity(value: value, time: time * speed, context: inner)?.scaled(by: speed)
  }

  /// Merges when the base animation would.
  public func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: Double, context: inout AnimationContext<V>
  ) -> Bool {
    base.shouldMerge(previous: previous, value: value, time: time * speed, context: &context)
  }

  /// The base duration divided by the speed (0 for a non-positive speed).
  public func duration<V: VectorArithmetic>(value: V, context: AnimationContext<V>) -> Double? {
    guard speed > 0 else { return 0 }
    var inner = context
    let carried = context.initialVelocity
    if carried != .zero { inner.initialVelocity = carried.scaled(by: 1 / speed) }
    return base.duration(value: value, context: inner).map { $0 / speed }
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

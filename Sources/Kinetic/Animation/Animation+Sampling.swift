extension Animation {
  /// The animated value at `time` for a change from `from` to `to`, evaluated on a fresh context:
  /// `from + animate(value: to − from, time:)`, `from` before time 0 and `to` once finished.
  ///
  /// Sampling helper for plots and the CLI; an ``Animator`` does the same while handling
  /// retargets.
  ///
  /// - Parameters:
  ///   - from: The start value.
  ///   - to: The target value.
  ///   - initialVelocity: The velocity already present at time 0, in units per second (see
  ///     ``AnimationContext/initialVelocity``); honoured by springs.
  ///   - time: Seconds since the start.
  // Inlinable, with the helpers below, so that a sample specialises for the value type (see
  // ``animate(value:time:context:)``).
  @inlinable
  public func value<V: VectorArithmetic>(
    from: V, to: V, initialVelocity: V = .zero, at time: Double
  ) -> V {
    guard time >= 0 else { return from }
    var context = Self.context(initialVelocity: initialVelocity)
    guard let offset = animate(value: to - from, time: time, context: &context) else { return to }
    return from + offset
  }

  /// The velocity at `time` of the motion sampled by ``value(from:to:initialVelocity:at:)``,
  /// in units per second: zero before time 0 and once finished.
  ///
  /// Every built-in animation reports its velocity analytically. For a ``CustomAnimation`` that
  /// returns `nil` from `velocity`, it is estimated by a central difference of `animate` with
  /// step 1e-6·max(1, t) (one-sided at the start).
  @inlinable
  public func velocity<V: VectorArithmetic>(
    from: V, to: V, initialVelocity: V = .zero, at time: Double
  ) -> V {
    guard time >= 0 else { return .zero }
    let change = to - from
    if box.springAnimation != nil || box.timingCurve != nil {
      // Both report zero velocity exactly when `animate` would return `nil` on the same fresh
      // context, so the finished check below would only repeat the evaluation.
      return builtInVelocity(of: change, time: time, initialVelocity: initialVelocity)
    }
    var context = Self.context(initialVelocity: initialVelocity)
    guard animate(value: change, time: time, context: &context) != nil else { return .zero }
    return Self.velocity(
      of: self, value: change, time: time, context: Self.context(initialVelocity: initialVelocity))
  }

  /// Whether the motion sampled by ``value(from:to:initialVelocity:at:)`` is logically complete
  /// at `time` (see ``AnimationContext/isLogicallyComplete``); `true` once finished.
  @inlinable
  public func isLogicallyComplete<V: VectorArithmetic>(
    from: V, to: V, initialVelocity: V = .zero, at time: Double
  ) -> Bool {
    guard time >= 0 else { return false }
    var context = Self.context(initialVelocity: initialVelocity)
    guard animate(value: to - from, time: time, context: &context) != nil else { return true }
    return context.isLogicallyComplete
  }

  /// The time, in seconds, at which the animation of `change` finishes (after which the value
  /// is the target); `nil` when it never finishes (`repeatForever`, an undamped spring).
  ///
  /// Built-in animations answer exactly (``CustomAnimation/duration(value:context:)``). For a
  /// ``CustomAnimation`` that does not report its duration, the animation is stepped on one
  /// context every millisecond for up to 120 s and the first time it returns `nil` is reported
  /// (so to within 1 ms), or `nil` if it is still running then.
  public func duration<V: VectorArithmetic>(for change: V, initialVelocity: V = .zero) -> Double? {
    var context = Self.context(initialVelocity: initialVelocity)
    if let known = duration(value: change, context: context) {
      return known.isFinite ? max(known, 0) : nil
    }
    for step in 0...120_000 {
      let time = Double(step) * 1e-3
      if animate(value: change, time: time, context: &context) == nil { return time }
    }
    return nil
  }

  /// The velocity of a built-in animation of `change` at `time` on a fresh context.
  @inlinable
  func builtInVelocity<V: VectorArithmetic>(of change: V, time: Double, initialVelocity: V) -> V {
    velocity(value: change, time: time, context: Self.context(initialVelocity: initialVelocity))
      ?? .zero
  }

  /// A fresh context carrying `initialVelocity` (and nothing else when it is zero).
  @inlinable
  static func context<V: VectorArithmetic>(initialVelocity: V) -> AnimationContext<V> {
    var context = AnimationContext<V>()
    if initialVelocity != .zero { context.initialVelocity = initialVelocity }
    return context
  }

  /// The velocity of `animation` at `time`: its own answer, or a central-difference estimate on
  /// copies of `context` when it has none.
  @inlinable
  static func velocity<V: VectorArithmetic>(
    of animation: Animation, value: V, time: Double, context: AnimationContext<V>
  ) -> V {
    if let velocity = animation.velocity(value: value, time: time, context: context) {
      return velocity
    }
    let h = 1e-6 * max(1, abs(time))
    let lower = max(time - h, 0)
    let upper = time + h
    var first = context
    var second = context
    let a = animation.animate(value: value, time: lower, context: &first) ?? value
    let b = animation.animate(value: value, time: upper, context: &second) ?? value
    return (b - a).scaled(by: 1 / (upper - lower))
  }
}

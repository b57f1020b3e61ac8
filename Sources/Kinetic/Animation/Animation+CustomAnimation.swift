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

  /// The velocity of the offset at `time`, in units per second, where SwiftUI reports one:
  /// SwiftUI's `velocity(value:time:context:)`, which is `nil` for a timing curve (CSS easing
  /// included) and for a delayed, sped-up, repeated or `logicallyComplete(after:)` animation
  /// (OpenSwiftUI `BezierAnimation.swift` has no `velocity`; `CustomAnimationModifier.swift`'s
  /// default is `nil`, which `DelayAnimation`, `SpeedAnimation` and `RepeatAnimation` keep),
  /// the custom animation's own answer for a custom animation, and the velocity of springs,
  /// ``default`` (forwarding to its spring, OpenSwiftUI `DefaultAnimation.swift`), keyframes
  /// and decays.
  ///
  /// A spring merging into a timing curve therefore inherits no velocity, as in SwiftUI
  /// (``Animator``, automatic policy). The exact velocity of every kind is
  /// ``exactVelocity(value:time:context:)``.
  public func velocity<V: VectorArithmetic>(value: V, time: Double, context: AnimationContext<V>)
    -> V?
  {
    switch kind {
    case .timingCurve, .easing, .delay, .speed, .repeating, .alternating, .logicallyComplete:
      return nil
    case .custom(let custom):
      return custom.velocity(value: value, time: time, context: context)
    case .spring, .default, .keyframes, .decay:
      return exactVelocity(value: value, time: time, context: context)
    }
  }

  /// The exact velocity of the offset at `time`, in units per second, for every kind of
  /// animation (see ``animate(value:time:context:)``): Kinetic's alternative to
  /// ``velocity(value:time:context:)``, which follows SwiftUI in answering `nil` for timing
  /// curves and modified animations.
  @inlinable
  public func exactVelocity<V: VectorArithmetic>(
    value: V, time: Double, context: AnimationContext<V>
  ) -> V? {
    AnimationSampler(
      self, change: value, initialVelocity: context.initialVelocity, context: context
    )
    .sample(at: time).velocity
  }

  /// Whether this animation, started while `previous` is running, takes it over (merging: it
  /// continues from the presentation value) instead of adding to it — SwiftUI's rule:
  /// - a spring with ``SpringAnimation/merges`` (`spring`, `smooth`, `snappy`, `bouncy`,
  ///   `interactiveSpring`) merges into anything (OpenSwiftUI `FluidSpringAnimation.swift`);
  /// - a decay merges into anything (a fling takes over whatever runs);
  /// - a custom animation decides (``CustomAnimation/shouldMerge(previous:value:time:context:)``);
  /// - timing curves, CSS easing, keyframes and `interpolatingSpring` never merge;
  /// - a modified animation (`.delay`, `.speed`, `.repeat…`, `.logicallyComplete(after:)`)
  ///   merges only into one with the same modifier, equal parameters included, whose base its
  ///   own base merges into, at the base's time (`time − delay`, `time · speed`): OpenSwiftUI
  ///   `CustomAnimationModifier.swift`, `DelayAnimation.swift`, `SpeedAnimation.swift`.
  public func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: Double, context: inout AnimationContext<V>
  ) -> Bool {
    var animation = self
    var previous = previous
    var time = time
    while true {
      switch (animation.kind, previous.kind) {
      case (.timingCurve, _), (.easing, _), (.keyframes, _): return false
      // SwiftUI's DefaultAnimation forwards to its base (OpenSwiftUI `DefaultAnimation.swift`).
      case (.default, _): animation = Animation.defaultBase
      case (.spring(let spring), _): return spring.merges
      case (.decay, _): return true
      case (.custom(let custom), _):
        return custom.shouldMerge(previous: previous, value: value, time: time, context: &context)
      case (.delay(let delay, let base), .delay(let other, let previousBase)):
        guard Self.sanitizedDelay(delay) == Self.sanitizedDelay(other) else { return false }
        time = max(0, time - Self.sanitizedDelay(delay))
        (animation, previous) = (base, previousBase)
      case (.speed(let speed, let base), .speed(let other, let previousBase)):
        guard speed == other else { return false }
        time *= speed
        (animation, previous) = (base, previousBase)
      case (.repeating(let count, let autoreverses, let base), .repeating(let c, let a, let pb)):
        guard count == c, autoreverses == a else { return false }
        (animation, previous) = (base, pb)
      case (.alternating(let count, let base), .alternating(let c, let pb)):
        guard count == c else { return false }
        (animation, previous) = (base, pb)
      case (.logicallyComplete(let after, let base), .logicallyComplete(let a, let pb)):
        guard after == a else { return false }
        (animation, previous) = (base, pb)
      case (.delay, _), (.speed, _), (.repeating, _), (.alternating, _), (.logicallyComplete, _):
        return false
      }
    }
  }

  /// This animation as it continues after merging into an animation with the same modifiers
  /// that has run `elapsed` seconds: SwiftUI keeps counting the merged animation's time from
  /// the first one's start (OpenSwiftUI `AnimatableAttribute.swift`, `combine`), so a delay
  /// that has passed is not waited for again and a `logicallyComplete(after:)` counts from the
  /// first start. Kinetic starts the merged run at zero, with what is left of them.
  func continued(after elapsed: Double) -> Animation {
    guard elapsed > 0 else { return self }
    enum Step {
      case delay(Double)
      case speed(Double)
      case logicallyComplete(Double)
    }
    var steps: [Step] = []
    var elapsed = elapsed
    var current = self
    descent: while true {
      switch current.kind {
      case .delay(let delay, let base):
        let delay = Self.sanitizedDelay(delay)
        steps.append(.delay(max(0, delay - elapsed)))
        elapsed = max(0, elapsed - delay)
        current = base
      case .speed(let speed, let base) where speed > 0 && speed.isFinite:
        steps.append(.speed(speed))
        elapsed *= speed
        current = base
      case .logicallyComplete(let after, let base):
        steps.append(.logicallyComplete(after - elapsed))
        current = base
      default:
        break descent
      }
    }
    for step in steps.reversed() {
      switch step {
      case .delay(let delay): current = delay > 0 ? current.delay(delay) : current
      case .speed(let speed): current = current.speed(speed)
      case .logicallyComplete(let after): current = current.logicallyComplete(after: after)
      }
    }
    return current
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

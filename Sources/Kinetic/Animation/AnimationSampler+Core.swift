extension AnimationSampler {
  /// The core's sample at core time `time` (≥ 0 on every path but a custom core's).
  @inlinable
  func sampleCore(at time: Double, context: inout AnimationContext<Value>) -> Sample {
    if case .custom(let custom) = core { return sampleCustom(custom, at: time, context: &context) }
    return closedFormSample(at: time) ?? removed
  }

  /// The sample of a built-in core, which reads no context; `nil` for a custom core.
  @inlinable
  func closedFormSample(at time: Double) -> Sample? {
    switch core {
    case .timingCurve(let curve, let duration):
      guard time < duration else { return removed }
      // One solve for both (bit for bit value(at:) and derivative(at:)).
      let (value, slope) = curve.valueAndDerivative(at: max(time, 0) / duration)
      return Self.curveSample(change: change, value: value, slope: slope, duration: duration)
    case .easing(let function, let duration):
      guard time < duration else { return removed }
      let (value, slope) = function.valueAndRightVelocity(at: max(time, 0) / duration)
      return Self.curveSample(change: change, value: value, slope: slope, duration: duration)
    case .spring(let spring, let velocity, let completion):
      return Self.springSample(
        spring, change: change, velocity: velocity, completion: completion, at: time)
    case .deferredSpring(let spring, let velocity, let proven, let completion):
      return Self.springSample(
        spring, change: change, velocity: velocity,
        completion: max(time, 0) < proven
          ? SpringAnimation.completion(before: proven, of: spring)
          : completion.completion(of: spring, change: change, velocity: velocity),
        at: time)
    case .blendedSpring(let blend, let velocity, let completion):
      let t = max(time, 0)
      guard t < completion.removed else { return removed }
      let motion = blend.motion(target: change, initialVelocity: velocity, time: t)
      return running(
        offset: motion.value, velocity: motion.velocity,
        isLogicallyComplete: t >= completion.logicallyComplete)
    case .swiftUISpring(let integrator, let velocity):
      let sample = integrator.sample(change: change, initialVelocity: velocity, time: time)
      guard !sample.isRemoved else { return removed }
      return running(
        offset: sample.offset, velocity: sample.velocity,
        isLogicallyComplete: sample.isLogicallyComplete)
    case .keyframes(let resolved):
      return Self.keyframesSample(resolved.path, change: change, at: time)
    case .decay(let decay, let completion):
      let t = max(time, 0)
      guard t < completion.removed else { return removed }
      let motion = DecayAnimation(decay: decay).motion(change: change, time: t)
      return running(
        offset: motion.offset, velocity: motion.velocity,
        isLogicallyComplete: t >= completion.logicallyComplete)
    case .custom:
      return nil
    case .finished:
      return removed
    }
  }

  /// A keyframe path's velocity in units per second, for its `rate` in fractions of the change
  /// per second: exactly zero for no change or no rate (so an infinite rate of a zero change is
  /// not NaN).
  @inlinable
  func keyframeVelocity(rate: Double) -> Value { Self.keyframeVelocity(change: change, rate: rate) }

  /// ``keyframeVelocity(rate:)`` for `change`.
  @inlinable
  static func keyframeVelocity(change: Value, rate: Double) -> Value {
    change == .zero || rate == 0 ? .zero : change.scaled(by: rate)
  }

  /// A keyframe core's sample at core time `time` (clamped to ≥ 0): change·p(t) and
  /// change·p′(t) for the track's path p in fractions of the change, until the path's removal
  /// time; logically complete from the path's end on. What a sampler and a one-shot sample of a
  /// keyframes animation (``sample(of:change:initialVelocity:at:)``) both evaluate: one binary
  /// search and one closed form.
  @inlinable
  static func keyframesSample(_ path: KeyframePath<Double>, change: Value, at time: Double)
    -> Sample
  {
    let t = max(time, 0)
    guard t < path.removalTime else { return removed(change: change) }
    let (fraction, rate) = path.fractionSample(at: t)
    return Sample(
      offset: change.scaled(by: fraction),
      velocity: keyframeVelocity(change: change, rate: rate), isFinished: false,
      isLogicallyComplete: t >= path.duration)
  }

  /// A curve's running sample: the change scaled by the curve's `value` at the progress, and
  /// its `slope` (per unit of progress) turned into units per second over `duration`.
  @inlinable
  static func curveSample(change: Value, value: Double, slope: Double, duration: Double) -> Sample {
    Sample(
      offset: change.scaled(by: value),
      velocity: change == .zero ? .zero : change.scaled(by: slope / duration),
      isFinished: false, isLogicallyComplete: false)
  }

  /// A spring core's sample at core time `time` ≥ 0: the closed form until `completion.removed`,
  /// then the change at rest.
  @inlinable
  static func springSample(
    _ spring: Spring, change: Value, velocity: Value, completion: Spring.Completion,
    at time: Double
  ) -> Sample {
    let t = max(time, 0)
    guard t < completion.removed else { return removed(change: change) }
    let motion = spring.motion(target: change, initialVelocity: velocity, time: t)
    return Sample(
      offset: motion.value, velocity: motion.velocity, isFinished: false,
      isLogicallyComplete: t >= completion.logicallyComplete)
  }

  /// A running sample.
  @inlinable
  func running(offset: Value, velocity: Value, isLogicallyComplete: Bool) -> Sample {
    Sample(
      offset: offset, velocity: velocity, isFinished: false,
      isLogicallyComplete: isLogicallyComplete)
  }

  /// The removed motion: the change, at rest, complete.
  @inlinable
  var removed: Sample { Self.removed(change: change) }

  /// The removed motion of `change`: the change, at rest, complete.
  @inlinable
  static func removed(change: Value) -> Sample {
    Sample(offset: change, velocity: .zero, isFinished: true, isLogicallyComplete: true)
  }

  /// Before the start (negative time): no offset, at rest, not complete.
  @inlinable
  static var notStarted: Sample {
    Sample(offset: .zero, velocity: .zero, isFinished: false, isLogicallyComplete: false)
  }

  /// A custom core: its `animate` on `context`, its own velocity on the context as it was
  /// before the call, or, when it has none, a central difference of `animate` with step
  /// 1e-6·max(1, t) (one-sided at the start) on copies of that context.
  @usableFromInline
  func sampleCustom<Custom: CustomAnimation>(
    _ custom: Custom, at time: Double, context: inout AnimationContext<Value>
  ) -> Sample {
    let before = context
    context.logicallyComplete = false
    guard let offset = custom.animate(value: change, time: time, context: &context) else {
      return removed
    }
    let velocity: Value
    if let known = custom.velocity(value: change, time: time, context: before) {
      velocity = known
    } else {
      let h = 1e-6 * max(1, abs(time))
      let lower = max(time - h, 0)
      let upper = time + h
      var first = before
      var second = before
      let a = custom.animate(value: change, time: lower, context: &first) ?? change
      let b = custom.animate(value: change, time: upper, context: &second) ?? change
      velocity = (b - a).scaled(by: 1 / (upper - lower))
    }
    return running(
      offset: offset, velocity: velocity, isLogicallyComplete: context.isLogicallyComplete)
  }
}

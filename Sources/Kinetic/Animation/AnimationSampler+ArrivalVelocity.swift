extension AnimationSampler {
  /// The velocity the motion arrives with at its end: the limit of ``sample(at:)``'s velocity
  /// as time rises to ``removalTime`` (where the sample itself is already removed, at rest).
  ///
  /// Exact where sampling just before the end only approaches it. A timing curve arrives with
  /// its end slope: 0 for `easeInOut`, +∞ at a vertical tangent such as `circularEaseIn`'s or a
  /// Bezier's with x2 = 1 and y2 ≠ 1, where a sample one ulp before the end reads about 10⁸.
  /// A keyframe track arrives with its last segment's end velocity; steps and `linear(…)`
  /// easings with their last piece's slope; springs and decays with their closed form's
  /// velocity at the removal time (SwiftUI's fixed-step engine with its last step's). Delays
  /// keep the velocity and speeds scale it; a repetition arrives as its last pass does, and a
  /// last return pass with the reverse of its base's end velocity when mirrored (SwiftUI's
  /// `autoreverses`) or of its start velocity when time runs backwards (CSS `alternate`).
  ///
  /// `nil` when the motion is never removed, when its removal time is unknown (a custom
  /// animation) and when it is finished from the start.
  public var arrivalVelocity: Value? {
    guard let removal = removalTime, removal > 0, removal < .infinity else { return nil }
    // One walk down the layers, as a sample takes (no recursion, so any depth of nesting):
    // speeds and reversals multiply into one factor; below a time-reversed last pass the
    // motion is followed back to its start instead of its end.
    var factor = 1.0
    var toStart = false
    for layer in layers {
      switch layer {
      case .delay(let delay):
        // Before the base starts, it stands still.
        if toStart && delay > 0 { return .zero }
      case .logicallyComplete:
        break
      case .speed(let speed):
        guard speed > 0, speed < .infinity else { return nil }
        factor *= speed
      case .repeating(let count, let returnPass, let length, _, _):
        // Towards the start, the first pass runs forwards: nothing changes.
        if toStart { break }
        guard let count, count >= 1, length > 0, length < .infinity else { return nil }
        guard returnPass != .none && (count - 1) % 2 == 1 else { break }
        // The last pass returns: mirrored, it arrives with minus its base's end velocity;
        // time-reversed, with minus its base's start velocity.
        factor = -factor
        if returnPass == .timeReversed { toStart = true }
      }
    }
    let velocity = toStart ? coreDepartureVelocity : coreArrivalVelocity
    return velocity.map { factor == 1 ? $0 : $0.scaled(by: factor) }
  }

  /// The core's velocity at time 0, as time rises from it.
  var coreDepartureVelocity: Value? {
    if case .custom = core { return nil }
    return closedFormSample(at: 0)?.velocity
  }

  /// The core's arrival velocity at its own end.
  var coreArrivalVelocity: Value? {
    switch core {
    case .timingCurve(let curve, let duration):
      return Self.curveSample(
        change: change, value: 1, slope: curve.derivative(at: 1), duration: duration
      )
      .velocity
    case .easing(let function, let duration):
      // A Bezier's end slope is its analytic limit; every other easing is piecewise linear or
      // steps, whose last piece's slope the input one ulp before 1 reads exactly.
      let slope =
        function.cubicBezier != nil
        ? function.velocity(at: 1) : function.velocity(at: (1.0).nextDown)
      return Self.curveSample(change: change, value: 1, slope: slope, duration: duration).velocity
    case .spring(let spring, let velocity, let completion):
      guard completion.removed < .infinity else { return nil }
      return spring.motion(target: change, initialVelocity: velocity, time: completion.removed)
        .velocity
    case .deferredSpring(let spring, let velocity, _, let deferred):
      let removal = deferred.completion(of: spring, change: change, velocity: velocity).removed
      guard removal < .infinity else { return nil }
      return spring.motion(target: change, initialVelocity: velocity, time: removal).velocity
    case .blendedSpring(let blend, let velocity, let completion):
      guard completion.removed < .infinity else { return nil }
      return blend.motion(target: change, initialVelocity: velocity, time: completion.removed)
        .velocity
    case .swiftUISpring(let integrator, let velocity):
      let removal = integrator.removalTime(change: change, initialVelocity: velocity)
      guard removal > 0, removal < .infinity else { return nil }
      return integrator.sample(change: change, initialVelocity: velocity, time: removal.nextDown)
        .velocity
    case .decay(let decay, let completion):
      guard completion.removed < .infinity else { return nil }
      return DecayAnimation(decay: decay).motion(change: change, time: completion.removed).velocity
    case .keyframes(let resolved):
      let path = resolved.path
      let removal = path.removalTime
      guard removal < .infinity else { return nil }
      return keyframeVelocity(rate: path.sample(at: removal).velocity)
    case .custom, .finished:
      return nil
    }
  }
}

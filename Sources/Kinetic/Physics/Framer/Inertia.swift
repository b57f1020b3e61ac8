import CKineticMath

/// framer-motion / popmotion's `inertia`: an exponential glide to a target chosen at release,
/// handed to a spring if it crosses `min` or `max`.
///
///     amplitude A = power·velocity,   target = modifyTarget(from + A)  (A = target − from if modified)
///     x(t) = target − A·e^{−t/τ}      (τ = timeConstant, in ms as framer writes it)
///
/// done, and at its target, once |A·e^{−t/τ}| ≤ `restDelta`. Note that `velocity` scales the
/// throw distance; the motion's own initial speed is A/τ. If the glide leaves [min, max], a
/// ``SpringGenerator`` with `bounceStiffness`, `bounceDamping` (mass 1), `restDelta` and
/// `restSpeed` takes over, towards the nearest bound, from the glide's position and velocity. A
/// release outside the bounds springs from the release point with velocity 0, as framer does.
///
/// framer detects the crossing at the first animation frame past the bound and estimates the
/// velocity from the last 5 ms; ``BoundaryCatch/exact`` (the default) hands over at the exact
/// crossing with the exact velocity (C0 and C1), and ``BoundaryCatch/frames(interval:)``
/// reproduces framer's frame-sampled hand-off (10 ms in framer's own keyframe pregeneration).
///
/// Source: motiondivision/motion packages/motion-dom/src/animation/generators/inertia.ts.
public struct Inertia: MotionModel {
  /// How the glide's target is changed before the glide starts (framer's `modifyTarget`,
  /// a function there; the common ones here).
  public enum TargetModifier: Hashable, Sendable {
    /// The nearest multiple of the step (snapping to a grid).
    case snap(to: Double)
    /// The ideal target times a factor.
    case scale(by: Double)

    func callAsFunction(_ ideal: Double) -> Double {
      switch self {
      case .snap(let step): return step > 0 ? (ideal / step).rounded() * step : ideal
      case .scale(let factor): return ideal * factor
      }
    }
  }

  /// Where the glide hands over to the spring at a bound.
  public enum BoundaryCatch: Hashable, Sendable {
    /// At the exact crossing, with the exact velocity.
    case exact
    /// At the first multiple of `interval` seconds past the bound, with framer's velocity
    /// estimate over the last 5 ms.
    case frames(interval: Double)
  }

  /// Multiplies the release velocity into the throw distance (framer's default 0.8).
  public let power: Double
  /// τ in milliseconds (framer's default 325).
  public let timeConstant: Double
  /// The distance to the target at which the glide is done (default 0.5).
  public let restDelta: Double
  /// The bounce spring's speed threshold, or `nil` for framer's default.
  public let restSpeed: Double?
  /// The target modifier, or `nil`.
  public let modifyTarget: TargetModifier?
  /// `min` and `max`.
  public let bounds: MotionBounds
  /// The bounce spring's stiffness (default 500) and damping (default 10).
  public let bounceStiffness: Double, bounceDamping: Double
  /// How the hand-off at a bound is found.
  public let boundaryCatch: BoundaryCatch

  /// An inertia animation with framer's defaults.
  /// - Throws: ``ParameterError`` naming the first bad parameter (power and restDelta finite and
  ///   ≥ 0, timeConstant finite and > 0, min ≤ max, bounce spring parameters valid).
  public init(
    power: Double = 0.8, timeConstant: Double = 325, restDelta: Double = 0.5,
    restSpeed: Double? = nil, modifyTarget: TargetModifier? = nil, min: Double? = nil,
    max: Double? = nil, bounceStiffness: Double = 500, bounceDamping: Double = 10,
    boundaryCatch: BoundaryCatch = .exact
  ) throws(ParameterError) {
    try ParameterError.requireNonNegative("power", power)
    try ParameterError.requirePositive("timeConstant", timeConstant)
    try ParameterError.requireNonNegative("restDelta", restDelta)
    self.bounds = try MotionBounds(lower: min, upper: max)
    self.bounceSpring = try SpringGenerator(
      stiffness: bounceStiffness, damping: bounceDamping, restSpeed: restSpeed,
      restDelta: restDelta)
    if case .frames(let interval) = boundaryCatch {
      try ParameterError.requirePositive("interval", interval)
    }
    self.power = power
    self.timeConstant = timeConstant
    self.restDelta = restDelta
    self.restSpeed = restSpeed
    self.modifyTarget = modifyTarget
    self.bounceStiffness = bounceStiffness
    self.bounceDamping = bounceDamping
    self.boundaryCatch = boundaryCatch
  }

  var tau: Double { timeConstant / 1000 }

  /// The glide's target for a release at `position` with `velocity`.
  public func target(from position: Double, velocity: Double) -> Double {
    let ideal = position + power * velocity
    return modifyTarget.map { $0(ideal) } ?? ideal
  }

  /// The spring that takes over at a bound (framer's bounce spring has mass 1).
  let bounceSpring: SpringGenerator

  /// The glide with no bounds: position and velocity at `t` seconds, and whether done.
  func glide(_ position: Double, _ velocity: Double, _ t: Double)
    -> (value: Double, velocity: Double, done: Bool)
  {
    let target = target(from: position, velocity: velocity)
    let amplitude = target - position
    let delta = -amplitude * exp(-t / tau)
    if abs(delta) <= restDelta { return (target, 0, true) }
    return (target + delta, -delta / tau, false)
  }

  /// The hand-off: when the spring starts, from where and with which velocity, towards which
  /// bound (nil: the glide never leaves the bounds).
  struct HandOff {
    var time: Double
    var start: Double
    var velocity: Double
    var bound: Double
  }

  func nearestBound(_ x: Double) -> Double {
    guard let lower = bounds.lower else { return bounds.upper ?? x }
    guard let upper = bounds.upper else { return lower }
    return abs(lower - x) < abs(upper - x) ? lower : upper
  }

  func handOff(_ position: Double, _ velocity: Double) -> HandOff? {
    if bounds.excludes(position) {
      return HandOff(time: 0, start: position, velocity: 0, bound: nearestBound(position))
    }
    let target = target(from: position, velocity: velocity)
    guard bounds.excludes(target) else { return nil }
    let amplitude = target - position
    let bound = amplitude > 0 ? bounds.upper! : bounds.lower!
    switch boundaryCatch {
    case .exact:
      // target − A·e^{−t/τ} = bound; the glide is not done before (|target − bound| > 0 and
      // the remaining distance there is larger than restDelta only if the bound is reached
      // before the glide ends).
      if abs(target - bound) <= restDelta {
        // The glide is done (and jumps to its target, past the bound) before it reaches the
        // bound: framer then springs back from the target at rest.
        let t = Swift.max(tau * log(abs(amplitude) / restDelta), 0)
        return HandOff(time: t, start: target, velocity: 0, bound: bound)
      }
      let t = tau * log(amplitude / (target - bound))
      return HandOff(time: t, start: bound, velocity: (target - bound) / tau, bound: bound)
    case .frames(let interval):
      var index = 1.0
      while true {
        let t = index * interval
        let g = glide(position, velocity, t)
        if bounds.excludes(g.value) {
          // framer's getGeneratorVelocity: backward difference over 5 ms of the free glide.
          let previous = Swift.max(t - 0.005, 0)
          let earlier = target - amplitude * exp(-previous / tau)
          let v = t > previous ? (g.value - earlier) / (t - previous) : 0
          return HandOff(time: t, start: g.value, velocity: v, bound: nearestBound(g.value))
        }
        if g.done { return nil }
        index += 1
      }
    }
  }

  /// The glide's position, then the bounce spring's.
  public func value(from position: Double, velocity: Double, time: Double) -> Double {
    let t = Swift.max(time, 0)
    if let h = handOff(position, velocity), t >= h.time {
      return bounceSpring.value(from: h.start, to: h.bound, velocity: h.velocity, time: t - h.time)
    }
    return glide(position, velocity, t).value
  }

  /// The glide's velocity A/τ·e^{−t/τ} (units/s), then the bounce spring's; 0 once done.
  public func velocity(from position: Double, velocity: Double, time: Double) -> Double {
    let t = Swift.max(time, 0)
    if let h = handOff(position, velocity), t >= h.time {
      return bounceSpring.velocity(
        from: h.start, to: h.bound, velocity: h.velocity, time: t - h.time)
    }
    return glide(position, velocity, t).velocity
  }

  /// framer's end rule at one instant (checked at each frame): the glide within `restDelta` of
  /// its target, or, after a hand-off, the bounce spring's rule.
  public func isDone(from position: Double, velocity: Double, time: Double) -> Bool {
    let t = Swift.max(time, 0)
    if let h = handOff(position, velocity), t >= h.time {
      return bounceSpring.isDone(from: h.start, to: h.bound, velocity: h.velocity, time: t - h.time)
    }
    return glide(position, velocity, t).done
  }

  /// The final position: the glide's target, or the bound the spring returns to.
  public func finalValue(from position: Double, velocity: Double) -> Double {
    handOff(position, velocity)?.bound ?? target(from: position, velocity: velocity)
  }

  /// τ·ln(|A|/restDelta) for the glide, or the hand-off time plus the bounce spring's rest time.
  public func restTime(from position: Double, velocity: Double) -> Double {
    if let h = handOff(position, velocity) {
      return h.time + bounceSpring.restTime(from: h.start, to: h.bound, velocity: h.velocity)
    }
    let amplitude = abs(target(from: position, velocity: velocity) - position)
    return amplitude <= restDelta ? 0 : tau * log(amplitude / restDelta)
  }
}

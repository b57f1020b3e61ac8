/// framer-motion / popmotion's physics spring generator (`spring({ stiffness, damping, mass,
/// restSpeed, restDelta })`) with its end rule: the animation is done, and reads its target
/// exactly, once the speed is at most `restSpeed` **and** the distance to the target at most
/// `restDelta`.
///
/// Unset thresholds take framer's defaults, which depend on the size of the change: for
/// |to − from| < 5 (a "granular" scale) restSpeed 0.01 and restDelta 0.005, otherwise 2 and
/// 0.5. framer checks the rule at each animation frame (``isDone(from:to:velocity:time:)``), so
/// it can stop at an early frame that happens to fall on a turning point, where the speed is
/// momentarily small; ``restTime(from:to:velocity:)`` is Kinetic's exact end of the same rule,
/// the last time it fails, after which it holds for ever. The motion itself is ``Spring``'s closed
/// form with over-damping allowed (framer's three cases). Velocities are in units per second
/// (framer's `velocity` option, which its code converts to units per millisecond).
///
/// Source: motiondivision/motion packages/motion-dom/src/animation/generators/spring.ts.
public struct SpringGenerator: StoppingSpringModel {
  /// The spring (mass, stiffness, damping).
  public let spring: Spring
  /// The speed threshold in units/s, or `nil` for framer's default.
  public let restSpeed: Double?
  /// The distance threshold, or `nil` for framer's default.
  public let restDelta: Double?

  /// ``spring``, followed until framer's end rule holds.
  public var motionSpring: Spring { spring }

  /// A spring generator with framer's defaults stiffness 100, damping 10, mass 1.
  /// - Throws: ``ParameterError`` unless stiffness and mass are finite and > 0, damping finite
  ///   and ≥ 0, and given thresholds finite and > 0.
  public init(
    stiffness: Double = 100, damping: Double = 10, mass: Double = 1,
    restSpeed: Double? = nil, restDelta: Double? = nil
  ) throws(ParameterError) {
    try ParameterError.requirePositive("stiffness", stiffness)
    try ParameterError.requireNonNegative("damping", damping)
    try ParameterError.requirePositive("mass", mass)
    // framer's `restSpeed ||= default`: 0 means the default too.
    if let restSpeed { try ParameterError.requireNonNegative("restSpeed", restSpeed) }
    if let restDelta { try ParameterError.requireNonNegative("restDelta", restDelta) }
    self.spring = Spring(
      mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true)
    self.restSpeed = restSpeed == 0 ? nil : restSpeed
    self.restDelta = restDelta == 0 ? nil : restDelta
  }

  /// The thresholds in force for a change from `position` to `target`.
  public func thresholds(from position: Double, to target: Double)
    -> (restSpeed: Double, restDelta: Double)
  {
    let granular = abs(target - position) < 5
    return (restSpeed ?? (granular ? 0.01 : 2), restDelta ?? (granular ? 0.005 : 0.5))
  }

  /// framer's end rule at one instant: speed ≤ restSpeed and distance to target ≤ restDelta.
  public func isDone(from position: Double, to target: Double, velocity: Double, time: Double)
    -> Bool
  {
    let (speed, delta) = thresholds(from: position, to: target)
    let x = spring.value(from: position, to: target, velocity: velocity, time: time)
    let v = spring.velocity(from: position, to: target, velocity: velocity, time: time)
    return abs(v) <= speed && abs(target - x) <= delta
  }

  /// The last time framer's rule fails: the later of the exact last time the distance to the
  /// target is ≥ restDelta and the exact last time the speed is ≥ restSpeed.
  ///
  /// The velocity of a spring motion is itself a motion of the same spring (differentiate the
  /// equation of motion), starting at v₀ with acceleration −ω₀²·y₀ − 2ζω₀·v₀, so both times
  /// come from ``Spring/exactSettlingDuration(target:initialVelocity:epsilon:)``.
  public func restTime(from position: Double, to target: Double, velocity: Double) -> Double {
    let (speed, delta) = thresholds(from: position, to: target)
    let y0 = position - target
    let w = spring.angularFrequency
    let a0 = -w * w * y0 - 2 * spring.dampingRatio * w * velocity
    let distanceTime = spring.exactSettlingDuration(
      target: -y0, initialVelocity: velocity, epsilon: delta)
    let speedTime = spring.exactSettlingDuration(
      target: -velocity, initialVelocity: a0, epsilon: speed)
    return max(distanceTime, speedTime)
  }
}

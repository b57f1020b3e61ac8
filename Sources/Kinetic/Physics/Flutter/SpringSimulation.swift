/// Flutter's `SpringSimulation`: a spring (`SpringDescription`: mass, stiffness, damping, over-
/// damping allowed) from a start to an end position, done (Flutter's `isDone`) when both the
/// distance to the end and the speed are below the ``Tolerance``. With `snapToEnd` (Flutter's
/// `snapToEnd`, and what `ScrollSpringSimulation` always does) the position reads the end
/// exactly, and the velocity 0, once done.
///
/// The motion is ``Spring``'s closed form. Source:
/// flutter/packages/flutter/lib/src/physics/spring_simulation.dart.
public struct SpringSimulation: TargetedMotionModel {
  /// The spring.
  public let spring: Spring
  /// When the simulation counts as done.
  public let tolerance: Tolerance
  /// Whether the position snaps to the end once done.
  public let snapToEnd: Bool

  /// A spring simulation of `description`.
  /// - Throws: ``ParameterError`` unless mass and stiffness are finite and > 0 and damping finite
  ///   and ≥ 0.
  public init(
    _ description: FlutterSpringDescription, tolerance: Tolerance = .default,
    snapToEnd: Bool = false
  ) throws(ParameterError) {
    try ParameterError.requirePositive("mass", description.mass)
    try ParameterError.requirePositive("stiffness", description.stiffness)
    try ParameterError.requireNonNegative("damping", description.damping)
    self.spring = description.spring
    self.tolerance = tolerance
    self.snapToEnd = snapToEnd
  }

  func isDone(from position: Double, to target: Double, velocity: Double, time: Double) -> Bool {
    Tolerance.nearZero(
      spring.value(from: position, to: target, velocity: velocity, time: time) - target,
      tolerance.distance)
      && Tolerance.nearZero(
        spring.velocity(from: position, to: target, velocity: velocity, time: time),
        tolerance.velocity)
  }

  /// The spring's position; the end itself once done when ``snapToEnd``.
  public func value(from position: Double, to target: Double, velocity: Double, time: Double)
    -> Double
  {
    if snapToEnd && isDone(from: position, to: target, velocity: velocity, time: time) {
      return target
    }
    return spring.value(from: position, to: target, velocity: velocity, time: time)
  }

  /// The spring's velocity; 0 once done when ``snapToEnd``.
  public func velocity(from position: Double, to target: Double, velocity: Double, time: Double)
    -> Double
  {
    if snapToEnd && isDone(from: position, to: target, velocity: velocity, time: time) {
      return 0
    }
    return spring.velocity(from: position, to: target, velocity: velocity, time: time)
  }

  /// The first time Flutter's `isDone` holds (grid of 1 ms, then bisection).
  public func restTime(from position: Double, to target: Double, velocity: Double) -> Double {
    RestSearch.firstTime { self.isDone(from: position, to: target, velocity: velocity, time: $0) }
  }
}

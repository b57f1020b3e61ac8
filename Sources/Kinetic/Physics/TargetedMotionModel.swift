/// A motion from a position to a target with an initial velocity and its own end rule: the
/// spring simulations of other ecosystems (Flutter's `SpringSimulation`, framer-motion's spring
/// generator, Compose's ``SpringSpec`` and ``SnapSpec``), the spring endings
/// (``OvershootClampedSpring``, ``InRangeSpring``) and ``Spring`` itself, whose motion never
/// ends.
///
/// Positions are absolute, velocities in units per second, times in seconds since the start.
public protocol TargetedMotionModel: Hashable, Sendable {
  /// The position `time` seconds after starting at `position` with `velocity` towards `target`.
  func value(from position: Double, to target: Double, velocity: Double, time: Double) -> Double

  /// The velocity, in units per second, of ``value(from:to:velocity:time:)``.
  func velocity(from position: Double, to target: Double, velocity: Double, time: Double)
    -> Double

  /// The time from which the model's end rule counts the motion as finished (`.infinity` if
  /// never).
  func restTime(from position: Double, to target: Double, velocity: Double) -> Double

  /// The time from which the motion stays within `epsilon` of the target: how long a plot
  /// must run to show it whole. By default the ``restTime(from:to:velocity:)``; models that
  /// never end (``Spring``, ``InRangeSpring``) give their exact settling time.
  func settlingTime(from position: Double, to target: Double, velocity: Double, epsilon: Double)
    -> Double
}

extension TargetedMotionModel {
  /// The model's ``restTime(from:to:velocity:)``, whatever `epsilon`.
  public func settlingTime(
    from position: Double, to target: Double, velocity: Double, epsilon: Double
  ) -> Double {
    restTime(from: position, to: target, velocity: velocity)
  }
}

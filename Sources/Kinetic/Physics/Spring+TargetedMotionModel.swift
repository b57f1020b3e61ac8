/// A ``Spring`` as a motion with no end: what SwiftUI's `Spring.value(target:initialVelocity:time:)`
/// and Flutter's `SpringSimulation` give, before any animation decides when to stop.
extension Spring: TargetedMotionModel {
  /// The closed-form position (``value(fromValue:toValue:initialVelocity:time:)``).
  public func value(from position: Double, to target: Double, velocity: Double, time: Double)
    -> Double
  {
    value(fromValue: position, toValue: target, initialVelocity: velocity, time: time)
  }

  /// The closed-form velocity (``velocity(fromValue:toValue:initialVelocity:time:)``).
  public func velocity(from position: Double, to target: Double, velocity: Double, time: Double)
    -> Double
  {
    self.velocity(fromValue: position, toValue: target, initialVelocity: velocity, time: time)
  }

  /// A spring never ends: `.infinity` (0 for a spring already at rest on its target).
  public func restTime(from position: Double, to target: Double, velocity: Double) -> Double {
    position == target && velocity == 0 ? 0 : .infinity
  }

  /// The exact settling time
  /// (``exactSettlingDuration(target:initialVelocity:epsilon:)``): the last time the motion is
  /// `epsilon` or more from the target.
  public func settlingTime(
    from position: Double, to target: Double, velocity: Double, epsilon: Double
  ) -> Double {
    exactSettlingDuration(target: target - position, initialVelocity: velocity, epsilon: epsilon)
  }
}

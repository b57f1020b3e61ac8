/// A motion model that follows a ``Spring``'s closed-form motion until its own end rule says the
/// motion is over, then holds the target at rest.
///
/// The end rule is the model's ``TargetedMotionModel/restTime(from:to:velocity:)``: the first
/// arrival for ``OvershootClampedSpring``, framer's speed-and-distance rule for
/// ``SpringGenerator``, Compose's estimated duration for ``SpringSpec``. The value is the
/// spring's before that time and the target from it on; the velocity drops to 0 there.
public protocol StoppingSpringModel: TargetedMotionModel {
  /// The spring whose motion is followed until the rest time.
  var motionSpring: Spring { get }
}

extension StoppingSpringModel {
  /// The spring's position before the rest time, the target from then on.
  public func value(from position: Double, to target: Double, velocity: Double, time: Double)
    -> Double
  {
    if time >= restTime(from: position, to: target, velocity: velocity) { return target }
    return motionSpring.value(from: position, to: target, velocity: velocity, time: time)
  }

  /// The spring's velocity before the rest time, 0 from then on.
  public func velocity(from position: Double, to target: Double, velocity: Double, time: Double)
    -> Double
  {
    if time >= restTime(from: position, to: target, velocity: velocity) { return 0 }
    return motionSpring.velocity(from: position, to: target, velocity: velocity, time: time)
  }
}

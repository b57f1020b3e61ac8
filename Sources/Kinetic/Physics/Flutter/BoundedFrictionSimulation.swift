/// Flutter's `BoundedFrictionSimulation`: a ``FrictionSimulation`` whose position is clamped to
/// [min, max]. As in Flutter, only the position is clamped: the velocity keeps reporting the
/// unbounded simulation's. Done when the friction simulation is, or when the position is within
/// `tolerance.distance` of either bound.
///
/// Source: flutter/packages/flutter/lib/src/physics/friction_simulation.dart.
public struct BoundedFrictionSimulation: MotionModel {
  /// The unbounded simulation.
  public let friction: FrictionSimulation
  /// The bounds [min, max], both present.
  public let bounds: MotionBounds

  /// A bounded friction simulation.
  /// - Throws: ``ParameterError`` for a bad drag, a NaN bound or min > max.
  public init(drag: Double, min: Double, max: Double, tolerance: Tolerance = .default)
    throws(ParameterError)
  {
    try ParameterError.require("min", min, !min.isNaN, "a number")
    try ParameterError.require("max", max, !max.isNaN, "a number")
    self.friction = try FrictionSimulation(drag: drag, tolerance: tolerance)
    self.bounds = try MotionBounds(lower: min, upper: max)
  }

  var lower: Double { bounds.lower ?? -.infinity }
  var upper: Double { bounds.upper ?? .infinity }

  /// The friction simulation's position clamped to [min, max].
  public func value(from position: Double, velocity: Double, time: Double) -> Double {
    bounds.clamp(friction.value(from: position, velocity: velocity, time: time))
  }

  /// The unbounded simulation's velocity (Flutter does not clamp it).
  public func velocity(from position: Double, velocity: Double, time: Double) -> Double {
    friction.velocity(from: position, velocity: velocity, time: time)
  }

  /// The first time the friction simulation is done or the position is within
  /// `tolerance.distance` of a bound.
  public func restTime(from position: Double, velocity: Double) -> Double {
    let eps = friction.tolerance.distance
    var time = friction.restTime(from: position, velocity: velocity)
    let start = bounds.clamp(position)
    if abs(start - lower) < eps || abs(start - upper) < eps { return 0 }
    // The clamped position is monotone: the first time within eps of the bound ahead.
    if velocity > 0, upper.isFinite {
      time = min(time, friction.timeAtX(upper - eps, from: position, velocity: velocity))
    } else if velocity < 0, lower.isFinite {
      time = min(time, friction.timeAtX(lower + eps, from: position, velocity: velocity))
    }
    return time
  }
}

/// A motion released at a position with a velocity that finds its own end: a fling, a throw, a
/// bounded scroll — a decay in the widest sense (Flutter's `Simulation`, Compose's
/// `DecayAnimationSpec`, framer-motion's `inertia`, UIKit's deceleration).
///
/// A model is a value holding its ecosystem's parameters; position and velocity are given to
/// each call, so one model serves every release. All functions are pure functions of time:
/// positions are absolute, velocities in units per second, times in seconds since release.
///
/// Built-in models: ``ScrollViewDeceleration`` and ``IOSScroll`` (UIKit), ``FrictionSimulation``,
/// ``BoundedFrictionSimulation``, ``GravitySimulation``, ``ClampedSimulation``,
/// ``BouncingScrollSimulation`` and ``ClampingScrollSimulation`` (Flutter),
/// ``ExponentialDecay`` and ``SplineBasedDecay`` (Compose), ``Inertia`` (framer-motion).
public protocol MotionModel: Hashable, Sendable {
  /// The position `time` seconds after release at `position` with `velocity`.
  func value(from position: Double, velocity: Double, time: Double) -> Double

  /// The velocity, in units per second, `time` seconds after release (the exact derivative of
  /// ``value(from:velocity:time:)`` wherever the model's motion is differentiable).
  func velocity(from position: Double, velocity: Double, time: Double) -> Double

  /// The time, in seconds, from which the model's own end rule counts the motion as finished:
  /// `.infinity` when it never ends (0 when it is at rest from the start).
  func restTime(from position: Double, velocity: Double) -> Double

  /// Limits the model keeps the motion within (drawn as rules by `kinetic plot`); none by
  /// default.
  var bounds: MotionBounds { get }
}

extension MotionModel {
  /// No limits.
  public var bounds: MotionBounds { .unbounded }

  /// This model released at `position` with `velocity`, checked: both must be finite.
  public func trajectory(from position: Double, velocity: Double) throws(ParameterError)
    -> Trajectory<Self>
  {
    try ParameterError.requireFinite("from", position)
    try ParameterError.requireFinite("velocity", velocity)
    return Trajectory(model: self, position: position, velocity: velocity)
  }
}

/// A ``MotionModel`` released at a known position and velocity: value and velocity as
/// functions of time alone, as Flutter's `Simulation` gives them.
public struct Trajectory<Model: MotionModel>: Hashable, Sendable {
  /// The model.
  public let model: Model
  /// The position at release.
  public let position: Double
  /// The velocity at release, in units per second.
  public let velocity: Double

  /// The position `time` seconds after release.
  public func value(at time: Double) -> Double {
    model.value(from: position, velocity: velocity, time: time)
  }

  /// The velocity `time` seconds after release, in units per second.
  public func velocity(at time: Double) -> Double {
    model.velocity(from: position, velocity: velocity, time: time)
  }

  /// When the model's end rule counts the motion as finished (see
  /// ``MotionModel/restTime(from:velocity:)``).
  public var restTime: Double { model.restTime(from: position, velocity: velocity) }
}

/// Flutter's `BouncingScrollSimulation`, its model of iOS scrolling: a ``FrictionSimulation``
/// with drag 0.135 (≈ 0.998^1000, UIKit's normal rate) inside [leadingExtent, trailingExtent];
/// when its final position lies past an extent, a spring (a snapping ``SpringSimulation``)
/// takes over at the moment the extent is crossed, from the extent, with the friction
/// simulation's velocity there capped at `maxSpringTransferVelocity` (5000; Flutter caps with
/// `min`, so only velocities towards the trailing extent are capped). A release outside the
/// extents starts the spring at once.
///
/// Source: flutter/packages/flutter/lib/src/widgets/scroll_simulation.dart; the crossing time
/// is solved exactly here where Flutter runs Newton's method.
public struct BouncingScrollSimulation: MotionModel {
  /// The spring back to an extent.
  public let spring: FlutterSpringDescription
  /// The friction simulation's constant deceleration (Flutter uses 1400 for the `fast` rate).
  public let constantDeceleration: Double
  /// When each phase counts as done.
  public let tolerance: Tolerance
  /// [leadingExtent, trailingExtent].
  public let bounds: MotionBounds

  /// Flutter's `maxSpringTransferVelocity`.
  public static let maxSpringTransferVelocity = 5000.0

  /// A bouncing scroll simulation between `leadingExtent` and `trailingExtent`.
  /// - Throws: ``ParameterError`` for bad extents or spring parameters.
  public init(
    leadingExtent: Double, trailingExtent: Double, spring: FlutterSpringDescription,
    constantDeceleration: Double = 0, tolerance: Tolerance = .default
  ) throws(ParameterError) {
    try ParameterError.require("leadingExtent", leadingExtent, !leadingExtent.isNaN, "a number")
    try ParameterError.require("trailingExtent", trailingExtent, !trailingExtent.isNaN, "a number")
    self.bounds = try MotionBounds(
      lower: leadingExtent, upper: trailingExtent, lowerName: "leadingExtent",
      upperName: "trailingExtent")
    self.springSimulation = try SpringSimulation(spring, tolerance: tolerance, snapToEnd: true)
    self.spring = spring
    self.constantDeceleration = constantDeceleration
    self.tolerance = tolerance
    self.friction = try FrictionSimulation(
      drag: 0.135, constantDeceleration: constantDeceleration, tolerance: tolerance)
  }

  let friction: FrictionSimulation

  let springSimulation: SpringSimulation

  /// The phase plan: when the spring starts (−∞: at once, +∞: never), from where, towards
  /// which extent and with what velocity.
  struct Plan {
    var springTime: Double
    var start: Double
    var end: Double
    var velocity: Double
  }

  func plan(_ x0: Double, _ v0: Double) -> Plan {
    let leading = bounds.lower ?? -.infinity
    let trailing = bounds.upper ?? .infinity
    if x0 < leading { return Plan(springTime: -.infinity, start: x0, end: leading, velocity: v0) }
    if x0 > trailing { return Plan(springTime: -.infinity, start: x0, end: trailing, velocity: v0) }
    let finalX = friction.finalX(from: x0, velocity: v0)
    let cap = BouncingScrollSimulation.maxSpringTransferVelocity
    if v0 > 0 && finalX > trailing {
      let t = friction.timeAtX(trailing, from: x0, velocity: v0)
      let v = min(friction.velocity(from: x0, velocity: v0, time: t), cap)
      return Plan(springTime: t, start: trailing, end: trailing, velocity: v)
    }
    if v0 < 0 && finalX < leading {
      let t = friction.timeAtX(leading, from: x0, velocity: v0)
      let v = min(friction.velocity(from: x0, velocity: v0, time: t), cap)
      return Plan(springTime: t, start: leading, end: leading, velocity: v)
    }
    return Plan(springTime: .infinity, start: x0, end: x0, velocity: v0)
  }

  /// The spring phase at `time`, as the spring simulation's arguments (its start, end and
  /// velocity, and the seconds since it took over), or `nil` while the friction phase runs.
  func springPhase(from position: Double, velocity: Double, time: Double)
    -> (start: Double, end: Double, velocity: Double, time: Double)?
  {
    let p = plan(position, velocity)
    guard time > p.springTime else { return nil }
    return (p.start, p.end, p.velocity, time - (p.springTime.isFinite ? p.springTime : 0))
  }

  /// The friction simulation's position until the crossing, then the spring's.
  public func value(from position: Double, velocity: Double, time: Double) -> Double {
    guard let s = springPhase(from: position, velocity: velocity, time: time) else {
      return friction.value(from: position, velocity: velocity, time: time)
    }
    return springSimulation.value(from: s.start, to: s.end, velocity: s.velocity, time: s.time)
  }

  /// The velocity of the phase running at `time`.
  public func velocity(from position: Double, velocity: Double, time: Double) -> Double {
    guard let s = springPhase(from: position, velocity: velocity, time: time) else {
      return friction.velocity(from: position, velocity: velocity, time: time)
    }
    return springSimulation.velocity(from: s.start, to: s.end, velocity: s.velocity, time: s.time)
  }

  /// When the phase running at the time is done: the friction simulation's rest time when no
  /// spring follows, else the spring's (the friction phase is not done before the crossing:
  /// its speed there is above any sensible tolerance).
  public func restTime(from position: Double, velocity: Double) -> Double {
    let p = plan(position, velocity)
    if p.springTime == .infinity { return friction.restTime(from: position, velocity: velocity) }
    let offset = p.springTime.isFinite ? p.springTime : 0
    let frictionDone =
      p.springTime.isFinite
      ? friction.restTime(from: position, velocity: velocity) : .infinity
    if frictionDone <= offset { return frictionDone }
    return offset
      + springSimulation.restTime(from: p.start, to: p.end, velocity: p.velocity)
  }
}

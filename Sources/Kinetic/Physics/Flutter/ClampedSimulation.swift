/// Flutter's `ClampedSimulation`: another simulation with its position clamped to
/// [xMin, xMax] and its velocity to [dxMin, dxMax]; done when the wrapped one is.
///
/// Source: flutter/packages/flutter/lib/src/physics/clamped_simulation.dart.
public struct ClampedSimulation<Base: MotionModel>: MotionModel {
  /// The wrapped simulation.
  public let base: Base
  /// Position limits.
  public let xMin: Double, xMax: Double
  /// Velocity limits, units/s.
  public let dxMin: Double, dxMax: Double

  /// A clamped simulation; the limits default to unbounded.
  /// - Throws: ``ParameterError`` for a NaN limit or a lower limit above its upper one.
  public init(
    _ base: Base, xMin: Double = -.infinity, xMax: Double = .infinity,
    dxMin: Double = -.infinity, dxMax: Double = .infinity
  ) throws(ParameterError) {
    _ = try MotionBounds(lower: xMin, upper: xMax, lowerName: "xMin", upperName: "xMax")
    _ = try MotionBounds(lower: dxMin, upper: dxMax, lowerName: "dxMin", upperName: "dxMax")
    self.base = base
    self.xMin = xMin
    self.xMax = xMax
    self.dxMin = dxMin
    self.dxMax = dxMax
  }

  /// The position limits.
  public var bounds: MotionBounds { MotionBounds(uncheckedLower: xMin, upper: xMax) }

  /// The wrapped position clamped to [xMin, xMax].
  public func value(from position: Double, velocity: Double, time: Double) -> Double {
    min(max(base.value(from: position, velocity: velocity, time: time), xMin), xMax)
  }

  /// The wrapped velocity clamped to [dxMin, dxMax] (as Flutter reports it; not the
  /// derivative of the clamped position).
  public func velocity(from position: Double, velocity: Double, time: Double) -> Double {
    min(max(base.velocity(from: position, velocity: velocity, time: time), dxMin), dxMax)
  }

  /// The wrapped simulation's rest time.
  public func restTime(from position: Double, velocity: Double) -> Double {
    base.restTime(from: position, velocity: velocity)
  }
}

/// Flutter's `GravitySimulation`: constant acceleration, x(t) = x₀ + v₀·t + a·t²/2,
/// dx(t) = v₀ + a·t. Done (Flutter's `isDone`) once |x(t)| ≥ `endDistance`.
///
/// Source: flutter/packages/flutter/lib/src/physics/gravity_simulation.dart.
public struct GravitySimulation: MotionModel {
  /// The acceleration a, in units/s² (any sign).
  public let acceleration: Double
  /// The distance from 0 at which the simulation is done, ≥ 0 (`.infinity`: never).
  public let endDistance: Double

  /// A gravity simulation.
  /// - Throws: ``ParameterError`` for a non-finite acceleration or a negative or NaN end distance.
  public init(acceleration: Double, endDistance: Double = .infinity) throws(ParameterError) {
    try ParameterError.requireFinite("acceleration", acceleration)
    try ParameterError.require(
      "endDistance", endDistance, endDistance >= 0, ">= 0 (infinity for never)")
    self.acceleration = acceleration
    self.endDistance = endDistance
  }

  /// x₀ + v₀·t + a·t²/2; negative times are the release state.
  public func value(from position: Double, velocity: Double, time: Double) -> Double {
    let t = max(time, 0)
    return position + velocity * t + acceleration * t * t / 2
  }

  /// v₀ + a·t.
  public func velocity(from position: Double, velocity: Double, time: Double) -> Double {
    velocity + acceleration * max(time, 0)
  }

  /// The first time |x(t)| ≥ `endDistance`: the smallest non-negative root of
  /// x(t) = ±endDistance (stable quadratic formula), `.infinity` if none.
  public func restTime(from position: Double, velocity: Double) -> Double {
    if abs(position) >= endDistance { return 0 }
    if !endDistance.isFinite { return .infinity }
    var first = Double.infinity
    for level in [endDistance, -endDistance] {
      for root in GravitySimulation.roots(
        a: acceleration / 2, b: velocity, c: position - level) where root >= 0
      {
        first = min(first, root)
      }
    }
    return first
  }

  /// Real roots of a·t² + b·t + c, by the cancellation-free form of the quadratic formula.
  static func roots(a: Double, b: Double, c: Double) -> [Double] {
    if a == 0 { return b == 0 ? [] : [-c / b] }
    let disc = b * b - 4 * a * c
    if disc < 0 { return [] }
    let q = -(b + (b >= 0 ? 1 : -1) * disc.squareRoot()) / 2
    if q == 0 { return [0] }
    return [q / a, c / q]
  }
}

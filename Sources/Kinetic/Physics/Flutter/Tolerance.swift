/// Flutter's `Tolerance`: how close to its end a simulation must be to count as done.
///
/// Flutter compares strictly (`|x| < distance`), and so do the Flutter models here.
public struct Tolerance: Hashable, Sendable {
  /// Distance tolerance, in units of position, ≥ 0.
  public let distance: Double
  /// Time tolerance, in seconds, ≥ 0 (kept for fidelity; no built-in model reads it).
  public let time: Double
  /// Velocity tolerance, in units per second, ≥ 0.
  public let velocity: Double

  /// A tolerance; Flutter's defaults are 1e-3 for each.
  /// - Throws: ``ParameterError`` for a negative or non-finite value.
  public init(distance: Double = 1e-3, time: Double = 1e-3, velocity: Double = 1e-3)
    throws(ParameterError)
  {
    try ParameterError.requireNonNegative("distance", distance)
    try ParameterError.requireNonNegative("time", time)
    try ParameterError.requireNonNegative("velocity", velocity)
    self.init(uncheckedDistance: distance, time: time, velocity: velocity)
  }

  init(uncheckedDistance distance: Double, time: Double, velocity: Double) {
    self.distance = distance
    self.time = time
    self.velocity = velocity
  }

  /// Flutter's `Tolerance.defaultTolerance`: 1e-3 in distance, time and velocity.
  public static let `default` = Tolerance(uncheckedDistance: 1e-3, time: 1e-3, velocity: 1e-3)

  /// Flutter's `nearZero`: |value| strictly below `epsilon` (or exactly 0).
  static func nearZero(_ value: Double, _ epsilon: Double) -> Bool {
    abs(value) < epsilon || value == 0
  }
}

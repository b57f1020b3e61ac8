/// Why a physics model (a decay, a scroll simulation, inertia, a velocity tracker) could not be
/// built or started from the values given.
public enum PhysicsError: Error, CustomStringConvertible, Equatable, Sendable {
  /// A parameter is out of its valid range: its name, the value given and what it must be.
  case invalidParameter(name: String, value: Double, requirement: String)
  /// A lower bound above the upper bound, with the names the model gives its bounds
  /// (`min`/`max`, Flutter's `leadingExtent`/`trailingExtent`, `xMin`/`xMax`).
  case invalidBounds(min: Double, max: Double, lowerName: String = "min", upperName: String = "max")

  /// One line naming the parameter, the bad value and the valid range.
  public var description: String {
    switch self {
    case .invalidParameter(let name, let value, let requirement):
      return "invalid parameter '\(name)' = \(value): must be \(requirement)"
    case .invalidBounds(let min, let max, let lowerName, let upperName):
      return "invalid bounds: \(lowerName) (\(min)) must not exceed \(upperName) (\(max))"
    }
  }

  /// Throws ``invalidParameter(name:value:requirement:)`` unless `condition` holds.
  static func require(
    _ name: String, _ value: Double, _ condition: Bool, _ requirement: String
  ) throws(PhysicsError) {
    if !condition { throw .invalidParameter(name: name, value: value, requirement: requirement) }
  }

  /// Throws unless `value` is finite.
  static func requireFinite(_ name: String, _ value: Double) throws(PhysicsError) {
    try require(name, value, value.isFinite, "finite")
  }

  /// Throws unless `value` is finite and > 0.
  static func requirePositive(_ name: String, _ value: Double) throws(PhysicsError) {
    try require(name, value, value.isFinite && value > 0, "finite and > 0")
  }

  /// Throws unless `value` is finite and ≥ 0.
  static func requireNonNegative(_ name: String, _ value: Double) throws(PhysicsError) {
    try require(name, value, value.isFinite && value >= 0, "finite and >= 0")
  }
}

/// Why a spring (or decay) could not be built from the given parameters.
public enum SpringError: Error, CustomStringConvertible, Equatable, Sendable {
  /// A parameter is out of its valid range: its name, the value given and what it must be.
  case invalidParameter(name: String, value: Double, requirement: String)

  /// One line naming the parameter, the bad value and the valid range.
  public var description: String {
    switch self {
    case .invalidParameter(let name, let value, let requirement):
      return "invalid spring parameter '\(name)' = \(value): must be \(requirement)"
    }
  }
}

/// Why a ``ReplicatorSpinner`` could not be built; each case names the offending value.
public enum ReplicatorSpinnerError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The instance count is outside `1...ReplicatorSpinner.maximumInstanceCount`.
  case invalidInstanceCount(Int)
  /// A parameter is not finite or out of its range.
  case invalidParameter(name: String, value: Double, expected: String)

  /// A one-line explanation.
  public var description: String {
    switch self {
    case .invalidInstanceCount(let count):
      "spinner: \(count) replicates; expected 1...\(ReplicatorSpinner.maximumInstanceCount)"
    case .invalidParameter(let name, let value, let expected):
      "spinner: \(name) \(value); expected \(expected)"
    }
  }
}

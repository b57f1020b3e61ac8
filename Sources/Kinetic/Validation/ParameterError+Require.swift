/// The checks the validating initialisers make, each throwing the ``ParameterError`` of the
/// parameter it checks.
extension ParameterError {
  /// Throws the error of `parameter` (given `value`, which must be `valid`) unless `condition`
  /// holds.
  static func require(
    _ parameter: String, _ value: Double, _ condition: Bool, _ valid: String
  ) throws(ParameterError) {
    if !condition { throw ParameterError(parameter: parameter, value: value, valid: valid) }
  }

  /// Throws unless `range` contains `value`; `valid` says the range as messages write it.
  static func require(
    _ parameter: String, _ value: Double, in range: ClosedRange<Double>, _ valid: String
  ) throws(ParameterError) {
    try require(parameter, value, range.contains(value), valid)
  }

  /// Throws unless `value` is finite.
  static func requireFinite(_ parameter: String, _ value: Double) throws(ParameterError) {
    try require(parameter, value, value.isFinite, "finite")
  }

  /// Throws unless `value` is finite and > 0.
  static func requirePositive(_ parameter: String, _ value: Double) throws(ParameterError) {
    try require(parameter, value, value.isFinite && value > 0, "finite and > 0")
  }

  /// Throws unless `value` is finite and ≥ 0.
  static func requireNonNegative(_ parameter: String, _ value: Double) throws(ParameterError) {
    try require(parameter, value, value.isFinite && value >= 0, "finite and >= 0")
  }
}

/// Why a model (a spring, a decay, a scroll simulation, inertia, a velocity tracker) could not
/// be built or started from the values given: the one parameter that was wrong, the value it
/// was given and what it must be.
///
/// Every validating initialiser of the core throws it (`throws(ParameterError)`); the spec
/// forms report it at the argument named ``parameter``.
public struct ParameterError: Error, CustomStringConvertible, Equatable, Sendable {
  /// The parameter's name, as the model's initialiser labels it (`stiffness`, `xMin`).
  public var parameter: String
  /// The value it was given.
  public var value: Double
  /// What it must be, completing "must be …" (`finite and > 0`, `in (0, 1)`).
  public var valid: String

  /// The parameter `parameter`, given `value`, which must be `valid`.
  public init(parameter: String, value: Double, valid: String) {
    (self.parameter, self.value, self.valid) = (parameter, value, valid)
  }

  /// A lower bound above the upper bound, with the names the model gives its bounds
  /// (`min`/`max`, Flutter's `leadingExtent`/`trailingExtent`, `xMin`/`xMax`): the lower
  /// bound is the parameter, which must be at most the upper one.
  public static func invalidBounds(
    min: Double, max: Double, lowerName: String = "min", upperName: String = "max"
  ) -> ParameterError {
    ParameterError(
      parameter: lowerName, value: min, valid: "at most \(upperName) (\(max))")
  }

  /// One line naming the parameter, the bad value and the valid range.
  public var description: String {
    "invalid parameter '\(parameter)' = \(value): must be \(valid)"
  }
}

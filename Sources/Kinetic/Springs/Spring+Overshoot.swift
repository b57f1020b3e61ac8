import CKineticMath

extension Spring {
  /// The time of the first maximum of the step response (0 → 1 from rest), in seconds:
  /// π/(ω₀√(1 − ζ²)) for ζ < 1; nil for ζ ≥ 1, where the response rises monotonically.
  public var peakTime: Double? {
    let q = (1 - dampingRatio) * (1 + dampingRatio)
    guard q > 0 else { return nil }
    return Double.pi / (angularFrequency * q.squareRoot())
  }

  /// How far the step response (0 → 1 from rest) overshoots, as a fraction of the step:
  /// e^{−ζπ/√(1 − ζ²)} for ζ < 1 (1 when undamped), 0 for ζ ≥ 1.
  public var overshoot: Double {
    let q = (1 - dampingRatio) * (1 + dampingRatio)
    guard q > 0 else { return 0 }
    return exp(-dampingRatio * Double.pi / dampingRoot)
  }

  /// The inverse design query: a spring (mass 1) whose step response overshoots by
  /// `overshoot` and whose exact settling time
  /// (``exactSettlingDuration(target:initialVelocity:epsilon:)``, target 1 from rest) is
  /// `settlingDuration`.
  ///
  /// ζ = −ln M / √(π² + ln² M) inverts the overshoot M = e^{−ζπ/√(1 − ζ²)} (M = 0 gives ζ = 1);
  /// the exact settling time of a spring scales as 1/ω₀, so ω₀ = T₁/T with T₁ the settling time
  /// of the same ζ at ω₀ = 1.
  ///
  /// - Parameters:
  ///   - overshoot: M in `0..<1`, a fraction of the step.
  ///   - settlingDuration: T in seconds, > 0.
  ///   - epsilon: The settling tolerance in `(0, 1)`, a fraction of the step.
  /// - Throws: ``ParameterError`` when a parameter is outside its range or the resulting response
  ///   is outside `1e-4...1e4` s.
  public init(overshoot: Double, settlingDuration: Double, epsilon: Double = 0.001)
    throws(ParameterError)
  {
    try ParameterError.require("overshoot", overshoot, overshoot >= 0 && overshoot < 1, "in 0..<1")
    try ParameterError.require(
      "settlingDuration", settlingDuration, settlingDuration.isFinite && settlingDuration > 0,
      "finite and > 0")
    try ParameterError.require("epsilon", epsilon, epsilon > 0 && epsilon < 1, "in (0, 1)")
    let zeta: Double
    if overshoot == 0 {
      zeta = 1
    } else {
      let l = log(overshoot)
      zeta = -l / (Double.pi * Double.pi + l * l).squareRoot()
    }
    let unit = Spring(mass: 1, angularFrequency: 1, dampingRatio: zeta)
    let omega =
      unit.exactSettlingDuration(target: 1, initialVelocity: 0, epsilon: epsilon) / settlingDuration
    let response = 2 * Double.pi / omega
    try ParameterError.require(
      "settlingDuration (resulting response)", response, Spring.responseRange.contains(response),
      "giving a response in 1e-4...1e4 seconds")
    self.init(mass: 1, angularFrequency: omega, dampingRatio: zeta)
  }
}

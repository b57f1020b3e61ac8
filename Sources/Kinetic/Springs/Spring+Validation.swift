extension Spring {
  /// A spring parameterisation, for building a spring with validation.
  public enum Parameters: Hashable, Sendable {
    /// SwiftUI's perceptual form: duration > 0 s, bounce in `(-1, 1]`.
    case durationBounce(duration: Double, bounce: Double)
    /// Response > 0 s and damping ratio ≥ 0.
    case responseDampingRatio(response: Double, dampingRatio: Double)
    /// Mass > 0, stiffness > 0, damping ≥ 0 with a damping ratio ζ = c/(2√(km)) of at most
    /// 1e4; ζ capped at 1 unless `allowOverDamping`.
    case massStiffnessDamping(
      mass: Double, stiffness: Double, damping: Double, allowOverDamping: Bool)
    /// SwiftUI's `Spring(settlingDuration:dampingRatio:epsilon:)`: settling duration in
    /// `0.01...10` s, damping ratio in `1e-3...1`, epsilon in `1e-12...0.5`, and a resulting
    /// response 2π/ω₀ in `1e-4...1e4` s.
    case settlingDuration(settlingDuration: Double, dampingRatio: Double, epsilon: Double)
  }

  /// A spring from `parameters`, or ``ParameterError`` naming the first bad value.
  ///
  /// Unlike the SwiftUI-style initialisers, which clamp, this rejects non-finite values,
  /// non-positive mass, stiffness, response, duration and settling duration, negative damping,
  /// and bounce outside `(-1, 1]`. Values inside the valid range but beyond the clamping
  /// limits (response outside `1e-4...1e4` s, mass outside `1e-6...1e6`, a settling duration,
  /// damping ratio or epsilon outside the ranges of
  /// ``init(settlingDuration:dampingRatio:epsilon:)``, or one whose response would be clamped)
  /// are rejected too, so a validated spring is never silently altered.
  public init(validating parameters: Parameters) throws(ParameterError) {
    switch parameters {
    case .durationBounce(let duration, let bounce):
      try ParameterError.require(
        "duration", duration, in: Spring.responseRange, "in 1e-4...1e4 seconds")
      try ParameterError.require(
        "bounce", bounce, in: Spring.bounceRange, "in \(Spring.bounceRangeDescription)")
      self.init(duration: duration, bounce: bounce)
    case .responseDampingRatio(let response, let ratio):
      try ParameterError.require(
        "response", response, in: Spring.responseRange, "in 1e-4...1e4 seconds")
      try ParameterError.require("dampingRatio", ratio, in: Spring.dampingRatioRange, "in 0...1e4")
      self.init(response: response, dampingRatio: ratio)
    case .massStiffnessDamping(let mass, let stiffness, let damping, let allowOverDamping):
      try ParameterError.require("mass", mass, in: Spring.massRange, "in 1e-6...1e6")
      try ParameterError.require(
        "stiffness", stiffness, stiffness.isFinite && stiffness > 0, "finite and > 0")
      try ParameterError.require(
        "damping", damping, damping.isFinite && damping >= 0, "finite and >= 0")
      let omega = (stiffness / mass).squareRoot()
      try ParameterError.require(
        "response (2π·√(mass/stiffness))", 2 * Double.pi / omega,
        Spring.responseRange.contains(2 * Double.pi / omega), "in 1e-4...1e4 seconds")
      // The damping ratio the initialiser would cap at `dampingRatioRange`'s upper end.
      let zeta = damping / (2 * mass * omega)
      try ParameterError.require(
        "damping ratio (damping/(2·√(mass·stiffness)))", zeta,
        Spring.dampingRatioRange.contains(zeta), "in 0...1e4")
      self.init(
        mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: allowOverDamping)
    case .settlingDuration(let duration, let ratio, let epsilon):
      // Exactly the ranges the initialiser clamps to, and the response it would clamp.
      try ParameterError.require(
        "settlingDuration", duration, in: Spring.swiftUISettlingDurationRange,
        "in 0.01...10 seconds")
      try ParameterError.require(
        "dampingRatio", ratio, in: Spring.settlingDampingRatioRange.lowerBound...1, "in 1e-3...1")
      try ParameterError.require(
        "epsilon", epsilon, in: Spring.settlingEpsilonRange, "in 1e-12...0.5")
      let omega = Spring.swiftUIAngularFrequency(
        settlingDuration: duration, dampingRatio: ratio, epsilon: epsilon)
      try ParameterError.require(
        "response (2π/ω₀ for this settling duration)", 2 * Double.pi / omega,
        omega > 0 && Spring.responseRange.contains(2 * Double.pi / omega), "in 1e-4...1e4 seconds")
      self.init(settlingDuration: duration, dampingRatio: ratio, epsilon: epsilon)
    }
  }

  /// Allowed masses; the SwiftUI-style initialisers clamp to it.
  static let massRange: ClosedRange<Double> = 1e-6...1e6
  /// Allowed responses in seconds; the SwiftUI-style initialisers clamp to it.
  static let responseRange: ClosedRange<Double> = 1e-4...1e4
  /// Allowed damping ratios; the SwiftUI-style initialisers clamp to it.
  static let dampingRatioRange: ClosedRange<Double> = 0...1e4

  /// `value` clamped to `range`, or `fallback` for NaN (±infinity clamps to the nearest end).
  static func sanitized(_ value: Double, in range: ClosedRange<Double>, default fallback: Double)
    -> Double
  {
    value.isNaN ? fallback : min(max(value, range.lowerBound), range.upperBound)
  }
}

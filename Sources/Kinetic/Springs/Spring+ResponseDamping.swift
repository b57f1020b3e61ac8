extension Spring {
  /// A spring with the given response and damping ratio, and mass 1.
  ///
  /// ω₀ = 2π/response, so k = (2π/response)² and c = 4πζ/response.
  ///
  /// - Parameters:
  ///   - response: The period of the undamped oscillation, in seconds; clamped to `1e-4...1e4`
  ///     (NaN becomes 0.5).
  ///   - dampingRatio: ζ ≥ 0; 1 is critical damping. Clamped to `0...1e4` (NaN becomes 1).
  public init(response: Double = 0.5, dampingRatio: Double = 1) {
    let response = Spring.sanitized(response, in: Spring.responseRange, default: 0.5)
    self.init(
      mass: 1, angularFrequency: 2 * Double.pi / response,
      dampingRatio: Spring.sanitized(dampingRatio, in: Spring.dampingRatioRange, default: 1))
  }

  /// The response: 2π/ω₀, the period of the undamped oscillation, in seconds.
  public var response: Double { 2 * Double.pi / angularFrequency }
}

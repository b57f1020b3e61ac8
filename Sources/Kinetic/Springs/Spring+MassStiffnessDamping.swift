extension Spring {
  /// A spring with physical parameters (SwiftUI's `Spring(mass:stiffness:damping:allowOverDamping:)`).
  ///
  /// ω₀ = √(k/m), ζ = c/(2√(km)). Example: `Spring(mass: 1, stiffness: 100, damping: 10)` has
  /// duration 2π/10 ≈ 0.628 s and bounce 0.5.
  ///
  /// - Parameters:
  ///   - mass: m > 0; clamped to `1e-6...1e6` (NaN becomes 1).
  ///   - stiffness: k > 0, in mass/s²; non-positive or NaN stiffness gives the slowest allowed
  ///     spring (response 1e4 s), and the resulting ω₀ is clamped to response `1e-4...1e4` s.
  ///   - damping: c ≥ 0, in mass/s; negative or NaN damping becomes 0.
  ///   - allowOverDamping: When false (SwiftUI's default) the damping ratio is capped at 1.
  public init(
    mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false
  ) {
    let m = Spring.sanitized(mass, in: Spring.massRange, default: 1)
    let k = stiffness.isNaN ? 0 : max(stiffness, 0)
    let c = damping.isNaN ? 0 : max(damping, 0)
    let slowest = 2 * Double.pi / Spring.responseRange.upperBound
    let fastest = 2 * Double.pi / Spring.responseRange.lowerBound
    let omega = min(max((k / m).squareRoot(), slowest), fastest)
    // ζ = c/(2mω₀), written with the clamped ω₀ so that k = 0 cannot divide by zero.
    var zeta = c / (2 * m * omega)
    if !allowOverDamping { zeta = min(zeta, 1) }
    self.init(
      mass: m, angularFrequency: omega,
      dampingRatio: Spring.sanitized(zeta, in: Spring.dampingRatioRange, default: 1))
  }

  /// The stiffness k = m·ω₀², in mass/s².
  public var stiffness: Double { mass * angularFrequency * angularFrequency }

  /// The damping coefficient c = 2ζ·m·ω₀, in mass/s.
  public var damping: Double { 2 * dampingRatio * mass * angularFrequency }
}

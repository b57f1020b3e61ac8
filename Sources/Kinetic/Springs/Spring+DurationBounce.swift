extension Spring {
  /// A spring with the given perceptual duration and bounce, and mass 1 (SwiftUI's
  /// `Spring(duration:bounce:)`).
  ///
  /// The duration is the response (ω₀ = 2π/duration); the damping ratio is ζ = 1 − bounce for
  /// bounce ≥ 0 and ζ = 1/(1 + bounce) for bounce < 0 (overdamped).
  /// Example: `Spring(duration: 0.5, bounce: 0.3)` has k ≈ 157.91, c ≈ 17.59.
  ///
  /// - Parameters:
  ///   - duration: Seconds; clamped to `1e-4...1e4` (NaN becomes 0.5).
  ///   - bounce: In `-1...1`: 0 is critically damped, 1 undamped; clamped to
  ///     ``bounceRange`` (NaN becomes 0).
  public init(duration: Double = 0.5, bounce: Double = 0) {
    let bounce = Spring.sanitized(bounce, in: Spring.bounceRange, default: 0)
    self.init(response: duration, dampingRatio: Spring.dampingRatio(bounce: bounce))
  }

  /// The bounces a spring keeps, `-0.9999...1`: Apple documents bounce down to −1, where the
  /// damping ratio 1/(1 + bounce) is infinite, so the lower end stops just short of it. The
  /// initialiser clamps to it; ``init(validating:)`` and the spec forms refuse what lies outside.
  public static let bounceRange: ClosedRange<Double> = -0.9999...1

  /// ``bounceRange`` as the spec forms' messages write it.
  public static let bounceRangeDescription = "-0.9999...1"

  /// The perceptual duration, in seconds; equal to ``response``.
  public var duration: Double { response }

  /// The bounce: 1 − ζ for ζ ≤ 1, 1/ζ − 1 above (negative: overdamped).
  public var bounce: Double { dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1 }

  /// The damping ratio for a bounce b: 1 − b for b ≥ 0, 1/(1 + b) for −1 < b < 0.
  static func dampingRatio(bounce: Double) -> Double {
    bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
  }
}

extension Spring {
  /// A smooth spring without bounce: duration 0.5 s, bounce 0 (ζ = 1).
  public static let smooth = Spring(duration: 0.5, bounce: 0)

  /// A snappy spring with a little bounce: duration 0.5 s, bounce 0.15.
  public static let snappy = Spring(duration: 0.5, bounce: 0.15)

  /// A bouncy spring: duration 0.5 s, bounce 0.3.
  public static let bouncy = Spring(duration: 0.5, bounce: 0.3)

  /// A smooth spring (bounce 0) with the given duration, plus `extraBounce`.
  ///
  /// - Parameters:
  ///   - duration: Perceptual duration in seconds.
  ///   - extraBounce: Added to the preset's bounce; the sum is clamped as in
  ///     ``init(duration:bounce:)``.
  public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
    Spring(duration: duration, bounce: 0 + extraBounce)
  }

  /// A snappy spring (bounce 0.15) with the given duration, plus `extraBounce`.
  public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
    Spring(duration: duration, bounce: 0.15 + extraBounce)
  }

  /// A bouncy spring (bounce 0.3) with the given duration, plus `extraBounce`.
  public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
    Spring(duration: duration, bounce: 0.3 + extraBounce)
  }
}

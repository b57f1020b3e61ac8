extension Animation {
  /// A smooth spring without bounce: duration 0.5 s, bounce 0 (SwiftUI's `.smooth`); merges.
  public static var smooth: Animation { Animation.smooth() }

  /// A smooth spring (bounce 0) with the given duration, plus `extraBounce`; merges.
  ///
  /// - Parameters:
  ///   - duration: Perceptual duration (the response) in seconds.
  ///   - extraBounce: Added to the preset's bounce of 0.
  public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    .spring(Spring.smooth(duration: duration, extraBounce: extraBounce))
  }

  /// A snappy spring with a little bounce: duration 0.5 s, bounce 0.15 (SwiftUI's `.snappy`).
  public static var snappy: Animation { Animation.snappy() }

  /// A snappy spring (bounce 0.15) with the given duration, plus `extraBounce`; merges.
  ///
  /// - Parameters:
  ///   - duration: Perceptual duration (the response) in seconds.
  ///   - extraBounce: Added to the preset's bounce of 0.15.
  public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    .spring(Spring.snappy(duration: duration, extraBounce: extraBounce))
  }

  /// A bouncy spring: duration 0.5 s, bounce 0.3 (SwiftUI's `.bouncy`); merges.
  public static var bouncy: Animation { Animation.bouncy() }

  /// A bouncy spring (bounce 0.3) with the given duration, plus `extraBounce`; merges.
  ///
  /// - Parameters:
  ///   - duration: Perceptual duration (the response) in seconds.
  ///   - extraBounce: Added to the preset's bounce of 0.3.
  public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    .spring(Spring.bouncy(duration: duration, extraBounce: extraBounce))
  }
}

extension Animation {
  /// A smooth spring without bounce: duration 0.5 s, bounce 0 (SwiftUI's `.smooth`); merges.
  public static var smooth: Animation { Presets.smooth }

  /// A smooth spring (bounce 0) with the given duration, plus `extraBounce`; merges.
  ///
  /// - Parameters:
  ///   - duration: Perceptual duration (the response) in seconds.
  ///   - extraBounce: Added to the preset's bounce of 0.
  public static func smooth(
    duration: Double = SpringDefaults.duration, extraBounce: Double = SpringDefaults.extraBounce
  ) -> Animation {
    .spring(Spring.smooth(duration: duration, extraBounce: extraBounce))
  }

  /// A snappy spring with a little bounce: duration 0.5 s, bounce 0.15 (SwiftUI's `.snappy`).
  public static var snappy: Animation { Presets.snappy }

  /// A snappy spring (bounce 0.15) with the given duration, plus `extraBounce`; merges.
  ///
  /// - Parameters:
  ///   - duration: Perceptual duration (the response) in seconds.
  ///   - extraBounce: Added to the preset's bounce of 0.15.
  public static func snappy(
    duration: Double = SpringDefaults.duration, extraBounce: Double = SpringDefaults.extraBounce
  ) -> Animation {
    .spring(Spring.snappy(duration: duration, extraBounce: extraBounce))
  }

  /// A bouncy spring: duration 0.5 s, bounce 0.3 (SwiftUI's `.bouncy`); merges.
  public static var bouncy: Animation { Presets.bouncy }

  /// A bouncy spring (bounce 0.3) with the given duration, plus `extraBounce`; merges.
  ///
  /// - Parameters:
  ///   - duration: Perceptual duration (the response) in seconds.
  ///   - extraBounce: Added to the preset's bounce of 0.3.
  public static func bouncy(
    duration: Double = SpringDefaults.duration, extraBounce: Double = SpringDefaults.extraBounce
  ) -> Animation {
    .spring(Spring.bouncy(duration: duration, extraBounce: extraBounce))
  }

  /// The presets with their default parameters, built once.
  ///
  /// Why: building a spring animation computes its completion times (a few thousand
  /// instructions); an app that animates with `.smooth` on every change paid that each time
  /// (AnimatorSuite benchmark: a tenth of a retarget's cost).
  private enum Presets {
    static let smooth = Animation.smooth()
    static let snappy = Animation.snappy()
    static let bouncy = Animation.bouncy()
  }
}

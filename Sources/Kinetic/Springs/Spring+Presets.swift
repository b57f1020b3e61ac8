extension Spring {
  /// SwiftUI's spring presets, each a duration of 0.5 s and a bounce: the one table the preset
  /// members below and the spec forms read.
  public enum Preset: String, CaseIterable, Hashable, Sendable {
    /// `smooth`: bounce 0 (ζ = 1).
    case smooth
    /// `snappy`: bounce 0.15.
    case snappy
    /// `bouncy`: bounce 0.3.
    case bouncy

    /// The preset's bounce, to which `extraBounce` is added.
    public var bounce: Double {
      switch self {
      case .smooth: 0
      case .snappy: 0.15
      case .bouncy: 0.3
      }
    }

    /// The preset's spring with the given duration and `extraBounce` added to its bounce (the
    /// sum clamped as in ``Spring/init(duration:bounce:)``).
    public func spring(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
      Spring(duration: duration, bounce: bounce + extraBounce)
    }
  }

  /// A smooth spring without bounce: duration 0.5 s, bounce 0 (ζ = 1).
  public static let smooth = Preset.smooth.spring()

  /// A snappy spring with a little bounce: duration 0.5 s, bounce 0.15.
  public static let snappy = Preset.snappy.spring()

  /// A bouncy spring: duration 0.5 s, bounce 0.3.
  public static let bouncy = Preset.bouncy.spring()

  /// A smooth spring (bounce 0) with the given duration, plus `extraBounce`.
  ///
  /// - Parameters:
  ///   - duration: Perceptual duration in seconds.
  ///   - extraBounce: Added to the preset's bounce; the sum is clamped as in
  ///     ``init(duration:bounce:)``.
  public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
    Preset.smooth.spring(duration: duration, extraBounce: extraBounce)
  }

  /// A snappy spring (bounce 0.15) with the given duration, plus `extraBounce`.
  public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
    Preset.snappy.spring(duration: duration, extraBounce: extraBounce)
  }

  /// A bouncy spring (bounce 0.3) with the given duration, plus `extraBounce`.
  public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
    Preset.bouncy.spring(duration: duration, extraBounce: extraBounce)
  }
}

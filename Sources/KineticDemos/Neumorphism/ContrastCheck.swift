import Kinetic

/// The WCAG 2.x contrast of one label against the surface behind it.
///
/// The label is composited over the surface first (a translucent label shows the surface
/// through), then `ratio = (L_lighter + 0.05) / (L_darker + 0.05)` with `L` the relative
/// luminance, via Kinetic's `Color.contrastRatio(with:)`.
public struct ContrastCheck: Hashable, Sendable {
  /// The WCAG conformance level a ratio reaches for normal-size text.
  public enum Level: String, Hashable, Sendable, Comparable, CaseIterable {
    /// Below 4.5:1: fails.
    case fail
    /// At least 4.5:1 (AA).
    case aa
    /// At least 7:1 (AAA), the level the article aims for.
    case aaa

    /// The level `ratio` reaches.
    public init(ratio: Double) {
      if ratio >= ContrastCheck.enhancedMinimum {
        self = .aaa
      } else if ratio >= ContrastCheck.minimum {
        self = .aa
      } else {
        self = .fail
      }
    }

    /// Orders fail < AA < AAA.
    public static func < (lhs: Level, rhs: Level) -> Bool {
      lhs.rank < rhs.rank
    }

    private var rank: Int {
      switch self {
      case .fail: 0
      case .aa: 1
      case .aaa: 2
      }
    }
  }

  /// WCAG 2.x success criterion 1.4.3 (AA) minimum for normal text: 4.5.
  public static let minimum = 4.5
  /// WCAG 2.x success criterion 1.4.6 (AAA) minimum for normal text: 7.
  public static let enhancedMinimum = 7.0

  /// The label colour as given.
  public var foreground: Color
  /// The (opaque) surface behind the label.
  public var background: Color
  /// The contrast ratio, 1...21.
  public var ratio: Double

  /// Measures `foreground` on `background`.
  public init(foreground: Color, background: Color) {
    self.foreground = foreground
    self.background = background
    self.ratio = foreground.blendedOver(background).contrastRatio(with: background)
  }

  /// The level reached.
  public var level: Level { Level(ratio: ratio) }

  /// Whether the ratio is under 4.5:1 and must be flagged.
  public var isFlagged: Bool { !(ratio >= Self.minimum) }
}

/// Whether a control's hit target meets the 44 × 44 pt minimum of Apple's Human Interface
/// Guidelines.
public struct HitTargetCheck: Hashable, Sendable {
  /// The minimum width and height of a hit target, in points.
  public static let minimumSide = 44.0

  /// The hit target's width in points.
  public var width: Double
  /// The hit target's height in points.
  public var height: Double

  /// Checks a `width` × `height` pt target.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// Whether either side is under 44 pt (or not a number) and must be flagged.
  public var isFlagged: Bool { !(width >= Self.minimumSide && height >= Self.minimumSide) }
}

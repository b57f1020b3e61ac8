/// Which parts of a group's frame a matched view takes, as SwiftUI's
/// `MatchedGeometryProperties`.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: Int

  /// Creates properties from raw bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// The position of the anchor point.
  public static let position = MatchedGeometryProperties(rawValue: 1 << 0)
  /// The size (proposed to the view).
  public static let size = MatchedGeometryProperties(rawValue: 1 << 1)
  /// Both.
  public static let frame: MatchedGeometryProperties = [.position, .size]
}

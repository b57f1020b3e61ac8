/// One card the list has built for a frame: its index in the data and where it sits. The list
/// builds cards (with the memberwise initialiser, internal); callers read them.
public struct HorizontalListCard: Hashable, Sendable {
  /// The card's index in the list's data, `0..<itemCount`.
  public var index: Int
  /// The card's leading edge in viewport coordinates, in points: `index · pitch − offset`.
  /// Negative when the card is partly scrolled off the leading edge.
  public var minX: Double
  /// The card's width in points.
  public var width: Double

  /// The card's trailing edge in viewport coordinates, in points.
  public var maxX: Double { minX + width }
}

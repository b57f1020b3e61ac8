/// The list at one instant: where it is scrolled, what is visible and which cards were built.
public struct HorizontalListFrame: Hashable, Sendable {
  /// Seconds from the start of the timeline.
  public var time: Double
  /// The scroll offset in points: in `0...maximumOffset`, or past an edge by less than a
  /// viewport width while an iOS fling rubber-bands.
  public var offset: Double
  /// What is moving the list.
  public var phase: HorizontalListPhase
  /// The indices of the cards that meet the viewport.
  public var visible: Range<Int>
  /// The cards built for this frame, in index order: the visible ones and at most one more.
  public var cards: [HorizontalListCard]

  /// Creates a frame record.
  public init(
    time: Double, offset: Double, phase: HorizontalListPhase, visible: Range<Int>,
    cards: [HorizontalListCard]
  ) {
    self.time = time
    self.offset = offset
    self.phase = phase
    self.visible = visible
    self.cards = cards
  }

  /// The first visible index, or `nil` for an empty list.
  public var firstVisible: Int? { visible.isEmpty ? nil : visible.lowerBound }
  /// The last visible index, or `nil` for an empty list.
  public var lastVisible: Int? { visible.isEmpty ? nil : visible.upperBound - 1 }
  /// How many cards this frame built.
  public var built: Int { cards.count }
}

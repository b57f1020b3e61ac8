/// The geometry of a virtualised horizontal list: equal cards in a row, a viewport that shows
/// part of it, and which cards exist at a scroll offset.
///
/// ## Coordinates
/// The scroll **offset** is the content coordinate (points) at the viewport's leading edge:
/// 0 shows the first card flush with the leading edge, ``maximumOffset`` the last card flush
/// with the trailing edge. Card `i` covers content `[i · pitch, i · pitch + cardWidth)` with
/// `pitch = cardWidth + spacing`.
///
/// ## Virtualisation
/// A card is *visible* when its open extent meets the viewport `[offset, offset + viewportWidth)`.
/// The list builds the visible cards plus at most one neighbour (the next card in the direction
/// of motion, so it is ready before it scrolls in), never the other 995 of a 1,000-card list.
/// Finding the visible range is O(1); building is O(visible cards).
public struct HorizontalList: Hashable, Sendable {
  /// The number of cards, `≥ 0`.
  public let itemCount: Int
  /// The width of one card in points, `> 0`.
  public let cardWidth: Double
  /// The gap between neighbouring cards in points, `≥ 0`.
  public let spacing: Double
  /// The width of the visible window in points, `> 0`.
  public let viewportWidth: Double

  /// Creates a list.
  ///
  /// - Parameters:
  ///   - itemCount: The number of cards, `≥ 0` (the article uses 1,000).
  ///   - cardWidth: The width of a card in points, finite and `> 0`.
  ///   - spacing: The gap between cards in points, finite and `≥ 0`.
  ///   - viewportWidth: The visible width in points, finite and `> 0`.
  /// - Throws: ``HorizontalListError`` naming the first invalid value.
  public init(
    itemCount: Int = 1000, cardWidth: Double = 120, spacing: Double = 16,
    viewportWidth: Double = 390
  ) throws(HorizontalListError) {
    guard itemCount >= 0 else { throw .invalidItemCount(itemCount) }
    guard cardWidth.isFinite, cardWidth > 0 else {
      throw .invalidLength(name: "card width", value: cardWidth)
    }
    guard spacing.isFinite, spacing >= 0 else {
      throw .invalidLength(name: "spacing", value: spacing)
    }
    guard viewportWidth.isFinite, viewportWidth > 0 else {
      throw .invalidLength(name: "viewport width", value: viewportWidth)
    }
    self.itemCount = itemCount
    self.cardWidth = cardWidth
    self.spacing = spacing
    self.viewportWidth = viewportWidth
  }

  /// The distance in points from one card's leading edge to the next: `cardWidth + spacing`.
  public var pitch: Double { cardWidth + spacing }

  /// The width of all cards and the gaps between them, in points:
  /// `n · cardWidth + (n − 1) · spacing`, or 0 for an empty list.
  public var contentWidth: Double {
    itemCount == 0 ? 0 : Double(itemCount) * cardWidth + Double(itemCount - 1) * spacing
  }

  /// The largest offset, in points: `max(0, contentWidth − viewportWidth)`. Content narrower
  /// than the viewport cannot scroll.
  public var maximumOffset: Double { Swift.max(0, contentWidth - viewportWidth) }

  /// `offset` clamped to `0...maximumOffset`; NaN becomes 0, so a frame never shows a
  /// position the list cannot have.
  public func clampedOffset(_ offset: Double) -> Double {
    guard !offset.isNaN else { return 0 }
    return Swift.min(Swift.max(offset, 0), maximumOffset)
  }

  /// The leading edge of card `index` in content coordinates, in points.
  @inlinable
  public func contentMinX(ofCard index: Int) -> Double { Double(index) * pitch }

  /// Whether card `index` meets the viewport at `offset`: its extent
  /// `(minX, minX + cardWidth)` overlaps `[offset, offset + viewportWidth)`.
  ///
  /// This is the one definition of visibility; ``visibleRange(offset:)`` only finds where it
  /// holds without testing every card.
  public func isVisible(_ index: Int, offset: Double) -> Bool {
    guard (0..<itemCount).contains(index) else { return false }
    let minX = contentMinX(ofCard: index)
    return minX + cardWidth > offset && minX < offset + viewportWidth
  }

  /// The indices of the visible cards at `offset` (clamped first), empty only for an empty
  /// list.
  ///
  /// - Complexity: O(1): a division estimates each end, and a bounded correction makes the
  ///   answer agree exactly with ``isVisible(_:offset:)`` despite rounding in the division.
  public func visibleRange(offset: Double) -> Range<Int> {
    guard itemCount > 0 else { return 0..<0 }
    let offset = clampedOffset(offset)
    // First visible: the smallest i with i · pitch + cardWidth > offset.
    var first = Int(((offset - cardWidth) / pitch).rounded(.down)) + 1
    first = Swift.min(Swift.max(first, 0), itemCount - 1)
    while first > 0, isVisible(first - 1, offset: offset) { first -= 1 }
    while first < itemCount - 1, !isVisible(first, offset: offset) { first += 1 }
    // Last visible: the largest i with i · pitch < offset + viewportWidth.
    var last = Int(((offset + viewportWidth) / pitch).rounded(.up)) - 1
    last = Swift.min(Swift.max(last, first), itemCount - 1)
    while last < itemCount - 1, isVisible(last + 1, offset: offset) { last += 1 }
    while last > first, !isVisible(last, offset: offset) { last -= 1 }
    return first..<(last + 1)
  }

  /// The indices the list builds at `offset` while moving in `direction`: the visible range
  /// plus one neighbour, the next card ahead in the direction of motion (trailing when at
  /// rest), or the other neighbour when there is nothing ahead.
  ///
  /// - Parameters:
  ///   - offset: The scroll offset in points (clamped first).
  ///   - direction: The sign of the scroll velocity: `> 0` towards later cards, `< 0` towards
  ///     earlier ones, 0 at rest.
  public func builtRange(offset: Double, direction: Double = 0) -> Range<Int> {
    let visible = visibleRange(offset: offset)
    guard !visible.isEmpty else { return visible }
    let canExtendTrailing = visible.upperBound < itemCount
    let canExtendLeading = visible.lowerBound > 0
    if direction < 0 {
      if canExtendLeading { return (visible.lowerBound - 1)..<visible.upperBound }
      if canExtendTrailing { return visible.lowerBound..<(visible.upperBound + 1) }
    } else {
      if canExtendTrailing { return visible.lowerBound..<(visible.upperBound + 1) }
      if canExtendLeading { return (visible.lowerBound - 1)..<visible.upperBound }
    }
    return visible
  }

  /// Builds the cards for one frame: exactly those of ``builtRange(offset:direction:)``, with
  /// their positions in viewport coordinates.
  ///
  /// - Complexity: O(visible cards), independent of ``itemCount``.
  public func buildCards(offset: Double, direction: Double = 0) -> [HorizontalListCard] {
    let offset = clampedOffset(offset)
    return builtRange(offset: offset, direction: direction).map { index in
      HorizontalListCard(index: index, minX: contentMinX(ofCard: index) - offset, width: cardWidth)
    }
  }
}

extension HorizontalListScroll {
  /// The demo's script: from rest at the first card, a 0.3 s drag at `flingVelocity` from
  /// 0.25 s flings the list forwards; at 3 s a drag back at twice that speed flings it towards
  /// the start, past which the iOS fling rubber-bands and springs back (the quartic one stops
  /// at the clamp; it lasts 5.3 s).
  ///
  /// - Parameters:
  ///   - list: The list to scroll.
  ///   - flingVelocity: The first drag's scroll velocity in points per second (finite).
  ///   - fling: How a lifted finger moves the list; UIKit's physics by default.
  /// - Throws: ``HorizontalListError/invalidGesture(index:reason:)`` for a non-finite velocity.
  public static func demo(
    list: HorizontalList, flingVelocity: Double, fling: HorizontalListFling = .ios
  ) throws(HorizontalListError) -> HorizontalListScroll {
    try HorizontalListScroll(
      list: list,
      gestures: [
        HorizontalListGesture(startTime: 0.25, dragDuration: 0.3, velocity: flingVelocity),
        HorizontalListGesture(startTime: 3, dragDuration: 0.3, velocity: -2 * flingVelocity),
      ], fling: fling)
  }
}

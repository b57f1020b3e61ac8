/// A scripted drag on the list: the finger moves at constant speed for a while and lifts,
/// which flings the list.
public struct HorizontalListGesture: Hashable, Sendable {
  /// When the finger touches down, in seconds from the start of the timeline. Touching down
  /// stops a fling still in flight, as on a real scroll view.
  public var startTime: Double
  /// How long the finger drags before lifting, in seconds, `≥ 0`.
  public var dragDuration: Double
  /// The scroll velocity while dragging and at release, in points per second of scroll offset:
  /// positive moves towards later cards (the finger moves towards the leading edge).
  public var velocity: Double

  /// Creates a gesture.
  ///
  /// - Parameters:
  ///   - startTime: Touch-down time in seconds, finite and `≥ 0`.
  ///   - dragDuration: Drag length in seconds, finite and `≥ 0`.
  ///   - velocity: Scroll velocity in points per second, finite.
  public init(startTime: Double, dragDuration: Double, velocity: Double) {
    self.startTime = startTime
    self.dragDuration = dragDuration
    self.velocity = velocity
  }

  /// When the finger lifts and the fling begins, in seconds.
  public var releaseTime: Double { startTime + dragDuration }
}

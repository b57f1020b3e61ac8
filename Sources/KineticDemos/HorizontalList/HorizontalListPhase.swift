/// What moves the list at a given time.
public enum HorizontalListPhase: String, Hashable, Sendable, CaseIterable {
  /// Before the first gesture.
  case idle
  /// A finger is down; the offset follows it.
  case dragging
  /// The finger has lifted; the offset glides to the predicted end.
  case flinging
  /// The fling has arrived and nothing moves.
  case resting
}

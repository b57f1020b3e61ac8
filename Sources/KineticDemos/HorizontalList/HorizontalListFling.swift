import Kinetic

/// How the list moves once the finger lifts.
public enum HorizontalListFling: String, Hashable, Sendable, CaseIterable {
  /// UIKit's scroll physics (`IOSScroll`): deceleration at the normal rate
  /// (`ScrollViewDeceleration.normal`), and past an edge the rubber band
  /// (`RubberBand`, dimension = the viewport's width) with the critically damped spring back.
  /// A drag past an edge is rubber-banded too, as a scroll view shows it.
  case ios
  /// The article's fling: to 0.75 of the predicted end along 1 − (1 − t)⁴ over 2 s, clamped to
  /// the content (no rubber band).
  case quartic
}

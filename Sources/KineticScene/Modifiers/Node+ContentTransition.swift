import Kinetic

/// Sets the ``ContentTransition`` with which the text inside it animates a change of its
/// content, as SwiftUI's `contentTransition(_:)` view modifier (which sets the
/// `EnvironmentValues.contentTransition` of the views inside it): the innermost one wins.
///
/// It has no effect on layout or painting, and none without an animation (Apple: "The
/// `contentTransition(_:)` modifier only has an effect within the context of an
/// `Animation`").
public struct ContentTransitionModifier: SceneModifier, Hashable {
  /// The transition of the content inside.
  public var transition: ContentTransition

  /// Creates the modifier.
  public init(_ transition: ContentTransition) { self.transition = transition }
}

extension Node {
  /// Animates changes to the text inside this node with `transition`, as SwiftUI's
  /// `contentTransition(_:)`:
  ///
  /// ```swift
  /// Node.text("\(count)").contentTransition(.numericText(value: Double(count)))
  /// ```
  ///
  /// Without this modifier a text change in an animated transaction crossfades (see
  /// ``ContentTransition``).
  public func contentTransition(_ transition: ContentTransition) -> Node {
    modifier(ContentTransitionModifier(transition))
  }
}

import Kinetic

extension EnvironmentValues {
  /// The ``ContentTransition`` with which text animates a change of its content, as SwiftUI's
  /// `EnvironmentValues.contentTransition`: ``ContentTransition/automatic`` unless a
  /// ``Node/contentTransition(_:)`` above sets it (the innermost wins).
  ///
  /// It has no effect on layout or painting, and none without an animation (Apple: "The
  /// `contentTransition(_:)` modifier only has an effect within the context of an
  /// `Animation`").
  public var contentTransition: ContentTransition {
    get { self[ContentTransitionKey.self] }
    set { self[ContentTransitionKey.self] = newValue }
  }
}

/// The key of ``EnvironmentValues/contentTransition``.
private enum ContentTransitionKey: EnvironmentKey {
  static var defaultValue: ContentTransition { .automatic }
}

extension Node {
  /// Animates changes to the text inside this node with `transition`, as SwiftUI's
  /// `contentTransition(_:)`, which sets ``EnvironmentValues/contentTransition`` for the views
  /// inside it:
  ///
  /// ```swift
  /// Node.text("\(count)").contentTransition(.numericText(value: Double(count)))
  /// ```
  ///
  /// Without this modifier a text change in an animated transaction crossfades (see
  /// ``ContentTransition``).
  public func contentTransition(_ transition: ContentTransition) -> Node {
    environment(\.contentTransition, transition)
  }
}

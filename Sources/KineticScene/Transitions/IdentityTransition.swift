import Kinetic

/// No visible change: the view appears and leaves at once, as SwiftUI's `IdentityTransition`
/// (OpenSwiftUI `Transition.swift`: the body is the content, without motion).
public struct IdentityTransition: Transition {
  /// Creates the transition.
  public init() {}

  /// `content`, unchanged in every phase.
  public func body(content: Node, phase: TransitionPhase) -> Node { content }

  /// Without motion.
  public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
}

extension Transition where Self == IdentityTransition {
  /// No visible change, as SwiftUI's `Transition.identity`.
  public static var identity: IdentityTransition { IdentityTransition() }
}

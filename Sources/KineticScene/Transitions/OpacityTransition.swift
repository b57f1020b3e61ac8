import Kinetic

/// Fades from transparent on insertion and to transparent on removal, as SwiftUI's
/// `OpacityTransition`: opacity 1 at ``TransitionPhase/identity``, else 0, without motion
/// (OpenSwiftUI `OpacityTransition`, `properties`: `hasMotion: false`).
public struct OpacityTransition: Transition {
  /// Creates the transition.
  public init() {}

  /// `content` at opacity 1 at identity, 0 otherwise.
  public func body(content: Node, phase: TransitionPhase) -> Node {
    content.opacity(phase.isIdentity ? 1 : 0)
  }

  /// Without motion.
  public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
}

extension Transition where Self == OpacityTransition {
  /// A fade, as SwiftUI's `Transition.opacity`.
  public static var opacity: OpacityTransition { OpacityTransition() }
}

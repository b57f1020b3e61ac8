import Kinetic

/// Moves in from and out towards ``edge`` by the view's own size, as SwiftUI's
/// `MoveTransition` (OpenSwiftUI `MoveTransition.swift`: the content is placed at the edge's
/// translation for the view's size, −width for leading, +height for bottom, away from
/// identity).
public struct MoveTransition: Transition {
  /// The edge the view comes from and leaves towards.
  public var edge: Edge

  /// Creates the transition.
  public init(edge: Edge) { self.edge = edge }

  /// `content` moved fully towards ``edge`` away from identity (a ``MoveEffect``).
  public func body(content: Node, phase: TransitionPhase) -> Node {
    content.modifier(MoveEffect(edge: edge, fraction: phase.isIdentity ? 0 : 1))
  }
}

extension Transition where Self == MoveTransition {
  /// Moves in from and out towards `edge`, as SwiftUI's `Transition.move(edge:)`.
  public static func move(edge: Edge) -> MoveTransition { MoveTransition(edge: edge) }
}

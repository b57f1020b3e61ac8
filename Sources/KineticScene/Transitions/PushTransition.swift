import Kinetic

/// Moves in from ``edge`` while fading in, and out towards the opposite edge while fading out,
/// as SwiftUI's `PushTransition` (iOS 16 as `AnyTransition.push(from:)`; OpenSwiftUI
/// `PushTransition.swift`: the view is moved by its own size to ``edge`` at
/// ``TransitionPhase/willAppear``, to the opposite edge at ``TransitionPhase/didDisappear``,
/// with opacity 0 away from identity).
public struct PushTransition: Transition {
  /// The edge the view comes in from.
  public var edge: Edge

  /// Creates the transition.
  public init(edge: Edge) { self.edge = edge }

  /// `content` moved by its size (``MoveEffect``) and faded, the fade inside the move.
  public func body(content: Node, phase: TransitionPhase) -> Node {
    content.modifier(
      MoveEffect(
        edge: phase == .didDisappear ? edge.opposite : edge, fraction: phase.isIdentity ? 0 : 1)
    ).opacity(phase.isIdentity ? 1 : 0)
  }
}

extension Transition where Self == PushTransition {
  /// In from `edge`, out towards the opposite one, fading, as SwiftUI's
  /// `Transition.push(from:)`.
  public static func push(from edge: Edge) -> PushTransition { PushTransition(edge: edge) }
}

import Kinetic

/// Inserts by moving in from the leading edge and removes by moving out towards the trailing
/// edge, as SwiftUI's `SlideTransition` (OpenSwiftUI `SlideTransition.swift`).
public struct SlideTransition: Transition {
  /// Creates the transition.
  public init() {}

  /// `content` at the leading edge before it appears, at the trailing edge once it has gone.
  public func body(content: Node, phase: TransitionPhase) -> Node {
    content.modifier(
      MoveEffect(
        edge: phase == .didDisappear ? .trailing : .leading, fraction: phase.isIdentity ? 0 : 1))
  }
}

extension Transition where Self == SlideTransition {
  /// In from the leading edge, out towards the trailing one, as SwiftUI's `Transition.slide`.
  public static var slide: SlideTransition { SlideTransition() }
}

import Kinetic

/// Moves in from and out to an offset, as SwiftUI's `OffsetTransition`: the content is offset
/// by ``offset`` away from ``TransitionPhase/identity``.
public struct OffsetTransition: Transition {
  /// The displacement away from identity, in points (positive y is down).
  public var offset: Size

  /// Creates the transition.
  public init(_ offset: Size) { self.offset = offset }

  /// `content` offset by ``offset`` away from identity.
  public func body(content: Node, phase: TransitionPhase) -> Node {
    content.modifier(
      phase.isIdentity ? OffsetEffect() : OffsetEffect(x: offset.width, y: offset.height))
  }
}

extension Transition where Self == OffsetTransition {
  /// Moves in from and out to `offset`, as SwiftUI's `Transition.offset(_:)`.
  public static func offset(_ offset: Size) -> OffsetTransition { OffsetTransition(offset) }

  /// Moves in from and out to (x, y), as SwiftUI's `Transition.offset(x:y:)`.
  public static func offset(x: Double = 0, y: Double = 0) -> OffsetTransition {
    OffsetTransition(Size(width: x, height: y))
  }
}

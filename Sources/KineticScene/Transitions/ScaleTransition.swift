import Kinetic

/// Scales from ``scale`` about ``anchor`` on insertion and back to it on removal, as SwiftUI's
/// `ScaleTransition`: the content's scale effect is 1 at ``TransitionPhase/identity`` and
/// ``scale`` otherwise (OpenSwiftUI `ScaleEffect.swift`, `ScaleTransition.body`).
public struct ScaleTransition: Transition {
  /// The scale away from identity (0 collapses the view to the anchor).
  public var scale: Double
  /// The fixed point, as a unit point of the view's frame.
  public var anchor: UnitPoint

  /// Creates the transition.
  public init(_ scale: Double, anchor: UnitPoint = .center) {
    self.scale = scale
    self.anchor = anchor
  }

  /// `content` scaled by 1 at identity, by ``scale`` otherwise, about ``anchor``.
  public func body(content: Node, phase: TransitionPhase) -> Node {
    content.scaleEffect(phase.isIdentity ? 1 : scale, anchor: anchor)
  }
}

extension Transition where Self == ScaleTransition {
  /// Scales from and to 0 about the centre, as SwiftUI's `Transition.scale`. (OpenSwiftUI
  /// uses 1e-5 rather than 0; Kinetic keeps 0, which draws the same to within 1e-5 of the
  /// view's size, as its `AnyTransition.scale` always has.)
  public static var scale: ScaleTransition { ScaleTransition(0) }

  /// Scales from and to `scale` about `anchor`, as SwiftUI's `Transition.scale(_:anchor:)`.
  public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> ScaleTransition {
    ScaleTransition(scale, anchor: anchor)
  }
}

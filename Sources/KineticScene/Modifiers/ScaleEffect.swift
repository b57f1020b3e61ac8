import Kinetic

/// Scales the content about an anchor, as SwiftUI's `scaleEffect(x:y:anchor:)`; the anchor
/// point is fixed.
public struct ScaleEffect: GeometryEffect, Hashable {
  /// The scale factors (1 leaves the content unchanged; 0 collapses it to the anchor).
  public var scale: Size
  /// The fixed point, as a unit point of the content's frame.
  public var anchor: UnitPoint

  /// Creates a scale effect.
  public init(x: Double, y: Double, anchor: UnitPoint = .center) {
    scale = Size(width: x, height: y)
    self.anchor = anchor
  }

  /// (x scale, y scale) and then the anchor, so an anchor change animates too.
  public var animatableData:
    AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>
  {
    get { AnimatablePair(scale.animatableData, anchor.animatableData) }
    set {
      scale.animatableData = newValue.first
      anchor.animatableData = newValue.second
    }
  }

  /// translate(−A) · scale · translate(A) with A = anchor × size.
  public func effectValue(size: Size) -> AffineTransform {
    AffineTransform(scaleX: scale.width, y: scale.height)
      .about(Point(x: anchor.x * size.width, y: anchor.y * size.height))
  }
}

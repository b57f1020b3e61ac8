import Kinetic

/// Moves the content without changing its layout, as SwiftUI's `offset(x:y:)`.
public struct OffsetEffect: GeometryEffect, Hashable {
  /// The displacement, in points (positive y is down).
  public var offset: Size

  /// Creates an offset.
  public init(x: Double = 0, y: Double = 0) { offset = Size(width: x, height: y) }

  /// The displacement.
  public var animatableData: AnimatablePair<Double, Double> {
    get { offset.animatableData }
    set { offset.animatableData = newValue }
  }

  /// A translation by ``offset``.
  public func effectValue(size: Size) -> AffineTransform {
    AffineTransform(translationX: offset.width, y: offset.height)
  }
}

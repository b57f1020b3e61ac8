import Kinetic

/// Moves the content towards an edge by a fraction of its own size: the effect behind
/// ``AnyTransition/move(edge:)``. At fraction 1 the content has moved by its full width
/// (leading/trailing) or height (top/bottom).
public struct MoveEffect: GeometryEffect, Hashable {
  /// The edge the content moves towards.
  public var edge: Edge
  /// How far, as a fraction of the content's size along the edge's axis.
  public var fraction: Double

  /// Creates a move effect.
  public init(edge: Edge, fraction: Double) {
    self.edge = edge
    self.fraction = fraction
  }

  /// The fraction.
  public var animatableData: Double {
    get { fraction }
    set { fraction = newValue }
  }

  /// A translation by fraction × size towards ``edge``.
  public func effectValue(size: Size) -> AffineTransform {
    let d = edge.direction
    return AffineTransform(
      translationX: d.x * size.width * fraction, y: d.y * size.height * fraction)
  }
}

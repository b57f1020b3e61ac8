import Kinetic

/// A point in scene coordinates, in points: x grows to the right, y grows downwards (as in
/// SwiftUI and SVG).
public struct Point: Hashable, Sendable {
  /// The horizontal coordinate, in points.
  public var x: Double
  /// The vertical coordinate, in points; larger values are lower on screen.
  public var y: Double

  /// Creates a point.
  @inlinable
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin (0, 0), the top-leading corner of the canvas.
  public static let zero = Point(x: 0, y: 0)

  /// This point mapped through `transform`.
  @inlinable
  public func applying(_ transform: AffineTransform) -> Point {
    Point(
      x: transform.a * x + transform.c * y + transform.tx,
      y: transform.b * x + transform.d * y + transform.ty)
  }

  /// The Euclidean distance to `other`, in points.
  public func distance(to other: Point) -> Double {
    let dx = other.x - x
    let dy = other.y - y
    return (dx * dx + dy * dy).squareRoot()
  }
}

extension Point: Animatable {
  /// The coordinates as a pair, so that a point animates along a straight line.
  public var animatableData: AnimatablePair<Double, Double> {
    get { AnimatablePair(x, y) }
    set {
      x = newValue.first
      y = newValue.second
    }
  }
}

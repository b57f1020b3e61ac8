import Kinetic

/// An axis-aligned rectangle in scene coordinates: an origin (its top-leading corner) and a size.
public struct Rect: Hashable, Sendable {
  /// The top-leading corner.
  public var origin: Point
  /// The extent; a negative width or height is not normalised.
  public var size: Size

  /// Creates a rectangle from its top-leading corner and size.
  @inlinable
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from coordinates, in points.
  @inlinable
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  /// A rectangle at the origin with the given size.
  @inlinable
  public init(size: Size) {
    self.init(origin: .zero, size: size)
  }

  /// The empty rectangle at the origin.
  public static let zero = Rect(origin: .zero, size: .zero)

  /// The leftmost x coordinate.
  public var minX: Double { origin.x }
  /// The topmost y coordinate.
  public var minY: Double { origin.y }
  /// The rightmost x coordinate.
  public var maxX: Double { origin.x + size.width }
  /// The bottommost y coordinate.
  public var maxY: Double { origin.y + size.height }
  /// The horizontal centre.
  public var midX: Double { origin.x + size.width / 2 }
  /// The vertical centre.
  public var midY: Double { origin.y + size.height / 2 }
  /// The width, in points.
  public var width: Double { size.width }
  /// The height, in points.
  public var height: Double { size.height }
  /// The centre point.
  public var center: Point { Point(x: midX, y: midY) }

  /// The point at `unitPoint` inside this rectangle: (0, 0) is the top-leading corner, (1, 1)
  /// the bottom-trailing one.
  public func point(at unitPoint: UnitPoint) -> Point {
    Point(x: origin.x + unitPoint.x * size.width, y: origin.y + unitPoint.y * size.height)
  }

  /// Whether `point` lies inside or on the boundary.
  public func contains(_ point: Point) -> Bool {
    point.x >= minX && point.x <= maxX && point.y >= minY && point.y <= maxY
  }

  /// This rectangle shrunk by `dx` on the left and right and `dy` at the top and bottom.
  public func insetBy(dx: Double, dy: Double) -> Rect {
    Rect(
      x: origin.x + dx, y: origin.y + dy, width: size.width - 2 * dx, height: size.height - 2 * dy)
  }

  /// The smallest rectangle containing both rectangles.
  public func union(_ other: Rect) -> Rect {
    let x0 = min(minX, other.minX)
    let y0 = min(minY, other.minY)
    return Rect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
  }

  /// Whether the two rectangles overlap (touching edges count).
  public func intersects(_ other: Rect) -> Bool {
    minX <= other.maxX && other.minX <= maxX && minY <= other.maxY && other.minY <= maxY
  }
}

extension Rect: Animatable {
  /// Origin and size, so that a rectangle animates its position and extent together.
  public var animatableData:
    AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>
  {
    get { AnimatablePair(origin.animatableData, size.animatableData) }
    set {
      origin.animatableData = newValue.first
      size.animatableData = newValue.second
    }
  }
}

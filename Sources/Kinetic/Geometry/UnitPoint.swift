/// A point in a unit coordinate space, as SwiftUI's `UnitPoint`: `(0, 0)` is the top-leading
/// corner and `(1, 1)` the bottom-trailing one. Used for anchors and for Bezier control points.
public struct UnitPoint: Hashable, Sendable {
  /// The horizontal coordinate; 0 is the leading edge, 1 the trailing edge.
  public var x: Double
  /// The vertical coordinate; 0 is the top edge, 1 the bottom edge.
  public var y: Double

  /// Creates a unit point.
  @inlinable
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// (0, 0).
  public static let zero = UnitPoint(x: 0, y: 0)
  /// (0.5, 0.5).
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  /// (0, 0.5).
  public static let leading = UnitPoint(x: 0, y: 0.5)
  /// (1, 0.5).
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  /// (0.5, 0).
  public static let top = UnitPoint(x: 0.5, y: 0)
  /// (0.5, 1).
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  /// (0, 0).
  public static let topLeading = UnitPoint(x: 0, y: 0)
  /// (1, 0).
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  /// (0, 1).
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  /// (1, 1).
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

extension UnitPoint: Animatable {
  /// The coordinates as a pair.
  public var animatableData: AnimatablePair<Double, Double> {
    get { AnimatablePair(x, y) }
    set {
      x = newValue.first
      y = newValue.second
    }
  }
}

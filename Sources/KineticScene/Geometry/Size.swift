import Kinetic

/// A width and a height, in points.
public struct Size: Hashable, Sendable {
  /// The horizontal extent, in points.
  public var width: Double
  /// The vertical extent, in points.
  public var height: Double

  /// Creates a size.
  @inlinable
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// Zero width and height.
  public static let zero = Size(width: 0, height: 0)
}

extension Size: Animatable {
  /// The width and height as a pair.
  public var animatableData: AnimatablePair<Double, Double> {
    get { AnimatablePair(width, height) }
    set {
      width = newValue.first
      height = newValue.second
    }
  }
}

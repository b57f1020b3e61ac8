import Kinetic
import KineticScene

/// Position and height animated together through `AnimatablePair<Double, Double>`.
public struct PairBorderModifier: ViewModifier, Hashable {
  /// Position along the box, 0...1.
  public var position: Double
  /// Bar height, in points.
  public var height: Double
  /// The distance from position 0 to 1, in points.
  public var travel: Double

  /// Creates the modifier.
  public init(position: Double, height: Double, travel: Double) {
    self.position = position
    self.height = height
    self.travel = travel
  }

  /// (position, height).
  public var animatableData: AnimatablePair<Double, Double> {
    get { AnimatablePair(position, height) }
    set {
      position = newValue.first
      height = newValue.second
    }
  }

  /// The bar at its position with its height.
  public func body(content: Node) -> Node {
    borderBar(content, position: position, height: height, travel: travel)
  }
}

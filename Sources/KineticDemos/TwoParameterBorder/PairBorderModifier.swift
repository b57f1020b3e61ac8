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

  /// (offset, height) in points, the offset being position × travel: what the view on a
  /// device moves, so SwiftUI's completion thresholds (in the animated value's own units) apply
  /// as they do there.
  public var animatableData: AnimatablePair<Double, Double> {
    get { AnimatablePair(position * travel, height) }
    set {
      position = travel == 0 ? 0 : newValue.first / travel
      height = newValue.second
    }
  }

  /// The bar at its position with its height.
  public func body(content: Node) -> Node {
    borderBar(content, position: position, height: height, travel: travel)
  }
}

import Kinetic
import KineticScene

/// Position and height animated together through the custom value type ``BorderVector``.
public struct VectorBorderModifier: ViewModifier, Hashable {
  /// The position and height.
  public var vector: BorderVector
  /// The distance from position 0 to 1, in points.
  public var travel: Double

  /// Creates the modifier.
  public init(vector: BorderVector, travel: Double) {
    self.vector = vector
    self.travel = travel
  }

  /// The vector in points: ``BorderVector/position`` holds the bar's offset, position ×
  /// travel, as the view on a device moves it, so SwiftUI's completion thresholds (in the
  /// animated value's own units) apply as they do there.
  public var animatableData: BorderVector {
    get { BorderVector(position: vector.position * travel, height: vector.height) }
    set {
      vector = BorderVector(
        position: travel == 0 ? 0 : newValue.position / travel, height: newValue.height)
    }
  }

  /// The bar at its position with its height.
  public func body(content: Node) -> Node {
    borderBar(content, position: vector.position, height: vector.height, travel: travel)
  }
}

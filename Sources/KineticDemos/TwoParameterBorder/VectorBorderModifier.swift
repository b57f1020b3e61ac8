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

  /// The vector itself.
  public var animatableData: BorderVector {
    get { vector }
    set { vector = newValue }
  }

  /// The bar at its position with its height.
  public func body(content: Node) -> Node {
    borderBar(content, position: vector.position, height: vector.height, travel: travel)
  }
}

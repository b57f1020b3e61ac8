import Kinetic
import KineticScene

/// Position and height held in the reference type ``BorderVectorReference``: broken on purpose.
public struct ReferenceBorderModifier: ViewModifier {
  /// The shared vector object.
  public var vector: BorderVectorReference
  /// The distance from position 0 to 1, in points.
  public var travel: Double

  /// Creates the modifier.
  public init(vector: BorderVectorReference, travel: Double) {
    self.vector = vector
    self.travel = travel
  }

  /// The object itself: reading it before and after an in-place change yields the same object.
  public var animatableData: BorderVectorReference {
    get { vector }
    set { vector = newValue }
  }

  /// The bar at its position with its height.
  public func body(content: Node) -> Node {
    borderBar(
      content, position: vector.value.position, height: vector.value.height, travel: travel)
  }
}

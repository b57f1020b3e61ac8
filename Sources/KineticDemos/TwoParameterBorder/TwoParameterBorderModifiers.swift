import Kinetic
import KineticScene

/// Places and sizes a bar from a position (0...1 across `travel` points) and a height; the
/// shared body of the three two-parameter modifiers.
func borderBar(_ content: Node, position: Double, height: Double, travel: Double) -> Node {
  content.frame(height: max(height, 0)).offset(x: position * travel)
}

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
    borderBar(content, position: vector.position, height: vector.height, travel: travel)
  }
}

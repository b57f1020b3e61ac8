import Kinetic

/// A bar's position and height as one value type: the custom `VectorArithmetic` of the
/// two-parameter border demo. Component-wise arithmetic, Euclidean magnitude.
public struct BorderVector: VectorArithmetic, Hashable, Sendable {
  /// Position along the box, 0...1.
  public var position: Double
  /// Bar height, in points.
  public var height: Double

  /// Creates a vector.
  public init(position: Double, height: Double) {
    self.position = position
    self.height = height
  }

  /// (0, 0).
  public static var zero: BorderVector { BorderVector(position: 0, height: 0) }

  /// Component-wise sum.
  public static func + (lhs: BorderVector, rhs: BorderVector) -> BorderVector {
    BorderVector(position: lhs.position + rhs.position, height: lhs.height + rhs.height)
  }

  /// Component-wise difference.
  public static func - (lhs: BorderVector, rhs: BorderVector) -> BorderVector {
    BorderVector(position: lhs.position - rhs.position, height: lhs.height - rhs.height)
  }

  /// Scales both components.
  public mutating func scale(by rhs: Double) {
    position *= rhs
    height *= rhs
  }

  /// position² + height².
  public var magnitudeSquared: Double { position * position + height * height }
}

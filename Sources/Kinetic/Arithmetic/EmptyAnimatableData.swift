/// The animatable data of a type that has nothing to animate: the zero-dimensional vector space.
public struct EmptyAnimatableData: VectorArithmetic, Sendable, Hashable {
  /// Creates the (only) empty value.
  @inlinable public init() {}

  /// The only value.
  @inlinable public static var zero: EmptyAnimatableData { EmptyAnimatableData() }

  /// Returns the empty value.
  @inlinable public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }

  /// Returns the empty value.
  @inlinable public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }

  /// Does nothing: there are no components to scale.
  @inlinable public mutating func scale(by rhs: Double) {}

  /// Always 0.
  @inlinable public var magnitudeSquared: Double { 0 }
}

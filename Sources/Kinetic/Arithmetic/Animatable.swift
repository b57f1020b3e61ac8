/// A type whose appearance can be animated by interpolating its ``animatableData``.
///
/// Mirrors SwiftUI's `Animatable`. An animation never interpolates the type itself: it reads
/// `animatableData` at the start and at the end, interpolates those vectors, and writes each
/// intermediate vector back. A type therefore animates correctly exactly when reading and writing
/// `animatableData` are inverse operations on a value type.
public protocol Animatable {
  /// The vector that an animation interpolates.
  associatedtype AnimatableData: VectorArithmetic

  /// The data to animate.
  var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
  /// A type with nothing to animate has empty animatable data; writes are ignored.
  public var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }
}

extension Animatable {
  /// Returns this value with its animatable data moved `amount` of the way towards `other`'s.
  ///
  /// Exact at `amount` 0 and 1 (see ``VectorArithmetic/interpolated(towards:amount:)``).
  @inlinable
  public func interpolated(towards other: Self, amount: Double) -> Self {
    var result = self
    result.animatableData = animatableData.interpolated(towards: other.animatableData, amount: amount)
    return result
  }
}

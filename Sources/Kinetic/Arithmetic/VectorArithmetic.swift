/// A type that can serve as the animatable data of an animatable type: an element of a real
/// vector space.
///
/// `VectorArithmetic` mirrors SwiftUI's protocol of the same name. A conforming type is closed
/// under addition and subtraction (from `AdditiveArithmetic`), can be scaled by a real number,
/// and has a squared length. Animations interpolate between values of such a type as
/// `from + (to - from) · progress`, and springs treat it as a position in space.
///
/// Mathematical properties a conforming type must honour (the property tests check them for every
/// conformance in Kinetic):
/// - `+` is associative and commutative and `zero` is its identity; `a - a == zero`.
/// - `scale(by:)` distributes over `+` and `scale(by: 1)` is the identity.
/// - `magnitudeSquared >= 0`, and it is `0` only for `zero`.
/// - `interpolated(towards:amount:)` returns exactly `self` at 0 and exactly `other` at 1.
///
/// In floating point, commutativity, the identities and the exact-end rule hold exactly;
/// associativity and distributivity hold to within a few units of rounding of the operands'
/// magnitudes (the law tests state each bound). A conforming type must also have value
/// semantics: animations copy a value and mutate the copy, so a class as animatable data moves
/// its own start value and renders wrong frames.
public protocol VectorArithmetic: AdditiveArithmetic {
  /// Multiplies each component of this value by `rhs`.
  ///
  /// - Parameter rhs: The scale factor; any finite real number.
  mutating func scale(by rhs: Double)

  /// The dot product of this value with itself: the squared Euclidean length.
  var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
  /// Returns this value with each component multiplied by `rhs`.
  ///
  /// The non-mutating counterpart of ``scale(by:)``.
  @inlinable
  public func scaled(by rhs: Double) -> Self {
    var result = self
    result.scale(by: rhs)
    return result
  }

  /// Moves this value `amount` of the way towards `other`: `self + (other - self) · amount`.
  ///
  /// At `amount == 0` the value is unchanged and at `amount == 1` it becomes exactly `other`
  /// (not `self + (other - self)`, which can differ from `other` by a rounding error).
  ///
  /// - Parameters:
  ///   - other: The value to move towards.
  ///   - amount: The fraction of the way to move; values outside `0...1` extrapolate.
  @inlinable
  public mutating func interpolate(towards other: Self, amount: Double) {
    if amount == 0 { return }
    if amount == 1 {
      self = other
      return
    }
    var delta = other - self
    delta.scale(by: amount)
    self += delta
  }

  /// Returns the value `amount` of the way from this value towards `other`.
  ///
  /// The non-mutating counterpart of ``interpolate(towards:amount:)``; exact at 0 and 1.
  @inlinable
  public func interpolated(towards other: Self, amount: Double) -> Self {
    var result = self
    result.interpolate(towards: other, amount: amount)
    return result
  }
}

extension VectorArithmetic {
  /// The Euclidean length ‖self‖, computed without overflow or underflow in the square.
  ///
  /// `magnitudeSquared` overflows to +∞ once a component exceeds about 1.3e154 and underflows
  /// to 0 (or loses precision in the subnormals) below about 1e-154, so
  /// `magnitudeSquared.squareRoot()` reads a large finite vector as infinite and a tiny nonzero
  /// one as zero. This property squares a copy scaled by a power of two (exact for every
  /// componentwise conformance) whenever the plain square leaves the normal range, and scales the
  /// root back.
  ///
  /// Mathematical properties: `euclideanNorm` is +∞ exactly when a component is infinite (or the
  /// length itself exceeds `Double.greatestFiniteMagnitude`), NaN exactly when a component is
  /// NaN, 0 exactly for `zero`, and otherwise within a few ulps of the true length.
  ///
  /// - Complexity: One or two evaluations of `magnitudeSquared`.
  @inlinable
  public var euclideanNorm: Double {
    let squared = magnitudeSquared
    // 2^-968 keeps at least 53 significant bits in the square; below it, or past the largest
    // double, rescale by 2^±600 (components up to 2^1024 square to at most 2^848 per component).
    if squared >= 0x1p-968 && squared < .infinity { return squared.squareRoot() }
    if squared.isNaN { return .nan }
    if squared == .infinity {
      return scaled(by: 0x1p-600).magnitudeSquared.squareRoot() * 0x1p600
    }
    return scaled(by: 0x1p600).magnitudeSquared.squareRoot() * 0x1p-600
  }

  /// The signed length of this vector's projection onto the direction of `direction`:
  /// ⟨self, direction⟩ / ‖direction‖, computed without overflow or underflow in the squares.
  ///
  /// Each vector is first scaled by a power of two (exact) to a length in [1, 2), since only
  /// the direction of `direction` matters; the dot product of the scaled vectors is taken by
  /// polarisation, ⟨a, b⟩ = (‖a + b‖² − ‖a‖² − ‖b‖²) / 2 (the only product `VectorArithmetic`
  /// offers), and `self`'s scale is restored at the end. The result is at most ‖self‖ in
  /// magnitude, so it is finite whenever `self` is.
  ///
  /// - Parameter direction: The direction to project onto; for `zero` (no direction) the result
  ///   is ‖self‖.
  /// - Returns: The component of `self` along `direction`, in units of `self`; NaN if either
  ///   vector has a NaN component.
  @inlinable
  public func scalarProjection(onto direction: Self) -> Double {
    let length = direction.euclideanNorm
    let own = euclideanNorm
    if length.isNaN || own.isNaN { return .nan }
    if length == 0 { return own }
    if own == 0 { return 0 }
    // Infinite components: there is no finite direction to speak of; keep the length.
    if !length.isFinite || !own.isFinite { return own.isFinite ? 0 : own }
    let a = normalizedByPowerOfTwo(exponent: Int(own.exponent))
    let b = direction.normalizedByPowerOfTwo(exponent: Int(length.exponent))
    let dot = ((a + b).magnitudeSquared - a.magnitudeSquared - b.magnitudeSquared) / 2
    let projection = dot / b.magnitudeSquared.squareRoot()
    // Undo 2^-e for `self` in two halves (e ranges over −1074…1023, 2^±e alone can overflow).
    let e = Int(own.exponent)
    return projection * Double(sign: .plus, exponent: e / 2, significand: 1)
      * Double(sign: .plus, exponent: e - e / 2, significand: 1)
  }

  /// This value times 2^−`exponent`, applied in two halves so neither factor overflows.
  @inlinable
  internal func normalizedByPowerOfTwo(exponent: Int) -> Self {
    scaled(by: Double(sign: .plus, exponent: -(exponent / 2), significand: 1))
      .scaled(by: Double(sign: .plus, exponent: -(exponent - exponent / 2), significand: 1))
  }
}

extension VectorArithmetic {
  /// The Euclidean length √``magnitudeSquared``, computed so that it neither overflows nor
  /// underflows: finite and exact to a few ulps for every finite value, however large or small.
  ///
  /// `magnitudeSquared` overflows to +∞ once the length passes about 1.3e154 and underflows
  /// (to 0 or to a subnormal with few significant bits) below about 1e-154, so testing a size
  /// through it reads a large value as infinite and a tiny one as zero. Here the value is first
  /// scaled by a power of two (exact unless a component is already negligible next to the
  /// largest), squared, and the square root scaled back.
  ///
  /// Mathematical properties: `length == 0` exactly when the value is `zero`; `length` is +∞
  /// when a component is infinite and NaN when one is NaN.
  ///
  /// - Complexity: one `magnitudeSquared`, plus one scaling and a second `magnitudeSquared` for
  ///   a length outside about 1e-135...1e135.
  @inlinable
  public var length: Double {
    let squared = magnitudeSquared
    // 2^±900 keeps the common range on the fast path with room on both sides.
    if squared < 0x1p900 && squared > 0x1p-900 { return squared.squareRoot() }
    if squared.isNaN { return .nan }
    if squared == 0 && self == .zero { return 0 }
    // Scale the largest component into the middle of the range: 2^∓600 moves squares by 2^∓1200.
    let scale = squared > 1 ? 0x1p-600 : 0x1p600
    let rescaled = scaled(by: scale).magnitudeSquared
    if rescaled.isInfinite { return .infinity }
    return rescaled.squareRoot() / scale
  }
}

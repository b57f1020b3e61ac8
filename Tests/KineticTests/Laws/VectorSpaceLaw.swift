import Testing

/// The laws a `VectorArithmetic` conformance must honour, one test case each.
///
/// Laws whose two sides are computed by the same IEEE operations in different orders
/// (associativity, distributivity, homogeneity) hold only to rounding error and are checked
/// against a bound stated with the law; the rest are exact in floating point and checked
/// with `==`.
enum VectorSpaceLaw: String, CaseIterable, Sendable, CustomTestStringConvertible {
  /// `a + b == b + a`. Exact: IEEE addition is commutative component-wise.
  case additionIsCommutative
  /// `(a + b) + c ≈ a + (b + c)` within `8u (‖a‖ + ‖b‖ + ‖c‖)`: each side rounds twice, each
  /// rounding is at most `u` times the partial sums (≤ ‖a‖ + ‖b‖ + ‖c‖), so the sides differ by
  /// at most `4u (…)`; the factor 2 covers the rounding of the difference itself.
  case additionIsAssociative
  /// `a + 0 == a`, `0 + a == a`, `a − 0 == a`, and `zero.magnitudeSquared == 0`. Exact.
  case zeroIsIdentity
  /// `a − a == zero` (exact) and `(a + b) − b ≈ a` within `8u (‖a‖ + 2‖b‖)` (two roundings).
  case subtractionUndoesAddition
  /// `s (a + b) ≈ s a + s b` within `8u |s| (‖a‖ + ‖b‖)` and `(s + t) a ≈ s a + t a` within
  /// `8u (|s| + |t|) ‖a‖`: at most two roundings per side, as for associativity.
  case scalingDistributes
  /// `1 · a == a` and `0 · a == zero`. Exact: multiplying by 1 and 0 does not round.
  case scalingByOneAndZero
  /// `magnitudeSquared ≥ 0`, and `== 0` exactly when `a == zero`. Exact (no underflow in the
  /// generated range).
  case magnitudeSquaredIsPositiveDefinite
  /// `(s a).magnitudeSquared ≈ s² a.magnitudeSquared` within `64u` relative: each side sums up
  /// to n = 16 rounded squares ((n − 1)u each, Higham §4.2) after at most two roundings of the
  /// scaled components.
  case magnitudeSquaredIsHomogeneous
  /// `a.interpolated(towards: b, amount: 0) == a` and `amount: 1 == b`. Exact by contract.
  case interpolationIsExactAtEnds
  /// `a.interpolated(towards: b, amount: t) ≈ (1 − t) a + t b` for t ∈ [−0.5, 1.5] within
  /// `8u (‖a‖ + ‖b‖) (1 + 2|t|)`: the two forms round at most three times each on values bounded
  /// by that norm.
  case interpolationIsAffine

  var testDescription: String { rawValue }
}

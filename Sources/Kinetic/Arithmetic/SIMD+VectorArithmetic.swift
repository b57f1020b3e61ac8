// SIMD vectors of floating-point scalars already have `zero`, `+` and `-`; these conformances
// make them `AdditiveArithmetic` and `VectorArithmetic`. One conditional conformance per width
// covers `Float` and `Double` (and any other `BinaryFloatingPoint` scalar).

extension SIMD2: @retroactive AdditiveArithmetic where Scalar: FloatingPoint {}
extension SIMD3: @retroactive AdditiveArithmetic where Scalar: FloatingPoint {}
extension SIMD4: @retroactive AdditiveArithmetic where Scalar: FloatingPoint {}
extension SIMD8: @retroactive AdditiveArithmetic where Scalar: FloatingPoint {}
extension SIMD16: @retroactive AdditiveArithmetic where Scalar: FloatingPoint {}

extension SIMD where Scalar: BinaryFloatingPoint {
  /// Multiplies each lane by `rhs` (``VectorArithmetic/scale(by:)`` for every width below).
  @inlinable
  public mutating func scale(by rhs: Double) { self *= Scalar(rhs) }

  /// The sum of the squares of the lanes, accumulated in `Double`
  /// (``VectorArithmetic/magnitudeSquared`` for every width below).
  @inlinable
  public var magnitudeSquared: Double {
    var sum = 0.0
    for i in indices {
      let x = Double(self[i])
      sum += x * x
    }
    return sum
  }
}

// The members above are the whole conformance, one piece of code for every width.
extension SIMD2: VectorArithmetic where Scalar: BinaryFloatingPoint {}
extension SIMD3: VectorArithmetic where Scalar: BinaryFloatingPoint {}
extension SIMD4: VectorArithmetic where Scalar: BinaryFloatingPoint {}
extension SIMD8: VectorArithmetic where Scalar: BinaryFloatingPoint {}
extension SIMD16: VectorArithmetic where Scalar: BinaryFloatingPoint {}

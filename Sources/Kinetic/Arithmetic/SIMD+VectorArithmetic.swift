// SIMD vectors of floating-point scalars already have `zero`, `+` and `-`; these conformances
// make them `AdditiveArithmetic` and `VectorArithmetic`. One conditional conformance per width
// covers `Float` and `Double` (and any other `BinaryFloatingPoint` scalar).

extension SIMD2: @retroactive AdditiveArithmetic where Scalar: FloatingPoint {}
extension SIMD3: @retroactive AdditiveArithmetic where Scalar: FloatingPoint {}
extension SIMD4: @retroactive AdditiveArithmetic where Scalar: FloatingPoint {}
extension SIMD8: @retroactive AdditiveArithmetic where Scalar: FloatingPoint {}
extension SIMD16: @retroactive AdditiveArithmetic where Scalar: FloatingPoint {}

extension SIMD where Scalar: BinaryFloatingPoint {
  @inlinable
  mutating func _scale(by rhs: Double) { self *= Scalar(rhs) }

  /// The squared length, accumulated in `Double`.
  @inlinable
  var _magnitudeSquared: Double {
    var sum = 0.0
    for i in indices {
      let x = Double(self[i])
      sum += x * x
    }
    return sum
  }
}

extension SIMD2: VectorArithmetic where Scalar: BinaryFloatingPoint {
  /// Multiplies each lane by `rhs`.
  @inlinable public mutating func scale(by rhs: Double) { _scale(by: rhs) }
  /// The sum of the squares of the lanes.
  @inlinable public var magnitudeSquared: Double { _magnitudeSquared }
}

extension SIMD3: VectorArithmetic where Scalar: BinaryFloatingPoint {
  /// Multiplies each lane by `rhs`.
  @inlinable public mutating func scale(by rhs: Double) { _scale(by: rhs) }
  /// The sum of the squares of the lanes.
  @inlinable public var magnitudeSquared: Double { _magnitudeSquared }
}

extension SIMD4: VectorArithmetic where Scalar: BinaryFloatingPoint {
  /// Multiplies each lane by `rhs`.
  @inlinable public mutating func scale(by rhs: Double) { _scale(by: rhs) }
  /// The sum of the squares of the lanes.
  @inlinable public var magnitudeSquared: Double { _magnitudeSquared }
}

extension SIMD8: VectorArithmetic where Scalar: BinaryFloatingPoint {
  /// Multiplies each lane by `rhs`.
  @inlinable public mutating func scale(by rhs: Double) { _scale(by: rhs) }
  /// The sum of the squares of the lanes.
  @inlinable public var magnitudeSquared: Double { _magnitudeSquared }
}

extension SIMD16: VectorArithmetic where Scalar: BinaryFloatingPoint {
  /// Multiplies each lane by `rhs`.
  @inlinable public mutating func scale(by rhs: Double) { _scale(by: rhs) }
  /// The sum of the squares of the lanes.
  @inlinable public var magnitudeSquared: Double { _magnitudeSquared }
}

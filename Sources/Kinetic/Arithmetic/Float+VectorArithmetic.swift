extension Float: VectorArithmetic {
  /// Multiplies this value by `rhs`, rounded to `Float`.
  @inlinable
  public mutating func scale(by rhs: Double) { self = Float(Double(self) * rhs) }

  /// The square of this value, computed in `Double` so that it cannot overflow to infinity
  /// for finite `Float` values.
  @inlinable
  public var magnitudeSquared: Double { Double(self) * Double(self) }
}

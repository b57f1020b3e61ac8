#if canImport(Foundation)
  import Foundation

  extension CGFloat: VectorArithmetic {
    /// Multiplies this value by `rhs`.
    @inlinable
    public mutating func scale(by rhs: Double) { self = CGFloat(Double(self) * rhs) }

    /// The square of this value.
    @inlinable
    public var magnitudeSquared: Double { Double(self) * Double(self) }
  }
#endif

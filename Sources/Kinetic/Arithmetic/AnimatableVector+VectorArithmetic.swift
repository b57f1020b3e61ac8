extension AnimatableVector: VectorArithmetic {
  /// The empty vector: the identity of `+` for vectors of every length.
  @inlinable
  public static var zero: AnimatableVector { AnimatableVector() }

  /// Adds component-wise; the result has the longer operand's length.
  @inlinable
  public static func + (lhs: AnimatableVector, rhs: AnimatableVector) -> AnimatableVector {
    var result = lhs
    result += rhs
    return result
  }

  /// Adds `rhs` to `lhs` in place, growing `lhs` with zeros if `rhs` is longer.
  @inlinable
  public static func += (lhs: inout AnimatableVector, rhs: AnimatableVector) {
    lhs.combine(rhs, +)
  }

  /// Subtracts component-wise; the result has the longer operand's length.
  @inlinable
  public static func - (lhs: AnimatableVector, rhs: AnimatableVector) -> AnimatableVector {
    var result = lhs
    result -= rhs
    return result
  }

  /// Subtracts `rhs` from `lhs` in place, growing `lhs` with zeros if `rhs` is longer.
  @inlinable
  public static func -= (lhs: inout AnimatableVector, rhs: AnimatableVector) {
    lhs.combine(rhs, -)
  }

  /// Multiplies every component by `rhs`.
  @inlinable
  public mutating func scale(by rhs: Double) {
    scalars.withUnsafeMutableBufferPointer { buffer in
      for i in buffer.indices { buffer[i] *= rhs }
    }
  }

  /// The sum of the squares of the components.
  @inlinable
  public var magnitudeSquared: Double {
    scalars.withUnsafeBufferPointer { buffer in
      var sum = 0.0
      for x in buffer { sum += x * x }
      return sum
    }
  }

  /// Applies `operation` component-wise with `rhs`, zero-padding whichever side is shorter.
  @inlinable
  mutating func combine(_ rhs: AnimatableVector, _ operation: (Double, Double) -> Double) {
    if rhs.scalars.count > scalars.count {
      scalars.append(contentsOf: repeatElement(0, count: rhs.scalars.count - scalars.count))
    }
    rhs.scalars.withUnsafeBufferPointer { source in
      scalars.withUnsafeMutableBufferPointer { target in
        for i in source.indices { target[i] = operation(target[i], source[i]) }
      }
    }
  }
}

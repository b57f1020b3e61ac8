import Kinetic

/// The animatable data of a ``Paint``: a variable-length vector of doubles.
///
/// Operands of different length are combined as if the shorter were padded with zeros, so the
/// result has the longer length; ``zero`` is the empty vector.
public struct PaintData: VectorArithmetic, Hashable, Sendable {
  /// The components.
  public var values: [Double]

  /// Creates a vector from its components.
  public init(_ values: [Double]) { self.values = values }

  /// The empty vector, the identity of `+` for every length.
  public static var zero: PaintData { PaintData([]) }

  /// Component-wise sum, zero-padded to the longer length.
  public static func + (lhs: PaintData, rhs: PaintData) -> PaintData { combine(lhs, rhs, +) }

  /// Component-wise difference, zero-padded to the longer length.
  public static func - (lhs: PaintData, rhs: PaintData) -> PaintData { combine(lhs, rhs, -) }

  /// Multiplies every component by `rhs`.
  public mutating func scale(by rhs: Double) {
    for i in values.indices { values[i] *= rhs }
  }

  /// The sum of the squares of the components.
  public var magnitudeSquared: Double { values.reduce(0) { $0 + $1 * $1 } }

  /// Equality that treats trailing zeros as padding, consistent with `+` and `-`.
  public static func == (lhs: PaintData, rhs: PaintData) -> Bool {
    (lhs - rhs).values.allSatisfy { $0 == 0 }
  }

  /// Hashes the components without trailing zeros, consistent with `==`.
  public func hash(into hasher: inout Hasher) {
    var trimmed = values[...]
    while let last = trimmed.last, last == 0 { trimmed = trimmed.dropLast() }
    for v in trimmed { hasher.combine(v) }
  }

  private static func combine(_ a: PaintData, _ b: PaintData, _ op: (Double, Double) -> Double)
    -> PaintData
  {
    let n = max(a.values.count, b.values.count)
    var out = [Double](repeating: 0, count: n)
    for i in 0..<n {
      out[i] = op(i < a.values.count ? a.values[i] : 0, i < b.values.count ? b.values[i] : 0)
    }
    return PaintData(out)
  }
}

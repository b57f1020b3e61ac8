#if canImport(Foundation)
  import Foundation

  extension CGFloat: Animatable {
    /// A `CGFloat` animates itself, as in SwiftUI.
    @inlinable
    public var animatableData: CGFloat {
      get { self }
      set { self = newValue }
    }

    /// The value `amount` of the way towards `other`, exact at 0 and 1: the vector
    /// interpolation (``VectorArithmetic/interpolate(towards:amount:)``), choosing between the
    /// two `interpolated(towards:amount:)` of `Animatable` and `VectorArithmetic`.
    @inlinable
    public func interpolated(towards other: CGFloat, amount: Double) -> CGFloat {
      var result = self
      result.interpolate(towards: other, amount: amount)
      return result
    }
  }
#endif

extension Double: Animatable {
  /// A `Double` animates itself, as in SwiftUI.
  @inlinable
  public var animatableData: Double {
    get { self }
    set { self = newValue }
  }

  /// The value `amount` of the way towards `other`, exact at 0 and 1: the vector interpolation
  /// (VectorArithmetic/interpolate(towards:amount:)). `Double` is both `Animatable` and a
  /// `VectorArithmetic`, whose two `interpolated(towards:amount:)` this one chooses between.
  @inlinable
  public func interpolated(towards other: Double, amount: Double) -> Double {
    var result = self
    result.interpolate(towards: other, amount: amount)
    return result
  }
}

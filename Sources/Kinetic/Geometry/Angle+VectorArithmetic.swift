// SwiftUI's `Angle` is only `Animatable`; making it a vector too lets an `Animator` or a spring
// drive an angle directly, and lets angles be summed (a rotation plus a wobble) without
// unwrapping radians by hand.
extension Angle: VectorArithmetic {
  /// The zero angle.
  @inlinable
  public static var zero: Angle { Angle(radians: 0) }

  /// The sum of two angles.
  @inlinable
  public static func + (lhs: Angle, rhs: Angle) -> Angle {
    Angle(radians: lhs.radians + rhs.radians)
  }

  /// The difference of two angles.
  @inlinable
  public static func - (lhs: Angle, rhs: Angle) -> Angle {
    Angle(radians: lhs.radians - rhs.radians)
  }

  /// The opposite angle.
  @inlinable
  public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }

  /// Multiplies the angle by `rhs`.
  @inlinable
  public mutating func scale(by rhs: Double) { radians *= rhs }

  /// The square of the angle in radians.
  @inlinable
  public var magnitudeSquared: Double { radians * radians }
}

extension Angle {
  /// Returns the angle `amount` of the way towards `other`, exact at 0 and 1.
  ///
  /// `Angle` is both `Animatable` and `VectorArithmetic`, and both protocols provide this
  /// method (with the same result); this concrete member resolves the ambiguity.
  @inlinable
  public func interpolated(towards other: Angle, amount: Double) -> Angle {
    Angle(radians: radians.interpolated(towards: other.radians, amount: amount))
  }
}

import Kinetic

/// The same vector as a class: the mistake the SwiftUI animation article warns about.
///
/// The arithmetic is ``BorderVector``'s and correct on its own, but the model keeps one
/// instance and mutates it in place. The tree captured before the change then refers to the
/// very object that now holds the new values, so "start" and "target" are the same, the
/// difference the animation scales is zero, and every frame shows the target: the bar jumps.
///
/// `@unchecked Sendable`: the demo mutates it only inside its own `withAnimation` call, before
/// the scene is shared; it exists to show the bug, not as a pattern to copy.
public final class BorderVectorReference: VectorArithmetic, @unchecked Sendable {
  /// The position and height this object holds.
  public var value: BorderVector

  /// Creates an object holding `value`.
  public init(_ value: BorderVector) {
    self.value = value
  }

  /// A new object holding (0, 0).
  public static var zero: BorderVectorReference { BorderVectorReference(.zero) }

  /// A new object holding the sum.
  public static func + (lhs: BorderVectorReference, rhs: BorderVectorReference)
    -> BorderVectorReference
  {
    BorderVectorReference(lhs.value + rhs.value)
  }

  /// A new object holding the difference.
  public static func - (lhs: BorderVectorReference, rhs: BorderVectorReference)
    -> BorderVectorReference
  {
    BorderVectorReference(lhs.value - rhs.value)
  }

  /// Scales the value of this (shared) object in place.
  public func scale(by rhs: Double) {
    value.scale(by: rhs)
  }

  /// The value's squared magnitude.
  public var magnitudeSquared: Double { value.magnitudeSquared }

  /// Equal values.
  public static func == (lhs: BorderVectorReference, rhs: BorderVectorReference) -> Bool {
    lhs.value == rhs.value
  }
}

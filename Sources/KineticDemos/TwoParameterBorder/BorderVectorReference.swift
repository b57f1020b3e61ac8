import Kinetic

/// The same vector as a class: the mistake the SwiftUI animation article warns about.
///
/// The arithmetic is correct on its own, but the model keeps one instance and mutates it in
/// place. The tree captured before the change then refers to the very object that now holds
/// the new values, so "start" and "target" are the same, the difference the animation scales
/// is zero, and every frame shows the target: the bar jumps.
///
/// `@unchecked Sendable`: the demo mutates it only inside its own `withAnimation` call, before
/// the scene is shared; it exists to show the bug, not as a pattern to copy.
public final class BorderVectorReference: VectorArithmetic, @unchecked Sendable {
  /// Position along the box, 0...1.
  public var position: Double
  /// Bar height, in points.
  public var height: Double

  /// Creates a vector object.
  public init(position: Double, height: Double) {
    self.position = position
    self.height = height
  }

  /// A new (0, 0) object.
  public static var zero: BorderVectorReference { BorderVectorReference(position: 0, height: 0) }

  /// A new object holding the component-wise sum.
  public static func + (lhs: BorderVectorReference, rhs: BorderVectorReference)
    -> BorderVectorReference
  {
    BorderVectorReference(position: lhs.position + rhs.position, height: lhs.height + rhs.height)
  }

  /// A new object holding the component-wise difference.
  public static func - (lhs: BorderVectorReference, rhs: BorderVectorReference)
    -> BorderVectorReference
  {
    BorderVectorReference(position: lhs.position - rhs.position, height: lhs.height - rhs.height)
  }

  /// Scales both components of this (shared) object in place.
  public func scale(by rhs: Double) {
    position *= rhs
    height *= rhs
  }

  /// position² + height².
  public var magnitudeSquared: Double { position * position + height * height }

  /// Equal components.
  public static func == (lhs: BorderVectorReference, rhs: BorderVectorReference) -> Bool {
    lhs.position == rhs.position && lhs.height == rhs.height
  }
}

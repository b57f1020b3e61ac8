import Kinetic

/// A 2-D outline that fills the rectangle it is offered, as SwiftUI's `Shape`.
///
/// A shape animates through its `Animatable.animatableData`: the scene reads the data of the
/// old and new shape, interpolates it and writes each intermediate value back before calling
/// ``path(in:)``. A shape that keeps the default `EmptyAnimatableData` jumps to its new outline.
///
/// ```swift
/// struct RadiusCircle: Shape {
///   var radius: Double
///   var animatableData: Double {
///     get { radius }
///     set { radius = newValue }
///   }
///   func path(in rect: Rect) -> Path { ... }
/// }
/// ```
public protocol Shape: Animatable, Sendable {
  /// The outline in `rect`'s coordinate space, in points.
  func path(in rect: Rect) -> Path
}

extension Path: Shape {
  /// The path itself: a path ignores the rectangle it is offered.
  public func path(in rect: Rect) -> Path { self }
}

import Kinetic

/// The ellipse inscribed in the offered rectangle, as SwiftUI's `Ellipse`.
public struct Ellipse: Shape, Hashable {
  /// Creates an ellipse.
  public init() {}

  /// The ellipse touching all four sides of `rect`.
  public func path(in rect: Rect) -> Path { Path { $0.addEllipse(in: rect) } }
}

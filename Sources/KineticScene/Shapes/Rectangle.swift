import Kinetic

/// The offered rectangle itself, as SwiftUI's `Rectangle`.
public struct Rectangle: Shape, Hashable {
  /// Creates a rectangle.
  public init() {}

  /// `rect` as a closed path.
  public func path(in rect: Rect) -> Path { Path(rect) }
}

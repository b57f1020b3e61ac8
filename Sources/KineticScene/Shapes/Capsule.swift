import Kinetic

/// A rectangle whose shorter sides are semicircles, as SwiftUI's `Capsule`.
public struct Capsule: Shape, Hashable {
  /// Creates a capsule.
  public init() {}

  /// `rect` with corner radius min(width, height) / 2.
  public func path(in rect: Rect) -> Path {
    Path { $0.addRoundedRect(in: rect, cornerRadius: min(abs(rect.width), abs(rect.height)) / 2) }
  }
}

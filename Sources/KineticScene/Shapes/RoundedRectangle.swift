import Kinetic

/// A rectangle with rounded corners, as SwiftUI's `RoundedRectangle`; the corner radius animates.
public struct RoundedRectangle: Shape, Hashable {
  /// The corner radius, in points (clamped to half the shorter side when drawn).
  public var cornerRadius: Double

  /// Creates a rounded rectangle.
  public init(cornerRadius: Double) { self.cornerRadius = cornerRadius }

  /// The corner radius.
  public var animatableData: Double {
    get { cornerRadius }
    set { cornerRadius = newValue }
  }

  /// `rect` with quarter-ellipse corners of radius ``cornerRadius``.
  public func path(in rect: Rect) -> Path {
    Path { $0.addRoundedRect(in: rect, cornerRadius: cornerRadius) }
  }
}

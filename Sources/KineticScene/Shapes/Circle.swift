import Kinetic

/// The largest circle that fits the offered rectangle, centred in it, as SwiftUI's `Circle`.
public struct Circle: Shape, Hashable {
  /// Creates a circle.
  public init() {}

  /// A circle of diameter min(width, height) centred in `rect`.
  public func path(in rect: Rect) -> Path {
    let d = min(rect.width, rect.height)
    return Path {
      $0.addEllipse(in: Rect(x: rect.midX - d / 2, y: rect.midY - d / 2, width: d, height: d))
    }
  }
}

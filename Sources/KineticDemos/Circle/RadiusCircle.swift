import Kinetic
import KineticScene

/// A circle of a given radius centred in its frame, whose radius is its animatable data: the
/// SwiftUI animation article's way of animating a shape through `animatableData`.
public struct RadiusCircle: Shape, Hashable {
  /// The radius, in points.
  public var radius: Double

  /// Creates a circle of `radius` points.
  public init(radius: Double) { self.radius = radius }

  /// The radius: the scene interpolates it and redraws the path every frame.
  public var animatableData: Double {
    get { radius }
    set { radius = newValue }
  }

  /// A circle of ``radius`` (at least 0) about the centre of `rect`.
  public func path(in rect: Rect) -> Path {
    let r = max(radius, 0)
    return Path {
      $0.addEllipse(in: Rect(x: rect.midX - r, y: rect.midY - r, width: 2 * r, height: 2 * r))
    }
  }
}

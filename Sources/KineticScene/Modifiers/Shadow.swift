import Kinetic

/// A drop shadow: a blurred, offset copy of the content's outline, as SwiftUI's `shadow`.
public struct Shadow: Hashable, Sendable {
  /// The shadow colour.
  public var color: Color
  /// The blur radius, in points.
  public var radius: Double
  /// The horizontal offset, in points.
  public var x: Double
  /// The vertical offset, in points.
  public var y: Double

  /// Creates a shadow.
  public init(color: Color, radius: Double, x: Double, y: Double) {
    self.color = color
    self.radius = radius
    self.x = x
    self.y = y
  }
}

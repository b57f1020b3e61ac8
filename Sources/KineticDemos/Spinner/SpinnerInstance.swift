import Kinetic

/// One replicated instance of a ``ReplicatorSpinner`` at one instant.
public struct SpinnerInstance: Hashable, Sendable {
  /// The instance index, `0..<instanceCount`; instance 0 is the original layer.
  public var index: Int
  /// The instance's rotation about the spinner's centre, `index · 2π / n`, clockwise on screen
  /// (y pointing down) from twelve o'clock.
  public var angle: Angle
  /// The instance's centre relative to the spinner's centre, in points (y pointing down).
  public var x: Double
  /// See ``x``.
  public var y: Double
  /// The instance's opacity at this instant, between the animation's two opacities.
  public var opacity: Double

  /// Creates an instance record.
  public init(index: Int, angle: Angle, x: Double, y: Double, opacity: Double) {
    self.index = index
    self.angle = angle
    self.x = x
    self.y = y
    self.opacity = opacity
  }
}

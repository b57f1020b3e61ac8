import Kinetic

/// One replicated instance of a ``ReplicatorSpinner`` at one instant. The spinner builds
/// instances (with the memberwise initialiser, internal); callers read them.
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
}

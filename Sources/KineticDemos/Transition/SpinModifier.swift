import Kinetic
import KineticScene

/// The custom transition effect of the transition demo: a rotation about the bottom-trailing
/// corner, whose angle is the animatable data. The bottom-trailing corner never moves.
public struct SpinModifier: GeometryEffect, Hashable {
  /// The angle in degrees (positive is clockwise on screen).
  public var degrees: Double

  /// Creates a spin of `degrees`.
  public init(degrees: Double) { self.degrees = degrees }

  /// The angle.
  public var animatableData: Double {
    get { degrees }
    set { degrees = newValue }
  }

  /// A rotation about the bottom-trailing corner of the content.
  public func effectValue(size: Size) -> AffineTransform {
    RotationEffect(degrees: degrees, anchor: .bottomTrailing).effectValue(size: size)
  }
}

import Kinetic

/// Rotates the content about an anchor, as SwiftUI's `rotationEffect(_:anchor:)`; positive
/// angles turn clockwise on screen and the anchor point is fixed.
public struct RotationEffect: GeometryEffect, Hashable {
  /// The angle, in radians.
  public var radians: Double
  /// The fixed point, as a unit point of the content's frame.
  public var anchor: UnitPoint

  /// Creates a rotation by `radians` about `anchor`.
  public init(radians: Double, anchor: UnitPoint = .center) {
    self.radians = radians
    self.anchor = anchor
  }

  /// Creates a rotation by `degrees` about `anchor`.
  public init(degrees: Double, anchor: UnitPoint = .center) {
    self.init(radians: degrees * .pi / 180, anchor: anchor)
  }

  /// Creates a rotation by `angle` about `anchor`, as SwiftUI's `rotationEffect(_:anchor:)`.
  public init(angle: Angle, anchor: UnitPoint = .center) {
    self.init(radians: angle.radians, anchor: anchor)
  }

  /// The angle in degrees.
  public var degrees: Double { radians * 180 / .pi }

  /// The angle.
  public var angle: Angle {
    get { Angle(radians: radians) }
    set { radians = newValue.radians }
  }

  /// The angle (radians) and then the anchor.
  public var animatableData: AnimatablePair<Double, AnimatablePair<Double, Double>> {
    get { AnimatablePair(radians, anchor.animatableData) }
    set {
      radians = newValue.first
      anchor.animatableData = newValue.second
    }
  }

  /// translate(−A) · rotate · translate(A) with A = anchor × size.
  public func effectValue(size: Size) -> AffineTransform {
    AffineTransform(rotationAngle: radians).about(
      Point(x: anchor.x * size.width, y: anchor.y * size.height))
  }
}

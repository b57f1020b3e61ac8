import Kinetic

/// Draws a blurred, offset copy of the content's shapes behind them, as SwiftUI's
/// `shadow(color:radius:x:y:)`.
public struct ShadowModifier: SceneModifier, Hashable {
  /// The shadow.
  public var shadow: Shadow

  /// Creates a shadow modifier.
  public init(color: Color, radius: Double, x: Double = 0, y: Double = 0) {
    shadow = Shadow(color: color, radius: radius, x: x, y: y)
  }

  /// The colour, then (radius, x, y).
  public var animatableData: AnimatablePair<SIMD4<Double>, SIMD4<Double>> {
    get { AnimatablePair(shadow.color.animatableData, SIMD4(shadow.radius, shadow.x, shadow.y, 0)) }
    set {
      shadow.color.animatableData = newValue.first
      shadow.radius = max(newValue.second[0], 0)
      shadow.x = newValue.second[1]
      shadow.y = newValue.second[2]
    }
  }

  /// Adds the shadow.
  public func apply(to style: inout RenderStyle, size: Size, transform: AffineTransform) {
    style.shadows.append(shadow)
  }
}

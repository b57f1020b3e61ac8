import Kinetic

/// Blurs the content, as SwiftUI's `blur(radius:opaque:)`: the effect behind
/// `BlurReplaceTransition`.
///
/// The scene records the radius on what it draws (``DisplayItem/blurRadius``, in canvas
/// points: scaled by the transforms around the modifier) and the SVG output draws it as a
/// Gaussian blur of standard deviation radius / 2, the convention its shadows use. Nested blurs
/// combine as √(r₁² + r₂²): Gaussian blurs compose by adding their variances.
public struct BlurEffect: SceneModifier, Hashable {
  /// The radius, in points; negative values count as 0.
  public var radius: Double

  /// Creates a blur.
  public init(radius: Double) { self.radius = radius }

  /// The radius.
  public var animatableData: Double {
    get { radius }
    set { radius = newValue }
  }

  /// Adds this blur to the inherited one.
  public func apply(to style: inout RenderStyle, size: Size, transform: AffineTransform) {
    let r = radius.isNaN ? 0 : max(radius, 0) * transform.scaleFactor
    guard r > 0 else { return }
    style.blurRadius = (style.blurRadius * style.blurRadius + r * r).squareRoot()
  }
}

extension Node {
  /// Blurs this node by `radius` points, as SwiftUI's `blur(radius:opaque:)`.
  public func blur(radius: Double) -> Node { modifier(BlurEffect(radius: radius)) }
}

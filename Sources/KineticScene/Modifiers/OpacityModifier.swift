import Kinetic

/// Multiplies the content's opacity, as SwiftUI's `opacity(_:)`.
public struct OpacityModifier: SceneModifier, Hashable {
  /// The factor; values are clamped to `0...1` when applied.
  public var opacity: Double

  /// Creates an opacity modifier.
  public init(_ opacity: Double) { self.opacity = opacity }

  /// The opacity.
  public var animatableData: Double {
    get { opacity }
    set { opacity = newValue }
  }

  /// Multiplies the inherited opacity.
  public func apply(to style: inout RenderStyle, size: Size, transform: AffineTransform) {
    style.opacity *= opacity.isNaN ? 0 : min(max(opacity, 0), 1)
  }
}

import Kinetic

/// Fills the shapes inside with a paint, as SwiftUI's `fill(_:)`; the innermost fill wins.
public struct FillModifier: SceneModifier, Hashable {
  /// The paint.
  public var paint: Paint

  /// Creates a fill.
  public init(_ paint: Paint) { self.paint = paint }

  /// The paint's colours (and gradient geometry).
  public var animatableData: PaintData {
    get { paint.animatableData }
    set { paint.animatableData = newValue }
  }

  /// Sets the fill.
  public func apply(to style: inout RenderStyle, size: Size, transform: AffineTransform) {
    style.fill = paint
  }
}

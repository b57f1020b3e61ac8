import Kinetic

/// Shows the content only inside a shape drawn in the modifier's frame, as SwiftUI's
/// `clipShape(_:)`; the shape's animatable data animates the clip.
public struct ClipShapeModifier<ClipShape: Shape>: SceneModifier {
  /// The clip outline.
  public var shape: ClipShape

  /// Creates a clip.
  public init(_ shape: ClipShape) { self.shape = shape }

  /// The shape's animatable data.
  public var animatableData: ClipShape.AnimatableData {
    get { shape.animatableData }
    set { shape.animatableData = newValue }
  }

  /// Adds the outline, in canvas coordinates, to the clips.
  public func apply(to style: inout RenderStyle, size: Size, transform: AffineTransform) {
    style.clips.append(shape.path(in: Rect(size: size)).applying(transform))
  }
}

import Kinetic

/// Outlines the shapes inside, as SwiftUI's `stroke(_:lineWidth:)`. A shape with a stroke and
/// no explicit fill is drawn as an outline only.
public struct StrokeModifier: SceneModifier, Hashable {
  /// The stroke.
  public var stroke: Stroke

  /// Creates a stroke modifier.
  public init(_ paint: Paint, lineWidth: Double = 1) {
    stroke = Stroke(paint: paint, style: StrokeStyle(lineWidth: lineWidth))
  }

  /// The paint and the line width.
  public var animatableData: AnimatablePair<PaintData, Double> {
    get { AnimatablePair(stroke.paint.animatableData, stroke.style.lineWidth) }
    set {
      stroke.paint.animatableData = newValue.first
      stroke.style.lineWidth = max(newValue.second, 0)
    }
  }

  /// Sets the stroke.
  public func apply(to style: inout RenderStyle, size: Size, transform: AffineTransform) {
    style.stroke = stroke
  }
}

/// A stroke: paint and line style.
public struct Stroke: Hashable, Sendable {
  /// The paint of the outline.
  public var paint: Paint
  /// The line style.
  public var style: StrokeStyle

  /// Creates a stroke.
  public init(paint: Paint, style: StrokeStyle) {
    self.paint = paint
    self.style = style
  }
}

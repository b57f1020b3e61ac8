import Kinetic

/// One shape as drawn: its outline in canvas coordinates and everything needed to paint it.
public struct DisplayItem: Sendable {
  /// Explicit ids of the enclosing nodes, outermost first; the last is the node's own id.
  public var ids: [String]
  /// The outline in canvas coordinates.
  public var path: Path
  /// The size of the frame the shape was drawn in, in its local coordinates.
  public var localSize: Size
  /// The map from the shape's local coordinates to the canvas.
  public var transform: AffineTransform
  /// The fill, or `nil` for an outline-only shape.
  public var fill: Paint?
  /// The stroke, with its line width already scaled by the transform.
  public var stroke: Stroke?
  /// The product of all enclosing opacities, in `0...1`.
  public var opacity: Double
  /// The shadows, outermost first, with offsets and radii in canvas points; each is drawn
  /// behind the shape in this order.
  public var shadows: [Shadow]
  /// Clip outlines in canvas coordinates.
  public var clips: [Path]
  /// The text, when the item is a text node; ``path`` is then the text's frame.
  public var text: TextRun?
  /// The blur radius of the enclosing ``BlurEffect``s together, in canvas points (0: sharp).
  public var blurRadius: Double

  let flattened: FlattenedPath
  let flattenedClips: [FlattenedPath]

  init(shape: any Shape, size: Size, transform: AffineTransform, style: RenderStyle) {
    ids = style.ids
    path = shape.path(in: Rect(size: size)).applying(transform)
    localSize = size
    self.transform = transform
    fill = style.fill ?? (style.stroke == nil ? .color(.black) : nil)
    stroke = style.stroke.map { s in
      var scaled = s
      scaled.style.lineWidth *= transform.scaleFactor
      return scaled
    }
    opacity = style.opacity
    shadows = style.shadows
    clips = style.clips
    flattened = path.flattened()
    flattenedClips = style.clips.map { $0.flattened() }
    text = nil
    blurRadius = style.blurRadius
  }

  init(text: TextRun, transform: AffineTransform, style: RenderStyle) {
    self.init(shape: Rectangle(), size: text.size, transform: transform, style: style)
    fill = style.fill ?? .color(.black)
    stroke = nil
    shadows = []
    self.text = text
  }

  /// The innermost explicit id.
  public var id: String? { ids.last }

  /// The bounding box of the outline in canvas coordinates.
  public var bounds: Rect { path.boundingRect }

  /// Where a gradient's start and end points lie on the canvas.
  public func gradientLine(_ gradient: LinearGradient) -> (start: Point, end: Point) {
    let s = Point(
      x: gradient.startPoint.x * localSize.width, y: gradient.startPoint.y * localSize.height)
    let e = Point(
      x: gradient.endPoint.x * localSize.width, y: gradient.endPoint.y * localSize.height)
    return (s.applying(transform), e.applying(transform))
  }

  /// The colour of `paint` at canvas point `point` (gradients project the point onto their line).
  public func color(of paint: Paint, at point: Point) -> Color {
    switch paint {
    case .color(let c): return c
    case .linearGradient(let g):
      let (s, e) = gradientLine(g)
      let dx = e.x - s.x
      let dy = e.y - s.y
      let length2 = dx * dx + dy * dy
      let t = length2 > 0 ? ((point.x - s.x) * dx + (point.y - s.y) * dy) / length2 : 0
      return g.color(at: t)
    }
  }

  /// Whether `point` is inside every clip.
  func isUnclipped(_ point: Point) -> Bool { flattenedClips.allSatisfy { $0.contains(point) } }

  /// Whether the painted fill covers `point` (ignoring clips).
  func fillContains(_ point: Point) -> Bool { fill != nil && flattened.contains(point) }

  /// Whether the painted stroke covers `point` (ignoring clips).
  func strokeContains(_ point: Point, minimumHalfWidth: Double = 0) -> Bool {
    guard let stroke else { return false }
    return flattened.strokeContains(
      point, halfWidth: max(stroke.style.lineWidth / 2, minimumHalfWidth))
  }

  /// Whether a tap at `point` lands on this item: visible, unclipped, on its fill or stroke.
  public func contains(_ point: Point) -> Bool {
    opacity > 0 && isUnclipped(point) && (fillContains(point) || strokeContains(point))
  }
}

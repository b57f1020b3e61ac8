import Kinetic

/// A laid-out tree at one instant: the canvas and its display list, back to front. Renderers
/// (ASCII, SVG) and hit testing read frames; a frame never changes once built.
public struct SceneFrame: Sendable {
  /// The time this frame shows, in seconds.
  public var time: Double
  /// The canvas size, in points.
  public var size: Size
  /// The canvas colour, or `nil` for transparent.
  public var background: Color?
  /// The shapes, back to front.
  public var items: [DisplayItem]

  /// Lays out `root` on a canvas of `size`; the root is offered the whole canvas and centred
  /// in it, as a window centres its root view.
  public init(time: Double, size: Size, background: Color? = .white, root: Node) {
    self.time = time
    self.size = size
    self.background = background
    items = LayoutEngine.laidOut(root, canvas: size).items
  }

  /// The items drawn inside the node with id `id` (including the node itself).
  public func items(id: String) -> [DisplayItem] { items.filter { $0.ids.contains(id) } }

  /// The union of the outlines' bounding boxes of the node with id `id`, or `nil` if it draws
  /// nothing in this frame.
  public func bounds(of id: String) -> Rect? {
    let boxes = items(id: id).map(\.bounds)
    guard var result = boxes.first else { return nil }
    for box in boxes.dropFirst() { result = result.union(box) }
    return result
  }

  /// The topmost item under `point`, or `nil` where nothing is drawn.
  public func hitTestItem(_ point: Point) -> DisplayItem? {
    items.last { $0.contains(point) }
  }

  /// The id of the innermost identified node of the topmost item under `point`; `nil` where
  /// nothing is drawn or the topmost item has no id. Transparent items (opacity 0) and clipped
  /// parts are not hit.
  public func hitTest(_ point: Point) -> String? { hitTestItem(point)?.id }
}

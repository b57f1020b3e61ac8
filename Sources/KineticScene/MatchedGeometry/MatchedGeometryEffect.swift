import Kinetic

/// Gives the views of one group the geometry of its source, as SwiftUI's
/// `matchedGeometryEffect(id:in:properties:anchor:isSource:)`: built by
/// ``Node/matchedGeometryEffect(id:in:properties:anchor:isSource:)``.
///
/// The rule (Apple): views in the same namespace with the same id form a group; the group's
/// frame is that of its source (the view with `isSource` true; "if the number of
/// currently-inserted views in the group with `isSource = true` is not exactly one results are
/// undefined" — here the first one in the tree counts), and every view of the group is
/// placed in that frame (``properties``: its size proposed to the view, its ``anchor`` point
/// matched). The scene keeps the frame as this modifier's animatable data, so a change that
/// moves the source animates every member there with the change's animation, by the scene's
/// interruption rules; a view inserted into a group that had a view on screen starts from that
/// view's frame, and a view being removed follows the group while its removal transition runs
/// ("If inserting a view in the same transaction that another view with the same key is
/// removed, the system will interpolate their frame rectangles in window space to make it
/// appear that there is a single view moving from its old position to its new position",
/// Apple). A change made while the group moves starts from the frame on screen, and under a
/// spring with the group's velocity too, so a card sent back mid-flight moves as one view whose
/// position and velocity are continuous (a timing curve starts with its own velocity, as it
/// does when a drag is released into it).
///
/// The frame is in canvas coordinates; rotations and scales applied around the effect do not
/// apply to it. The view's parent lays it out at its own size: the effect moves and resizes
/// the view like a geometry effect, without moving its siblings.
public struct MatchedGeometryEffect: SceneModifier {
  /// The namespace and id, as one key.
  public let group: String
  /// Which parts of the group's frame the view takes.
  public let properties: MatchedGeometryProperties
  /// The point of the frame that is matched, in the view's unit coordinates.
  public let anchor: UnitPoint
  /// Whether this view gives the group its frame.
  public let isSource: Bool
  /// The group's frame as the scene presents it, or `nil` before the scene has laid out the
  /// group (the view is then placed as without the effect).
  public internal(set) var frame: Rect?

  init(
    group: String, properties: MatchedGeometryProperties, anchor: UnitPoint, isSource: Bool,
    frame: Rect? = nil
  ) {
    self.group = group
    self.properties = properties
    self.anchor = anchor
    self.isSource = isSource
    self.frame = frame
  }

  /// The frame: (x, y) and (width, height); zero without one.
  public var animatableData:
    AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>
  {
    get {
      let f = frame ?? .zero
      return AnimatablePair(
        AnimatablePair(f.minX, f.minY), AnimatablePair(f.size.width, f.size.height))
    }
    set {
      frame = Rect(
        x: newValue.first.first, y: newValue.first.second, width: newValue.second.first,
        height: newValue.second.second)
    }
  }

  /// The size proposed to the content: the group's when the size is matched.
  public func contentProposal(for proposal: Size) -> Size {
    guard let frame, properties.contains(.size) else { return proposal }
    return frame.size
  }

  /// Where the content goes on the canvas, given where and how large it is without the effect
  /// (`natural`) and its size with it: its anchor on the group frame's anchor when the position
  /// is matched, else where it was.
  func placedOrigin(natural: Rect, contentSize: Size) -> Point {
    let target = (frame != nil && properties.contains(.position)) ? frame! : natural
    return Point(
      x: target.minX + anchor.x * target.size.width - anchor.x * contentSize.width,
      y: target.minY + anchor.y * target.size.height - anchor.y * contentSize.height)
  }
}

extension Node {
  /// Makes this view one of the group `id` in `namespace`, as SwiftUI's
  /// `matchedGeometryEffect(id:in:properties:anchor:isSource:)` (see ``MatchedGeometryEffect``
  /// for the rule).
  public func matchedGeometryEffect<ID: Hashable & Sendable>(
    id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
    anchor: UnitPoint = .center, isSource: Bool = true
  ) -> Node {
    modifier(
      MatchedGeometryEffect(
        group: namespace.name + "\u{0}" + String(reflecting: ID.self) + "\u{0}" + "\(id)",
        properties: properties, anchor: anchor, isSource: isSource))
  }
}

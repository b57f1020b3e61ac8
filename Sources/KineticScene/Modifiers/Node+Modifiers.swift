import Kinetic

extension Node {
  /// Fixes the width and/or height, as SwiftUI's `frame(width:height:alignment:)`.
  public func frame(width: Double? = nil, height: Double? = nil, alignment: UnitPoint = .center)
    -> Node
  {
    modifier(FrameModifier(width: width, height: height, alignment: alignment))
  }

  /// Adds `length` points of space on every side.
  public func padding(_ length: Double = 16) -> Node { modifier(PaddingModifier(length)) }

  /// Moves the content by (x, y) points without changing layout.
  public func offset(x: Double = 0, y: Double = 0) -> Node { modifier(OffsetEffect(x: x, y: y)) }

  /// Multiplies the opacity.
  public func opacity(_ opacity: Double) -> Node { modifier(OpacityModifier(opacity)) }

  /// Scales uniformly about `anchor`.
  public func scaleEffect(_ scale: Double, anchor: UnitPoint = .center) -> Node {
    modifier(ScaleEffect(x: scale, y: scale, anchor: anchor))
  }

  /// Scales by x and y about `anchor`.
  public func scaleEffect(x: Double = 1, y: Double = 1, anchor: UnitPoint = .center) -> Node {
    modifier(ScaleEffect(x: x, y: y, anchor: anchor))
  }

  /// Rotates by `angle` (clockwise on screen for positive angles) about `anchor`.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> Node {
    modifier(RotationEffect(angle: angle, anchor: anchor))
  }

  /// Rotates by `degrees` (clockwise on screen) about `anchor`.
  public func rotationEffect(degrees: Double, anchor: UnitPoint = .center) -> Node {
    modifier(RotationEffect(degrees: degrees, anchor: anchor))
  }

  /// Rotates by `radians` (clockwise on screen) about `anchor`.
  public func rotationEffect(radians: Double, anchor: UnitPoint = .center) -> Node {
    modifier(RotationEffect(radians: radians, anchor: anchor))
  }

  /// Fills the shapes inside with a colour.
  public func fill(_ color: Color) -> Node { modifier(FillModifier(.color(color))) }

  /// Fills the shapes inside with a gradient.
  public func fill(_ gradient: LinearGradient) -> Node {
    modifier(FillModifier(.linearGradient(gradient)))
  }

  /// Outlines the shapes inside.
  public func stroke(_ color: Color, lineWidth: Double = 1) -> Node {
    modifier(StrokeModifier(.color(color), lineWidth: lineWidth))
  }

  /// Adds a drop shadow.
  public func shadow(
    color: Color = Color(white: 0, opacity: 0.33), radius: Double, x: Double = 0, y: Double = 0
  )
    -> Node
  {
    modifier(ShadowModifier(color: color, radius: radius, x: x, y: y))
  }

  /// Clips the content to `shape` drawn in this node's frame.
  public func clipShape(_ shape: some Shape) -> Node { modifier(ClipShapeModifier(shape)) }

  /// Clips the content to this node's frame.
  public func clipped() -> Node { clipShape(Rectangle()) }
}

extension Shape {
  /// This shape as a node.
  public var node: Node { .shape(self) }

  /// This shape filled with a colour.
  public func fill(_ color: Color) -> Node { node.fill(color) }

  /// This shape filled with a gradient.
  public func fill(_ gradient: LinearGradient) -> Node { node.fill(gradient) }

  /// This shape's outline.
  public func stroke(_ color: Color, lineWidth: Double = 1) -> Node {
    node.stroke(color, lineWidth: lineWidth)
  }

  /// This shape in a fixed frame.
  public func frame(width: Double? = nil, height: Double? = nil, alignment: UnitPoint = .center)
    -> Node
  {
    node.frame(width: width, height: height, alignment: alignment)
  }
}

extension Shape {
  /// This shape with an explicit identity.
  public func id(_ id: String) -> Node { node.id(id) }

  /// This shape with padding on every side.
  public func padding(_ length: Double = 16) -> Node { node.padding(length) }

  /// This shape moved by (x, y) points.
  public func offset(x: Double = 0, y: Double = 0) -> Node { node.offset(x: x, y: y) }

  /// This shape with its opacity multiplied.
  public func opacity(_ opacity: Double) -> Node { node.opacity(opacity) }

  /// This shape scaled about `anchor`.
  public func scaleEffect(_ scale: Double, anchor: UnitPoint = .center) -> Node {
    node.scaleEffect(scale, anchor: anchor)
  }

  /// This shape rotated by `angle` about `anchor`.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> Node {
    node.rotationEffect(angle, anchor: anchor)
  }

  /// This shape rotated by `degrees` about `anchor`.
  public func rotationEffect(degrees: Double, anchor: UnitPoint = .center) -> Node {
    node.rotationEffect(degrees: degrees, anchor: anchor)
  }

  /// This shape wrapped in `modifier`.
  public func modifier(_ modifier: some SceneModifier) -> Node { node.modifier(modifier) }
}

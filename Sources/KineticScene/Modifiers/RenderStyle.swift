import Kinetic

/// The painting state that modifiers pass down to the shapes inside them.
public struct RenderStyle: Sendable {
  /// The fill set by the innermost ``FillModifier``; `nil` means "not set".
  public var fill: Paint?
  /// The stroke set by the innermost ``StrokeModifier``.
  public var stroke: Stroke?
  /// The product of all enclosing opacities, in `0...1`.
  public var opacity: Double
  /// The shadows of all enclosing shadow modifiers, outermost first (stacked shadows all
  /// draw, as in SwiftUI).
  public var shadows: [Shadow]
  /// Clip outlines in canvas coordinates; content is visible only inside all of them.
  public var clips: [Path]
  /// Explicit ids of the enclosing nodes, outermost first.
  public var ids: [String]
  /// The blur radius of all enclosing ``BlurEffect``s together, in canvas points (0: sharp).
  public var blurRadius: Double

  /// The style of the root: nothing set, fully opaque.
  public init() {
    fill = nil
    stroke = nil
    opacity = 1
    shadows = []
    clips = []
    ids = []
    blurRadius = 0
  }
}

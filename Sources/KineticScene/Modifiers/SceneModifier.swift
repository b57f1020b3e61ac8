import Kinetic

/// A modifier of a ``Node``: it may change layout, apply a geometry effect, or change how the
/// content is painted. Every modifier is `Animatable`: a change that runs inside
/// ``SceneModel/withAnimation(_:at:_:)`` interpolates the modifier's `animatableData` between
/// the old and the new value; data that is not part of `animatableData` jumps.
///
/// All hooks have neutral defaults, so a modifier implements only what it affects.
public protocol SceneModifier: Animatable, Sendable {
  /// The size offered to the content, given the size `proposal` offered to the modifier.
  func contentProposal(for proposal: Size) -> Size

  /// The modifier's own size, given its proposal and its content's size.
  func size(for proposal: Size, contentSize: Size) -> Size

  /// Where the content's top-leading corner sits in the modifier's own bounds.
  func contentOrigin(in size: Size, contentSize: Size) -> Point

  /// A geometry effect on the content, mapping its local coordinates into the modifier's,
  /// as SwiftUI's `GeometryEffect.effectValue(size:)`.
  func effectValue(size: Size) -> AffineTransform

  /// Changes the painting style of the content (opacity, fill, stroke, shadow, clip).
  ///
  /// - Parameters:
  ///   - style: The style inherited from outer modifiers.
  ///   - size: The modifier's own size.
  ///   - transform: The map from the modifier's local coordinates to the canvas.
  func apply(to style: inout RenderStyle, size: Size, transform: AffineTransform)
}

extension SceneModifier {
  /// The proposal passes through unchanged.
  public func contentProposal(for proposal: Size) -> Size { proposal }
  /// The modifier is as large as its content.
  public func size(for proposal: Size, contentSize: Size) -> Size { contentSize }
  /// The content sits at the modifier's origin.
  public func contentOrigin(in size: Size, contentSize: Size) -> Point { .zero }
  /// No geometry effect.
  public func effectValue(size: Size) -> AffineTransform { .identity }
  /// No change of style.
  public func apply(to style: inout RenderStyle, size: Size, transform: AffineTransform) {}
}

/// A modifier defined by the node it builds around its content, as SwiftUI's `ViewModifier`;
/// give it `animatableData` and it is the article's `AnimatableModifier`.
///
/// The scene interpolates `animatableData` first and calls ``body(content:)`` on every frame
/// with the interpolated value. Properties outside `animatableData` are read at their new
/// value, so whatever the body derives from them (an offset, a size) jumps: that is why the
/// article's plain view jumps while its animatable modifier moves.
public protocol ViewModifier: SceneModifier {
  /// The node that replaces `content` wrapped in this modifier.
  func body(content: Node) -> Node
}

/// A modifier whose only effect is a transform of its content, as SwiftUI's `GeometryEffect`.
/// Implement ``SceneModifier/effectValue(size:)``.
public protocol GeometryEffect: SceneModifier {}

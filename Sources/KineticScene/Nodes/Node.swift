import Kinetic

/// One node of a headless view tree: a shape, a stack of children, a spacer, or a node wrapped
/// in a modifier. The tree is a value; a ``SceneModel`` rebuilds it from state and interpolates
/// the animatable data of matching nodes between the old and the new tree.
///
/// Build trees with the SwiftUI-like vocabulary:
/// ```swift
/// Node.hStack(spacing: 8, [
///   Circle().fill(.blue).frame(width: 40, height: 40).id("dot"),
///   Node.spacer(),
/// ]).padding(10)
/// ```
///
/// Identity: children of a stack are matched by their ``id`` when they have one, otherwise by
/// position. Give conditionally present children an id, so that a change inserts and removes
/// them (with their ``transition``) instead of morphing one into the other.
public struct Node: Sendable {
  /// The explicit identity, set with ``id(_:)``; carried outwards through later modifiers.
  public var id: String?
  /// How the node enters and leaves a stack (default ``AnyTransition/opacity``, as SwiftUI).
  public var transition: AnyTransition
  /// What the node is.
  var content: Content

  indirect enum Content: Sendable {
    case empty
    case shape(any Shape)
    /// A line of text; `layers`, when set, are what a running content transition draws.
    case text(String, fontSize: Double, layers: [ContentTransition.Layer]? = nil)
    case stack(StackAxis, alignment: UnitPoint, spacing: Double, children: [Node])
    case spacer(minLength: Double)
    case modified(Node, any SceneModifier)
  }

  init(content: Content, id: String? = nil, transition: AnyTransition = .opacity) {
    self.content = content
    self.id = id
    self.transition = transition
  }
}

extension Node {
  /// A node that draws nothing and takes no space.
  public static let empty = Node(content: .empty)

  /// A single line of text in a monospaced face of `size` points, as SwiftUI's `Text`.
  ///
  /// Metrics are fixed so that layout is the same everywhere: each character advances
  /// 0.6 × size and the line is 1.2 × size tall. The fill colour is the enclosing fill
  /// (black by default).
  ///
  /// A change of the string in an animated transaction runs through the ``ContentTransition``
  /// set with ``contentTransition(_:)`` (a crossfade without one), and a change of `size` is
  /// animated with it (at once under ``ContentTransition/identity``).
  public static func text(_ string: String, size: Double = 17) -> Node {
    Node(content: .text(string, fontSize: max(size, 0)))
  }

  /// A node that draws `shape`, filling the space it is offered.
  public static func shape(_ shape: some Shape) -> Node { Node(content: .shape(shape)) }

  /// Children side by side, left to right, as `HStack`.
  ///
  /// - Parameters:
  ///   - alignment: Vertical placement of shorter children (only `y` is used: `.top`,
  ///     `.center`, `.bottom`).
  ///   - spacing: Gap between neighbours, in points.
  ///   - children: The nodes, left to right.
  public static func hStack(alignment: UnitPoint = .center, spacing: Double = 0, _ children: [Node])
    -> Node
  {
    Node(content: .stack(.horizontal, alignment: alignment, spacing: spacing, children: children))
  }

  /// Children one above the other, top to bottom, as `VStack`.
  ///
  /// - Parameters:
  ///   - alignment: Horizontal placement of narrower children (only `x` is used: `.leading`,
  ///     `.center`, `.trailing`).
  ///   - spacing: Gap between neighbours, in points.
  ///   - children: The nodes, top to bottom.
  public static func vStack(alignment: UnitPoint = .center, spacing: Double = 0, _ children: [Node])
    -> Node
  {
    Node(content: .stack(.vertical, alignment: alignment, spacing: spacing, children: children))
  }

  /// Children on top of each other, later ones in front, as `ZStack`.
  public static func zStack(alignment: UnitPoint = .center, _ children: [Node]) -> Node {
    Node(content: .stack(.depth, alignment: alignment, spacing: 0, children: children))
  }

  /// Flexible empty space along the enclosing stack's axis, as `Spacer`.
  public static func spacer(minLength: Double = 0) -> Node {
    Node(content: .spacer(minLength: minLength))
  }

  /// This node wrapped in `modifier`; the id and transition stay visible from outside.
  public func modifier(_ modifier: some SceneModifier) -> Node {
    Node(content: .modified(self, modifier), id: id, transition: transition)
  }

  /// This node with an explicit identity.
  public func id(_ id: String) -> Node {
    var copy = self
    copy.id = id
    return copy
  }

  /// This node with a transition used when a change inserts or removes it.
  public func transition(_ transition: AnyTransition) -> Node {
    var copy = self
    copy.transition = transition
    return copy
  }

  /// The shape, when this node is a shape leaf.
  public var shape: (any Shape)? {
    if case .shape(let s) = content { return s }
    return nil
  }

  /// The outermost modifier and the node it wraps, when this node is a modified node.
  public var modified: (content: Node, modifier: any SceneModifier)? {
    if case .modified(let inner, let m) = content { return (inner, m) }
    return nil
  }

  /// The children, when this node is a stack.
  public var children: [Node] {
    if case .stack(_, _, _, let children) = content { return children }
    return []
  }

  /// The first node in depth-first order (outermost first) whose id is `id`.
  public func first(id wanted: String) -> Node? {
    if id == wanted { return self }
    switch content {
    case .modified(let inner, _): return inner.first(id: wanted)
    case .stack(_, _, _, let children):
      for child in children {
        if let found = child.first(id: wanted) { return found }
      }
      return nil
    case .empty, .shape, .text, .spacer: return nil
    }
  }

  /// The first modifier of type `M` on the chain from this node down to its first non-modifier
  /// node (outermost first).
  public func modifier<M: SceneModifier>(of type: M.Type) -> M? {
    var node = self
    while case .modified(let inner, let m) = node.content {
      if let m = m as? M { return m }
      node = inner
    }
    return nil
  }

  /// The shape at the end of this node's modifier chain, if it is a shape.
  public var innermostShape: (any Shape)? {
    var node = self
    while case .modified(let inner, _) = node.content { node = inner }
    return node.shape
  }
}

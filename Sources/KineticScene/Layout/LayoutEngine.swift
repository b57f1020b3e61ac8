import Kinetic

// A deliberately small version of SwiftUI's layout: a parent proposes a size, the child
// answers with its size, the parent places the child. Shapes take what they are offered,
// frames fix dimensions, stacks share their main axis among children (least flexible first).

/// Lays out a tree and collects what it draws, back to front.
struct LayoutEngine {
  private(set) var items: [DisplayItem] = []
  /// Where each ``MatchedGeometryEffect`` would put its content without the effect, in tree
  /// order.
  private(set) var matchedFrames: [MatchedFrame] = []

  /// A matched view's group, whether it is the group's source, and its frame on the canvas
  /// without the effect.
  struct MatchedFrame {
    var group: String
    var isSource: Bool
    var frame: Rect
  }

  /// `root` laid out on a canvas of `size`: offered the whole canvas and centred in it, as a
  /// window centres its root view.
  static func laidOut(_ root: Node, canvas size: Size) -> LayoutEngine {
    let rootSize = LayoutEngine.size(of: root, proposal: size, axis: nil)
    var engine = LayoutEngine()
    engine.place(
      root, proposal: size, axis: nil,
      transform: AffineTransform(
        translationX: (size.width - rootSize.width) / 2, y: (size.height - rootSize.height) / 2),
      style: RenderStyle())
    return engine
  }

  /// A proposal used to measure how far a child can grow (practically infinite for a canvas
  /// measured in points, yet finite so that sizes stay finite).
  static let unbounded = 1e9

  /// The size `node` takes when offered `proposal` inside a stack along `axis` (`nil` outside
  /// stacks).
  static func size(of node: Node, proposal: Size, axis: StackAxis?) -> Size {
    let proposal = Size(width: max(proposal.width, 0), height: max(proposal.height, 0))
    switch node.content {
    case .empty:
      return .zero
    case .shape:
      return proposal
    case .text(let string, let fontSize, _):
      return TextRun(string: string, fontSize: fontSize).size
    case .spacer(let minLength):
      switch axis {
      case .horizontal: return Size(width: max(minLength, proposal.width), height: 0)
      case .vertical: return Size(width: 0, height: max(minLength, proposal.height))
      case .depth, nil: return .zero
      }
    case .stack(let stackAxis, _, let spacing, let children):
      let sizes = childSizes(children, axis: stackAxis, spacing: spacing, proposal: proposal)
      return stackSize(sizes, axis: stackAxis, spacing: spacing)
    case .modified(let inner, let modifier):
      if let custom = modifier as? any ViewModifier {
        return size(of: custom.body(content: inner), proposal: proposal, axis: axis)
      }
      // A matched view takes its parent's room at its own size (see `MatchedGeometryEffect`).
      if modifier is MatchedGeometryEffect {
        return size(of: inner, proposal: proposal, axis: axis)
      }
      let contentSize = size(
        of: inner, proposal: modifier.contentProposal(for: proposal), axis: axis)
      return modifier.size(for: proposal, contentSize: contentSize)
    }
  }

  /// Each child's size: in a z-stack every child gets the whole proposal; in an h- or v-stack
  /// the main axis (minus spacing) is shared, least flexible child first, each offered an equal
  /// share of what is left.
  static func childSizes(_ children: [Node], axis: StackAxis, spacing: Double, proposal: Size)
    -> [Size]
  {
    guard axis != .depth else {
      return children.map { size(of: $0, proposal: proposal, axis: .depth) }
    }
    let n = children.count
    guard n > 0 else { return [] }
    let horizontal = axis == .horizontal
    func main(_ s: Size) -> Double { horizontal ? s.width : s.height }
    func make(_ m: Double, _ c: Double) -> Size {
      horizontal ? Size(width: m, height: c) : Size(width: c, height: m)
    }
    let cross = horizontal ? proposal.height : proposal.width
    let available = max(main(proposal) - spacing * Double(n - 1), 0)
    let flexibility = children.map { child in
      main(size(of: child, proposal: make(unbounded, cross), axis: axis))
        - main(size(of: child, proposal: make(0, cross), axis: axis))
    }
    let order = children.indices.sorted {
      flexibility[$0] < flexibility[$1] || (flexibility[$0] == flexibility[$1] && $0 < $1)
    }
    var remaining = available
    var sizes = [Size](repeating: .zero, count: n)
    for (k, i) in order.enumerated() {
      let share = remaining / Double(n - k)
      let s = size(of: children[i], proposal: make(share, cross), axis: axis)
      sizes[i] = s
      remaining = max(remaining - main(s), 0)
    }
    return sizes
  }

  /// The size of a stack with children of `sizes`.
  static func stackSize(_ sizes: [Size], axis: StackAxis, spacing: Double) -> Size {
    let maxWidth = sizes.map(\.width).max() ?? 0
    let maxHeight = sizes.map(\.height).max() ?? 0
    let gaps = spacing * Double(max(sizes.count - 1, 0))
    switch axis {
    case .horizontal:
      return Size(width: sizes.reduce(0) { $0 + $1.width } + gaps, height: maxHeight)
    case .vertical: return Size(width: maxWidth, height: sizes.reduce(0) { $0 + $1.height } + gaps)
    case .depth: return Size(width: maxWidth, height: maxHeight)
    }
  }

  /// Places `node`, whose local origin maps to the canvas through `transform`.
  mutating func place(
    _ node: Node, proposal: Size, axis: StackAxis?, transform: AffineTransform, style: RenderStyle
  ) {
    var style = style
    if let id = node.id, style.ids.last != id { style.ids.append(id) }
    switch node.content {
    case .empty, .spacer:
      return
    case .shape(let shape):
      let size = LayoutEngine.size(of: node, proposal: proposal, axis: axis)
      items.append(DisplayItem(shape: shape, size: size, transform: transform, style: style))
    case .text(let string, let fontSize, let layers):
      guard let layers else {
        items.append(
          DisplayItem(
            text: TextRun(string: string, fontSize: fontSize), transform: transform, style: style))
        return
      }
      // A content transition's layers: each part of a string at its characters' places,
      // moved by its offset in line heights and faded by its opacity.
      let run = TextRun(string: string, fontSize: fontSize)
      for layer in layers {
        var layerStyle = style
        layerStyle.opacity *= min(max(layer.opacity, 0), 1)
        let shift = AffineTransform(
          translationX: Double(layer.startIndex) * run.advance, y: layer.offset * run.size.height)
        items.append(
          DisplayItem(
            text: TextRun(string: layer.string, fontSize: fontSize),
            transform: shift.concatenating(transform), style: layerStyle))
      }
    case .stack(let stackAxis, let alignment, let spacing, let children):
      let size = LayoutEngine.size(of: node, proposal: proposal, axis: axis)
      let sizes = LayoutEngine.childSizes(
        children, axis: stackAxis, spacing: spacing, proposal: proposal)
      var cursor = 0.0
      for (child, childSize) in zip(children, sizes) {
        let origin: Point
        switch stackAxis {
        case .horizontal:
          origin = Point(x: cursor, y: (size.height - childSize.height) * alignment.y)
          cursor += childSize.width + spacing
        case .vertical:
          origin = Point(x: (size.width - childSize.width) * alignment.x, y: cursor)
          cursor += childSize.height + spacing
        case .depth:
          origin = Point(
            x: (size.width - childSize.width) * alignment.x,
            y: (size.height - childSize.height) * alignment.y)
        }
        place(
          child, proposal: childSize, axis: stackAxis,
          transform: AffineTransform(translationX: origin.x, y: origin.y).concatenating(transform),
          style: style)
      }
    case .modified(let inner, let modifier):
      if let custom = modifier as? any ViewModifier {
        place(
          custom.body(content: inner), proposal: proposal, axis: axis, transform: transform,
          style: style)
        return
      }
      if let matched = modifier as? MatchedGeometryEffect {
        let natural = Rect(
          origin: Point.zero.applying(transform),
          size: LayoutEngine.size(of: inner, proposal: proposal, axis: axis))
        matchedFrames.append(
          MatchedFrame(group: matched.group, isSource: matched.isSource, frame: natural))
        guard matched.frame != nil else {
          place(inner, proposal: proposal, axis: axis, transform: transform, style: style)
          return
        }
        let contentProposal = matched.contentProposal(for: proposal)
        let contentSize = LayoutEngine.size(of: inner, proposal: contentProposal, axis: axis)
        let origin = matched.placedOrigin(natural: natural, contentSize: contentSize)
        place(
          inner, proposal: contentProposal, axis: axis,
          transform: AffineTransform(translationX: origin.x, y: origin.y), style: style)
        return
      }
      let contentProposal = modifier.contentProposal(for: proposal)
      let contentSize = LayoutEngine.size(of: inner, proposal: contentProposal, axis: axis)
      let own = modifier.size(for: proposal, contentSize: contentSize)
      modifier.apply(to: &style, size: own, transform: transform)
      let origin = modifier.contentOrigin(in: own, contentSize: contentSize)
      let innerTransform = modifier.effectValue(size: contentSize)
        .concatenating(AffineTransform(translationX: origin.x, y: origin.y))
        .concatenating(transform)
      place(inner, proposal: contentProposal, axis: axis, transform: innerTransform, style: style)
    }
  }
}

import Kinetic

extension LayoutEngine {
  /// The laid-out size of every stack child of `root` on a canvas of `size`, by the child's slot
  /// path (`SceneSlotKey.path(ofChild:in:)`): what a transition that moves a view by its own
  /// size (``MoveEffect``) moves it by, so that its animation runs over that many points.
  ///
  /// The walk proposes what ``place(_:proposal:axis:transform:style:)`` proposes; the content
  /// of a custom ``ViewModifier`` is measured with the modifier's proposal.
  static func stackChildSizes(_ root: Node, canvas size: Size) -> [String: Size] {
    var sizes: [String: Size] = [:]
    func walk(_ node: Node, proposal: Size, axis: StackAxis?, path: String) {
      let path = SceneSlotKey.path(of: node, in: path)
      switch node.content {
      case .stack(let stackAxis, _, let spacing, let children):
        let childSizes = LayoutEngine.childSizes(
          children, axis: stackAxis, spacing: spacing, proposal: proposal)
        for (index, (child, childSize)) in zip(children, childSizes).enumerated() {
          let childPath = SceneSlotKey.path(ofChild: Node.stackKey(child, index), in: path)
          sizes[childPath] = childSize
          walk(child, proposal: childSize, axis: stackAxis, path: childPath)
        }
      case .modified(let inner, let modifier):
        let key = SceneSlotKey.key(modifier: modifier, in: path)
        let contentProposal =
          modifier is any ViewModifier ? proposal : modifier.contentProposal(for: proposal)
        walk(inner, proposal: contentProposal, axis: axis, path: key + "/")
      case .empty, .shape, .text, .spacer:
        break
      }
    }
    walk(root, proposal: size, axis: nil, path: "")
    return sizes
  }
}

import Kinetic

extension Node {
  /// This tree with every ``MatchedGeometryEffect`` of a group in `frames` given that frame.
  func settingMatchedFrames(_ frames: [String: Rect]) -> Node {
    guard !frames.isEmpty else { return self }
    var node = self
    switch content {
    case .modified(let inner, let modifier):
      var modifier = modifier
      if var matched = modifier as? MatchedGeometryEffect, let frame = frames[matched.group] {
        matched.frame = frame
        modifier = matched
      }
      node.content = .modified(inner.settingMatchedFrames(frames), modifier)
    case .stack(let axis, let alignment, let spacing, let children):
      node.content = .stack(
        axis, alignment: alignment, spacing: spacing,
        children: children.map { $0.settingMatchedFrames(frames) })
    case .empty, .shape, .text, .spacer:
      break
    }
    return node
  }

  /// The frame of each group in this tree as its modifiers hold it (the source's when there is
  /// one, else the first member's), each modifier read through `present` with its slot key.
  func matchedGroupFrames(
    path: String = "",
    present: (MatchedGeometryEffect, String) -> MatchedGeometryEffect = { modifier, _ in modifier }
  ) -> [String: Rect] {
    var frames: [String: (frame: Rect, isSource: Bool, key: String)] = [:]
    collectMatchedFrames(path: path, present: present, into: &frames)
    return frames.mapValues(\.frame)
  }

  /// The slot key of the modifier whose frame each group of this tree shows (see
  /// ``matchedGroupFrames(path:present:)``).
  func matchedGroupKeys(
    path: String = "",
    present: (MatchedGeometryEffect, String) -> MatchedGeometryEffect = { modifier, _ in modifier }
  ) -> [String: String] {
    var frames: [String: (frame: Rect, isSource: Bool, key: String)] = [:]
    collectMatchedFrames(path: path, present: present, into: &frames)
    return frames.mapValues(\.key)
  }

  private func collectMatchedFrames(
    path: String, present: (MatchedGeometryEffect, String) -> MatchedGeometryEffect,
    into frames: inout [String: (frame: Rect, isSource: Bool, key: String)]
  ) {
    let path = SceneSlotKey.path(of: self, in: path)
    switch content {
    case .modified(let inner, let modifier):
      let key = SceneSlotKey.key(modifier: modifier, in: path)
      if let matched = modifier as? MatchedGeometryEffect {
        let shown = present(matched, key)
        if let frame = shown.frame, frames[matched.group].map({ !$0.isSource }) ?? true,
          matched.isSource || frames[matched.group] == nil
        {
          frames[matched.group] = (frame, matched.isSource, key)
        }
      }
      inner.collectMatchedFrames(path: key + "/", present: present, into: &frames)
    case .stack(_, _, _, let children):
      for (index, child) in children.enumerated() {
        child.collectMatchedFrames(
          path: SceneSlotKey.path(ofChild: Node.stackKey(child, index), in: path),
          present: present, into: &frames)
      }
    case .empty, .shape, .text, .spacer:
      break
    }
  }
}

extension Node {
  /// This tree with every matched group given its source's frame as laid out on a canvas of
  /// `size`.
  func resolvingMatchedGeometry(canvas size: Size) -> Node {
    // Most trees have no group: no layout for them.
    guard containsMatchedGeometry else { return self }
    var targets: [String: Rect] = [:]
    for matched in LayoutEngine.laidOut(self, canvas: size).matchedFrames
    where matched.isSource && targets[matched.group] == nil {
      targets[matched.group] = matched.frame
    }
    return settingMatchedFrames(targets)
  }

  /// Whether a ``MatchedGeometryEffect`` is anywhere in this tree.
  var containsMatchedGeometry: Bool {
    switch content {
    case .modified(let inner, let modifier):
      modifier is MatchedGeometryEffect || inner.containsMatchedGeometry
    case .stack(_, _, _, let children):
      children.contains { $0.containsMatchedGeometry }
    case .empty, .shape, .text, .spacer:
      false
    }
  }
}

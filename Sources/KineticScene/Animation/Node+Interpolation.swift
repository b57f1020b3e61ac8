import Kinetic

// The diff between an old and a new tree, sampled at one time. Nodes that match (same kind,
// same id, same position or id inside a stack) have their animatable data interpolated;
// unmatched stack children are inserted or removed through their transitions.

extension Node {
  /// The tree shown `sample.elapsed` seconds into a change from `old` to `self`.
  func interpolated(from old: Node, sample: AnimationSample) -> Node {
    guard old.id == id else { return self }
    switch (old.content, content) {
    case (.shape(let a), .shape(let b)):
      return Node(
        content: .shape(sample.interpolateShape(from: a, to: b)), id: id, transition: transition)
    case (.modified(let oldInner, let a), .modified(let newInner, let b)):
      guard type(of: a) == type(of: b) else { return self }
      // An `.animation(_:)` modifier replaces the transaction's animation inside it.
      let innerSample =
        (b as? AnimationOverride).map { sample.replacingAnimation($0.animation) } ?? sample
      let inner = newInner.interpolated(from: oldInner, sample: innerSample)
      let m = sample.interpolateModifier(from: a, to: b)
      return Node(content: .modified(inner, m), id: id, transition: transition)
    case (
      .stack(let oldAxis, _, _, let oldChildren),
      .stack(let axis, let alignment, let spacing, let children)
    ):
      guard oldAxis == axis else { return self }
      let merged = Node.mergeChildren(old: oldChildren, new: children, sample: sample)
      return Node(
        content: .stack(axis, alignment: alignment, spacing: spacing, children: merged), id: id,
        transition: transition)
    default:
      return self
    }
  }

  /// The stack key: the explicit id, else the position.
  private static func key(_ node: Node, _ index: Int) -> String {
    node.id.map { "id:" + $0 } ?? "#\(index)"
  }

  /// New children (matched ones interpolated, new ones inserting) with removed old children kept
  /// in their old place until their removal transition ends.
  static func mergeChildren(old: [Node], new: [Node], sample: AnimationSample) -> [Node] {
    var oldIndexByKey: [String: Int] = [:]
    for (i, node) in old.enumerated() { oldIndexByKey[key(node, i)] = i }
    let newKeys = Set(new.enumerated().map { key($0.element, $0.offset) })

    var result: [Node] = []
    var nextOld = 0
    func flushRemoved(upTo end: Int) {
      guard nextOld < end else { return }
      for i in nextOld..<end where !newKeys.contains(key(old[i], i)) {
        let childSample = old[i].effectiveSample(sample)
        let finished = childSample.isFinished
        // A removal with no effect (`.identity`) takes the view away at once, as in SwiftUI.
        if !finished && !old[i].transition.removal.isEmpty {
          result.append(old[i].removing(sample: childSample))
        }
      }
      nextOld = end
    }
    for (j, node) in new.enumerated() {
      if let i = oldIndexByKey[key(node, j)] {
        flushRemoved(upTo: i)
        nextOld = max(nextOld, i + 1)
        result.append(node.interpolated(from: old[i], sample: sample))
      } else {
        // Old children removed from this gap go first, so that new content is drawn on top.
        let nextMatched =
          (nextOld..<old.count).first { newKeys.contains(key(old[$0], $0)) } ?? old.count
        flushRemoved(upTo: nextMatched)
        let childSample = node.effectiveSample(sample)
        result.append(childSample.isFinished ? node : node.inserting(sample: childSample))
      }
    }
    flushRemoved(upTo: old.count)
    return result
  }

  /// The sample that applies to this node's own insertion or removal: the transaction's, or
  /// that of an ``AnimationOverride`` on the node's modifier chain (the outermost one wins).
  func effectiveSample(_ sample: AnimationSample) -> AnimationSample {
    var node = self
    while case .modified(let inner, let m) = node.content {
      if let override = m as? AnimationOverride {
        return sample.replacingAnimation(override.animation)
      }
      node = inner
    }
    return sample
  }

  /// This node wrapped in its insertion modifiers, each moved from active towards identity.
  func inserting(sample: AnimationSample) -> Node {
    transition.insertion.reduce(self) { node, step in
      node.wrapped(in: sample.interpolateModifier(from: step.active, to: step.identity))
    }
  }

  /// This node wrapped in its removal modifiers, each moved from identity towards active.
  func removing(sample: AnimationSample) -> Node {
    transition.removal.reduce(self) { node, step in
      node.wrapped(in: sample.interpolateModifier(from: step.identity, to: step.active))
    }
  }

  /// Wraps in an existential modifier (``modifier(_:)`` needs a concrete type).
  func wrapped(in modifier: any SceneModifier) -> Node {
    Node(content: .modified(self, modifier), id: id, transition: transition)
  }
}

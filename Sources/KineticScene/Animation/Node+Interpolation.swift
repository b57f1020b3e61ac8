import Kinetic

// The diff between an old and a new tree, shown at one time. Nodes that match (same kind,
// same id, same position or id inside a stack) show the animatable data their slots present
// (see `SceneSlot`); unmatched stack children are inserted or removed through their
// transitions, which run on the change's own animation.

/// What a tree shows at one time: the slots of one tree, read at that time.
struct SlotReader {
  let slots: SceneSlots
  /// The tree's index (see ``SceneSlots``).
  let tree: Int
  let time: Double
  /// The sizes of the stack children of the change's trees by slot path (see
  /// `LayoutEngine.stackChildSizes(_:canvas:)`): what a transition moves a view by.
  var childSizes: [String: Size] = [:]
  /// When the insertion or removal of each stack child that transitions ends, in scene time, by
  /// slot path: the times the scene's completion and `isAnimating` read, so that a view is
  /// drawn exactly while they say it moves.
  var transitionEnds: [String: Double] = [:]

  /// `value` with the animatable data its slot `key` presents, or `value` when it has none.
  func presented<A: Animatable>(_ value: A, key: String) -> A {
    slots.slot(key, tree: tree)?.presenting(value, at: time) ?? value
  }

  /// `shape` as its slot at `path` presents it.
  func presented(shape: any Shape, in path: String) -> any Shape {
    func open<S: Shape>(_ shape: S) -> any Shape {
      presented(shape, key: SceneSlotKey.key(shape: shape, in: path))
    }
    return open(shape)
  }

  /// `modifier` as its slot at `path` presents it.
  func presented(modifier: any SceneModifier, in path: String) -> any SceneModifier {
    func open<M: SceneModifier>(_ modifier: M) -> any SceneModifier {
      presented(modifier, key: SceneSlotKey.key(modifier: modifier, in: path))
    }
    return open(modifier)
  }
}

extension Node {
  /// The tree shown at `reader`'s time, `sample.elapsed` seconds into a change from `old` to
  /// `self`, this node at `path`.
  func interpolated(from old: Node, sample: AnimationSample, path: String, reader: SlotReader)
    -> Node
  {
    guard old.id == id else { return self }
    let path = SceneSlotKey.path(of: self, in: path)
    switch (old.content, content) {
    case (.shape, .shape(let b)):
      return Node(
        content: .shape(reader.presented(shape: b, in: path)), id: id, transition: transition)
    case (.text, .text(let string, _, _)):
      guard
        let slot = reader.slots.slot(SceneSlotKey.key(textIn: path), tree: reader.tree)
          as? TextContentSlot
      else { return self }
      return Node(
        content: .text(
          string, fontSize: max(slot.fontSize.value(at: reader.time), 0),
          layers: slot.layers(at: reader.time)),
        id: id, transition: transition)
    case (.modified(let oldInner, let a), .modified(let newInner, let b)):
      guard type(of: a) == type(of: b) else { return self }
      // Transaction modifiers change the transaction inside them.
      let key = SceneSlotKey.key(modifier: b, in: path)
      let inner = newInner.interpolated(
        from: oldInner, sample: sample.entering(b, key: key), path: key + "/", reader: reader)
      let m = reader.presented(modifier: b, in: path)
      return Node(content: .modified(inner, m), id: id, transition: transition)
    case (
      .stack(let oldAxis, _, _, let oldChildren),
      .stack(let axis, let alignment, let spacing, let children)
    ):
      guard oldAxis == axis else { return self }
      let merged = Node.mergeChildren(
        old: oldChildren, new: children, sample: sample, path: path, reader: reader)
      return Node(
        content: .stack(axis, alignment: alignment, spacing: spacing, children: merged), id: id,
        transition: transition)
    default:
      return self
    }
  }

  /// When the insertion and removal transitions of a change from `old` to this tree are
  /// logically complete and removed, in seconds since the change (matched as
  /// ``interpolated(from:sample:path:reader:)`` matches them), one per transition step: the
  /// step's attached animation (``AnyTransition/animation(_:)``), else the one in force for the
  /// node (`scope`, the change's transaction, as the transaction modifiers above the node and
  /// on its own chain change it), run by `engine` over the step's change in the units the view
  /// animates (`childSizes`: a move by the view's size in points). Steps that run at once are
  /// left out, so an empty list means nothing to wait for.
  func transitionCompletions(
    from old: Node, scope: TransactionScope, engine: SpringEngine, childSizes: [String: Size]
  ) -> [(path: String, times: Spring.Completion)] {
    var result: [(path: String, times: Spring.Completion)] = []
    collectTransitionCompletions(
      from: old, sample: AnimationSample(scope: scope, elapsed: 0, engine: engine), path: "",
      childSizes: childSizes, into: &result)
    return result
  }

  /// ``transitionCompletions(from:scope:engine:childSizes:)``, appending to `result`, this
  /// node at `path`.
  private func collectTransitionCompletions(
    from old: Node, sample: AnimationSample, path: String, childSizes: [String: Size],
    into result: inout [(path: String, times: Spring.Completion)]
  ) {
    guard old.id == id else { return }
    let path = SceneSlotKey.path(of: self, in: path)
    switch (old.content, content) {
    case (.modified(let oldInner, let a), .modified(let newInner, let b)):
      guard type(of: a) == type(of: b) else { return }
      let key = SceneSlotKey.key(modifier: b, in: path)
      newInner.collectTransitionCompletions(
        from: oldInner, sample: sample.entering(b, key: key), path: key + "/",
        childSizes: childSizes, into: &result)
    case (.stack(let oldAxis, _, _, let oldChildren), .stack(let axis, _, _, let children)):
      guard oldAxis == axis else { return }
      var oldByKey: [String: Node] = [:]
      for (i, node) in oldChildren.enumerated() { oldByKey[Node.stackKey(node, i)] = node }
      let newKeys = Set(children.enumerated().map { Node.stackKey($0.element, $0.offset) })
      func add(_ node: Node, _ index: Int, _ steps: [AnyTransition.Step]) {
        let childPath = SceneSlotKey.path(ofChild: Node.stackKey(node, index), in: path)
        let own = node.effectiveSample(sample, path: childPath)
        result += steps.compactMap { step in
          own.forStep(step).animation.map {
            let times = step.completionTimes(
              of: $0, engine: sample.engine, environment: own.scope.environment,
              scale: step.scale(for: childSizes[childPath]))
            return (childPath, times)
          }
        }
      }
      for (j, node) in children.enumerated() {
        if let match = oldByKey[Node.stackKey(node, j)] {
          node.collectTransitionCompletions(
            from: match, sample: sample,
            path: SceneSlotKey.path(ofChild: Node.stackKey(node, j), in: path),
            childSizes: childSizes, into: &result)
        } else {
          add(node, j, node.transition.insertion)
        }
      }
      for (i, node) in oldChildren.enumerated() where !newKeys.contains(Node.stackKey(node, i)) {
        add(node, i, node.transition.removal)
      }
    default:
      return
    }
  }

  /// The stack key: the explicit id, else the position.
  static func stackKey(_ node: Node, _ index: Int) -> String {
    node.id.map { "id:" + $0 } ?? "#\(index)"
  }

  /// New children (matched ones interpolated, new ones inserting) with removed old children kept
  /// in their old place until their removal transition ends.
  static func mergeChildren(
    old: [Node], new: [Node], sample: AnimationSample, path: String, reader: SlotReader
  ) -> [Node] {
    var oldIndexByKey: [String: Int] = [:]
    for (i, node) in old.enumerated() { oldIndexByKey[stackKey(node, i)] = i }
    let newKeys = Set(new.enumerated().map { stackKey($0.element, $0.offset) })

    var result: [Node] = []
    var nextOld = 0
    func flushRemoved(upTo end: Int) {
      guard nextOld < end else { return }
      for i in nextOld..<end where !newKeys.contains(stackKey(old[i], i)) {
        let childPath = SceneSlotKey.path(ofChild: stackKey(old[i], i), in: path)
        let childSample = old[i].effectiveSample(sample, path: childPath)
        let size = reader.childSizes[childPath]
        let finished =
          reader.transitionEnds[childPath].map { reader.time >= $0 }
          ?? childSample.isFinished(old[i].transition.removal, size: size)
        // A removal with no effect (`.identity`) takes the view away at once, as in SwiftUI.
        if !finished && !old[i].transition.removal.isEmpty {
          result.append(old[i].removing(sample: childSample, size: size))
        }
      }
      nextOld = end
    }
    for (j, node) in new.enumerated() {
      if let i = oldIndexByKey[stackKey(node, j)] {
        flushRemoved(upTo: i)
        nextOld = max(nextOld, i + 1)
        result.append(
          node.interpolated(
            from: old[i], sample: sample,
            path: SceneSlotKey.path(ofChild: stackKey(node, j), in: path), reader: reader))
      } else {
        // Old children removed from this gap go first, so that new content is drawn on top.
        let nextMatched =
          (nextOld..<old.count).first { newKeys.contains(stackKey(old[$0], $0)) } ?? old.count
        flushRemoved(upTo: nextMatched)
        let childPath = SceneSlotKey.path(ofChild: stackKey(node, j), in: path)
        let childSample = node.effectiveSample(sample, path: childPath)
        let size = reader.childSizes[childPath]
        let finished =
          reader.transitionEnds[childPath].map { reader.time >= $0 }
          ?? childSample.isFinished(node.transition.insertion, size: size)
        result.append(finished ? node : node.inserting(sample: childSample, size: size))
      }
    }
    flushRemoved(upTo: old.count)
    return result
  }

  /// The sample that applies to this node's own insertion or removal, this node at `path`: the
  /// transaction in force at the node, changed by the transaction modifiers on its own modifier
  /// chain, outermost first (so `.transition(_:)` followed by `.animation(_:)` or
  /// `.transaction(_:)` animates the transition, as in SwiftUI; watched values never fire on a
  /// view that appears or leaves, since it has no value before or after the change).
  func effectiveSample(_ sample: AnimationSample, path: String) -> AnimationSample {
    var node = self
    var sample = sample
    var path = SceneSlotKey.path(of: self, in: path)
    while case .modified(let inner, let m) = node.content {
      let key = SceneSlotKey.key(modifier: m, in: path)
      sample = sample.entering(m, key: key)
      path = SceneSlotKey.path(of: inner, in: key + "/")
      node = inner
    }
    return sample
  }

  /// This node wrapped in its insertion modifiers, each moved from active towards identity
  /// (over its change in the view's units for a view of `size`).
  func inserting(sample: AnimationSample, size: Size?) -> Node {
    transition.insertion.reduce(self) { node, step in
      node.wrapped(
        in: sample.forStep(step).interpolateModifier(
          from: step.active, to: step.identity, scale: step.scale(for: size)))
    }
  }

  /// This node wrapped in its removal modifiers, each moved from identity towards active
  /// (over its change in the view's units for a view of `size`).
  func removing(sample: AnimationSample, size: Size?) -> Node {
    transition.removal.reduce(self) { node, step in
      node.wrapped(
        in: sample.forStep(step).interpolateModifier(
          from: step.identity, to: step.active, scale: step.scale(for: size)))
    }
  }

  /// Wraps in an existential modifier (``modifier(_:)`` needs a concrete type).
  func wrapped(in modifier: any SceneModifier) -> Node {
    Node(content: .modified(self, modifier), id: id, transition: transition)
  }
}

import Kinetic

/// Every animatable value a scene has shown, by slot key, each with the trees it lives in.
///
/// Tree 0 is the initial tree, tree k + 1 the one after change k. A view that leaves the tree
/// and comes back later is a new view with a new slot, as in SwiftUI.
struct SceneSlots: Sendable {
  /// One life of a slot: from tree `firstTree` to `lastTree` (`Int.max` while it lives).
  struct Entry: Sendable {
    var firstTree: Int
    var lastTree = Int.max
    var slot: any SceneSlot
  }

  private var entries: [String: [Entry]] = [:]

  /// The slots of the initial tree `root`, at rest.
  init(root: Node) {
    update(
      to: root, tree: 0, scope: TransactionScope(Transaction()), policy: .automatic,
      engine: .exact, at: -.infinity)
  }

  /// The slot `key` in tree `tree`, if that tree has it.
  func slot(_ key: String, tree: Int) -> (any SceneSlot)? {
    entries[key]?.last { $0.firstTree <= tree && tree <= $0.lastTree }?.slot
  }

  /// Every slot of tree `tree`.
  func slots(inTree tree: Int) -> [any SceneSlot] {
    entries.values.compactMap { lives in
      lives.last { $0.firstTree <= tree && tree <= $0.lastTree }?.slot
    }
  }

  /// Moves every slot of `root`, tree `tree`, to its new value at `time`, with the animation
  /// of the change's transaction (`scope`) as the transaction modifiers above the slot change it
  /// (its custom animations reading the environment there, which also reaches those still
  /// running),
  /// by `policy` (or the ``Node/retargetPolicy(_:)`` above it), SwiftUI-integrated springs run by
  /// `engine`; slots new in this tree start at rest, slots gone from it end.
  ///
  /// - Returns: the keys of the slots given an animation.
  @discardableResult
  mutating func update(
    to root: Node, tree: Int, scope: TransactionScope, policy: RetargetPolicy,
    engine: SpringEngine, matchedStarts: [String: Rect] = [:],
    matchedVelocities: [String: MatchedGeometryEffect.AnimatableData] = [:], at time: Double
  ) -> [String] {
    var seen = Set<String>()
    var animated: [String] = []
    root.forEachSlot(path: "", scope: scope) { key, value, scope in
      let transaction = scope.transaction
      let environment = scope.environment
      let policy = environment.retargetPolicy ?? policy
      seen.insert(key)
      if let text = value as? TextContent {
        // A text node's content runs through its content transition (`TextContentSlot`).
        if var lives = entries[key], let last = lives.indices.last, lives[last].lastTree == .max,
          var slot = lives[last].slot as? TextContentSlot
        {
          if slot.change(
            to: text, with: transaction.effectiveAnimation, policy: policy, engine: engine,
            environment: environment, at: time
          ) {
            animated.append(key)
          }
          lives[last].slot = slot
          entries[key] = lives
        } else {
          entries[key, default: []].append(Entry(firstTree: tree, slot: TextContentSlot(text)))
        }
      } else if var lives = entries[key], let last = lives.indices.last,
        lives[last].lastTree == .max
      {
        func change<A: Animatable>(_ value: A) -> Bool {
          lives[last].slot.change(
            to: value.animatableData, with: transaction.effectiveAnimation,
            tracksVelocity: transaction.tracksVelocity, policy: policy, engine: engine,
            environment: environment, at: time)
        }
        if change(value) { animated.append(key) }
        entries[key] = lives
      } else if let matched = value as? MatchedGeometryEffect,
        let start = matchedStarts[matched.group], start != matched.frame
      {
        // A view inserted into a group already on screen starts from the group's frame there,
        // moving as the group moves: a spring leaves with the group's velocity, so a card sent
        // back mid-flight is one view whose position and velocity are continuous, as a merged
        // spring is (Apple: "a single view moving from its old position to its new position").
        var from = matched
        from.frame = start
        var slot = AnimatorSlot(animator: Animator(value: from.animatableData))
        if let animation = transaction.effectiveAnimation,
          let velocity = matchedVelocities[matched.group], velocity != .zero
        {
          slot.animator.release(
            from: from.animatableData, velocity: velocity, to: matched.animatableData,
            with: animation, at: time, engine: engine, environment: environment)
          animated.append(key)
        } else if slot.change(
          to: matched.animatableData, with: transaction.effectiveAnimation,
          tracksVelocity: transaction.tracksVelocity, policy: policy, engine: engine,
          environment: environment, at: time)
        {
          animated.append(key)
        }
        entries[key, default: []].append(Entry(firstTree: tree, slot: slot))
      } else if let slot = Self.makeSlot(for: value) {
        entries[key, default: []].append(Entry(firstTree: tree, slot: slot))
      }
    }
    for (key, lives) in entries where lives.last?.lastTree == .max && !seen.contains(key) {
      entries[key]![lives.count - 1].lastTree = tree - 1
    }
    return animated
  }

  /// A slot at rest at `value`'s animatable data, or `nil` when it has none to animate.
  static func makeSlot<A: Animatable>(for value: A) -> (any SceneSlot)? {
    guard A.AnimatableData.self != EmptyAnimatableData.self else { return nil }
    return AnimatorSlot<A.AnimatableData>(animator: Animator(value: value.animatableData))
  }
}

extension Node {
  /// Calls `body` with the key, the animatable value (a shape or a modifier) and the scope (the
  /// transaction and environment) of every slot in this tree, outermost first; a modifier's own
  /// value runs in the scope from outside it, what it wraps in the one it makes.
  ///
  /// A text node gives a ``TextContent`` under the key ``SceneSlotKey/key(textIn:)``, with the
  /// content transition of its environment (``EnvironmentValues/contentTransition``).
  func forEachSlot(
    path: String, scope: TransactionScope,
    _ body: (String, any Animatable, TransactionScope) -> Void
  ) {
    let path = SceneSlotKey.path(of: self, in: path)
    switch content {
    case .shape(let shape):
      body(SceneSlotKey.key(shape: shape, in: path), shape, scope)
    case .modified(let inner, let modifier):
      let key = SceneSlotKey.key(modifier: modifier, in: path)
      body(key, modifier, scope)
      inner.forEachSlot(path: key + "/", scope: scope.entering(modifier, key: key), body)
    case .stack(_, _, _, let children):
      for (index, child) in children.enumerated() {
        child.forEachSlot(
          path: SceneSlotKey.path(ofChild: Node.stackKey(child, index), in: path),
          scope: scope, body)
      }
    case .text(let string, let fontSize, _):
      body(
        SceneSlotKey.key(textIn: path),
        TextContent(
          string: string, fontSize: fontSize, transition: scope.environment.contentTransition),
        scope)
    case .empty, .spacer:
      break
    }
  }
}

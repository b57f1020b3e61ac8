import Kinetic

/// The transaction of one change at one point of the tree: the root transaction as the
/// transaction modifiers above that point changed it (OpenSwiftUI `TransactionModifier.swift`:
/// each modifier's child transaction is its parent's, transformed); and the environment there,
/// the scene's as the ``EnvironmentModifier``s above changed it, which custom animations of
/// the views there read.
struct TransactionScope: Sendable {
  /// The transaction in force here.
  var transaction: Transaction
  /// The environment here.
  var environment: EnvironmentValues
  /// The transactions from outside the scoped modifiers above, innermost last (OpenSwiftUI
  /// `savedTransactions`).
  var saved: [Transaction] = []
  /// The slot keys (``SceneSlotKey/key(modifier:in:)``) of the watching modifiers whose value
  /// the change changed.
  let changedValues: Set<String>

  /// The root scope of a change, in the scene's environment `environment`.
  init(
    _ transaction: Transaction, changedValues: Set<String> = [],
    environment: EnvironmentValues = EnvironmentValues()
  ) {
    self.transaction = transaction
    self.changedValues = changedValues
    self.environment = environment
  }

  /// A context for an animation of a view here: its environment, nothing else.
  func animationContext<V: VectorArithmetic>(_: V.Type = V.self) -> AnimationContext<V> {
    AnimationContext(environment: environment)
  }

  /// The animation that animatable values here run on.
  var animation: Animation? { transaction.effectiveAnimation }

  /// The scope inside `modifier`, whose slot key is `key`.
  func entering(_ modifier: any SceneModifier, key: String) -> TransactionScope {
    var scope = self
    if let override = modifier as? AnimationOverride {
      if !transaction.disablesAnimations { scope.transaction.animation = override.animation }
    } else if let change = modifier as? TransactionModifier {
      if change.isScoped { scope.saved.append(transaction) }
      if change.watched == nil || changedValues.contains(key) {
        change.transform(&scope.transaction)
      }
    } else if modifier is TransactionScopeEnd, let outside = scope.saved.popLast() {
      scope.transaction = outside
    } else if let change = modifier as? EnvironmentModifier {
      change.transform(&scope.environment)
    }
    return scope
  }

  /// The same scope with `animation` in place of the transaction's, unless
  /// ``Transaction/disablesAnimations`` keeps it out (an animation attached to a transition
  /// gives way as `.animation(_:)` modifiers do).
  func replacingAnimation(_ animation: Animation?) -> TransactionScope {
    guard !transaction.disablesAnimations else { return self }
    var scope = self
    scope.transaction.animation = animation
    return scope
  }
}

extension Node {
  /// The watched values (``TransactionModifier``s with a value) of this tree by slot key, `node`
  /// at `path` (the keys ``forEachSlot(path:scope:_:)`` gives the same modifiers).
  func watchedValues(path: String = "", into result: inout [String: WatchedValue]) {
    let path = SceneSlotKey.path(of: self, in: path)
    switch content {
    case .modified(let inner, let modifier):
      let key = SceneSlotKey.key(modifier: modifier, in: path)
      if let watched = (modifier as? TransactionModifier)?.watched { result[key] = watched }
      inner.watchedValues(path: key + "/", into: &result)
    case .stack(_, _, _, let children):
      for (index, child) in children.enumerated() {
        child.watchedValues(
          path: SceneSlotKey.path(ofChild: Node.stackKey(child, index), in: path), into: &result)
      }
    case .empty, .shape, .text, .spacer:
      break
    }
  }

  /// The keys of the watched values that differ between `old` and this tree; values only in one
  /// of them (a view that appears or leaves) do not count.
  func changedWatchedValues(from old: Node) -> Set<String> {
    var before: [String: WatchedValue] = [:]
    var after: [String: WatchedValue] = [:]
    old.watchedValues(into: &before)
    watchedValues(into: &after)
    return Set(
      after.compactMap { key, value in
        guard let earlier = before[key], !earlier.isEqual(to: value) else { return nil }
        return key
      })
  }
}

import Kinetic

/// A headless scene: state, a function from state to a ``Node`` tree, and the history of state
/// changes with the animations that carry them. Every query takes the time as a parameter.
///
/// ```swift
/// var scene = SceneModel(size: Size(width: 200, height: 200), state: 100.0) { radius in
///   Circle().fill(.blue).frame(width: 2 * radius, height: 2 * radius)
/// }
/// scene.withAnimation(.linear(duration: 1), at: 0) { $0 = 50 }
/// let frame = scene.frame(at: 0.25)   // radius 87.5
/// ```
///
/// Each animatable value (a shape's or a modifier's `animatableData`) is presented by an
/// `Animator`, so a change made while an earlier animation is still running follows SwiftUI's
/// rules: a spring merges into a running spring carrying its velocity, a timing curve or an
/// `interpolatingSpring` adds its own delta to the animations still running, and a change without
/// animation moves the model value while running animations carry on. ``retargetPolicy`` (or
/// ``Node/retargetPolicy(_:)`` for a subtree) picks another of the Animator's policies, e.g.
/// `RetargetPolicy/restart`, the SwiftUI animation article's model, which starts over from
/// the value on screen and drops its velocity. Insertion and removal transitions run on the
/// change's own animation, or on an `.animation(_:)` override on the view or above it, or on
/// the animation attached to the transition (``AnyTransition/animation(_:)``), as in SwiftUI.
public struct SceneModel<State: Sendable>: Sendable {
  /// The canvas size, in points.
  public let size: Size
  /// The canvas colour, or `nil` for a transparent canvas.
  public var background: Color?
  /// The current model state (after every change so far).
  public private(set) var state: State

  /// How a change combines with the animations still running (see `RetargetPolicy`):
  /// `RetargetPolicy/automatic`, SwiftUI's rules, by default; `RetargetPolicy/restart` for
  /// the SwiftUI animation article's model. Read when a change is made, so changes made under
  /// different policies keep theirs; ``Node/retargetPolicy(_:)`` overrides it for a subtree.
  public var retargetPolicy: RetargetPolicy = .automatic

  /// How the springs SwiftUI integrates (`spring`, `smooth`, `snappy`, `bouncy`,
  /// `interactiveSpring`, `.default`) run in the changes made from now on, transitions
  /// included: `SpringEngine/exact`, the closed form (the default), or `SpringEngine/swiftui`,
  /// SwiftUI's fixed-step integrator with its logical-completion and removal rules. Merging,
  /// blending and the velocity handed over follow SwiftUI's rules with either (see
  /// `Animator/animate(to:with:at:policy:engine:)`). Read when a change is made.
  public var springEngine: SpringEngine = .exact

  /// Whether the scene runs as with the Reduce Motion accessibility setting on: transitions
  /// that move the view (``AnyTransition/hasMotion``) are replaced by ``AnyTransition/opacity``
  /// in the changes made from now on, as SwiftUI does (Apple, `TransitionProperties.hasMotion`:
  /// "that transition will be replaced by opacity when Reduce Motion is enabled"), and custom
  /// animations read it as `EnvironmentValues.accessibilityReduceMotion` (the environment of
  /// every view starts from it; ``Node/environment(_:_:)`` changes it below).
  public var reducesMotion = false

  private let body: @Sendable (State) -> Node
  private let initialTree: Node
  private var changes: [Change] = []
  /// The animatable values of every tree shown so far, each with its animator.
  private var slots: SceneSlots
  /// Completion handlers not yet run, in the order they were added.
  private var pendingCompletions: [PendingCompletion] = []
  /// The time up to which ``advance(to:)`` has run the handlers due.
  public private(set) var advancedTime: Double = -.infinity

  /// A completion handler waiting for its change's animation.
  private struct PendingCompletion: Sendable {
    /// The index of the change it was added with.
    var change: Int
    var criteria: AnimationCompletionCriteria
    var handler: @Sendable () -> Void
  }

  /// One recorded state change.
  private struct Change: Sendable {
    var time: Double
    /// The change's transaction, with the watched values it changed.
    var scope: TransactionScope
    /// The spring engine the change was made with.
    var engine: SpringEngine
    /// The presentation tree at `time`, just before the change.
    var from: Node
    /// The tree of the new state.
    var to: Node
    /// The slots the change gave an animation.
    var animatedSlots: [String]
    /// When the insertion and removal transitions of the change are logically complete and
    /// removed, in scene time (see `Node.transitionCompletions(from:scope:engine:childSizes:)`);
    /// read once, so that a frame at exactly a removal time sees it removed.
    var transitionCompletions: [Spring.Completion]
    /// When each transitioning stack child's insertion or removal ends, by slot path.
    var transitionEnds: [String: Double]
    /// The sizes of the stack children of `from` and `to` by slot path: what a transition moves
    /// a view by.
    var childSizes: [String: Size]
  }

  /// Creates a scene.
  ///
  /// - Parameters:
  ///   - size: The canvas, in points.
  ///   - background: The canvas colour.
  ///   - state: The initial state.
  ///   - body: Builds the tree for a state; called once per change, never per frame.
  public init(
    size: Size, background: Color? = .white, state: State, body: @escaping @Sendable (State) -> Node
  ) {
    self.size = size
    self.background = background
    self.state = state
    self.body = body
    self.initialTree = body(state).resolvingMatchedGeometry(canvas: size)
    self.slots = SceneSlots(root: initialTree)
  }

  /// The time of the last change, or −∞ before any.
  public var lastChangeTime: Double { changes.last?.time ?? -.infinity }

  /// Changes the state at `time`, animating the difference with `animation` (`nil`: at once),
  /// as SwiftUI's `withAnimation(_:_:)`.
  ///
  /// Changes must come in time order; a `time` earlier than the last change (or not finite) is
  /// moved to the last change's time.
  public mutating func withAnimation(
    _ animation: Animation? = .default, at time: Double, _ update: (inout State) -> Void
  ) {
    withTransaction(Transaction(animation: animation), at: time, update)
  }

  /// Changes the state at `time` in `transaction`, as SwiftUI's `withTransaction(_:_:)`.
  public mutating func withTransaction(
    _ transaction: Transaction, at time: Double, _ update: (inout State) -> Void
  ) {
    var t = time.isFinite ? time : (changes.last?.time ?? 0)
    if let last = changes.last?.time, t < last { t = last }
    var from = presentation(at: t)
    update(&state)
    var to = body(state)
    if reducesMotion {
      from = from.reducingMotion()
      to = to.reducingMotion()
    }
    to = to.resolvingMatchedGeometry(canvas: size)
    var root = transaction
    root.completions = []
    var environment = EnvironmentValues()
    environment.accessibilityReduceMotion = reducesMotion
    let scope = TransactionScope(
      root, changedValues: to.changedWatchedValues(from: changes.last?.to ?? initialTree),
      environment: environment)
    let animated = slots.update(
      to: to, tree: changes.count + 1, scope: scope, policy: retargetPolicy,
      engine: springEngine, matchedStarts: from.matchedGroupFrames(),
      matchedVelocities: matchedGroupVelocities(at: t), at: t)
    // A leaving view moves by its size in the tree it leaves, an arriving one in the new tree.
    let childSizes = LayoutEngine.stackChildSizes(from, canvas: size).merging(
      LayoutEngine.stackChildSizes(to, canvas: size)
    ) { _, new in new }
    let transitions = to.transitionCompletions(
      from: from, scope: scope, engine: springEngine, childSizes: childSizes)
    changes.append(
      Change(
        time: t, scope: scope, engine: springEngine, from: from, to: to, animatedSlots: animated,
        transitionCompletions: transitions.map { $0.times.inSceneTime(startingAt: t) },
        transitionEnds: Dictionary(
          transitions.map { ($0.path, $0.times.inSceneTime(startingAt: t).removed) },
          uniquingKeysWith: max),
        childSizes: childSizes))
    for completion in transaction.completions {
      pendingCompletions.append(
        PendingCompletion(
          change: changes.count - 1, criteria: completion.criteria, handler: completion.handler))
    }
  }

  /// Changes the state at `time` in a transaction with one property set, as SwiftUI's
  /// `withTransaction(_:_:_:)`: e.g. `withTransaction(\.isContinuous, true, at: t) { … }`, or a
  /// custom value declared through a ``TransactionKey``.
  public mutating func withTransaction<V>(
    _ keyPath: WritableKeyPath<Transaction, V>, _ value: V, at time: Double,
    _ update: (inout State) -> Void
  ) {
    var transaction = Transaction()
    transaction[keyPath: keyPath] = value
    withTransaction(transaction, at: time, update)
  }

  /// Changes the state at `time`, animating the difference with `animation`, and adds
  /// `completion` to run when the animation is complete by `completionCriteria`: SwiftUI's
  /// `withAnimation(_:completionCriteria:_:completion:)`. The handler runs when the scene is
  /// advanced past its time (``advance(to:)``; see ``Transaction/addAnimationCompletion(criteria:_:)``).
  public mutating func withAnimation(
    _ animation: Animation? = .default,
    completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    at time: Double, _ update: (inout State) -> Void,
    completion: @escaping @Sendable () -> Void
  ) {
    var transaction = Transaction(animation: animation)
    transaction.addAnimationCompletion(criteria: completionCriteria, completion)
    withTransaction(transaction, at: time, update)
  }

  /// When a completion handler added with the change made at `time` is due under `criteria`;
  /// `nil` when no change was made then, or it is never due (a `repeatForever`).
  ///
  /// - `AnimationCompletionCriteria/logicallyComplete`: when every animation the change
  ///   started is logically complete, each as it was started (a merged spring with the velocity
  ///   it was given), ignoring later changes (Apple: "ignoring the new animations"), or when it
  ///   comes to rest if that is sooner (see
  ///   `Animator/completionTime(ofAnimationStartedAt:criteria:)`); an insertion or removal
  ///   transition counts with its own animation's logical completion.
  /// - `AnimationCompletionCriteria/removed`: the first time from the change on at which every
  ///   value the change animated is at rest, later animations of those values included, and its
  ///   transitions have ended (Apple: "only fire when *all* of the created animations are
  ///   complete"; animations of other values, made by other changes, do not hold it, as
  ///   SwiftUI keeps the listeners on each animated value's own animation state).
  ///
  /// A change that starts no animation has both at its own time (Apple: "If no animations are
  /// created by the changes in `body`, then the callback will be called immediately after
  /// `body`").
  public func completionTime(ofChangeAt time: Double, criteria: AnimationCompletionCriteria)
    -> Double?
  {
    guard let index = changes.lastIndex(where: { $0.time == time }) else { return nil }
    return completionTime(ofChange: index, criteria: criteria)
  }

  /// ``completionTime(ofChangeAt:criteria:)`` for the change at `index`.
  private func completionTime(ofChange index: Int, criteria: AnimationCompletionCriteria)
    -> Double?
  {
    let change = changes[index]
    if change.animatedSlots.isEmpty && change.transitionCompletions.isEmpty { return change.time }
    if criteria == .logicallyComplete {
      var due = change.time
      for key in change.animatedSlots {
        guard
          let slot = slots.slot(key, tree: index + 1),
          let at = slot.completionTime(ofAnimationStartedAt: change.time, criteria: criteria)
        else { return nil }
        due = max(due, at)
      }
      for transition in change.transitionCompletions {
        guard transition.logicallyComplete.isFinite else { return nil }
        due = max(due, transition.logicallyComplete)
      }
      return due
    }
    // SwiftUI hangs a transaction's removal listeners on the animation state of each value it
    // animates; a later change animating the same value combines into that state, which keeps
    // them, and they fire when the state's animation is over (OpenSwiftUI
    // `AnimatableAttribute.swift`: `addListeners`, `combine`, `removeListeners`). Animations of
    // other values do not hold them. So: the first time from the change on at which every value
    // the change animated is at rest, later animations of those values included, and its
    // transitions have ended.
    let keys = change.animatedSlots
    let transitionsEnd = change.transitionCompletions.map(\.removed).max() ?? change.time
    var candidates: [Double] = [max(change.time, transitionsEnd)]
    for (j, later) in changes.enumerated() where j >= index {
      candidates.append(later.time)
      for key in later.animatedSlots where keys.contains(key) {
        if let at = slots.slot(key, tree: j + 1)?.completionTime(
          ofAnimationStartedAt: later.time, criteria: .removed)
        {
          candidates.append(at)
        }
      }
    }
    return candidates.filter { $0 >= transitionsEnd && $0.isFinite }.sorted().first { time in
      keys.allSatisfy { slots.slot($0, tree: index + 1)?.isComplete(at: time) ?? true }
    }
  }

  /// Runs, in the order they fall due (then the order they were added), every completion
  /// handler due at or before `time` that has not run yet; each runs exactly once. Time is a
  /// parameter: nothing runs until the scene is advanced. Advancing backwards runs nothing.
  public mutating func advance(to time: Double) {
    guard time.isFinite || time == .infinity else { return }
    advancedTime = max(advancedTime, time)
    var due: [(time: Double, order: Int)] = []
    for (order, pending) in pendingCompletions.enumerated() {
      if let at = completionTime(ofChange: pending.change, criteria: pending.criteria),
        at <= time
      {
        due.append((at, order))
      }
    }
    due.sort { ($0.time, $0.order) < ($1.time, $1.order) }
    let handlers = due.map { pendingCompletions[$0.order].handler }
    let ran = Set(due.map(\.order))
    pendingCompletions = pendingCompletions.enumerated().filter { !ran.contains($0.offset) }.map(
      \.element)
    for handler in handlers { handler() }
  }

  /// How many completion handlers have not run yet.
  public var pendingCompletionCount: Int { pendingCompletions.count }

  /// The tree as shown at `time`: the animatable data of every modifier and shape as its
  /// animator presents it, transitions applied.
  public func presentation(at time: Double) -> Node {
    guard let index = changes.lastIndex(where: { $0.time <= time }) else { return initialTree }
    let change = changes[index]
    // Walked even without a transaction animation: transaction modifiers may animate.
    let sample = AnimationSample(
      scope: change.scope, elapsed: time - change.time, engine: change.engine)
    let reader = SlotReader(
      slots: slots, tree: index + 1, time: time, childSizes: change.childSizes,
      transitionEnds: change.transitionEnds)
    let shown = change.to.interpolated(from: change.from, sample: sample, path: "", reader: reader)
    // Every member of a matched group, a leaving one included, shows the group's frame.
    return shown.settingMatchedFrames(
      change.to.matchedGroupFrames { reader.presented($0, key: $1) })
  }

  /// The velocity of each matched group's frame at `time`: that of the slot whose frame the
  /// group shows (see ``presentation(at:)``), zero where it is at rest.
  private func matchedGroupVelocities(at time: Double) -> [String: MatchedGeometryEffect
    .AnimatableData]
  {
    guard let index = changes.lastIndex(where: { $0.time <= time }) else { return [:] }
    let reader = SlotReader(slots: slots, tree: index + 1, time: time)
    return changes[index].to.matchedGroupKeys { reader.presented($0, key: $1) }
      .compactMapValues { key in
        slots.slot(key, tree: index + 1)?.velocity(at: time)
          as? MatchedGeometryEffect.AnimatableData
      }
  }

  /// Whether anything moves at `time`: an animatable value on its way (`.animation(_:)`
  /// overrides included), or an insertion or removal transition running on the change's
  /// animation.
  public func isAnimating(at time: Double) -> Bool {
    let index = changes.lastIndex { $0.time <= time }
    let tree = index.map { $0 + 1 } ?? 0
    if slots.slots(inTree: tree).contains(where: { !$0.isComplete(at: time) }) { return true }
    guard let index else { return false }
    return changes[index].transitionCompletions.contains { time < $0.removed }
  }

  /// The laid-out, resolved frame at `time`, ready to render or hit-test.
  public func frame(at time: Double) -> SceneFrame {
    SceneFrame(time: time, size: size, background: background, root: presentation(at: time))
  }
}

extension Node {
  /// This tree with every transition that moves a view replaced by ``AnyTransition/opacity``
  /// (``SceneModel/reducesMotion``).
  func reducingMotion() -> Node {
    var node = self
    if transition.hasMotion { node.transition = .opacity }
    switch content {
    case .modified(let inner, let modifier):
      node.content = .modified(inner.reducingMotion(), modifier)
    case .stack(let axis, let alignment, let spacing, let children):
      node.content = .stack(
        axis, alignment: alignment, spacing: spacing, children: children.map { $0.reducingMotion() }
      )
    case .empty, .shape, .text, .spacer:
      break
    }
    return node
  }
}

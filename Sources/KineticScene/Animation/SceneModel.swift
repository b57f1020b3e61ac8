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
/// A change made while an earlier animation is still running starts from the presentation
/// value at that moment (the restart model of the SwiftUI animation article); the earlier
/// animation's velocity is not carried over.
public struct SceneModel<State: Sendable>: Sendable {
  /// The canvas size, in points.
  public let size: Size
  /// The canvas colour, or `nil` for a transparent canvas.
  public var background: Color?
  /// The current model state (after every change so far).
  public private(set) var state: State

  private let body: @Sendable (State) -> Node
  private let initialTree: Node
  private var changes: [Change] = []
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
    var animation: Animation?
    /// The presentation tree at `time`, just before the change.
    var from: Node
    /// The tree of the new state.
    var to: Node
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
    self.initialTree = body(state)
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
    let from = presentation(at: t)
    update(&state)
    changes.append(
      Change(time: t, animation: transaction.effectiveAnimation, from: from, to: body(state)))
    for completion in transaction.completions {
      pendingCompletions.append(
        PendingCompletion(
          change: changes.count - 1, criteria: completion.criteria, handler: completion.handler))
    }
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
  /// - ``AnimationCompletionCriteria/logicallyComplete``: the change's animation's own logical
  ///   completion, ignoring later changes (Apple: "ignoring the new animations").
  /// - ``AnimationCompletionCriteria/removed``: the first time the scene's animations are all
  ///   finished from then on, later changes included (Apple: "only fire when *all* of the
  ///   created animations are complete").
  ///
  /// A change without an animation has both at its own time. `.animation(_:)` overrides
  /// inside the tree are not consulted (as ``isAnimating(at:)``).
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
    guard let animation = change.animation else { return change.time }
    if criteria == .logicallyComplete {
      let own = animation.sampler(change: 1.0).completionTimes.logicallyComplete
      return own.isFinite ? change.time + max(own, 0) : nil
    }
    // Each later change starts from the presentation at its time: the scene rests once one
    // ends before the next begins.
    for j in index..<changes.count {
      let removal =
        changes[j].animation.map { $0.sampler(change: 1.0).removalTime ?? .infinity } ?? 0
      let end = changes[j].time + max(removal, 0)
      if j == changes.count - 1 || end <= changes[j + 1].time {
        return end.isFinite ? end : nil
      }
    }
    return nil
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

  /// The tree as shown at `time`: the animatable data of every modifier and shape interpolated,
  /// transitions applied.
  public func presentation(at time: Double) -> Node {
    guard let change = changes.last(where: { $0.time <= time }) else { return initialTree }
    // Walked even without a transaction animation: `.animation(_:)` overrides may animate.
    let sample = AnimationSample(animation: change.animation, elapsed: time - change.time)
    return change.to.interpolated(from: change.from, sample: sample)
  }

  /// Whether the transaction's animation is still running at `time` (``AnimationOverride``s
  /// inside the tree are not consulted).
  public func isAnimating(at time: Double) -> Bool {
    guard let change = changes.last(where: { $0.time <= time }), let animation = change.animation
    else { return false }
    return !AnimationSample(animation: animation, elapsed: time - change.time).isFinished
  }

  /// The laid-out, resolved frame at `time`, ready to render or hit-test.
  public func frame(at time: Double) -> SceneFrame {
    SceneFrame(time: time, size: size, background: background, root: presentation(at: time))
  }
}

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
  }

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

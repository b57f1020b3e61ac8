import Kinetic

/// One animatable value of a scene, a shape's or a modifier's `animatableData`, presented by
/// an `Animator`: the machinery that gives the scene SwiftUI's interruption rules (springs
/// merge carrying velocity, timing curves and `interpolatingSpring` add) and every other
/// `RetargetPolicy`, as SwiftUI keeps one animator state per animatable attribute
/// (OpenSwiftUI `AnimatableAttribute.swift`).
///
/// A slot is found by its path in the tree (``SceneSlotKey``), which names the stack children (by id or position) and the
/// modifier types on the way from the root, so the same view in the next tree finds it again.
protocol SceneSlot: Sendable {
  /// Changes the model value at `time`: with `animation` when given (its SwiftUI-integrated
  /// springs run by `engine`, its custom animations, and those still running, reading
  /// `environment`), else at once, recording the change's velocity when
  /// `tracksVelocity` (``Transaction/tracksVelocity``). Returns
  /// whether a command was given (the value changed, or `policy` restarts unchanged values
  /// still on their way).
  mutating func change(
    to data: any VectorArithmetic, with animation: Animation?, tracksVelocity: Bool,
    policy: RetargetPolicy, engine: SpringEngine, environment: EnvironmentValues,
    at time: Double
  ) -> Bool

  /// `value` with its animatable data replaced by the presented one at `time`.
  func presenting<A: Animatable>(_ value: A, at time: Double) -> A

  /// Whether nothing moves at `time`.
  func isComplete(at time: Double) -> Bool

  /// The presented velocity at `time`, units of the data per second.
  func velocity(at time: Double) -> any VectorArithmetic

  /// When the animation started at `time` is complete by `criteria` (see
  /// `Animator/completionTime(ofAnimationStartedAt:criteria:)`).
  func completionTime(ofAnimationStartedAt time: Double, criteria: AnimationCompletionCriteria)
    -> Double?
}

/// Slot keys: the same path for the same view in every tree of a scene.
enum SceneSlotKey {
  /// The path of `node` inside `path`: its id, when it has one, is part of it (another id is
  /// another view, as in SwiftUI).
  static func path(of node: Node, in path: String) -> String {
    node.id.map { path + "@" + $0 } ?? path
  }

  /// The key of a shape leaf at `path`.
  static func key(shape: any Shape, in path: String) -> String {
    path + "shape:" + String(reflecting: type(of: shape))
  }

  /// The key of a text node's content at `path` (see `TextContentSlot`).
  static func key(textIn path: String) -> String { path + "text" }

  /// The key of a modifier at `path`; the content it wraps lives at this key followed by "/".
  static func key(modifier: any SceneModifier, in path: String) -> String {
    path + String(reflecting: type(of: modifier))
  }

  /// The path of the stack child with stack key `childKey` inside the stack at `path`.
  static func path(ofChild childKey: String, in path: String) -> String {
    path + "[" + childKey + "]/"
  }
}

/// A slot for one concrete `animatableData` type.
///
/// `@unchecked Sendable`: the `Animator` is a value whose storage is copy-on-write (never
/// changed while shared), so a copy sent to another thread never sees a change.
struct AnimatorSlot<Data: VectorArithmetic>: SceneSlot, @unchecked Sendable {
  var animator: Animator<Data>
  /// The changes made under ``Transaction/tracksVelocity`` since the last other change.
  var tracked = TrackedVelocity<Data>()

  mutating func change(
    to data: any VectorArithmetic, with animation: Animation?, tracksVelocity: Bool,
    policy: RetargetPolicy, engine: SpringEngine, environment: EnvironmentValues,
    at time: Double
  ) -> Bool {
    // The key names the type, so the data is always `Data`.
    guard let data = data as? Data else { return false }
    // The running custom animations read the view's environment as it is now (SwiftUI reads
    // the current environment on each frame).
    animator.setEnvironment(environment, at: time)
    let isRunning = !animator.isComplete(at: time)
    let changed = data != animator.target
    // SwiftUI animates a value only when it changes (`AnimatableAttributeHelper`); the article's
    // restart model starts every value still moving over from the screen.
    guard changed || (policy == .restart && isRunning) else { return false }
    if let animation {
      if let velocity = tracked.velocity(at: time) {
        // The velocity the tracked changes left, handed to the animation (a spring leaves with
        // it; a timing curve starts with its own, as in SwiftUI where it does not merge).
        animator.release(
          from: animator.value(at: time), velocity: velocity, to: data, with: animation,
          at: time, engine: engine, environment: environment)
      } else {
        animator.animate(
          to: data, with: animation, at: time, policy: policy, engine: engine,
          environment: environment)
      }
      tracked = TrackedVelocity()
      return true
    }
    animator.set(data, at: time, policy: policy)
    if tracksVelocity {
      tracked.add(data, at: time)
    } else {
      tracked = TrackedVelocity()
    }
    return false
  }

  func presenting<A: Animatable>(_ value: A, at time: Double) -> A {
    guard let data = animator.value(at: time) as? A.AnimatableData else { return value }
    var result = value
    result.animatableData = data
    return result
  }

  func isComplete(at time: Double) -> Bool { animator.isComplete(at: time) }

  func velocity(at time: Double) -> any VectorArithmetic { animator.velocity(at: time) }

  func completionTime(ofAnimationStartedAt time: Double, criteria: AnimationCompletionCriteria)
    -> Double?
  {
    animator.completionTime(ofAnimationStartedAt: time, criteria: criteria)
  }
}

/// The parameters of a spring animation: the ``Spring``, how its initial velocity is given and
/// whether it merges with running animations. The payload of ``Animation/Kind/spring(_:)``.
///
/// The offset is the spring's motion from 0 towards the change `value`, starting with velocity
///
///     v₀ = carried + initialVelocity · value,
///
/// with `carried` the velocity an ``Animator`` measured when it merged this spring into a
/// running animation (``AnimationContext/initialVelocity``): offset(t) = value − a(t)·value +
/// b(t)·v₀ with the spring's coefficients a, b (``Spring/motion(target:initialVelocity:time:)``,
/// the one closed form).
///
/// ## Merging
/// With ``merges`` (SwiftUI's `spring`, `smooth`, `snappy`, `bouncy`) the animation takes over a
/// running animation: an ``Animator`` restarts it from the presentation value with the
/// presentation velocity, so value and velocity are continuous. Without it (SwiftUI's
/// `interpolatingSpring`) the animation is added to whatever runs, which keeps the running
/// velocity too.
///
/// ## Completion
/// Logically complete and removed by ``completionRule``, after which an animator shows the
/// target exactly: SwiftUI's rules by default (``SpringCompletionRule/swiftui``: for a merging
/// spring ``Spring/swiftUICompletion(change:initialVelocity:)``, thresholds in the value's own
/// units, so a longer change runs longer; for `interpolatingSpring`
/// ``Spring/interpolatingCompletion(velocityRatio:)``), or Kinetic's scale-free bounds
/// (``SpringCompletionRule/kinetic``: ``Spring/Completion``, 1 % and 0.1 % of the motion's
/// size, never early). The rule changes no value of the motion before the removal.
///
/// ## Blend duration
/// As SwiftUI does (OpenSwiftUI `FluidSpringAnimation.swift`), a merging spring with a positive
/// `blendDuration` that merges into a bare merging spring of another response blends its
/// response from the old one to its own over `blendDuration` seconds (``SpringBlend``); the
/// ``Animator``'s `automatic` policy passes the old response in. Elsewhere (a first animation,
/// a merge into a timing curve, Kinetic's `.merge` policy) `blendDuration` has no effect, as in
/// SwiftUI. The ``SpringEngine/swiftui`` engine does not blend yet.
public struct SpringAnimation: Hashable, Sendable {
  /// The spring.
  public var spring: Spring {
    didSet { updateRestCompletion() }
  }
  /// SwiftUI's blend duration, in seconds; see "Blend duration" above.
  public var blendDuration: Double
  /// Initial velocity in units of the total change per second (SwiftUI's `interpolatingSpring`
  /// `initialVelocity`): 1 means the value starts moving at one whole change per second.
  public var initialVelocity: Double {
    didSet { updateRestCompletion() }
  }
  /// Whether this spring takes over a running animation (`true`) or is added to it (`false`).
  public var merges: Bool {
    didSet { updateRestCompletion() }
  }
  /// Which rule decides logical completion and removal (see "Completion"); SwiftUI's by
  /// default.
  public var completionRule: SpringCompletionRule {
    didSet { updateRestCompletion() }
  }
  /// Completion times for a motion with nothing carried in, when the rule makes them
  /// independent of the change's size (Kinetic's rule, or `interpolatingSpring` under
  /// SwiftUI's): they depend on the spring and ``initialVelocity`` only (a unit change,
  /// velocity ratio `initialVelocity`), so they are computed once. `nil` for a merging spring
  /// under SwiftUI's rule, whose thresholds are in the value's units.
  public private(set) var restCompletion: Spring.Completion?

  /// Creates a spring animation.
  ///
  /// - Parameters:
  ///   - spring: The spring.
  ///   - blendDuration: Seconds; see "Blend duration".
  ///   - initialVelocity: In units of the change per second; a non-finite one counts as 0.
  ///   - merges: Whether it takes over running animations (`spring`) or adds to them
  ///     (`interpolatingSpring`).
  ///   - completionRule: SwiftUI's completion rules (the default) or Kinetic's.
  public init(
    spring: Spring, blendDuration: Double = 0, initialVelocity: Double = 0, merges: Bool = true,
    completionRule: SpringCompletionRule = .swiftui
  ) {
    let ratio = initialVelocity.isFinite ? initialVelocity : 0
    self.spring = spring
    self.blendDuration = blendDuration
    self.initialVelocity = ratio
    self.merges = merges
    self.completionRule = completionRule
    self.restCompletion = Self.restCompletion(
      spring: spring, ratio: ratio, merges: merges, rule: completionRule)
  }

  private mutating func updateRestCompletion() {
    restCompletion = Self.restCompletion(
      spring: spring, ratio: initialVelocity, merges: merges, rule: completionRule)
  }

  /// The completion of a unit change released with velocity `ratio`, when it does not depend
  /// on the change's size.
  static func restCompletion(
    spring: Spring, ratio: Double, merges: Bool, rule: SpringCompletionRule
  ) -> Spring.Completion? {
    switch (rule, merges) {
    case (.kinetic, _): return spring.completion(displacement: 1, speed: abs(ratio))
    case (.swiftui, false): return spring.interpolatingCompletion(velocityRatio: ratio)
    case (.swiftui, true): return nil
    }
  }

  /// The velocity the motion of `change` starts with when `carried` is carried in.
  @inlinable
  func startVelocity<V: VectorArithmetic>(change: V, carried: V) -> V {
    initialVelocity == 0 ? carried : carried + change.scaled(by: initialVelocity)
  }

  /// Completion times that agree with ``completion(change:carried:)`` at `time`, found
  /// without the search that SwiftUI's removal of a merging spring needs, when they can be:
  /// the rest times (``restCompletion``), or, for a merging spring under SwiftUI's rule
  /// sampled before its removal is proven to come
  /// (``Spring/isBeforeSwiftUIRemoval(_:change:initialVelocity:)``), logically complete from
  /// the response on and not removed (before the removal r, logical completion comes at
  /// min(response, r), which is the response there). `nil` otherwise.
  @inlinable
  func completion<V: VectorArithmetic>(at time: Double, change: V, carried: V)
    -> Spring.Completion?
  {
    if carried == .zero, let restCompletion { return restCompletion }
    guard completionRule == .swiftui, merges,
      spring.isBeforeSwiftUIRemoval(
        time, change: change, initialVelocity: startVelocity(change: change, carried: carried))
    else { return nil }
    return Self.completion(before: .infinity, of: spring)
  }

  /// A time before which SwiftUI's removal of the motion of `change` with `carried` carried
  /// in is proven not to come (``Spring/swiftUIRemovalLowerBound(change:initialVelocity:)``),
  /// when that removal takes a search: a sampler then leaves the search until a sample or a
  /// query needs it. `nil` when the completion costs no search (the rest times, Kinetic's
  /// rule, `interpolatingSpring`) or nothing is proven.
  @inlinable
  func deferrableRemoval<V: VectorArithmetic>(change: V, carried: V) -> Double? {
    if carried == .zero, restCompletion != nil { return nil }
    guard completionRule == .swiftui, merges else { return nil }
    let proven = spring.swiftUIRemovalLowerBound(
      change: change, initialVelocity: startVelocity(change: change, carried: carried))
    return proven > 0 ? proven : nil
  }

  /// Completion times that agree with SwiftUI's (``Spring/swiftUICompletion(change:initialVelocity:)``)
  /// of a merging `spring` at every time before `time`, when its removal is proven to come
  /// after `time`: logically complete from the response on (before the removal r, logical
  /// completion comes at min(response, r), which is the response there), removed at `time`.
  @inlinable
  static func completion(before time: Double, of spring: Spring) -> Spring.Completion {
    // The response, 2π/ω₀, written out: `response` is not inlinable.
    Spring.Completion(logicallyComplete: 2 * Double.pi / spring.angularFrequency, removed: time)
  }

  /// The completion times of the motion of `change` with `carried` carried in, by
  /// ``completionRule``: the rest times when nothing is carried and they are size-free, else
  /// those of the actual sizes. An `interpolatingSpring` given a carried velocity (Kinetic's
  /// `.merge` policy; SwiftUI adds it instead) is timed with the ratio of the start speed to
  /// the change, taken against the motion (the later of the two signs).
  @inlinable
  func completion<V: VectorArithmetic>(change: V, carried: V) -> Spring.Completion {
    if carried == .zero, let restCompletion { return restCompletion }
    let velocity = startVelocity(change: change, carried: carried)
    switch (completionRule, merges) {
    case (.kinetic, _):
      return spring.completion(displacement: change, velocity: velocity)
    case (.swiftui, true):
      return spring.swiftUICompletion(change: change, initialVelocity: velocity)
    case (.swiftui, false):
      let size = change.euclideanNorm
      let ratio = size > 0 ? -velocity.euclideanNorm / size : 0
      return spring.interpolatingCompletion(velocityRatio: ratio.isFinite ? ratio : 0)
    }
  }
}

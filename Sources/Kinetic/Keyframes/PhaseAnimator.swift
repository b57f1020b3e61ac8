/// A sequence of phases driven headless, as SwiftUI's `PhaseAnimator` drives one: each phase
/// change animates the value to the phase's value with the phase's own ``Animation``, through an
/// ``Animator``, so that a change arriving mid-flight follows SwiftUI's interruption rules
/// (springs merge with the running motion, timing curves add to it; ``RetargetPolicy``).
///
/// Semantics, from Apple's documentation of `phaseAnimator(_:trigger:content:animation:)` and
/// `phaseAnimator(_:content:animation:)`: the animator rests in the first phase; a trigger
/// change runs through every later phase and back to the first, and without a trigger the
/// phases cycle for ever (``start(at:)``). The animation closure receives the phase being
/// entered; `nil` changes the value at once; by default it is `.default` for every phase, as
/// SwiftUI's (`animation: @escaping (Phase) -> Animation? = { _ in .default }` in both
/// initialisers of SwiftUI's `PhaseAnimator`). A phase whose value is the value already
/// there creates no animation, and, as a transaction that creates none completes at once
/// (Apple, `withAnimation(_:completionCriteria:_:completion:)`: "If no animations are created
/// by the changes in `body`, then the callback will be called immediately after `body`"), the
/// next phase begins at once: two equal phases in a row take no time. The next phase begins when the current motion
/// comes to rest (``Animator/completionTime``; SwiftUI does not document whether it waits for
/// logical completion or removal, and Kinetic waits for removal). A trigger during a run
/// restarts the sequence from the presented value.
///
///     var pulse = PhaseAnimator([1.0, 1.3, 0.9], value: { $0 }) { phase in
///       phase == 1.3 ? .bouncy : .easeInOut(duration: 0.2)
///     }
///     pulse.trigger(at: 0)
///     pulse.value(at: 0.4)
///
/// - Complexity: a query replays the phase changes up to its time, O(changes); cyclic
///   animators stop cycling after ``cycleLimit`` phase changes per query.
public struct PhaseAnimator<Phase: Equatable, Value: VectorArithmetic> {
  /// The phases, in order (never empty: an empty list is read as no animation at all).
  public let phases: [Phase]
  let target: (Phase) -> Value
  let animation: (Phase) -> Animation?
  /// How a phase change combines with a motion still running.
  public let policy: RetargetPolicy
  /// Trigger times (or the start of cycling), in order.
  var triggers: [Double] = []
  /// Whether the phases cycle for ever after ``start(at:)``.
  var cycles = false

  /// The most phase changes a query replays after the last trigger (so that a cycle of
  /// instantaneous phases cannot hang).
  public static var cycleLimit: Int { 100_000 }

  /// A phase animator resting in the first phase.
  ///
  /// - Parameters:
  ///   - phases: The phases, in order.
  ///   - value: The animated value of each phase.
  ///   - policy: How a change arriving mid-flight combines with the running motion; SwiftUI's
  ///     rule by default.
  ///   - animation: The animation into each phase, `nil` for an immediate change;
  ///     `.default` for every phase by default, as SwiftUI's.
  public init(
    _ phases: [Phase], value: @escaping (Phase) -> Value, policy: RetargetPolicy = .automatic,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) {
    self.phases = phases
    self.target = value
    self.policy = policy
    self.animation = animation
  }

  /// A trigger change at `time`: run through the later phases and back to the first.
  /// Non-finite times are ignored; an earlier time replaces the triggers after it.
  public mutating func trigger(at time: Double) {
    guard time.isFinite else { return }
    triggers.removeAll { $0 >= time }
    triggers.append(time)
  }

  /// Starts cycling through the phases for ever at `time`.
  public mutating func start(at time: Double) {
    guard time.isFinite else { return }
    cycles = true
    triggers = [time]
  }

  /// The animator after every phase change up to `time`, and the phase entered last.
  func replay(through time: Double) -> (animator: Animator<Value>, phase: Int) {
    guard let first = phases.first else { return (Animator(value: .zero), 0) }
    var animator = Animator(value: target(first))
    var phase = 0
    for (index, start) in triggers.enumerated() where start <= time {
      let end = index + 1 < triggers.count ? triggers[index + 1] : .infinity
      var now = start
      var changes = 0
      var step = 1
      // A run: phases 1, 2, …, n − 1, then 0 (and on, when cycling).
      while now <= time && now < end && changes < Self.cycleLimit {
        guard phases.count > 1 else { break }
        phase = step % phases.count
        let value = target(phases[phase])
        // When the phase's change completes: at once without an animation, or when the
        // change creates none (the value is already the target); else when the motion rests.
        var rest: Double? = now
        if value != animator.target, let animation = animation(phases[phase]) {
          animator.animate(to: value, with: animation, at: now, policy: policy)
          // At rest, an animator's completion time is its last command (−∞ for a fresh one).
          rest = animator.completionTime
        } else if value != animator.target {
          animator = Animator(value: value)
        }
        changes += 1
        if phase == 0 && !cycles { break }
        step += 1
        guard let rest, rest < .infinity else { break }
        // An instantaneous phase moves on at once; a whole instantaneous cycle stops.
        if rest <= now && changes >= phases.count && phase == 0 { break }
        now = max(rest, now)
      }
    }
    return (animator, phase)
  }

  /// The value at `time`.
  public func value(at time: Double) -> Value { replay(through: time).animator.value(at: time) }

  /// The velocity at `time`, units per second.
  public func velocity(at time: Double) -> Value {
    replay(through: time).animator.velocity(at: time)
  }

  /// The phase most recently entered at `time` (the first before any trigger).
  public func phase(at time: Double) -> Phase? {
    guard !phases.isEmpty else { return nil }
    return phases[replay(through: time).phase]
  }
}

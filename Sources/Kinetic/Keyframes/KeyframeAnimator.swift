/// A keyframe timeline driven headless, as SwiftUI's `KeyframeAnimator` drives one: started
/// when a trigger changes (``trigger(at:)``) or repeating from a start time, and sampled at any
/// time. Mirrors `keyframeAnimator(initialValue:trigger:content:keyframes:)` and
/// `keyframeAnimator(initialValue:repeating:content:keyframes:)`; time is a parameter.
///
/// As Apple documents, the keyframes closure receives the animator's current value: the initial
/// value the first time, and afterwards the value where the previous run was when the trigger
/// fired (its end value once it has finished). A repeating animator plays the timeline built
/// from the initial value over and over.
///
///     var shake = KeyframeAnimator(initialValue: 0.0) { _ in
///       LinearKeyframe(-10, duration: 0.05)
///       SpringKeyframe(0, spring: .bouncy)
///     }
///     shake.trigger(at: 1.0)
///     shake.value(at: 1.02)
///
/// The keyframes closure returns `some Keyframes` through a ``KeyframesBuilder``, as SwiftUI's
/// (`keyframes: @escaping (Value) -> some Keyframes<Value>`, Apple's documentation of
/// `KeyframeAnimator`), and each run's timeline starts from the value the closure is given;
/// a closure that builds its own ``KeyframeTimeline`` (and chooses its initial value) is the
/// ``init(initialValue:timeline:)`` form.
///
/// - Complexity: a query is O(log r) for r triggers kept plus the timeline's own cost; every
///   trigger is kept (so that queries stay pure functions of time) until
///   ``discardHistory(before:)``.
public struct KeyframeAnimator<Value> {
  /// One run: a timeline started at a time.
  struct Run {
    var start: Double
    var timeline: KeyframeTimeline<Value>
  }

  /// The value before any run.
  public let initialValue: Value
  /// Whether the timeline repeats from ``start(at:)`` instead of running once per trigger.
  public let repeats: Bool
  let keyframes: (Value) -> KeyframeTimeline<Value>
  var runs: [Run] = []

  /// An animator that runs the keyframes `keyframes` returns for the current value, from that
  /// value, each time ``trigger(at:)`` is called: SwiftUI's
  /// `keyframeAnimator(initialValue:trigger:content:keyframes:)`.
  public init<Content: Keyframes>(
    initialValue: Value, @KeyframesBuilder<Value> keyframes: @escaping (Value) -> Content
  ) where Content.Value == Value {
    self.init(initialValue: initialValue, timeline: Self.timeline(keyframes))
  }

  /// An animator that, once started with ``start(at:)``, repeats the keyframes `keyframes`
  /// returns for `initialValue` while `repeating` is true (otherwise it stays at
  /// `initialValue`, as SwiftUI's repeating form does when `repeating` is false): SwiftUI's
  /// `keyframeAnimator(initialValue:repeating:content:keyframes:)`.
  public init<Content: Keyframes>(
    initialValue: Value, repeating: Bool,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> Content
  ) where Content.Value == Value {
    self.init(initialValue: initialValue, repeating: repeating, timeline: Self.timeline(keyframes))
  }

  /// An animator that runs the timeline `timeline` builds from the current value each time
  /// ``trigger(at:)`` is called: Kinetic's form, in which the closure also chooses the
  /// timeline's initial value. (Disfavoured, so that a trailing closure of bare keyframes or
  /// tracks reads as SwiftUI's builder form.)
  @_disfavoredOverload
  public init(initialValue: Value, timeline: @escaping (Value) -> KeyframeTimeline<Value>) {
    self.initialValue = initialValue
    self.repeats = false
    self.keyframes = timeline
  }

  /// A repeating animator whose closure builds the whole timeline (see
  /// ``init(initialValue:repeating:keyframes:)``).
  @_disfavoredOverload
  public init(
    initialValue: Value, repeating: Bool, timeline: @escaping (Value) -> KeyframeTimeline<Value>
  ) {
    self.initialValue = initialValue
    self.repeats = repeating
    self.keyframes = timeline
  }

  /// The timeline of the keyframes `keyframes` returns for a value, starting from that value.
  private static func timeline<Content: Keyframes>(_ keyframes: @escaping (Value) -> Content)
    -> (Value) -> KeyframeTimeline<Value> where Content.Value == Value
  {
    { value in KeyframeTimeline(initialValue: value) { keyframes(value) } }
  }

  /// Starts a run at `time`: a trigger change. A non-finite time is ignored; a time before an
  /// earlier trigger replaces the triggers after it.
  public mutating func trigger(at time: Double) {
    guard time.isFinite, !repeats else { return }
    runs.removeAll { $0.start >= time }
    runs.append(Run(start: time, timeline: keyframes(value(at: time))))
  }

  /// Starts a repeating animator at `time` (it shows `initialValue` before).
  public mutating func start(at time: Double) {
    guard time.isFinite, repeats else { return }
    runs = [Run(start: time, timeline: keyframes(initialValue))]
  }

  /// Forgets runs that ended before the one in force at `time`.
  public mutating func discardHistory(before time: Double) {
    guard let index = runIndex(at: time), index > 0 else { return }
    runs.removeFirst(index)
  }

  /// The run in force at `time`: the last that started at or before it.
  private func runIndex(at time: Double) -> Int? {
    let after = runs.partitioningIndex { $0.start > time }
    return after == 0 ? nil : after - 1
  }

  /// The time into the run's timeline at `time` (wrapped when repeating).
  private func localTime(_ run: Run, at time: Double) -> Double {
    let elapsed = time - run.start
    guard repeats, run.timeline.duration > 0 else { return elapsed }
    let wrapped = elapsed.truncatingRemainder(dividingBy: run.timeline.duration)
    return wrapped
  }

  /// The value at `time`: the initial value before the first run, else the run in force.
  public func value(at time: Double) -> Value {
    guard let index = runIndex(at: time) else { return initialValue }
    let run = runs[index]
    return run.timeline.value(time: localTime(run, at: time))
  }

  /// Whether a run is playing at `time` (always, once a repeating animator has started).
  public func isRunning(at time: Double) -> Bool {
    guard let index = runIndex(at: time) else { return false }
    return repeats || time - runs[index].start < runs[index].timeline.duration
  }
}

extension KeyframeAnimator where Value: Animatable {
  /// The velocity at `time` (see ``KeyframeTimeline/velocity(time:)``); zero animatable data
  /// before the first run.
  public func velocity(at time: Double) -> Value {
    guard let index = runIndex(at: time) else {
      var zero = initialValue
      zero.animatableData = .zero
      return zero
    }
    let run = runs[index]
    return run.timeline.velocity(time: localTime(run, at: time))
  }
}

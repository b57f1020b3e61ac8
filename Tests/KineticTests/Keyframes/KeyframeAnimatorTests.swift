import KineticTestSupport
import Testing

@testable import Kinetic

@Suite("KeyframeAnimator and PhaseAnimator")
struct KeyframeAnimatorTests {
  static func shake(from start: Double) -> KeyframeTimeline<Double> {
    KeyframeTimeline(initialValue: start) {
      LinearKeyframe(start + 10, duration: 0.2)
      CubicKeyframe(start - 5, duration: 0.3)
      LinearKeyframe(0, duration: 0.5)
    }
  }

  /// Triggered runs: the initial value before, the timeline from the trigger time after, and a
  /// trigger mid-flight builds the next timeline from the value shown then.
  @Test func triggeredRuns() {
    var animator = KeyframeAnimator(initialValue: 0.0, timeline: Self.shake(from:))
    animator.trigger(at: 1)
    #expect(animator.value(at: 0.5) == 0 && !animator.isRunning(at: 0.5))
    let first = Self.shake(from: 0)
    for t in stride(from: 1.0, through: 2.5, by: 0.05) {
      #expect(animator.value(at: t) == first.value(time: t - 1), "t = \(t)")
      #expect(animator.velocity(at: t) == first.velocity(time: t - 1))
    }
    animator.trigger(at: 1.3)
    let shown = first.value(time: 1.3 - 1)
    let second = Self.shake(from: shown)
    #expect(animator.value(at: 1.3) == shown)
    #expect(animator.value(at: 1.5) == second.value(time: 1.5 - 1.3))
    #expect(animator.value(at: 1.2) == first.value(time: 1.2 - 1))  // history kept
    #expect(animator.isRunning(at: 2.2) && !animator.isRunning(at: 2.4))
  }

  /// A repeating animator plays the timeline over and over from its start.
  @Test func repeating() {
    var animator = KeyframeAnimator(
      initialValue: 0.0, repeating: true, timeline: Self.shake(from:))
    animator.start(at: 2)
    let timeline = Self.shake(from: 0)
    #expect(animator.value(at: 1) == 0)
    for t in stride(from: 0.0, to: 1, by: 0.07) {
      #expect(isClose(animator.value(at: 2 + 3 + t), timeline.value(time: t), 1e-12), "t = \(t)")
    }
  }

  /// A triggered phase animator runs through the later phases and back to the first, each
  /// change with its phase's animation, the next starting when the motion comes to rest.
  @Test func phasesRunOnce() {
    var animator = PhaseAnimator([0.0, 1.0, 3.0], value: { $0 }) { _ in .easeInOut(duration: 0.5) }
    animator.trigger(at: 0)
    let curve = UnitCurve.easeInOut
    #expect(animator.phase(at: -1) == 0 && animator.value(at: -1) == 0)
    #expect(isClose(animator.value(at: 0.2), curve.value(at: 0.4), 1e-12))
    #expect(animator.phase(at: 0.2) == 1.0)
    #expect(isClose(animator.value(at: 0.75), 1 + 2 * curve.value(at: 0.5), 1e-12))
    #expect(animator.phase(at: 0.75) == 3.0)
    #expect(isClose(animator.value(at: 1.1), 3 - 3 * curve.value(at: 0.2), 1e-12))
    #expect(animator.phase(at: 1.1) == 0.0)
    #expect(animator.value(at: 5) == 0 && animator.velocity(at: 5) == 0)
  }

  /// Without a trigger the phases cycle for ever.
  @Test func phasesCycle() {
    var animator = PhaseAnimator([0.0, 1.0], value: { $0 }) { _ in .linear(duration: 0.5) }
    animator.start(at: 0)
    for cycle in 0..<4 {
      let t = Double(cycle)
      #expect(isClose(animator.value(at: t + 0.25), 0.5, 1e-12), "cycle \(cycle)")
      #expect(isClose(animator.value(at: t + 0.75), 0.5, 1e-12), "cycle \(cycle)")
      #expect(animator.velocity(at: t + 0.75) < 0)
    }
  }

  /// A trigger mid-flight with a spring merges (SwiftUI's rule): the velocity is continuous.
  @Test func springPhaseChangeMidFlightMerges() {
    var animator = PhaseAnimator([0.0, 100.0], value: { $0 }) { _ in .bouncy }
    animator.trigger(at: 0)
    animator.trigger(at: 0.1)
    let before = animator.velocity(at: 0.1.nextDown)
    let after = animator.velocity(at: 0.1)
    #expect(isClose(after, before, 1e-6 * abs(before)), "\(before) vs \(after)")
  }

  /// Instantaneous phases (no animation) cannot hang a cycling animator.
  @Test func instantaneousCycleStops() {
    var animator = PhaseAnimator([0.0, 1.0], value: { $0 }) { _ in nil }
    animator.start(at: 0)
    #expect(animator.value(at: 10) == 0)
  }

  /// Without an animation closure every phase runs on `.default`, as SwiftUI's initialisers'
  /// default argument `{ _ in .default }` (SwiftUI's interface for `PhaseAnimator`).
  @Test func defaultAnimationIsDefault() {
    var animator = PhaseAnimator([0.0, 10.0], value: { $0 })
    animator.trigger(at: 1)
    for t in [0.05, 0.2, 0.4] {
      let want = Animation.default.value(from: 0.0, to: 10, at: t)
      #expect(isClose(animator.value(at: 1 + t), want, 1e-12), "t = \(t)")
    }
  }

  /// Two equal phases in a row: the second creates no animation, so it completes at once
  /// (Apple: with no animation created "the callback will be called immediately") and the
  /// next phase starts without a pause: 0 → 1 over [0, 0.5], 1 → 2 over [0.5, 1], 2 → 0 over
  /// [1, 1.5].
  @Test func equalConsecutivePhasesTakeNoTime() {
    var animator = PhaseAnimator([0.0, 1.0, 1.0, 2.0], value: { $0 }) { _ in
      .linear(duration: 0.5)
    }
    animator.trigger(at: 0)
    #expect(isClose(animator.value(at: 0.25), 0.5, 1e-12))
    #expect(isClose(animator.value(at: 0.75), 1.5, 1e-12))
    #expect(animator.phase(at: 0.75) == 2.0)
    #expect(isClose(animator.value(at: 1.25), 1, 1e-12))
    #expect(animator.value(at: 1.5) == 0)
  }

  /// SwiftUI's form: the keyframes closure returns `some Keyframes` through `KeyframesBuilder`
  /// (bare keyframes, or tracks), and each run starts from the value the closure is given —
  /// the same runs as the timeline form written out.
  @Test func keyframesBuilderForm() {
    var built = KeyframeAnimator(initialValue: 0.0) { start in
      LinearKeyframe(start + 10, duration: 0.2)
      CubicKeyframe(start - 5, duration: 0.3)
      LinearKeyframe(0, duration: 0.5)
    }
    var written = KeyframeAnimator(initialValue: 0.0, timeline: Self.shake(from:))
    built.trigger(at: 1)
    written.trigger(at: 1)
    built.trigger(at: 1.3)
    written.trigger(at: 1.3)
    for t in stride(from: 0.0, through: 3, by: 0.05) {
      #expect(built.value(at: t) == written.value(at: t), "t = \(t)")
      #expect(built.velocity(at: t) == written.velocity(at: t), "t = \(t)")
    }
    // Tracks of a value's properties, and the repeating form.
    struct Point: Animatable, Equatable {
      var x = 0.0
      var y = 0.0
      var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
      }
    }
    var tracks = KeyframeAnimator(initialValue: Point(), repeating: true) { _ in
      KeyframeTrack(\.x) { LinearKeyframe(10, duration: 1) }
      KeyframeTrack(\.y) { LinearKeyframe(-4, duration: 0.5) }
    }
    tracks.start(at: 0)
    #expect(isClose(tracks.value(at: 0.25).x, 2.5, 1e-12))
    #expect(isClose(tracks.value(at: 0.25).y, -2, 1e-12))
    #expect(isClose(tracks.value(at: 1.25).x, 2.5, 1e-12), "repeats after 1 s")
  }
}

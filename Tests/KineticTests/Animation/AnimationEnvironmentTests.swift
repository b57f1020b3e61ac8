import KineticTestSupport
import Testing

@_spi(Testing) @testable import Kinetic

/// How fast ``EnvironmentPaced`` runs: a custom environment value, declared as SwiftUI's
/// documentation declares one (`EnvironmentKey` and a property on `EnvironmentValues`).
private enum PaceKey: EnvironmentKey {
  static var defaultValue: Double { 1 }
}

/// A second key, to check that keys do not share storage.
private enum LabelKey: EnvironmentKey {
  static var defaultValue: String { "none" }
}

extension EnvironmentValues {
  fileprivate var pace: Double {
    get { self[PaceKey.self] }
    set { self[PaceKey.self] = newValue }
  }
}

/// A custom animation that reads the view's environment on every call, as Apple's
/// `PausableAnimation` example reads `context.environment.animationPaused`: linear over
/// `duration` seconds of time scaled by the environment's pace (pace 0 holds it at the start,
/// as a paused animation), offset = value · min(time · pace / duration, 1), finished from
/// time · pace ≥ duration.
private struct EnvironmentPaced: CustomAnimation {
  var duration: Double

  func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>)
    -> V?
  {
    let progress = time * context.environment.pace / duration
    guard progress < 1 else { return nil }
    return value.scaled(by: progress)
  }
}

/// The independent value: the formula in ``EnvironmentPaced``'s comment, for a change from 0.
private func paced(_ change: Double, time: Double, pace: Double, duration: Double) -> Double {
  change * min(max(time, 0) * pace / duration, 1)
}

/// `AnimationContext.environment` (iOS 17): Apple, "The current environment of the view that
/// created the custom animation … An instance of `CustomAnimation` uses this property to read
/// environment values from the view that created the animation"; OpenSwiftUI
/// `AnimationContext.swift` (audited, complete): the default environment when the context has
/// none, and `withState(_:)` keeps the environment.
@Suite struct AnimationEnvironmentTests {
  @Test func aContextWithoutAnEnvironmentReadsTheDefaults() {
    let context = AnimationContext<Double>()
    #expect(context.environment.pace == 1)
    #expect(context.environment[LabelKey.self] == "none")
    #expect(!context.environment.accessibilityReduceMotion)
  }

  @Test func keysAreIndependent() {
    var environment = EnvironmentValues()
    environment.pace = 0.25
    environment[LabelKey.self] = "card"
    environment.accessibilityReduceMotion = true
    let context = AnimationContext<Double>(environment: environment)
    #expect(context.environment.pace == 0.25)
    #expect(context.environment[LabelKey.self] == "card")
    #expect(context.environment.accessibilityReduceMotion)
    environment.pace = 3
    #expect(context.environment.pace == 0.25, "the context holds a value, not a reference")
  }

  /// Apple, `withState(_:)`: "a new context that contains the state that you provide and view
  /// environment values from the original context".
  @Test func withStateKeepsTheEnvironment() {
    var environment = EnvironmentValues()
    environment.pace = 0.5
    let context = AnimationContext<Double>(environment: environment)
    let other = context.withState(AnimationState<SIMD2<Double>>())
    #expect(other.environment.pace == 0.5)
  }

  /// A custom animation sampled on a context with an environment reads it; through wrappers
  /// (a delay) too. Offsets against the closed form, exactly (the same multiplication and
  /// division either way); through the delay within 1e-12 (its time is t + 0.5 − 0.5).
  @Test(arguments: [0.0, 0.5, 1, 2])
  func aSamplerHandsTheEnvironmentToACustomAnimation(pace: Double) {
    var environment = EnvironmentValues()
    environment.pace = pace
    let animation = Animation(EnvironmentPaced(duration: 2))
    let sampler = AnimationSampler(
      animation, change: 10.0, context: AnimationContext(environment: environment))
    let delayed = AnimationSampler(
      animation.delay(0.5), change: 10.0, context: AnimationContext(environment: environment))
    for time in [0.0, 0.3, 1, 1.9, 3.5] {
      let sample = sampler.sample(at: time)
      #expect(sample.isFinished == (time * pace >= 2))
      if !sample.isFinished {
        #expect(sample.offset == paced(10, time: time, pace: pace, duration: 2))
      }
      let late = delayed.sample(at: time + 0.5)
      #expect(late.isFinished == sample.isFinished)
      // t + 0.5 − 0.5 may differ from t by an ulp of 1.
      if !late.isFinished { #expect(isClose(late.offset, sample.offset, 1e-12)) }
    }
  }

  /// The `Animator` hands each command's environment to its custom animations; the command
  /// without one gives the defaults.
  @Test func anAnimatorGivesACommandsEnvironment() {
    var environment = EnvironmentValues()
    environment.pace = 0.5
    var slow = Animator(value: 0.0)
    slow.animate(
      to: 10, with: Animation(EnvironmentPaced(duration: 2)), at: 1, policy: .automatic,
      engine: .exact, environment: environment)
    var plain = Animator(value: 0.0)
    plain.animate(to: 10, with: Animation(EnvironmentPaced(duration: 2)), at: 1)
    for time in [1.0, 1.5, 2, 2.9] {
      #expect(isClose(slow.value(at: time), paced(10, time: time - 1, pace: 0.5, duration: 2)))
      #expect(isClose(plain.value(at: time), paced(10, time: time - 1, pace: 1, duration: 2)))
    }
    #expect(plain.isComplete(at: 3))
    #expect(!slow.isComplete(at: 4.5))
    #expect(slow.isComplete(at: 5))
    var released = Animator(value: 0.0)
    released.release(
      from: 2, velocity: 0, to: 10, with: Animation(EnvironmentPaced(duration: 2)), at: 0,
      engine: .exact, environment: environment)
    #expect(isClose(released.value(at: 1), 2 + paced(8, time: 1, pace: 0.5, duration: 2)))
  }

  /// SwiftUI reads "the current environment" at each frame (OpenSwiftUI reads the view's
  /// environment attribute on every call), so a change of environment reaches a running
  /// animation: from `setEnvironment(_:at:)` on, the running runs read the new one, before it
  /// the old one, and each keeps its clock.
  @Test func aChangeOfEnvironmentReachesTheRunningAnimationsFromItsTime() {
    var animator = Animator(value: 0.0)
    animator.animate(to: 10, with: Animation(EnvironmentPaced(duration: 2)), at: 0)
    // A second, additive contribution (custom animations do not merge by default).
    animator.animate(to: 30, with: Animation(EnvironmentPaced(duration: 4)), at: 0.5)
    var paused = EnvironmentValues()
    paused.pace = 0
    animator.setEnvironment(paused, at: 1)
    #expect(animator._checkInvariants() == nil)
    // Before 1 s: pace 1.
    // Within 1e-12: the animator adds the offsets to its base in its own order.
    #expect(
      isClose(
        animator.value(at: 0.75),
        paced(10, time: 0.75, pace: 1, duration: 2) + paced(20, time: 0.25, pace: 1, duration: 4),
        1e-12))
    // From 1 s: pace 0, both held at their start.
    #expect(animator.value(at: 1) == 0)
    #expect(animator.value(at: 7) == 0)
    #expect(!animator.isComplete(at: 100))
    var resumed = EnvironmentValues()
    resumed.pace = 2
    animator.setEnvironment(resumed, at: 1.25)
    #expect(animator._checkInvariants() == nil)
    #expect(animator.value(at: 1.1) == 0)
    #expect(
      isClose(
        animator.value(at: 1.5),
        paced(10, time: 1.5, pace: 2, duration: 2) + paced(20, time: 1, pace: 2, duration: 4),
        1e-12))
    // The first finishes when 2·t ≥ 2, the second when 2·(t − 0.5) ≥ 4.
    #expect(!animator.isComplete(at: 2.4))
    #expect(animator.isComplete(at: 2.5))
    #expect(animator.value(at: 2.5) == 30)
  }

  /// Built-in animations read no environment: a change of environment records nothing, and an
  /// animator at rest is left as it is.
  @Test func aChangeOfEnvironmentLeavesBuiltInAnimationsAlone() {
    var environment = EnvironmentValues()
    environment.pace = 0
    var animator = Animator(value: 0.0)
    animator.animate(to: 10, with: .smooth, at: 0)
    let segments = animator.segments.count
    animator.setEnvironment(environment, at: 0.2)
    #expect(animator.segments.count == segments)
    var custom = Animator(value: 0.0)
    custom.animate(to: 10, with: Animation(EnvironmentPaced(duration: 1)), at: 0)
    let before = custom.segments.count
    custom.setEnvironment(environment, at: 5)  // finished by then
    #expect(custom.segments.count == before)
    #expect(custom.value(at: 6) == 10)
  }
}

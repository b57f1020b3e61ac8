import Testing

@testable import Kinetic

/// The velocity a spring receives when it merges into a modified spring (`.delay`, `.speed`,
/// `.repeatCount`/`.repeatForever`), pinned to OpenSwiftUI (`Sources/OpenSwiftUICore/Animation/
/// Animation/…`, audited against SwiftUI's binary):
/// - `FluidSpringAnimation.shouldMerge`: `springState.velocity = previous.velocity(…) ??
///   springState.velocity`, the state being the previous animation's (`AnimatableAttribute.swift`,
///   `AnimatorState.combine`);
/// - `CustomAnimationModifier.swift`: a modifier's `velocity` is `nil`;
/// - `RepeatAnimation.swift`, `DelayAnimation.swift`, `SpeedAnimation.swift`: each passes the
///   context through to its base, so the state holds the base spring's integrator velocity, per
///   second of the base's time; `RepeatAnimation` mirrors the value of a return pass
///   (`value − base`) but not the state's velocity.
@Suite struct AnimatorModifiedMergeTests {
  /// `first` from 0 to 1 at t = 0, then `second` to 3 at `at`.
  func animator(_ first: Animation, then second: Animation, at: Double) -> Animator<Double> {
    var animator = Animator(value: 0.0)
    animator.animate(to: 1, with: first, at: 0)
    animator.animate(to: 3, with: second, at: at)
    return animator
  }

  /// The bare base spring's velocity `local` seconds into its own motion from 0 to 1.
  func baseVelocity(_ spring: Animation, at local: Double) -> Double {
    var base = Animator(value: 0.0)
    base.animate(to: 1, with: spring, at: 0)
    return base.velocity(at: local)
  }

  /// The length of one pass of `spring` from 0 to 1 (the repetition's period).
  func passLength(_ spring: Animation) throws -> Double {
    try #require(spring.sampler(change: 1.0).removalTime)
  }

  /// In a mirrored return pass the bar moves back towards the start; the spring merging into it
  /// receives the base's forward velocity, so it sets off the other way: the sign flips.
  @Test(arguments: [Animation.snappy, .smooth, .bouncy])
  func aSpringMergingIntoAMirroredReturnPassReceivesTheForwardVelocity(_ spring: Animation) throws {
    let length = try passLength(spring)
    let local = 0.08
    for first in [spring.repeatCount(3, autoreverses: true), spring.repeatForever()] {
      var running = Animator(value: 0.0)
      running.animate(to: 1, with: first, at: 0)
      let onScreen = running.velocity(at: length + local)
      let forward = baseVelocity(spring, at: local)
      #expect(forward > 1)
      // The return pass mirrors the value: on screen the bar moves backwards.
      #expect(abs(onScreen + forward) <= 1e-9 * forward)
      let merged = animator(first, then: spring, at: length + local)
      #expect(abs(merged.velocity(at: length + local) - forward) <= 1e-9 * forward)
      // The position is continuous.
      #expect(abs(merged.value(at: length + local) - running.value(at: length + local)) <= 1e-12)
    }
    // A forward pass (no autoreverse) hands the velocity on screen.
    let forwardRepeat = spring.repeatCount(3, autoreverses: false)
    var running = Animator(value: 0.0)
    running.animate(to: 1, with: forwardRepeat, at: 0)
    let merged = animator(forwardRepeat, then: spring, at: length + local)
    let onScreen = running.velocity(at: length + local)
    #expect(abs(merged.velocity(at: length + local) - onScreen) <= 1e-9 * onScreen)
  }

  /// Through `.speed(2)` the base runs twice as fast; the state holds its velocity per second of
  /// its own time, half the velocity on screen.
  @Test func aSpringMergingIntoASpedUpSpringReceivesTheBaseVelocity() {
    let onScreen = {
      var a = Animator(value: 0.0)
      a.animate(to: 1, with: .snappy.speed(2), at: 0)
      return a.velocity(at: 0.05)
    }()
    let merged = animator(.snappy.speed(2), then: .snappy, at: 0.05)
    #expect(abs(merged.velocity(at: 0.05) - baseVelocity(.snappy, at: 0.1)) <= 1e-9)
    #expect(abs(merged.velocity(at: 0.05) - onScreen / 2) <= 1e-9 * onScreen)
  }

  /// Merging through equal modifiers keeps the motion on screen C1: `.speed(2)` into `.speed(2)`
  /// (the merged base continues with the base velocity, SwiftUI's rule), and a repetition into
  /// the same repetition during a return pass, whose count goes on (see
  /// `AnimatorRepeatMergeTests`; the velocity on screen stays, the value moves by the change as
  /// SwiftUI shows `model − base` in a mirrored pass).
  @Test func equalModifiersStayC1() throws {
    for (first, at) in [
      (Animation.snappy.speed(2), 0.05),
      (Animation.snappy.repeatCount(3, autoreverses: true), try passLength(.snappy) + 0.08),
    ] {
      var running = Animator(value: 0.0)
      running.animate(to: 1, with: first, at: 0)
      let before = running.velocity(at: at)
      let merged = animator(first, then: first, at: at)
      #expect(abs(merged.velocity(at: at) - before) <= 1e-9 * abs(before), "\(first)")
    }
  }
}

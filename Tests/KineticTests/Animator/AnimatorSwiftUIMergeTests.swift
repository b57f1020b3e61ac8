import Testing

@testable import Kinetic

/// SwiftUI's merge rules in the ``Animator``'s `automatic` policy, each pinned to the OpenSwiftUI
/// file that decides it (`Sources/OpenSwiftUICore/Animation/Animation/…`, audited against
/// SwiftUI's binary), and Kinetic's smoother hand-over kept under `.merge`.
@Suite struct AnimatorSwiftUIMergeTests {
  /// `first` from 0 to 1 at t = 0, then `second` to 3 at t = `at`.
  func animator(
    _ first: Animation, then second: Animation, at: Double = 0.2,
    policy: RetargetPolicy = .automatic
  ) -> Animator<Double> {
    var animator = Animator(value: 0.0)
    animator.animate(to: 1, with: first, at: 0)
    animator.animate(to: 3, with: second, at: at, policy: policy)
    return animator
  }

  /// `FluidSpringAnimation.shouldMerge` takes `previous.velocity(…)`, which a merging spring
  /// answers: the merged spring starts with the presentation velocity (C1).
  @Test func springMergingIntoASpringCarriesItsVelocity() {
    let single = animator(.snappy, then: .snappy, at: 0.2)
    var alone = Animator(value: 0.0)
    alone.animate(to: 1, with: .snappy, at: 0)
    let before = alone.velocity(at: 0.2)
    #expect(before > 1)
    #expect(abs(single.velocity(at: 0.2) - before) <= 1e-12 * abs(before))
    // The same as Kinetic's merge policy here.
    let merged = animator(.snappy, then: .snappy, at: 0.2, policy: .merge)
    for t in stride(from: 0.2, through: 1.5, by: 0.1) {
      #expect(single.value(at: t) == merged.value(at: t))
    }
  }

  /// `BezierAnimation` has no `velocity`, so a spring merging into a timing curve starts from
  /// rest at the presentation value; Kinetic's `.merge` carries the curve's velocity instead.
  @Test func timingCurveHandsNoVelocityToAMergingSpring() {
    let swiftUI = animator(.linear(duration: 1), then: .snappy)
    #expect(abs(swiftUI.value(at: 0.2) - 0.2) <= 1e-12)
    #expect(swiftUI.velocity(at: 0.2) == 0)
    let kinetic = animator(.linear(duration: 1), then: .snappy, policy: .merge)
    #expect(abs(kinetic.velocity(at: 0.2) - 1) <= 1e-12)
  }

  /// A modified animation has no `velocity` (`CustomAnimationModifiedContent` answers `nil`),
  /// but `FluidSpringAnimation.shouldMerge` falls back to the spring state in the context,
  /// which the delay passes through to its base spring: a bare spring merging into
  /// `.snappy.delay(0.05)` starts with the base spring's velocity (see AnimatorModifiedMergeTests);
  /// a modified timing curve hands nothing.
  @Test func modifiedAnimationHandsNoVelocity() {
    let merged = animator(.snappy.delay(0.05), then: .snappy, at: 0.2)
    var base = Animator(value: 0.0)
    base.animate(to: 1, with: .snappy, at: 0.05)
    #expect(abs(merged.velocity(at: 0.2) - base.velocity(at: 0.2)) <= 1e-12)
    #expect(animator(.linear(duration: 1).delay(0.05), then: .snappy).velocity(at: 0.2) == 0)
    let interpolating = animator(
      .interpolatingSpring(stiffness: 170, damping: 15), then: .interpolatingSpring(.snappy))
    // interpolatingSpring adds, it does not merge.
    #expect(interpolating.velocity(at: 0.2) != 0)
  }

  /// `CustomAnimationModifier.shouldMerge`: `self == previous && base.shouldMerge(…)`, and
  /// `previous.base as? Base` fails for a different modifier: a delayed spring does not merge
  /// into a bare one (it adds), nor into one with another delay.
  @Test func modifiedAnimationMergesOnlyIntoTheSameModifier() {
    var context = AnimationContext<Double>()
    let delayed = Animation.snappy.delay(0.2)
    #expect(!delayed.shouldMerge(previous: .snappy, value: 1.0, time: 0.3, context: &context))
    #expect(
      !delayed.shouldMerge(previous: .snappy.delay(0.3), value: 1.0, time: 0.3, context: &context))
    #expect(delayed.shouldMerge(previous: delayed, value: 1.0, time: 0.3, context: &context))
    #expect(
      Animation.snappy.speed(2).shouldMerge(
        previous: .bouncy.speed(2), value: 1.0, time: 0.3, context: &context))
    #expect(
      !Animation.snappy.speed(2).shouldMerge(
        previous: .snappy.speed(3), value: 1.0, time: 0.3, context: &context))
    #expect(
      !Animation.snappy.repeatCount(2).shouldMerge(
        previous: .snappy.repeatCount(3), value: 1.0, time: 0.3, context: &context))
    // A bare merging spring merges into anything, modified or not.
    #expect(Animation.snappy.shouldMerge(previous: delayed, value: 1.0, time: 0, context: &context))
    // So the Animator adds a delayed spring to a running bare one: the old delta keeps going.
    let added = animator(.snappy, then: delayed, at: 0.2)
    var alone = Animator(value: 0.0)
    alone.animate(to: 1, with: .snappy, at: 0)
    #expect(abs(added.value(at: 0.3) - alone.value(at: 0.3)) <= 1e-12)
  }

  /// Merging through equal modifiers compares the bases, so a spring's velocity is handed on,
  /// and the merged animation's time keeps counting from the first start
  /// (`AnimatableAttribute.swift`, `combine`; `DelayAnimation` maps time to `max(0, t − delay)`):
  /// a delay already waited out is not waited again.
  @Test func equalModifiersMergeCarryingVelocityAndTheElapsedDelay() {
    let delayed = Animation.snappy.delay(0.1)
    let merged = animator(delayed, then: delayed, at: 0.3)
    var alone = Animator(value: 0.0)
    alone.animate(to: 1, with: delayed, at: 0)
    let before = alone.velocity(at: 0.3)
    #expect(before > 0)
    // No new delay: moving at once, with the velocity it had.
    #expect(abs(merged.velocity(at: 0.3) - before) <= 1e-9 * abs(before))
    #expect(merged.value(at: 0.35) > alone.value(at: 0.3))
    // Merged while the delay is still running: only what is left of it (0.1 − 0.04) is waited.
    let early = animator(delayed, then: delayed, at: 0.04)
    #expect(early.value(at: 0.099) == 0)
    #expect(early.value(at: 0.11) > 0)
  }
}

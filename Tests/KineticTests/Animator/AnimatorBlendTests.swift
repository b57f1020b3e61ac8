import Testing

@testable import Kinetic

/// `blendDuration` in a merge (OpenSwiftUI `FluidSpringAnimation.swift`: a merging spring that
/// merges into a bare merging spring of another response blends its response over its
/// `blendDuration`; `shouldMerge` sets the blend only for that case).
@Suite struct AnimatorBlendTests {
  @Test func interactiveSpringBlendsFromTheSpringItMergesInto() throws {
    let first = Animation.spring(response: 0.6, dampingFraction: 0.8)
    var animator = Animator(value: 0.0)
    animator.animate(to: 100, with: first, at: 0)
    let presented = animator.value(at: 0.1)
    let velocity = animator.velocity(at: 0.1)
    animator.animate(
      to: 200, with: .interactiveSpring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25),
      at: 0.1)
    let spring = Spring(response: 0.15, dampingRatio: 0.86)
    let blend = try #require(SpringBlend(from: 0.6, to: spring, duration: 0.25))
    for t in stride(from: 0.1, through: 1.5, by: 0.05) {
      let expected =
        presented
        + blend.motion(
          target: 200 - presented, initialVelocity: velocity, time: t - 0.1
        ).value
      let actual = animator.value(at: t)
      #expect(abs(actual - expected) <= 1e-9 * 200 || animator.isComplete(at: t), "t = \(t)")
    }
    // Without a blend the new spring takes over at once: faster early on.
    var unblended = Animator(value: 0.0)
    unblended.animate(to: 100, with: first, at: 0)
    unblended.animate(
      to: 200, with: .interactiveSpring(response: 0.15, dampingFraction: 0.86, blendDuration: 0),
      at: 0.1)
    #expect(unblended.value(at: 0.2) > animator.value(at: 0.2) + 1)
    // Both keep the velocity at the merge (C1).
    #expect(abs(animator.velocity(at: 0.1) - velocity) <= 1e-9 * abs(velocity))
  }

  /// No blend when the previous animation is not a bare merging spring (a timing curve), or
  /// the responses are equal: the motion is the plain spring's.
  @Test func noBlendAfterATimingCurve() {
    var animator = Animator(value: 0.0)
    animator.animate(to: 100, with: .linear(duration: 1), at: 0)
    animator.animate(
      to: 200, with: .interactiveSpring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25),
      at: 0.1)
    var restarted = Animator(value: 0.0)
    restarted.animate(to: 100, with: .linear(duration: 1), at: 0)
    restarted.animate(
      to: 200, with: .interactiveSpring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25),
      at: 0.1, policy: .restart)
    for t in stride(from: 0.1, through: 1, by: 0.05) {
      #expect(animator.value(at: t) == restarted.value(at: t))
    }
  }
}

import Testing

@testable import Kinetic

/// Completion times by SwiftUI's criteria (Apple, `AnimationCompletionCriteria.logicallyComplete`:
/// "those callbacks will fire when the animations from the change that they were registered with
/// logically complete, ignoring the new animations"; `.removed`: "those callbacks will only fire
/// when *all* of the created animations are complete"). Time is a parameter throughout.
@Suite struct AnimatorCompletionCriteriaTests {
  @Test func uninterruptedAnimationCompletesAtItsOwnTimes() throws {
    var animator = Animator(value: 0.0)
    animator.animate(to: 1, with: .easeIn(duration: 0.5), at: 1)
    #expect(animator.completionTime(ofAnimationStartedAt: 1, criteria: .logicallyComplete) == 1.5)
    #expect(animator.completionTime(ofAnimationStartedAt: 1, criteria: .removed) == 1.5)
    // A spring is logically complete before it is removed.
    var spring = Animator(value: 0.0)
    spring.animate(to: 1, with: .smooth, at: 0)
    let own = Animation.smooth.sampler(change: 1.0).completionTimes
    let logical = try #require(
      spring.completionTime(ofAnimationStartedAt: 0, criteria: .logicallyComplete))
    let removed = try #require(spring.completionTime(ofAnimationStartedAt: 0, criteria: .removed))
    #expect(abs(logical - own.logicallyComplete) <= 1e-12)
    #expect(abs(removed - own.removed) <= 1e-12)
    #expect(logical < removed)
    // No animation started at another time.
    #expect(spring.completionTime(ofAnimationStartedAt: 0.1, criteria: .removed) == nil)
  }

  /// An interrupted curve: its logical handler keeps its own time (the additive combination
  /// lets it finish anyway); its removal handler waits for the new animation.
  @Test func interruptionKeepsLogicalTimeAndDelaysRemoval() {
    var animator = Animator(value: 0.0)
    animator.animate(to: 1, with: .linear(duration: 1), at: 0)
    animator.animate(to: 2, with: .linear(duration: 1), at: 0.5)
    #expect(animator.completionTime(ofAnimationStartedAt: 0, criteria: .logicallyComplete) == 1)
    #expect(animator.completionTime(ofAnimationStartedAt: 0, criteria: .removed) == 1.5)
    #expect(animator.completionTime(ofAnimationStartedAt: 0.5, criteria: .removed) == 1.5)
    // Merged into by a spring: the curve's logical handler still runs at 1 s, the removal
    // handler when the spring is removed.
    var merged = Animator(value: 0.0)
    merged.animate(to: 1, with: .linear(duration: 1), at: 0)
    merged.animate(to: 2, with: .smooth, at: 0.5)
    #expect(merged.completionTime(ofAnimationStartedAt: 0, criteria: .logicallyComplete) == 1)
    let springEnd = merged.completionTime(ofAnimationStartedAt: 0.5, criteria: .removed)
    #expect(springEnd != nil && springEnd! > 1)
    #expect(merged.completionTime(ofAnimationStartedAt: 0, criteria: .removed) == springEnd)
    #expect(merged.isComplete(at: springEnd!) && !merged.isComplete(at: springEnd!.nextDown))
  }

  /// A pause holds the animation clock, so both handlers move by its length; a handler is
  /// never due while paused.
  @Test func pauseDelaysCompletion() {
    var animator = Animator(value: 0.0)
    animator.animate(to: 1, with: .linear(duration: 1), at: 0)
    animator.pause(at: 0.25)
    #expect(animator.completionTime(ofAnimationStartedAt: 0, criteria: .removed) == nil)
    animator.resume(at: 0.75)
    #expect(animator.completionTime(ofAnimationStartedAt: 0, criteria: .logicallyComplete) == 1.5)
    #expect(animator.completionTime(ofAnimationStartedAt: 0, criteria: .removed) == 1.5)
  }

  @Test func repeatForeverIsNeverRemoved() {
    var animator = Animator(value: 0.0)
    animator.animate(to: 1, with: .linear(duration: 1).repeatForever(), at: 0)
    #expect(animator.completionTime(ofAnimationStartedAt: 0, criteria: .removed) == nil)
    #expect(animator.completionTime(ofAnimationStartedAt: 0, criteria: .logicallyComplete) == nil)
  }

  @Test func criteriaDescribeThemselves() {
    #expect(AnimationCompletionCriteria.logicallyComplete.description == "logicallyComplete")
    #expect(AnimationCompletionCriteria.removed.description == "removed")
    #expect(AnimationCompletionCriteria.removed != .logicallyComplete)
  }
}

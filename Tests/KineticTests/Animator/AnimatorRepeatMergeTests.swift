import Testing

@testable import Kinetic

/// A repetition merging into the same repetition keeps counting passes, as SwiftUI does:
/// OpenSwiftUI `Sources/OpenSwiftUICore/Animation/Animation/RepeatAnimation.swift` keeps the
/// pass index and the time the pass began in the animation state (`RepeatState`), and
/// `Animatable/AnimatableAttribute.swift` (`combine`) keeps that state when the new animation
/// merges and adds the new change to the interval. The current pass goes on with its base
/// merged; the passes left of the count run over the whole interval from the repetition's
/// start to the new target.
@Suite("Animator: repetition merged into a repetition")
struct AnimatorRepeatMergeTests {
  let spring = Animation.snappy

  /// A pass over a change of `change`: SwiftUI's completion rule has thresholds in the value's
  /// units, so a pass over the whole interval 0…3 lasts longer than the first pass over 0…1.
  func passLength(_ change: Double = 1.0) throws -> Double {
    try #require(spring.sampler(change: change).removalTime)
  }

  /// Merged during the first (forward) pass of `repeatCount(3)`: the pass continues, merged,
  /// to the new target, then two passes remain (back to the start, forward again), so the
  /// motion ends after the merged pass plus two pass lengths — not three, as a restart would.
  @Test func mergedInTheFirstPassKeepsTheCount() throws {
    let repeated = spring.repeatCount(3, autoreverses: true)
    let length = try passLength(3)
    var animator = Animator(value: 0.0)
    animator.animate(to: 1, with: repeated, at: 0)
    let at = 0.1
    let presented = animator.value(at: at)
    let velocity = animator.velocity(at: at)
    animator.animate(to: 3, with: repeated, at: at)
    // C1 on a forward pass.
    #expect(abs(animator.value(at: at) - presented) <= 1e-12)
    #expect(abs(animator.velocity(at: at) - velocity) <= 1e-9 * abs(velocity))
    // The merged pass is the base spring from the screen towards 3 with that velocity.
    let merged = spring.sampler(change: 3 - presented, initialVelocity: velocity)
    let mergedEnd = try #require(merged.removalTime)
    for t in stride(from: 0.0, to: mergedEnd, by: 0.05) {
      #expect(
        abs(animator.value(at: at + t) - (presented + merged.sample(at: t).offset)) <= 1e-9)
    }
    // Then a mirrored pass over the whole interval 0…3 (back to 0) and a forward one.
    let pass = spring.sampler(change: 3.0)
    for t in stride(from: 0.0, to: length, by: 0.05) {
      let back = animator.value(at: at + mergedEnd + t)
      #expect(abs(back - (3 - pass.sample(at: t).offset)) <= 1e-9, "t = \(t)")
      // At the boundary itself (t = 0) the rounding of `at + mergedEnd + length` decides
      // whether the return pass has been removed (SwiftUI's rule leaves it within 1 %).
      guard t > 0 else { continue }
      let forward = animator.value(at: at + mergedEnd + length + t)
      #expect(abs(forward - pass.sample(at: t).offset) <= 1e-9, "t = \(t)")
    }
    let removed = try #require(animator.completionTime(ofAnimationStartedAt: 0, criteria: .removed))
    #expect(abs(removed - (at + mergedEnd + 2 * length)) <= 1e-9)
    #expect(animator.value(at: removed + 1) == 3)
  }

  /// Merged during the second pass of `repeatCount(3)` (a mirrored return pass): SwiftUI shows
  /// `model − base` there, so the value on screen moves by the new change at the merge while
  /// its velocity stays; the pass then runs back to the start, and one forward pass over the
  /// whole interval remains.
  @Test func mergedInAReturnPassMovesByTheChangeAndEndsTheCount() throws {
    let repeated = spring.repeatCount(3, autoreverses: true)
    let length = try passLength(3)
    var animator = Animator(value: 0.0)
    animator.animate(to: 1, with: repeated, at: 0)
    let at = try passLength(1) + 0.08
    let presented = animator.value(at: at)
    let velocity = animator.velocity(at: at)
    animator.animate(to: 3, with: repeated, at: at)
    #expect(abs(animator.value(at: at) - (presented + 2)) <= 1e-12)
    #expect(abs(animator.velocity(at: at) - velocity) <= 1e-9 * abs(velocity))
    let merged = spring.sampler(change: 0 - (presented + 2), initialVelocity: velocity)
    let mergedEnd = try #require(merged.removalTime)
    #expect(abs(animator.value(at: at + mergedEnd.nextDown) - 0) < 1e-2)
    let pass = spring.sampler(change: 3.0)
    // From 0.05 s on: at the pass boundary itself the rounding of `at + mergedEnd` decides
    // whether the merged pass has been removed (it is within 0.1 % of its change there).
    for t in stride(from: 0.05, to: length, by: 0.05) {
      let forward = animator.value(at: at + mergedEnd + t)
      #expect(abs(forward - pass.sample(at: t).offset) <= 1e-9, "t = \(t)")
    }
    let removed = try #require(animator.completionTime(ofAnimationStartedAt: 0, criteria: .removed))
    #expect(abs(removed - (at + mergedEnd + length)) <= 1e-9)
  }

  /// Without autoreverse every pass after the merged one starts over from the start (SwiftUI's
  /// `repeatCount(_:autoreverses: false)` returns to the start between passes).
  @Test func forwardPassesStartOverFromTheStart() throws {
    let repeated = spring.repeatCount(2, autoreverses: false)
    var animator = Animator(value: 0.0)
    animator.animate(to: 1, with: repeated, at: 0)
    animator.animate(to: 3, with: repeated, at: 0.1)
    let merged = try #require(
      animator.completionTime(ofAnimationStartedAt: 0.1, criteria: .removed))
    let length = try passLength(3)
    let mergedEnd = merged - length
    // Just after the merged pass ends the value is back near the start, heading for 3.
    #expect(abs(animator.value(at: mergedEnd + 1e-6)) < 1e-2)
    #expect(animator.velocity(at: mergedEnd + 0.02) > 0)
    #expect(animator.value(at: merged + 1) == 3)
  }

  /// `repeatForever` keeps repeating after the merge, between the repetition's start and the
  /// new target, and a later change still merges into it (it keeps the animation).
  @Test func foreverKeepsRepeatingBetweenTheStartAndTheNewTarget() throws {
    let forever = spring.repeatForever(autoreverses: true)
    var animator = Animator(value: 0.0)
    animator.animate(to: 1, with: forever, at: 0)
    animator.animate(to: 2, with: forever, at: 0.1)
    #expect(!animator.isComplete(at: 30))
    #expect(animator.completionTime(ofAnimationStartedAt: 0.1, criteria: .removed) == nil)
    let samples = stride(from: 20.0, to: 22, by: 0.01).map { animator.value(at: $0) }
    #expect(samples.min()! < 0.01 && samples.max()! > 1.99)
    var context = AnimationContext<Double>()
    #expect(
      forever.shouldMerge(previous: forever, value: 1.0, time: 0.3, context: &context))
    let before = animator.value(at: 0.3)
    animator.animate(to: 4, with: forever, at: 0.3)
    #expect(abs(animator.value(at: 0.3) - before) <= 1e-12)
    #expect(!animator.isComplete(at: 30))
  }

  /// Logical completion after the merge: SwiftUI resets the flag at the merge and latches it
  /// when the merged base reports (OpenSwiftUI `AnimatableAttribute.swift`, `combine` and
  /// `updateListeners`), so a handler waiting for `.logicallyComplete` runs when the merged
  /// spring is logically complete, and the passes left count as complete.
  @Test(arguments: [true, false])
  func logicalCompletionLatchesWithTheMergedPass(autoreverses: Bool) throws {
    let repeated = spring.repeatCount(3, autoreverses: autoreverses)
    var animator = Animator(value: 0.0)
    animator.animate(to: 1, with: repeated, at: 0)
    let at = 0.1
    let presented = animator.value(at: at)
    let velocity = animator.velocity(at: at)
    animator.animate(to: 3, with: repeated, at: at)
    let merged = spring.sampler(change: 3 - presented, initialVelocity: velocity)
    let logical = merged.completionTimes.logicallyComplete
    #expect(logical < merged.completionTimes.removed)
    let due = try #require(
      animator.completionTime(ofAnimationStartedAt: at, criteria: .logicallyComplete))
    #expect(abs(due - (at + logical)) <= 1e-9)
    #expect(!animator.isLogicallyComplete(at: at + logical - 0.01))
    #expect(animator.isLogicallyComplete(at: at + logical + 0.01))
    #expect(animator.isLogicallyComplete(at: at + merged.completionTimes.removed + 0.2))
  }
}

import KineticTestSupport
import Testing

@_spi(Testing) @testable import Kinetic

@Suite struct AnimatorPauseScrubTests {
  @Test(arguments: [UInt64(0x5EED_0201), 0x5EED_0202])
  func pauseAndResumeShiftTimeWithoutAJump(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    for trial in 0..<20 {
      var animator = Animator(value: random.uniform(-10...10))
      animator.animate(to: random.uniform(-10...10), with: random.anyAnimation(), at: 0)
      let reference = animator
      let pause = random.uniform(0...0.8)
      let resume = pause + random.uniform(0.05...2)
      animator.pause(at: pause)
      #expect(animator.isPaused)
      animator.resume(at: resume)
      let held = reference.value(at: pause)
      for step in 0..<10 {
        let t = pause + (resume - pause) * Double(step) / 10
        #expect(animator.value(at: t) == held, "trial \(trial)")
        #expect(animator.velocity(at: t) == 0)
      }
      #expect(animator.value(at: resume) == held)
      for step in 0...40 {
        let s = Double(step) * 0.05
        #expect(
          Close.check(animator.value(at: resume + s), reference.value(at: pause + s), 1e-12),
          "trial \(trial)")
        #expect(animator.value(at: pause - s) == reference.value(at: pause - s))
      }
    }
  }

  @Test func retargetWhilePausedResumes() {
    var animator = Animator(value: 0.0)
    animator.animate(to: 1, with: .linear(duration: 1), at: 0)
    animator.pause(at: 0.5)
    animator.animate(to: 3, with: .linear(duration: 1), at: 2, policy: .additive)
    #expect(!animator.isPaused)
    #expect(animator.value(at: 2) == 0.5)
    // Old run resumes from 0.5 of its time; the new one adds half of 3 − 1 after 0.5 s.
    #expect(abs(animator.value(at: 2.5) - 2) <= 1e-12)
  }

  @Test func scrubbingPositionsASingleTimingCurve() throws {
    var animator = Animator(value: 0.0)
    animator.animate(to: 10, with: .easeInOut(duration: 1), at: 0)
    #expect(abs(animator.fractionComplete(at: 0.3)! - 0.3) <= 1e-12)
    try animator.scrub(toFractionComplete: 0.6, at: 0.3)
    let curve = UnitCurve.easeInOut
    #expect(abs(animator.value(at: 0.3) - 10 * curve.value(at: 0.6)) <= 1e-12)
    #expect(animator.value(at: 5) == animator.value(at: 0.3))
    #expect(abs(animator.fractionComplete(at: 5)! - 0.6) <= 1e-12)
    animator.resume(at: 1)
    #expect(abs(animator.value(at: 1.2) - 10 * curve.value(at: 0.8)) <= 1e-12)
    #expect(animator.value(at: 1.4) == 10)
    // Reversing after the scrub heads back to the animation's start.
    var reversed = animator
    reversed.reverse(at: 1.2)
    #expect(abs(reversed.value(at: 1.4) - 10 * curve.value(at: 0.6)) <= 1e-12)
    #expect(reversed.value(at: 2.0) == 0)
  }

  @Test func scrubbingRejectsWhatItCannotScrub() {
    var animator = Animator(value: 0.0)
    animator.animate(to: 10, with: .bouncy, at: 0)
    #expect(animator.fractionComplete(at: 0.1) == nil)
    #expect(throws: AnimatorError.self) { try animator.scrub(toFractionComplete: 0.5, at: 0.1) }
    var timing = Animator(value: 0.0)
    timing.animate(to: 10, with: .linear, at: 0)
    #expect(throws: AnimatorError.invalidFractionComplete(1.5)) {
      try timing.scrub(toFractionComplete: 1.5, at: 0.1)
    }
    #expect(AnimatorError.invalidFractionComplete(1.5).description.contains("1.5"))
  }

  /// Issue 15 (the animator fuzz target's finding, "segment 2: piece 1 starts before piece 0"):
  /// after ``Animator/discardHistory(before:)`` had dropped the rest piece, a scrub back to
  /// before the first kept piece appended its piece behind it. The scrubbed piece is all the
  /// segment needs: reversed playback stops at its start.
  @Test func scrubbingBackPastTheHistoryHorizonKeepsThePiecesInOrder() throws {
    var animator = Animator(value: 0.0)
    animator.animate(to: 100, with: .linear(duration: 1), at: 0)
    animator.discardHistory(before: 0.5)
    #expect(animator._checkInvariants() == nil)
    try animator.scrub(toFractionComplete: 0.9, at: 0.5)
    #expect(animator._checkInvariants() == nil)
    #expect(abs(animator.value(at: 0.5) - 90) <= 1e-12)
    #expect(abs(animator.value(at: 3) - 90) <= 1e-12)
    animator.resume(at: 3)
    #expect(animator._checkInvariants() == nil)
    #expect(abs(animator.value(at: 3.05) - 95) <= 1e-12)
    animator.reverse(at: 3.05)
    #expect(animator._checkInvariants() == nil)
    #expect(abs(animator.value(at: 3.45) - 55) <= 1e-12)
    #expect(animator.value(at: 5) == 0)
    #expect(animator.isComplete(at: 5))
  }

  /// The shape of the sequence the fuzz target found: a matched retarget, history discarded,
  /// a reverse, a scrub back past the horizon and a resume, the invariants checked after each.
  @Test func reverseDiscardScrubResumeKeepsTheInvariants() throws {
    var animator = Animator(value: 0.0)
    animator.animate(to: 50, with: .easeInOut(duration: 1), at: 0)
    animator.animate(to: 80, with: .linear(duration: 2), at: 0.3, policy: .matched)
    #expect(animator._checkInvariants() == nil)
    animator.reverse(at: 0.6)
    animator.discardHistory(before: 0.7)
    #expect(animator._checkInvariants() == nil)
    let before = animator.value(at: 0.8)
    try animator.scrub(toFractionComplete: 0.95, at: 0.8)
    #expect(animator._checkInvariants() == nil)
    #expect(animator.value(at: 0.8) != before)
    animator.resume(at: 1)
    #expect(animator._checkInvariants() == nil)
    // Reversed from the scrubbed position: back towards the scrubbed animation's start.
    #expect(animator.value(at: 1.05) < animator.value(at: 1))
    #expect(animator.value(at: 1e3).isFinite)
  }
}

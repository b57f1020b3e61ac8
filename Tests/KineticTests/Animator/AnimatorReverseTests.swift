import Testing

@testable import Kinetic

/// Reverse retraces the shown path: value(T + s) = value(T − s) to 1e-12 (relative to the size of
/// the values; both sides evaluate the same piece at animation times that differ only by the
/// rounding of T ± s), and reaches the origin at 2T − t₀.
@Suite struct AnimatorReverseTests {
  @Test(arguments: [UInt64(0x5EED_0101), 0x5EED_0102, 0x5EED_0103])
  func reverseRetracesThePathToTheOrigin(seed: UInt64) {
    var random = AnimatorRandom(seed: seed)
    var tested = 0
    for trial in 0..<30 {
      let origin = random.uniform(-100...100)
      let t0 = random.uniform(0...2)
      var animator = Animator(value: origin)
      animator.animate(to: random.uniform(-100...100), with: random.anyAnimation(), at: t0)
      var reverseTime = t0 + random.uniform(0.01...0.3)
      // Sometimes retarget first (any policy), so the retrace crosses a retarget.
      if Bool.random(using: &random) {
        let policy = RetargetPolicy.allCases.randomElement(using: &random)!
        animator.animate(
          to: random.uniform(-100...100), with: random.anyAnimation(), at: reverseTime,
          policy: policy)
        reverseTime += random.uniform(0.01...0.3)
      }
      guard !animator.isComplete(at: reverseTime) else { continue }
      tested += 1
      animator.reverse(at: reverseTime)
      let span = reverseTime - t0
      for step in 0...50 {
        let s = span * Double(step) / 50
        let ahead = animator.value(at: reverseTime + s)
        let behind = animator.value(at: reverseTime - s)
        #expect(Close.check(ahead, behind, 1e-12), "trial \(trial) s = \(s)")
        if step > 0 && step < 50 {
          #expect(
            Close.check(
              animator.velocity(at: reverseTime + s), -animator.velocity(at: reverseTime - s), 1e-9)
          )
        }
      }
      let back = 2 * reverseTime - t0
      #expect(
        abs(animator.value(at: back) - origin) <= 1e-12 * max(1, abs(origin)), "trial \(trial)")
      #expect(animator.value(at: back + 1) == origin)
      #expect(animator.isComplete(at: back + 1e-9))
      #expect(!animator.isComplete(at: reverseTime + 0.5 * span))
      #expect(animator.target == origin)
    }
    #expect(tested >= 15)
  }

  @Test func reversingTwicePlaysForwardToTheOriginalTarget() {
    var animator = Animator(value: 0.0)
    animator.animate(to: 10, with: .linear(duration: 1), at: 0)
    animator.reverse(at: 0.6)
    animator.reverse(at: 0.8)
    // At 0.8 the value is that of 0.4; forward again from there.
    #expect(abs(animator.value(at: 0.8) - 4) <= 1e-12)
    #expect(abs(animator.value(at: 1.1) - 7) <= 1e-12)
    #expect(animator.target == 10)
    #expect(animator.value(at: 1.45) == 10)
  }

  @Test func reverseAtRestDoesNothing() {
    var animator = Animator(value: 0.0)
    animator.animate(to: 10, with: .linear(duration: 1), at: 0)
    animator.reverse(at: 2)
    #expect(animator.value(at: 3) == 10)
    #expect(!animator.isReversed)
  }

  @Test func retargetWhileReversedMergesFromThePresentedValue() {
    var animator = Animator(value: 0.0)
    animator.animate(to: 10, with: .linear(duration: 1), at: 0)
    animator.reverse(at: 0.5)
    let before = animator
    animator.animate(to: 20, with: .smooth, at: 0.7)
    #expect(abs(animator.value(at: 0.7) - 3) <= 1e-12)
    // The velocity (−10 while reversed) is carried into the merged spring.
    #expect(abs(animator.velocity(at: 0.7) - before.velocity(at: 0.7)) <= 1e-12)
    #expect(animator.velocity(at: 0.7) < 0)
    #expect(animator.value(at: 10) == 20)
  }
}

/// Discarding history keeps every answer at or after the horizon and bounds what reverse retraces.
@Suite struct AnimatorHistoryTests {
  @Test func discardingHistoryKeepsThePresentAndFuture() {
    var random = AnimatorRandom(seed: 0x5EED_0301)
    for trial in 0..<20 {
      var animator = Animator(value: random.uniform(-10...10))
      var time = 0.0
      for _ in 0..<4 {
        animator.animate(
          to: random.uniform(-10...10), with: random.anyAnimation(), at: time,
          policy: RetargetPolicy.allCases.randomElement(using: &random)!)
        time += random.uniform(0.05...0.4)
      }
      if Bool.random(using: &random) { animator.reverse(at: time) }
      let reference = animator
      let horizon = time - random.uniform(0...0.5)
      animator.discardHistory(before: horizon)
      for step in 0...40 {
        let t = horizon + Double(step) * 0.05
        #expect(animator.value(at: t) == reference.value(at: t), "trial \(trial) t = \(t)")
        #expect(animator.velocity(at: t) == reference.velocity(at: t))
        #expect(animator.isComplete(at: t) == reference.isComplete(at: t))
      }
      #expect(animator.value(at: horizon - 1) == reference.value(at: horizon))
      #expect(animator.target == reference.target)
    }
  }

  @Test func reverseAfterDiscardStopsAtTheHorizon() {
    var animator = Animator(value: 0.0)
    animator.animate(to: 10, with: .linear(duration: 1), at: 0)
    animator.discardHistory(before: 0.4)
    animator.reverse(at: 0.6)
    #expect(abs(animator.value(at: 0.7) - 5) <= 1e-12)
    #expect(abs(animator.value(at: 0.8) - 4) <= 1e-12)
    #expect(abs(animator.value(at: 2) - 4) <= 1e-12)
    #expect(animator.isComplete(at: 0.8 + 1e-9))
  }
}

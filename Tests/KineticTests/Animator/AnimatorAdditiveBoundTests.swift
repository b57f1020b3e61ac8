import Testing

@_spi(Testing) @testable import Kinetic

/// Additive retargets hold memory in proportion to the contributions still running, never to
/// the square of the commands (issue 36, M6: 8,000 additive retargets at one instant held
/// 6.9 GB, each piece a copy of all the runs before it), and at most
/// ``Animator/additiveLimit`` contributions run at once.
@Suite struct AnimatorAdditiveBoundTests {
  /// Retargets at one instant: none finishes, so every one keeps running.
  @Test func simultaneousRetargetsStoreEachRunOnce() {
    var animator = Animator(value: 0.0)
    let count = 900
    for k in 0..<count {
      animator.animate(to: Double(k % 17), with: .easeInOut, at: 0.5, policy: .additive)
    }
    #expect(animator._checkInvariants() == nil)
    #expect(animator.present.piece.runs.count == count)
    // Each run once (the pieces share them), not count²/2 = 405,000.
    #expect(animator._storedRunCount <= 2 * count, "\(animator._storedRunCount) runs stored")
    #expect(animator.value(at: 10) == Double((count - 1) % 17))
  }

  /// A 120 Hz drag of 1 s curves: about 120 run at once, and the runs stored stay a small
  /// multiple of them however long the drag lasts (history is bounded by `historyLimit`).
  @Test func aLongAdditiveDragStoresABoundedNumberOfRuns() {
    var animator = Animator(value: 0.0)
    var largest = 0
    for frame in 0..<6_000 {
      let time = Double(frame) / 120
      animator.animate(
        to: Double(frame % 11), with: .easeInOut(duration: 1), at: time, policy: .additive)
      if frame % 50 == 0 { largest = max(largest, animator._storedRunCount) }
    }
    #expect(animator._checkInvariants() == nil)
    #expect(animator.present.piece.runs.count <= 121)
    // 2,000 pieces of ~120 runs each were 240,000 runs.
    #expect(largest <= 20_000, "\(largest) runs stored")
    #expect(animator.value(at: 6_000.0 / 120 + 2) == Double(5_999 % 11))
  }

  /// Past ``Animator/additiveLimit`` running contributions, an additive retarget merges
  /// (from the presented value and velocity): the value stays continuous, the target is
  /// reached, and the runs stay within the limit.
  @Test func pastTheLimitAnAdditiveRetargetMerges() {
    let limit = Animator<Double>.additiveLimit
    var animator = Animator(value: 0.0)
    for k in 0..<(limit + 5) {
      let time = 0.5 + Double(k) * 1e-4
      let before = animator.value(at: time)
      animator.animate(to: Double(k % 5), with: .easeIn, at: time, policy: .additive)
      #expect(animator.value(at: time) == before, "command \(k) moved the value")
      #expect(animator.present.piece.runs.count <= limit, "command \(k)")
    }
    #expect(animator._checkInvariants() == nil)
    #expect(animator.value(at: 100) == Double((limit + 4) % 5))
  }

  /// Commands given at one instant each add a segment of zero length; the history limit
  /// forgets them too (issue 36: 256,000 additive retargets at one instant held 139 MB, and
  /// 20 MB, flat, once they are forgotten), and every answer stays what it was.
  @Test func commandsAtOneInstantKeepABoundedHistory() {
    var animator = Animator(value: 0.0)
    let count = 5 * Animator<Double>.historyLimit
    for k in 0..<count {
      let before = animator.value(at: 0.5)
      animator.animate(
        to: Double(k % 13), with: .easeInOut(duration: 1), at: 0.5,
        policy: k % 3 == 0 ? .merge : .additive)
      #expect(animator.value(at: 0.5) == before, "command \(k) moved the value")
    }
    #expect(animator._checkInvariants() == nil)
    #expect(animator.segments.count <= 2 * Animator<Double>.historyLimit + 1)
    #expect(animator._storedRunCount <= 3 * Animator<Double>.additiveLimit)
    #expect(animator.value(at: 100) == Double((count - 1) % 13))
  }
}

import Testing

@_spi(Testing) @testable import Kinetic

/// History grows linearly with the commands and is bounded by ``Animator/historyLimit``
/// (issue 15: 16,000 spring retargets held 4 GB). The reference for the merged springs is the
/// spring's own closed-form step (`Spring.update`), carried from command to command.
@Suite struct AnimatorHistoryLimitTests {
  /// A 60 Hz drag for 16,000 frames (about 4.5 minutes), retargeting a spring every frame.
  @Test func sixteenThousandSpringRetargetsFollowTheSpringAndStayBounded() {
    let spring = Spring(duration: 0.5, bounce: 0)  // `.smooth`
    var animator = Animator(value: 0.0)
    var position = 0.0
    var velocity = 0.0
    var target = 0.0
    let step = 1.0 / 60
    for frame in 0..<16_000 {
      let time = Double(frame) * step
      if frame > 0 {
        spring.update(value: &position, velocity: &velocity, target: target, deltaTime: step)
      }
      let presented = animator.value(at: time)
      #expect(abs(presented - position) <= 1e-9 * max(1, abs(position)), "frame \(frame)")
      target = 100 * Double((frame * 7919) % 1000) / 1000
      animator.animate(to: target, with: .smooth, at: time)
      if frame % 1_000 == 999 {
        #expect(animator._checkInvariants() == nil, "frame \(frame)")
      }
    }
    #expect(animator._checkInvariants() == nil)
  }

  /// Additive timing curves keep every unfinished run; the runs of a piece stay as many as
  /// overlap (about 21 for 0.35 s at 60 Hz), and the history stays bounded.
  @Test func additiveRetargetsKeepOnlyOverlappingRuns() {
    var animator = Animator(value: 0.0)
    for frame in 0..<6_000 {
      let time = Double(frame) / 60
      animator.animate(to: Double(frame % 13), with: .easeInOut, at: time)
    }
    #expect(animator._checkInvariants() == nil)
    #expect(animator.present.piece.runs.count <= 23)
    let end = 6_000.0 / 60 + 1
    #expect(animator.value(at: end) == Double(5_999 % 13))
  }

  /// Past the limit, earlier times answer as at the horizon; the last `historyLimit` commands
  /// keep their exact answers.
  @Test func forgottenTimesAnswerAsAtTheHorizon() {
    var animator = Animator(value: 0.0)
    var reference: [(Double, Double)] = []
    let count = 2 * Animator<Double>.historyLimit + 1
    for k in 0..<count {
      let time = Double(k) * 0.01
      animator.animate(to: Double(k % 7), with: .bouncy, at: time)
      reference.append((time + 0.005, animator.value(at: time + 0.005)))
    }
    #expect(animator._checkInvariants() == nil)
    let horizon = animator.historyStart
    #expect(horizon > 0)
    #expect(animator.value(at: 0) == animator.value(at: horizon))
    for (time, value) in reference.suffix(Animator<Double>.historyLimit - 1) {
      #expect(animator.value(at: time) == value, "t = \(time)")
    }
  }

  /// Copies diverge without seeing each other's commands, although they share pieces: each
  /// answers as an animator given only its own commands.
  @Test func copiesSharingPiecesStayIndependent() {
    func commands(_ animator: inout Animator<Double>, _ targets: [Double]) {
      for (k, target) in targets.enumerated() {
        animator.animate(to: target, with: .smooth, at: 0.2 + 0.1 * Double(k))
      }
    }
    var a = Animator(value: 0.0)
    a.animate(to: 10, with: .smooth, at: 0)
    a.animate(to: 20, with: .smooth, at: 0.1)
    var b = a
    var referenceA = a
    var referenceB = b
    commands(&a, [30, 50])
    commands(&b, [-30, -40])
    commands(&referenceA, [30, 50])
    commands(&referenceB, [-30, -40])
    for t in stride(from: 0.0, through: 1.5, by: 0.05) {
      #expect(a.value(at: t) == referenceA.value(at: t), "a at \(t)")
      #expect(b.value(at: t) == referenceB.value(at: t), "b at \(t)")
    }
    #expect(a.value(at: 0.15) == b.value(at: 0.15))
    #expect(a.target == 50 && b.target == -40)
    #expect(a._checkInvariants() == nil && b._checkInvariants() == nil)
  }

  /// A renderer that discards history before each retarget (the AnimatorSuite benchmark's
  /// pattern) keeps only the pieces it can still show: the forgotten ones leave the buffer at
  /// once instead of waiting for a compaction, and answers from the horizon on are those of an
  /// animator that kept everything. A copy taken on the way shares the buffer, which is then
  /// left alone, and keeps its own answers.
  @Test func discardingBeforeEachRetargetKeepsOnlyLivePieces() throws {
    var trimmed = Animator(value: 0.0)
    var full = Animator(value: 0.0)
    var copy: Animator<Double>?
    var copyAnswers: [(Double, Double)] = []
    for frame in 0..<600 {
      let time = Double(frame) / 60
      // A new target every 0.2 s, well before the springs settle: every retarget merges.
      guard frame % 12 == 0 else { continue }
      let target = Double((frame * 37) % 200) - 100
      let animation: Animation = frame % 24 == 0 ? .smooth : .bouncy
      trimmed.discardHistory(before: time)
      trimmed.animate(to: target, with: animation, at: time)
      full.animate(to: target, with: animation, at: time)
      #expect(trimmed._checkInvariants() == nil, "frame \(frame)")
      let segments = trimmed.segments
      let pieces = segments[segments.count - 1].pieces
      if copy == nil {
        #expect(pieces.buffer.elements.count == pieces.count, "frame \(frame)")
        #expect(pieces.count <= 3, "frame \(frame): \(pieces.count) pieces")
      }
      for step in 0..<12 {
        let t = time + Double(step) / 60
        #expect(trimmed.value(at: t) == full.value(at: t), "t = \(t)")
        #expect(trimmed.velocity(at: t) == full.velocity(at: t), "t = \(t)")
      }
      if frame == 300 {
        copy = trimmed
        copyAnswers = (0..<60).map { time + Double($0) / 30 }.map { ($0, trimmed.value(at: $0)) }
      }
    }
    let kept = try #require(copy)
    for (t, value) in copyAnswers { #expect(kept.value(at: t) == value, "t = \(t)") }
    #expect(kept._checkInvariants() == nil)
  }
}

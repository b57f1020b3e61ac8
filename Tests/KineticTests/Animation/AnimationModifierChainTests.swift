import Testing

@testable import Kinetic

/// Deep modifier chains (issue 15): delays and speeds flatten, repetitions with equal
/// `autoreverses` compose, and whatever nesting remains is walked without recursion, so long
/// chains evaluate, describe and release. References: the base curve evaluated directly at
/// the time the chain maps to.
@Suite struct AnimationModifierChainTests {
  /// How many wrappers an animation has around its innermost kind.
  static func depth(_ animation: Animation) -> Int {
    var count = 0
    var current = animation
    while current.isModified {
      switch current.kind {
      case .delay(_, let base), .speed(_, let base), .repeating(_, _, let base),
        .alternating(_, let base),
        .logicallyComplete(_, let base):
        current = base
      default: break
      }
      count += 1
    }
    return count
  }

  @Test func fiftyThousandZeroDelaysAreOneDelay() {
    var animation = Animation.linear(duration: 1)
    for _ in 0..<50_000 { animation = animation.delay(0) }
    #expect(Self.depth(animation) == 1)
    // Exactly the undelayed curve: t − 0 is t.
    for t in [0.0, 0.25, 0.5, 0.999] {
      #expect(animation.value(from: 0.0, to: 1, at: t) == t)
      #expect(animation.velocity(from: 0.0, to: 1, at: t) == 1)
    }
    #expect(animation.duration(for: 1.0) == 1)
    #expect(animation.description.hasSuffix(".delay(0.0)"))
  }

  @Test func alternatingDelaysAndSpeedsFlattenToOneOfEach() {
    var animation = Animation.easeIn(duration: 1)
    for _ in 0..<25_000 { animation = animation.delay(0).speed(1) }
    #expect(Self.depth(animation) <= 2)
    for t in [0.1, 0.5, 0.9] {
      #expect(animation.value(from: 0.0, to: 1, at: t) == UnitCurve.easeIn.value(at: t))
    }
  }

  /// `.delay(d).speed(s)` runs the delay at the new speed: base((t·s − d)) for t·s ≥ d, with
  /// the flattened form within a few ulps of that (its delay is d/s outside the speed-up).
  @Test(arguments: [(0.2, 2.0), (0.3, 0.5), (1.0, 3.0)])
  func delayUnderSpeedIsAShorterDelayOutside(_ delay: Double, _ speed: Double) {
    let animation = Animation.linear(duration: 1).delay(delay).speed(speed)
    for t in stride(from: 0.0, through: (1 + delay) / speed, by: 0.01) {
      let expected = min(max(t * speed - delay, 0), 1)
      #expect(abs(animation.value(from: 0.0, to: 1, at: t) - expected) <= 4e-16 * (1 + t * speed))
    }
    let duration = try! #require(animation.duration(for: 1.0))
    #expect(abs(duration - (1 + delay) / speed) <= 1e-15)
  }

  @Test func eightThousandRepeatCountsComposeAndStayShallow() {
    var animation = Animation.linear(duration: 1)
    for _ in 0..<8_000 { animation = animation.repeatCount(3) }
    // Counts multiply up to Int.max; past that a level is added: about 8,000/39.
    #expect(Self.depth(animation) <= 8_000 / 39 + 2)
    // Pass 1 is mirrored: 1.25 s is 1 − the curve at 0.25.
    #expect(abs(animation.value(from: 0.0, to: 1, at: 1.25) - 0.75) <= 1e-12)
    #expect(abs(animation.value(from: 0.0, to: 1, at: 2.25) - 0.25) <= 1e-12)
    #expect(animation.description.count < 100_000)
  }

  @Test func composedRepeatsMatchNested() {
    let composed = Animation.easeIn(duration: 1).repeatCount(3).repeatCount(2)
    #expect(Self.depth(composed) == 1)
    let flat = Animation.easeIn(duration: 1).repeatCount(6)
    for t in stride(from: 0.0, through: 6.5, by: 0.125) {
      #expect(composed.value(from: 0.0, to: 1, at: t) == flat.value(from: 0.0, to: 1, at: t))
      #expect(
        composed.isLogicallyComplete(from: 0.0, to: 1, at: t)
          == flat.isLogicallyComplete(from: 0.0, to: 1, at: t))
    }
    // Different alternation does not compose.
    #expect(Self.depth(Animation.easeIn.repeatCount(2, autoreverses: false).repeatCount(2)) == 2)
    // Nor does an inner mirrored repetition that ends at the start: the outer return pass
    // mirrors it whole, so the passes go b, 1 − b, 1 − b, b (OpenSwiftUI `RepeatAnimation.swift`).
    let nested = Animation.linear(duration: 1).repeatCount(2).repeatCount(2)
    #expect(Self.depth(nested) == 2)
    for (t, expected) in [(0.25, 0.25), (1.25, 0.75), (2.25, 0.75), (3.25, 0.25)] {
      #expect(abs(nested.value(from: 0.0, to: 1, at: t) - expected) <= 1e-12, "t = \(t)")
    }
  }

  /// Repetitions that alternate differently cannot compose; ten thousand of them still
  /// evaluate, describe and release (no recursion in the sampler or the description).
  @Test func tenThousandMixedRepetitionsEvaluateDescribeAndRelease() {
    var animation = Animation.linear(duration: 1)
    for index in 0..<10_000 { animation = animation.repeatCount(1, autoreverses: index % 2 == 0) }
    #expect(Self.depth(animation) == 10_000)
    #expect(animation.value(from: 0.0, to: 1, at: 0.5) == 0.5)
    #expect(animation.duration(for: 1.0) == 1)
    #expect(animation.description.hasPrefix("timingCurve("))
  }

  /// A NaN delay counts as none for value, velocity and duration alike.
  @Test func nanDelayIsNoDelayEverywhere() {
    let delayed = Animation.easeOut(duration: 1).delay(.nan)
    let plain = Animation.easeOut(duration: 1)
    for t in [0.0, 0.3, 0.7, 1.0, 2.0] {
      #expect(delayed.value(from: 0.0, to: 1, at: t) == plain.value(from: 0.0, to: 1, at: t))
      #expect(delayed.velocity(from: 0.0, to: 1, at: t) == plain.velocity(from: 0.0, to: 1, at: t))
    }
    #expect(delayed.duration(for: 1.0) == 1)
  }

  /// A negative delay starts the animation that far in, as SwiftUI's `DelayAnimation` runs its
  /// base at max(0, t − delay) (OpenSwiftUI `DelayAnimation.swift`): the reference here is the
  /// undelayed animation read 0.25 s later.
  @Test func negativeDelayStartsTheAnimationThatFarIn() {
    let plain = Animation.easeOut(duration: 1)
    let early = plain.delay(-0.25)
    for t in [0.0, 0.1, 0.5, 0.74, 0.8] {
      #expect(early.value(from: 0.0, to: 1, at: t) == plain.value(from: 0.0, to: 1, at: t + 0.25))
      #expect(
        early.velocity(from: 0.0, to: 1, at: t) == plain.velocity(from: 0.0, to: 1, at: t + 0.25))
    }
    #expect(early.duration(for: 1.0) == 0.75)
    // Shorter than the skip: finished at once.
    #expect(plain.delay(-2).duration(for: 1.0) == 0)
    #expect(plain.delay(-2).value(from: 0.0, to: 1, at: 0) == 1)
    // A negative delay around a positive one: max(0, (t + 0.25) − 0.5) is a delay of 0.25.
    let shifted = plain.delay(0.5).delay(-0.25)
    #expect(shifted == plain.delay(0.25))
    // A positive delay around a negative one: once the outer delay has passed, the base runs
    // 0.25 s ahead (base at t − 0.5 + 0.25).
    let chained = early.delay(0.5)
    #expect(chained.duration(for: 1.0) == 1.25)
    #expect(chained.value(from: 0.0, to: 1, at: 0.75) == plain.value(from: 0.0, to: 1, at: 0.5))
  }

  /// A speed of 0 or less holds the animation at its start for ever: SwiftUI runs the base at
  /// t·speed ≤ 0 (OpenSwiftUI `SpeedAnimation.swift`), where a timing curve clamps its
  /// progress to 0 and is not finished (`BezierAnimation.swift`).
  @Test(arguments: [0.0, -1, -0.5])
  func nonPositiveSpeedHoldsTheStart(_ speed: Double) {
    for base in [Animation.linear(duration: 1), .spring, .easeIn.repeatCount(2)] {
      let held = base.speed(speed)
      for t in [0.0, 0.5, 10, 1e6] {
        #expect(held.value(from: 3.0, to: 7, at: t) == 3, "\(held) at \(t)")
        #expect(held.velocity(from: 3.0, to: 7, at: t) == 0)
      }
      #expect(held.duration(for: 1.0) == nil, "never finishes")
    }
  }

  /// A product of speeds that overflows is an infinite speed: the animation finishes at once,
  /// and value, velocity and duration agree on that (the CLI rejects it).
  @Test func overflowingSpeedProductFinishesAtOnce() {
    let animation = Animation.linear(duration: 1).speed(1e200).speed(1e200)
    guard case .speed(let speed, _) = animation.kind else {
      Issue.record("\(animation) is not a speed-up")
      return
    }
    #expect(speed == .infinity)
    #expect(animation.duration(for: 1.0) == 0)
    #expect(animation.value(from: 0.0, to: 1, at: 0) == 1)
    #expect(animation.velocity(from: 0.0, to: 1, at: 0) == 0)
  }
}

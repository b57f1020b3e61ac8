import Testing

@testable import Kinetic

/// Repeat, autoreverse, delay and speed compose as SwiftUI documents. References are the unit
/// curves evaluated directly at the times the composition should map to.
@Suite struct AnimationCompositionTests {
  let easeIn = { (x: Double) in UnitCurve.easeIn.value(at: x) }
  let easeInSlope = { (x: Double) in UnitCurve.easeIn.velocity(at: x) }

  /// SwiftUI's return pass: the base runs forwards and the value is mirrored, offset =
  /// change − base (OpenSwiftUI `Sources/OpenSwiftUICore/Animation/Animation/RepeatAnimation.swift`:
  /// a reversed pass returns `value - newValue` for the base's `newValue` at the pass's own
  /// elapsed time).
  @Test func repeatCountWithAutoreverseMirrorsOddRepetitions() {
    let animation = Animation.easeIn(duration: 1).repeatCount(3, autoreverses: true)
    // (time, pass time, mirrored): forward, return, forward.
    for (time, u, mirrored) in [
      (0.25, 0.25, false), (0.9, 0.9, false), (1.25, 0.25, true), (1.9, 0.9, true),
      (2.5, 0.5, false),
    ] {
      let value = animation.value(from: 0.0, to: 10, at: time)
      let expected = mirrored ? 10 - 10 * easeIn(u) : 10 * easeIn(u)
      #expect(abs(value - expected) <= 1e-12, "t = \(time)")
    }
    // The return pass leaves the target at the curve's start slope (easeIn: slowly).
    let returnVelocity = animation.velocity(from: 0.0, to: 10, at: 1.25)
    #expect(abs(returnVelocity + 10 * easeInSlope(0.25)) <= 1e-9)
    #expect(animation.value(from: 0.0, to: 10, at: 3) == 10)
    #expect(animation.duration(for: 10.0) == 3)
  }

  /// CSS `animation-direction: alternate` runs time backwards through the base instead
  /// (CSS Animations Level 1, "animation-direction": "alternate … every other iteration is
  /// played in the reverse direction"), Kinetic's `alternating(count:)`.
  @Test func alternatingPlaysOddRepetitionsBackwardsInTime() {
    let animation = Animation.easeIn(duration: 1).alternating(count: 3)
    for (time, baseTime) in [(0.25, 0.25), (0.9, 0.9), (1.25, 0.75), (1.9, 0.1), (2.5, 0.5)] {
      let value = animation.value(from: 0.0, to: 10, at: time)
      #expect(abs(value - 10 * easeIn(baseTime)) <= 1e-12, "t = \(time)")
    }
    let backwardVelocity = animation.velocity(from: 0.0, to: 10, at: 1.25)
    #expect(abs(backwardVelocity + 10 * easeInSlope(0.75)) <= 1e-9)
    #expect(animation.value(from: 0.0, to: 10, at: 3) == 10)
    #expect(animation.duration(for: 10.0) == 3)
    #expect(Animation.easeIn.alternating(count: nil).duration(for: 1.0) == nil)
    #expect(animation != Animation.easeIn(duration: 1).repeatCount(3))
    #expect(animation.description.hasSuffix(".alternating(count: 3)"))
  }

  /// The two return passes differ for an asymmetric curve and agree for a symmetric one.
  @Test func mirroredAndTimeReversedReturnsDifferOnlyForAsymmetricCurves() {
    let mirrored = Animation.easeIn(duration: 1).repeatCount(2)
    let reversed = Animation.easeIn(duration: 1).alternating(count: 2)
    #expect(
      abs(mirrored.value(from: 0.0, to: 1, at: 1.5) - reversed.value(from: 0.0, to: 1, at: 1.5))
        > 0.1)
    let symmetric = Animation.easeInOut(duration: 1)
    for t in stride(from: 1.0, to: 2.0, by: 0.125) {
      #expect(
        abs(
          symmetric.repeatCount(2).value(from: 0.0, to: 1, at: t)
            - symmetric.alternating(count: 2).value(from: 0.0, to: 1, at: t)) <= 1e-12)
    }
  }

  /// SwiftUI's logical completion is a latch kept across passes (the repeat modifier passes
  /// the context through; Apple, `AnimationContext.isLogicallyComplete`: "set to true at most
  /// once … changing back to false later will be ignored"): a repeated spring is logically
  /// complete from its first pass's logical time, a repeated curve only when removed.
  @Test func repeatedSpringLatchesLogicalCompletionInItsFirstPass() {
    let spring = Animation.spring(duration: 0.5)
    let single = spring.sampler(change: 1.0).completionTimes
    let repeated = spring.repeatCount(3, autoreverses: false).sampler(change: 1.0)
    let times = repeated.completionTimes
    #expect(abs(times.logicallyComplete - single.logicallyComplete) <= 1e-9)
    #expect(times.removed == 3 * single.removed)
    #expect(repeated.sample(at: single.removed + 0.01).isLogicallyComplete)
    let curve = Animation.easeIn(duration: 1).repeatCount(3).sampler(change: 1.0)
    #expect(curve.completionTimes.logicallyComplete == 3)
    #expect(!curve.sample(at: 2.99).isLogicallyComplete)
  }

  @Test func evenAutoreversedCountEndsAtStartThenJumpsToTarget() {
    let animation = Animation.linear(duration: 0.5).repeatCount(2, autoreverses: true)
    #expect(abs(animation.value(from: 0.0, to: 4, at: 0.75) - 2) <= 1e-12)
    #expect(abs(animation.value(from: 0.0, to: 4, at: 0.999) - 4 * 0.002) <= 1e-12)
    #expect(animation.value(from: 0.0, to: 4, at: 1.0) == 4)
    #expect(animation.duration(for: 4.0) == 1)
  }

  @Test func repeatWithoutAutoreverseRestartsEachTime() {
    let animation = Animation.easeIn(duration: 1).repeatCount(3, autoreverses: false)
    #expect(abs(animation.value(from: 0.0, to: 1, at: 1.25) - easeIn(0.25)) <= 1e-12)
    #expect(abs(animation.value(from: 0.0, to: 1, at: 2.75) - easeIn(0.75)) <= 1e-12)
  }

  @Test func repeatForeverNeverFinishes() {
    let animation = Animation.easeIn(duration: 1).repeatForever()
    #expect(animation.duration(for: 1.0) == nil)
    // Repetition 101 is odd, so it is a mirrored return pass.
    #expect(abs(animation.value(from: 0.0, to: 1, at: 101.25) - (1 - easeIn(0.25))) <= 1e-9)
    #expect(
      abs(
        Animation.linear(duration: 1).repeatForever(autoreverses: false).value(
          from: 0.0, to: 1, at: 7.5) - 0.5) <= 1e-9)
  }

  @Test func delayInsideSpeedIsSpedUpToo() {
    // .delay(0.2).speed(2): the whole delayed animation runs twice as fast, delay included.
    let animation = Animation.linear(duration: 1).delay(0.2).speed(2)
    #expect(animation.value(from: 0.0, to: 1, at: 0.05) == 0)
    #expect(abs(animation.value(from: 0.0, to: 1, at: 0.35) - 0.5) <= 1e-12)
    #expect(abs(animation.velocity(from: 0.0, to: 1, at: 0.35) - 2) <= 1e-12)
    #expect(abs(animation.duration(for: 1.0)! - 0.6) <= 1e-12)
  }

  @Test func speedInsideDelayKeepsTheDelay() {
    let animation = Animation.linear(duration: 1).speed(2).delay(0.2)
    #expect(animation.value(from: 0.0, to: 1, at: 0.15) == 0)
    #expect(abs(animation.value(from: 0.0, to: 1, at: 0.35) - 0.3) <= 1e-12)
    #expect(abs(animation.duration(for: 1.0)! - 0.7) <= 1e-12)
  }

  @Test func repeatOfDelayedAnimationRepeatsTheDelay() {
    let animation = Animation.linear(duration: 1).delay(0.5).repeatCount(2, autoreverses: false)
    #expect(animation.duration(for: 1.0) == 3)
    #expect(animation.value(from: 0.0, to: 1, at: 1.6) == 0)
    #expect(abs(animation.value(from: 0.0, to: 1, at: 2.25) - 0.25) <= 1e-12)
  }

  /// A delay inside a mirrored return pass holds the pass's start, the target: SwiftUI's
  /// reversed pass returns `value - newValue` for the base's value at the pass's elapsed time
  /// (OpenSwiftUI `RepeatAnimation.swift`), and a delayed base reads zero until its delay is
  /// over (`DelayAnimation.swift`), so the return pass waits at the target, with no jump to the
  /// start and back.
  @Test func delayInsideAMirroredReturnPassHoldsTheTarget() {
    let animation = Animation.linear(duration: 0.05).delay(0.013)
      .repeatCount(3, autoreverses: true)
    // (time, value, velocity): the forward pass's delay and motion, the return pass's delay
    // and motion (1/0.05 per second, backwards), the third pass's delay.
    for (time, expected, slope) in [
      (0.006, 0.0, 0.0), (0.038, 0.5, 20.0), (0.07, 1.0, 0.0), (0.0755, 1.0, 0.0),
      (0.101, 0.5, -20.0), (0.13, 0.0, 0.0),
    ] {
      let value = animation.value(from: 0.0, to: 1, at: time)
      #expect(abs(value - expected) <= 1e-12, "t = \(time): \(value)")
      let velocity = animation.velocity(from: 0.0, to: 1, at: time)
      #expect(abs(velocity - slope) <= 1e-9, "t = \(time): \(velocity)")
    }
    // Continuous across the first pass's end: 1 just before, 1 in the return pass's delay.
    #expect(abs(animation.value(from: 0.0, to: 1, at: 0.0629) - 0.998) <= 1e-9)
    #expect(animation.value(from: 0.0, to: 1, at: 0.0631) == 1)
    // The same through the sampler the renderers use, on a vector.
    let sampler = animation.sampler(change: AnimatablePair(2.0, -4.0))
    #expect(sampler.sample(at: 0.07).offset == AnimatablePair(2.0, -4.0))
  }

  /// A custom animation that does not report its duration.
  struct Ramp: CustomAnimation {
    var length: Double
    func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>)
      -> V?
    {
      time < length ? value.scaled(by: time / length) : nil
    }
  }

  @Test func customAnimationWithoutDurationIsProbedAndRepeatedByWatching() {
    let ramp = Animation(Ramp(length: 0.25))
    let probed = ramp.duration(for: 1.0)
    #expect(probed != nil && abs(probed! - 0.25) <= 1e-3)
    // Stepping one context forward, as a renderer would.
    let repeated = Animation(Ramp(length: 0.5)).repeatCount(2, autoreverses: true)
    var context = AnimationContext<Double>()
    var samples: [Double?] = []
    for step in 0...12 {
      samples.append(repeated.animate(value: 1.0, time: Double(step) * 0.1, context: &context))
    }
    #expect(abs(samples[2]! - 0.4) <= 1e-12)  // forward
    #expect(samples[5]! == 1)  // the turn
    #expect(abs(samples[7]! - 0.6) <= 1e-12)  // backward
    #expect(samples[10] == nil && samples[12] == nil)
    // Velocity of a custom animation without one is estimated by differences.
    #expect(abs(ramp.velocity(from: 0.0, to: 1, at: 0.1) - 4) <= 1e-6)
  }

  @Test func zeroAndNegativeCountsFinishAtOnce() {
    #expect(Animation.linear(duration: 1).repeatCount(0).value(from: 0.0, to: 1, at: 0.5) == 1)
    #expect(Animation.linear(duration: 1).repeatCount(-3).duration(for: 1.0) == 0)
    #expect(Animation.linear(duration: 1).speed(.nan).value(from: 0.0, to: 1, at: 0.5) == 1)
  }

  @Test func animationsAreHashableByValue() {
    #expect(Animation.easeIn(duration: 1) == .easeIn(duration: 1))
    #expect(Animation.easeIn(duration: 1) != .easeOut(duration: 1))
    #expect(Animation.smooth.repeatCount(2) == Animation.smooth.repeatCount(2))
    #expect(Animation.smooth.repeatCount(2) != Animation.smooth.repeatCount(2, autoreverses: false))
    #expect(Set([Animation.bouncy, .bouncy, .snappy]).count == 2)
  }
}

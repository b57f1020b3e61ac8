import Testing

@testable import Kinetic

/// Repeat, autoreverse, delay and speed compose as SwiftUI documents. References are the unit
/// curves evaluated directly at the times the composition should map to.
@Suite struct AnimationCompositionTests {
  let easeIn = { (x: Double) in UnitCurve.easeIn.value(at: x) }
  let easeInSlope = { (x: Double) in UnitCurve.easeIn.velocity(at: x) }

  @Test func repeatCountWithAutoreversePlaysOddRepetitionsBackwards() {
    let animation = Animation.easeIn(duration: 1).repeatCount(3, autoreverses: true)
    // (time, base time it maps to): forward, backward, forward.
    for (time, baseTime) in [(0.25, 0.25), (0.9, 0.9), (1.25, 0.75), (1.9, 0.1), (2.5, 0.5)] {
      let value = animation.value(from: 0.0, to: 10, at: time)
      #expect(abs(value - 10 * easeIn(baseTime)) <= 1e-12, "t = \(time)")
    }
    let backwardVelocity = animation.velocity(from: 0.0, to: 10, at: 1.25)
    #expect(abs(backwardVelocity + 10 * easeInSlope(0.75)) <= 1e-9)
    #expect(animation.value(from: 0.0, to: 10, at: 3) == 10)
    #expect(animation.duration(for: 10.0) == 3)
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
    // Repetition 101 is odd, so it plays backwards.
    #expect(abs(animation.value(from: 0.0, to: 1, at: 101.25) - easeIn(0.75)) <= 1e-9)
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
    #expect(Animation.linear(duration: 1).speed(0).value(from: 0.0, to: 1, at: 0.5) == 1)
  }

  @Test func animationsAreHashableByValue() {
    #expect(Animation.easeIn(duration: 1) == .easeIn(duration: 1))
    #expect(Animation.easeIn(duration: 1) != .easeOut(duration: 1))
    #expect(Animation.smooth.repeatCount(2) == Animation.smooth.repeatCount(2))
    #expect(Animation.smooth.repeatCount(2) != Animation.smooth.repeatCount(2, autoreverses: false))
    #expect(Set([Animation.bouncy, .bouncy, .snappy]).count == 2)
  }
}

import Foundation
import KineticTestSupport
import Testing

@testable import Kinetic

/// The decay as an animation. References are written independently of ``Decay``'s
/// implementation: UIKit's form x = v₀·(d^{1000t} − 1)/(1000·ln d) with `pow`, and the rest time
/// from the speed threshold solved by hand. Tolerance 1e-12 relative (a few roundings of pow and
/// log; the forms differ only in how they are evaluated).
@Suite struct DecayAnimationTests {
  static let rates = [0.998, 0.99, 0.9, 0.9999]

  /// offset = change·(1 − d^{1000t}), velocity = −1000·ln d·change·d^{1000t}, through the one
  /// sampler.
  @Test(arguments: rates)
  func sampledMotionMatchesUIKitForm(rate: Double) {
    let change = 750.0
    let animation = Animation.decay(decelerationRate: rate)
    let sampler = animation.sampler(change: change)
    let v0 = -1000 * log(rate) * change
    let rest = sampler.removalTime ?? 0
    #expect(rest > 0 && rest.isFinite)
    for step in 0..<50 {
      let t = rest * Double(step) / 50
      let sample = sampler.sample(at: t)
      let value = v0 * (pow(rate, 1000 * t) - 1) / (1000 * log(rate))
      let velocity = v0 * pow(rate, 1000 * t)
      #expect(isClose(sample.offset, value, 1e-12 * change), "d = \(rate), t = \(t)")
      #expect(isClose(sample.velocity, velocity, 1e-12 * abs(v0)), "d = \(rate), t = \(t)")
      #expect(!sample.isFinished)
    }
    let end = sampler.sample(at: rest)
    #expect(end.isFinished && end.offset == change && end.velocity == 0)
  }

  /// The motion leaves with k·change, so it comes to rest on the target: the decay's own
  /// destination from that velocity is the change.
  @Test func startsWithTheVelocityThatEndsOnTheTarget() {
    let decay = Decay(decelerationRate: 0.998)
    let sampler = Animation.decay(decay).sampler(change: -320.0)
    let v0 = sampler.sample(at: 0).velocity
    #expect(isClose(decay.destination(from: 0, initialVelocity: v0), -320, 1e-12 * 320))
    #expect(isClose(v0, decay.initialVelocity(from: 0.0, to: -320.0), 0))
  }

  /// Removed when the speed reaches max(restingSpeed, k·restingDistance): the speed there is
  /// that threshold, and just before it is above it.
  @Test(arguments: [(0.998, 0.5, 0.1), (0.99, 0.5, 0.1), (0.998, 2.0, 0.0), (0.998, 0.01, 5.0)])
  func removedAtTheRestThreshold(rate: Double, speed: Double, distance: Double) {
    let change = 1000.0
    let animation = DecayAnimation(
      decay: Decay(decelerationRate: rate), restingSpeed: speed, restingDistance: distance)
    let k = -1000 * log(rate)
    let threshold = max(speed, k * distance)
    let rest = animation.restTime(change: change)
    // Solved by hand: k·change·e^{−kt} = threshold.
    #expect(isClose(rest, log(k * change / threshold) / k, 1e-12 * rest))
    let sampler = Animation(kind: .decay(animation)).sampler(change: change)
    #expect(sampler.removalTime == rest)
    let before = sampler.sample(at: rest.nextDown)
    #expect(!before.isFinished)
    #expect(isClose(before.velocity, threshold, 1e-9 * threshold))
    // Within the resting distance of the target (or the speed's worth of it) when removed.
    #expect(change - before.offset <= max(distance, speed / k) * (1 + 1e-9))
  }

  /// Logically complete within 1 % of the change (ln 100 / k) or at rest, whichever is first.
  @Test func logicalCompletion() {
    let k = -1000 * log(0.998)
    let large = Animation.decay.sampler(change: 10_000.0)
    let logical = log(100) / k
    #expect(!large.sample(at: logical.nextDown).isLogicallyComplete)
    #expect(large.sample(at: logical).isLogicallyComplete)
    #expect(large.removalTime! > logical)
    // A small change rests before it is within 1 %: complete at rest.
    let small = Animation.decay.sampler(change: 1.0)
    #expect(small.removalTime! < logical)
    #expect(!small.sample(at: small.removalTime!.nextDown).isLogicallyComplete)
  }

  /// Vectors decay component by component along one exponential; the rest rule reads the length.
  @Test func vectorsDecayAlongTheChange() {
    let change = AnimatablePair(300.0, -400.0)
    let sampler = Animation.decay.sampler(change: change)
    let scalar = Animation.decay.sampler(change: 500.0)
    #expect(sampler.removalTime == scalar.removalTime)
    for t in [0.0, 0.3, 1.7] {
      let s = sampler.sample(at: t)
      let r = scalar.sample(at: t).offset / 500
      #expect(isClose(s.offset.first, 300 * r, 1e-12 * 300))
      #expect(isClose(s.offset.second, -400 * r, 1e-12 * 400))
    }
  }

  /// Nothing to do, no friction, bad thresholds: finished at once or defaults, never NaN.
  @Test func degenerateInputs() throws {
    #expect(Animation.decay.sampler(change: 0.0).removalTime == 0)
    let frictionless = Animation.decay(Decay(friction: 0)).sampler(change: 10.0)
    #expect(frictionless.removalTime == 0)
    #expect(frictionless.sample(at: 0).offset == 10)
    let sanitized = DecayAnimation(restingSpeed: .nan, restingDistance: -1)
    #expect(sanitized.restingSpeed == DecayAnimation.defaultRestingSpeed)
    #expect(sanitized.restingDistance == DecayAnimation.defaultRestingDistance)
    #expect(throws: ParameterError.self) {
      try DecayAnimation(validatingDecay: .normal, restingSpeed: 0, restingDistance: 0.1)
    }
    #expect(throws: ParameterError.self) {
      try DecayAnimation(validatingDecay: .normal, restingSpeed: 1, restingDistance: .nan)
    }
    let huge = Animation.decay.sampler(change: 1e300)
    #expect(huge.removalTime!.isFinite)
    #expect(huge.sample(at: 1).offset.isFinite)
  }

  /// A closed description: equality, hashing, text, merging and the wrappers.
  @Test func description() {
    let a = Animation.decay(decelerationRate: 0.99)
    #expect(a == .decay(.fast))
    #expect(a != .decay)
    #expect(Set([a, .decay(.fast), .decay]).count == 2)
    #expect(a.description.hasPrefix("decay(friction: "))
    #expect(a.delay(1).innermost == a && !a.isModified)
    var context = AnimationContext<Double>()
    #expect(a.shouldMerge(previous: .easeIn, value: 1.0, time: 0, context: &context))
    let delayed = a.delay(0.5).sampler(change: 100.0)
    #expect(delayed.sample(at: 0.25).offset == 0)
    #expect(isClose(delayed.removalTime!, 0.5 + a.sampler(change: 100.0).removalTime!, 1e-12))
  }
}

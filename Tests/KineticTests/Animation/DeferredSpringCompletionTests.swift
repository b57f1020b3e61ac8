import Foundation
import KineticTestSupport
import Testing

@testable import Kinetic

/// A bare merging spring's sampler built for an `Animator` leaves SwiftUI's removal search
/// until a sample or a query needs it (issue 37). What it answers must be what the full completion, searched when the
/// sampler is built, answers: the samples before and after the proven time, the removal time,
/// the completion times and the arrival velocity, bit for bit; and the proven time is never
/// after the searched removal.
@Suite("Deferred spring removal")
struct DeferredSpringCompletionTests {
  /// Seeded merging springs (oscillating, nearly critical, critical, overdamped), changes and
  /// carried velocities, as `SpringSwiftUIRemovalBoundTests` draws them.
  static func cases(_ name: String, count: Int) -> [(Spring, Double, Double)] {
    SpringSwiftUIRemovalBoundTests.cases(name, count: count)
  }

  @Test("the proven time is never after the searched removal (scalars and 2-vectors)")
  func lowerBoundBeforeRemoval() {
    for (spring, change, velocity) in Self.cases("deferred-bound", count: 300) {
      let removal = spring.swiftUICompletion(change: change, initialVelocity: velocity).removed
      let bound = spring.swiftUIRemovalLowerBound(change: change, initialVelocity: velocity)
      #expect(bound >= 0 && bound <= removal, "\(spring) \(change) \(velocity): \(bound)")
    }
    for (spring, change, velocity) in Self.cases("deferred-bound-vector", count: 120) {
      let c = SIMD2(change, -0.3 * change)
      let v = SIMD2(0.2 * velocity, velocity)
      let removal = spring.swiftUICompletion(change: c, initialVelocity: v).removed
      let bound = spring.swiftUIRemovalLowerBound(change: c, initialVelocity: v)
      #expect(bound >= 0 && bound <= removal, "\(spring) \(c) \(v): \(bound)")
    }
  }

  @Test(
    "the proven time reaches most of the way to the removal for the presets' damping",
    arguments: [0.7, 0.85, 1])
  func lowerBoundIsUseful(zeta: Double) {
    let spring = Spring(response: 0.5, dampingRatio: zeta)
    for change in [1.0, 3.5, 100, 1000] {
      for velocity in [0, -4 * change, 6 * change] {
        let removal = spring.swiftUICompletion(change: change, initialVelocity: velocity).removed
        let bound = spring.swiftUIRemovalLowerBound(change: change, initialVelocity: velocity)
        // An animator retargeted before this time never searches: the presets' removals
        // come after 0.7 s, frames retarget far sooner when a drag or taps stream in.
        #expect(bound >= 0.5 * removal, "ζ \(zeta) change \(change) v \(velocity): \(bound)")
      }
    }
  }

  /// A sampler of `spring` with its removal deferred, as an `Animator` builds it.
  static func deferredSampler(_ spring: Spring, change: Double, velocity: Double)
    -> AnimationSampler<Double>
  {
    AnimationSampler(
      .spring(spring), change: change, initialVelocity: velocity, context: AnimationContext(),
      engine: .exact, blendingFrom: nil, defersRemoval: true)
  }

  /// The sample SwiftUI's completion rule gives at `t`, written from its definition: the
  /// closed form before the searched removal, the change at rest from it on; logically
  /// complete from min(response, removal).
  static func expectedSample(
    _ spring: Spring, change: Double, velocity: Double, at t: Double
  ) -> (offset: Double, velocity: Double, isFinished: Bool, isLogicallyComplete: Bool) {
    let completion = spring.swiftUICompletion(change: change, initialVelocity: velocity)
    guard t < completion.removed else { return (change, 0, true, true) }
    let motion = spring.motion(target: change, initialVelocity: velocity, time: t)
    return (motion.value, motion.velocity, false, t >= min(spring.response, completion.removed))
  }

  @Test("a deferred sampler answers what the searched completion gives, bit for bit")
  func samplesMatchTheSearchedCompletion() throws {
    var deferred = 0
    for (spring, change, velocity) in Self.cases("deferred-samples", count: 80) {
      let sampler = Self.deferredSampler(spring, change: change, velocity: velocity)
      if case .deferredSpring = sampler.core { deferred += 1 }
      // The public initialiser searches at once, as before.
      let eager = Animation.spring(spring).sampler(change: change, initialVelocity: velocity)
      if case .deferredSpring = eager.core { Issue.record("\(spring): eager sampler deferred") }
      let completion = spring.swiftUICompletion(change: change, initialVelocity: velocity)
      let end = min(completion.removed, 4) * 1.25
      // Times in decreasing order too: a query after the search and one before it.
      for step in [0, 1, 7, 60, 119, 120, 121, 200, 240] + Array(stride(from: 239, to: 0, by: -9)) {
        let t = end * Double(step) / 240
        let expected = Self.expectedSample(spring, change: change, velocity: velocity, at: t)
        // The sampler, and its kernel as an animator's frame reads it.
        let kernel = try #require(sampler.kernel)
        for sample in [
          sampler.sample(at: t), AnimationSampler.sample(kernel, change: change, at: t),
        ] {
          #expect(
            sample.offset.bitPattern == expected.offset.bitPattern
              && sample.velocity.bitPattern == expected.velocity.bitPattern
              && sample.isFinished == expected.isFinished
              && sample.isLogicallyComplete == expected.isLogicallyComplete,
            "\(spring) change \(change) velocity \(velocity) at \(t)")
        }
      }
      #expect(sampler.removalTime == completion.removed)
      #expect(sampler.completionTimes.removed == completion.removed)
      #expect(
        sampler.completionTimes.logicallyComplete
          == min(completion.logicallyComplete, completion.removed))
      if completion.removed > 0, completion.removed < .infinity {
        let arrival = spring.motion(
          target: change, initialVelocity: velocity, time: completion.removed
        ).velocity
        #expect(sampler.arrivalVelocity?.bitPattern == arrival.bitPattern)
      }
    }
    // Most of the drawn motions are deferred (the rest prove nothing: overdamped, nearly
    // critical, or at rest from the start).
    #expect(deferred >= 30, "\(deferred) of 80 deferred")
  }

  @Test("a fresh sampler asked for its removal first, and one asked last, agree")
  func queryOrderDoesNotMatter() {
    for (spring, change, velocity) in Self.cases("deferred-order", count: 40) {
      let first = Self.deferredSampler(spring, change: change, velocity: velocity)
      let removal = first.removalTime
      let second = Self.deferredSampler(spring, change: change, velocity: velocity)
      let late = (removal ?? 1).isFinite ? (removal ?? 1) * 0.999 : 2
      let sample = second.sample(at: late)
      #expect(second.removalTime == removal)
      let again = first.sample(at: late)
      #expect(sample.offset.bitPattern == again.offset.bitPattern)
      #expect(sample.isLogicallyComplete == again.isLogicallyComplete)
    }
  }

  @Test("an animator's frame read equals its runs' samplers past the proven time")
  func animatorFramesMatchSamplers() {
    var generator = SeededGenerator(name: "deferred-animator")
    let animations: [Animation] = [
      .smooth, .snappy, .bouncy, .spring(response: 0.4, dampingFraction: 0.7),
    ]
    for animation in animations {
      var animator = Animator(value: 0.0)
      var time = 0.0
      for _ in 0..<6 {
        animator.animate(
          to: Double.random(in: -200...200, using: &generator), with: animation, at: time)
        time += Double.random(in: 0.05...0.6, using: &generator)
      }
      // Frames through the last motion's proven time, its removal and rest.
      for frame in 0...300 {
        let t = time + Double(frame) / 120
        let fast = animator.value(at: t)
        let slow = animator.valueInHistory(at: t)
        #expect(fast.bitPattern == slow.bitPattern, "\(animation) at \(t)")
      }
      #expect(animator.completionTime.map { $0 > time } ?? false, "\(animation)")
      #expect(animator.value(at: (animator.completionTime ?? 0) + 0.01) == animator.target)
    }
  }
}

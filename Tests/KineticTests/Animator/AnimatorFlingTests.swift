import Foundation
import KineticTestSupport
import Testing

@_spi(Testing) @testable import Kinetic

/// Flings and releases in the ``Animator``: a gesture's value and velocity handed to a decay or
/// a spring, a running spring interrupted by a fling and a fling by a spring. Continuity is
/// checked at the command's own time against a copy of the animator from before it (C0: 1e-12
/// relative to the values' scale, only rounding apart; C1: 1e-9 relative to the speed, the
/// decay's start velocity k·(x₀ + v₀/k − x₀) carrying the rounding of the destination).
@Suite struct AnimatorFlingTests {
  /// A fling from rest follows the UIKit law from the release, leaves with the release velocity
  /// and makes the destination the model value.
  @Test func flingFollowsTheDecayLaw() {
    var animator = Animator(value: 0.0)
    let (x0, v0, t0) = (120.0, -2400.0, 0.5)
    animator.fling(DecayAnimation(decay: .normal), velocity: v0, from: x0, at: t0)
    let d = 0.998
    #expect(isClose(animator.target, x0 - v0 / (1000 * log(d)), 1e-12 * abs(v0)))
    #expect(animator._checkInvariants() == nil)
    for t in stride(from: t0, through: t0 + 3, by: 0.125) {
      let s = t - t0
      let value = x0 + v0 * (pow(d, 1000 * s) - 1) / (1000 * log(d))
      #expect(isClose(animator.value(at: t), value, 1e-9 * abs(v0)), "t = \(t)")
      #expect(isClose(animator.velocity(at: t), v0 * pow(d, 1000 * s), 1e-9 * abs(v0)))
    }
    let end = animator.completionTime ?? .nan
    #expect(end.isFinite && end > t0)
    #expect(animator.value(at: end) == animator.target)
    // Before the release the animator still showed its old value.
    #expect(animator.value(at: 0.25) == 0)
  }

  /// A drag released into a spring: the spring starts at the gesture's value with its velocity.
  @Test func releaseIntoASpringKeepsTheGesturesVelocity() {
    var animator = Animator(value: 0.0)
    animator.animate(to: 50, with: .smooth, at: 0)
    animator.release(from: 80, velocity: 600, to: 0, with: .bouncy, at: 0.2)
    #expect(animator.value(at: 0.2) == 80)
    #expect(isClose(animator.velocity(at: 0.2), 600, 1e-12 * 600))
    #expect(animator.target == 0)
    let spring = Spring.bouncy
    for s in [0.05, 0.2, 0.6] {
      let expected = spring.value(fromValue: 80, toValue: 0, initialVelocity: 600, time: s)
      #expect(isClose(animator.value(at: 0.2 + s), expected, 1e-9 * 600))
    }
    // Reversing retraces to the release, not to the earlier motion.
    animator.reverse(at: 0.5)
    #expect(isClose(animator.value(at: 0.8), 80, 1e-9 * 80))
    #expect(animator._checkInvariants() == nil)
  }

  /// Non-finite input is ignored; a frictionless fling (no destination) too.
  @Test func badInputIsIgnored() {
    var animator = Animator(value: 3.0)
    animator.release(from: .nan, velocity: 1, to: 2, with: .smooth, at: 0)
    animator.release(from: 1, velocity: .infinity, to: 2, with: .smooth, at: 0)
    animator.fling(DecayAnimation(decay: Decay(friction: 0)), velocity: 10, at: 0)
    animator.fling(velocity: 10, at: .nan)
    #expect(animator.value(at: 1) == 3 && animator.target == 3)
    #expect(animator._checkInvariants() == nil)
  }

  /// Seeded: a spring runs, a fling takes over with the presented value and velocity, a spring
  /// takes over the fling, and a fling takes over that spring — C0 and C1 at every hand-off.
  @Test(arguments: 0..<4)
  func handOffsAreC0AndC1(seed: UInt64) {
    var random = SeededGenerator(seed: 21_000 + seed)
    for trial in 0..<50 {
      var animator = Animator(value: random.uniform(-500...500))
      var time = random.uniform(0...1)
      animator.animate(
        to: random.uniform(-500...500),
        with: .spring(duration: random.uniform(0.2...1.5), bounce: random.uniform(-0.5...0.8)),
        at: time)
      let rates = [0.998, 0.99, 0.95]
      for step in 0..<3 {
        time += random.uniform(0.02...0.6)
        let before = animator
        // A fling slower than its rest threshold is at rest at once: it lands on its
        // destination, at most threshold/k away, and stops (the rest rule, not a hand-off).
        var restJump: Double?
        if step % 2 == 0 {
          let fling = DecayAnimation(
            decay: Decay(decelerationRate: rates[Int.random(in: 0..<3, using: &random)]))
          let threshold = max(fling.restingSpeed, fling.decay.friction * fling.restingDistance)
          if abs(before.velocity(at: time)) < threshold {
            restJump = threshold / fling.decay.friction
          }
          animator.fling(fling, at: time)
        } else {
          animator.animate(
            to: random.uniform(-500...500),
            with: .spring(duration: random.uniform(0.2...1.5), bounce: random.uniform(-0.5...0.8)),
            at: time)
        }
        let (x, xa) = (before.value(at: time), animator.value(at: time))
        let (v, va) = (before.velocity(at: time), animator.velocity(at: time))
        let scale = max(1, abs(x), abs(animator.target))
        if let restJump {
          #expect(abs(xa - x) <= restJump && va == 0, "seed \(seed) trial \(trial): at rest")
          continue
        }
        #expect(isClose(xa, x, 1e-12 * scale), "seed \(seed) trial \(trial) step \(step): C0")
        #expect(
          isClose(va, v, 1e-9 * max(1, abs(v)) + 1e-12 * scale),
          "seed \(seed) trial \(trial) step \(step): C1 \(v) → \(va)")
        #expect(animator._checkInvariants() == nil)
      }
    }
  }

  /// A fling of a vector value: the target is the destination in every component.
  @Test func vectorFling() {
    var animator = Animator(value: AnimatablePair(0.0, 0.0))
    animator.fling(velocity: AnimatablePair(1000.0, -500.0), at: 0)
    let k = -1000 * log(0.998)
    #expect(isClose(animator.target.first, 1000 / k, 1e-12 * 1000))
    #expect(isClose(animator.target.second, -500 / k, 1e-12 * 1000))
    let v = animator.velocity(at: 0)
    #expect(isClose(v.first, 1000, 1e-9 * 1000) && isClose(v.second, -500, 1e-9 * 1000))
  }

  /// The example of the "Decay in the model" article, as written there.
  @Test func articleExample() {
    var x = Animator(value: 0.0)
    x.animate(to: 400, with: .spring(duration: 0.6, bounce: 0.2), at: 0)
    let spring = x
    x.fling(DecayAnimation(decay: .normal), at: 0.3)
    #expect(isClose(x.velocity(at: 0.3), spring.velocity(at: 0.3), 1e-9 * 1000))
    x.animate(to: 120, with: .snappy, at: 1.0)
    let caught = x
    x.release(from: 80, velocity: -900, to: 0, with: .bouncy, at: 2.0)
    #expect(x.value(at: 2) == 80 && isClose(x.velocity(at: 2), -900, 1e-9))
    #expect(caught.target == 120 && x.target == 0)
    #expect(x._checkInvariants() == nil)
  }
}

import Testing

@testable import Kinetic

/// Changes and velocities whose squares overflow (≥ 1.3e154) or underflow (≤ 1e-154) give the
/// same motion, scaled, as ordinary ones (issue 15's reproducers). References: the spring's
/// closed form evaluated directly, and the unscaled motion times the scale.
@Suite struct AnimatorMagnitudeTests {
  /// `kinetic eval spring --at 0,0.1 --velocity 1e155` printed the target at t = 0.
  @Test func springWithAHugeInitialVelocityStartsAtItsStart() {
    let animation = Animation.spring
    #expect(animation.value(from: 0.0, to: 1, initialVelocity: 1e155, at: 0) == 0)
    #expect(animation.velocity(from: 0.0, to: 1, initialVelocity: 1e155, at: 0) == 1e155)
    // `.spring` is SwiftUI's `spring()`, the duration/bounce form: duration 0.5, bounce 0.
    let spring = Spring(duration: 0.5, bounce: 0)
    let expected = spring.value(target: 1.0, initialVelocity: 1e155, time: 0.1)
    let value = animation.value(from: 0.0, to: 1, initialVelocity: 1e155, at: 0.1)
    #expect(abs(value - expected) <= 1e-14 * abs(expected))
  }

  /// `--to 1e-200 --velocity 1e-300` jumped to the target.
  @Test func tinyMotionIsTheScaledUnitMotion() {
    // Kinetic's scale-free completion rule: SwiftUI's thresholds are in the value's units, so
    // under it a motion of 1e-200 is removed earlier than the unit motion.
    let animation = Animation.spring.completionRule(.kinetic)
    for t in [0.05, 0.1, 0.3, 0.6] {
      let tiny = animation.value(from: 0.0, to: 1e-200, initialVelocity: 1e-300, at: t)
      let unit = animation.value(from: 0.0, to: 1, initialVelocity: 1e-100, at: t)
      #expect(abs(tiny - unit * 1e-200) <= 1e-12 * 1e-200, "t = \(t)")
    }
    #expect(
      animation.duration(for: 1e-200, initialVelocity: 1e-300)
        == animation.duration(for: 1.0, initialVelocity: 1e-100))
  }

  /// Completion depends on the sizes only through their ratio.
  @Test(arguments: [1e-200, 1e-160, 1e155, 1e200, 1e300])
  func completionIsScaleFree(_ scale: Double) {
    let spring = Spring(duration: 0.5, bounce: 0.3)
    let unit = spring.completion(displacement: 1.0, velocity: 2.0)
    let scaled = spring.completion(displacement: scale, velocity: 2 * scale)
    #expect(abs(scaled.removed - unit.removed) <= 1e-12 * unit.removed)
    #expect(
      abs(scaled.logicallyComplete - unit.logicallyComplete) <= 1e-12 * unit.logicallyComplete)
  }

  /// `kinetic retarget easeInOut --retarget-at 0.1 --new-target 1e155` ignored the target.
  @Test func retargetToAHugeTargetIsHonoured() {
    var animator = Animator(value: 0.0)
    animator.animate(to: 1, with: .easeInOut, at: 0)
    animator.animate(to: 1e155, with: .easeInOut, at: 0.1)
    #expect(animator.target == 1e155)
    #expect(animator.value(at: 0.5) == 1e155)
    let middle = animator.value(at: 0.2)
    #expect(middle > 0 && middle < 1e155)
  }

  /// A merge carried a 5e154 velocity as zero.
  @Test func mergeKeepsAHugeVelocity() {
    var animator = Animator(value: 0.0)
    animator.animate(to: 1e155, with: .linear(duration: 2), at: 0)
    #expect(animator.velocity(at: 1) == 5e154)
    animator.animate(to: 0, with: .smooth, at: 1, policy: .merge)
    let velocity = animator.velocity(at: 1)
    #expect(abs(velocity - 5e154) <= 1e-12 * 5e154)
    #expect(animator.value(at: 1) == 5e154)
  }

  /// The matched policy's slope through the overflow-free dot product.
  @Test func matchedCurveWithHugeChange() throws {
    let unit = try #require(
      Animator<Double>.matchedCurve(.easeInOut, duration: 1, change: 1, velocity: 2))
    let huge = try #require(
      Animator<Double>.matchedCurve(.easeInOut, duration: 1, change: 1e200, velocity: 2e200))
    let a = try #require(unit.cubicBezier)
    let b = try #require(huge.cubicBezier)
    #expect(a.x1 == b.x1 && a.x2 == b.x2 && a.y2 == b.y2)
    #expect(abs(a.y1 - b.y1) <= 4 * a.y1.ulp)
  }
}

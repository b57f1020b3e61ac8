import KineticTestSupport
import Testing

@testable import Kinetic

/// Each policy on hand-computable cases (linear curves, so values are exact fractions).
@Suite struct AnimatorRetargetTests {
  /// 0 → 1 linearly over 1 s from t = 0, retargeted to 3 at t = 0.5 with `animation`.
  func retargeted(with animation: Animation, policy: RetargetPolicy) -> Animator<Double> {
    var animator = Animator(value: 0.0)
    animator.animate(to: 1, with: .linear(duration: 1), at: 0)
    animator.animate(to: 3, with: animation, at: 0.5, policy: policy)
    return animator
  }

  @Test func additiveKeepsTheOldDeltaAndAddsTheNewOne() {
    let animator = retargeted(with: .linear(duration: 1), policy: .additive)
    #expect(animator.value(at: 0.5) == 0.5)
    // Old: 1 (done); new: half of 3 − 1.
    #expect(abs(animator.value(at: 1) - 2) <= 1e-12)
    #expect(abs(animator.velocity(at: 0.75) - 3) <= 1e-12)
    #expect(animator.value(at: 1.5) == 3)
  }

  @Test func restartStartsOverFromThePresentedValueWithoutVelocity() {
    let animator = retargeted(with: .linear(duration: 1), policy: .restart)
    #expect(abs(animator.value(at: 1) - (0.5 + 0.5 * 2.5)) <= 1e-12)
    #expect(abs(animator.velocity(at: 0.5) - 2.5) <= 1e-12)
    let spring = retargeted(with: .smooth, policy: .restart)
    #expect(spring.velocity(at: 0.5) == 0)
  }

  @Test func mergeCarriesVelocityIntoASpring() {
    let animator = retargeted(with: .smooth, policy: .merge)
    #expect(animator.velocity(at: 0.5) == 1)
    #expect(animator.value(at: 0.5) == 0.5)
  }

  @Test func matchedChoosesTheFirstControlPointFromTheVelocity() throws {
    // Presented 0.5 with velocity 1; change 2.5 over 1 s; easeInOut keeps x₁ = 0.42, so
    // y₁ = 0.42 · 1 · 1 / 2.5 = 0.168.
    let animator = retargeted(with: .easeInOut(duration: 1), policy: .matched)
    #expect(abs(animator.velocity(at: 0.5) - 1) <= 1e-12)
    let curve = try #require(
      Animator<Double>.matchedCurve(.easeInOut, duration: 1, change: 2.5, velocity: 1))
    let reference = UnitCurve.bezier(
      startControlPoint: UnitPoint(x: 0.42, y: 0.168), endControlPoint: UnitPoint(x: 0.58, y: 1))
    for x in stride(from: 0.0, through: 1, by: 0.05) {
      #expect(abs(curve.value(at: x) - reference.value(at: x)) <= 1e-12)
    }
    // An ease-out has x₁ = 0, so x₁ = 1/3 is used.
    let easeOut = try #require(
      Animator<Double>.matchedCurve(.easeOut, duration: 2, change: 4, velocity: 3))
    #expect(abs(easeOut.velocity(at: 0) - 3 * 2 / 4.0) <= 1e-12)
    // Nothing to scale: no curve, and the retarget falls back to merging.
    #expect(Animator<Double>.matchedCurve(.easeIn, duration: 1, change: 0, velocity: 3) == nil)
    #expect(
      Animator<Double>.matchedCurve(.circularEaseIn, duration: 1, change: 1, velocity: 3) == nil)
  }

  @Test func automaticMergesSpringsAndAddsTimingCurves() {
    let times = stride(from: 0.5, through: 2.5, by: 0.125)
    // A spring merging into a timing curve starts from rest (the curve hands no velocity,
    // OpenSwiftUI `FluidSpringAnimation.swift`): the restart policy's motion.
    let automaticSpring = retargeted(with: .snappy, policy: .automatic)
    let restartedSpring = retargeted(with: .snappy, policy: .restart)
    #expect(times.allSatisfy { automaticSpring.value(at: $0) == restartedSpring.value(at: $0) })
    let automaticCurve = retargeted(with: .easeIn(duration: 0.7), policy: .automatic)
    let additiveCurve = retargeted(with: .easeIn(duration: 0.7), policy: .additive)
    #expect(times.allSatisfy { automaticCurve.value(at: $0) == additiveCurve.value(at: $0) })
    // interpolatingSpring adds, as in SwiftUI.
    let automaticInterpolating = retargeted(
      with: .interpolatingSpring(stiffness: 200, damping: 20), policy: .automatic)
    let additiveInterpolating = retargeted(
      with: .interpolatingSpring(stiffness: 200, damping: 20), policy: .additive)
    #expect(
      times.allSatisfy {
        automaticInterpolating.value(at: $0) == additiveInterpolating.value(at: $0)
      })
  }

  @Test func springIsLogicallyCompleteBeforeItIsRemoved() {
    // Within 1 % once logically complete is Kinetic's rule; SwiftUI's (the default) marks
    // `bouncy` complete after its response, 0.5 s, wherever it is.
    var animator = Animator(value: 0.0)
    animator.animate(to: 100, with: .bouncy.completionRule(.kinetic), at: 1)
    let times = stride(from: 1.0, through: 6, by: 0.01).map { $0 }
    let logical = times.first { animator.isLogicallyComplete(at: $0) }!
    let removed = times.first { animator.isComplete(at: $0) }!
    #expect(logical < removed)
    #expect(times.filter { $0 >= logical }.allSatisfy { abs(animator.value(at: $0) - 100) <= 1 })
    #expect(animator.value(at: removed) == 100)
  }

  @Test func aCommandInThePastRewritesTheFuture() {
    var animator = Animator(value: 0.0)
    animator.animate(to: 10, with: .linear(duration: 1), at: 0)
    animator.animate(to: 20, with: .linear(duration: 1), at: 0.8)
    animator.animate(to: -5, with: .linear(duration: 1), at: 0.4, policy: .restart)
    var expected = Animator(value: 0.0)
    expected.animate(to: 10, with: .linear(duration: 1), at: 0)
    expected.animate(to: -5, with: .linear(duration: 1), at: 0.4, policy: .restart)
    for time in stride(from: 0.0, through: 2, by: 0.1) {
      #expect(animator.value(at: time) == expected.value(at: time))
    }
    #expect(animator.target == -5)
  }

  @Test func queriesArePureAndOrderFree() {
    var random = SeededGenerator(seed: 0x5EED_0010)
    var animator = Animator(value: 0.0)
    animator.animate(to: 10, with: .bouncy, at: 0)
    animator.animate(to: -3, with: .easeInOut(duration: 0.5), at: 0.3)
    animator.reverse(at: 0.6)
    let times = (0..<100).map { _ in random.uniform(-1...3) }
    let forward = times.map { animator.value(at: $0) }
    let shuffled = times.indices.shuffled(using: &random)
    #expect(shuffled.allSatisfy { animator.value(at: times[$0]) == forward[$0] })
  }

  @Test func documentationExampleRetracesToZero() {
    var x = Animator(value: 0.0)
    x.animate(to: 100, with: .easeInOut(duration: 0.5), at: 0)
    x.animate(to: 40, with: .smooth, at: 0.2)
    x.animate(to: 60, with: .linear(duration: 1), at: 0.4, policy: .matched)
    x.reverse(at: 0.6)
    let samples = stride(from: 0, through: 2, by: 1.0 / 120).map { x.value(at: $0) }
    #expect(samples.last == 0)
    #expect(x.isComplete(at: 1.2 + 1e-9))
    #expect(abs(x.value(at: 0.7) - x.value(at: 0.5)) <= 1e-12 * 100)
  }

  @Test func completionTimeIsWhenTheAnimatorComesToRest() throws {
    var random = SeededGenerator(seed: 0x5EED_0020)
    for trial in 0..<30 {
      var animator = Animator(value: random.uniform(-10...10))
      var time = 0.0
      for _ in 0..<3 {
        animator.animate(
          to: random.uniform(-10...10), with: random.anyAnimation(), at: time,
          policy: RetargetPolicy.allCases.randomElement(using: &random)!)
        time += random.uniform(0.05...0.3)
      }
      if Bool.random(using: &random) { animator.reverse(at: time) }
      let end = try #require(animator.completionTime, "trial \(trial)")
      #expect(animator.isComplete(at: end + 1e-9), "trial \(trial)")
      #expect(!animator.isComplete(at: end - 1e-6), "trial \(trial)")
    }
    var forever = Animator(value: 0.0)
    forever.animate(to: 1, with: .linear(duration: 1).repeatForever(), at: 0)
    #expect(forever.completionTime == nil)
    var paused = Animator(value: 0.0)
    paused.animate(to: 1, with: .linear(duration: 1), at: 0)
    paused.pause(at: 0.5)
    #expect(paused.completionTime == nil)
    paused.resume(at: 2)
    #expect(abs(paused.completionTime! - 2.5) <= 1e-12)
  }

  @Test func nonFiniteCommandsAreIgnored() {
    var animator = Animator(value: 1.0)
    animator.animate(to: .nan, with: .linear, at: 0)
    animator.animate(to: 2, with: .linear, at: .infinity)
    animator.pause(at: .nan)
    #expect(animator.target == 1)
    #expect(animator.isComplete(at: 0))
  }
}

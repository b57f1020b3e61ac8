import Foundation
import Testing

@testable import KineticInterchange

/// The assertions of Compose's own tests of its duration-based specs, reproduced on what Kinetic
/// reads from the same Kotlin syntax: androidx/androidx compose/animation/animation-core/src/
/// commonTest/kotlin/androidx/compose/animation/core/RepeatableAnimationTest.kt,
/// SnapAnimationTest.kt, TweenAnimationTest.kt, DelayedAnimationTest.kt and
/// PhysicsAnimationTest.kt (its spring-from-duration-and-bounce cases; its duration estimates
/// are in Tests/KineticTests/Physics/Compose/ComposeSpringSpecTests.swift).
///
/// Compose works in whole nanoseconds and Kotlin Floats and compares Floats exactly; Kinetic
/// works in seconds and Doubles, so an exact Compose value is matched to 1e-9 of the change
/// (a time such as 0.101 s is not a binary fraction) and Compose's own stated tolerances are
/// kept where it has them.
@Suite("foreign forms: Compose's repeatable, snap, tween and delay tests")
struct ComposeAnimationSpecTestValues {
  /// The spec's animation from `from` to `to`.
  static func sampler(_ source: String, from: Double = 0, to: Double = 1) throws -> SpecSampler {
    SpecSampler(animation: try AnimationSpec.parse(source).animation, from: from, to: to)
  }

  /// A keyframe form's track from 0, its values absolute.
  static func track(_ source: String) throws -> SpecSampler {
    SpecSampler(
      animation: try AnimationSpec.parse(source, keyframesFrom: 0).animation, from: 0, to: 1)
  }

  /// Seconds until the animation of a unit change finishes (`nil` when it never does).
  static func duration(_ source: String) throws -> Double? {
    try AnimationSpec.parse(source).animation.duration(for: 1.0)
  }

  // MARK: RepeatableAnimationTest.kt

  /// 'twoRepeatsValuesCalculation': two restarts of a 50 ms tween (FastOutSlowInEasing).
  @Test("'twoRepeatsValuesCalculation'")
  func twoRepeats() throws {
    let source = "repeatable(iterations = 2, animation = tween(durationMillis = 50))"
    let s = try Self.sampler(source)
    #expect(s.value(at: 0) == 0)
    #expect(s.value(at: 0.049) > 0.9)
    #expect(s.value(at: 0.051) < 0.1)
    #expect(s.value(at: 0.099) > 0.9)
    #expect(s.value(at: 0.1) == 1)
    // isFinishedFromMillis(99) is false, (100) true.
    #expect(try Self.duration(source) == 0.1)
  }

  /// 'testRepeatedAnimationDuration': the tween's delay is part of every iteration
  /// ((13 + 50) · 5 ms), and each iteration waits it out again.
  @Test("'testRepeatedAnimationDuration'")
  func repeatedDuration() throws {
    let source =
      "repeatable(iterations = 5, animation = tween(durationMillis = 50, delayMillis = 13, easing = LinearEasing))"
    #expect(abs(try #require(try Self.duration(source)) - 0.315) <= 1e-12)
    let s = try Self.sampler(source)
    for k in 0..<5 {
      let start = 0.063 * Double(k)
      #expect(s.value(at: start + 0.006) == 0, "iteration \(k) waits")
      #expect(abs(s.value(at: start + 0.038) - 0.5) <= 1e-9, "iteration \(k) halfway")
    }
  }

  /// 'testRepeatModeReverse': nine 100 ms linear passes, every other one backwards.
  @Test("'testRepeatModeReverse'")
  func repeatModeReverse() throws {
    let s = try Self.sampler(
      "repeatable(iterations = 9, animation = TweenSpec<Float>(durationMillis = 100, easing = LinearEasing), repeatMode = RepeatMode.Reverse)",
      to: 100)
    for ms in 0...100 {
      #expect(abs(s.value(at: Double(ms) / 1000) - Double(ms)) <= 0.01, "\(ms) ms")
    }
    for ms in 100...200 {
      #expect(abs(s.value(at: Double(ms) / 1000) - (200 - Double(ms))) <= 0.01, "\(ms) ms")
    }
    for (ms, expected) in [
      (100.0, 100.0), (101, 99), (200, 0), (300, 100), (880, 80), (900, 100), (901, 100),
    ] {
      #expect(abs(s.value(at: ms / 1000) - expected) <= 1e-9 * 100, "\(ms) ms")
    }
  }

  /// 'testInfiniteRepeat': infinite durations, a reversing 100 ms tween and a restarting
  /// 10⁹ ms one (within Compose's stated 0.1).
  @Test("'testInfiniteRepeat'")
  func infiniteRepeat() throws {
    let short =
      "infiniteRepeatable(animation = TweenSpec<Float>(durationMillis = 100, easing = LinearEasing), repeatMode = RepeatMode.Reverse)"
    let long =
      "infiniteRepeatable(animation = TweenSpec<Float>(durationMillis = 1000000000, easing = LinearEasing), repeatMode = RepeatMode.Restart)"
    // Never finishing (Compose's Long.MAX_VALUE nanoseconds).
    #expect(try Self.duration(short) == nil)
    #expect(try Self.duration(long) == nil)
    let s = try Self.sampler(short, to: 100)
    #expect(abs(s.value(at: 0.031) - 31) <= 1e-9 * 100)
    #expect(abs(s.value(at: 0.133) - 67) <= 1e-9 * 100)
    let l = try Self.sampler(long, to: 1e9)
    #expect(abs(l.value(at: 0.031) - 31) <= 0.1)
    #expect(abs(l.value(at: 1e6 + 0.031) - 31) <= 0.1)
  }

  /// 'testStartOffsetRepeatable' and 'testStartOffsetInfiniteRepeatable': a StartOffset delays
  /// (or, with StartOffsetType.FastForward, skips) once, and the duration grows (or shrinks)
  /// by it. Compose also samples the fast-forwarded spec at negative play times, before it
  /// starts; Kinetic's time starts at 0, so those samples are left out.
  @Test(
    "'testStartOffsetRepeatable', 'testStartOffsetInfiniteRepeatable'",
    arguments: [
      ("repeatable<Float>(5, tween(600, easing = LinearEasing), RepeatMode.Restart", 300.0),
      ("infiniteRepeatable(tween(600), RepeatMode.Restart", 31),
    ])
  func startOffset(prefix: String, offset: Double) throws {
    let plain = prefix + ")"
    let delayed = prefix + ", StartOffset(\(Int(offset))))"
    let forward = prefix + ", StartOffset(\(Int(offset)), StartOffsetType.FastForward))"
    let d = offset / 1000
    if let duration = try Self.duration(plain) {
      #expect(abs(try #require(try Self.duration(delayed)) - d - duration) <= 1e-12)
      #expect(abs(try #require(try Self.duration(forward)) + d - duration) <= 1e-12)
    } else {
      // Never finishing, with either offset.
      #expect(try Self.duration(delayed) == nil)
      #expect(try Self.duration(forward) == nil)
    }
    let (p, q, f) = (
      try Self.sampler(plain, to: 1000), try Self.sampler(delayed, to: 1000),
      try Self.sampler(forward, to: 1000)
    )
    for ms in stride(from: 0.0, through: 1800, by: 17) {
      let t = ms / 1000
      #expect(abs(p.value(at: t) - q.value(at: t + d)) <= 1e-9 * 1000, "delayed at \(ms) ms")
      if t >= d {
        #expect(abs(p.value(at: t) - f.value(at: t - d)) <= 1e-9 * 1000, "forward at \(ms) ms")
      }
    }
    for ms in stride(from: 0.0, through: offset, by: 10) {
      #expect(q.value(at: ms / 1000) == p.value(at: 0), "held at \(ms) ms")
    }
  }

  // MARK: SnapAnimationTest.kt, TweenAnimationTest.kt, DelayedAnimationTest.kt

  /// 'isFinishedAtTheBeginning': snap() is at its target, and finished, at once.
  @Test("'isFinishedAtTheBeginning'")
  func snap() throws {
    #expect(try Self.sampler("snap()").value(at: 0) == 1)
    #expect(try Self.duration("snap()") == 0)
  }

  /// Compose's `snap(delayMillis = …)` and the physics spec `SnapSpec(delayMillis:)` are one
  /// model: the same values and velocities at every time, the same end.
  @Test(arguments: [0.0, 1, 250, 1000])
  func snapIsSnapSpec(delay: Double) throws {
    let animation = try Self.sampler("snap(delayMillis = \(Int(delay)))", from: 3, to: 9)
    let physics = try PhysicsSpec.parse("SnapSpec(delayMillis: \(Int(delay)))")
    for ms in stride(from: 0.0, through: 1200, by: 0.5) {
      let t = ms / 1000
      let a = animation.sample(at: t)
      let p = physics.sample(from: 3, to: 9, velocity: 0, time: t)
      #expect(a.value == p.value && a.velocity == p.velocity, "\(delay) ms at \(ms) ms")
    }
  }

  /// 'delayCorrectness' and 'endValueCalculatedForPlaytimeOverDuration'.
  @Test("'delayCorrectness', 'endValueCalculatedForPlaytimeOverDuration'")
  func tween() throws {
    let s = try Self.sampler(
      "tween(durationMillis = 200, delayMillis = 100, easing = LinearEasing)", to: 1000)
    #expect(s.value(at: 0) == 0)
    #expect(s.value(at: 0.05) == 0)
    #expect(s.value(at: 0.1) == 0)
    #expect(s.value(at: 0.101) != 0)
    #expect(try Self.sampler("tween(durationMillis = 200)").value(at: 0.21) == 1)
  }

  /// DelayedAnimationTest's 'values' and 'duration': Compose's internal `delayed(tween, 500 ms)`
  /// waits and then plays the tween, which is what a tween's own `delayMillis` does (the test's
  /// initial velocity, 30, does not move a tween).
  @Test("DelayedAnimationTest 'values', 'duration'")
  func delayed() throws {
    let source = "tween(1000, delayMillis = 500, easing = LinearEasing)"
    #expect(try Self.duration(source) == 1.5)
    let s = SpecSampler(
      animation: try AnimationSpec.parse(source).animation, from: 0, to: 1000, initialVelocity: 30)
    for (t, expected) in [(0.0, 0.0), (0.5, 0), (1, 500), (1.5, 1000)] {
      #expect(abs(s.value(at: t) - expected) <= 1e-9 * 1000, "\(t) s")
    }
  }

  // MARK: PhysicsAnimationTest.kt

  /// 'springFromDurationAndBounceProducesExpectedParameters' (absolute tolerance 0.001) and
  /// '…RejectsInvalidArguments'.
  @Test("'springFromDurationAndBounceProducesExpectedParameters', '…RejectsInvalidArguments'")
  func springFromDurationAndBounce() throws {
    for (source, duration, ratio) in [
      ("spring<Float>(durationMillis = 500, bounce = 0.25f, visibilityThreshold = 1f)", 0.5, 0.75),
      ("spring<Float>(durationMillis = 400, bounce = -0.5f)", 0.4, 2),
    ] {
      guard case .spring(let animation) = try AnimationSpec.parse(source).animation.kind else {
        Issue.record("\(source) is not a spring")
        continue
      }
      let spring = animation.spring
      #expect(abs(spring.stiffness - 4 * Double.pi * Double.pi / (duration * duration)) <= 0.001)
      #expect(abs(spring.dampingRatio - ratio) <= 0.001)
      #expect(spring.mass == 1)
    }
    for bad in [
      "spring<Float>(durationMillis = 0, bounce = 0f)",
      "spring<Float>(durationMillis = 500, bounce = 1.1f)",
      "spring<Float>(durationMillis = 500, bounce = -1f)",
    ] {
      #expect(throws: SpecError.self, "\(bad)") { try AnimationSpec.parse(bad) }
    }
  }

  // MARK: KeyframeSplineAnimationTest.kt

  /// 'interpolatedValues' and 'initialVelocityIgnored', one dimension of the Offset at a time
  /// (x: 0 → 1 at 250 ms → 2 at 500; y: 0 → 2 at 250 → 2): Compose's monotone spline, values
  /// and velocities per second, compared there as exact Floats (here to 1e-9).
  @Test("KeyframeSplineAnimationTest 'interpolatedValues', 'initialVelocityIgnored'")
  func splineValues() throws {
    let x = try Self.track("keyframesWithSpline { durationMillis = 500; 1f at 250; 2f at 500 }")
    let y = try Self.track("keyframesWithSpline { durationMillis = 500; 2f at 250; 2f at 500 }")
    for (s, t, value, velocity) in [
      (x, 0.125, 0.5, 4.0), (y, 0.125, 1.25, 10), (x, 0.375, 1.5, 4), (y, 0.375, 2, 0),
      (x, 0.0, 0, 4), (x, 0.01, 0.04, 4),
    ] {
      let sample = s.sample(at: t)
      #expect(abs(sample.value - value) <= 1e-9 && abs(sample.velocity - velocity) <= 1e-9, "\(t)")
    }
  }

  /// 'testMultipleEasing' asserts on keyframesWithSpline; Kinetic reads per-keyframe easings
  /// only in `keyframes` (linear interpolation, where the same inequalities hold), so they are
  /// checked there: EaseInCubic below linear, EaseOutCubic above, LinearEasing on it (0.001).
  @Test("KeyframeSplineAnimationTest 'testMultipleEasing' (on keyframes)")
  func multipleEasing() throws {
    let s = try Self.track(
      "keyframes { durationMillis = 300; 0f at 0 using EaseInCubic; 1f at 100 using EaseOutCubic; 2f at 200 using LinearEasing; 3f at 300 using LinearOutSlowInEasing }"
    )
    #expect(s.value(at: 0.05) < 0.5)
    #expect(s.value(at: 0.15) > 1.5)
    #expect(abs(s.value(at: 0.25) - 2.5) <= 0.001)
  }
}

import Kinetic
import Testing

@testable import KineticInterchange

/// Compose's `keyframes { … }` without a keyframe at `durationMillis` end at the animation's
/// target (Compose's `KeyframesSpec`: past the last keyframe the value runs to `targetValue`
/// along the last keyframe's easing), and a track of linear keyframes exports to Compose as the
/// same `keyframes` (issue 33). The expected values are the piecewise-linear closed forms,
/// written out here from the keyframes, not computed by Kinetic.
@Suite struct ComposeKeyframesTargetTests {
  /// 0.5 at 100 ms and 200 ms, then to the target at 400 ms, all linear.
  static let open = "keyframes { durationMillis = 400; 0.5 at 100; 0.5 at 200 }"

  @Test func aTrackWithoutAFinalKeyframeEndsAtTheTarget() throws {
    let motion = try Motion(parsing: Self.open)
    // From 0 to 2: 0 → 0.5 over 0.1 s, held, then 0.5 → 2 over 0.2 s.
    let sampler = try motion.sampler(from: 0, to: 2)
    let cases: [(time: Double, value: Double, velocity: Double)] = [
      (0.05, 0.25, 5), (0.15, 0.5, 0), (0.3, 1.25, 7.5), (0.4, 2, 7.5),
    ]
    for (time, value, velocity) in cases {
      let sample = sampler.sample(at: time)
      #expect(abs(sample.value - value) <= 1e-12, "value at \(time): \(sample.value)")
      #expect(abs(sample.velocity - velocity) <= 1e-9, "velocity at \(time): \(sample.velocity)")
    }
    // No target: a change of 1 from the start value, as for any animation.
    #expect(abs(try motion.sampler(from: 3).sample(at: 0.4).value - 4) <= 1e-12)
  }

  @Test func aSplineTrackWithoutAFinalKeyframeEndsAtTheTarget() throws {
    // Compose's spline passes through every keyframe, the target included.
    let motion = try Motion(parsing: "keyframesWithSpline { durationMillis = 500; 1 at 200 }")
    let sampler = try motion.sampler(from: 0, to: 3)
    #expect(abs(sampler.sample(at: 0.2).value - 1) <= 1e-12)
    #expect(abs(sampler.sample(at: 0.5).value - 3) <= 1e-12)
  }

  @Test func aTrackWithAFinalKeyframeStillRefusesATarget() throws {
    let motion = try Motion(parsing: "keyframes { durationMillis = 400; 0.5 at 100; 1 at 400 }")
    #expect(throws: MotionError.self) { try motion.sampler(from: 0, to: 2) }
  }

  @Test func linearKeyframesExportAsTheSameComposeKeyframes() throws {
    let source =
      "keyframes { durationMillis = 375; 0.0f at 0 using LinearOutSlowInEasing; "
      + "0.2f at 15 using CubicBezierEasing(0.3f, 0f, 0.7f, 1f); 0.4f at 75 }"
    let code = try Motion(parsing: source).exported(to: .compose).text
    #expect(code.hasPrefix("keyframes<Float> {\n  durationMillis = 375\n"), "\(code)")
    #expect(code.hasText("0.0f at 0 using LinearOutSlowInEasing"), "\(code)")
    #expect(code.hasText("0.2f at 15 using CubicBezierEasing(0.3f, 0.0f, 0.7f, 1.0f)"), "\(code)")
    #expect(!code.hasText("approximation"), "\(code)")
    // Read back, the code is the same motion, sample for sample.
    let original = try Motion(parsing: source).sampler(from: 0)
    let readBack = try Motion(parsing: code).sampler(from: 0)
    for index in 0...375 {
      let time = Double(index) / 1000
      #expect(original.sample(at: time) == readBack.sample(at: time), "at \(time)")
    }
  }

  @Test func valuesThatAreNotFloatsStateTheirRounding() throws {
    let code = try Motion(
      parsing:
        "KeyframeTrack { LinearKeyframe(0.1, duration: 0.2); LinearKeyframe(1, duration: 0.3) }"
    ).exported(to: .compose).text
    // 0.1 as a Float is 0.100000001490116…: 1.49e-09 from 0.1, stated to two digits.
    #expect(
      code.hasPrefix("// values rounded to Kotlin Floats: max error 1.5e-09 of the change"),
      "\(code)")
    #expect(code.hasText("0.1f at 200 using LinearEasing"), "\(code)")
  }
}

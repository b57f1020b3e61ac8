import Foundation
import Testing

@testable import KineticInterchange

/// The assertions of Compose's and Motion's own keyframe and easing tests, reproduced on what
/// Kinetic reads from their syntax (the physics ones — decays, SpringEstimation, inertia and the
/// spring generator — are in Tests/KineticTests/Physics):
///
/// - androidx/androidx compose/animation/animation-core/src/commonTest/kotlin/androidx/compose/
///   animation/core/KeyframeAnimationTest.kt and EasingUnitTest.kt;
/// - motiondivision/motion packages/motion-dom/src/animation/generators/__tests__/
///   keyframes.test.ts.
///
/// Compose computes in Kotlin Floats and its tests compare Floats exactly; Kinetic computes in
/// Doubles, so a Compose value is matched to 1e-6 (a few Float roundings of values near 1).
/// Motion's tests round each 20 ms sample to an integer; so does the reproduction.
@Suite("foreign forms: Compose's and Motion's keyframe and easing tests")
struct ComposeAndMotionTestValues {
  /// A keyframe spec's value at `milliseconds`, the track starting from `initial`.
  static func value(_ source: String, atMillis milliseconds: Double, from initial: Double = 0)
    throws -> Double
  {
    let spec = try AnimationSpec.parse(source, keyframesFrom: initial)
    return SpecSampler(animation: spec.animation, from: 0, to: 1).value(at: milliseconds / 1000)
  }

  /// A curve spec (1 s long, so time is input progress) at `t`.
  static func transform(_ source: String, _ t: Double) throws -> Double {
    SpecSampler(animation: try AnimationSpec.parse(source).animation, from: 0, to: 1)
      .value(at: t)
  }

  /// Motion's `animateSync(generator, 20)`: every 20 ms sample, rounded, until the end.
  static func motionSamples(_ source: String, duration seconds: Double) throws -> [Double] {
    let steps = Int((seconds * 1000 / 20).rounded(.up))
    return try (0...steps).map { (try value(source, atMillis: Double($0) * 20)).rounded() }
  }

  // MARK: Compose, KeyframeAnimationTest.kt

  @Test("'equalsStartAndEndValues' and 'percentageBasedKeyFrames'")
  func equalStartAndEnd() throws {
    for source in [
      "keyframes { durationMillis = 400; 0f at 100; 0.5f at 200; 0.8f at 300; 0f at 400 }",
      "keyframes { durationMillis = 400; 0f atFraction 0.25f; 0.5f atFraction 0.5f; 0.8f atFraction 0.75f; 0f atFraction 1f }",
    ] {
      #expect(try Self.value(source, atMillis: 0) == 0)
      #expect(abs(try Self.value(source, atMillis: 250) - 0.65) <= 1e-6)
      #expect(try Self.value(source, atMillis: 400) == 0)
    }
  }

  @Test("'possibleToOverrideStartAndEndValues'")
  func overrideStartAndEnd() throws {
    let source = "keyframes { durationMillis = 100; 1f at 0; 0f at 100 }"
    #expect(try Self.value(source, atMillis: 0) == 1)
    #expect(try Self.value(source, atMillis: 100) == 0)
  }

  @Test("'withEasingOnFullDuration', 'easingOnTheSecondPart', 'firstPartIsLinear…'")
  func easings() throws {
    let fastOutSlowIn = { (t: Double) in try Self.transform("FastOutSlowInEasing", t) }
    #expect(
      abs(
        try Self.value(
          "keyframes { durationMillis = 100; 0f at 0 using FastOutSlowInEasing; 1f at 100 }",
          atMillis: 31) - fastOutSlowIn(0.31)) <= 1e-6)
    #expect(
      abs(
        try Self.value(
          "keyframes { durationMillis = 200; 1f at 100 using FastOutSlowInEasing; 2f at 200 }",
          atMillis: 140) - (1 + fastOutSlowIn(0.4))) <= 1e-6)
    for source in [
      "keyframes { durationMillis = 100; 0.5f at 50 using FastOutSlowInEasing; 1f at 100 }",
      "keyframes { durationMillis = 100; 0.5f atFraction 0.5f using FastOutSlowInEasing; 1f atFraction 1f }",
    ] {
      #expect(abs(try Self.value(source, atMillis: 25) - 0.25) <= 1e-6)
    }
  }

  /// 'testMultiDimensKeyframesWithEasing', its second dimension (0 → 300 at 200 ms linearly,
  /// then → 400 at 400 ms along FastOutLinearInEasing) every 50 ms.
  @Test("'testMultiDimensKeyframesWithEasing'")
  func multiDimensional() throws {
    let source =
      "keyframes { durationMillis = 400; 300f at 200 using FastOutLinearInEasing; 400f at 400 }"
    for time in stride(from: 0.0, through: 400, by: 50) {
      let expected =
        time < 200
        ? 300 * time / 200
        : 300 + 100 * (try Self.transform("FastOutLinearInEasing", (time - 200) / 200))
      #expect(abs(try Self.value(source, atMillis: time) - expected) <= 1e-6 * 400, "\(time)")
    }
  }

  // MARK: Compose, EasingUnitTest.kt

  @Test("'cubicBezierStartsAt0', 'EndsAt1', 'DoesntExceed1', 'DoesExceed1', small fractions")
  func cubicBezierEasing() throws {
    #expect(try Self.transform("FastOutSlowInEasing", 0) == 0)
    #expect(try Self.transform("FastOutLinearInEasing", 1) == 1)
    #expect(try Self.transform("CubicBezierEasing(0f, 0f, 0.15f, 1f)", 0.999999) <= 1)
    #expect(try Self.transform("CubicBezierEasing(0.34f, 1.56f, 0.64f, 1.0f)", 0.6) > 1)
    // 'canSolveCubicForSmallFractions': the Float inputs down to 2^-25 and 0 stay in 0...1.
    for bits: UInt32 in [
      0x3e80_0000, 0x3e00_0000, 0x3d80_0000, 0x3a80_0000, 0x3600_0000, 0x3480_0000, 0x3400_0000,
      0x3421_0fb0, 0x3380_0000, 0x3300_0000, 0,
    ] {
      let t = Double(Float(bitPattern: bits))
      let y = try Self.transform("CubicBezierEasing(0.3f, 0.0f, 0.7f, 1.0f)", t)
      #expect((0...1).contains(y), "\(t) → \(y)")
    }
  }

  // MARK: Motion, keyframes.test.ts

  @Test("'runs a default animation': easeInOut over 0.3 s")
  func motionDefault() throws {
    #expect(
      try Self.motionSamples("animate([0, 100], {})", duration: 0.3) == [
        0, 1, 4, 8, 15, 23, 33, 44, 56, 67, 77, 85, 92, 96, 99, 100,
      ])
  }

  @Test("'adjusts with duration defined', 'two keyframes accept an easing array'")
  func motionDuration() throws {
    for source in [
      "animate([0, 100], { duration: 0.1, ease: \"linear\" })",
      "animate([0, 100], { duration: 0.1, ease: [\"linear\"] })",
    ] {
      #expect(try Self.motionSamples(source, duration: 0.1) == [0, 20, 40, 60, 80, 100])
    }
  }

  @Test("'animates through keyframes'")
  func motionThroughKeyframes() throws {
    #expect(
      try Self.motionSamples(
        "animate([50, 100, -100], { duration: 0.2, ease: \"linear\" })", duration: 0.2) == [
          50, 60, 70, 80, 90, 100, 60, 20, -20, -60, -100,
        ])
  }

  @Test("'two keyframes honour times'")
  func motionTimes() throws {
    let defaultTimes = "animate([0, 100], { duration: 0.1, ease: \"linear\", times: [0, 1] })"
    #expect(try Self.value(defaultTimes, atMillis: 50) == 50)
    let offsetTimes = "animate([0, 100], { duration: 0.1, ease: \"linear\", times: [0.5, 1] })"
    #expect(try Self.value(offsetTimes, atMillis: 50) == 0)
    // Motion works in milliseconds, Kinetic in seconds (0.075 − 0.05 is not 0.025 exactly).
    #expect(abs(try Self.value(offsetTimes, atMillis: 75) - 50) <= 1e-9)
    // Held from the start, not ramped from --from.
    #expect(try Self.value(offsetTimes, atMillis: 25, from: 30) == 0)
  }

  @Test("'clamps two keyframes to the duration'")
  func motionClamps() throws {
    let source = "animate([0, 100], { duration: 0.1, ease: \"linear\" })"
    #expect(try Self.value(source, atMillis: -50) == 0)
    #expect(try Self.value(source, atMillis: 50) == 50)
    #expect(try Self.value(source, atMillis: 150) == 100)
  }
}

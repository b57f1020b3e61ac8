import CKineticMath
import KineticTestSupport
import Testing

@testable import Kinetic

/// Compose's `SpringSpec` end rule (androidx animation-core `SpringEstimation.kt`, duration in
/// whole milliseconds of the motion measured in units of `visibilityThreshold`), checked against
/// the envelope written out here in physical units and against the spring's own motion.
@Suite("Compose SpringSpec")
struct ComposeSpringSpecTests {
  // ζ < 1: t = ln(A/threshold)/(ζω₀), A = √(y₀² + ((v₀ + ζω₀y₀)/ω_d)²), truncated to 1 ms.
  @Test(arguments: [
    (0.2, 1500.0, 0.01, 0.0), (0.5, 400.0, 0.01, 250.0), (0.75, 200.0, 0.5, -800.0),
    (0.5, 10_000.0, 0.001, 0.0),
  ])
  func underdampedDurationIsTheEnvelopeTime(
    zeta: Double, stiffness: Double, threshold: Double, v0: Double
  ) throws {
    let spec = try SpringSpec(
      dampingRatio: zeta, stiffness: stiffness, visibilityThreshold: threshold)
    let w = stiffness.squareRoot()
    let alpha = zeta * w
    let wd = w * (1 - zeta * zeta).squareRoot()
    let y0 = 0.0 - 100.0
    let amplitude = (y0 * y0 + pow((v0 + alpha * y0) / wd, 2)).squareRoot()
    let expected = floor(1000 * log(amplitude / threshold) / alpha) / 1000
    let duration = spec.restTime(from: 0, to: 100, velocity: v0)
    #expect(isClose(duration, expected, 1e-12), "ζ \(zeta), k \(stiffness)")
    // The snap: the target with zero velocity from the duration on, the spring before it.
    #expect(spec.value(from: 0, to: 100, velocity: v0, time: duration) == 100)
    #expect(spec.velocity(from: 0, to: 100, velocity: v0, time: duration) == 0)
    let before = duration - 0.0005
    #expect(
      spec.value(from: 0, to: 100, velocity: v0, time: before)
        == spec.spring.spring.value(from: 0, to: 100, velocity: v0, time: before))
  }

  // ζ ≥ 1: the last time |x − target| is the threshold, to the millisecond below it: the
  // motion is at least the threshold away at the duration and within it 1 ms later.
  @Test(arguments: [(1.0, 1500.0, 0.0), (1.0, 400.0, 3000.0), (2.5, 200.0, -50.0)])
  func dampedDurationIsTheLastThresholdCrossing(zeta: Double, stiffness: Double, v0: Double)
    throws
  {
    let spec = try SpringSpec(dampingRatio: zeta, stiffness: stiffness)
    let spring = spec.spring.spring
    let duration = spec.restTime(from: 0, to: 100, velocity: v0)
    #expect(duration == (duration * 1000).rounded() / 1000, "whole milliseconds")
    let y = { (t: Double) in abs(spring.value(from: 0, to: 100, velocity: v0, time: t) - 100) }
    #expect(y(duration) >= 0.01 * (1 - 1e-9))
    for step in 1...200 { #expect(y(duration + 0.001 * Double(step)) < 0.01) }
  }

  /// androidx PhysicsAnimationTest.kt 'testCriticallydampedDuration', 'testOverdampedDuration'
  /// and 'testUnderdampedDuration': from 100 to 0 at 3000/s, stiffness 100, threshold 1 —
  /// 811, 4830 and 1206 ms (the values its comments give for estimateAnimationDurationMillis).
  @Test(arguments: [(1.0, 0.811), (5.0, 4.830), (0.5, 1.206)])
  func physicsAnimationTestDurations(zeta: Double, expected: Double) throws {
    let spec = try SpringSpec(dampingRatio: zeta, stiffness: 100, visibilityThreshold: 1)
    #expect(abs(spec.restTime(from: 100, to: 0, velocity: 3000) - expected) <= 1e-9, "ζ \(zeta)")
  }

  @Test func defaultsAndBadInput() throws {
    let spec = try SpringSpec()
    #expect(spec.spring.dampingRatio == 1 && spec.spring.stiffness == 1500)
    #expect(spec.visibilityThreshold == 0.01)
    #expect(spec.restTime(from: 5, to: 5, velocity: 0) == 0)
    #expect(try SpringSpec(dampingRatio: 0).restTime(from: 0, to: 1, velocity: 0) == .infinity)
    #expect(
      throws: ParameterError(parameter: "visibilityThreshold", value: 0, valid: "finite and > 0")
    ) { try SpringSpec(visibilityThreshold: 0) }
    #expect(throws: ParameterError.self) { try SpringSpec(dampingRatio: -1) }
    #expect(throws: ParameterError.self) { try SpringSpec(stiffness: .nan) }
  }

  // SnapSpec: where it was until delayMillis, then the target; velocity zero throughout.
  @Test func snapJumpsAfterItsDelay() throws {
    let snap = try SnapSpec(delayMillis: 250)
    #expect(snap.value(from: 3, to: 9, velocity: 40, time: 0.2499) == 3)
    #expect(snap.value(from: 3, to: 9, velocity: 40, time: 0.25) == 9)
    #expect(snap.velocity(from: 3, to: 9, velocity: 40, time: 0.1) == 0)
    #expect(snap.restTime(from: 3, to: 9, velocity: 0) == 0.25)
    #expect(try SnapSpec().value(from: 3, to: 9, velocity: 0, time: 0) == 9)
    #expect(throws: ParameterError.self) { try SnapSpec(delayMillis: -1) }
    #expect(throws: ParameterError.self) { try SnapSpec(delayMillis: .infinity) }
  }
}

import Foundation
import Kinetic
import KineticInterchange
import KineticTestSupport
import Testing

/// The public reading API: every kind of motion parsed from its ecosystem's text and sampled
/// through one call, against closed forms written out here from the sources' definitions.
@Suite("Motion")
struct MotionTests {
  /// Compose `tween` with `LinearEasing`: x = from + (to − from)·t/0.3 s, v = (to − from)/0.3 s
  /// (androidx `TweenSpec`, durations in milliseconds).
  @Test func composeTweenIsLinearInTime() throws {
    let motion = try Motion(parsing: "tween(durationMillis = 300, easing = LinearEasing)")
    #expect(motion.kind == .animation)
    let sampler = try motion.sampler(from: 0, to: 100)
    for t in [0.03, 0.15, 0.27] {
      let frame = sampler.sample(at: t)
      #expect(isClose(frame.value, 100 * t / 0.3, 1e-12))
      #expect(isClose(frame.velocity, 100 / 0.3, 1e-9))
    }
    #expect(sampler.sample(at: 0.3).value == 100)
    #expect(sampler.duration == 0.3)
  }

  /// SwiftUI's critically damped spring (bounce 0): ω = 2π/duration,
  /// x(t) = to − Δ·(1 + ωt)·e^(−ωt), v(t) = Δ·ω²·t·e^(−ωt).
  @Test(arguments: [0.05, 0.1, 0.3])
  func criticallyDampedSpringMatchesClosedForm(time t: Double) throws {
    let motion = try Motion(parsing: "spring(duration: 0.5, bounce: 0)")
    let frame = try motion.sampler(from: 20, to: 120).sample(at: t)
    let omega = 2 * Double.pi / 0.5
    #expect(isClose(frame.value, 120 - 100 * (1 + omega * t) * exp(-omega * t), 1e-12))
    #expect(isClose(frame.velocity, 100 * omega * omega * t * exp(-omega * t), 1e-10))
  }

  /// A spring released with a velocity: the initial velocity is honoured, per second.
  @Test func springTakesAnInitialVelocity() throws {
    let motion = try Motion(parsing: "spring(duration: 0.5, bounce: 0)")
    let frame = try motion.sampler(from: 0, to: 0, velocity: 300).sample(at: 0)
    #expect(frame.velocity == 300)
  }

  /// UIScrollView's deceleration (rate 0.998 per ms): x(t) = x₀ + v₀·(d^(1000t) − 1)/(1000·ln d),
  /// v(t) = v₀·d^(1000t). Released: no target.
  @Test func releasedDecayFindsItsOwnEnd() throws {
    let motion = try Motion(parsing: "decay(rate: .normal)")
    #expect(motion.kind == .released)
    let sampler = try motion.sampler(from: 10, velocity: 2000)
    let d = 0.998
    for t in [0.1, 0.5, 1.0] {
      let frame = sampler.sample(at: t)
      #expect(isClose(frame.value, 10 + 2000 * (pow(d, 1000 * t) - 1) / (1000 * log(d)), 1e-9))
      #expect(isClose(frame.velocity, 2000 * pow(d, 1000 * t), 1e-9))
    }
    #expect(throws: MotionError.self) { try motion.sampler(from: 0, to: 1, velocity: 2000) }
  }

  /// Compose keyframes (LinearEasing between keyframes): absolute values, from the start.
  @Test func composeKeyframesAreAbsolute() throws {
    let motion = try Motion(parsing: "keyframes { durationMillis = 1000; 1 at 500; 0 at 1000 }")
    #expect(motion.kind == .keyframes)
    let sampler = try motion.sampler(from: 0.5)
    #expect(isClose(sampler.sample(at: 0.25).value, 0.75, 1e-12))
    #expect(isClose(sampler.sample(at: 0.75).value, 0.5, 1e-12))
    #expect(isClose(sampler.sample(at: 0.75).velocity, -2, 1e-9))
    #expect(sampler.duration == 1)
    #expect(
      throws: MotionError.targetDoesNotApply(motion.source, reason: .keyframes)
    ) { try motion.sampler(from: 0, to: 1) }
  }

  /// Arguments that do not apply, or are not numbers, are refused by name.
  @Test func badArgumentsAreNamed() throws {
    let curve = try Motion(parsing: "easeInOut(duration: 0.3)")
    #expect(throws: MotionError.velocityDoesNotApply("easeInOut(duration: 0.3)")) {
      try curve.sampler(from: 0, to: 1, velocity: 5)
    }
    #expect(throws: MotionError.notFinite(argument: "from", value: .infinity)) {
      try curve.sampler(from: .infinity, to: 1)
    }
    #expect(throws: MotionError.changeOverflows(from: -1e308, to: 1e308)) {
      try curve.sampler(from: -1e308, to: 1e308)
    }
    let spring = try Motion(parsing: "SpringSimulation(mass: 1, stiffness: 100, damping: 10)")
    #expect(spring.kind == .targeted)
    #expect(throws: MotionError.targetRequired(spring.source)) { try spring.sampler(from: 0) }
  }

  /// A bad spec is a ``SpecError`` at the offending column, with the caret text the CLI prints.
  @Test func badSpecIsLocated() {
    #expect {
      try Motion(parsing: "spring(response: )")
    } throws: { error in
      guard let error = error as? SpecError else { return false }
      return error.column == 18 && error.caretDiagram.hasSuffix("^")
        && error.description.contains("column 18")
    }
  }

  /// `Animation(parsing:)` gives the same animation the core's own initialisers build.
  @Test func animationParsing() throws {
    #expect(
      try Animation(parsing: "spring(duration: 0.5, bounce: 0.3)")
        == .spring(duration: 0.5, bounce: 0.3))
    #expect(
      try Animation(parsing: "easeInOut(duration: 0.3).delay(0.1)")
        == .easeInOut(duration: 0.3).delay(0.1))
    #expect(throws: (any Error).self) { try Animation(parsing: "decay(rate: .normal)") }
  }

  /// An export is an ``ExportedCode`` for its target; out-of-range requests are errors.
  @Test func exportedCode() throws {
    let motion = try Motion(parsing: "easeInOut(duration: 0.3)")
    let code = try motion.exported(to: .css)
    #expect(code.target == .css)
    // The declaration, then the browsers' own error on the curve (ExportPlatformErrorTests).
    #expect(code.text.hasPrefix("transition: transform 0.3s ease-in-out 0s;\n/* platform error"))
    #expect(throws: ExportError.self) { try motion.exported(to: .css, tolerance: 0) }
    #expect(throws: ExportError.self) { try motion.exported(to: .css, duration: -1) }
    #expect(throws: ExportError.self) {
      try Motion(parsing: "bouncy.repeatForever()").exported(to: .cssLinear)
    }
  }
}

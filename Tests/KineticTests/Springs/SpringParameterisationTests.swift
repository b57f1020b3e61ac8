import Foundation
import Testing

@testable import Kinetic

/// Relative difference |a − b| / max(|a|, |b|, tiny).
func springRelativeError(_ a: Double, _ b: Double) -> Double {
  abs(a - b) / max(abs(a), abs(b), 1e-300)
}

@Suite("Spring parameterisations")
struct SpringParameterisationTests {
  /// The published SwiftUI example: k = (2π/0.5)² = 16π² ≈ 157.91, c = 4π·0.7/0.5 ≈ 17.59.
  @Test func durationBounceExample() {
    let s = Spring(duration: 0.5, bounce: 0.3)
    #expect(abs(s.stiffness - 157.91) < 0.005)
    #expect(abs(s.damping - 17.59) < 0.005)
    #expect(s.mass == 1)
    #expect(springRelativeError(s.stiffness, 16 * Double.pi * Double.pi) < 1e-14)
    #expect(springRelativeError(s.damping, 5.6 * Double.pi) < 1e-14)
  }

  /// The published example the other way: ω₀ = 10, ζ = 10/(2·10) = 0.5.
  @Test func massStiffnessDampingExample() {
    let s = Spring(mass: 1, stiffness: 100, damping: 10)
    #expect(abs(s.duration - 0.628) < 0.0005)
    #expect(springRelativeError(s.duration, 2 * Double.pi / 10) < 1e-14)
    #expect(abs(s.bounce - 0.5) < 1e-14)
  }

  @Test func overDampingIsCappedUnlessAllowed() {
    let capped = Spring(mass: 1, stiffness: 100, damping: 40)
    #expect(capped.dampingRatio == 1)
    let free = Spring(mass: 1, stiffness: 100, damping: 40, allowOverDamping: true)
    #expect(abs(free.dampingRatio - 2) < 1e-14)
    #expect(abs(free.bounce - (-0.5)) < 1e-14)
  }

  @Test(arguments: [-0.9, -0.5, -0.1, 0.0, 0.15, 0.3, 0.7, 1.0])
  func bounceRoundTrips(bounce: Double) {
    let s = Spring(duration: 0.4, bounce: bounce)
    #expect(abs(s.bounce - bounce) < 1e-14)
    #expect(springRelativeError(s.duration, 0.4) < 1e-14)
    let again = Spring(
      mass: s.mass, stiffness: s.stiffness, damping: s.damping, allowOverDamping: true)
    #expect(springRelativeError(again.angularFrequency, s.angularFrequency) < 1e-14)
    #expect(abs(again.dampingRatio - s.dampingRatio) < 1e-14 * max(1, s.dampingRatio))
  }

  @Test func massEntersStiffnessAndDampingNotMotion() {
    let s = Spring(mass: 3, stiffness: 300, damping: 30)
    #expect(springRelativeError(s.angularFrequency, 10) < 1e-15)
    #expect(abs(s.dampingRatio - 0.5) < 1e-15)
    #expect(springRelativeError(s.stiffness, 300) < 1e-14)
    #expect(springRelativeError(s.damping, 30) < 1e-14)
    let unit = Spring(mass: 1, stiffness: 100, damping: 10)
    for t in stride(from: 0.0, through: 2, by: 0.1) {
      #expect(abs(s.value(target: 1.0, time: t) - unit.value(target: 1.0, time: t)) < 1e-15)
    }
    // Force is mass × acceleration.
    let f = s.force(target: 1.0, position: 0.2, velocity: -3)
    let a = s.acceleration(target: 1.0, position: 0.2, velocity: -3)
    #expect(abs(f - 3 * a) < 1e-12)
    #expect(abs(f - (300 * 0.8 - 30 * -3)) < 1e-12)
  }

  @Test func presets() {
    #expect(Spring.smooth == Spring(duration: 0.5, bounce: 0))
    #expect(Spring.snappy == Spring(duration: 0.5, bounce: 0.15))
    #expect(Spring.bouncy == Spring(duration: 0.5, bounce: 0.3))
    #expect(abs(Spring.smooth.dampingRatio - 1) < 1e-15)
    #expect(abs(Spring.snappy.dampingRatio - 0.85) < 1e-15)
    #expect(abs(Spring.bouncy.dampingRatio - 0.7) < 1e-15)
    #expect(Spring.smooth() == Spring.smooth)
    #expect(abs(Spring.snappy(duration: 0.3, extraBounce: 0.1).bounce - 0.25) < 1e-14)
    #expect(abs(Spring.bouncy(duration: 1, extraBounce: -0.2).bounce - 0.1) < 1e-14)
    #expect(abs(Spring.smooth(duration: 0.8, extraBounce: 0.05).duration - 0.8) < 1e-14)
  }

  /// The non-throwing initialisers clamp instead of trapping or producing NaN.
  @Test(arguments: [Double.nan, -1, 0, .infinity, -.infinity, 1e-300, 1e300])
  func clampingInitialisersStayFinite(bad: Double) {
    let springs = [
      Spring(duration: bad, bounce: 0.2), Spring(duration: 0.5, bounce: bad),
      Spring(response: bad, dampingRatio: 0.5), Spring(response: 0.5, dampingRatio: bad),
      Spring(mass: bad, stiffness: 100, damping: 10), Spring(mass: 1, stiffness: bad, damping: 10),
      Spring(mass: 1, stiffness: 100, damping: bad, allowOverDamping: true),
      Spring(settlingDuration: bad, dampingRatio: 0.5),
      Spring(settlingDuration: 1, dampingRatio: bad),
      Spring(settlingDuration: 1, dampingRatio: 0.5, epsilon: bad),
    ]
    for s in springs {
      #expect(s.mass.isFinite && s.mass > 0)
      #expect(s.angularFrequency.isFinite && s.angularFrequency > 0)
      #expect(s.dampingRatio.isFinite && s.dampingRatio >= 0)
      #expect(s.response >= 1e-4 * (1 - 1e-12) && s.response <= 1e4 * (1 + 1e-12))
      let x = s.value(target: 1.0, initialVelocity: 2, time: 0.3)
      #expect(x.isFinite)
    }
  }

  @Test func validatingInitialiserAcceptsGoodInput() throws {
    let s = try Spring(validating: .durationBounce(duration: 0.5, bounce: 0.3))
    #expect(s == Spring(duration: 0.5, bounce: 0.3))
    let m = try Spring(
      validating: .massStiffnessDamping(mass: 2, stiffness: 50, damping: 3, allowOverDamping: false)
    )
    #expect(m == Spring(mass: 2, stiffness: 50, damping: 3))
    let r = try Spring(validating: .responseDampingRatio(response: 0.3, dampingRatio: 2))
    #expect(r == Spring(response: 0.3, dampingRatio: 2))
    let t = try Spring(
      validating: .settlingDuration(settlingDuration: 1, dampingRatio: 0.5, epsilon: 0.01))
    #expect(t == Spring(settlingDuration: 1, dampingRatio: 0.5, epsilon: 0.01))
  }

  @Test(arguments: [
    (Spring.Parameters.durationBounce(duration: 0, bounce: 0), "duration"),
    (.durationBounce(duration: .nan, bounce: 0), "duration"),
    (.durationBounce(duration: 0.5, bounce: -1), "bounce"),
    (.durationBounce(duration: 0.5, bounce: 1.5), "bounce"),
    (.responseDampingRatio(response: -1, dampingRatio: 1), "response"),
    (.responseDampingRatio(response: 1, dampingRatio: -0.1), "dampingRatio"),
    (.massStiffnessDamping(mass: 0, stiffness: 1, damping: 1, allowOverDamping: false), "mass"),
    (
      .massStiffnessDamping(mass: 1, stiffness: -1, damping: 1, allowOverDamping: false),
      "stiffness"
    ),
    (.massStiffnessDamping(mass: 1, stiffness: 1, damping: -1, allowOverDamping: false), "damping"),
    (
      .massStiffnessDamping(mass: 1, stiffness: .infinity, damping: 1, allowOverDamping: false),
      "stiffness"
    ),
    // Issue 36 (low): ζ = 1e6/(2·√100) = 5e4 was capped at 1e4 with no word.
    (
      .massStiffnessDamping(mass: 1, stiffness: 100, damping: 1e6, allowOverDamping: true),
      "damping ratio (damping/(2·√(mass·stiffness)))"
    ),
    (.settlingDuration(settlingDuration: 0, dampingRatio: 0.5, epsilon: 0.001), "settlingDuration"),
    (.settlingDuration(settlingDuration: 1, dampingRatio: 0, epsilon: 0.001), "dampingRatio"),
    (.settlingDuration(settlingDuration: 1, dampingRatio: 0.5, epsilon: 1), "epsilon"),
    // Issue 15: accepted, then clamped by the initialiser.
    (
      .settlingDuration(settlingDuration: 1e-5, dampingRatio: 0.5, epsilon: 0.001),
      "settlingDuration"
    ),
    (
      .settlingDuration(settlingDuration: 1e5, dampingRatio: 0.5, epsilon: 0.001),
      "settlingDuration"
    ),
    (.settlingDuration(settlingDuration: 1, dampingRatio: 0.5, epsilon: 0.9), "epsilon"),
    (.settlingDuration(settlingDuration: 1, dampingRatio: 0.5, epsilon: 1e-13), "epsilon"),
    // SwiftUI's ranges (OpenSwiftUI clamps ζ to at most 1 and T to 0.01…10).
    (.settlingDuration(settlingDuration: 1, dampingRatio: 1.5, epsilon: 0.001), "dampingRatio"),
    (
      .settlingDuration(settlingDuration: 20, dampingRatio: 0.5, epsilon: 0.001), "settlingDuration"
    ),
    // ω₀ = ln(ζ/(ε√(1 − ζ²)))/(ζT) is beyond 2π/1e-4 for ζ = 1e-3, T = 0.01 and a tiny ε: the
    // response would be clamped.
    (
      .settlingDuration(settlingDuration: 0.01, dampingRatio: 1e-3, epsilon: 1e-12),
      "response (2π/ω₀ for this settling duration)"
    ),
    // ζ/√(1 − ζ²) ≤ ε: no positive ω₀ (OpenSwiftUI's port builds a growing spring).
    (
      .settlingDuration(settlingDuration: 1, dampingRatio: 1e-3, epsilon: 0.5),
      "response (2π/ω₀ for this settling duration)"
    ),
  ])
  func validatingInitialiserRejects(parameters: Spring.Parameters, name: String) {
    do {
      _ = try Spring(validating: parameters)
      Issue.record("\(parameters) was accepted")
    } catch {
      #expect(error.parameter == name, "\(parameters)")
      #expect(error.description.contains(name))
    }
  }

  /// A validated settling-duration spring is never altered: over the accepted range it is the
  /// spring of SwiftUI's initialiser, whose ω₀ solves OpenSwiftUI's equation
  /// (ζ/√(1 − ζ²))·e^{−ζω₀T} = ε below ζ = 1 and e^{−ω₀T}(1 + ω₀T) = ε at 1 (relative residual
  /// ≤ 1e-12).
  @Test(arguments: [
    (0.01, 0.5, 0.5), (0.5, 0.3, 0.001), (1, 0.999, 1e-12), (10, 0.2, 0.01), (2, 1, 1e-3),
  ])
  func validatedSettlingSpringsSettleWhenAsked(time: Double, ratio: Double, epsilon: Double)
    throws
  {
    let spring = try Spring(
      validating: .settlingDuration(settlingDuration: time, dampingRatio: ratio, epsilon: epsilon))
    #expect(spring == Spring(settlingDuration: time, dampingRatio: ratio, epsilon: epsilon))
    let w = spring.angularFrequency
    let residual =
      ratio < 1
      ? ratio / (1 - ratio * ratio).squareRoot() * exp(-ratio * w * time) - epsilon
      : exp(-w * time) * (1 + w * time) - epsilon
    #expect(abs(residual) <= 1e-12 * epsilon, "residual \(residual)")
  }

  /// An undamped spring at t = +∞ has no limit; it is given its equilibrium, never NaN.
  @Test func undampedSpringAtInfiniteTimeIsAtItsTarget() {
    let spring = Spring(response: 1, dampingRatio: 0)
    #expect(spring.value(target: 3.0, initialVelocity: 2, time: .infinity) == 3)
    #expect(spring.velocity(target: 3.0, initialVelocity: 2, time: .infinity) == 0)
    #expect(spring.value(fromValue: 1.0, toValue: 4, initialVelocity: 5, time: .infinity) == 4)
    // At finite times the factor e^{−0·t} is still 1: the motion is unchanged.
    let t = 0.3
    let expected = 3 - 3 * cos(2 * Double.pi * t)
    #expect(abs(spring.value(target: 3.0, time: t) - expected) <= 1e-15 * 6)
  }

  /// A spring describes itself by its canonical form alone: the value derived from it and
  /// stored for speed (√|1 − ζ²|) is neither printed nor listed by `dump`.
  @Test func describesItsCanonicalForm() {
    let spring = Spring(duration: 0.5, bounce: 0.3)
    let w = spring.angularFrequency
    let z = spring.dampingRatio
    #expect(
      String(describing: spring) == "Spring(mass: 1.0, angularFrequency: \(w), dampingRatio: \(z))")
    #expect(
      Mirror(reflecting: spring).children.map(\.label) == [
        "mass", "angularFrequency", "dampingRatio",
      ])
    var dumped = ""
    dump(spring, to: &dumped)
    #expect(!dumped.contains("dampingRoot"))
  }
}

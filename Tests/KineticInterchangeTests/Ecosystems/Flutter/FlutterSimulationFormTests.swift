import Foundation
import Kinetic
import Testing

@testable import KineticInterchange

/// Flutter's simulations written as Flutter constructs them give Flutter's `x(t)` and `dx(t)`
/// in the units of their own arguments: the expectations of Flutter's own physics tests
/// (flutter/packages/flutter/test/physics/newton_test.dart), and a spring against its closed
/// form written out here.
@Suite struct FlutterSimulationFormTests {
  func frame(_ source: String, _ t: Double) throws -> (x: Double, dx: Double) {
    let motion = try Motion(parsing: source)
    #expect(motion.carriesItsRelease)
    let sample = try motion.sampler().sample(at: t)
    return (sample.value, sample.velocity)
  }

  /// The underdamped closed form: x(t) = end − (end − start)·e^(−ζω₀t)(cos ω_d t + ζω₀/ω_d
  /// sin ω_d t) for a release at rest, ω₀ = √(k/m), ζ = c/(2√(mk)).
  @Test func springInItsOwnUnitsMatchesTheClosedForm() throws {
    let source =
      "SpringSimulation(SpringDescription(mass: 1, stiffness: 100, damping: 10), 0, 300, 0)"
    let (w0, zeta) = (10.0, 0.5)
    let wd = w0 * (1 - zeta * zeta).squareRoot()
    for t in [0.0, 0.05, 0.1, 0.3, 0.7, 1.5] {
      let expected =
        300 - 300 * exp(-zeta * w0 * t) * (cos(wd * t) + zeta * w0 / wd * sin(wd * t))
      let x = try frame(source, t).x
      #expect(abs(x - expected) <= 1e-12 * 300, "t = \(t): \(x), expected \(expected)")
    }
  }

  /// newton_test.dart 'crit_spring': withDampingRatio(mass: 1, stiffness: 100), 0 → 500.
  @Test func criticallyDampedSpringAsFlutterTestsIt() throws {
    let source =
      "SpringSimulation(SpringDescription.withDampingRatio(mass: 1.0, stiffness: 100.0), 0.0, 500.0, 0.0)"
    let expectations: [(Double, Double, Double)] = [
      (0.25, 356, 1026), (0.5, 479, 168), (0.75, 497, 20),
    ]
    for (t, x, dx) in expectations {
      let f = try frame(source, t)
      #expect(f.x.rounded(.down) == x && f.dx.rounded(.down) == dx, "t = \(t): \(f)")
    }
    #expect(try frame(source, 0).x == 0)
  }

  /// 'overdamped_spring' (ratio 1.25) and 'underdamped_spring' (ratio 0.25, 0 → 300).
  @Test func overAndUnderdampedSpringsAsFlutterTestsThem() throws {
    let over =
      "SpringSimulation(SpringDescription.withDampingRatio(mass: 1.0, stiffness: 100.0, ratio: 1.25), 0.0, 500.0, 0.0)"
    for (t, x, dx) in [(0.5, 445.0, 273.0), (1.0, 495, 22), (1.5, 499, 1)] {
      let f = try frame(over, t)
      #expect(f.x.rounded(.down) == x && f.dx.rounded(.down) == dx, "t = \(t): \(f)")
    }
    let under =
      "SpringSimulation(SpringDescription.withDampingRatio(mass: 1.0, stiffness: 100.0, ratio: 0.25), 0.0, 300.0, 0.0)"
    let f = try frame(under, 1.0)
    #expect(f.x.rounded(.down) == 325 && f.dx.rounded(.down) == -65)
    #expect(try frame(under, 6.0).x.rounded(.down) == 299)
  }

  /// 'test_friction': FrictionSimulation(0.3, 100.0, 400.0).
  @Test func frictionAsFlutterTestsIt() throws {
    let source = "FrictionSimulation(0.3, 100.0, 400.0)"
    #expect(try frame(source, 0) == (100, 400))
    let one = try frame(source, 1)
    #expect(one.x > 330 && one.x < 335)
    #expect(abs(one.dx - 120) <= 1e-12 * 400)
    #expect(abs(try frame(source, 2).dx - 36) <= 1e-12 * 400)
    #expect(abs(try frame(source, 3).dx - 10.8) <= 1e-12 * 400)
    #expect(try frame(source, 4).dx < 3.5)
  }

  /// 'BoundedFrictionSimulation control test' and 'test_gravity'.
  @Test func boundedFrictionAndGravityAsFlutterTestsThem() throws {
    #expect(try frame("BoundedFrictionSimulation(0.3, 100.0, 400.0, 50.0, 150.0)", 1).x == 150)
    let gravity = "GravitySimulation(200.0, 100.0, 600.0, 0.0)"
    for (t, x, dx) in [
      (0.25, 106.25, 50.0), (0.5, 125, 100), (0.75, 156.25, 150), (1.0, 200, 200),
      (1.75, 406.25, 350), (2.5, 725, 500),
    ] {
      #expect(try frame(gravity, t) == (x, dx), "t = \(t)")
    }
  }

  /// 'scroll_with_inf_edge_ends' and 'over/under scroll spring' (named arguments).
  @Test func scrollSimulationsAsFlutterTestsThem() throws {
    let infinite = """
      BouncingScrollSimulation(position: 100.0, velocity: 400.0, leadingExtent: 0.0,
        trailingExtent: double.infinity,
        spring: SpringDescription.withDampingRatio(mass: 1.0, stiffness: 50.0, ratio: 0.5))
      """
    let start = try frame(infinite, 0)
    #expect(start == (100, 400))
    let one = try frame(infinite, 1)
    #expect(abs(one.x - 272) <= 1 && abs(one.dx - 54) <= 1, "\(one)")
    #expect(abs(try frame(infinite, 2).dx - 7) <= 1)
    #expect(abs(try frame(infinite, 5).x - 300) <= 1)
    let bounce = """
      BouncingScrollSimulation(position: 500.0, velocity: -7500.0, leadingExtent: 0.0,
        trailingExtent: 1000.0,
        spring: SpringDescription.withDampingRatio(mass: 1.0, stiffness: 170.0, ratio: 1.1))
      """
    for (t, x, dx) in [(0.065, 42.0, -6584.0), (0.1, -123, -2613), (0.5, -15, 124)] {
      let f = try frame(bounce, t)
      #expect(abs(f.x - x) <= 1 && abs(f.dx - dx) <= 1, "t = \(t): \(f)")
    }
  }

  /// A release given beside the one written is refused, never combined.
  @Test func fromAndToConflictWithTheWrittenRelease() throws {
    let motion = try Motion(
      parsing:
        "SpringSimulation(SpringDescription(mass: 1, stiffness: 100, damping: 10), 0, 300, 0)")
    #expect(throws: MotionError.releaseIsWritten(motion.source)) {
      try motion.sampler(from: 0, to: 1)
    }
    // The spec language's labelled form still takes its release from the caller.
    let labelled = try Motion(parsing: "FrictionSimulation(drag: 0.3)")
    #expect(!labelled.carriesItsRelease)
    #expect(try labelled.sampler(from: 100, velocity: 400).sample(at: 0).value == 100)
  }
}

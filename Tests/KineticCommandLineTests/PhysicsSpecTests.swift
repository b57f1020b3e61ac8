import Foundation
import Kinetic
import KineticTestSupport
import Testing

@testable import KineticCommandLine
@testable import KineticInterchange

/// The physics forms of the spec language through `kinetic eval` and `kinetic plot`: each
/// printed value is compared with the core model evaluated directly (the models themselves are
/// checked against independent references in KineticTests/Physics), and bad input is a usage
/// error naming the argument.
@Suite("Physics specs")
struct PhysicsSpecTests {
  /// Parses the `time,value,velocity` CSV that eval prints.
  func rows(_ arguments: [String]) -> [(t: Double, x: Double, v: Double)] {
    let result = CommandLineHarness.run(arguments)
    #expect(result.status == 0, "\(arguments): \(result.standardError)")
    let lines = result.standardOutput.split(separator: "\n")
    #expect(lines.first == "time,value,velocity")
    return lines.dropFirst().map { line in
      let cells = line.split(separator: ",").map { Double(String($0)) ?? .nan }
      return (cells[0], cells[1], cells[2])
    }
  }

  static let times = [0, 0.05, 0.2, 0.5, 1, 3]

  @Test(arguments: [
    ("decay(rate: 0.998)", ScrollViewDeceleration.normal as any MotionModel),
    ("decay(rate: .fast)", ScrollViewDeceleration.fast),
    ("iosScroll(rate: .normal, min: 0, max: 500)", try! IOSScroll(min: 0, max: 500)),
    (
      "FrictionSimulation(drag: 0.3, constantDeceleration: 0)",
      try! FrictionSimulation(drag: 0.3)
    ),
    (
      "BoundedFrictionSimulation(drag: 0.3, min: 50, max: 150)",
      try! BoundedFrictionSimulation(drag: 0.3, min: 50, max: 150)
    ),
    ("GravitySimulation(acceleration: 9.8)", try! GravitySimulation(acceleration: 9.8)),
    (
      "exponentialDecay(frictionMultiplier: 1, absVelocityThreshold: 0.1)",
      try! ExponentialDecay()
    ),
    ("splineBasedDecay(density: 3)", try! SplineBasedDecay(density: 3)),
    (
      "inertia(power: 0.8, timeConstant: 350, restDelta: 0.5, min: 0, max: 100, bounceStiffness: 500, bounceDamping: 10)",
      try! Inertia(timeConstant: 350, min: 0, max: 100)
    ),
  ])
  func evalMatchesTheModel(spec: String, model: any MotionModel) {
    let at = Self.times.map { String($0) }.joined(separator: ",")
    let table = rows(["eval", spec, "--at", at, "--from", "100", "--velocity", "400"])
    #expect(table.count == Self.times.count)
    for row in table {
      #expect(row.x == model.value(from: 100, velocity: 400, time: row.t), "\(spec) at \(row.t)")
      #expect(row.v == model.velocity(from: 100, velocity: 400, time: row.t), "\(spec) at \(row.t)")
    }
  }

  /// Specs naming `Spring` evaluate its endless motion, `Spring.value(...)`.
  @Test(arguments: [
    ("Spring(mass: 1, stiffness: 100, damping: 5)", Spring(mass: 1, stiffness: 100, damping: 5)),
    ("Spring(duration: 0.5, bounce: 0.3)", Spring(duration: 0.5, bounce: 0.3)),
    ("Spring.bouncy", Spring.bouncy),
  ])
  func springSpecsAreEndless(spec: String, spring: Spring) {
    let table = rows([
      "eval", spec, "--at", "0,0.3,40", "--from", "2", "--to", "10", "--velocity", "5",
    ])
    for row in table {
      #expect(row.x == spring.value(fromValue: 2.0, toValue: 10, initialVelocity: 5, time: row.t))
    }
  }

  /// The spring endings follow a `Spring(...)` or a preset and evaluate the core models.
  @Test(arguments: [
    (
      "Spring(duration: 0.5, bounce: 0.3).overshootClamped",
      Spring(duration: 0.5, bounce: 0.3).overshootClamped as any TargetedMotionModel
    ),
    ("Spring.bouncy.overshootClamped", Spring.bouncy.overshootClamped),
    (
      "Spring(mass: 1, stiffness: 100, damping: 5).criticallyDampedInRange",
      Spring(mass: 1, stiffness: 100, damping: 5).criticallyDampedInRange
    ),
    ("Spring.snappy.criticallyDampedInRange", Spring.snappy.criticallyDampedInRange),
  ])
  func springEndingsEvaluateTheirModels(spec: String, model: any TargetedMotionModel) {
    for velocity in [0.0, 200] {
      let table = rows([
        "eval", spec, "--at", "0,0.1,0.2,0.3,1", "--from", "2", "--to", "10", "--velocity",
        String(velocity),
      ])
      #expect(table.count == 5)
      for row in table {
        #expect(row.x == model.value(from: 2, to: 10, velocity: velocity, time: row.t), "\(spec)")
        #expect(row.v == model.velocity(from: 2, to: 10, velocity: velocity, time: row.t))
        #expect(row.x <= 10)
      }
    }
  }

  @Test func badSpringEndingsAreUsageErrors() {
    for (spec, word) in [
      ("Spring.bouncy.bounceless", "bounceless"), ("Spring(duration: 0.5).clamped", "clamped"),
      ("Spring.bouncy.overshootClamped(1)", "takes no arguments"),
      ("Spring.bouncy.overshootClamped.criticallyDampedInRange", "one ending"),
    ] {
      CommandLineHarness.expectUsageError(["eval", spec, "--at", "0"], mentions: [word])
    }
  }

  /// Flutter's `ClampedSimulation(simulation, xMin:, xMax:, dxMin:, dxMax:)` wraps any physics
  /// spec without a target, nested as Flutter writes it, and evaluates the core wrapper.
  @Test func clampedSimulationWrapsANestedSimulation() throws {
    let spec = "ClampedSimulation(FrictionSimulation(drag: 0.3), xMin: 0, xMax: 150, dxMax: 300)"
    let model = try ClampedSimulation(
      FrictionSimulation(drag: 0.3), xMin: 0, xMax: 150, dxMax: 300)
    let table = rows([
      "eval", spec, "--at", "0,0.05,0.2,0.5,1,3", "--from", "100", "--velocity", "400",
    ])
    #expect(table.count == 6)
    for row in table {
      #expect(row.x == model.value(from: 100, velocity: 400, time: row.t), "at \(row.t)")
      #expect(row.v == model.velocity(from: 100, velocity: 400, time: row.t), "at \(row.t)")
      #expect(row.x <= 150 && row.v <= 300)
    }
    // Nested twice: the inner limits, then the outer ones.
    let twice = rows([
      "eval",
      "ClampedSimulation(ClampedSimulation(GravitySimulation(acceleration: 9.8), xMax: 120), xMin: 110)",
      "--at", "0,1,10", "--from", "100",
    ])
    #expect(twice.map(\.x) == [110, 110, 120])
  }

  @Test func badClampedSimulationsNameTheArgument() {
    for (spec, word) in [
      ("ClampedSimulation(FrictionSimulation(drag: 0.3), xMin: 5, xMax: 1)", "xMin"),
      ("ClampedSimulation(FrictionSimulation(drag: 0.3), dxMin: 5, dxMax: 1)", "dxMin"),
      ("ClampedSimulation(FrictionSimulation(drag: 0), xMin: 0)", "drag"),
      ("ClampedSimulation(SpringSimulation(stiffness: 100, damping: 10))", "target"),
      ("ClampedSimulation(xMin: 0)", "ClampedSimulation"),
      ("ClampedSimulation(Wobble(3))", "Wobble"),
    ] {
      CommandLineHarness.expectUsageError(["eval", spec, "--at", "0"], mentions: [word])
    }
    // Nesting is bounded: a usage error, not a deep recursion.
    let deep =
      String(repeating: "ClampedSimulation(", count: 200) + "FrictionSimulation(drag: 0.3)"
      + String(repeating: ")", count: 200)
    CommandLineHarness.expectUsageError(["eval", deep, "--at", "0"], mentions: ["nested"])
  }

  /// Compose's `SpringSpec(dampingRatio:stiffness:visibilityThreshold:)` evaluates the core
  /// model, snapping to the target at Compose's duration.
  @Test func composeSpringSpecEvaluatesTheModel() throws {
    let spec = "SpringSpec(dampingRatio: 0.5, stiffness: 400, visibilityThreshold: 0.5)"
    let model = try SpringSpec(dampingRatio: 0.5, stiffness: 400, visibilityThreshold: 0.5)
    let table = rows(["eval", spec, "--at", "0,0.05,0.2,0.4,2", "--from", "0", "--to", "100"])
    #expect(table.count == 5)
    for row in table {
      #expect(row.x == model.value(from: 0, to: 100, velocity: 0, time: row.t))
      #expect(row.v == model.velocity(from: 0, to: 100, velocity: 0, time: row.t))
    }
    #expect(table.last?.x == 100 && table.last?.v == 0)
    CommandLineHarness.expectUsageError(
      ["eval", "SpringSpec(visibilityThreshold: 0)", "--at", "0"], mentions: ["visibilityThreshold"]
    )
  }

  @Test func springGeneratorEndsAtItsTarget() throws {
    let spec = "springGenerator(stiffness: 100, damping: 10, mass: 1, restSpeed: 2, restDelta: 0.5)"
    let table = rows(["eval", spec, "--at", "0,0.2,5", "--to", "100"])
    let model = try SpringGenerator(restSpeed: 2, restDelta: 0.5)
    #expect(table[1].x == model.value(from: 0, to: 100, velocity: 0, time: 0.2))
    #expect(table[2].x == 100 && table[2].v == 0)
  }

  /// Flutter's own `SpringSimulation(SpringDescription(...), start, end, velocity)` is read in
  /// the units of its own start and end (here 0 and 1), so it gives the labelled physics
  /// form's motion from 0 towards 1 (FlutterSimulationFormTests check other units).
  @Test func flutterSpringSimulationCallIsNotThePhysicsForm() {
    let nested =
      "SpringSimulation(SpringDescription(mass: 1, stiffness: 100, damping: 10), 0, 1, 0)"
    let flat = "SpringSimulation(mass: 1, stiffness: 100, damping: 10)"
    let a = rows(["eval", nested, "--at", "0.1,0.5"])
    let b = rows(["eval", flat, "--at", "0.1,0.5", "--from", "0", "--velocity", "0"])
    #expect(a.count == 2 && b.count == 2)
    for (x, y) in zip(a, b) { #expect(isClose(x.x, y.x, 1e-12) && isClose(x.v, y.v, 1e-12)) }
  }

  @Test func badInputNamesTheArgument() {
    for (spec, name) in [
      ("decay(rate: 0)", "rate"), ("decay(rate: -0.5)", "rate"), ("decay(rate: 1)", "rate"),
      ("decay(rate: 1.5)", "rate"), ("decay(rate: .slow)", "rate"),
      ("FrictionSimulation(drag: 0)", "drag"), ("FrictionSimulation(drag: -1)", "drag"),
      ("BoundedFrictionSimulation(drag: 0.3, min: 150, max: 50)", "min"),
      ("iosScroll(rate: .normal, min: 10, max: 0)", "min"),
      ("inertia(timeConstant: 0)", "timeConstant"), ("splineBasedDecay(density: 0)", "density"),
      ("exponentialDecay(frictionMultiplier: 0)", "frictionMultiplier"),
    ] {
      CommandLineHarness.expectUsageError(["eval", spec, "--at", "0"], mentions: [name])
    }
    CommandLineHarness.expectUsageError(
      ["eval", "decay(rate: 0.998)", "--at", "0", "--to", "3"], mentions: ["--to"])
    CommandLineHarness.expectUsageError(
      ["eval", "decay(rate: 0.998)", "--at", "0", "--velocity", "nan"], mentions: ["--velocity"])
    CommandLineHarness.expectUsageError(
      ["eval", "decay(rate: 0.998)", "--progress", "0.5"], mentions: ["--progress"])
    CommandLineHarness.expectUsageError(
      ["plot", "easeInOut", "--initial-velocity", "3"], mentions: ["--initial-velocity"])
  }

  /// Bounds are drawn as rules: the ASCII chart has a row of '-' in empty cells at each bound,
  /// the SVG one dashed line per bound.
  @Test func plotDrawsBoundsAsRules() {
    let spec = "inertia(power: 0.8, timeConstant: 350, min: 0, max: 100)"
    let ascii = CommandLineHarness.run(
      ["plot", spec, "--initial-velocity", "300", "--width", "60", "--height", "16"])
    #expect(ascii.status == 0)
    // The rows of the bounds 0 and 100 (the x axis row starts with '++').
    let ruleRows = ascii.standardOutput.split(separator: "\n").filter {
      $0.contains("---") && !$0.contains("++")
    }
    #expect(ruleRows.count == 2)
    #expect(ruleRows.first?.hasPrefix("100 +") == true)
    let svg = CommandLineHarness.run(
      ["plot", spec, "--initial-velocity", "300", "--format", "svg"])
    #expect(svg.status == 0)
    let dashed = svg.standardOutput.components(separatedBy: "stroke-dasharray").count - 1
    #expect(dashed == 1)
    let lines = svg.standardOutput.components(separatedBy: "<line").count - 1
    #expect(lines > 2)
  }
}

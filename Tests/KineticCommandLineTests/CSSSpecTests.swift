import Foundation
import Kinetic
import Testing

@testable import KineticCommandLine
@testable import KineticInterchange

/// The CSS easing functions of the spec language, built by the curves work's
/// `CSSEasingFunction`, and the Bezier checks of `kinetic verify`.
@Suite("CSS easing wiring")
struct CSSSpecTests {
  /// CSS forms last 1 s: the animation's offset at time t is the curve at progress t.
  @Test(arguments: [
    "cubic-bezier(0.25, 0.1, 0.25, 1)", "ease", "ease-in", "ease-out", "ease-in-out", "step-start",
    "step-end",
    "steps(4, jump-end)", "steps(3, jump-none)", "linear(0, 0.25 75%, 1)",
  ])
  func cssFormsLastOneSecond(_ spec: String) throws {
    let bound = try AnimationSpec.parse(spec)
    guard case .easing(let curve, duration: 1) = bound.animation.kind else {
      Issue.record("'\(spec)' is \(bound.animation), not a CSS easing over 1 s")
      return
    }
    var context = AnimationContext<Double>()
    for t in stride(from: 0.0, to: 1.0, by: 0.0625) {
      #expect(bound.animation.animate(value: 1.0, time: t, context: &context) == curve.value(at: t))
    }
    #expect(bound.animation.animate(value: 1.0, time: 1, context: &context) == nil)
    #expect(bound.animation.duration(for: 1.0) == 1)
  }

  /// The spec builds the same CSS function as the curves API, on both sides of [0, 1].
  @Test(arguments: [
    (
      "cubic-bezier(0.68, -0.55, 0.265, 1.55)",
      try! CSSEasingFunction.cubicBezier(x1: 0.68, y1: -0.55, x2: 0.265, y2: 1.55)
    ),
    ("ease", CSSEasingFunction.ease), ("ease-in-out", CSSEasingFunction.easeInOut),
    ("step-start", CSSEasingFunction.stepStart), ("step-end", CSSEasingFunction.stepEnd),
    ("steps(4, jump-both)", try! CSSEasingFunction.steps(4, .jumpBoth)),
    ("steps(5)", try! CSSEasingFunction.steps(5, .jumpEnd)),
    ("steps(2, start)", try! CSSEasingFunction.steps(2, .start)),
    (
      "linear(0, 0.25 75%, 1)",
      try! CSSEasingFunction.linear(stops: [.init(0), .init(0.25, 75), .init(1)])
    ),
    (
      "linear(0, 0.5 25% 75%, 1)",
      try! CSSEasingFunction.linear(stops: [.init(0), .init(0.5, 25, 75), .init(1)])
    ),
  ])
  func cssFormsMatchTheCurvesAPI(_ spec: String, _ function: CSSEasingFunction) throws {
    guard case .easing(let curve, _) = try AnimationSpec.parse(spec).animation.kind else {
      Issue.record("'\(spec)' is not a CSS easing")
      return
    }
    #expect(curve == function)
    for x in stride(from: -0.5, through: 1.5, by: 0.03125) {
      #expect(curve.value(at: x) == function.value(at: x), "\(spec) at \(x)")
      let velocity = function.velocity(at: x)
      #expect(curve.rightVelocity(at: x) == (velocity.isFinite ? velocity : 0), "\(spec) at \(x)")
    }
  }

  @Test(arguments: [
    ("linear(1)", "at least 2"), ("steps(1, jump-none)", "jump-none"),
    ("timingCurve(0.5, 1e300, 0.5, 1)", "y1"),
  ])
  func invalidCurvesNameTheParameter(_ spec: String, _ parameter: String) {
    do {
      _ = try AnimationSpec.parse(spec)
      Issue.record("'\(spec)' should be rejected")
    } catch {
      #expect(error.column == 1, "\(error)")
      #expect(error.description.contains(parameter), "\(error)")
    }
  }

  /// (arguments, exact standard output) from the built binary.
  static let golden: [([String], String)] = [
    // Exact at the ends by construction; interior points are checked with a tolerance below.
    (
      ["eval", "cubic-bezier(0,0,1,1)", "--progress", "0,1"],
      "progress,value,velocity\n0,0,1\n1,1,1\n"
    ),
    // Outside [0, 1], CSS extends along the end tangents: slope y1/x1 = 0.4 before, 0 after.
    (
      ["eval", "ease", "--progress", "-0.5,1.5"],
      "progress,value,velocity\n-0.5,-0.2,0.4\n1.5,1,0\n"
    ),
    (
      ["eval", "steps(4, jump-end)", "--progress", "0,0.3,1"],
      "progress,value,velocity\n0,0,0\n0.3,0.25,0\n1,1,0\n"
    ),
    (
      ["eval", "linear(0, 0.25 75%, 1)", "--progress", "0.75,0.875"],
      "progress,value,velocity\n0.75,0.25,3\n0.875,0.625,3\n"
    ),
  ]

  @Test(arguments: golden)
  func goldenOutput(_ arguments: [String], _ expected: String) throws {
    let result = try CommandLineHarness.runBinary(arguments)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput == expected)
  }

  /// cubic-bezier(0, 0, 1, 1) is the identity, and x1 = y1, x2 = y2 is recognised as such: the
  /// binary prints every input back exactly, with velocity exactly 1.
  @Test func identityBezierThroughTheBinary() throws {
    let result = try CommandLineHarness.runBinary([
      "eval", "cubic-bezier(0,0,1,1)", "--progress",
      "0.25,0.5,0.75,0.1,0.3,1e-300,0.9999999999999999",
    ])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(
      result.standardOutput
        == "progress,value,velocity\n0.25,0.25,1\n0.5,0.5,1\n0.75,0.75,1\n0.1,0.1,1\n0.3,0.3,1\n1e-300,1e-300,1\n0.9999999999999999,0.9999999999999999,1\n"
    )
    let other = try CommandLineHarness.runBinary([
      "eval", "cubic-bezier(0.3, 0.3, 0.7, 0.7)", "--progress", "0.5,0.123",
    ])
    #expect(other.standardOutput == "progress,value,velocity\n0.5,0.5,1\n0.123,0.123,1\n")
  }

  @Test func verifyChecksTheBezierSolver() throws {
    let result = CommandLineHarness.run(["verify", "--format", "json"])
    let checks = try JSONDecoder().decode(
      [VerificationCheck].self, from: Data(result.standardOutput.utf8))
    let bezier = checks.filter { $0.solver == "bezier.solver" }
    #expect(bezier.count == 12)
    #expect(bezier.allSatisfy { $0.passed })
    #expect(bezier.contains { $0.name == "(0, 1, 0, 1)" })
  }
}

import Foundation
import Kinetic
import KineticTestSupport
import Testing

@testable import KineticCommandLine
@testable import KineticInterchange

/// Curves with a vertical tangent: the velocity there is ±∞, an exact answer the CLI prints as
/// `inf`/`-inf` in CSV and leaves out of charts, never an error and never NaN.
///
/// Closed forms, derived here independently of the library:
/// - circularEaseIn(x) = 1 − √(1 − x²), slope x/√(1 − x²): +∞ at x = 1.
/// - circularEaseInOut(x) = (1 − √(1 − 4x²))/2 for x < 0.5, (1 + √(1 − (2 − 2x)²))/2 after;
///   slope 2x/√(1 − 4x²), resp. (2 − 2x)/√(1 − (2 − 2x)²): +∞ at x = 0.5.
/// - cubic-bezier(1, 0, 0, 1): x(t) = 3t(1 − t)² + t³, y(t) = 3t²(1 − t) + t³. The control
///   polygon is point-symmetric about (0.5, 0.5), so y = 0.5 at x = 0.5 (t = 0.5), where
///   x′(0.5) = 3(1 − t)(1 − 3t) + 3t² = 0 and y′(0.5) = 6t(1 − t) = 1.5 > 0: slope +∞.
/// In IEEE doubles these closed forms give +∞ exactly at the tangents (1/√0 = 1/0).
@Suite("Vertical tangents")
struct VerticalTangentTests {
  typealias H = CommandLineHarness

  /// (arguments, exact standard output) through the built binary.
  static let golden: [([String], String)] = [
    (["eval", "circularEaseIn", "--progress", "1"], "progress,value,velocity\n1,1,inf\n"),
    (
      ["eval", "timingCurve(1, 0, 0, 1)", "--progress", "0.5"],
      "progress,value,velocity\n0.5,0.5,inf\n"
    ),
    (
      ["eval", "circularEaseInOut", "--progress", "0.25,0.5,0.75"],
      "progress,value,velocity\n0.25,0.06698729810778067,0.5773502691896258\n0.5,0.5,inf\n"
        + "0.75,0.9330127018922193,0.5773502691896258\n"
    ),
    (
      ["eval", "cubic-bezier(1, 0, 0, 1)", "--progress", "0.5"],
      "progress,value,velocity\n0.5,0.5,inf\n"
    ),
    // Animation time: (to − from) · slope / duration keeps the sign of the change ...
    (
      ["eval", "circularEaseIn", "--at", "0.35", "--from", "3", "--to", "1"],
      "time,value,velocity\n0.35,1,-inf\n"
    ),
    (
      ["eval", "cubic-bezier(1, 0, 0, 1)", "--at", "0.5", "--from", "0", "--to", "4"],
      "time,value,velocity\n0.5,2,inf\n"
    ),
    // ... and a change of zero does not move: 0, not 0 · ∞ = NaN.
    (
      ["eval", "circularEaseIn", "--at", "0,0.35,1", "--from", "3", "--to", "3"],
      "time,value,velocity\n0,3,0\n0.35,3,0\n1,3,0\n"
    ),
    (
      ["eval", "cubic-bezier(1, 0, 0, 1)", "--at", "0.5", "--from", "2", "--to", "2"],
      "time,value,velocity\n0.5,2,0\n"
    ),
    (
      ["eval", "circularEaseIn.delay(1).speed(2)", "--at", "0.675", "--from", "-1", "--to", "-1"],
      "time,value,velocity\n0.675,-1,0\n"
    ),
    // At exactly the end, the CSS curve's own end slope (its left limit), not a slope one ulp
    // before it: cubic-bezier(0, 0, 1, 0.5) has x′(1) = 3(1 − x2) = 0 and y′(1) = 3(1 − y2) =
    // 1.5, so +∞; ease-in-out ends flat, exactly 0.
    (
      ["eval", "cubic-bezier(0, 0, 1, 0.5)", "--at", "1"],
      "time,value,velocity\n1,1,inf\n"
    ),
    (["eval", "ease-in-out", "--at", "1"], "time,value,velocity\n1,1,0\n"),
    // Steps keep the right-hand derivative at a jump: 0.
    (
      ["eval", "steps(4)", "--progress", "0,0.25,0.5,1"],
      "progress,value,velocity\n0,0,0\n0.25,0.25,0\n0.5,0.5,0\n1,1,0\n"
    ),
    (["eval", "step-start", "--progress", "0"], "progress,value,velocity\n0,1,0\n"),
    (["eval", "step-end", "--progress", "1"], "progress,value,velocity\n1,1,0\n"),
    (
      ["plot", "circularEaseIn", "--format", "csv", "--samples", "5"],
      "time,value,velocity\n0,0,0\n0.0875,0.03175416344814578,0.7377111135633174\n"
        + "0.175,0.13397459621556135,1.6495721976846454\n"
        + "0.26249999999999996,0.3385621722338522,3.2396954829362326\n0.35,1,inf\n"
    ),
    (
      [
        "retarget", "cubic-bezier(1, 0, 0, 1)", "--retarget-at", "0.1", "--new-target", "1",
        "--mode", "additive", "--at", "0.5",
      ],
      "time,value,velocity\n0.5,0.5,inf\n"
    ),
  ]

  @Test(arguments: golden)
  func goldenOutput(_ arguments: [String], _ expected: String) throws {
    let result = try H.runBinary(arguments)
    #expect(result.status == 0, "\(arguments): \(result.standardError)")
    #expect(result.standardError.isEmpty)
    #expect(result.standardOutput == expected)
  }

  /// The CSV rows of `text` parsed with `Double(_:)`, which reads `inf`/`-inf` back.
  static func rows(_ text: String) throws -> [[Double]] {
    try text.split(separator: "\n").dropFirst().map { line in
      try line.split(separator: ",").map { try #require(Double($0), "'\($0)' in \(text)") }
    }
  }

  /// The golden numbers above agree with the closed forms: 4 ulps of the input, as in
  /// ``EndToEndTests/circularCurvesMatchTheirClosedForms()``; infinities exactly.
  @Test func goldenNumbersMatchTheClosedForms() throws {
    let circularIn: (Double) -> (Double, Double) = { x in
      (1 - (1 - x * x).squareRoot(), x / (1 - x * x).squareRoot())
    }
    let circularInOut: (Double) -> (Double, Double) = { x in
      if x < 0.5 {
        return ((1 - (1 - 4 * x * x).squareRoot()) / 2, 2 * x / (1 - 4 * x * x).squareRoot())
      }
      let u = 2 - 2 * x
      return ((1 + (1 - u * u).squareRoot()) / 2, u / (1 - u * u).squareRoot())
    }
    for (arguments, text) in Self.golden where arguments[0] == "eval" {
      let reference: ((Double) -> (Double, Double))?
      switch arguments[1] {
      case "circularEaseIn": reference = circularIn
      case "circularEaseInOut": reference = circularInOut
      default: reference = nil
      }
      guard let reference, arguments[2] == "--progress" else { continue }
      for row in try Self.rows(text) {
        let (value, slope) = reference(row[0])
        expectClose(
          row[1], value, relative: 4 * .ulpOfOne, floor: 1, "\(arguments) value at \(row[0])")
        expectClose(
          row[2], slope, relative: 4 * .ulpOfOne, floor: 1, "\(arguments) slope at \(row[0])")
      }
    }
    // The plot grid divides by the 0.35 s duration, so x carries one rounding of its own and
    // the value and slope (derivatives up to 3.5 at x = 0.75) up to a few ulps more: 16.
    let plot = try #require(Self.golden.first { $0.0[0] == "plot" })
    for row in try Self.rows(plot.1) {
      let (value, slope) = circularIn(row[0] / 0.35)
      expectClose(row[1], value, relative: 16 * .ulpOfOne, floor: 1, "value at \(row[0])")
      expectClose(row[2], slope / 0.35, relative: 16 * .ulpOfOne, floor: 1, "velocity at \(row[0])")
    }
  }

  @Test func asciiChartWithoutVelocityNeverMeetsTheTangent() throws {
    let result = try H.runBinary(["plot", "circularEaseIn", "--width", "60"])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardError.isEmpty)
    #expect(result.standardOutput.contains("* circularEaseIn"))
    #expect(!result.standardOutput.contains("velocity"))
  }

  @Test(arguments: ["circularEaseIn", "cubic-bezier(1, 0, 0, 1)", "circularEaseOut"])
  func asciiChartWithVelocityBreaksAtTheTangent(_ spec: String) throws {
    let result = try H.runBinary(["plot", spec, "--velocity", "--width", "70"])
    #expect(result.status == 0, "\(result.standardError)")
    let text = result.standardOutput
    #expect(text.contains(". \(spec) velocity"))
    // The right axis spans the finite samples: ordinary tick labels, no clamped 1e300.
    #expect(!text.contains("inf") && !text.contains("nan") && !text.contains("e+"), "\(text)")
  }

  @Test(arguments: ["circularEaseIn", "cubic-bezier(1, 0, 0, 1)", "circularEaseInOut"])
  func svgWithVelocityIsWellFormedAndFinite(_ spec: String) throws {
    let result = try H.runBinary(["plot", spec, "--velocity", "--format", "svg"])
    #expect(result.status == 0, "\(result.standardError)")
    let svg = result.standardOutput
    #expect(svgWellFormednessError(svg) == nil)
    #expect(!svg.lowercased().contains("inf") && !svg.lowercased().contains("nan"))
    #expect(svg.contains("stroke-dasharray"))
    // Every number in an attribute is a finite decimal.
    for attribute in ["points", "x1", "y1", "cx", "cy"] {
      for piece in svg.components(separatedBy: " \(attribute)=\"").dropFirst() {
        let body = piece.prefix { $0 != "\"" }
        for number in body.split(whereSeparator: { $0 == " " || $0 == "," }) {
          #expect(Double(number)?.isFinite == true, "\(attribute)=\"\(body)\"")
        }
      }
    }
  }

  /// Every spec with a vertical tangent, under modifiers, sampled where the tangent falls and
  /// around it: never NaN; from == to gives exactly 0; otherwise an infinite velocity has the
  /// sign of the change (of its reverse on the backward legs of an autoreversing repeat).
  @Test func animationVelocityIsTotal() throws {
    var random = SeededGenerator(seed: 0x7A_6E_6E7)
    let specs = [
      "circularEaseIn", "circularEaseOut(duration: 2)", "circularEaseInOut(duration: 1)",
      "timingCurve(1, 0, 0, 1, duration: 1)", "cubic-bezier(1, 0, 0, 1)",
      "cubic-bezier(1, 0, 0, 1).delay(0.25)", "circularEaseIn.speed(2)",
      "circularEaseInOut(duration: 1).repeatCount(3, autoreverses: true)",
      "cubic-bezier(1, 0, 0, 1).repeatForever(autoreverses: true)",
    ]
    let tangentTimes = [0, 0.125, 0.175, 0.25, 0.35, 0.5, 0.75, 1, 1.5, 2, 2.5, 3]
    for source in specs {
      let animation = try AnimationSpec.parse(source).animation
      let times = tangentTimes + (0..<200).map { _ in Double.random(in: 0...3.5, using: &random) }
      for t in times {
        let from = Double.random(in: -10...10, using: &random)
        let to = Bool.random(using: &random) ? from : Double.random(in: -10...10, using: &random)
        let sample = SpecSampler(animation: animation, from: from, to: to).sample(at: t)
        #expect(!sample.velocity.isNaN && sample.value.isFinite, "\(source) at \(t)")
        if from == to {
          #expect(sample.velocity == 0 && sample.value == from, "\(source) at \(t), \(from)")
        } else if sample.velocity.isInfinite && !source.contains("repeat") {
          // (An autoreversing repeat runs backwards on every other leg.)
          #expect((sample.velocity > 0) == (to > from), "\(source) at \(t): \(from) → \(to)")
        }
      }
    }
  }
}

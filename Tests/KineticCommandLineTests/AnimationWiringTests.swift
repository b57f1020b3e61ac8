import Foundation
import Kinetic
import Testing

@testable import KineticCommandLine
@testable import KineticInterchange

/// The spec language and commands wired to the animation work: presets, repeat modifiers,
/// initial velocity, sampling helpers and the Animator's retarget policies.
@Suite("Animation wiring (in-process)")
struct AnimationWiringTests {
  typealias H = CommandLineHarness

  static let equivalents: [(String, Animation)] = [
    ("smooth", .smooth), ("snappy", .snappy), ("bouncy", .bouncy),
    ("snappy(duration: 0.4, extraBounce: 0.1)", .snappy(duration: 0.4, extraBounce: 0.1)),
    ("smooth(extraBounce: 0.2)", .smooth(extraBounce: 0.2)),
    (
      "interpolatingSpring(duration: 0.4, bounce: 0.2)",
      .interpolatingSpring(duration: 0.4, bounce: 0.2)
    ),
    (
      "interpolatingSpring(stiffness: 100, damping: 10, initialVelocity: 2)",
      .interpolatingSpring(stiffness: 100, damping: 10, initialVelocity: 2)
    ),
    (
      "easeInOut.repeatCount(3, autoreverses: true)",
      Animation.easeInOut.repeatCount(3, autoreverses: true)
    ),
    ("easeInOut.repeatCount(2)", Animation.easeInOut.repeatCount(2)),
    (
      "linear.repeatForever(autoreverses: false)",
      Animation.linear.repeatForever(autoreverses: false)
    ),
    (
      "spring.delay(0.2).speed(2).repeatCount(3, autoreverses: true)",
      Animation.spring.delay(0.2).speed(2).repeatCount(3, autoreverses: true)
    ),
  ]

  @Test(arguments: equivalents)
  func bindsToTheSwiftUIAnimation(_ spec: String, _ expected: Animation) throws {
    #expect(try AnimationSpec.parse(spec).animation == expected)
  }

  /// `--velocity` is the spring's initial velocity in units per second: the closed form of
  /// ``Spring`` with target `to − from` and that velocity, shifted by `from`.
  @Test func springVelocityOptionSetsTheInitialVelocity() {
    let result = H.run([
      "eval", "spring(duration: 0.5, bounce: 0.3)", "--at", "0,0.05,0.1,0.3", "--from", "10",
      "--to", "110",
      "--velocity", "-50",
    ])
    #expect(result.status == 0, "\(result.standardError)")
    let spring = Spring(duration: 0.5, bounce: 0.3)
    let rows = EvalCommandTests.table(result.standardOutput).rows
    #expect(rows.count == 4)
    for row in rows {
      let value = 10 + spring.value(target: 100.0, initialVelocity: -50.0, time: row[0])
      let velocity = spring.velocity(target: 100.0, initialVelocity: -50.0, time: row[0])
      // Relative tolerances of a few ulps of the scale (110 units, ~600 units/s).
      #expect(abs(row[1] - value) <= 1e-12 * 110, "value at \(row[0])")
      #expect(abs(row[2] - velocity) <= 1e-12 * 600, "velocity at \(row[0])")
    }
    #expect(rows.first.map { [$0[1], $0[2]] } == [10, -50])
  }

  @Test func modifiersComposeAsTheAnimationDoes() {
    let result = H.run([
      "eval", "easeInOut(duration: 0.5).delay(0.1).repeatCount(2)", "--at",
      "0,0.05,0.2,0.6,0.9,1.2",
    ])
    #expect(result.status == 0, "\(result.standardError)")
    let animation = Animation.easeInOut(duration: 0.5).delay(0.1).repeatCount(2)
    let rows = EvalCommandTests.table(result.standardOutput).rows
    #expect(rows.count == 6)
    for row in rows {
      #expect(row[1] == animation.value(from: 0.0, to: 1.0, at: row[0]))
      // At the end (1.2 s) the command line prints the left limit, the mirrored return pass's
      // end slope (0 for easeInOut, a rounding error here); the library the removed 0.
      #expect(abs(row[2] - animation.velocity(from: 0.0, to: 1.0, at: row[0])) <= 1e-12)
    }
  }

  @Test func endlessAnimationsNeedADuration() {
    H.expectUsageError(["plot", "easeIn.repeatForever()"], mentions: ["--duration"])
    let result = H.run([
      "plot", "easeIn.repeatForever()", "--duration", "2", "--format", "csv", "--samples", "3",
    ])
    #expect(result.status == 0, "\(result.standardError)")
  }

  /// Samples `retarget` output as (time, value, velocity) rows.
  static func retarget(_ arguments: [String]) -> [[Double]] {
    let result = H.run(["retarget"] + arguments)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(PlotCommandTests.lines(result.standardOutput).first == "time,value,velocity")
    return PlotCommandTests.lines(result.standardOutput).dropFirst().map {
      $0.split(separator: ",").compactMap { Double(String($0)) }
    }
  }

  @Test(arguments: RetargetMode.allCases)
  func retargetIsContinuousAndEndsOnTheTarget(_ mode: RetargetMode) {
    let spec = mode == .matched ? "easeInOut(duration: 0.5)" : "spring(duration: 0.5, bounce: 0.3)"
    let rows = Self.retarget([
      spec, "--from", "0", "--to", "1", "--retarget-at", "0.2", "--new-target", "0.5", "--mode",
      mode.rawValue,
      "--at", "0,0.19999999,0.2,0.20000001,5",
    ])
    #expect(rows.count == 5)
    guard rows.count == 5 else { return }
    let before = Animation.spring(duration: 0.5, bounce: 0.3)
    if mode != .matched {
      #expect(rows[2][1] == before.value(from: 0.0, to: 1.0, at: 0.2))
    }
    // C0 at the retarget: the value moves by at most a velocity-sized step over 1e-8 s.
    #expect(abs(rows[3][1] - rows[1][1]) < 1e-6)
    #expect(rows[4][1] == (mode == .reverse ? 0 : 0.5))
  }

  @Test func reverseRetracesThePath() {
    let rows = Self.retarget([
      "easeInOut(duration: 1)", "--retarget-at", "0.4", "--mode", "reverse", "--at",
      "0.1,0.2,0.3,0.5,0.6,0.7,0.8,0.9",
    ])
    #expect(rows.count == 8)
    guard rows.count == 8 else { return }
    for k in 0..<3 {
      #expect(abs(rows[k][1] - rows[5 - k][1]) <= 1e-12, "value(0.4 ± \(0.1 * Double(3 - k)))")
    }
    #expect(rows[6][1] == 0)
    #expect(rows[7][1] == 0)
  }
}

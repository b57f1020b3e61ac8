import Foundation
import Kinetic
import Testing

@testable import KineticCommandLine
@testable import KineticInterchange

/// Issue 15's reproducers in the animation model, through the built binary (and in-process
/// where the spec is longer than one command-line argument may be).
@Suite struct ModelRegressionTests {
  typealias H = CommandLineHarness

  /// The value column of a `time,value,velocity` table.
  static func values(_ csv: String) -> [Double] {
    csv.split(separator: "\n").dropFirst().map { Double(String($0.split(separator: ",")[1]))! }
  }

  @Test func hugeInitialVelocityStartsAtTheStart() throws {
    let result = try H.runBinary(["eval", "spring", "--at", "0,0.1", "--velocity", "1e155"])
    #expect(result.status == 0)
    let values = Self.values(result.standardOutput)
    #expect(values.first == 0)
    #expect(values.last != 1)
  }

  @Test func hugeNewTargetIsHonoured() throws {
    let result = try H.runBinary([
      "retarget", "easeInOut", "--retarget-at", "0.1", "--new-target", "1e155", "--at", "0.2,0.5",
    ])
    #expect(result.status == 0)
    #expect(Self.values(result.standardOutput).last == 1e155)
  }

  @Test func tinyChangeDoesNotJumpToTheTarget() throws {
    let result = try H.runBinary([
      "eval", "spring", "--at", "0,0.1", "--to", "1e-200", "--velocity", "1e-300",
    ])
    #expect(result.status == 0)
    let values = Self.values(result.standardOutput)
    #expect(values == [0, values[1]] && values[1] != 1e-200 && values[1] > 0)
  }

  @Test func overflowingSpeedProductIsAUsageError() throws {
    let result = try H.runBinary(["eval", "linear.speed(1e200).speed(1e200)", "--at", "0"])
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.hasPrefix("error: the combined speed"))
  }

  /// 20,000 `.delay(0.1)` and 8,000 `.repeatCount(2)` overflowed the stack in-process: the
  /// spec language now stops at its modifier limit with an error, and the longest chains it
  /// accepts bind to flat animations (the library's own chains are tested in Kinetic).
  @Test func longModifierChainsBindOrAreRejected() throws {
    #expect(throws: SpecError.self) {
      try AnimationSpec.parse("linear" + String(repeating: ".delay(0.1)", count: 20_000))
    }
    let delays = try AnimationSpec.parse("linear" + String(repeating: ".delay(0.1)", count: 256))
    #expect(delays.animation.duration(for: 1.0).map { abs($0 - 25.95) <= 1e-9 } == true)
    #expect(delays.animation.value(from: 0.0, to: 1, at: 20) == 0)
    let repeats = try AnimationSpec.parse(
      "linear(duration: 1)" + String(repeating: ".repeatCount(2)", count: 256))
    #expect(abs(repeats.animation.value(from: 0.0, to: 1, at: 1.25) - 0.75) <= 1e-12)
    let result = H.run(["eval", "linear" + String(repeating: ".delay(0)", count: 256), "--at", "0.1"])
    #expect(result.status == 0)
  }
}

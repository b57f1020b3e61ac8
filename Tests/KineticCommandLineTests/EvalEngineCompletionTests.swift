import Kinetic
import Testing

@testable import KineticCommandLine
@testable import KineticInterchange

/// Issue 20's CLI contract: `kinetic eval SPEC --at T,... [--from A --to B --velocity V]
/// [--engine exact|swiftui] --completion` prints one CSV row with header
/// `logicallyComplete,removed` (seconds; `inf` when never).
@Suite("eval --engine and --completion (in-process)")
struct EvalEngineCompletionTests {
  @Test func completionRow() {
    let curve = CommandLineHarness.run([
      "eval", "easeInOut(duration: 0.4)", "--at", "0", "--completion",
    ])
    #expect(curve.status == 0)
    #expect(curve.standardOutput == "logicallyComplete,removed\n0.4,0.4\n")
    let forever = CommandLineHarness.run(
      ["eval", "linear.repeatForever()", "--at", "0", "--completion"])
    #expect(forever.standardOutput == "logicallyComplete,removed\ninf,inf\n")
    let emulated = CommandLineHarness.run(
      [
        "eval", "snappy", "--at", "0", "--from", "0", "--to", "100", "--engine", "swiftui",
        "--completion",
      ])
    let removal = Kinetic.SwiftUISpringIntegrator(.snappy).removalTime(change: 100.0)
    #expect(emulated.standardOutput == "logicallyComplete,removed\n0.5,\(removal)\n")
  }

  @Test func engineChangesOnlyTheIntegratedSprings() {
    let exact = CommandLineHarness.run(["eval", "bouncy", "--at", "0.1,0.3", "--to", "100"])
    let emulated = CommandLineHarness.run(
      ["eval", "bouncy", "--at", "0.1,0.3", "--to", "100", "--engine", "swiftui"])
    #expect(exact.status == 0 && emulated.status == 0)
    #expect(exact.standardOutput != emulated.standardOutput)
    let sample = Kinetic.SwiftUISpringIntegrator(.bouncy).sample(change: 100.0, time: 0.1)
    #expect(emulated.standardOutput.contains("0.1,\(sample.offset),\(sample.velocity)\n"))
    let curve = CommandLineHarness.run(["eval", "easeIn", "--at", "0.1", "--engine", "swiftui"])
    #expect(
      curve.standardOutput
        == CommandLineHarness.run(["eval", "easeIn", "--at", "0.1"]).standardOutput)
  }

  @Test func usageErrors() {
    let progress = CommandLineHarness.run(["eval", "easeIn", "--progress", "0.5", "--completion"])
    #expect(progress.status == 2 && progress.standardError.hasPrefix("error:"))
    let engine = CommandLineHarness.run(["eval", "bouncy", "--at", "0.5", "--engine", "fast"])
    #expect(engine.status == 2 && engine.standardError.hasPrefix("error:"))
  }
}

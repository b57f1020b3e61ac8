import KineticTestSupport
import Testing

@testable import KineticCommandLine
@testable import KineticInterchange

/// Random specs and command lines never crash, and every failure honours the contract.
@Suite("Robustness: random specs and arguments")
struct RobustnessTests {
  /// Fragments that recombine into near-valid specs, so that the binder is reached often.
  static let fragments = [
    "spring", "easeInOut", "cubic-bezier", "steps", "linear", "timingCurve", "interpolatingSpring",
    "snappy",
    "(", ")", ",", ":", ".", "%", " ", "duration", "bounce", "response", "dampingFraction", "mass",
    "stiffness",
    "damping", "delay", "speed", "repeatCount", "repeatForever", "autoreverses", "true",
    "jump-none", "0", "1",
    "-1", "0.5", "1e999", "1e-320", "1e308", "nan", "99999999999999999999", ".5", "-", "+", "#",
    "é", "\t",
    "Animation", "75%", "ease-in", "step-end", "extraBounce", "initialVelocity",
  ]

  @Test func randomSpecsFailWithAColumnInsideTheSpec() {
    var generator = SeededGenerator(seed: 0x5EED_C11)
    var accepted = 0
    for _ in 0..<3000 {
      let count = Int.random(in: 0...8, using: &generator)
      // Half the specs start with a name, so that the binder is reached often.
      let head =
        Bool.random(using: &generator)
        ? (Self.fragments.prefix(8).randomElement(using: &generator) ?? "") : ""
      let spec =
        head
        + (0..<count).map { _ in Self.fragments.randomElement(using: &generator) ?? "" }.joined()
      do {
        let bound = try AnimationSpec.parse(spec)
        accepted += 1
        // A bound animation must evaluate to finite numbers at ordinary times.
        for t in [0.0, 0.1, 1, 10] {
          let value = SpecSampler(animation: bound.animation, from: 0, to: 1).value(at: t)
          #expect(value.isFinite, "'\(spec)' at \(t)")
        }
      } catch {
        // The parser throws spec errors only (typed).
        #expect(
          error.column >= 1 && error.column <= spec.unicodeScalars.count + 1, "'\(spec)': \(error)")
        #expect(!error.description.contains("\n"), "'\(spec)'")
      }
    }
    #expect(accepted > 50, "the fragments should form valid specs sometimes")
  }

  static let words = [
    "eval", "plot", "retarget", "spring", "list", "--progress", "--at", "--from", "--to",
    "--velocity", "--samples",
    "--fps", "--duration", "--format", "csv", "svg", "ascii", "json", "--width", "--height", "-o",
    "--", "-h",
    "0", "0.5,1", "-1", "nan", "1e999", "99999999999999999999", "easeInOut", "bouncy",
    "spring(bounce: 0.3)",
    "cubic-bezier(0,0,1,1)", "--retarget-at", "--mode", "merge", "--charset", "unicode", "--title",
    "x", "",
  ]

  @Test func randomCommandLinesHonourTheContract() {
    var generator = SeededGenerator(seed: 0xC0FF_EE)
    for _ in 0..<400 {
      let count = Int.random(in: 1...7, using: &generator)
      var arguments = (0..<count).map { _ in Self.words.randomElement(using: &generator) ?? "" }
      // Keep runs short: never write files, never plot millions of samples.
      arguments = arguments.map { $0 == "-o" ? "--title" : $0 }
      arguments = arguments.map {
        $0 == "99999999999999999999" && arguments.contains("--fps") ? "7" : $0
      }
      let result = CommandLineHarness.run(arguments)
      switch result.status {
      case 0:
        #expect(result.standardError.isEmpty, "\(arguments)")
      case 1, 2:
        CommandLineHarness.expectContract(
          result, status: result.status, mentions: [], arguments: arguments)
      default:
        Issue.record("\(arguments): status \(result.status)")
      }
    }
  }
}

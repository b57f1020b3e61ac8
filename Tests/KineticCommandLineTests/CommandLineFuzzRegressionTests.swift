import Kinetic
import Testing

@testable import KineticCommandLine
@testable import KineticInterchange

/// Inputs found by the libFuzzer campaigns (`Scripts/fuzz.sh`, targets `spec` and `cli`), each
/// kept here as a regression test and in `Scripts/fuzz/corpus/<target>/`.
@Suite("Fuzz regressions: spec language and command line")
struct CommandLineFuzzRegressionTests {
  typealias H = CommandLineHarness

  /// An overdamped spring with an initial velocity, sampled before its start, ran the closed
  /// form backwards into overflow (NaN); it rests at its start instead, like Kinetic's springs.
  /// (The spec language now refuses that damping, whose ratio the initialiser would cap; the
  /// library's clamping initialiser still builds the spring, and it is sampled here.)
  @Test func springWithVelocityBeforeItsStartRestsAtTheStart() throws {
    let damping = 188888888888888888888888888888888888888888888888888888888880.0
    #expect(throws: SpecError.self) {
      try AnimationSpec.parse(
        "interpolatingSpring(mass: 1, stiffness: 100, damping: \(damping), initialVelocity: 1)")
    }
    let animation = Animation.interpolatingSpring(
      mass: 1, stiffness: 100, damping: damping, initialVelocity: 1)
    for carried in [0.0, 1.5] {
      var context = AnimationContext<Double>()
      context.initialVelocity = carried
      for time in [-0.25, -1e300] {
        let value = animation.animate(value: 1.0, time: time, context: &context)
        #expect(value == 0, "carried velocity \(carried) at t = \(time)")
        let velocity = animation.exactVelocity(value: 1.0, time: time, context: context)
        #expect(velocity?.isFinite == true)
      }
    }
  }

  /// A spec holding 1e308, extrapolated before its start: the true value overflows, so ±∞ is
  /// the honest answer; it must never be NaN (the fuzz target allows ∞ only for such specs).
  @Test func hugeSpecNumbersOverflowToInfinityNotNaN() throws {
    let spec = try AnimationSpec.parse("linear(1,1e308,2,3)")
    var context = AnimationContext<Double>()
    let value = spec.animation.animate(value: -250.0, time: -0.25, context: &context)
    #expect(value.map { !$0.isNaN } == true)
    #expect(spec.animation.animate(value: -250.0, time: 0.9, context: &context)?.isFinite == true)
  }

  /// Arguments echoed in an error used to carry their line breaks into standard error, so the
  /// error was no longer one line.
  @Test(arguments: [
    ["plot\r\r\r\rh\r\r\r\r\r\r\r\n\r\r\r\r\r\r\r\r\rngS da."],
    ["eval", "linear", "--bo\ngus"],
    ["eval", "linear", "--progress", "0", "ex\ntra"],
    ["plot", "linear", "--format", "a\nb"],
  ])
  func errorsEchoLineBreaksAsSpaces(arguments: [String]) {
    let result = H.run(arguments)
    H.expectContract(result, status: 2, mentions: [], arguments: arguments)
    #expect(result.standardError.filter { $0 == "\n" || $0 == "\r\n" }.count == 1)
    #expect(!result.standardError.unicodeScalars.contains("\r"))
  }

  /// A spec that starts with a combining mark: the caret lines are still indented by four
  /// spaces (byte-wise; as Characters the mark joins the last space).
  @Test func caretDiagramOfASpecStartingWithACombiningMark() {
    let result = H.run(["plot", "\u{0308}abc"])
    #expect(result.status == 2 && result.standardOutput.isEmpty)
    let lines = Array(result.standardError.utf8).split(
      separator: 10, omittingEmptySubsequences: false
    ).dropLast()
    #expect(lines.count == 3)
    #expect(lines.dropFirst().allSatisfy { $0.starts(with: Array("    ".utf8)) })
  }
}

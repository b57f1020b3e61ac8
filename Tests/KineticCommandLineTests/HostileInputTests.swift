import Foundation
import KineticTestSupport
import Testing

@testable import KineticCommandLine
@testable import KineticInterchange

private typealias H = CommandLineHarness

/// The reproducers of issue 15 (a hostile user's inputs) that the `hardening` work fixed, run
/// through the built binary where the failure was a crash, a hang or raw terminal output, and
/// in-process where only the message was wrong.
@Suite("Hostile input: issue 15 reproducers")
struct HostileInputTests {
  /// `--fps` below one frame per 1,000 s trapped (`--play`), slept for years, wrote empty time
  /// cells or sampled to t = 1e300; each is now one usage error naming the value as written.
  @Test(arguments: [
    ["demo", "circle", "--play", "--fps", "1e-300"],
    ["demo", "circle", "--play", "--fps", "1e-9"],
    ["demo", "circle", "--format", "csv", "--fps", "5e-324"],
    ["plot", "linear", "--fps", "1e-300"],
    ["retarget", "linear", "--retarget-at", "0.1", "--fps", "1e-300"],
  ])
  func tinyFrameRatesAreUsageErrors(_ arguments: [String]) throws {
    let result = try H.runBinary(arguments)
    #expect(!result.terminatedBySignal)
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
    let value = arguments[arguments.count - 1]
    #expect(
      result.standardError
        == "error: invalid value '\(value)' for '--fps': must be in 0.001...1000000\n")
  }

  /// The lowest frame rate allowed gives two frames, the second 1,000 s in (a finite time,
  /// written as a number, not an empty cell).
  @Test func lowestFrameRateSamplesFiniteTimes() {
    let result = H.run(["plot", "linear", "--format", "csv", "--fps", "0.001"])
    #expect(result.status == 0)
    #expect(result.standardOutput == "time,value,velocity\n0,0,2.857142857142857\n1000,1,0\n")
  }

  /// The player's sleep saturates: a deadline far in the future, or infinite, is slept in
  /// bounded steps instead of trapping in the conversion to whole seconds. (A deadline in the
  /// past returns at once, which is what this test can observe without waiting.)
  @Test func playerSleepAcceptsAnyDeadline() {
    TerminalPlayer.sleep(until: -Double.infinity)
    TerminalPlayer.sleep(until: .nan)
    TerminalPlayer.sleep(until: TerminalPlayer.now() - 1e300)
    #expect(TerminalPlayer.now().isFinite)
  }

  /// `circularEaseIn --progress 1.5` printed an infinite velocity; outside [0, 1] a SwiftUI
  /// curve's output is constant, so its velocity is 0 (CSS forms keep extending).
  @Test func clampedProgressHasZeroVelocity() {
    let swiftUI = H.run(["eval", "circularEaseIn", "--progress", "-0.5,1,1.5"])
    #expect(swiftUI.status == 0)
    #expect(
      swiftUI.standardOutput
        == "progress,value,velocity\n-0.5,0,0\n1,1,inf\n1.5,1,0\n")
    let css = H.run(["eval", "cubic-bezier(0.5, 0, 0.5, 2)", "--progress", "1.5"])
    #expect(css.status == 0)
    #expect(!css.standardOutput.hasSuffix(",0\n"))
  }

  /// An ESC in a spec reached the terminal raw (it can clear the screen or retitle the window);
  /// every control character is now shown escaped, in the message and the caret diagram, and
  /// the caret still points at the bad column.
  @Test func controlCharactersInSpecsAreEscaped() throws {
    let spec = "linear\u{1B}[2J\u{7}"
    let result = try H.runBinary(["eval", spec, "--progress", "0.5"])
    #expect(result.status == 2)
    #expect(!result.standardError.contains("\u{1B}"))
    #expect(!result.standardError.contains("\u{7}"))
    let lines = result.standardError.split(separator: "\n").map(String.init)
    #expect(lines.count == 3)
    #expect(lines[0].contains("at column 7 in 'linear\\u{1B}[2J\\u{7}'"), "\(lines[0])")
    #expect(lines[1] == "    linear\\u{1B}[2J\\u{7}")
    #expect(lines[2] == "          ^")
  }

  /// A bidirectional override would reorder the rest of the error line on screen.
  @Test func bidirectionalOverridesAreEscaped() {
    let result = H.run(["plot", "linear", "--format", "\u{202E}vsc"])
    #expect(result.status == 2)
    #expect(result.standardError.contains("'\\u{202E}vsc'"))
    #expect(!result.standardError.unicodeScalars.contains("\u{202E}"))
  }

  /// A 121 KB spec was quoted whole, three times; now the error shows the part around the
  /// caret, `…` marking each cut, and the caret stays under the offending token.
  @Test func hugeSpecsAreElidedAroundTheCaret() {
    let filler = String(repeating: ".delay(0)", count: 100)
    let spec = "linear" + filler + ".bogus(1)" + filler
    let result = H.run(["eval", spec, "--at", "0"])
    #expect(result.status == 2)
    #expect(result.standardError.utf8.count < 2_000, "\(result.standardError.utf8.count) bytes")
    let lines = result.standardError.split(separator: "\n").map(String.init)
    #expect(lines.count == 3)
    #expect(lines[0].contains("unknown modifier 'bogus'"))
    #expect(lines[0].contains("at column \(6 + filler.count + 2)"))
    #expect(lines[1].hasPrefix("    …") && lines[1].hasSuffix("…"))
    // The caret is under the 'b' of 'bogus'.
    let caret = lines[2].count - 1
    let shown = Array(lines[1])
    #expect(caret < shown.count && String(shown[caret...].prefix(5)) == "bogus")
  }

  /// Any other echoed argument is kept on one line and shortened in the middle.
  @Test func hugeArgumentsAreElided() {
    let huge = String(repeating: "x", count: 100_000)
    let result = H.run(["plot", "linear", "--format", huge])
    #expect(result.status == 2)
    #expect(result.standardError.utf8.count < 2_000)
    #expect(result.standardError.contains("characters)…"))
  }

  /// The spec language chains at most 256 modifiers: `.delay(0.1)`×20,000 overflowed the stack
  /// in-process and `.repeatCount(2)`×8,000 took 15 s.
  @Test(arguments: [".delay(0.1)", ".repeatCount(2)", ".speed(2)"])
  func deepModifierChainsAreAClearError(_ modifier: String) {
    let limit = SpecParser.maximumModifiers
    let accepted = H.run(
      ["eval", "linear" + String(repeating: modifier, count: limit), "--at", "0,1"])
    #expect(accepted.status == 0, "\(accepted.standardError)")
    let column = 7 + limit * modifier.count
    for count in [limit + 1, 8_000, 20_000] {
      let spec = "linear" + String(repeating: modifier, count: count)
      let result = H.run(["eval", spec, "--at", "0"])
      #expect(result.status == 2)
      #expect(
        result.standardError.hasPrefix(
          "error: more than 256 modifiers; a spec may chain at most 256 at column \(column)"),
        "\(result.standardError.prefix(200))")
    }
  }

  /// `TERM=dumb` (and `NO_COLOR`) turn colour off even on a terminal.
  @Test func dumbTerminalsGetNoColour() {
    #expect(CommandContext(standardOutputIsTerminal: true).usesColor)
    #expect(
      !CommandContext(environment: ["TERM": "dumb"], standardOutputIsTerminal: true).usesColor)
    #expect(
      CommandContext(environment: ["TERM": "xterm-256color"], standardOutputIsTerminal: true)
        .usesColor)
  }

  /// `--version extra` ignored `extra`.
  @Test func versionTakesNoArguments() {
    H.expectUsageError(["--version", "extra"], mentions: ["unexpected argument 'extra'"])
    #expect(H.run(["--version"]).status == 0)
  }

  /// Messages echo what the user wrote (`1000000`, not `1000000.0`) and limits as written.
  @Test func messagesEchoTheTextGiven() {
    let result = H.run(["eval", "linear", "--at", "0", "--to", "1e308", "--from", "-1e308"])
    #expect(
      result.standardError == "error: invalid value '1e308' for '--to': to − from overflows\n")
    let fps = H.run(["demo", "coordinator", "--format", "svg-animated", "--fps", "1000000"])
    #expect(fps.status == 2)
    #expect(
      fps.standardError.contains("invalid value '1000000' for '--fps'"), "\(fps.standardError)")
    #expect(!fps.standardError.contains("1000000.0"))
    let limit = H.run(["demo", "circle", "--at", "2000000"])
    #expect(limit.standardError.contains("must be at most 1000000\n"), "\(limit.standardError)")
  }
}

import Foundation
import Kinetic
import Testing

@testable import KineticCommandLine
@testable import KineticInterchange

@Suite("Argument parsing and the bad-input contract (in-process)")
struct ArgumentParsingTests {
  typealias H = CommandLineHarness

  @Test func versionAndHelp() {
    let version = H.run(["--version"])
    #expect(version.status == 0)
    #expect(version.standardOutput == "kinetic 0.1.0\n")
    for arguments in [["--help"], ["-h"], [], ["help"]] {
      let help = H.run(arguments)
      #expect(help.status == 0)
      #expect(help.standardError.isEmpty)
      for name in ["eval", "plot", "retarget", "spring", "demo", "verify", "list"] {
        #expect(help.standardOutput.contains("\n  \(name) "), "\(arguments) lists \(name)")
      }
    }
  }

  @Test(arguments: ["eval", "plot", "retarget", "spring", "demo", "verify", "list"])
  func everySubcommandHasHelp(_ name: String) {
    let help = H.run([name, "--help"])
    #expect(help.status == 0)
    #expect(help.standardOutput.contains("USAGE: kinetic \(name)"))
    #expect(help.standardOutput.contains("-h, --help"))
    #expect(H.run(["help", name]) == help)
    #expect(H.run([name, "-h"]) == help)
  }

  @Test func helpListsDefaultsAndEnumCases() {
    let plot = H.run(["plot", "--help"]).standardOutput
    #expect(plot.contains("--format <format>"))
    #expect(plot.contains("values: ascii, csv, svg, json, html; default: ascii"))
    #expect(plot.contains("values: ascii, unicode; default: ascii"))
    #expect(plot.contains("--samples <n>"))
    #expect(plot.contains("default: 201"))
    #expect(plot.contains("-o, --output <file>"))
    let retarget = H.run(["retarget", "--help"]).standardOutput
    #expect(
      retarget.contains(
        "values: automatic, merge, additive, restart, matched, reverse; default: automatic"))
    let spring = H.run(["spring", "--help"]).standardOutput
    #expect(spring.contains("values: table, json, csv; default: table"))
    #expect(spring.contains("--precision <digits>") && spring.contains("default: 4"))
    // Every option states its default (or that it is required); flags are off by default.
    for command in ["eval", "plot", "retarget", "spring", "demo", "verify", "list", "export"] {
      let help = H.run([command, "--help"]).standardOutput
      // Entries start "  -"; a long synopsis puts the help on an indented next line.
      var entries: [String] = []
      for line in help.split(separator: "\n") {
        if line.hasPrefix("  -") {
          entries.append(String(line))
        } else if line.hasPrefix("    "), !entries.isEmpty {
          entries[entries.count - 1] += String(line)
        }
      }
      for entry in entries where !entry.contains("--help") {
        #expect(
          entry.contains("default: ") || entry.contains("required"), "\(command): \(entry)")
      }
    }
  }

  /// (arguments, strings the error line must contain)
  static let usageErrors: [([String], [String])] = [
    (["frobnicate"], ["'frobnicate'", "eval"]),
    (["--bogus"], ["'--bogus'"]),
    (["eval", "linear", "--progress", "0", "--bogus"], ["'--bogus'", "kinetic eval"]),
    (["eval", "linear", "--progress", "0", "-x"], ["'-x'"]),
    (["eval", "linear", "--progress=1", "extra"], ["'extra'"]),
    // Issue 15: a repeated option silently kept the last value; `--version extra` ignored it.
    (["eval", "linear", "--progress", "0", "--progress=1"], ["'--progress'", "more than once"]),
    (["plot", "linear", "--fps", "30", "--fps", "60"], ["'--fps'", "more than once"]),
    (["--version", "extra"], ["'extra'"]),
    // Issue 15: one lower bound for --fps everywhere.
    (["plot", "linear", "--fps", "1e-300"], ["'1e-300'", "--fps", "0.001...1000000"]),
    (["retarget", "linear", "--retarget-at", "0.1", "--fps", "5e-324"], ["'5e-324'", "0.001"]),
    (["demo", "circle", "--format", "csv", "--fps", "5e-324"], ["'5e-324'", "0.001"]),
    (["demo", "circle", "--fps", "2000000"], ["'2000000'", "0.001...1000000"]),
    // The product fps × span is blamed on both options, as written.
    (
      ["plot", "linear", "--fps", "1000000", "--duration", "1e9"],
      ["--fps 1000000 over --duration 1e9", "at most 10000000"]
    ),
    (
      ["plot", "linear", "--fps", "1000000", "--duration", "100"],
      ["--fps 1000000 over --duration 100", "100000001 samples"]
    ),
    (
      ["retarget", "linear", "--retarget-at", "0.1", "--until", "1e9"],
      ["the default --fps 60 over --until 1e9", "lower --fps or --until"]
    ),
    (["eval", "spring", "--progress", "0.5"], ["'spring' is a spring, not a timing curve"]),
    (["eval", "linear.delay(1)", "--progress", "0.5"], ["'linear.delay(1)' has modifiers"]),
    (
      ["plot", "linear", "--samples", "2", "--duration", "2000000000"],
      ["'2000000000'", "at most 1000000000"]
    ),
    (["eval"], ["<spec>"]),
    (["eval", "linear"], ["--progress", "--at"]),
    (["eval", "linear", "--progress"], ["'--progress'"]),
    (["eval", "linear", "--progress", "0", "--at", "0"], ["--progress", "--at"]),
    (["eval", "linear", "--progress", "nan"], ["'nan'", "--progress"]),
    (["eval", "linear", "--progress", "0,inf"], ["'inf'", "--progress"]),
    (["eval", "linear", "--progress", "0,,1"], ["--progress", "empty"]),
    (["eval", "linear", "--progress", "1e999"], ["'1e999'", "--progress"]),
    (["eval", "linear", "--at", "-1"], ["'-1'", "--at"]),
    (["eval", "linear", "--at", "0", "--from", "abc"], ["'abc'", "--from"]),
    (["eval", "linear", "--at", "0", "--to", "-1e999"], ["'-1e999'", "--to"]),
    (
      ["eval", "linear", "--at", "0", "--from", "-1.7e308", "--to", "1.7e308"],
      ["--to", "overflows"]
    ),
    (["eval", "linear", "--at", "0", "--velocity", "1"], ["--velocity", "spring"]),
    (["eval", "spring", "--progress", "0.5"], ["--progress", "'spring'"]),
    (["eval", "easeIn.delay(1)", "--progress", "0.5"], ["--progress", "modifiers"]),
    (["eval", "linear", "--progress", "0.5", "--from", "1"], ["--progress", "--from"]),
    (["eval", "spring(response: )", "--at", "0"], ["')'", "column 18"]),
    (["eval", "cubic-bezier(1.5, 0, 0.5, 1)", "--progress", "0"], ["1.5", "column 14", "[0, 1]"]),
    (["plot", "linear", "--samples", "1"], ["'1'", "--samples", "2...10000000"]),
    (["plot", "linear", "--samples", "10000001"], ["'10000001'", "--samples"]),
    (
      ["plot", "linear", "--samples", "99999999999999999999"],
      ["'99999999999999999999'", "--samples"]
    ),
    (["plot", "linear", "--samples", "-5"], ["'-5'", "--samples"]),
    (["plot", "linear", "--samples", "1.5"], ["'1.5'", "whole number"]),
    (["plot", "linear", "--samples", "ten"], ["'ten'", "--samples"]),
    (["plot", "linear", "--format", "xml"], ["'xml'", "--format", "ascii, csv, svg"]),
    (["plot", "linear", "--charset", "ebcdic"], ["'ebcdic'", "ascii, unicode"]),
    (["plot", "linear", "--fps", "nan"], ["'nan'", "--fps"]),
    (["plot", "linear", "--fps", "-60"], ["'-60'", "--fps"]),
    (["plot", "linear", "--fps", "0"], ["'0'", "--fps"]),
    (["plot", "linear", "--duration", "inf"], ["'inf'", "--duration"]),
    (["plot", "linear", "--duration", "0"], ["'0'", "--duration"]),
    (["plot", "linear", "--duration", "1e999"], ["'1e999'", "--duration"]),
    (["plot", "linear", "--samples", "10", "--fps", "60"], ["--samples", "--fps"]),
    (["plot", "linear", "--fps", "1000000", "--duration", "100"], ["--fps", "10000000"]),
    (["plot", "linear", "--width", "0"], ["'0'", "--width"]),
    (["plot", "linear", "--height", "99999999999999999999999"], ["--height"]),
    (["plot", "linear", "--velocity=yes"], ["--velocity"]),
    (["plot"], ["<spec>"]),
    (["plot", "linear", "bogus"], ["'bogus'", "column 1"]),
    (["plot", "linear", "-o", ""], ["--output"]),
    (["spring", "easeInOut"], ["'easeInOut'", "spring"]),
    (["spring", "spring", "--format", "yaml"], ["'yaml'", "table, json"]),
    (
      ["retarget", "spring", "--retarget-at", "0.1", "--mode", "teleport"], ["'teleport'", "merge"]
    ),
    (["retarget", "spring"], ["--retarget-at"]),
    (["retarget", "spring", "--retarget-at", "-1"], ["'-1'", "--retarget-at"]),
    (["retarget", "spring", "--retarget-at", "0.1", "--with", "nope"], ["'nope'"]),
    (
      ["retarget", "spring", "--retarget-at", "0.1", "--at", "0", "--fps", "30"], ["--at", "--fps"]
    ),
    (["demo", "nonexistent"], ["'nonexistent'", "circle"]),
    (["demo", "circle", "--format", "gif"], ["'gif'", "svg-animated"]),
    (["demo", "circle", "--frames", "0"], ["--frames"]),
    (["verify", "--format", "xml"], ["'xml'", "table, json"]),
    (["list", "extra"], ["'extra'"]),
  ]

  @Test(arguments: usageErrors)
  func usageErrorsExitTwoWithOneErrorLine(_ arguments: [String], _ mentions: [String]) {
    H.expectUsageError(arguments, mentions: mentions)
  }

  @Test func optionValuesMayLookNegativeOrUseEquals() {
    let a = H.run(["eval", "linear", "--at", "0", "--from", "-1", "--to=-3"])
    #expect(a.status == 0, "\(a.standardError)")
    #expect(a.standardOutput == "time,value,velocity\n0,-1,-5.714285714285714\n")
    let b = H.run(["eval", "--progress", "-0.5,2", "--", "linear"])
    #expect(b.status == 0, "\(b.standardError)")
  }

  @Test func samplingBoundsAreInclusive() throws {
    for samples in ["2", "10000000"] {
      var parsed = ParsedArguments()
      parsed.options["samples"] = samples
      let options = try SamplingOptions(parsed)
      #expect(options.samples == Int(samples))
    }
    var parsed = ParsedArguments()
    parsed.options["samples"] = "5"
    #expect(try SamplingOptions(parsed).times(defaultDuration: 2) == [0, 0.5, 1, 1.5, 2])
    parsed = ParsedArguments()
    parsed.options["fps"] = "4"
    parsed.options["duration"] = "1"
    #expect(try SamplingOptions(parsed).times(defaultDuration: 9) == [0, 0.25, 0.5, 0.75, 1])
  }

  @Test func terminalWidthAndColour() {
    #expect(CommandContext(environment: ["COLUMNS": "120"]).preferredWidth == 120)
    #expect(
      CommandContext(environment: ["COLUMNS": "junk"], terminalColumns: 99).preferredWidth == 99)
    #expect(CommandContext().preferredWidth == 80)
    #expect(CommandContext(standardOutputIsTerminal: true).usesColor)
    #expect(
      !CommandContext(environment: ["NO_COLOR": "1"], standardOutputIsTerminal: true).usesColor)
    #expect(!CommandContext(standardOutputIsTerminal: false).usesColor)
  }

  @Test func listNamesEverySpecFamily() {
    let list = H.run(["list"])
    #expect(list.status == 0)
    for name in [
      "easeInOut", "cubic-bezier", "steps(n, position)", "ease-in-out",
      "spring(duration:bounce:blendDuration:)",
      "interpolatingSpring", "snappy", "default", ".delay(_:)", "two-parameter-border",
    ] {
      #expect(list.standardOutput.contains(name), "list shows \(name)")
    }
  }
}

@Suite("eval (in-process)")
struct EvalCommandTests {
  typealias H = CommandLineHarness

  /// Parses the CSV that `eval` prints into its header and rows of doubles.
  static func table(_ text: String) -> (header: String, rows: [[Double]]) {
    let lines = text.split(separator: "\n").map(String.init)
    let rows = lines.dropFirst().map { $0.split(separator: ",").map { Double(String($0)) ?? .nan } }
    return (lines.first ?? "", rows)
  }

  @Test func progressEvaluatesTheCurve() throws {
    let result = H.run(["eval", "easeInOut", "--progress", "0,0.1,0.5,0.9,1"])
    #expect(result.status == 0)
    let (header, rows) = Self.table(result.standardOutput)
    #expect(header == "progress,value,velocity")
    let curve = UnitCurveReference.easeInOut
    for row in rows {
      #expect(row[1] == curve.value(at: row[0]))
      #expect(row[2] == curve.velocity(at: row[0]))
    }
  }

  /// value(t) = from + (to − from)·curve(t / duration), finished at `to` with velocity 0.
  @Test func timesFollowTheAnimation() throws {
    let result = H.run([
      "eval", "easeIn(duration: 2)", "--at", "0,0.5,1,2,3", "--from", "10", "--to", "20",
    ])
    #expect(result.status == 0, "\(result.standardError)")
    let (header, rows) = Self.table(result.standardOutput)
    #expect(header == "time,value,velocity")
    let curve = UnitCurveReference.easeIn
    for row in rows where row[0] < 2 {
      #expect(row[1] == 10 + 10 * curve.value(at: row[0] / 2))
      #expect(row[2] == 10 * curve.derivative(at: row[0] / 2) / 2)
    }
    // At t = duration: the target, moving at the curve's end slope; after it, at rest.
    #expect(
      rows.suffix(2).map { [$0[1], $0[2]] } == [[20, 10 * curve.derivative(at: 1) / 2], [20, 0]])
  }

  @Test func outputFileGetsTheOutputAndFailuresLeaveNone() throws {
    let directory = try H.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("out.csv").path
    let ok = H.run(["eval", "linear", "--progress", "0,1", "-o", path])
    #expect(ok.status == 0)
    #expect(ok.standardOutput.isEmpty)
    #expect(
      try String(contentsOfFile: path, encoding: .utf8)
        == H.run(["eval", "linear", "--progress", "0,1"]).standardOutput)

    let failed = directory.appendingPathComponent("failed.csv").path
    H.expectContract(
      H.run(["eval", "bogus(", "--progress", "0", "-o", failed]), status: 2,
      mentions: ["end of input", "column 7"], arguments: [])
    #expect(!FileManager.default.fileExists(atPath: failed))

    let missing = directory.appendingPathComponent("no/such/dir/out.csv").path
    H.expectContract(
      H.run(["eval", "linear", "--progress", "0", "-o", missing]), status: 1, mentions: [missing],
      arguments: [])
    #expect(!FileManager.default.fileExists(atPath: missing))
  }
}

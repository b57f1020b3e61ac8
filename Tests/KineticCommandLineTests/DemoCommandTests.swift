import Foundation
import KineticDemos
import KineticTestSupport
import Testing

@testable import KineticCommandLine
@testable import KineticInterchange

private typealias H = CommandLineHarness

/// Every registered demo crossed with every format: iterating the registry means a demo added
/// there is covered here without a change.
private let demoRuns: [(String, DemoFormat)] = DemoCatalog.names.flatMap { name in
  DemoFormat.allCases.map { (name, $0) }
}

/// The frame header lines of ascii output.
private func frameHeaders(_ text: String) -> [Substring] {
  text.split(separator: "\n").filter { $0.hasPrefix("== ") && $0.hasSuffix(" ==") }
}

@Suite("demo (in-process)")
struct DemoCommandTests {
  @Test func theRegistryIsNotEmpty() {
    #expect(DemoCatalog.names.count >= 4)
    #expect(Set(DemoCatalog.names).count == DemoCatalog.names.count, "names are unique")
  }

  @Test(arguments: demoRuns)
  func everyDemoRunsInEveryFormat(_ name: String, _ format: DemoFormat) {
    let frames = 3
    let arguments = [
      "demo", name, "--format", format.rawValue, "--frames", "\(frames)", "--fps", "20",
    ]
    let ascii = format == .ascii ? ["--width", "40", "--height", "8"] : []
    let result = H.run(arguments + ascii)
    #expect(result.status == 0, "\(arguments): \(result.standardError)")
    #expect(result.standardError.isEmpty)
    let out = result.standardOutput
    switch format {
    case .svg, .svgAnimated:
      let error = svgWellFormednessError(out)
      #expect(error == nil, "\(name) \(format.rawValue): \(error ?? "")")
    case .html:
      #expect(out.hasPrefix("<!DOCTYPE html>\n"))
      #expect(out.components(separatedBy: "<div class=\"frame\"").count - 1 == frames)
      #expect(out.contains("<code id=\"spec-0\">kinetic demo \(name)</code>"))
      #expect(!out.contains("<?xml"), "frames are embedded without their XML declarations")
      #expect(
        out.ranges(of: "http").count == out.ranges(of: "http://www.w3.org/2000/svg").count,
        "no URL besides the SVG namespace")
    case .csv:
      let lines = out.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
      #expect(lines.count == frames + 1, "header and one row per frame")
      let header = lines.first.map { $0.split(separator: ",", omittingEmptySubsequences: false) }
      #expect(header?.first == "time")
      #expect((header?.count ?? 0) >= 2, "at least one animated value")
      for (i, line) in lines.dropFirst().enumerated() {
        let fields = line.split(separator: ",", omittingEmptySubsequences: false)
        #expect(fields.count == header?.count, "row \(i) of \(name)")
        // Frame i is at i / fps seconds.
        #expect(fields.first.flatMap { Double($0) } == Double(i) / 20, "time of row \(i)")
      }
    case .ascii:
      let headers = frameHeaders(out)
      #expect(headers.count == frames)
      #expect(headers.first?.contains("frame 1/\(frames), t = 0 s") == true)
      #expect(headers.last?.contains("frame 3/\(frames), t = 0.1 s") == true)
      // Each frame is its header and --height lines of --width characters.
      let lines = out.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
      #expect(lines.count == frames * (1 + 8))
      #expect(lines.filter { !$0.hasPrefix("== ") }.allSatisfy { $0.count == 40 })
      #expect(!out.contains("\u{1B}"), "no colour off a terminal")
    }
  }

  @Test func listDescribesEveryRegisteredDemoWithItsParameters() {
    let result = H.run(["demo", "--list"])
    #expect(result.status == 0)
    for name in DemoCatalog.names {
      #expect(result.standardOutput.contains("\(name): "), "\(name)")
      for parameter in DemoCatalog.parameters(of: name) {
        #expect(
          result.standardOutput.contains("--\(parameter.name) "), "\(name) --\(parameter.name)")
        #expect(result.standardOutput.contains("(default \(parameter.defaultValue))"))
      }
    }
    // `kinetic list` names them too.
    let list = H.run(["list"])
    for name in DemoCatalog.names { #expect(list.standardOutput.contains("\(name) ")) }
  }

  @Test(arguments: DemoCatalog.names)
  func helpOfADemoListsItsParameters(_ name: String) {
    let result = H.run(["demo", name, "--help"])
    #expect(result.status == 0)
    #expect(result.standardOutput.contains("\(name.uppercased()) OPTIONS:"))
    for parameter in DemoCatalog.parameters(of: name) {
      #expect(
        result.standardOutput.contains("--\(parameter.name) <"), "\(name) --\(parameter.name)")
    }
  }

  /// Demo options reach the demo: every parameter given its default explicitly is accepted,
  /// and a changed value changes the result. (An expression option whose default describes
  /// what the demo does without it, `--transition`, is left out.)
  @Test(arguments: DemoCatalog.names)
  func everyParameterIsPassedToTheDemo(_ name: String) {
    var arguments = ["demo", name, "--format", "csv", "--frames", "2"]
    for parameter in DemoCatalog.parameters(of: name) where parameter.name != "transition" {
      arguments += ["--\(parameter.name)", parameter.defaultValue]
    }
    let explicit = H.run(arguments)
    #expect(explicit.status == 0, "\(arguments): \(explicit.standardError)")
    let implicit = H.run(["demo", name, "--format", "csv", "--frames", "2"])
    #expect(explicit.standardOutput == implicit.standardOutput)
  }

  @Test func aDemoOptionChangesTheOutput() {
    let result = H.run(["demo", "circle", "--format", "csv", "--frames", "1", "--from", "80"])
    #expect(result.status == 0)
    let row = result.standardOutput.split(separator: "\n").dropFirst().first
    #expect(row?.split(separator: ",").dropFirst().allSatisfy { $0 == "80" } == true)
  }

  /// An invalid value of any parameter of any demo: exit 2 and one error line naming it.
  @Test(arguments: DemoCatalog.names)
  func badDemoValuesAreUsageErrorsNamingTheOption(_ name: String) {
    for parameter in DemoCatalog.parameters(of: name) {
      H.expectUsageError(
        ["demo", name, "--\(parameter.name)", "not-a-value"],
        mentions: ["--\(parameter.name)", "'not-a-value'"])
    }
  }

  static let usageErrors: [([String], [String])] = [
    (["demo", "no-such-demo"], ["'no-such-demo'", "circle"]),
    (["demo", "circle", "--bogus", "1"], ["--bogus"]),
    (["demo", "circle", "--replicates", "20"], ["--replicates"]),
    (["demo", "circle", "--from", "abc"], ["--from", "'abc'"]),
    (["demo", "circle", "--from"], ["--from"]),
    (["demo"], ["<name>"]),
    (["demo", "circle", "--frames", "0"], ["--frames"]),
    (["demo", "circle", "--frames", "100001"], ["--frames"]),
    (["demo", "circle", "--fps", "0"], ["--fps"]),
    (["demo", "circle", "--fps", "nan"], ["--fps"]),
    (["demo", "circle", "--fps", "2000000"], ["--fps"]),
    // 1 s at 1,000,000 fps would be a million frames.
    (["demo", "circle", "--fps", "1000000"], ["--fps", "100000"]),
    (["demo", "circle", "--format", "svg-animated", "--frames", "3601"], ["--frames", "3600"]),
    (["demo", "circle", "--at", "-1"], ["--at"]),
    (["demo", "circle", "--format", "csv", "--at", "1"], ["--at", "csv"]),
    (["demo", "circle", "--format", "svg", "--width", "40"], ["--width", "svg"]),
    (["demo", "border", "--format", "svg", "--height", "40"], ["--height", "svg"]),
    // The combination is named even when the number is also out of range.
    (["demo", "circle", "--format", "svg", "--width", "100001"], ["--width", "svg", "together"]),
    (["demo", "circle", "--width", "0"], ["--width"]),
    (["demo", "border", "--width", "2001"], ["--width"]),
    (["demo", "circle", "--columns", "40"], ["--columns", "'kinetic demo circle --help'"]),
    (["demo", "border", "--box-width", "30"], ["--box-width", "'30'"]),
    (["demo", "circle", "--play"], ["--play", "terminal"]),
    (["demo", "--list", "no-such-demo"], ["'no-such-demo'"]),
  ]

  @Test(arguments: usageErrors)
  func usageErrorsExitTwoWithOneErrorLine(_ arguments: [String], _ mentions: [String]) {
    H.expectUsageError(arguments, mentions: mentions)
  }

  /// A demo option of this command's name would be unreachable (`--width`/`--height` always
  /// size the ascii raster).
  @Test(arguments: DemoCatalog.names)
  func demoParametersDoNotShadowTheCommandsOptions(_ name: String) {
    let own = Set(DemoCommand.arguments.map(\.name))
    let clashes = DemoCatalog.parameters(of: name).map(\.name).filter(own.contains)
    #expect(clashes.isEmpty, "\(name) redefines \(clashes)")
  }

  @Test func theBoxWidthGoesToTheDemoAndWidthSizesTheRaster() {
    let narrow = H.run(
      ["demo", "border", "--box-width", "100", "--format", "svg", "--frames", "1"])
    let wide = H.run(
      ["demo", "border", "--box-width", "600", "--format", "svg", "--frames", "1"])
    #expect(narrow.status == 0 && wide.status == 0)
    #expect(narrow.standardOutput != wide.standardOutput)
    let ascii = H.run(
      ["demo", "border", "--box-width", "100", "--frames", "1", "--width", "30", "--height", "5"])
    #expect(ascii.status == 0, "\(ascii.standardError)")
    let lines = ascii.standardOutput.split(separator: "\n").dropFirst()
    #expect(lines.count == 5 && lines.allSatisfy { $0.count == 30 })
  }

  /// An unknown option points at the help of the demo named, which lists that demo's options.
  @Test func anUnknownOptionPointsAtTheDemosHelp() {
    let result = H.run(["demo", "border", "--frames", "1", "--bogus", "1"])
    #expect(result.status == 2)
    #expect(result.standardError.contains("see 'kinetic demo border --help'"))
    let unnamed = H.run(["demo", "--bogus", "1"])
    #expect(unnamed.standardError.contains("see 'kinetic demo --help'"))
    let help = H.run(["demo", "border", "--help"])
    #expect(help.standardOutput.contains("--box-width <"))
    #expect(!help.standardOutput.contains("--columns") && !help.standardOutput.contains("--rows"))
  }

  @Test func svgShowsTheFrameAtTheRequestedTimeElseTheLastFrame() {
    let at = H.run(["demo", "circle", "--format", "svg", "--at", "0.5"])
    #expect(at.standardOutput.contains("circle at t = 0.5 s"))
    let last = H.run(["demo", "circle", "--format", "svg", "--fps", "10", "--frames", "5"])
    #expect(last.standardOutput.contains("circle at t = 0.4 s"))
    // By default the frames cover the demo: circle lasts 1 s, so the last frame is at 1 s.
    let whole = H.run(["demo", "circle", "--format", "svg", "--fps", "10"])
    #expect(whole.standardOutput.contains("circle at t = 1 s"))
  }

  @Test func defaultFrameCountCoversTheDemoEndsIncluded() {
    let result = H.run(["demo", "circle", "--format", "csv", "--fps", "10", "--duration", "0.5"])
    let rows = result.standardOutput.split(separator: "\n").dropFirst()
    #expect(rows.count == 6)
    #expect(rows.last?.hasPrefix("0.5,") == true)
  }

  @Test func asciiAtOneTimePrintsOneFrame() {
    let result = H.run(["demo", "circle", "--at", "0.25", "--width", "20", "--height", "4"])
    #expect(result.status == 0)
    #expect(frameHeaders(result.standardOutput) == ["== circle: frame 1/1, t = 0.25 s =="])
  }

  @Test func colourOnlyOnATerminalAndNeverWithNoColor() {
    let arguments = ["demo", "circle", "--frames", "1", "--width", "20", "--height", "4"]
    let terminal = CommandContext(standardOutputIsTerminal: true)
    let coloured = KineticCommand.run(arguments: arguments, context: terminal)
    #expect(coloured.standardOutput.contains("\u{1B}["))
    let noColor = CommandContext(environment: ["NO_COLOR": "1"], standardOutputIsTerminal: true)
    let plain = KineticCommand.run(arguments: arguments, context: noColor)
    #expect(plain.status == 0 && !plain.standardOutput.contains("\u{1B}"))
  }

  /// On a terminal, --play clears the screen once and redraws each frame from the cursor home.
  /// (A few frames at a high rate, so the real sleeps are a few milliseconds.)
  @Test func playRedrawsEveryFrameInPlace() {
    let context = CommandContext(
      environment: ["NO_COLOR": "1"], standardOutputIsTerminal: true, terminalColumns: 40,
      terminalRows: 12)
    let result = KineticCommand.run(
      arguments: ["demo", "circle", "--play", "--frames", "3", "--fps", "1000"], context: context)
    #expect(result.status == 0, "\(result.standardError)")
    let out = result.standardOutput
    #expect(out.hasPrefix(TerminalPlayer.clearScreen))
    #expect(out.components(separatedBy: TerminalPlayer.cursorHome).count - 1 == 1 + 3)
    // Every line is erased to its end as it is drawn, so a shorter header ("t = 1 s" after
    // "t = 0.5 s") leaves nothing of the one before.
    #expect(out.contains(" ==" + TerminalPlayer.eraseLine + "\n"))
    let plainOut = out.replacingOccurrences(of: TerminalPlayer.eraseLine, with: "")
    let redrawn = plainOut.replacingOccurrences(of: TerminalPlayer.cursorHome, with: "\n")
    #expect(frameHeaders(redrawn).count == 3)
    // Each drawn frame fits the terminal: its header and rows within 12 lines, 40 columns.
    let firstFrame = plainOut.components(separatedBy: TerminalPlayer.cursorHome)[2]
    let lines = firstFrame.split(separator: "\n")
    #expect(lines.count <= 12)
    #expect(lines.dropFirst().allSatisfy { $0.count <= 40 })
  }

  @Test func playRejectsOptionsThatMeanNothingThere() {
    let terminal = CommandContext(standardOutputIsTerminal: true)
    for extra in [["-o", "x.txt"], ["--format", "csv"], ["--at", "0.5"]] {
      let arguments = ["demo", "circle", "--play"] + extra
      let result = KineticCommand.run(arguments: arguments, context: terminal)
      H.expectContract(result, status: 2, mentions: ["--play"], arguments: arguments)
    }
  }

  @Test func outputFileIsWrittenAtomically() throws {
    let directory = try H.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("border.svg").path
    let result = H.run(
      ["demo", "border", "--format", "svg-animated", "--frames", "4", "-o", path])
    #expect(result.status == 0 && result.standardOutput.isEmpty)
    let written = try String(contentsOfFile: path, encoding: .utf8)
    #expect(svgWellFormednessError(written) == nil)
    // A usage error creates no file.
    let failed = directory.appendingPathComponent("failed.csv").path
    H.expectUsageError(["demo", "circle", "--from", "0", "--format", "csv", "-o", failed])
    #expect(!FileManager.default.fileExists(atPath: failed))
    // An unwritable path is an I/O error naming it.
    let missing = directory.appendingPathComponent("no/such/dir.svg").path
    let io = H.run(["demo", "circle", "--format", "svg", "-o", missing])
    H.expectContract(io, status: 1, mentions: [missing], arguments: ["-o", missing])
  }

  @Test func demoNameIsFoundAfterOptionsWithValues() {
    #expect(DemoCommand.demoName(in: ["--fps", "30", "circle"]) == "circle")
    #expect(DemoCommand.demoName(in: ["--from", "80", "-o", "f", "--play", "circle"]) == "circle")
    #expect(DemoCommand.demoName(in: ["--fps=30", "--list"]) == nil)
    let result = H.run(["demo", "--from", "80", "--format", "csv", "--frames", "1", "circle"])
    #expect(result.status == 0 && result.standardOutput.contains("\n0,80,"))
  }
}

@Suite("demo (built binary)")
struct DemoEndToEndTests {
  @Test func csvThroughTheBinary() throws {
    let result = try H.runBinary(["demo", "circle", "--format", "csv", "--frames", "3"])
    #expect(result.status == 0)
    #expect(result.standardOutput.hasPrefix("time,"))
    #expect(result.standardOutput.split(separator: "\n").count == 4)
  }

  @Test func asciiThroughAPipeIsUncolouredAndPlayIsRefused() throws {
    let ascii = try H.runBinary(["demo", "circle", "--frames", "2", "--width", "30"])
    #expect(ascii.status == 0 && !ascii.standardOutput.contains("\u{1B}"))
    #expect(frameHeaders(ascii.standardOutput).count == 2)
    let play = try H.runBinary(["demo", "circle", "--play"])
    #expect(play.status == 2 && play.standardOutput.isEmpty)
    #expect(play.standardError.hasPrefix("error: ") && play.standardError.contains("--play"))
    #expect(play.standardError.split(separator: "\n").count == 1)
  }

  @Test func badOptionThroughTheBinary() throws {
    let result = try H.runBinary(["demo", "circle", "--shape", "circle"])
    #expect(result.status == 2 && result.standardOutput.isEmpty)
    #expect(result.standardError == "error: " + result.standardError.dropFirst(7))
    #expect(result.standardError.contains("--shape"))
    #expect(result.standardError.split(separator: "\n").count == 1)
  }

  /// The coordinator ends by moving every screen out, so its end state is empty: `--format svg`
  /// without `--at` shows the moment the final `end` starts (a screen with its title), the
  /// same frame as `--at` that time; `--at` still decides when given.
  @Test func coordinatorStillFrameIsNotTheEmptyEndState() throws {
    let demo = try CoordinatorDemo(options: [:])
    let still = try #require(demo.stillTime)
    #expect(still < demo.duration)
    let byDefault = H.run(["demo", "coordinator", "--format", "svg"])
    let atStill = H.run(["demo", "coordinator", "--format", "svg", "--at", "\(still)"])
    let atEnd = H.run(["demo", "coordinator", "--format", "svg", "--at", "\(demo.duration)"])
    #expect(byDefault.status == 0 && atStill.status == 0 && atEnd.status == 0)
    #expect(byDefault.standardOutput == atStill.standardOutput)
    #expect(byDefault.standardOutput.contains("<text"))
    #expect(!atEnd.standardOutput.contains("<text"), "the end state is empty")
    // Demos whose end state shows something keep the last frame.
    #expect(try CircleDemo(options: [:]).stillTime == nil)
  }
}

/// The spinner's documented 1,000 replicates draw as an HTML page (issue 36, M4).
@Suite struct DemoManyReplicatesTests {
  /// 90 replicates fit the legend of the page's one opacity panel (the page's title is its
  /// heading, not the chart's); 1,000 do not, and the legend counts the rest.
  @Test(arguments: [90, 1_000])
  func spinnerPageWithManyReplicates(replicates: Int) {
    let result = CommandLineHarness.run([
      "demo", "spinner", "--replicates", "\(replicates)", "--format", "html", "--frames", "3",
    ])
    #expect(result.status == 0, "\(result.standardError)")
    let page = result.standardOutput
    #expect(page.ranges(of: "<figure class=\"panel\" data-unit=\"opacity\">").count == 1)
    if replicates == 90 {
      #expect(page.contains(">opacity89</text>"))
      #expect(!page.contains("more series not listed"))
    } else {
      #expect(page.contains("more series not listed"))
    }
  }
}

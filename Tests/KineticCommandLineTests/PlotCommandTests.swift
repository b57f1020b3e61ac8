import Foundation
import Kinetic
import Testing

@testable import KineticCommandLine
@testable import KineticInterchange

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite("plot, spring and retarget (in-process)")
struct PlotCommandTests {
  typealias H = CommandLineHarness

  static func lines(_ text: String) -> [String] { text.split(separator: "\n").map(String.init) }

  /// `text` without ANSI SGR sequences (ESC [ ... m), i.e. what the terminal shows.
  static func strippingEscapes(_ text: String) -> String {
    var result = ""
    var inEscape = false
    for scalar in text.unicodeScalars {
      if inEscape {
        if scalar == "m" { inEscape = false }
      } else if scalar == "\u{1B}" {
        inEscape = true
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  @Test func csvOfOneSeriesSamplesTheAnimation() {
    let result = H.run(["plot", "easeInOut(duration: 2)", "--format", "csv", "--samples", "5"])
    #expect(result.status == 0, "\(result.standardError)")
    let lines = Self.lines(result.standardOutput)
    #expect(lines.first == "time,value,velocity")
    #expect(lines.count == 6)
    let animation = Animation.easeInOut(duration: 2)
    for (k, line) in lines.dropFirst().enumerated() {
      let t = 0.5 * Double(k)
      let fields = line.split(separator: ",").compactMap { Double(String($0)) }
      #expect(
        fields == [
          t, SpecSampler(animation: animation, from: 0, to: 1).sample(at: t).value,
          SpecSampler(animation: animation, from: 0, to: 1).sample(at: t).velocity,
        ])
    }
  }

  @Test func csvOfSeveralSeriesQuotesLabels() {
    let spec = "cubic-bezier(0.25, 0.1, 0.25, 1)"
    let result = H.run(["plot", spec, "easeIn", "--format", "csv", "--samples", "3"])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(Self.lines(result.standardOutput).first == "time,\"\(spec)\",easeIn")
    let withVelocity = H.run([
      "plot", "linear", "easeIn", "--format", "csv", "--samples", "3", "--velocity",
    ])
    #expect(
      Self.lines(withVelocity.standardOutput).first
        == "time,linear,linear velocity,easeIn,easeIn velocity")
  }

  @Test func sampleGridFollowsFpsAndDuration() {
    let result = H.run([
      "plot", "linear(duration: 1)", "--format", "csv", "--fps", "4", "--duration", "1.5",
    ])
    #expect(result.status == 0, "\(result.standardError)")
    let times = Self.lines(result.standardOutput).dropFirst().map {
      $0.split(separator: ",").first.map(String.init)
    }
    #expect(times == ["0", "0.25", "0.5", "0.75", "1", "1.25", "1.5"])
  }

  @Test func asciiChartUsesWidthAndColourRules() {
    let plain = H.run(["plot", "bouncy", "--width", "60", "--height", "16"])
    #expect(plain.status == 0, "\(plain.standardError)")
    let lines = Self.lines(plain.standardOutput)
    #expect(lines.allSatisfy { $0.count <= 60 }, "\(plain.standardOutput)")
    #expect(!plain.standardOutput.contains("\u{1B}["))

    let terminal = CommandContext(standardOutputIsTerminal: true, terminalColumns: 72)
    let coloured = KineticCommand.run(arguments: ["plot", "bouncy", "easeIn"], context: terminal)
    #expect(coloured.standardOutput.contains("\u{1B}["))
    #expect(
      Self.lines(Self.strippingEscapes(coloured.standardOutput)).allSatisfy { $0.count <= 72 })

    let noColor = CommandContext(
      environment: ["NO_COLOR": "1"], standardOutputIsTerminal: true, terminalColumns: 72)
    let monochrome = KineticCommand.run(arguments: ["plot", "bouncy", "easeIn"], context: noColor)
    #expect(monochrome.status == 0)
    #expect(!monochrome.standardOutput.contains("\u{1B}["))
    #expect(Self.lines(monochrome.standardOutput).allSatisfy { $0.count <= 72 })

    let columns = H.run(["plot", "bouncy"], environment: ["COLUMNS": "50"])
    #expect(Self.lines(columns.standardOutput).allSatisfy { $0.count <= 50 })
  }

  @Test func unicodeChartUsesBraille() {
    let result = H.run(["plot", "bouncy", "--charset", "unicode", "--width", "60"])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) })
  }

  @Test func svgIsAStandaloneDocument() throws {
    let result = H.run([
      "plot", "bouncy", "smooth", "--format", "svg", "--velocity", "--title", "A & B",
    ])
    #expect(result.status == 0, "\(result.standardError)")
    let svg = result.standardOutput
    #expect(svg.contains("<svg"))
    #expect(svg.trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix("</svg>"))
    #expect(svg.contains("A &amp; B"))
    let document = try XMLDocument(xmlString: svg)
    #expect(document.rootElement()?.name == "svg")
  }

  /// Issue 15: the CLI's limits (10...10000) were not the chart's (20...2000 × 6...1000); now
  /// the option is checked against the chart's own and named.
  @Test func tooSmallChartIsAUsageError() {
    H.expectUsageError(
      ["plot", "bouncy", "--width", "12", "--height", "6"],
      mentions: ["'12'", "--width", "20...2000"])
    H.expectUsageError(
      ["plot", "bouncy", "--width", "2001"], mentions: ["'2001'", "--width", "20...2000"])
    H.expectUsageError(
      ["plot", "bouncy", "--height", "1001"], mentions: ["'1001'", "--height", "6...1000"])
    H.expectUsageError(
      ["plot", "bouncy", "--format", "svg", "--width", "100001"],
      mentions: ["'100001'", "--width", "200...100000"])
    // Issue 15: the pixel sizes are checked against the SVG chart's own limits when read, so a
    // chart too small is the same usage error as one too large, not a later "cannot plot".
    H.expectUsageError(
      ["plot", "bouncy", "--format", "svg", "--width", "50"],
      mentions: ["'50'", "--width", "200...100000"])
    H.expectUsageError(
      ["plot", "bouncy", "--format", "html", "--height", "7"],
      mentions: ["'7'", "--height", "150...100000"])
    // ... and demo's ascii frames share the ASCII chart's limit and message.
    H.expectUsageError(
      ["demo", "circle", "--width", "2001"], mentions: ["'2001'", "--width", "1...2000"])
    H.expectUsageError(
      ["demo", "circle", "--height", "1001"], mentions: ["'1001'", "--height", "1...1000"])
  }

  /// Issue 15: `duration: 5e-324` gave rows of equal times (the step underflowed); an even
  /// grid too fine to be distinct is a usage error naming the span, and `-o` at a directory
  /// says so in words.
  @Test func sampleTimesThatWouldRepeatAreAUsageError() {
    H.expectUsageError(
      ["plot", "linear(duration: 5e-324)", "--format", "csv", "--samples", "5"],
      mentions: ["5 samples", "5e-324 s", "would repeat sample times", "--duration"])
    H.expectUsageError(
      ["plot", "linear", "--duration", "1e-320", "--samples", "1000"],
      mentions: ["--duration 1e-320", "would repeat"])
    let fine = H.run(["plot", "linear(duration: 1e-300)", "--format", "csv", "--samples", "3"])
    #expect(fine.status == 0)
    let times = fine.standardOutput.split(separator: "\n").dropFirst().map {
      $0.split(separator: ",")[0]
    }
    #expect(times == ["0", "5e-301", "1e-300"])
    let directory = H.run(["plot", "linear", "-o", "/tmp"])
    #expect(directory.status != 0)
    #expect(directory.standardError == "error: cannot write '/tmp': it is a directory\n")
  }

  @Test func springReportHasEveryKey() throws {
    let result = H.run(["spring", "spring(duration: 0.5, bounce: 0.3)", "--format", "json"])
    #expect(result.status == 0, "\(result.standardError)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    for key in [
      "mass", "stiffness", "damping", "response", "dampingRatio", "duration", "bounce",
      "settlingDuration",
      "exactSettlingDuration", "overshoot", "peakTime", "coreAnimation", "compose", "flutter",
      "reactSpring",
      "framerMotion",
    ] {
      #expect(object[key] != nil, "key \(key)")
    }
    // The published example: stiffness ≈ 157.91, damping ≈ 17.59.
    let stiffness = try #require(object["stiffness"] as? Double)
    let damping = try #require(object["damping"] as? Double)
    #expect(abs(stiffness - 157.91) < 0.01)
    #expect(abs(damping - 17.59) < 0.01)

    let table = H.run(["spring", "interpolatingSpring(mass: 1, stiffness: 100, damping: 10)"])
    #expect(table.status == 0)
    let rows = Dictionary(
      Self.lines(table.standardOutput).map { line -> (String, String) in
        let parts = line.split(separator: " ", omittingEmptySubsequences: true)
        return (String(parts.first ?? ""), String(parts.count > 1 ? parts[1] : ""))
      }, uniquingKeysWith: { a, _ in a })
    // The published example: duration ≈ 0.628, bounce 0.5; the table rounds to 4 significant
    // digits and gives units.
    #expect(rows["duration"] == "0.6283")
    #expect(rows["bounce"] == "0.5")
    #expect(table.standardOutput.contains("s\n") && table.standardOutput.contains("mass/s²"))

    // --precision sets the digits; CSV keeps every figure exact; the removal time is there.
    let precise = H.run([
      "spring", "interpolatingSpring(mass: 1, stiffness: 100, damping: 10)",
      "--precision", "8",
    ])
    #expect(precise.standardOutput.contains("0.62831853"))
    let csv = H.run(["spring", "bouncy", "--format", "csv"]).standardOutput
    let values = Dictionary(
      Self.lines(csv).dropFirst().map { line -> (String, String) in
        let fields = line.split(separator: ",", omittingEmptySubsequences: false)
        return (String(fields[0]), String(fields[1]))
      }, uniquingKeysWith: { a, _ in a })
    #expect(Double(values["stiffness"] ?? "") == 4 * Double.pi * Double.pi / 0.25)
    // The removal time is SwiftUI's, for a change of 1 from rest, by default.
    let removal = try #require(Double(values["removalTime"] ?? ""))
    #expect(removal == Animation.bouncy.sampler(change: 1.0).completionTimes.removed)
    // Under Kinetic's rule it follows the exact settling within one sampling step of the
    // animation's end test.
    let kinetic = H.run(["spring", "bouncy", "--format", "csv", "--completion-rule", "kinetic"])
    let kineticValues = Dictionary(
      Self.lines(kinetic.standardOutput).dropFirst().map { line -> (String, String) in
        let fields = line.split(separator: ",", omittingEmptySubsequences: false)
        return (String(fields[0]), String(fields[1]))
      }, uniquingKeysWith: { a, _ in a })
    let kineticRemoval = try #require(Double(kineticValues["removalTime"] ?? ""))
    let exact = try #require(Double(values["exactSettlingDuration"] ?? ""))
    #expect(kineticRemoval >= exact && kineticRemoval < exact + 0.05)
  }

}

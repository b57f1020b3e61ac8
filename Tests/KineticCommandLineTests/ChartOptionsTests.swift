import Foundation
import Testing

@testable import KineticCommandLine
@testable import KineticInterchange

private typealias H = CommandLineHarness

/// CSV rows as numbers (header dropped; empty fields as nil).
private func csvRows(_ text: String) -> [[Double?]] {
  text.split(separator: "\n").dropFirst().map {
    $0.split(separator: ",", omittingEmptySubsequences: false).map { Double(String($0)) }
  }
}

@Suite("retarget chart options and several modes, end-of-curve velocity")
struct ChartOptionsTests {
  static let spring = "spring(duration: 0.5, bounce: 0.3)"
  static let retarget = [
    "retarget", spring, "--retarget-at", "0.2", "--new-target", "0.5",
  ]

  /// The chart options are one declaration shared by plot and retarget. Plot's `--velocity`
  /// also takes the physics release velocity as a number (`--velocity 2000`, as eval spells it),
  /// so its synopsis and help extend retarget's.
  @Test func plotAndRetargetDeclareTheSameChartOptions() {
    let shared = ["velocity", "width", "height", "title", "charset"]
    for name in shared {
      let plot = PlotCommand.arguments.first { $0.name == name }
      let retarget = RetargetCommand.arguments.first { $0.name == name }
      if name == "velocity" {
        #expect(plot?.synopsis == (retarget?.synopsis).map { $0 + " [<v>]" })
        #expect(plot?.help.hasPrefix(retarget?.help ?? "-") == true)
        #expect(plot?.takesOptionalNumber == true && retarget?.takesOptionalNumber == false)
        continue
      }
      #expect(plot?.synopsis == retarget?.synopsis, "--\(name)")
      #expect(plot?.help == retarget?.help, "--\(name)")
      #expect(plot?.allowedValues == retarget?.allowedValues, "--\(name)")
    }
    let help = H.run(["retarget", "--help"]).standardOutput
    for name in shared { #expect(help.contains("--\(name)"), "--\(name)") }
  }

  @Test func retargetAsciiHonoursWidthHeightCharsetAndTitle() {
    let result = H.run(Self.retarget + ["--mode", "merge", "--format", "ascii", "--width", "70"])
    #expect(result.status == 0, "\(result.standardError)")
    let lines = result.standardOutput.split(separator: "\n")
    #expect(!lines.isEmpty && lines.allSatisfy { $0.count <= 70 })
    #expect(lines.contains { $0.count == 70 }, "the chart uses the width given")
    let short = H.run(
      Self.retarget + ["--format", "ascii", "--width", "60", "--height", "10", "--title", "Hello"])
    #expect(short.status == 0, "\(short.standardError)")
    #expect(short.standardOutput.contains("Hello"))
    #expect(short.standardOutput.split(separator: "\n").count < lines.count)
    let braille = H.run(Self.retarget + ["--format", "ascii", "--charset", "unicode"])
    #expect(braille.status == 0)
    #expect(braille.standardOutput.unicodeScalars.contains { (0x2800...0x28FF).contains($0.value) })
    #expect(!result.standardOutput.unicodeScalars.contains { (0x2800...0x28FF).contains($0.value) })
  }

  @Test func retargetSvgHonoursSizeAndVelocity() {
    let plain = H.run(Self.retarget + ["--format", "svg", "--width", "400", "--height", "300"])
    #expect(plain.status == 0, "\(plain.standardError)")
    #expect(plain.standardOutput.contains("width=\"400"))
    #expect(plain.standardOutput.contains("height=\"300"))
    let velocity = H.run(Self.retarget + ["--format", "svg", "--velocity"])
    #expect(velocity.status == 0)
    #expect(velocity.standardOutput.count > plain.standardOutput.count)
    H.expectUsageError(
      Self.retarget + ["--format", "ascii", "--width", "3"], mentions: ["--width"])
  }

  /// One mode keeps `time,value,velocity`; several give one column per mode, each equal to the
  /// single-mode run of that mode.
  @Test func severalModesGiveOneSeriesEach() throws {
    let grid = ["--at", "0,0.1,0.2,0.25,0.3,0.5,0.8,1.5"]
    let single = H.run(Self.retarget + ["--mode", "merge"] + grid)
    #expect(single.standardOutput.hasPrefix("time,value,velocity\n"))
    let modes = ["merge", "additive", "restart"]
    let several = H.run(Self.retarget + ["--mode", modes.joined(separator: ",")] + grid)
    #expect(several.status == 0, "\(several.standardError)")
    #expect(several.standardOutput.hasPrefix("time,merge,additive,restart\n"))
    let rows = csvRows(several.standardOutput)
    #expect(rows.count == 8)
    for (column, mode) in modes.enumerated() {
      let alone = csvRows(H.run(Self.retarget + ["--mode", mode] + grid).standardOutput)
      #expect(rows.map { $0[column + 1] } == alone.map { $0[1] }, "\(mode)")
      #expect(rows.map { $0[0] } == alone.map { $0[0] })
    }
    // The modes differ after the retarget (merge keeps momentum, restart starts from rest).
    #expect(rows[5][1] != rows[5][3])
    let withVelocity = H.run(Self.retarget + ["--mode", "merge,restart", "--velocity"] + grid)
    #expect(
      withVelocity.standardOutput.hasPrefix("time,merge,merge velocity,restart,restart velocity\n"))
    let ascii = H.run(Self.retarget + ["--mode", "merge,additive", "--format", "ascii"])
    #expect(ascii.status == 0)
    #expect(ascii.standardOutput.contains("merge") && ascii.standardOutput.contains("additive"))
  }

  @Test func badModeListsAreUsageErrors() {
    H.expectUsageError(Self.retarget + ["--mode", "merge,teleport"], mentions: ["'teleport'"])
    H.expectUsageError(Self.retarget + ["--mode", "merge,merge"], mentions: ["--mode", "twice"])
    H.expectUsageError(Self.retarget + ["--mode", "merge,"], mentions: ["--mode"])
  }

  /// At exactly t = duration a timing curve is at its target and moving at its end slope (the
  /// left limit); after it, at rest. Linear: slope 1, so velocity = change / duration.
  /// cubic-bezier(0.68, -0.55, 0.265, 1.55): the end slope is y′(1)/x′(1) of the Bezier,
  /// 3(1 − 1.55) / 3(1 − 0.265) = −0.55 / 0.735.
  @Test(arguments: [
    ("linear(duration: 2)", 1.0),
    ("timingCurve(0.68, -0.55, 0.265, 1.55, duration: 2)", -0.55 / 0.735),
  ])
  func atTheEndTheVelocityIsTheEndSlope(_ spec: String, _ slope: Double) {
    let result = H.run(["eval", spec, "--at", "1.999,2,2.5", "--from", "0", "--to", "10"])
    #expect(result.status == 0, "\(result.standardError)")
    let rows = csvRows(result.standardOutput)
    #expect(rows.count == 3)
    let expected = 10 * slope / 2
    // Just before the end and at it: the end slope, within the curve's change over 1 ms.
    #expect(abs((rows[0][2] ?? .nan) - expected) < 0.05)
    #expect(rows[1][1] == 10, "exactly the target at t = duration")
    #expect(abs((rows[1][2] ?? .nan) - expected) < 1e-6 * max(1, abs(expected)))
    #expect(rows[2][1] == 10 && rows[2][2] == 0, "at rest after the end")
    // A plot's last sample is t = duration: it continues the curve instead of dropping to 0.
    let plot = H.run(["plot", spec, "--format", "csv", "--samples", "5"])
    let last = csvRows(plot.standardOutput).last
    #expect(last?[0] == 2 && last?[1] == 1)
    #expect(abs((last?[2] ?? .nan) - slope / 2) < 1e-6)
  }
}

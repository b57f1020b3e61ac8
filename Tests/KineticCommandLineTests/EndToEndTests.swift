import Foundation
import Testing

/// Runs the built `kinetic` binary (the test target depends on the `kinetic` product, so
/// `swift test` builds it) and compares exact output.
@Suite("kinetic binary end to end")
struct EndToEndTests {
  typealias H = CommandLineHarness

  @Test func binaryExists() {
    #expect(
      FileManager.default.isExecutableFile(atPath: H.executableURL.path), "\(H.executableURL.path)")
  }

  /// (arguments, exact standard output)
  static let golden: [([String], String)] = [
    (["--version"], "kinetic 0.1.0\n"),
    (
      ["eval", "linear", "--progress", "0,0.5,1"],
      "progress,value,velocity\n0,0,1\n0.5,0.5,1\n1,1,1\n"
    ),
    (
      ["eval", "easeInOut(duration: 2)", "--at", "0,2,3", "--from", "10", "--to", "20"],
      "time,value,velocity\n0,10,0\n2,20,0\n3,20,0\n"
    ),
    (
      ["eval", "linear(duration: 4)", "--at", "1", "--from", "0", "--to", "8"],
      "time,value,velocity\n1,2,2\n"
    ),
  ]

  /// The circular curves, through the binary, against their closed forms derived here:
  /// circularEaseIn(x) = 1 − √(1 − x²) with slope x/√(1 − x²); circularEaseOut(x) = √(1 − (1 − x)²)
  /// with slope (1 − x)/√(1 − (1 − x)²). Tolerance 4 ulps of 1 (the CLI prints round-tripping
  /// digits, so the parsed numbers are the curve's own doubles).
  @Test func circularCurvesMatchTheirClosedForms() throws {
    let xs = [0.1, 0.25, 0.5, 0.75, 0.9]
    let list = xs.map { "\($0)" }.joined(separator: ",")
    for (spec, value, slope) in [
      (
        "circularEaseIn", { (x: Double) in 1 - (1 - x * x).squareRoot() },
        { (x: Double) in x / (1 - x * x).squareRoot() }
      ),
      (
        "circularEaseOut(duration: 2)", { (x: Double) in (1 - (1 - x) * (1 - x)).squareRoot() },
        { (x: Double) in (1 - x) / (1 - (1 - x) * (1 - x)).squareRoot() }
      ),
    ] {
      let result = try H.runBinary(["eval", spec, "--progress", list])
      #expect(result.status == 0, "\(result.standardError)")
      let rows = result.standardOutput.split(separator: "\n").dropFirst().map {
        $0.split(separator: ",").map { Double($0)! }
      }
      #expect(rows.count == xs.count)
      for (row, x) in zip(rows, xs) {
        #expect(row[0] == x)
        #expect(abs(row[1] - value(x)) <= 4 * Double.ulpOfOne, "\(spec) at \(x)")
        #expect(abs(row[2] - slope(x)) <= 4 * Double.ulpOfOne * max(1, slope(x)), "\(spec) at \(x)")
      }
    }
  }

  @Test(arguments: golden)
  func goldenOutput(_ arguments: [String], _ expected: String) throws {
    let result = try H.runBinary(arguments)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardError.isEmpty)
    #expect(result.standardOutput == expected)
  }

  /// (arguments, exit status, text the error line names)
  static let failures: [([String], Int32, String)] = [
    (["frobnicate"], 2, "'frobnicate'"),
    (["eval", "linear", "--progress", "0", "--nope"], 2, "'--nope'"),
    (["eval", "spring(response: )", "--at", "0"], 2, "at column 18"),
    (["eval", "cubic-bezier(1.5, 0, 0.5, 1)", "--progress", "0.5"], 2, "1.5"),
    (["plot", "linear", "--samples", "99999999999999999999"], 2, "--samples"),
    (["plot", "linear", "--samples", "1"], 2, "--samples"),
    (["plot", "linear", "--format", "png"], 2, "'png'"),
    (["eval", "linear", "--at", "nan"], 2, "'nan'"),
    (
      ["eval", "linear", "--progress", "0", "-o", "/nonexistent-kinetic-dir/out.csv"], 1,
      "/nonexistent-kinetic-dir/out.csv"
    ),
  ]

  @Test(arguments: failures)
  func failuresFollowTheContract(_ arguments: [String], _ status: Int32, _ named: String) throws {
    let result = try H.runBinary(arguments)
    #expect(!result.terminatedBySignal)
    #expect(result.status == status)
    #expect(result.standardOutput.isEmpty)
    let lines = result.standardError.split(separator: "\n")
    #expect(lines.first?.hasPrefix("error: ") == true)
    #expect(lines.first?.contains(named) == true, "\(result.standardError)")
    #expect(lines.filter { $0.hasPrefix("error:") }.count == 1)
  }

  @Test func failedRunLeavesNoOutputFile() throws {
    let directory = try H.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("plot.csv").path
    let result = try H.runBinary(["eval", "linear", "--progress", "0,nan", "-o", path])
    #expect(result.status == 2)
    #expect(!FileManager.default.fileExists(atPath: path))
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    let ok = try H.runBinary(["eval", "linear", "--progress", "0,1", "-o", path])
    #expect(ok.status == 0)
    #expect(ok.standardOutput.isEmpty)
    #expect(
      try String(contentsOfFile: path, encoding: .utf8)
        == "progress,value,velocity\n0,0,1\n1,1,1\n")
  }
}

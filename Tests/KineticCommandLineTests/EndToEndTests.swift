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

import Foundation
import Testing

@testable import KineticCommandLine
@testable import KineticInterchange

/// Runs `kinetic` in-process or as the built binary, and checks the bad-input contract.
enum CommandLineHarness {
  /// Runs `arguments` in-process with a non-terminal context.
  static func run(_ arguments: [String], environment: [String: String] = [:])
    -> KineticCommand.Result
  {
    KineticCommand.run(arguments: arguments, context: CommandContext(environment: environment))
  }

  /// Expects a usage error: status 2, nothing on stdout, one `error:` line first on stderr
  /// (spec errors add two indented caret lines), mentioning every string of `mentions`.
  static func expectUsageError(
    _ arguments: [String], mentions: [String] = [],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let result = run(arguments)
    expectContract(
      result, status: 2, mentions: mentions, arguments: arguments, sourceLocation: sourceLocation)
  }

  static func expectContract(
    _ result: KineticCommand.Result, status: Int32, mentions: [String], arguments: [String],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(result.status == status, "status for \(arguments)", sourceLocation: sourceLocation)
    #expect(
      result.standardOutput.isEmpty, "stdout for \(arguments)", sourceLocation: sourceLocation)
    let lines = result.standardError.split(separator: "\n", omittingEmptySubsequences: false)
      .dropLast()
    #expect(
      lines.first?.hasPrefix("error: ") == true, "stderr for \(arguments)",
      sourceLocation: sourceLocation)
    #expect(lines.filter { $0.hasPrefix("error:") }.count == 1, sourceLocation: sourceLocation)
    #expect(result.standardError.hasSuffix("\n"), sourceLocation: sourceLocation)
    // Only spec errors may add continuation lines: the spec and a caret, indented.
    #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("    ") }, sourceLocation: sourceLocation)
    #expect(
      lines.count == 1 || lines.count == 3, "stderr for \(arguments): \(result.standardError)",
      sourceLocation: sourceLocation)
    let first = lines.first.map(String.init) ?? ""
    for mention in mentions {
      #expect(
        first.contains(mention), "'\(first)' should mention '\(mention)'",
        sourceLocation: sourceLocation)
    }
  }

  /// The built `kinetic` executable: next to the test bundle (SwiftPM puts both in the build
  /// products directory), else under `.build/debug` of the package containing this file.
  static var executableURL: URL {
    let packageBuild = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent(".build/debug")
    let candidates = [
      URL(fileURLWithPath: CommandLine.arguments.first ?? "").deletingLastPathComponent(),
      Bundle.main.bundleURL,
      Bundle.main.bundleURL.deletingLastPathComponent(),
      packageBuild,
    ]
    for directory in candidates {
      let url = directory.appendingPathComponent("kinetic")
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
        !isDirectory.boolValue
      {
        return url
      }
    }
    return packageBuild.appendingPathComponent("kinetic")
  }

  /// The result of running the built binary.
  struct ProcessResult {
    var status: Int32
    var terminatedBySignal: Bool
    var standardOutput: String
    var standardError: String
  }

  /// Runs the built binary with `arguments` in a minimal environment plus `environment`.
  static func runBinary(_ arguments: [String], environment: [String: String] = [:]) throws
    -> ProcessResult
  {
    let process = Process()
    process.executableURL = executableURL
    process.arguments = arguments
    process.environment = environment.merging(["PATH": "/usr/bin:/bin"]) { a, _ in a }
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    // Read stdout fully before waiting; outputs in these tests are small, so stderr cannot
    // fill its pipe meanwhile.
    let outData = output.fileHandleForReading.readDataToEndOfFile()
    let errData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return ProcessResult(
      status: process.terminationStatus,
      terminatedBySignal: process.terminationReason == .uncaughtSignal,
      standardOutput: String(decoding: outData, as: UTF8.self),
      standardError: String(decoding: errData, as: UTF8.self))
  }

  /// A fresh temporary directory.
  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kinetic-cli-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}

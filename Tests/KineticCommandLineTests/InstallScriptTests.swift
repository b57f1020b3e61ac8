import Foundation
import Testing

/// `Scripts/install.sh` run from another folder (issue 36, M8 and the PATH hint), with `swift`
/// replaced by a stub that hands back the debug build, so no release build is needed.
@Suite("Scripts/install.sh")
struct InstallScriptTests {
  /// The repository root: three folders above this file.
  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  struct Run {
    var status: Int32
    var standardError: String
  }

  /// Runs the script with `arguments` in `directory`, `swift` stubbed.
  static func install(_ arguments: [String], in directory: URL, stubs: URL) throws -> Run {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = [repository.appendingPathComponent("Scripts/install.sh").path] + arguments
    process.currentDirectoryURL = directory
    process.environment = [
      "PATH": stubs.path + ":/usr/bin:/bin", "HOME": directory.path,
    ]
    let error = Pipe()
    process.standardError = error
    process.standardOutput = Pipe()
    try process.run()
    let text = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return Run(status: process.terminationStatus, standardError: text)
  }

  /// A folder with a `swift` that builds nothing and names the folder of the built binary.
  static func stubs(in scratch: URL) throws -> URL {
    let stubs = scratch.appendingPathComponent("stubs")
    try FileManager.default.createDirectory(at: stubs, withIntermediateDirectories: true)
    let binary = CommandLineHarness.executableURL.deletingLastPathComponent().path
    let script = """
      #!/bin/sh
      for argument in "$@"; do
        [ "$argument" = --show-bin-path ] && { printf '%s\\n' '\(binary)'; exit 0; }
      done
      exit 0

      """
    let swift = stubs.appendingPathComponent("swift")
    try script.write(to: swift, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swift.path)
    return stubs
  }

  @Test("A relative prefix is resolved against the caller's folder, not the repository")
  func relativePrefix() throws {
    let scratch = try CommandLineHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let caller = scratch.appendingPathComponent("caller")
    try FileManager.default.createDirectory(at: caller, withIntermediateDirectories: true)
    let name = "kinetic-install-test-\(UUID().uuidString)"
    let run = try Self.install([name], in: caller, stubs: try Self.stubs(in: scratch))
    defer { try? FileManager.default.removeItem(at: Self.repository.appendingPathComponent(name)) }
    #expect(run.status == 0, "\(run.standardError)")
    let installed = caller.appendingPathComponent(name + "/bin/kinetic").path
    #expect(FileManager.default.isExecutableFile(atPath: installed), "\(run.standardError)")
    #expect(
      !FileManager.default.fileExists(atPath: Self.repository.appendingPathComponent(name).path))
  }

  @Test("The PATH hint is quoted, so it can be pasted for a prefix with spaces and quotes")
  func quotedHint() throws {
    let scratch = try CommandLineHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let prefix = scratch.appendingPathComponent("my 'odd\" $prefix").path
    let run = try Self.install([prefix], in: scratch, stubs: try Self.stubs(in: scratch))
    #expect(run.status == 0, "\(run.standardError)")
    let line = try #require(
      run.standardError.split(separator: "\n").first { $0.contains("export PATH=") })
    let hint = String(line[line.range(of: "export PATH=")!.lowerBound...])
    // Pasted into a shell, the hint puts exactly PREFIX/bin first on PATH.
    let shell = Process()
    shell.executableURL = URL(fileURLWithPath: "/bin/bash")
    shell.arguments = ["-c", hint + "; printf '%s' \"${PATH%%:*}\""]
    shell.environment = ["PATH": "/usr/bin:/bin"]
    let output = Pipe()
    shell.standardOutput = output
    try shell.run()
    let first = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    shell.waitUntilExit()
    #expect(first == prefix + "/bin", "\(hint)")
  }
}

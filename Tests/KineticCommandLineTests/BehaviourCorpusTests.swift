import Foundation
import Testing

/// Replays the behaviour corpus: every invocation in `Tests/BehaviourCorpus/invocations.tsv`
/// through the built `kinetic` binary, compared byte for byte with the recorded exit status,
/// standard output, standard error and `-o` file in `Tests/BehaviourCorpus/expected`.
///
/// The corpus was recorded before the animation-model redesign (issue 14) so that the
/// redesign provably changes no output. An intended change of output (a fix, a new required
/// behaviour) regenerates just the affected entries, named in the commit message:
///
///     KINETIC_CORPUS_RECORD=1 swift test --filter BehaviourCorpus
///
/// rewrites every expected file from the current binary; review the `git diff` before
/// committing. Each line of `invocations.tsv` is a case name followed by the arguments,
/// tab-separated; the argument `{OUT}` stands for a fresh temporary file whose contents are
/// recorded as the case's `.file`.
@Suite("Behaviour corpus")
struct BehaviourCorpusTests {
  struct Invocation: CustomTestStringConvertible, Sendable {
    var name: String
    var arguments: [String]
    var testDescription: String { name }
  }

  /// The recorded outcome of one invocation.
  struct Outcome: Equatable {
    var status: String
    var standardOutput: Data
    var standardError: Data
    var file: Data?
  }

  static let corpusDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("BehaviourCorpus")
  static let expectedDirectory = corpusDirectory.appendingPathComponent("expected")
  /// Input files (Lottie JSON) copied into each run's directory, so an invocation names them
  /// by a relative path and its output holds no absolute one.
  static let fixturesDirectory = corpusDirectory.appendingPathComponent("fixtures")
  static let isRecording = ProcessInfo.processInfo.environment["KINETIC_CORPUS_RECORD"] == "1"

  static let invocations: [Invocation] = {
    let url = corpusDirectory.appendingPathComponent("invocations.tsv")
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
    return text.split(separator: "\n").map { line in
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      return Invocation(name: fields[0], arguments: Array(fields.dropFirst()))
    }
  }()

  @Test("the corpus is large and its case names are unique")
  func corpusShape() {
    #expect(Self.invocations.count >= 200)
    #expect(Set(Self.invocations.map(\.name)).count == Self.invocations.count)
  }

  @Test("every invocation reproduces its recorded output", arguments: invocations)
  func replay(_ invocation: Invocation) throws {
    let actual = try Self.run(invocation)
    if Self.isRecording {
      try Self.record(actual, for: invocation)
      return
    }
    let expected = try Self.recorded(invocation)
    #expect(actual.status == expected.status, "exit status of \(invocation.name)")
    #expect(
      actual.standardOutput == expected.standardOutput,
      "stdout of \(invocation.name): \(Self.firstDifference(actual.standardOutput, expected.standardOutput))"
    )
    #expect(
      actual.standardError == expected.standardError,
      "stderr of \(invocation.name): \(String(decoding: actual.standardError, as: UTF8.self))")
    #expect(
      actual.file == expected.file,
      "-o file of \(invocation.name): \(Self.firstDifference(actual.file ?? Data(), expected.file ?? Data()))"
    )
  }

  /// Runs the built binary in a fixed environment (no terminal, 80 columns).
  static func run(_ invocation: Invocation) throws -> Outcome {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kinetic-corpus-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    for name in (try? FileManager.default.contentsOfDirectory(atPath: fixturesDirectory.path)) ?? []
    {
      try FileManager.default.copyItem(
        at: fixturesDirectory.appendingPathComponent(name),
        to: directory.appendingPathComponent(name))
    }
    let outputPath = directory.appendingPathComponent("out").path
    let process = Process()
    process.executableURL = CommandLineHarness.executableURL
    process.arguments = invocation.arguments.map { $0 == "{OUT}" ? outputPath : $0 }
    process.environment = ["PATH": "/usr/bin:/bin", "COLUMNS": "80", "LC_ALL": "C"]
    process.currentDirectoryURL = directory
    let output = Pipe()
    let noInput = FileHandle(forReadingAtPath: "/dev/null")
    let errorFile = directory.appendingPathComponent("stderr")
    _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
    let errorHandle = try FileHandle(forWritingTo: errorFile)
    process.standardOutput = output
    process.standardError = errorHandle
    process.standardInput = noInput
    try process.run()
    let standardOutput = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    try errorHandle.close()
    let status =
      process.terminationReason == .uncaughtSignal
      ? "signal \(process.terminationStatus)" : "exit \(process.terminationStatus)"
    return Outcome(
      status: status, standardOutput: standardOutput,
      standardError: try Data(contentsOf: errorFile),
      file: FileManager.default.contents(atPath: outputPath))
  }

  static func url(_ invocation: Invocation, _ suffix: String) -> URL {
    expectedDirectory.appendingPathComponent("\(invocation.name).\(suffix)")
  }

  static func record(_ outcome: Outcome, for invocation: Invocation) throws {
    try FileManager.default.createDirectory(
      at: expectedDirectory, withIntermediateDirectories: true)
    try Data((outcome.status + "\n").utf8).write(to: url(invocation, "status"))
    for (suffix, data) in [
      ("stdout", outcome.standardOutput), ("stderr", outcome.standardError),
      ("file", outcome.file),
    ] {
      if let data, !data.isEmpty {
        try data.write(to: url(invocation, suffix))
      } else {
        try? FileManager.default.removeItem(at: url(invocation, suffix))
      }
    }
  }

  static func recorded(_ invocation: Invocation) throws -> Outcome {
    let status = try String(contentsOf: url(invocation, "status"), encoding: .utf8)
    func read(_ suffix: String) -> Data? {
      FileManager.default.contents(atPath: url(invocation, suffix).path)
    }
    return Outcome(
      status: status.trimmingCharacters(in: .newlines), standardOutput: read("stdout") ?? Data(),
      standardError: read("stderr") ?? Data(), file: read("file"))
  }

  /// The first differing line, for a readable failure.
  static func firstDifference(_ actual: Data, _ expected: Data) -> String {
    let a = String(decoding: actual, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    let e = String(decoding: expected, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<max(a.count, e.count) {
      let left = index < a.count ? String(a[index]) : "<end>"
      let right = index < e.count ? String(e[index]) : "<end>"
      if left != right {
        return "line \(index + 1): got '\(left.prefix(200))', recorded '\(right.prefix(200))'"
      }
    }
    return "identical"
  }
}

import Foundation
import Testing

@testable import KineticCommandLine

/// What an atomic replace keeps of the file it replaces, and what it refuses to replace
/// (issue 36: M1, and the `/dev/stdin` and `/proc/version` findings).
@Suite("OutputFile replacing an existing file")
struct OutputFileReplacementTests {
  static func status(_ path: String) throws -> stat {
    var status = stat()
    try #require(stat(path, &status) == 0, "stat \(path)")
    return status
  }

  @Test("A replaced file keeps its mode", arguments: [0o600, 0o640, 0o444, 0o755, 0o2750])
  func keepsMode(mode: Int) throws {
    let directory = try OutputFileTests.scratchDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/chart.csv"
    try OutputFile.write("old\n", to: path)
    #expect(chmod(path, mode_t(mode)) == 0)
    try OutputFile.write("new\n", to: path)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "new\n")
    #expect(Int(try Self.status(path).st_mode & 0o7777) == mode, "mode \(String(mode, radix: 8))")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["chart.csv"])
  }

  @Test("A replaced file keeps its owner and group (as root: a file chowned to nobody)")
  func keepsOwner() throws {
    guard geteuid() == 0 else { return }  // only root can make a file someone else's
    let directory = try OutputFileTests.scratchDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/chart.csv"
    try OutputFile.write("old\n", to: path)
    #expect(chown(path, 65534, 65534) == 0)
    #expect(chmod(path, 0o640) == 0)
    try OutputFile.write("new\n", to: path)
    let status = try Self.status(path)
    #expect(status.st_uid == 65534 && status.st_gid == 65534, "\(status.st_uid):\(status.st_gid)")
    #expect(status.st_mode & 0o7777 == 0o640)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "new\n")
  }

  @Test("A link to a file keeps the file's mode and stays a link")
  func keepsModeThroughLink() throws {
    let directory = try OutputFileTests.scratchDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/target.csv"
    try OutputFile.write("old\n", to: path)
    #expect(chmod(path, 0o600) == 0)
    #expect(symlink(path, directory + "/link.csv") == 0)
    try OutputFile.write("new\n", to: directory + "/link.csv")
    #expect(try Self.status(path).st_mode & 0o7777 == 0o600)
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: directory + "/link.csv") == path)
  }

  @Test(
    "/dev/stdin is refused as a usage error (status 2), and the file behind standard input is left as it was"
  )
  func standardInputIsRefused() throws {
    #expect(throws: OutputFileError.self) { try OutputFile.destination(of: "/dev/stdin") }
    let directory = try OutputFileTests.scratchDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let input = directory + "/input.txt"
    try "keep me\n".write(toFile: input, atomically: false, encoding: .utf8)
    for target in ["/dev/stdin", "/dev/fd/0", "/proc/self/fd/0", input] {
      let process = Process()
      process.executableURL = CommandLineHarness.executableURL
      process.arguments = ["eval", "linear", "--at", "0", "-o", target]
      process.standardInput = try FileHandle(forReadingFrom: URL(fileURLWithPath: input))
      let error = Pipe()
      process.standardError = error
      process.standardOutput = Pipe()
      try process.run()
      let text = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      #expect(process.terminationStatus == 2, "\(target): \(text)")
      #expect(text.hasPrefix("error: ") && text.contains("standard input"), "\(target): \(text)")
      #expect(try String(contentsOfFile: input, encoding: .utf8) == "keep me\n", "\(target)")
    }
  }

  /// The behaviour corpus's Lottie file: a square whose position is animated.
  static let lottieFixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("BehaviourCorpus/fixtures/lottie-square.json").path

  @Test(
    "-o naming the file --lottie reads (itself, through a link, another spelling) is a usage error, and the file is left as it was"
  )
  func lottieInputIsRefused() throws {
    let directory = try OutputFileTests.scratchDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let input = directory + "/motion.json"
    let original = try String(contentsOfFile: Self.lottieFixture, encoding: .utf8)
    try original.write(toFile: input, atomically: false, encoding: .utf8)
    try FileManager.default.createSymbolicLink(
      atPath: directory + "/link.json", withDestinationPath: input)
    #expect(link(input, directory + "/hard.json") == 0)
    let lottie = ["--lottie", input, "--property", "Square.ks.p"]
    let commands = [
      ["eval"] + lottie + ["--at", "0"], ["plot"] + lottie + ["--format", "csv"],
      ["export"] + lottie + ["--to", "css"],
    ]
    let targets = [
      input, directory + "/link.json", directory + "/hard.json", directory + "/./motion.json",
    ]
    for command in commands {
      for target in targets {
        CommandLineHarness.expectUsageError(
          command + ["-o", target], mentions: ["--output", target, "--lottie"])
        #expect(
          try String(contentsOfFile: input, encoding: .utf8) == original, "\(command) -o \(target)")
      }
      // Another file is written as usual.
      let result = CommandLineHarness.run(command + ["-o", directory + "/out.txt"])
      #expect(result.status == 0, "\(command): \(result.standardError)")
      #expect(FileManager.default.fileExists(atPath: directory + "/out.txt"))
      try FileManager.default.removeItem(atPath: directory + "/out.txt")
    }
  }

  @Test(
    "studio -o naming the WebAssembly module it embeds, or its compressed copy, is a usage error")
  func studioModuleIsRefused() throws {
    let directory = try OutputFileTests.scratchDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let module = directory + "/kinetic.wasm"
    let bytes: [UInt8] = [0, 0x61, 0x73, 0x6D, 1, 0, 0, 0]
    #expect(FileManager.default.createFile(atPath: module, contents: Data(bytes)))
    #expect(FileManager.default.createFile(atPath: module + ".gz", contents: Data([0x1F, 0x8B])))
    let environment = ["KINETIC_WASM": module]
    for target in [module, module + ".gz"] {
      let arguments = ["studio", "-o", target]
      let result = CommandLineHarness.run(arguments, environment: environment)
      CommandLineHarness.expectContract(
        result, status: 2, mentions: ["--output", target, "module"], arguments: arguments)
      #expect(FileManager.default.contents(atPath: module) == Data(bytes))
    }
    let page = directory + "/studio.html"
    let result = CommandLineHarness.run(["studio", "-o", page], environment: environment)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(FileManager.default.fileExists(atPath: page))
  }

  @Test("Two paths are the same file only when both exist and share device and inode")
  func sameFile() throws {
    let directory = try OutputFileTests.scratchDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/a.txt"
    try "a".write(toFile: path, atomically: false, encoding: .utf8)
    try "a".write(toFile: directory + "/b.txt", atomically: false, encoding: .utf8)
    #expect(OutputFile.isSameFile(path, as: path))
    #expect(
      OutputFile.isSameFile(
        directory + "/../" + URL(fileURLWithPath: directory).lastPathComponent + "/a.txt", as: path)
    )
    #expect(!OutputFile.isSameFile(directory + "/b.txt", as: path))
    #expect(!OutputFile.isSameFile(directory + "/missing.txt", as: path))
    #expect(!OutputFile.isSameFile(path, as: directory + "/missing.txt"))
  }

  @Test("A file in a directory that takes no new files (/proc) is not called a missing directory")
  func procFile() throws {
    let error = try #require(throws: OutputFileError.self) {
      try OutputFile.write("x", to: "/proc/version")
    }
    #expect(!error.description.contains("does not exist"), "\(error)")
    #expect(error.description.hasPrefix("cannot write '/proc/version': "), "\(error)")
  }
}

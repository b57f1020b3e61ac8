import Foundation
import Testing

@testable import KineticCommandLine
@testable import KineticInterchange

@Suite("OutputFile")
struct OutputFileTests {
  /// A fresh empty directory per test.
  static func scratchDirectory() throws -> String {
    let path = NSTemporaryDirectory() + "kinetic-output-file-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    return path
  }

  @Test("Writes, then replaces, the file's contents; nothing else is left behind")
  func success() throws {
    let directory = try Self.scratchDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/chart.csv"
    try OutputFile.write("time,value\n0,0\n", to: path)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "time,value\n0,0\n")
    try OutputFile.write(Array("é\n".utf8), to: path)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "é\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["chart.csv"])
  }

  @Test("A relative path is written in the working directory's terms")
  func split() {
    #expect(OutputFile.split("out.svg") == (".", "out.svg"))
    #expect(OutputFile.split("/out.svg") == ("/", "out.svg"))
    #expect(OutputFile.split("a/b/c.txt") == ("a/b", "c.txt"))
  }

  @Test("A missing directory throws ENOENT naming the path and leaves nothing")
  func missingDirectory() throws {
    let directory = try Self.scratchDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/missing/chart.csv"
    let error = try #require(throws: OutputFileError.self) { try OutputFile.write("x", to: path) }
    #expect(error.path == path)
    #expect(error.code == ENOENT)
    #expect(error.description.contains(path))
    // Named as what the user can fix, not as the temporary file the user never asked for.
    #expect(error.description == "cannot write '\(path)': directory does not exist")
    #expect(!FileManager.default.fileExists(atPath: path))
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
  }

  @Test("A parent that is a file throws ENOTDIR and leaves nothing")
  func parentIsFile() throws {
    let directory = try Self.scratchDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try OutputFile.write("plain file", to: directory + "/file")
    let error = try #require(throws: OutputFileError.self) {
      try OutputFile.write("x", to: directory + "/file/out.csv")
    }
    #expect(error.code == ENOTDIR)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["file"])
  }

  @Test("A destination that is a directory is refused before anything is created")
  func destinationIsDirectory() throws {
    let directory = try Self.scratchDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let target = directory + "/out"
    try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: false)
    try OutputFile.write("keep", to: target + "/inner")
    let error = try #require(throws: OutputFileError.self) { try OutputFile.write("x", to: target) }
    #expect(error.operation == "open" && error.code == EISDIR)
    #expect(error.description.contains(target))
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["out"])
    #expect(try FileManager.default.contentsOfDirectory(atPath: target) == ["inner"])
  }

  @Test("A path ending in a slash is refused")
  func trailingSlash() throws {
    let directory = try Self.scratchDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    #expect(throws: OutputFileError.self) { try OutputFile.write("x", to: directory + "/") }
    #expect(throws: OutputFileError(path: "", operation: "open", code: ENOENT)) {
      try OutputFile.write("x", to: "")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
  }

  @Test("A directory that cannot be written throws and leaves nothing")
  func notWritable() throws {
    // Root ignores permission bits, so as root use sysfs, which refuses new files to everyone.
    let directory: String
    let scratch = try Self.scratchDirectory()
    defer {
      chmod(scratch, 0o755)
      try? FileManager.default.removeItem(atPath: scratch)
    }
    if geteuid() == 0 {
      directory = "/sys"
    } else {
      #expect(chmod(scratch, 0o555) == 0)
      directory = scratch
    }
    let before = try FileManager.default.contentsOfDirectory(atPath: directory)
    let path = directory + "/kinetic-plot-test.csv"
    let error = try #require(throws: OutputFileError.self) { try OutputFile.write("x", to: path) }
    // sysfs answers EACCES, or EROFS where a container mounts it read-only.
    #expect([EACCES, EPERM, EROFS].contains(error.code))
    #expect(
      error.description.contains(path)
        && (error.description.contains("permission denied in its directory")
          || error.description.contains("read-only file system")))
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == before)
  }

  @Test("The new file's mode is 0666 minus the umask, as for files the shell creates")
  func mode() throws {
    let directory = try Self.scratchDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
    let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("Umask:") })
    let mask = try #require(Int(line.dropFirst(6).trimmingCharacters(in: .whitespaces), radix: 8))
    try OutputFile.write("x", to: directory + "/f")
    let attributes = try FileManager.default.attributesOfItem(atPath: directory + "/f")
    let permissions = try #require(attributes[.posixPermissions] as? Int)
    #expect(permissions == 0o666 & ~mask)
  }
}

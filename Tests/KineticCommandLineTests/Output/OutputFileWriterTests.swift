import Foundation
import Testing

@testable import KineticCommandLine
@testable import KineticInterchange

@Suite("OutputFile writer")
struct OutputFileWriterTests {
  static func contents(_ directory: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
  }

  @Test("Chunks appear at the destination only on commit, complete")
  func chunksCommit() throws {
    let directory = try OutputFileTests.scratchDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/out.csv"
    try OutputFile.write("old\n", to: path)
    let file = try OutputFile(path: path)
    var expected: [UInt8] = []
    for k in 0..<100 {
      let chunk = Array("row \(k)\n".utf8)
      try file.write(chunk)
      expected += chunk
      // Readers still see the old file while the new one is being written.
      #expect(try String(contentsOfFile: path, encoding: .utf8) == "old\n")
    }
    #expect(try Self.contents(directory).count == 2)
    try file.commit()
    #expect(!file.isOpen)
    #expect(Array(try Data(contentsOf: URL(fileURLWithPath: path))) == expected)
    #expect(try Self.contents(directory) == ["out.csv"])
  }

  @Test("Discarding, or dropping the writer uncommitted, leaves the destination as it was")
  func discard() throws {
    let directory = try OutputFileTests.scratchDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/out.csv"
    try OutputFile.write("old\n", to: path)
    let file = try OutputFile(path: path)
    try file.write(Array("partial".utf8))
    file.discard()
    #expect(throws: OutputFileError(path: path, operation: "write", code: EBADF)) {
      try file.write(Array("more".utf8))
    }
    #expect(throws: OutputFileError.self) { try file.commit() }
    do {
      let dropped = try OutputFile(path: directory + "/new.csv")
      try dropped.write(Array("partial".utf8))
    }
    #expect(try Self.contents(directory) == ["out.csv"])
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "old\n")
  }

  @Test("A missing directory fails at creation, naming the path")
  func missingDirectory() throws {
    let directory = try OutputFileTests.scratchDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/missing/out.csv"
    let error = try #require(throws: OutputFileError.self) { try OutputFile(path: path) }
    #expect(error.code == ENOENT)
    #expect(error.path == path)
    #expect(try Self.contents(directory).isEmpty)
  }
}

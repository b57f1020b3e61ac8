import Foundation
import Testing

/// `kinetic retarget` streams CSV and JSON as `plot` does, so its memory does not grow with the
/// frames (issue 36, M5: `--fps 1000000 --until 9.9` held every frame, 576 MB).
@Suite("retarget streams")
struct RetargetStreamingTests {
  /// Two million frames of two modes with velocities (about 110 MB held before) under a 96 MB
  /// data limit (`ulimit -d`, which Linux applies to the heap and private mappings).
  @Test(arguments: ["csv", "json"])
  func manyFramesInBoundedMemory(format: String) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    let binary = CommandLineHarness.executableURL.path
    process.arguments = [
      "-c",
      "set -o pipefail; ulimit -d 96000 &&  '\(binary)' retarget easeInOut --retarget-at 0.1 --new-target 2 "
        + "--fps 200000 --until 9.9 --mode additive,merge --velocity --format \(format)"
        + " | tail -c 40",
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = Pipe()
    try process.run()
    let tail = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    if format == "csv" {
      #expect(tail.hasSuffix("\n9.9,2,0,2,0\n"), "\(tail)")
    } else {
      #expect(tail.hasSuffix("]}]}\n"), "\(tail)")
    }
  }
}

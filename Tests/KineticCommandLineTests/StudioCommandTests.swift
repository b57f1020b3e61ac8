import Foundation
import Testing

@testable import KineticCommandLine

/// `kinetic studio`: where it finds the WebAssembly module, what it writes, and that a missing
/// module or a bad spec leaves no file.
@Suite("kinetic studio")
struct StudioCommandTests {
  /// A stand-in module: the WebAssembly magic and version, then bytes whose base64 is known.
  static let module: [UInt8] = [0, 0x61, 0x73, 0x6D, 1, 0, 0, 0, 0xFB, 0xFF]

  @Test func writesOnePageWithTheModuleAndTheSpecs() throws {
    let directory = try CommandLineHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let wasm = directory.appendingPathComponent("k.wasm")
    try Data(Self.module).write(to: wasm)
    let page = directory.appendingPathComponent("studio.html").path
    let result = CommandLineHarness.run(
      ["studio", "-o", page, "spring(dampingRatio = 0.5f, stiffness = 200f)", "easeIn"],
      environment: ["KINETIC_WASM": wasm.path])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput.isEmpty)
    let html = try String(contentsOfFile: page, encoding: .utf8)
    #expect(html.contains(">\(Data(Self.module).base64EncodedString())</script>"))
    #expect(html.contains(#"["spring(dampingRatio = 0.5f, stiffness = 200f)","easeIn"]"#))
    // No network: the one URL in the page is the SVG namespace's name.
    #expect(html.components(separatedBy: "http").count == 2)
    #expect(html.contains("prefers-color-scheme: dark"))
  }

  @Test func missingModuleFailsWithoutAFile() throws {
    let directory = try CommandLineHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let page = directory.appendingPathComponent("studio.html").path
    let absent = directory.appendingPathComponent("none.wasm").path
    let result = CommandLineHarness.run(
      ["studio", "-o", page], environment: ["KINETIC_WASM": absent])
    #expect(result.status == 1)
    #expect(result.standardError.hasPrefix("error: KINETIC_WASM names '\(absent)'"))
    #expect(!FileManager.default.fileExists(atPath: page))
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
  }

  @Test func badSpecIsAUsageErrorWithoutAFile() throws {
    let directory = try CommandLineHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let page = directory.appendingPathComponent("studio.html").path
    let result = CommandLineHarness.run(["studio", "-o", page, "spring(duration: -1)"])
    #expect(result.status == 2)
    #expect(result.standardError.hasPrefix("error: "))
    #expect(!FileManager.default.fileExists(atPath: page))
  }

  /// A built kinetic finds the module Scripts/wasm.sh writes in its checkout's .build/wasm; an
  /// installed one beside it or in PREFIX/share/kinetic; KINETIC_WASM overrides them all.
  @Test func lookupOrder() {
    let built = StudioCommand.candidates(
      environment: [:], executable: "/src/kinetic/.build/x86_64-unknown-linux-gnu/debug/kinetic")
    #expect(built.contains("/src/kinetic/.build/wasm/kinetic.wasm"))
    let installed = StudioCommand.candidates(environment: [:], executable: "/opt/k/bin/kinetic")
    #expect(
      Array(installed.prefix(2)) == [
        "/opt/k/bin/kinetic.wasm", "/opt/k/share/kinetic/kinetic.wasm",
      ])
    #expect(
      StudioCommand.candidates(environment: ["KINETIC_WASM": "/x.wasm"], executable: "/b/kinetic")
        == ["/x.wasm"])
  }
}

import Foundation
import Kinetic
import Testing

@testable import KineticInterchange

/// What `kinetic export` writes compiles in the target language's own compiler: a grid of
/// motions exported to every code target, each target's exports compiled in one compiler run
/// (kotlinc takes seconds to start) — Swift (SwiftUI and Core Animation) type-checked by
/// `swiftc` against stub modules of Apple's documented signatures, Kotlin compiled by
/// `kotlinc` against a stub of Compose animation-core's, JavaScript (Motion, react-spring,
/// Web Animations, GSAP, Anime.js) checked by `node --check`. The stubs are in CompilerStubs/; the compilers
/// are installed by Scripts/bootstrap.sh. CSS is checked in Chromium (ExportBrowserTests);
/// Dart has no compiler here: it is parsed with tree-sitter-dart's grammar and read back
/// (ExportReadBackTests).
@Suite(.serialized) struct ExportCompilesTests {
  static let grid = [
    "spring(duration: 0.5, bounce: 0.3)", "spring(response: 0.3, dampingFraction: 0.5).speed(2)",
    "interpolatingSpring(mass: 2, stiffness: 100, damping: 10)", "bouncy", "snappy", "smooth",
    "easeInOut(duration: 0.3)", "easeIn(duration: 0.4).delay(0.2)", "linear(duration: 2)",
    "easeOut.repeatCount(3, autoreverses: true)",
    "linear(duration: 1).repeatForever(autoreverses: false)",
    "circularEaseIn", "cubic-bezier(0.68, -0.55, 0.265, 1.55)", "ease 300ms", "steps(4, jump-end)",
    "linear(0, 0.25 75%, 1)", "tween(durationMillis = 300, easing = FastOutSlowInEasing)",
    "spring(dampingRatio = 0.5f, stiffness = 400f)", "Curves.elasticOut", "Curves.easeOutBack",
    "config.wobbly", "{ tension: 300, friction: 10 }",
    "{ type: \"spring\", stiffness: 300, damping: 20 }",
    "{ duration: 0.5, ease: [0.17, 0.67, 0.83, 0.67] }",
    "KeyframeTrack { LinearKeyframe(1.2, duration: 0.2); SpringKeyframe(1, spring: .bouncy) }",
    "KeyframeTrack { LinearKeyframe(1.2, duration: 0.2, timingCurve: .bezier(startControlPoint: UnitPoint(x: 0.4, y: 0), endControlPoint: UnitPoint(x: 0.2, y: 1))); LinearKeyframe(1, duration: 0.25) }",
    "keyframes { durationMillis = 500; 1.2f at 100 using EaseIn; 1f at 500 }",
    "keyframes { durationMillis = 375; 0.0f at 0 using LinearOutSlowInEasing; 0.2f at 15 using CubicBezierEasing(0.3f, 0f, 0.7f, 1f); 0.4f at 75 }",
    "@keyframes { 0% { opacity: 0; animation-timing-function: ease-in } 40% { opacity: 0.8 } 100% { opacity: 1 } }",
    "CASpringAnimation(mass: 1, stiffness: 200, damping: 15)",
    "UIView.animate(withDuration: 0.3, delay: 0.1, options: [.curveEaseOut], animations: { })",
    // Pasted over several lines: every header quotes the spec on one line.
    multiLineSpring, "steps(4,\n  jump-end) /* over\n lines */",
    "cubic-bezier(0.68, -0.55,\n  0.265, 1.55)",
    "KeyframeTrack {\n  LinearKeyframe(1.2, duration: 0.2)\n  SpringKeyframe(1, spring: .bouncy)\n}",
    // Loops (issue 33): exact, and one approximated period in the target's own repeat.
    "easeInOut.repeatForever(autoreverses: true)", "bouncy.repeatForever()",
    "easeIn.repeatForever(autoreverses: true)", "bouncy.repeatCount(4, autoreverses: false)",
  ]

  /// Every grid motion's export to `target`, with the spec it came from.
  static func exports(_ target: ExportTarget) throws -> [(spec: String, code: String)] {
    try grid.compactMap { spec in
      do {
        return (spec, try Motion(parsing: spec).exported(to: target, duration: 4).text)
      } catch is ExportError {
        return nil
      }
    }
  }

  static let stubs = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("CompilerStubs")

  /// Runs `arguments` (the first is looked up on PATH) in `directory`; the status and output.
  static func run(_ arguments: [String], in directory: URL) throws -> (
    status: Int32, output: String
  ) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.currentDirectoryURL = directory
    let name = arguments[0].split(separator: "/").last.map(String.init) ?? "tool"
    let log = directory.appendingPathComponent("compiler-\(name).log")
    FileManager.default.createFile(atPath: log.path, contents: nil)
    let handle = try FileHandle(forWritingTo: log)
    defer { try? handle.close() }
    process.standardOutput = handle
    process.standardError = handle
    process.standardInput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: try Data(contentsOf: log), as: UTF8.self))
  }

  static func workspace(_ name: String) throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kinetic-compile-\(name)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
  }

  /// `spec` on one line, for the comment naming it.
  static func oneLine(_ spec: String) -> String {
    spec.split(separator: "\n").joined(separator: " ")
  }

  /// One file of exports, each inside `open`…`close` with its spec in a comment.
  static func file(
    _ exports: [(spec: String, code: String)], header: String, wrap: (Int, String) -> String
  )
    -> String
  {
    header
      + exports.enumerated().map { index, export in
        "// \(index): kinetic export '\(oneLine(export.spec))'\n" + wrap(index, export.code)
      }.joined(separator: "\n")
  }

  @Test func swiftExportsTypeCheckAgainstSwiftUIAndQuartzCoreSignatures() throws {
    let swiftui = try Self.exports(.swiftui)
    let coreAnimation = try Self.exports(.coreAnimation)
    #expect(swiftui.count >= 20 && coreAnimation.count >= 20)
    let directory = try Self.workspace("swift")
    defer { try? FileManager.default.removeItem(at: directory) }
    for module in ["SwiftUI", "QuartzCore"] {
      let source = directory.appendingPathComponent("\(module).swift")
      try FileManager.default.copyItem(
        at: Self.stubs.appendingPathComponent("\(module).swift.stub"), to: source)
      let built = try Self.run(
        [
          "swiftc", "-parse-as-library", "-emit-module", "-module-name", module,
          "-emit-module-path", "\(module).swiftmodule", source.lastPathComponent,
        ], in: directory)
      try #require(built.status == 0, "the \(module) stub: \(built.output)")
    }
    let swiftUIFile = Self.file(swiftui, header: "import SwiftUI\n\n") { index, code in
      // An animation, or a keyframe track when no animation fits; comment lines may lead.
      let head = code.split(separator: "\n").first { !$0.hasPrefix("//") } ?? ""
      let type = head.hasPrefix("KeyframeTrack") ? "" : ": Animation"
      return "let swiftUI\(index)\(type) =\n\(code)\n"
    }
    let coreAnimationFile = Self.file(coreAnimation, header: "import QuartzCore\n\n") {
      index, code in
      "func coreAnimation\(index)() {\n\(code)\n  _ = animation\n}\n"
    }
    try swiftUIFile.write(
      to: directory.appendingPathComponent("SwiftUIExports.swift"), atomically: true,
      encoding: .utf8)
    try coreAnimationFile.write(
      to: directory.appendingPathComponent("CoreAnimationExports.swift"), atomically: true,
      encoding: .utf8)
    let checked = try Self.run(
      ["swiftc", "-typecheck", "-I", ".", "SwiftUIExports.swift", "CoreAnimationExports.swift"],
      in: directory)
    #expect(checked.status == 0, "swiftc: \(checked.output)")
  }

  @Test func kotlinExportsCompileAgainstComposeSignatures() throws {
    let compose = try Self.exports(.compose)
    #expect(compose.count >= 20)
    let directory = try Self.workspace("kotlin")
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.copyItem(
      at: Self.stubs.appendingPathComponent("ComposeAnimationCore.kt.stub"),
      to: directory.appendingPathComponent("ComposeAnimationCore.kt"))
    let file = Self.file(
      compose, header: "import androidx.compose.animation.core.*\n\n"
    ) { index, code in "fun export\(index)() {\n\(code)\n}\n" }
    try file.write(
      to: directory.appendingPathComponent("Exports.kt"), atomically: true, encoding: .utf8)
    let compiled = try Self.run(
      ["kotlinc", "-nowarn", "ComposeAnimationCore.kt", "Exports.kt", "-d", "classes"],
      in: directory)
    #expect(compiled.status == 0, "kotlinc: \(compiled.output)")
  }

  @Test func javaScriptExportsPassNodeCheck() throws {
    var all: [(spec: String, code: String)] = []
    for target in [ExportTarget.framer, .reactSpring, .waapi, .gsap, .anime] {
      let exports = try Self.exports(target)
      #expect(exports.count >= 20, "\(target)")
      all += exports
    }
    let directory = try Self.workspace("javascript")
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = Self.file(all, header: "\"use strict\";\n\n") { _, code in "{\n\(code)\n}\n" }
    try file.write(
      to: directory.appendingPathComponent("exports.js"), atomically: true, encoding: .utf8)
    let checked = try Self.run(["node", "--check", "exports.js"], in: directory)
    #expect(checked.status == 0, "node --check: \(checked.output)")
  }

  /// Dart has no compiler here: each Flutter export is parsed with tree-sitter-dart's grammar
  /// (PyPI `tree-sitter-dart`, pinned in notebooks/requirements.txt and installed into .venv by
  /// Scripts/bootstrap.sh), an independent parser of Dart's syntax; a syntax error anywhere
  /// (an `ERROR` or missing node) fails, naming the export. Types and names are not checked —
  /// the read-back tests check what the code means.
  @Test func dartExportsParseWithTreeSitterDartsGrammar() throws {
    let flutter = try Self.exports(.flutter)
    #expect(flutter.count >= 20)
    let directory = try Self.workspace("dart")
    defer { try? FileManager.default.removeItem(at: directory) }
    for (index, export) in flutter.enumerated() {
      try ("// kinetic export '\(Self.oneLine(export.spec))'\n" + export.code).write(
        to: directory.appendingPathComponent("export\(index).dart"), atomically: true,
        encoding: .utf8)
    }
    let script = """
      import glob, sys
      import tree_sitter_dart
      from tree_sitter import Language, Parser
      parser = Parser(Language(tree_sitter_dart.language()))
      bad = []
      files = sorted(glob.glob("export*.dart"))
      for name in files:
          tree = parser.parse(open(name, "rb").read())
          if tree.root_node.has_error:
              bad.append(name)
      # The grammar is not permissive: a broken line is an error.
      assert parser.parse(b"final x = Cubic(0.1, 0.2,, 0.3);").root_node.has_error
      print(len(files), "parsed;", "errors in: " + ", ".join(bad) if bad else "no errors")
      sys.exit(1 if bad else 0)
      """
    try script.write(
      to: directory.appendingPathComponent("parse.py"), atomically: true, encoding: .utf8)
    let parsed = try Self.run([LottieExportTests.python, "parse.py"], in: directory)
    #expect(parsed.status == 0, "tree-sitter-dart: \(parsed.output)")
    #expect(parsed.output.hasPrefix("\(flutter.count) parsed; no errors"), "\(parsed.output)")
  }
}

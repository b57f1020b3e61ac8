import Foundation
import Kinetic
import Testing

@testable import KineticInterchange

/// `kinetic export --to android` (Kotlin `ObjectAnimator`) and `--to android-xml`
/// (`<objectAnimator>` with its interpolator resource): the code reads back as the motion it
/// was written for (1e-12 of the change where an Android interpolator plays it; within the
/// error the first-line comment states, plus 1e-12, where it is a path of lines), the Kotlin
/// compiles with kotlinc against stubs of the Android classes it names
/// (Export/CompilerStubs/Android), and the XML is well formed (Python's XML parser).
@Suite("Android export", .serialized)
struct AndroidExportTests {
  static func code(_ spec: String, _ target: ExportTarget) throws -> String {
    try Exporter(spec: try AnimationSpec.parse(spec), tolerance: 0.001, duration: nil)
      .code(for: target)
  }

  static let exact = [
    "easeInOut", "timingCurve(0.2, 0.8, 0.3, 1, duration: 0.5).delay(0.25)",
    "linear(duration: 2)", "OvershootInterpolator(3f)", "AccelerateInterpolator(1.5f)",
    "AnticipateOvershootInterpolator()", "BounceInterpolator()", "DecelerateInterpolator()",
    "ObjectAnimator.ofFloat(v, \"x\", 0f, 1f).apply { duration = 400; interpolator = OvershootInterpolator(); startDelay = 100; repeatCount = 2; repeatMode = ValueAnimator.REVERSE }",
    "easeIn(duration: 0.4).repeatCount(3, autoreverses: false)",
    "easeOut(duration: 0.3).repeatForever(autoreverses: false)",
    "<objectAnimator android:duration=\"250\" android:interpolator=\"@android:interpolator/fast_out_slow_in\"/>",
    "cubic-bezier(0.68, -0.55, 0.265, 1.55)",
  ]

  /// Exact in Kotlin only: androidx's tables have no XML resource.
  static let exactInKotlinOnly = [
    "FastOutSlowInInterpolator()",
    "ObjectAnimator.ofFloat(v, \"x\", 0f, 1f).apply { duration = 400; interpolator = LinearOutSlowInInterpolator(); repeatCount = 1 }",
  ]

  @Test(
    "exact where an Android interpolator plays the motion",
    arguments: exact.flatMap { [($0, ExportTarget.android), ($0, .androidXML)] }
      + exactInKotlinOnly.map { ($0, ExportTarget.android) })
  func exactReadBack(_ spec: String, _ target: ExportTarget) throws {
    let code = try Self.code(spec, target)
    #expect(GSAPExportTests.statedError(code) == nil, "\(spec) approximated:\n\(code)")
    let worst = try AnimeJSExportTests.readBackError(spec, code)
    #expect(worst <= 1e-12, "\(spec): \(worst)\n\(code)")
  }

  static let approximated = [
    "spring(duration: 0.5, bounce: 0.3)", "bouncy", "\"elastic.out(0.7, 0.4)\"",
    "steps(4, jump-end)", "easeInOut(duration: 0.4).repeatCount(3, autoreverses: true)",
    "easeInOut(duration: 0.3337)",
  ]

  @Test(
    "approximations read back within the stated error",
    arguments: approximated.flatMap { [($0, ExportTarget.android), ($0, .androidXML)] }
      + exactInKotlinOnly.map { ($0, ExportTarget.androidXML) })
  func approximatedReadBack(_ spec: String, _ target: ExportTarget) throws {
    let code = try Self.code(spec, target)
    let stated = try #require(
      GSAPExportTests.statedError(code), "\(spec) not approximated:\n\(code)")
    #expect(stated <= 0.001)
    let worst = try AnimeJSExportTests.readBackError(spec, code)
    #expect(worst <= stated + 1e-12, "\(spec): \(worst) > \(stated)\n\(code)")
  }

  @Test func aMotionThatDoesNotEndAtItsTargetIsRefused() throws {
    // PathInterpolator's path must end at 1,1.
    #expect(throws: ExportError.self) {
      try Exporter(
        spec: try AnimationSpec.parse("CycleInterpolator(0.5f)"), tolerance: 0.001, duration: 2
      ).code(for: .android)
    }
  }

  static let stubs = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Export/CompilerStubs/Android")

  @Test("the Kotlin compiles with kotlinc against the Android classes' signatures")
  func kotlinCompiles() throws {
    let specs = Self.exact + Self.exactInKotlinOnly + Self.approximated
    let exports = try specs.map { ($0, try Self.code($0, .android)) }
    let directory = try ExportCompilesTests.workspace("android")
    defer { try? FileManager.default.removeItem(at: directory) }
    var sources: [String] = []
    for stub in try FileManager.default.contentsOfDirectory(atPath: Self.stubs.path).sorted() {
      let name = String(stub.dropLast(5))
      try FileManager.default.copyItem(
        at: Self.stubs.appendingPathComponent(stub), to: directory.appendingPathComponent(name))
      sources.append(name)
    }
    let file = ExportCompilesTests.file(
      exports,
      header: "import android.animation.*\nimport android.view.View\n"
        + "import android.view.animation.*\nimport androidx.core.graphics.PathParser\n"
        + "import androidx.interpolator.view.animation.*\n\n"
    ) { index, code in "fun export\(index)(view: View) {\n\(code)\n}\n" }
    try file.write(
      to: directory.appendingPathComponent("Exports.kt"), atomically: true, encoding: .utf8)
    let compiled = try ExportCompilesTests.run(
      ["kotlinc", "-nowarn"] + sources + ["Exports.kt", "-d", "classes"], in: directory)
    #expect(compiled.status == 0, "kotlinc: \(compiled.output)")
  }

  @Test("the XML is well formed")
  func xmlIsWellFormed() throws {
    let directory = try ExportCompilesTests.workspace("android-xml")
    defer { try? FileManager.default.removeItem(at: directory) }
    var paths: [String] = []
    for (index, spec) in (Self.exact + Self.exactInKotlinOnly + Self.approximated).enumerated() {
      let file = directory.appendingPathComponent("animator\(index).xml")
      try Self.code(spec, .androidXML).write(to: file, atomically: true, encoding: .utf8)
      paths.append(file.lastPathComponent)
    }
    let checked = try ExportCompilesTests.run(
      [
        "python3", "-c",
        "import sys, xml.dom.minidom\nfor p in sys.argv[1:]: xml.dom.minidom.parse(p)",
      ]
        + paths, in: directory)
    #expect(checked.status == 0, "python3 xml: \(checked.output)")
  }
}

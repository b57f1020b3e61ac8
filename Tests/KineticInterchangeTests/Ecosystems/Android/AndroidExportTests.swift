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
  static let exact = [
    "easeInOut", "timingCurve(0.2, 0.8, 0.3, 1, duration: 0.5).delay(0.25)",
    "linear(duration: 2)", "OvershootInterpolator(3f)", "AccelerateInterpolator(1.5f)",
    "AnticipateOvershootInterpolator()", "BounceInterpolator()", "DecelerateInterpolator()",
    "ObjectAnimator.ofFloat(v, \"x\", 0f, 1f).apply { duration = 400; interpolator = OvershootInterpolator(); startDelay = 100; repeatCount = 2; repeatMode = ValueAnimator.REVERSE }",
    "easeIn(duration: 0.4).repeatCount(3, autoreverses: false)",
    "easeOut(duration: 0.3).repeatForever(autoreverses: false)",
    "<objectAnimator android:duration=\"250\" android:interpolator=\"@android:interpolator/fast_out_slow_in\"/>",
    "cubic-bezier(0.68, -0.55, 0.265, 1.55)",
    // SwiftUI's mirrored return of a point-symmetric curve is REVERSE's (issue 33).
    "easeInOut(duration: 0.4).repeatCount(3, autoreverses: true)",
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
    let code = try exportedCode(spec, target)
    #expect(statedError(code) == nil, "\(spec) approximated:\n\(code)")
    let worst = try readBackError(spec, code)
    #expect(worst <= 1e-12, "\(spec): \(worst)\n\(code)")
  }

  static let approximated = [
    "\"elastic.out(0.7, 0.4)\"", "steps(4, jump-end)",
    "easeIn(duration: 0.4).repeatCount(3, autoreverses: true)",
    "easeInOut(duration: 0.3337)", "steps(4,\n  jump-end) /* pasted\n over three lines */",
    "spring(duration: 0.5, bounce: 0.3).delay(0.2)",
  ]

  /// Loops approximated as one period with Android's repeat (issue 33; read back in
  /// ExportLoopTargetsTests).
  static let loops = [
    "bouncy.repeatForever(autoreverses: false)", "bouncy.repeatCount(4, autoreverses: false)",
    "snappy.delay(0.25).repeatForever(autoreverses: false)",
  ]

  /// Springs: androidx's SpringAnimation in Kotlin (``springReadBack(_:_:_:)``), a path of
  /// lines in XML (DynamicAnimation has no resource).
  static let springs: [(String, stiffness: Double, dampingRatio: Double)] = [
    // SwiftUI: stiffness (2π/duration)², ζ = 1 − bounce.
    ("spring(duration: 0.5, bounce: 0.3)", 16 * Double.pi * Double.pi, 0.7),
    ("bouncy", 16 * Double.pi * Double.pi, 0.7),
    ("smooth", 16 * Double.pi * Double.pi, 1),
    (multiLineSpring, 16 * Double.pi * Double.pi, 0.7),
    // Mass 2: Android's mass is 1, so stiffness k/m, ζ = c/(2√(km)).
    (
      "interpolatingSpring(mass: 2, stiffness: 100, damping: 10)", 50, 10 / (2 * 200.0.squareRoot())
    ),
    (
      "interpolatingSpring(stiffness: 170, damping: 20, initialVelocity: 2)", 170,
      20 / (2 * 170.0.squareRoot())
    ),
    // Compose's spring is SpringForce's equation: the same numbers.
    ("spring(dampingRatio = 0.5f, stiffness = 200f)", 200, 0.5),
    // react-spring: tension, friction/(2√tension).
    ("config.wobbly", 180, 12 / (2 * 180.0.squareRoot())),
    ("spring(dampingRatio = 1.5f, stiffness = 400f)", 400, 1.5),
  ]

  /// A spring exports as `SpringAnimation` with a `SpringForce` of stiffness ω₀² and damping
  /// ratio ζ (the parameters checked against the values above, derived by hand from each
  /// ecosystem's definition, as `Float`s), and Kinetic's Android reader plays it back, from 0
  /// to 100 px as the export animates, within the error its first line states (plus 1e-12),
  /// sampled every 1/600 s until both have ended; before either ends the two are the same
  /// spring but for the `Float` parameters (1e-5 of the change).
  @Test(
    "a spring exports as SpringAnimation and reads back within its stated error",
    arguments: springs)
  func springReadBack(_ spec: String, _ stiffness: Double, _ dampingRatio: Double) throws {
    let code = try exportedCode(spec, .android)
    #expect(code.contains("SpringAnimation(view, DynamicAnimation.TRANSLATION_X, 100f)"), "\(code)")
    #expect(
      code.contains(
        "SpringForce(100f).setStiffness(\(Float(stiffness))f).setDampingRatio(\(Float(dampingRatio))f)"
      ), "\(spec): \(code)")
    let stated = try #require(statedError(code), "\(code)")
    #expect(stated <= 0.001)
    let original = try AnimationSpec.parse(spec).animation
    let readBack = try AnimationSpec.parse(code).animation
    let ends = try [original, readBack].map {
      try #require($0.sampler(change: 100.0).removalTime)
    }
    let (a, b) = (
      SpecSampler(animation: original, from: 0, to: 100),
      SpecSampler(animation: readBack, from: 0, to: 100)
    )
    var worst = 0.0
    for step in 0...Int((ends.max()! * 600).rounded(.up)) + 10 {
      let t = Double(step) / 600
      let gap = abs(a.value(at: t) - b.value(at: t)) / 100
      worst = max(worst, gap)
      if t < ends.min()! { #expect(gap <= 1e-5, "\(spec) at \(t): \(gap)") }
    }
    #expect(worst <= stated + 1e-12, "\(spec): \(worst) > \(stated)\n\(code)")
  }

  @Test(
    "approximations read back within the stated error",
    arguments: approximated.flatMap { [($0, ExportTarget.android), ($0, .androidXML)] }
      + exactInKotlinOnly.map { ($0, ExportTarget.androidXML) }
      + springs.map { ($0.0, ExportTarget.androidXML) })
  func approximatedReadBack(_ spec: String, _ target: ExportTarget) throws {
    let code = try exportedCode(spec, target)
    let stated = try #require(
      statedError(code), "\(spec) not approximated:\n\(code)")
    #expect(stated <= 0.001)
    let worst = try readBackError(spec, code)
    #expect(worst <= stated + 1e-12, "\(spec): \(worst) > \(stated)\n\(code)")
  }

  /// Loops whose period does not run from the start to the target (SwiftUI's mirrored return
  /// of a spring or of an asymmetric curve, rounded up to whole milliseconds): Kotlin keyframes
  /// (read back in ExportLoopTargetsTests); XML, whose path must end at 1, refuses them.
  static let keyframeLoops = ["bouncy.repeatForever()", "snappy.repeatCount(4)"]

  @Test("a mirrored loop is Kotlin keyframes, and refused in XML", arguments: keyframeLoops)
  func mirroredLoopAsKeyframes(_ spec: String) throws {
    let code = try exportedCode(spec, .android)
    #expect(code.contains("ObjectAnimator.ofPropertyValuesHolder(\n    view,\n"), "\(code)")
    #expect(code.contains("        Keyframe.ofFloat(0f, 0f),\n"), "\(code)")
    #expect(code.contains("    interpolator = LinearInterpolator()\n"), "\(code)")
    #expect(code.contains("keyframes per period"), "\(code)")
    do {
      let xml = try exportedCode(spec, .androidXML)
      Issue.record("\(spec) → android-xml was not refused:\n\(xml)")
    } catch let error as ExportError {
      #expect(error.description.contains("export --to android, whose Kotlin keyframes"))
    }
  }

  /// Android's `KeyframeSet` with no interpolators of its own: linear between the keyframes'
  /// values at their fractions of the animator's (linear) time — written out here by hand.
  @Test func keyframesReadAsAndroidPlaysThem() throws {
    let code =
      "ObjectAnimator.ofPropertyValuesHolder(view, PropertyValuesHolder.ofKeyframe("
      + "\"translationX\", Keyframe.ofFloat(0f, 0f), Keyframe.ofFloat(0.25f, 1.2f), "
      + "Keyframe.ofFloat(1f, 0f))).apply { duration = 400; startDelay = 100; "
      + "interpolator = LinearInterpolator(); repeatCount = 1 }"
    let sampler = SpecSampler(
      animation: try AnimationSpec.parse(code).animation, from: 0, to: 1)
    // 0 → 1.2 over 0.1 s, 1.2 → 0 over 0.3 s, after 0.1 s, twice.
    let expected: [(Double, Double)] = [
      (0.05, 0), (0.15, 0.6), (0.3, 1.2 - 1.2 * 0.1 / 0.3), (0.55, 0.6), (0.8, 0.4),
    ]
    for (time, value) in expected {
      #expect(abs(sampler.value(at: time) - value) <= 1e-12, "at \(time)")
    }
    for (bad, mention) in [
      ("Keyframe.ofFloat(0.5f, 1f), Keyframe.ofFloat(1f, 0f)", "Keyframe.ofFloat(0f, …)"),
      (
        "Keyframe.ofFloat(0f, 0f), Keyframe.ofFloat(0.7f, 1f), Keyframe.ofFloat(0.5f, 0f), "
          + "Keyframe.ofFloat(1f, 0f)", "must not decrease"
      ),
    ] {
      expectSpecRefused(
        "ObjectAnimator.ofPropertyValuesHolder(view, PropertyValuesHolder.ofKeyframe(\"x\", "
          + bad + ")).apply { interpolator = LinearInterpolator() }", mentioning: mention)
    }
    expectSpecRefused(
      "ObjectAnimator.ofPropertyValuesHolder(view, PropertyValuesHolder.ofKeyframe(\"x\", "
        + "Keyframe.ofFloat(0f, 0f), Keyframe.ofFloat(1f, 1f))).apply { interpolator = "
        + "BounceInterpolator() }", mentioning: "LinearInterpolator()")
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
    let specs =
      Self.exact + Self.exactInKotlinOnly + Self.approximated + Self.springs.map { $0.0 }
      + Self.loops + Self.keyframeLoops
    let exports = try specs.map { ($0, try exportedCode($0, .android)) }
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
        + "import androidx.dynamicanimation.animation.*\n"
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
    for (index, spec) in (Self.exact + Self.exactInKotlinOnly + Self.approximated + Self.loops)
      .enumerated()
    {
      let file = directory.appendingPathComponent("animator\(index).xml")
      try exportedCode(spec, .androidXML).write(to: file, atomically: true, encoding: .utf8)
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

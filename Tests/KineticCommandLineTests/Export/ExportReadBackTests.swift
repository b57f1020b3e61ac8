import Foundation
import Kinetic
import Testing

@testable import KineticCommandLine
@testable import KineticInterchange

/// Export X, read X back (issue 18): the code `kinetic export` writes for CSS (`transition:` /
/// `animation:` with `@keyframes`), the Web Animations API (`element.animate(...)`), Core
/// Animation (property assignments on `CABasicAnimation`, `CASpringAnimation`,
/// `CAKeyframeAnimation`) and Flutter (`AnimationController` with a `CurvedAnimation`) is itself
/// a spec, and reads back as the motion it was written for: to 1e-12 of the change where the
/// target is exact, and within the error the approximation states on its first line (plus
/// 1e-12 for rounding) otherwise. So do the approximations with code of their own (SwiftUI's
/// `KeyframeTrack`, Flutter's `KineticCurve`, Compose's `keyframes` and `Easing`, framer's
/// keyframes with `times`, react-spring's `easing` function).
@Suite("kinetic export: read back")
struct ExportReadBackTests {
  /// Progress of `source` at 801 times over `span` seconds.
  static func samples(
    _ source: String, over span: Double, completionRule rule: SpringCompletionRule = .swiftui
  ) throws -> [Double] {
    // A keyframe form (SwiftUI's KeyframeTrack, Compose's keyframes) reads its values from 0.
    let sampler = SpecSampler(
      animation: try AnimationSpec.parse(source, keyframesFrom: 0).animation.completionRule(rule),
      from: 0, to: 1)
    return (0...800).map { sampler.value(at: span * Double($0) / 800) }
  }

  /// The error an approximation states on its first line, or `nil` for exact code.
  static func statedError(_ code: String) -> Double? {
    guard let range = code.range(of: "approximation: max error ") else { return nil }
    return Double(code[range.upperBound...].prefix { !$0.isWhitespace })
  }

  static func expectReadBack(
    _ spec: String, _ target: ExportTarget, requireExact: Bool,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let parsed = try AnimationSpec.parse(spec)
    let code = try Exporter(spec: parsed, tolerance: 0.001, duration: nil).code(for: target)
    let stated = statedError(code)
    #expect(
      !requireExact || stated == nil, "\(spec) → \(target) approximated:\n\(code)",
      sourceLocation: sourceLocation)
    // Compose's exact forms take Kotlin Floats (a relative rounding of 6e-8 in each parameter).
    let tolerance = (stated ?? (target == .compose ? 1e-7 : 0)) + 1e-12
    let span = (parsed.animation.sampler(change: 1.0).removalTime ?? 2) + 0.5
    // Export carries the motion; where a spring ends is its ecosystem's completion rule. An
    // exact export of a spring is the other ecosystem's own spring (a CASpringAnimation,
    // Flutter's SpringSimulation, Compose's spring, framer's and react-spring's), read back with
    // that ecosystem's scale-free end, while SwiftUI's merging spring (`bouncy`) ends by velocity
    // and force below 0.06 in the value's units: exact exports are compared under Kinetic's
    // scale-free rule, which ends both where the motion is within 0.1 %. Approximations sample
    // the motion as SwiftUI ends it, and are compared under SwiftUI's rule.
    let rule: SpringCompletionRule = stated == nil ? .kinetic : .swiftui
    let original = try samples(spec, over: span, completionRule: rule)
    let readBack = try samples(code, over: span, completionRule: rule)
    // A jump lands within an ulp of its time in both; a sample right on it may fall either side.
    let worst = zip(original, readBack).map { abs($0 - $1) }.sorted().dropLast(2).last ?? 0
    #expect(
      worst <= tolerance, "\(spec) → \(target): \(worst) > \(tolerance)\n\(code)",
      sourceLocation: sourceLocation)
  }

  static let exactCurves = [
    "easeInOut(duration: 0.3).delay(0.1)", "timingCurve(0.2, 0.8, 0.3, 1, duration: 0.5)",
    "timingCurve(0.2, 0.8, 0.3, 1, duration: 0.5).delay(0.25)", "linear(duration: 0.4)",
    "easeIn(duration: 0.4).repeatCount(3, autoreverses: false)",
    "easeInOut(duration: 0.4).repeatCount(3, autoreverses: true)",
    "animation: kinetic 0.25s ease-in 0s 5 alternate both;",
  ]

  @Test(
    "CSS transition/animation declarations read back exactly",
    arguments: exactCurves + [
      "steps(4, jump-end)", "linear(0, 0.5 25%, 0.8 50%, 1)",
      "cubic-bezier(0.68, -0.55, 0.265, 1.55)",
    ])
  func css(_ spec: String) throws {
    try Self.expectReadBack(spec, .css, requireExact: true)
  }

  @Test(
    "Web Animations element.animate(...) reads back exactly",
    arguments: exactCurves + [
      "steps(4, jump-start).delay(0.2)", "ease",
    ])
  func waapi(_ spec: String) throws {
    try Self.expectReadBack(spec, .waapi, requireExact: true)
  }

  @Test(
    "Core Animation property assignments read back exactly",
    arguments: exactCurves + [
      "interpolatingSpring(mass: 1, stiffness: 100, damping: 10)",
      "interpolatingSpring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 2).delay(0.3)",
      "bouncy",
    ])
  func coreAnimation(_ spec: String) throws {
    try Self.expectReadBack(spec, .coreAnimation, requireExact: true)
  }

  @Test(
    "Flutter AnimationController + CurvedAnimation reads back exactly",
    arguments: [
      "easeInOut(duration: 0.3)", "easeInOut(duration: 0.3).delay(0.1)",
      "timingCurve(0.2, 0.8, 0.3, 1, duration: 0.5).delay(0.25)", "linear(duration: 0.4)",
    ])
  func flutter(_ spec: String) throws {
    try Self.expectReadBack(spec, .flutter, requireExact: true)
  }

  @Test(
    "approximations read back within their stated error",
    arguments: [
      ExportTarget.css, .waapi, .coreAnimation, .swiftui, .flutter, .compose, .framer,
      .reactSpring,
    ],
    [
      "bouncy", "spring(duration: 0.5, bounce: 0.3).delay(0.2)", "steps(5, jump-both)",
      "easeIn.repeatCount(3, autoreverses: true)", "spring(response: 0.2, dampingFraction: 2)",
      "steps(3, jump-end).delay(0.1)", "bouncy.speed(3)",
    ])
  func approximations(_ target: ExportTarget, _ spec: String) throws {
    try Self.expectReadBack(spec, target, requireExact: false)
  }

  /// The approximations whose code interpolates the stops itself read back as exactly those
  /// stops: the read-back's samples equal the stops' own piecewise-linear function (the
  /// `linear()` easing the exporter measured) to 1e-12 of the change, and each form is the one
  /// expected (not an exact form that happened to fit).
  @Test(
    "stop code reads back as its own stops",
    arguments: [
      (ExportTarget.swiftui, "steps(5, jump-both)"), (.swiftui, "linear(0, 0.5 25%, 0.8 50%, 1)"),
      (.flutter, "steps(5, jump-both)"), (.flutter, "bouncy.delay(0.1)"),
      (.compose, "steps(3, jump-end)"), (.compose, "steps(3, jump-start).delay(0.0005)"),
      (.framer, "steps(5, jump-both)"), (.framer, "linear(0, 0.25 75%, 1).delay(0.1)"),
      (.reactSpring, "steps(5, jump-both)"), (.reactSpring, "bouncy.delay(0.1)"),
    ])
  func stopCode(_ target: ExportTarget, _ spec: String) throws {
    let parsed = try AnimationSpec.parse(spec)
    let exporter = Exporter(spec: parsed, tolerance: 0.001, duration: nil)
    let code = try exporter.code(for: target)
    #expect(Self.statedError(code) != nil, "\(spec) → \(target) is exact:\n\(code)")
    let form = StopsCode.form(of: code)
    let span: Double
    if let form {
      // The duration as written (Flutter's whole microseconds, Compose's milliseconds).
      let hole = try form.template.read(code, form: form.form)[form.durationHole.name]!
      span = Double(hole.text)! * form.durationHole.scale
    } else {
      #expect(target == .swiftui, "\(code)")
      span = parsed.animation.sampler(change: 1.0).removalTime!
    }
    // Compose's easing is fitted over the whole milliseconds Compose plays.
    let fit = try exporter.approximation(over: target == .compose ? span : nil)
    let readBack = try Self.samples(code, over: span)
    var worst = 0.0
    for (index, value) in readBack.enumerated() {
      let u = Double(index) / 800
      // Both sides of a jump's time are the stops' own values.
      let near = [u, u.nextDown, u.nextUp].map { fit.function.value(at: min(max($0, 0), 1)) }
      worst = max(worst, near.map { abs($0 - value) }.min()!)
    }
    #expect(worst <= 1e-12, "\(spec) → \(target): \(worst)\n\(code)")
  }

  /// A keyframe track is exported too (from 0, its values as fractions of the change, over
  /// `--duration` since a track holds its last value for ever), and its export reads back
  /// within the stated error.
  @Test(
    "keyframe tracks export and read back", arguments: [ExportTarget.cssLinear, .framer])
  func keyframeTracks(_ target: ExportTarget) throws {
    let track =
      "KeyframeTrack { LinearKeyframe(1.2, duration: 0.2); SpringKeyframe(1, spring: .bouncy) }"
    // A track holds its last value for ever, so its span is given.
    let result = CommandLineHarness.run(
      ["export", track, "--to", target.rawValue, "--duration", "1"])
    #expect(result.status == 0, "\(result.standardError)")
    let code = result.standardOutput
    let stated = try #require(Self.statedError(code), "\(code)")
    let span = 1.0
    let expected = try Self.samples(track, over: span)
    // css-linear prints the easing alone: read it as a 1 s curve, time scaled to the track.
    let readBack =
      target == .cssLinear
      ? try Self.samples(String(code.split(separator: "\n")[1]), over: 1)
      : try Self.samples(code, over: span)
    let worst = zip(expected, readBack).map { abs($0 - $1) }.max()!
    #expect(worst <= stated + 1e-12, "\(target): \(worst) > \(stated)\n\(code)")
  }

  /// A track that ends away from the change (here at 0.25 of it) is never removed, but its
  /// motion is over at the end of its keyframes: export spans them without `--duration`.
  @Test(
    "a track ending away from the change exports over its keyframes",
    arguments: [ExportTarget.swiftui, .cssLinear, .framer, .coreAnimation])
  func heldTrack(_ target: ExportTarget) throws {
    let track =
      "CAKeyframeAnimation(values: [0, 0.5, 0.25], keyTimes: [0, 0.4, 1], duration: 0.6)"
    let result = CommandLineHarness.run(["export", track, "--to", target.rawValue])
    #expect(result.status == 0, "\(result.standardError)")
    let code = result.standardOutput
    // SwiftUI and framer write the track's own linear keyframes, exactly.
    let stated = try #require(
      Self.statedError(code) ?? ([.swiftui, .framer].contains(target) ? 0 : nil), "\(code)")
    let expected = try Self.samples(track, over: 0.6)
    let readBack =
      target == .cssLinear
      ? try Self.samples(String(code.split(separator: "\n")[1]), over: 1)
      : try Self.samples(code, over: 0.6)
    // The easing alone, read back as an animation, is at its target once finished; the track
    // (and CSS with fill: forwards) stays at the last stop, so the end sample is left out there.
    let compared = target == .cssLinear ? expected.count - 1 : expected.count
    let worst = zip(expected.prefix(compared), readBack).map { abs($0 - $1) }.max()!
    #expect(worst <= stated + 1e-12, "\(target): \(worst) > \(stated)\n\(code)")
  }

  /// Pasted stop code that differs from what export writes is refused, naming the form and the
  /// column of the first difference, rather than read as something else.
  @Test func stopCodeErrorsNameTheForm() throws {
    let code = try Exporter(
      spec: try AnimationSpec.parse("steps(5, jump-both)"), tolerance: 0.001, duration: nil
    ).code(for: .flutter)
    let edited = code.replacingOccurrences(of: "if (a == b) return _y[i + 1];", with: "")
    CommandLineHarness.expectUsageError(
      ["eval", edited, "--at", "0.5"],
      mentions: ["Flutter KineticCurve", "expected 'if (a == b) return _y[i + 1];'"])
    CommandLineHarness.expectUsageError(
      [
        "eval",
        "const keyframes = [0, 1, 0.5, 1]; const transition = { duration: 1, ease: \"linear\", times: [0, 0.7, 0.5, 1] };",
        "--at", "0.5",
      ], mentions: ["framer-motion keyframes with times", "must not decrease", "column 101"])
    CommandLineHarness.expectUsageError(
      [
        "eval",
        "const keyframes = [0, 1]; const transition = { duration: 1, ease: \"linear\", times: [0, 0.5, 1] };",
        "--at", "0.5",
      ], mentions: ["framer-motion keyframes with times", "3 times for 2 values", "column 20"])
    CommandLineHarness.expectUsageError(
      [
        "eval",
        "const keyframes = [0, 1]; const transition = { duration: 0, ease: \"linear\", times: [0, 1] };",
        "--at", "0.5",
      ], mentions: ["framer-motion keyframes with times", "greater than 0", "column 58"])
    CommandLineHarness.expectUsageError(
      [
        "eval", "const stops = [[0, 0], [0.7, 1], [0.5, 1], [1, 1]];", "--at", "0.5",
      ], mentions: ["react-spring", "expected 'const config", "column 52"])
  }

  /// Every target, over springs, repeats, delays and steps, states an error no larger than the
  /// tolerance (Compose's whole milliseconds included).
  @Test(
    "every approximation meets its tolerance", arguments: ExportTarget.allCases, [0.001, 0.01])
  func statedWithinTolerance(_ target: ExportTarget, _ tolerance: Double) throws {
    for spec in [
      "bouncy", "steps(5, jump-both).delay(0.1).speed(3)", "snappy(duration: 0.3)",
      "interpolatingSpring(mass: 1, stiffness: 100, damping: 5)",
      "spring(response: 0.2, dampingFraction: 2)", "easeIn.repeatCount(3, autoreverses: true)",
      "steps(3, jump-start).delay(0.0005)", "bouncy.speed(3)",
    ] {
      let code = try Exporter(
        spec: try AnimationSpec.parse(spec), tolerance: tolerance, duration: nil
      ).code(for: target)
      if let stated = Self.statedError(code) {
        #expect(stated <= tolerance, "\(spec) → \(target): \(stated)\n\(code)")
      }
    }
  }

  @Test func readBackErrorsNameTheForm() {
    // A misspelt easing inside a declaration gets the closest CSS easing, case-insensitively.
    CommandLineHarness.expectUsageError(
      ["eval", "transition: transform 0.3s ease-inn;", "--at", "0.5"],
      mentions: ["CSS transition:", "did you mean 'ease-in'?", "column 28"])
    CommandLineHarness.expectUsageError(
      ["eval", "animation: a 0.3s Ease-In-Out 2;", "--at", "0.5"],
      mentions: ["CSS animation:", "did you mean 'ease-in-out'", "column 19"])
    CommandLineHarness.expectUsageError(
      ["eval", "animation: a 0.3s cubic-bezer(0.1, 0.2, 0.3, 0.4);", "--at", "0.5"],
      mentions: ["did you mean 'cubic-bezier(0.1, 0.2, 0.3, 0.4)'?", "column 19"])
    CommandLineHarness.expectUsageError(
      ["eval", "transition: transform 0.3s ease-in 0.1s 0.2s;", "--at", "0.5"],
      mentions: ["CSS transition:", "third time", "column 41"])
    CommandLineHarness.expectUsageError(
      ["eval", "animation: a 1s ease 0s 2.5 alternate;", "--at", "0.5"],
      mentions: ["CSS animation:", "iteration count", "column 25"])
    CommandLineHarness.expectUsageError(
      [
        "eval", "element.animate([{}, {}], { duration: 300, easing: \"ease-inn\" })", "--at", "0.5",
      ],
      mentions: ["element.animate", "'easing'", "column 52"])
    CommandLineHarness.expectUsageError(
      ["eval", "let a = CABasicAnimation(keyPath: \"x\")\na.durration = 0.3", "--at", "0.5"],
      mentions: ["CABasicAnimation", "did you mean 'duration'"])
    CommandLineHarness.expectUsageError(
      [
        "eval",
        "let a = CABasicAnimation(keyPath: \"x\")\na.autoreverses = true\na.repeatCount = 0.75",
        "--at", "0.5",
      ], mentions: ["CABasicAnimation", "partway"])
    CommandLineHarness.expectUsageError(
      [
        "eval",
        "final c = AnimationController(vsync: this)\nfinal a = CurvedAnimation(parent: c, curve: Curves.easeIn);",
        "--at", "0.5",
      ], mentions: ["Flutter AnimationController", "missing 'duration'"])
  }
}

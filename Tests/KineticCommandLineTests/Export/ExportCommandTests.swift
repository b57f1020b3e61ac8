import Foundation
import Kinetic
import Testing

@testable import KineticCommandLine
@testable import KineticInterchange

/// `kinetic export`: exact targets round-trip through the spec language; approximations stay
/// within their stated error, checked by evaluating the written stops independently.
@Suite("kinetic export")
struct ExportCommandTests {
  static func export(_ spec: String, _ target: String, _ extra: [String] = []) -> String {
    let result = CommandLineHarness.run(["export", spec, "--to", target] + extra)
    #expect(result.status == 0, "\(spec) → \(target): \(result.standardError)")
    return result.standardOutput
  }

  /// Value of `spec` (0 → 1) at `time`, as `kinetic eval` computes it.
  static func motion(_ spec: String) throws -> (Double) -> Double {
    let animation = try AnimationSpec.parse(spec).animation
    return { t in animation.value(from: 0.0, to: 1.0, at: t) }
  }

  static let times = (0...400).map { Double($0) * 0.005 }

  @Test(
    "SwiftUI export parses back to the same motion (1e-12)",
    arguments: [
      "easeInOut(duration: 0.3).delay(0.1)", "spring(duration: 0.5, bounce: 0.3)", "bouncy",
      "interpolatingSpring(mass: 1, stiffness: 100, damping: 10)",
      "easeIn.repeatCount(3, autoreverses: true)",
      "timingCurve(0.2, 0.8, 0.3, 1, duration: 0.7).speed(2)", "cubic-bezier(0.25, 0.1, 0.25, 1)",
      "linear(duration: 0.5)",
    ])
  func swiftUIRoundTrip(_ spec: String) throws {
    let code = Self.export(spec, "swiftui").trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(!code.hasPrefix("//"), "exact, no approximation comment: \(code)")
    let original = try Self.motion(spec)
    let exported = try Self.motion(code)
    for t in Self.times {
      #expect(abs(original(t) - exported(t)) <= 1e-12, "\(spec) vs \(code) at \(t)")
    }
  }

  @Test(
    "CSS export: the written easing, duration and delay reproduce the motion (1e-12)",
    arguments: [
      "easeInOut(duration: 0.3).delay(0.1)", "ease", "steps(4, jump-end)",
      "cubic-bezier(0.68, -0.55, 0.265, 1.55)", "linear(0, 0.5 25%, 0.8 50%, 1)",
      "easeOut(duration: 0.4).speed(2)",
    ])
  func cssRoundTrip(_ spec: String) throws {
    let code = Self.export(spec, "css")
    // transition: transform <duration>s <easing> <delay>s;
    let body = try #require(code.split(separator: "\n").first).dropFirst(
      "transition: transform ".count
    )
    .dropLast()
    let words = body.split(separator: " ")
    let duration = try #require(Double(words.first!.dropLast()))
    let delay = try #require(Double(words.last!.dropLast()))
    let easing = words.dropFirst().dropLast().joined(separator: " ")
    let function = try Self.motion(easing)  // CSS forms last 1 s: time is progress
    let original = try Self.motion(spec)
    for t in Self.times {
      let u = min(max((t - delay) / duration, 0), 1)
      #expect(abs(original(t) - function(u)) <= 1e-12, "\(spec) vs \(code) at \(t)")
    }
  }

  static let approximated = [
    "spring(duration: 0.5, bounce: 0.3)", "bouncy", "smooth", "snappy(duration: 0.3)",
    "interpolatingSpring(mass: 1, stiffness: 100, damping: 5)",
    "interpolatingSpring(mass: 1, stiffness: 200, damping: 40)",
    "spring(response: 2, dampingFraction: 0.1)", "spring(response: 0.2, dampingFraction: 2)",
    "easeInOut.repeatCount(3, autoreverses: false)", "easeIn.repeatCount(2, autoreverses: true)",
    "bouncy.delay(0.2)", "steps(5, jump-both)",
  ]

  @Test(
    "css-linear stays within the tolerance, parsed back and evaluated by the spec language",
    arguments: approximated, [0.001, 0.01])
  func cssLinearWithinTolerance(_ spec: String, tolerance: Double) throws {
    let code = Self.export(spec, "css-linear", ["--tolerance", "\(tolerance)"])
    let lines = code.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines[0].hasPrefix("/* approximation: max error "))
    let stated = try #require(Double(lines[0].split(separator: " ")[4]))
    #expect(stated <= tolerance)
    let duration = try #require(
      Double(lines[0].components(separatedBy: "duration ")[1].split(separator: "s")[0]))
    let easing = try Self.motion(String(lines[1]))
    let original = try Self.motion(spec)
    // A jump is located to within 2⁻⁴⁰ of the duration (documented): right at it the error is
    // the jump itself, so points that close to a riser (two stops at one position) are left out.
    let positions = lines[1].split(separator: ",").compactMap { item in
      item.split(separator: " ").last.flatMap { Double($0.dropLast()) }.map { $0 / 100 }
    }
    let risers = zip(positions, positions.dropFirst()).filter { $0.0 == $0.1 }.map(\.0)
    var worst = 0.0
    for k in 0...20_000 {
      let u = Double(k) / 20_000
      guard !risers.contains(where: { abs($0 - u) <= 0x1p-39 }) else { continue }
      worst = max(worst, abs(original(u * duration) - easing(u)))
    }
    #expect(worst <= tolerance, "\(spec): measured \(worst) over 20,001 points")
  }

  @Test(
    "every target writes code for curves, springs, repeats and steps",
    arguments: ExportTarget.allCases)
  func everyTarget(_ target: ExportTarget) {
    for spec in [
      "easeInOut(duration: 0.3).delay(0.1)", "bouncy", "easeIn.repeatCount(3, autoreverses: true)",
      "steps(4, jump-end)",
    ] {
      let code = Self.export(spec, target.rawValue)
      #expect(!code.isEmpty && code.hasSuffix("\n"), "\(spec) → \(target)")
      #expect(!code.contains("nan") && !code.contains("inf"))
    }
  }

  @Test(
    "approximations state their error and count on the first line", arguments: ExportTarget.allCases
  )
  func approximationHeader(_ target: ExportTarget) {
    let code = Self.export("steps(5, jump-both).delay(0.1).speed(3)", target.rawValue)
    // CSS and the Web Animations API play steps() exactly; no other target has them.
    let first = code.split(separator: "\n").first.map(String.init) ?? ""
    let isExact = target == .css || target == .waapi
    #expect(first.contains("approximation: max error") != isExact, "\(target): \(first)")
  }

  @Test("the Bezier export of each target carries the exact control points")
  func exactForms() {
    let spec = "timingCurve(0.2, 0.8, 0.3, 1, duration: 0.25)"
    #expect(Self.export(spec, "compose").contains("CubicBezierEasing(0.2f, 0.8f, 0.3f, 1.0f)"))
    #expect(Self.export(spec, "compose").contains("durationMillis = 250"))
    #expect(Self.export(spec, "flutter").contains("Cubic(0.2, 0.8, 0.3, 1)"))
    #expect(Self.export(spec, "framer").contains("ease: [0.2, 0.8, 0.3, 1]"))
    #expect(
      Self.export(spec, "core-animation").contains(
        "CAMediaTimingFunction(controlPoints: 0.2, 0.8, 0.3, 1)"))
    #expect(Self.export(spec, "waapi").contains("easing: \"cubic-bezier(0.2, 0.8, 0.3, 1)\""))
    // Core Animation counts a forward and a backward pass as one repetition. Its backward pass
    // runs time backwards, which is SwiftUI's mirrored return pass only for a symmetric curve
    // (easeInOut); an easeIn repetition is approximated instead.
    #expect(
      Self.export("easeInOut.repeatCount(3, autoreverses: true)", "core-animation").contains(
        "repeatCount = 1.5"))
    #expect(
      Self.export("easeIn.repeatCount(3, autoreverses: true)", "core-animation").contains(
        "approximation"))
    // framer's repeat counts the passes after the first.
    #expect(
      Self.export("easeIn.repeatCount(3, autoreverses: false)", "framer").contains("repeat: 2"))
  }

  @Test("bad input is a usage error naming the problem")
  func badInput() {
    CommandLineHarness.expectUsageError(["export", "bouncy", "--to", "png"], mentions: ["--to"])
    CommandLineHarness.expectUsageError(
      ["export", "bouncy", "--to", "css", "--tolerance", "0"], mentions: ["--tolerance"])
    CommandLineHarness.expectUsageError(
      ["export", "bouncy", "--to", "css", "--tolerance", "2"], mentions: ["--tolerance"])
    CommandLineHarness.expectUsageError(["export", "bouncy"], mentions: ["--to"])
    CommandLineHarness.expectUsageError(["export", "--to", "css"], mentions: ["spec"])
    // A bare linear() easing cannot loop (every other target now writes the loop itself).
    CommandLineHarness.expectUsageError(
      ["export", "bouncy.repeatForever()", "--to", "css-linear"], mentions: ["--duration"])
    CommandLineHarness.expectUsageError(["export", "bouncy", "--list"], mentions: ["--list"])
  }

  @Test("--list names every target")
  func list() {
    let result = CommandLineHarness.run(["export", "--list"])
    #expect(result.status == 0)
    for target in ExportTarget.allCases { #expect(result.standardOutput.contains(target.rawValue)) }
  }
}

import Foundation
import Kinetic
import Testing

@testable import KineticCommandLine
@testable import KineticInterchange

/// Loops export as loops (issue 33): a motion that repeats a pass CSS, the Web Animations API
/// or Core Animation cannot say exactly (a spring, steps, a delayed pass) is written as one
/// approximated pass — or a forward pass and its mirrored return — with the target's own
/// repeat (`infinite`, `iterations: Infinity`, `repeatCount = .infinity`), and reads back as
/// the motion within the error it states, pass after pass.
@Suite("kinetic export: loops")
struct ExportLoopTests {
  static let loops = [
    "bouncy.repeatForever()", "bouncy.repeatForever(autoreverses: false)",
    "bouncy.repeatCount(4, autoreverses: false)", "bouncy.repeatCount(6)",
    "spring(duration: 0.4, bounce: 0.5).delay(0.1).repeatCount(2)",
    "bouncy.delay(0.2).repeatForever()", "steps(4, jump-both).repeatForever(autoreverses: false)",
    "linear(0, 1.5 30%, 1).repeatCount(4)",
  ]

  /// Progress of `source` at 800 times over `span` seconds, each between two of the times
  /// `k·span/800`: off the pass boundaries, where a jump may fall either side of a sample.
  static func samples(_ source: String, over span: Double) throws -> [Double] {
    let sampler = SpecSampler(
      animation: try AnimationSpec.parse(source, keyframesFrom: 0).animation, from: 0, to: 1)
    return (0..<800).map { sampler.value(at: span * (Double($0) + 0.37) / 800) }
  }

  @Test(
    "a loop reads back pass after pass within its stated error",
    arguments: [ExportTarget.css, .waapi, .coreAnimation], loops)
  func readBack(_ target: ExportTarget, _ spec: String) throws {
    let parsed = try AnimationSpec.parse(spec)
    let code = try Exporter(spec: parsed, tolerance: 0.001, duration: nil).code(for: target)
    // Exact when the target's own easing says the pass (steps, with its repeat).
    let stated = ExportReadBackTests.statedError(code) ?? 0
    #expect(code.contains(", repeated ") || !code.contains("approximation"), "\(code)")
    if parsed.animation.sampler(change: 1.0).removalTime == .infinity {
      #expect(
        code.contains("infinite") || code.contains("Infinity") || code.contains(".infinity"),
        "\(code)")
    }
    // Three passes' worth (or the whole motion and a little after).
    let pass = try #require(ExportMotion.loop(of: parsed.animation)).length
    let span = min(parsed.animation.sampler(change: 1.0).removalTime ?? .infinity, 6 * pass)
    let original = try Self.samples(spec, over: span)
    let readBack = try Self.samples(code, over: span)
    let worst = zip(original, readBack).map { abs($0 - $1) }.max() ?? 0
    #expect(worst <= stated + 1e-9, "\(spec) → \(target): \(worst) > \(stated)\n\(code)")
  }

  /// The targets that play their own stops (and `css-linear`) approximate the whole motion:
  /// a pass's stops repeated, within the stated error.
  @Test(
    "a finite loop on a stops target reads back within its stated error",
    arguments: [ExportTarget.swiftui, .flutter, .compose, .framer, .reactSpring],
    ["bouncy.repeatCount(4, autoreverses: false)", "steps(4, jump-both).repeatCount(5)"])
  func tiled(_ target: ExportTarget, _ spec: String) throws {
    let parsed = try AnimationSpec.parse(spec)
    let code = try Exporter(spec: parsed, tolerance: 0.001, duration: nil).code(for: target)
    // SwiftUI repeats a spring exactly.
    let stated = ExportReadBackTests.statedError(code) ?? 0
    #expect(stated <= 0.001, "\(code)")
    // A period rounded up to the target's time unit starts later pass by pass, as its header
    // says: ExportLoopTargetsTests compares it period by period.
    guard !code.contains("longer than the motion's") else { return }
    let span = try #require(parsed.animation.sampler(change: 1.0).removalTime)
    let original = try Self.samples(spec, over: span)
    let readBack = try Self.samples(code, over: span)
    let worst = zip(original, readBack).map { abs($0 - $1) }.max() ?? 0
    // Compose's keyframes sit on whole milliseconds; the stated error is measured on them.
    #expect(worst <= stated + 1e-9, "\(spec) → \(target): \(worst) > \(stated)\n\(code)")
  }
}

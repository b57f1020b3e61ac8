import Foundation
import Kinetic
import Testing

@testable import KineticCommandLine
@testable import KineticInterchange

/// A keyframe track exports as the same keyframes where the target has the same kinds
/// (issue 33): a SwiftUI `KeyframeTrack` to SwiftUI is written keyframe for keyframe — no
/// approximation — and reads back as the same samples to 1e-12 of the change; a track with a
/// curve SwiftUI's form cannot name is approximated, and says so.
@Suite("kinetic export: keyframe tracks as keyframes")
struct ExportKeyframesTests {
  static let tracks = [
    "KeyframeTrack { LinearKeyframe(1.2, duration: 0.2); SpringKeyframe(1, spring: .bouncy) }",
    "KeyframeTrack(\\.scale) { LinearKeyframe(1.2, duration: 0.2, timingCurve: .easeIn); "
      + "CubicKeyframe(0.8, duration: 0.3, startVelocity: 0, endVelocity: 0); "
      + "CubicKeyframe(0.9, duration: 0.3); "
      + "SpringKeyframe(1, duration: 0.5, spring: .bouncy, startVelocity: 2); MoveKeyframe(0.4) }",
    "KeyframeTrack { CubicKeyframe(1.2, duration: 0.2); CubicKeyframe(0.7, duration: 0.25); "
      + "LinearKeyframe(0.3, duration: 0.1, timingCurve: .circularEaseInOut); "
      + "SpringKeyframe(1, spring: .snappy(duration: 0.3, extraBounce: 0.1)) }",
    "KeyframeTrack { MoveKeyframe(0.5); SpringKeyframe(-0.25, duration: 0.3, spring: "
      + "Spring(mass: 2, stiffness: 80, damping: 6)); LinearKeyframe(1, duration: 0.4) }",
  ]

  @Test("a SwiftUI track exports to SwiftUI as its keyframes", arguments: tracks)
  func swiftUI(_ track: String) throws {
    let result = CommandLineHarness.run(["export", track, "--to", "swiftui", "--duration", "2"])
    #expect(result.status == 0, "\(result.standardError)")
    let code = result.standardOutput
    #expect(ExportReadBackTests.statedError(code) == nil, "approximated:\n\(code)")
    #expect(code.hasPrefix("KeyframeTrack {"), "\(code)")
    // The same kinds in the same order (after the move to 0 a track read from 0 starts with).
    let kinds = ["LinearKeyframe", "CubicKeyframe", "SpringKeyframe", "MoveKeyframe"]
    func sequence(_ text: String) -> [String] {
      text.split(whereSeparator: { !$0.isLetter }).map(String.init).filter(kinds.contains)
    }
    #expect(sequence(code) == sequence(track), "\(code)")
    let span = 2.0
    let original = try ExportReadBackTests.samples(track, over: span)
    let readBack = try ExportReadBackTests.samples(code, over: span)
    let worst = zip(original, readBack).map { abs($0 - $1) }.max() ?? .infinity
    #expect(worst <= 1e-12, "\(track): \(worst)\n\(code)")
    // Exporting the export gives the same text: a fixed point.
    let again = CommandLineHarness.run(["export", code, "--to", "swiftui", "--duration", "2"])
    #expect(again.standardOutput == code)
  }

  static let cssTracks = [
    "@keyframes pulse { 0% { scale: 0; animation-timing-function: linear } "
      + "20% { scale: 1.2; animation-timing-function: ease-in } 50% { scale: 0.8 } to { scale: 1 } }",
    "@keyframes dip { 30% { opacity: -5; animation-timing-function: cubic-bezier(0.1, 0.7, 0.3, 1.4) } "
      + "to { opacity: 1 } }",
    "KeyframeTrack { LinearKeyframe(1.2, duration: 0.2, timingCurve: .easeIn); "
      + "LinearKeyframe(0.4, duration: 0.35, timingCurve: .easeInOut); LinearKeyframe(1, duration: 0.1) }",
  ]

  /// A CSS `@keyframes` rule (or a track of linear keyframes) exports to CSS as the same
  /// keyframes: `animation:` with its `@keyframes` rule, read back to 1e-12.
  @Test("a track of linear keyframes exports to CSS as its keyframes", arguments: cssTracks)
  func css(_ track: String) throws {
    let parsed = try AnimationSpec.parse(track, keyframesFrom: 0)
    let code = try Exporter(spec: parsed, tolerance: 0.001, duration: nil).code(for: .css)
    #expect(ExportReadBackTests.statedError(code) == nil, "approximated:\n\(code)")
    #expect(code.hasPrefix("animation: kinetic ") && code.contains("@keyframes kinetic {"))
    let span = 1.5
    let original = try ExportReadBackTests.samples(track, over: span)
    let readBack = try ExportReadBackTests.samples(code, over: span)
    let worst = zip(original, readBack).map { abs($0 - $1) }.max() ?? .infinity
    #expect(worst <= 1e-12, "\(track): \(worst)\n\(code)")
  }
}

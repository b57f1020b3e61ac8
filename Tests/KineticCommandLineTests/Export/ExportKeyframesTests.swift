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

  /// Exports `track` to `target` and reads the code back: the worst difference over `span`
  /// seconds (801 samples, the read-back from 0 as the track is), and the code.
  static func readBack(_ track: String, _ target: ExportTarget, over span: Double) throws -> (
    worst: Double, code: String
  ) {
    let parsed = try AnimationSpec.parse(track, keyframesFrom: 0)
    let code = try Exporter(spec: parsed, tolerance: 0.001, duration: nil).code(for: target)
    let original = try ExportReadBackTests.samples(track, over: span)
    let readBack = try ExportReadBackTests.samples(code, over: span)
    return (zip(original, readBack).map { abs($0 - $1) }.max() ?? .infinity, code)
  }

  /// Tracks of linear keyframes along Beziers: every keyframe is said as itself.
  static let easedTracks =
    cssTracks + [
      "KeyframeTrack { MoveKeyframe(0.5); LinearKeyframe(1, duration: 0.3, timingCurve: "
        + ".bezier(startControlPoint: UnitPoint(x: 0.1, y: 0.7), endControlPoint: UnitPoint(x: "
        + "0.3, y: 1.4))); LinearKeyframe(-0.25, duration: 0.45, timingCurve: .easeOut) }",
      "animate([0, 1.2, 0.8, 1], { duration: 1, times: [0, 0.2, 0.5, 1], "
        + "ease: [\"linear\", \"easeIn\", [0.2, 0, 0, 1]] })",
    ]

  /// A track of linear keyframes along Beziers exports to the Web Animations API and to
  /// framer-motion as its own keyframes — `offset`/`easing` per keyframe, `times`/`ease` —
  /// with no approximation, and reads back as the same motion to 1e-9 of the change (offsets
  /// are fractions of the duration, so times carry a rounding or two).
  @Test(
    "a track of linear keyframes exports to WAAPI and framer as its keyframes",
    arguments: easedTracks, [ExportTarget.waapi, .framer])
  func easedTrackAsKeyframes(_ track: String, _ target: ExportTarget) throws {
    let (worst, code) = try Self.readBack(track, target, over: 1.5)
    #expect(ExportReadBackTests.statedError(code) == nil, "approximated:\n\(code)")
    #expect(
      code.hasPrefix(target == .waapi ? "element.animate([\n  { " : "animate(x, [") == true,
      "\(code)")
    #expect(!code.contains("translateX(100px)"), "\(code)")
    #expect(worst <= 1e-9, "\(track) → \(target): \(worst)\n\(code)")
  }

  /// The keyframes WAAPI and framer cannot say (cubic and spring keyframes, a circular curve)
  /// are written as linear keyframes through their own approximation — the keyframes they
  /// can say stay as they are — and the read-back is within the error the first line states.
  @Test(
    "a track with cubic or spring keyframes approximates only those",
    arguments: tracks, [ExportTarget.waapi, .framer])
  func approximatedKeyframes(_ track: String, _ target: ExportTarget) throws {
    let (worst, code) = try Self.readBack(track, target, over: 2.5)
    let stated = try #require(ExportReadBackTests.statedError(code), "exact?\n\(code)")
    #expect(stated <= 0.001, "\(code)")
    // The stated error is three digits rounded up; the read-back adds a rounding or two.
    #expect(worst <= stated + 1e-9, "\(track) → \(target): \(worst) > \(stated)\n\(code)")
  }

  @Test func aLinearKeyframeBesideASpringKeyframeStaysExact() throws {
    let track =
      "KeyframeTrack { LinearKeyframe(1.2, duration: 0.2, timingCurve: .easeIn); "
      + "SpringKeyframe(1, duration: 0.5, spring: .bouncy) }"
    let waapi = try Self.readBack(track, .waapi, over: 1).code
    #expect(
      waapi.contains(
        "  { scale: 0, offset: 0, easing: \"ease-in\" },\n  { scale: 1.2, offset: 0.28571428571428575, easing: \"linear\" },"
      ), "\(waapi)")
    let framer = try Self.readBack(track, .framer, over: 1).code
    #expect(framer.contains("animate(x, [0, 1.2, "), "\(framer)")
    #expect(framer.contains("times: [0, 0.28571428571428575, "), "\(framer)")
    #expect(framer.contains("ease: [\"easeIn\", \"linear\""), "\(framer)")
  }

  /// A CSS rule's timing around its track (delay, iterations, alternate) is WAAPI's options;
  /// its property and unit are each keyframe's.
  @Test func aRuleWithItsAnimationDeclarationKeepsItsTimingInWAAPI() throws {
    let rule =
      "animation: pulse 2s linear 0.5s 3 alternate; @keyframes pulse { 0% { transform: "
      + "translateX(0px); animation-timing-function: ease-in } 40% { transform: "
      + "translateX(1.5px) } to { transform: translateX(1px) } }"
    let (worst, code) = try Self.readBack(rule, .waapi, over: 7)
    #expect(ExportReadBackTests.statedError(code) == nil, "\(code)")
    #expect(
      code.hasText("{ transform: \"translateX(1.5px)\", offset: 0.4, easing: \"linear\" }"),
      "\(code)")
    #expect(code.hasText("delay: 500,") && code.hasText("iterations: 3,"), "\(code)")
    #expect(code.hasText("direction: \"alternate\","), "\(code)")
    #expect(worst <= 1e-9, "\(worst)\n\(code)")
  }
}

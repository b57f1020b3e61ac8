import Kinetic
import Testing

@testable import KineticInterchange

/// Repeats whose return pass runs backwards in time, read from every ecosystem that writes
/// them and exported back.
@Suite("export: reversed repeats")
struct ExportReversedRepeatTests {
  /// Compose's `RepeatMode.Reverse` and framer's `repeatType: "reverse"` play the return pass
  /// backwards in time: `alternating`, for any easing, in both directions of the round trip.
  @Test func reversedRepeats() throws {
    try ForeignSpecTests.expectSame(
      [
        "animation: k 0.3s ease-in 0s 3 alternate;",
        "repeatable(iterations = 3, animation = tween(durationMillis = 300, easing = EaseIn), repeatMode = RepeatMode.Reverse)",
        "{ duration: 0.3, ease: \"easeIn\", repeat: 2, repeatType: \"reverse\" }",
        "animation: kinetic 0.3s ease-in 0s 3 alternate both;",
        "element.animate([{}, {}], { duration: 300, easing: \"ease-in\", iterations: 3, direction: \"alternate\" })",
      ], until: 1.2)
    try ForeignSpecTests.expectSame(
      [
        "animation: k 0.3s ease-in 0s infinite alternate;",
        "infiniteRepeatable(animation = tween(durationMillis = 300, easing = EaseIn), repeatMode = RepeatMode.Reverse)",
        "{ duration: 0.3, ease: \"easeIn\", repeat: Infinity, repeatType: \"reverse\" }",
      ], until: 2)
    // An asymmetric easing's reversed pass is not the mirrored one.
    let mirrored = try ForeignSpecTests.samples(
      "{ duration: 0.3, ease: \"easeIn\", repeat: 2, repeatType: \"mirror\" }", until: 1)
    let reversed = try ForeignSpecTests.samples(
      "{ duration: 0.3, ease: \"easeIn\", repeat: 2, repeatType: \"reverse\" }", until: 1)
    #expect(zip(mirrored, reversed).map { abs($0 - $1) }.max()! > 0.1)
    for (source, target) in [
      ("animation: k 0.3s ease-in 0s 3 alternate;", ExportTarget.compose),
      ("animation: k 0.3s ease-in 0s 3 alternate;", .framer),
      ("animation: k 0.3s ease-in 0s infinite alternate;", .compose),
    ] {
      let code = try Exporter(
        spec: try AnimationSpec.parse(source), tolerance: 0.001, duration: nil
      )
      .code(for: target)
      #expect(code.contains("RepeatMode.Reverse") || code.contains("\"reverse\""), "\(code)")
      try ForeignSpecTests.expectSame([source, code], until: 2)
    }
  }
}

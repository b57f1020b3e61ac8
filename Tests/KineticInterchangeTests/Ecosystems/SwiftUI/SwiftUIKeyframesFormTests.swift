import Testing

@testable import KineticInterchange

/// SwiftUI's `KeyframeTrack` read from tokens: the errors point at the token that is wrong.
@Suite("SwiftUI keyframe form")
struct SwiftUIKeyframesFormTests {
  /// (spec, message, column)
  static let errors: [(String, String, Int)] = [
    ("KeyframeTrack(5)", "expected a key path such as '\\.scale' in KeyframeTrack(...)", 15),
    ("KeyframeTrack(\\.scale", "missing ')' after the key path", 1),
    (
      "KeyframeTrack(\\. scale) {}",
      "malformed key path '\\. scale'; expected one such as '\\.scale'", 15
    ),
    ("KeyframeTrack {", "missing '}' to close the keyframes", 15),
    ("KeyframeTrack { MoveKeyframe(0) } x", "unexpected 'x' after the keyframe track", 35),
    ("KeyframeTrack {\n MoveKeyframe(#) }", "unexpected character '#'", 31),
    // A quoted string is one token: its '}' does not close the track.
    ("KeyframeTrack { \"}\" }", "unexpected character '\"'", 17),
  ]

  @Test(arguments: errors)
  func errorsNameTheToken(_ spec: String, _ message: String, _ column: Int) {
    do {
      _ = try KeyframeSpec.parse(spec)
      Issue.record("'\(spec)' should not parse")
    } catch {
      #expect(error.message == message)
      #expect(error.column == column)
    }
  }

  @Test func keyframesSplitAtSemicolonsAndLineBreaksOutsideBrackets() throws {
    let spec = try KeyframeSpec.parse(
      "KeyframeTrack(\\.scale) {\n LinearKeyframe(1.2,\n duration: 0.2); CubicKeyframe(0.8, duration: 0.3)\r\n MoveKeyframe(1) }"
    )
    #expect(spec.label == "scale")
    #expect(spec.column == 1)
    #expect(spec.keyframes(0, 1).map(\.column) == [27, 64, 100])
  }
}

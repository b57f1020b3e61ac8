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

  /// Each keyframe is parsed where it stands (its columns offset, not a padded copy of the
  /// spec: issue 37): the keyframes' columns and an error in the last of a long track name
  /// the whole spec's columns, counted here from the text.
  @Test(arguments: [1, 2, 40, 1500])
  func longTracksReportColumnsInTheWholeSpec(count: Int) throws {
    let lines = (0..<count).map { "  CubicKeyframe(\(Double($0 % 7) / 7), duration: 0.01)" }
    let head = "KeyframeTrack {\n"
    let spec = try KeyframeSpec.parse(head + lines.joined(separator: "\n") + "\n}")
    var expected: [Int] = []
    var offset = head.unicodeScalars.count
    for line in lines {
      expected.append(offset + 3)  // after the two spaces, 1-based
      offset += line.unicodeScalars.count + 1
    }
    #expect(spec.keyframes(0, 1).map { $0.column } == expected)

    let bad =
      lines.dropLast().joined(separator: "\n") + (count > 1 ? "\n" : "")
      + "  CubicKeyframe(0.5, duration: #)"
    do {
      _ = try KeyframeSpec.parse(head + bad + "\n}")
      Issue.record("a '#' should not parse")
    } catch {
      #expect(error.message == "unexpected character '#'")
      let hash = (head + bad).unicodeScalars.firstIndex(of: "#")!
      #expect(
        error.column == (head + bad).unicodeScalars.distance(
          from: (head + bad).unicodeScalars.startIndex, to: hash) + 1)
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

  /// `.bezier(startControlPoint:endControlPoint:)` as a keyframe's curve (issue 33). With the
  /// control x at 1/3 and 2/3 the curve's x is its parameter, so its y has the closed form
  /// y(u) = 3(1 − u)²u·y1 + 3(1 − u)u²·y2 + u³: at u = 0.25 with y1 = 0.1, y2 = 1.4 that is
  /// 0.2546875, and a keyframe from 0 to 2 over 0.4 s is at 0.509375 after 0.1 s.
  @Test func aBezierTimingCurveReadsAndExportsAsItself() throws {
    let source =
      "KeyframeTrack { LinearKeyframe(2, duration: 0.4, timingCurve: .bezier(startControlPoint: "
      + "UnitPoint(x: 0.3333333333333333, y: 0.1), endControlPoint: UnitPoint(x: 0.6666666666666666, y: 1.4))) }"
    let motion = try Motion(parsing: source)
    let value = try motion.sampler(from: 0).sample(at: 0.1).value
    #expect(abs(value - 0.509375) <= 1e-12, "\(value)")
    let code = try motion.exported(to: .swiftui).text
    #expect(
      code.hasText(
        "timingCurve: .bezier(startControlPoint: UnitPoint(x: 0.3333333333333333, y: 0.1)"),
      "\(code)")
    #expect(!code.hasText("approximation"), "\(code)")
    let readBack = try Motion(parsing: code).sampler(from: 0)
    for index in 0...40 {
      let time = Double(index) / 100
      #expect(readBack.sample(at: time) == (try motion.sampler(from: 0)).sample(at: time))
    }
  }

  @Test func aBezierWithoutUnitPointsNamesWhatItNeeds() {
    #expect(throws: SpecError.self) {
      try KeyframeSpec.parse(
        "KeyframeTrack { LinearKeyframe(1, duration: 1, timingCurve: .bezier(startControlPoint: 0.4)) }"
      )
    }
  }
}

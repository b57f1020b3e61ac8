import Foundation
import Kinetic
import KineticPlot
import KineticTestSupport
import Testing

@testable import KineticCommandLine
@testable import KineticInterchange

/// Keyframe specs: the four syntaxes, `eval` and `plot` with them, and bad input.
@Suite("Keyframe specs")
struct KeyframeSpecTests {
  /// One motion — 0 → 1.2 linear over 0.2 s, → 0.8 ease-in over 0.3 s, → 1 linear over
  /// 0.5 s — in each syntax that can express it.
  static let sameMotion = [
    "KeyframeTrack { LinearKeyframe(1.2, duration: 0.2); LinearKeyframe(0.8, duration: 0.3, timingCurve: .easeIn); LinearKeyframe(1, duration: 0.5) }",
    "keyframes { durationMillis = 1000; 0 at 0; 1.2 at 200 using EaseIn; 0.8 at 500; 1 at 1000 }",
    "animate([0, 1.2, 0.8, 1], { duration: 1, times: [0, 0.2, 0.5, 1], ease: [\"linear\", \"easeIn\", \"linear\"] })",
    "@keyframes bounce { from { value: 0; animation-timing-function: linear } 20% { value: 1.2; animation-timing-function: ease-in } 50% { value: 0.8; animation-timing-function: linear } to { value: 1 } }",
    "CAKeyframeAnimation(values: [0, 1.2, 0.8, 1], keyTimes: [0, 0.2, 0.5, 1], timingFunctions: [.linear, .easeIn, .linear], duration: 1)",
    "CAKeyframeAnimation(values: [0, 1.2, 0.8, 1], keyTimes: [0, 0.2, 0.5, 1], timingFunctions: [CAMediaTimingFunction(name: .linear), CAMediaTimingFunction(controlPoints: 0.42, 0, 1, 1), .linear], calculationMode: .linear, duration: 1)",
  ]

  /// The same motion gives the same samples in every syntax: values and velocities within
  /// 1e-12 relative of the SwiftUI form's (keyframe times are sums of durations in one form and
  /// offsets times the duration in the others, equal to a few ulps).
  @Test(arguments: sameMotion.dropFirst())
  func sameMotionSameSamples(form: String) throws {
    let reference = try KeyframeSpec.parse(Self.sameMotion[0]).timeline(from: 0)
    let other = try KeyframeSpec.parse(form).timeline(from: 0)
    #expect(isClose(other.duration, reference.duration, 1e-15))
    for step in 0...200 {
      let t = Double(step) / 200 * 1.1
      let (a, b) = (other.value(time: t), reference.value(time: t))
      #expect(isClose(a, b, 1e-12 * max(1, abs(b))), "t = \(t): \(a) vs \(b)")
      let (v, w) = (other.velocity(time: t), reference.velocity(time: t))
      #expect(isClose(v, w, 1e-9 * max(1, abs(w))), "t = \(t): velocity \(v) vs \(w)")
    }
  }

  /// `eval --at` prints the library's timeline exactly, with `--from` as the initial value.
  @Test func evalPrintsTheTimeline() throws {
    let spec =
      "KeyframeTrack { LinearKeyframe(1.2, duration: 0.2); CubicKeyframe(0.8, duration: 0.3); SpringKeyframe(1, spring: .bouncy); MoveKeyframe(0) }"
    let result = CommandLineHarness.run([
      "eval", spec, "--at", "0,0.1,0.2,0.35,0.6,3", "--from", "0.5",
    ])
    #expect(result.status == 0, "\(result.standardError)")
    let timeline = KeyframeTimeline(initialValue: 0.5) {
      LinearKeyframe(1.2, duration: 0.2)
      CubicKeyframe(0.8, duration: 0.3)
      SpringKeyframe(1, spring: .bouncy)
      MoveKeyframe(0)
    }
    let rows = result.standardOutput.split(separator: "\n").map(String.init)
    #expect(rows.first == "time,value,velocity")
    for row in rows.dropFirst() {
      let fields = row.split(separator: ",").compactMap { Double($0) }
      #expect(fields.count == 3)
      #expect(
        fields[1] == timeline.value(time: fields[0])
          && fields[2] == timeline.velocity(time: fields[0]), "\(row)")
    }
  }

  /// A keyframe track goes through the one animation path: `plot --format csv` streams it
  /// (the timeline's values and velocities bit for bit), `eval --completion` reports its end
  /// (removed there only when it ends at 1), and the spec is an ``Animation/keyframes(_:)``
  /// animation.
  @Test func oneAnimationPath() throws {
    let source =
      "KeyframeTrack { LinearKeyframe(1.2, duration: 0.2); CubicKeyframe(0.8, duration: 0.3); SpringKeyframe(1, spring: .bouncy) }"
    let spec = try AnimationSpec.parse(source, keyframesFrom: 0)
    guard case .keyframes = spec.animation.kind else {
      Issue.record("\(spec.animation.kind)")
      return
    }
    let timeline = try KeyframeSpec.parse(source).timeline(from: 0)
    let plot = CommandLineHarness.run([
      "plot", source, "--format", "csv", "--samples", "41", "--velocity",
    ])
    #expect(plot.status == 0, "\(plot.standardError)")
    let rows = plot.standardOutput.split(separator: "\n").dropFirst()
    #expect(rows.count == 41)
    for row in rows {
      let fields = row.split(separator: ",").map { Double($0)! }
      #expect(fields[1] == timeline.value(time: fields[0]), "\(row)")
      if fields[0] < timeline.duration {
        #expect(fields[2] == timeline.velocity(time: fields[0]), "\(row)")
      }
    }
    let completion = CommandLineHarness.run([
      "eval", source, "--at", "0", "--from", "0.5", "--completion",
    ])
    let end = try RoundTripFormat.string(for: timeline.duration)
    #expect(completion.standardOutput == "logicallyComplete,removed\n\(end),inf\n")
    let ending = CommandLineHarness.run([
      "eval", "animate([0, 2, 1], { duration: 0.5 })", "--at", "0", "--completion",
    ])
    #expect(ending.standardOutput == "logicallyComplete,removed\n0.5,0.5\n")
  }

  /// `plot --format svg` marks every keyframe time of every track on the time axis, once.
  @Test func svgMarksKeyframeTimes() {
    let result = CommandLineHarness.run([
      "plot",
      "KeyframeTrack { LinearKeyframe(2, duration: 0.25); MoveKeyframe(0); LinearKeyframe(1, duration: 0.5) }",
      "animate([0, 1, 0], { duration: 1, times: [0, 0.25, 1] })", "easeIn", "--format", "svg",
    ])
    #expect(result.status == 0, "\(result.standardError)")
    let triangles = result.standardOutput.components(separatedBy: " l-4 -7 h8 z").count - 1
    #expect(triangles == 3, "keyframe times 0.25, 0.75 and 1")
  }

  /// Line breaks separate keyframes too, and the key path names the series.
  @Test func newlinesAndKeyPath() throws {
    let spec = try KeyframeSpec.parse(
      "KeyframeTrack(\\.scale) {\n  LinearKeyframe(2, duration: 0.5)\n  MoveKeyframe(3)\n}")
    #expect(spec.label == "scale")
    let timeline = try spec.timeline(from: 1)
    #expect(timeline.value(time: 0.25) == 1.5 && timeline.value(time: 0.5) == 3)
    let plot = CommandLineHarness.run([
      "plot", "KeyframeTrack(\\.scale) { LinearKeyframe(2, duration: 0.5) }",
      "KeyframeTrack(\\.opacity) { LinearKeyframe(1, duration: 1) }", "--format", "csv",
      "--samples", "3",
    ])
    #expect(
      plot.standardOutput.hasPrefix("time,scale,opacity\n0,0,0\n0.5,2,0.5\n1,2,1\n"),
      "\(plot.standardOutput)")
  }

  /// Bad input: exit 2, one error line naming the keyframe, and the caret under it.
  @Test(arguments: [
    (
      "KeyframeTrack { LinearKeyframe(1, duration: 0.2); CubicKeyframe(2, duration: -0.3) }",
      "keyframe 2 (CubicKeyframe)", 51
    ),
    ("KeyframeTrack { SpringKeyframe(1, duration: 0) }", "keyframe 1 (SpringKeyframe)", 17),
    ("KeyframeTrack { }", "track 1 has no keyframes", 1),
    ("KeyframeTrack { MoveKeyframe(1e308); LinearKeyframe(-1e308, duration: 1) }", "overflows", 38),
    ("KeyframeTrack { MoveKeyframe(1e400) }", "not finite", 30),
    ("KeyframeTrack { Wobble(1) }", "unknown keyframe 'Wobble'", 17),
    (
      "KeyframeTrack { LinearKeyframe(1, duration: 0.2, timingCurve: .bouncy) }",
      "unknown timing curve", 64
    ),
    ("animate([0, 1], { times: [0, 0.5, 1] })", "times has 3 offsets for 2 values", 27),
    ("@keyframes { 0% { x: 0 } 100% { y: 1 } }", "one property", 33),
    ("CAKeyframeAnimation(values: [0, 1], keyTimes: [0, 0.5, 1])", "keyTimes has 3 entries", 48),
    ("CAKeyframeAnimation(values: [0, 1], keyTimes: [0.1, 1])", "start at 0 and end at 1", 48),
    (
      "CAKeyframeAnimation(values: [0, 1, 2, 3], keyTimes: [0, 0.6, 0.5, 1])", "must not decrease",
      62
    ),
    ("CAKeyframeAnimation(values: [0, 1], calculationMode: .cubicPaced)", "cubicPaced", 54),
    (
      "CAKeyframeAnimation(values: [0, 1], calculationMode: .spline)", "unknown calculation mode",
      55
    ),
    (
      "CAKeyframeAnimation(values: [0, 1, 2], calculationMode: .cubic, timingFunctions: [.easeIn, .linear])",
      "not supported with calculationMode .cubic", 83
    ),
    ("CAKeyframeAnimation(values: [0, 1], timingFunctions: [.linear, .linear])", "one fewer", 55),
    ("CAKeyframeAnimation(keyTimes: [0, 1])", "needs 'values", 1),
    ("CAKeyframeAnimation(values: [0, 1], tensionValues: [0, 0])", "not supported", 37),
    ("CAKeyframeAnimation(values: [1e308, -1e308])", "keyframe 2 (LinearKeyframe)", 37),
    ("CAKeyframeAnimation(values: [0, 1], duration: 0)", "greater than 0", 47),
    (
      "keyframesWithSpline { durationMillis = 500; 1 at 200 using EaseIn; 2 at 500 }", "warps time",
      54
    ),
  ])
  func badInput(spec: String, mention: String, column: Int) {
    let arguments = ["eval", spec, "--at", "0"]
    CommandLineHarness.expectUsageError(arguments, mentions: [mention, "column \(column)"])
    let caret = CommandLineHarness.run(arguments).standardError.split(separator: "\n").last ?? ""
    #expect(caret == "    " + String(repeating: " ", count: column - 1) + "^", "\(caret)")
  }

  /// A timeline defines its own path: `--to` and `--velocity` are refused, in one line.
  @Test func toAndVelocityRefused() {
    let spec = "KeyframeTrack { LinearKeyframe(1, duration: 0.2) }"
    CommandLineHarness.expectUsageError(
      ["eval", spec, "--at", "0", "--to", "2"], mentions: ["'--to'", "keyframe"])
    CommandLineHarness.expectUsageError(
      ["eval", spec, "--at", "0", "--velocity", "2"], mentions: ["'--velocity'"])
    CommandLineHarness.expectUsageError(
      ["eval", spec, "--progress", "0.5"], mentions: ["'--progress'"])
  }

  /// Motion keyframes take every named easing Motion's transitions take (one table): for each
  /// name, `animate([0, 1], { ease })` prints what `{ duration: 1, ease }` prints, and the back
  /// easings and `anticipate` follow motion-utils' definitions, written out here: backOut =
  /// cubicBezier(0.33, 1.53, 0.69, 0.99), backIn(p) = 1 − backOut(1 − p), backInOut its mirror,
  /// anticipate(p) = backIn(2p)/2 below ½ and (2 − 2^(−10(2p − 1)))/2 above.
  @Test func motionKeyframesTakeEveryMotionEasing() throws {
    let times = [0.05, 0.2, 0.37, 0.5, 0.64, 0.8, 0.95]
    let at = times.map { "\($0)" }.joined(separator: ",")
    for name in ForeignEasings.motion.keys.sorted() {
      let keyframes = CommandLineHarness.run([
        "eval", "animate([0, 1], { duration: 1, ease: \"\(name)\" })", "--at", at,
      ])
      let transition = CommandLineHarness.run([
        "eval", "{ duration: 1, ease: \"\(name)\" }", "--at", at,
      ])
      #expect(keyframes.status == 0, "\(name): \(keyframes.standardError)")
      #expect(keyframes.standardOutput == transition.standardOutput, "\(name)")
    }
    let backOutCurve = try CubicBezier(x1: 0.33, y1: 1.53, x2: 0.69, y2: 0.99)
    let backOut = { (p: Double) in backOutCurve.value(at: p) }
    let backIn = { (p: Double) in 1 - backOut(1 - p) }
    let references: [(String, (Double) -> Double)] = [
      ("backOut", backOut), ("backIn", backIn),
      ("backInOut", { p in p <= 0.5 ? backIn(2 * p) / 2 : (2 - backIn(2 * (1 - p))) / 2 }),
      ("anticipate", { p in p < 0.5 ? backIn(2 * p) / 2 : (2 - pow(2, -10 * (2 * p - 1))) / 2 }),
    ]
    for (name, reference) in references {
      let result = CommandLineHarness.run([
        "eval", "animate([0, 1], { duration: 1, ease: \"\(name)\" })", "--at", at,
      ])
      let rows = result.standardOutput.split(separator: "\n").dropFirst()
      #expect(rows.count == times.count, "\(name)")
      for (t, row) in zip(times, rows) {
        let value = Double(row.split(separator: ",")[1])!
        #expect(abs(value - reference(t)) <= 1e-13, "\(name) at \(t): \(value) vs \(reference(t))")
      }
    }
  }
}

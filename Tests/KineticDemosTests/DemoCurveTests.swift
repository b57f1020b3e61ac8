import Kinetic
import KineticDemos
import KineticScene
import Testing

/// `--curve SPEC`: any animation drives a demo, with the spec's own timing.
@Suite("Demo curves: any animation spec")
struct DemoCurveTests {
  static let spring = DemoCurve(
    spec: "spring(duration: 0.5, bounce: 0.3)", animation: .spring(duration: 0.5, bounce: 0.3))

  @Test("A named curve keeps --duration; a spec runs for its own removal time")
  func length() {
    let easeIn = DemoTiming(curve: .easeIn, duration: 2)
    let spring = DemoTiming(curve: Self.spring, duration: 2)
    #expect(easeIn.length == 2)
    let removal = Animation.spring(duration: 0.5, bounce: 0.3).duration(for: 1.0)
    #expect(spring.length == removal)
    // Measured by a scene in its values' own units.
    #expect(spring.length(removedAt: 1.25) == 1.25)
    #expect(easeIn.length(removedAt: 1.25) == 2)
    #expect(spring.length(removedAt: nil) == 2)
    // For a change in the value's own units: SwiftUI's thresholds make a longer move run longer.
    #expect(easeIn.length(change: 300) == 2)
    let long = Animation.spring(duration: 0.5, bounce: 0.3).duration(for: 300.0)
    #expect(spring.length(change: 300) == long)
    #expect(spring.length(change: 300) > spring.length)
    // A spec that never ends runs for --duration.
    let forever = DemoCurve(spec: "bouncy.repeatForever()", animation: .bouncy.repeatForever())
    #expect(DemoTiming(curve: forever, duration: 3).length == 3)
  }

  @Test("A scene's change runs --duration for a named curve, until the scene removes a spec")
  func lengthOfASceneChange() throws {
    func scene(_ timing: DemoTiming) -> SceneModel<Double> {
      var scene = SceneModel(size: Size(width: 200, height: 20), state: 0.0) { x in
        Rectangle().fill(.white).frame(width: 10, height: 10).offset(x: x, y: 0).id("bar")
      }
      scene.withAnimation(timing.animation, at: 0.5) { $0 = 150 }
      return scene
    }
    let named = DemoTiming(curve: .easeIn, duration: 0.8)
    #expect(named.length(ofChangeAt: 0.5, in: scene(named)) == 0.8)
    // The spring moves 150 points: SwiftUI's thresholds are in points, so it runs longer than
    // its removal for a change of 1, and the frame at its end is on the target.
    let spring = DemoTiming(curve: Self.spring, duration: 0.8)
    let moved = scene(spring)
    let length = spring.length(ofChangeAt: 0.5, in: moved)
    #expect(length > spring.length)
    let removal = try #require(moved.completionTime(ofChangeAt: 0.5, criteria: .removed))
    #expect(length == removal - 0.5)
    let start = try #require(moved.frame(at: 0).bounds(of: "bar")).minX
    #expect(moved.frame(at: 0.5 + length).bounds(of: "bar")?.minX == start + 150)
    #expect(moved.frame(at: 0.5 + length / 2).bounds(of: "bar")?.minX != start + 150)
  }

  @Test("A named curve runs over --duration, clamped to it; a spec ignores --duration")
  func valueAndProgress() {
    let easeIn = DemoTiming(curve: .easeIn, duration: 2)
    #expect(easeIn.animation == .timingCurve(.easeIn, duration: 2))
    for time in [-1, 0, 0.5, 1, 1.5, 2, 3.0] {
      let u = UnitCurve.easeIn.value(at: min(max(time / 2, 0), 1))
      #expect(easeIn.progress(at: time) == u, "t = \(time)")
      #expect(abs(easeIn.value(from: 100, to: 50, at: time) - (100 - 50 * u)) <= 1e-12)
    }
    let spring = Animation.spring(duration: 0.5, bounce: 0.3)
    for duration in [0.5, 2.0] {
      let timing = DemoTiming(curve: Self.spring, duration: duration)
      #expect(timing.animation == spring)
      #expect(timing.progress(at: 0.2) == spring.value(from: 0.0, to: 1.0, at: 0.2))
      #expect(
        timing.value(from: 100, to: 50, at: 0.2) == spring.value(from: 100.0, to: 50.0, at: 0.2))
    }
  }

  @Test("DemoOptions reads --curve and --duration as one timing; a parsed spec replaces the curve")
  func optionsTiming() throws {
    let parameters = [
      DemoTiming.durationParameter(default: 1), DemoCurve.parameter(default: .easeInOut),
    ]
    let defaults = try DemoOptions([:], parameters: parameters, demo: "test").timing()
    #expect(defaults == DemoTiming(curve: .easeInOut, duration: 1))
    let given = try DemoOptions(
      ["--curve": "linear", "duration": "0.25"], parameters: parameters, demo: "test"
    ).timing()
    #expect(given == DemoTiming(curve: .linear, duration: 0.25))
    let parsed = try DemoOptions(
      ["duration": "3"], parameters: parameters, demo: "test", curve: Self.spring
    ).timing()
    #expect(parsed == DemoTiming(curve: Self.spring, duration: 3))
    // A --curve declared as an expression takes any spec, and the default when it is absent.
    let spec = [
      DemoTiming.durationParameter(default: 1),
      DemoParameter(name: "curve", summary: "", defaultValue: "", kind: .expression("a spec")),
    ]
    let absent = try DemoOptions([:], parameters: spec, demo: "test").timing(default: Self.spring)
    #expect(absent.curve == Self.spring)
    let written = try DemoOptions(["curve": "ease 300ms"], parameters: spec, demo: "test").timing()
    #expect(written.curve.name == "ease 300ms" && written.curve.unitCurve == nil)
    #expect(written.animation == .easing(.ease, duration: 0.3))
    #expect {
      try DemoOptions(["curve": "spring(duraton: 1)"], parameters: spec, demo: "test").timing()
    } throws: { error in
      if case .invalidExpression("test", "curve", _)? = error as? DemoError { return true }
      return false
    }
  }

  @Test("Circle: both circles follow the spring in points, overshoot included, and land on 50")
  func circleFollowsASpring() throws {
    let demo = try CircleDemo(options: [:], curve: Self.spring)
    let spring = Animation.spring(duration: 0.5, bounce: 0.3)
    // The radius moves 50 points and the frame 100: SwiftUI's thresholds are in those units,
    // so the demo runs until the scene removes its animations, later than a change of 1 would.
    let radiusRemoval = try #require(spring.duration(for: -50.0))
    #expect(demo.duration >= radiusRemoval)
    #expect(demo.duration > spring.duration(for: 1.0)!)
    var undershoots = false
    for step in 0...40 {
      let t = Double(step) * demo.duration / 40
      let row = demo.csvRow(at: t)
      // Radius 100 → 50 along the spring, in points, overshooting below 50.
      let expected = spring.value(from: 100.0, to: 50.0, at: t)
      let reference = try #require(row[3])
      #expect(abs(reference - expected) <= 1e-9 * 100)
      for drawn in [row[1], row[2]] {
        let radius = try #require(drawn)
        if t < radiusRemoval {
          #expect(abs(radius - reference) <= 1e-9 * 100, "t = \(t)")
        } else {
          // The radius's own change is removed; the frame's (100 points) may still move
          // within SwiftUI's thresholds until the scene removes it at the demo's end.
          #expect(abs(radius - 50) <= 1e-2, "t = \(t)")
        }
      }
      if reference < 50 - 1e-3 { undershoots = true }
    }
    // The last frame lands exactly on the target.
    let last = demo.csvRow(at: demo.duration)
    #expect(last[1] == 50 && last[2] == 50 && last[3] == 50, "\(last)")
    #expect(undershoots, "a bouncy spring passes its target")
  }

  @Test("Coordinator: a transition follows the spec and ends at its target")
  func coordinatorFollowsASpec() throws {
    let ease = DemoCurve(spec: "ease 300ms", animation: .easing(.ease, duration: 0.3))
    let timeline = try CoordinatorTimeline(timing: DemoTiming(curve: ease, duration: 0.3))
    let named = try CoordinatorTimeline(timing: DemoTiming(curve: .easeInOut, duration: 0.3))
    // The same script at the same times: the pushed screen's offsets differ mid-transition
    // (ease is not easeInOut) and agree once the transitions are over.
    var differs = false
    for step in 0...200 {
      let t = Double(step) * 0.05
      let a = timeline.frame(at: t).layers.map(\.x)
      let b = named.frame(at: t).layers.map(\.x)
      if a != b { differs = true }
    }
    #expect(differs)
    #expect(timeline.frame(at: timeline.duration).layers == named.frame(at: named.duration).layers)
  }
}

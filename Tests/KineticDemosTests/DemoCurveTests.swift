import Kinetic
import KineticDemos
import Testing

/// `--curve SPEC`: any animation drives a demo, with the spec's own timing.
@Suite("Demo curves: any animation spec")
struct DemoCurveTests {
  static let spring = DemoCurve(
    spec: "spring(duration: 0.5, bounce: 0.3)", animation: .spring(duration: 0.5, bounce: 0.3))

  @Test("A named curve keeps --duration; a spec runs for its own removal time")
  func length() {
    #expect(DemoCurve.easeIn.length(duration: 2) == 2)
    let removal = Animation.spring(duration: 0.5, bounce: 0.3).duration(for: 1.0)
    #expect(Self.spring.length(duration: 2) == removal)
    // A spec that never ends runs for --duration.
    let forever = DemoCurve(spec: "bouncy.repeatForever()", animation: .bouncy.repeatForever())
    #expect(forever.length(duration: 3) == 3)
  }

  @Test("Circle: both circles follow the spring, overshoot included, as the reference says")
  func circleFollowsASpring() throws {
    let demo = try CircleDemo(options: [:], curve: Self.spring)
    #expect(demo.duration == Self.spring.length(duration: 1))
    var undershoots = false
    for step in 0...40 {
      let t = Double(step) * demo.duration / 40
      let row = demo.csvRow(at: t)
      // Radius 100 → 50 along the spring: reference = 100 − 50 · spring(t), overshooting below 50.
      let expected =
        100 - 50
        * Animation.spring(duration: 0.5, bounce: 0.3).value(
          from: 0.0, to: 1.0, at: t)
      let reference = try #require(row[3])
      #expect(abs(reference - expected) <= 1e-9 * 100)
      // The reference is a progress from 0 to 1, so SwiftUI's completion rule (thresholds in
      // the value's units) removes it, and the demo ends, where a change of 1 would be removed;
      // the circles move 50 points and are still 0.08 from 50 at that last frame.
      let tolerance = t < demo.duration ? 1e-9 * 100 : 0.1
      for drawn in [row[1], row[2]] {
        let radius = try #require(drawn)
        #expect(abs(radius - reference) <= tolerance, "t = \(t)")
      }
      if reference < 50 - 1e-3 { undershoots = true }
    }
    #expect(undershoots, "a bouncy spring passes its target")
  }

  @Test("Coordinator: a transition follows the spec and ends at its target")
  func coordinatorFollowsASpec() throws {
    let ease = DemoCurve(spec: "ease 300ms", animation: .easing(.ease, duration: 0.3))
    let timeline = try CoordinatorTimeline(transitionDuration: 0.3, curve: ease)
    let named = try CoordinatorTimeline(transitionDuration: 0.3, curve: .easeInOut)
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

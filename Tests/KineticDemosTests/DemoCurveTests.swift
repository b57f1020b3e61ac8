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
    // Measured by a scene in its values' own units.
    #expect(Self.spring.length(duration: 2, removedAt: 1.25) == 1.25)
    #expect(DemoCurve.easeIn.length(duration: 2, removedAt: 1.25) == 2)
    #expect(Self.spring.length(duration: 2, removedAt: nil) == 2)
    // A spec that never ends runs for --duration.
    let forever = DemoCurve(spec: "bouncy.repeatForever()", animation: .bouncy.repeatForever())
    #expect(forever.length(duration: 3) == 3)
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

import KineticTestSupport
import Testing

@testable import Kinetic

/// Relative closeness: |a − b| ≤ tolerance·max(1, |b|).
private func isNear(_ a: Double, _ b: Double, _ tolerance: Double) -> Bool {
  isClose(a, b, tolerance * max(1, abs(b)))
}

@Suite("KeyframeTimeline")
struct KeyframeTimelineTests {
  /// Every linear, cubic and move keyframe value is reached exactly at its time (the segment
  /// after it starts there, from exactly that value), for a mixed track.
  @Test func passesThroughEveryKeyframe() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      LinearKeyframe(1.2, duration: 0.2)
      CubicKeyframe(0.8, duration: 0.3)
      CubicKeyframe(1.5, duration: 0.25)
      LinearKeyframe(-0.5, duration: 0.4, timingCurve: .easeInOut)
      MoveKeyframe(3.0)
      CubicKeyframe(2.0, duration: 0.5)
    }
    let expected: [(Double, Double)] = [
      (0, 0), (0.2, 1.2), (0.5, 0.8), (0.75, 1.5), (1.15, 3.0), (1.65, 2.0),
    ]
    #expect(timeline.duration == 0.2 + 0.3 + 0.25 + 0.4 + 0.5)
    for (time, value) in expected {
      #expect(timeline.value(time: time) == value, "t = \(time)")
    }
    #expect(timeline.value(time: 10) == 2.0)
    #expect(timeline.value(progress: 1) == 2.0)
    #expect(timeline.value(progress: 0) == 0)
    #expect(timeline.keyframeTimes.count == 5)  // the move shares its time with the linear's end
  }

  /// Equally spaced cubic keyframes: every interior segment is the uniform Catmull-Rom segment
  /// (independent matrix form) to 1e-12 relative; the analytic velocity is its derivative.
  @Test func equalSpacingIsUniformCatmullRom() {
    let points = [0.0, 1.0, -0.5, 2.0, 0.25, 1.75, 1.0]
    let d = 0.25
    let timeline = KeyframeTimeline(initialValue: points[0]) {
      for p in points.dropFirst() { CubicKeyframe(p, duration: d) }
    }
    for i in 1..<(points.count - 2) {
      for s in stride(from: 0.0, through: 1, by: 1.0 / 16) {
        let t = (Double(i) + s) * d
        let reference = KeyframeReference.catmullRom(
          points[i - 1], points[i], points[i + 1], points[i + 2], s: s)
        #expect(isNear(timeline.value(time: t), reference, 1e-12), "segment \(i), s = \(s)")
      }
    }
  }

  /// Unequal intervals: interior segments equal Kochanek–Bartels at t = c = b = 0 with the
  /// paper's interval adjustment (independent Bernstein form) to 1e-12 relative.
  @Test func unequalSpacingIsAdjustedKochanekBartels() {
    let points = [0.0, 2.0, -1.0, 0.5, 3.0, 1.0]
    let durations = [0.3, 0.1, 0.45, 0.2, 0.6]
    var times = [0.0]
    for d in durations { times.append(times.last! + d) }
    let timeline = KeyframeTimeline(initialValue: points[0]) {
      for (p, d) in zip(points.dropFirst(), durations) { CubicKeyframe(p, duration: d) }
    }
    for i in 1..<(points.count - 2) {
      for s in stride(from: 0.0, through: 1, by: 1.0 / 16) {
        let t = times[i] + s * (times[i + 1] - times[i])
        let reference = KeyframeReference.kochanekBartels(
          points[i - 1], points[i], points[i + 1], points[i + 2],
          frames: times[i - 1], times[i], times[i + 1], times[i + 2], s: s)
        #expect(isNear(timeline.value(time: t), reference, 1e-12), "segment \(i), s = \(s)")
      }
    }
  }

  /// C1 at every joint involving a cubic keyframe, in both orders with linear and spring
  /// keyframes: value and velocity just before the joint (one ulp) equal those at it, to 1e-9
  /// relative (the change over one ulp of time is ~1e-16·acceleration).
  @Test func cubicJointsAreC1() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      LinearKeyframe(1.0, duration: 0.3)
      CubicKeyframe(0.4, duration: 0.2)
      CubicKeyframe(1.5, duration: 0.35)
      SpringKeyframe(0.8, duration: 0.4, spring: .bouncy)
      CubicKeyframe(2.0, duration: 0.25)
      LinearKeyframe(1.0, duration: 0.3, timingCurve: .easeOut)
      CubicKeyframe(0.5, duration: 0.2)
      SpringKeyframe(1.0, spring: .snappy)
    }
    for joint in timeline.keyframeTimes.dropLast() where joint > 0 {
      let left = joint.nextDown
      #expect(isNear(timeline.value(time: left), timeline.value(time: joint), 1e-9), "t = \(joint)")
      #expect(
        isNear(timeline.velocity(time: left), timeline.velocity(time: joint), 1e-9),
        "t = \(joint): \(timeline.velocity(time: left)) vs \(timeline.velocity(time: joint))")
    }
    // Linear into cubic: the cubic starts with the linear's velocity (1.0 / 0.3).
    #expect(isNear(timeline.velocity(time: 0.3), 1.0 / 0.3, 1e-12))
  }

  /// A spring keyframe is the damped oscillator released at the previous keyframe's value with
  /// its velocity (here a linear keyframe's (a − x₀)/d): equal to Spring's closed form and to the
  /// textbook solution at 1e-12 relative, for ζ < 1, = 1, > 1.
  @Test(arguments: [0.3, 1.0, 1.5])
  func springKeyframeIsSpringClosedForm(zeta: Double) {
    let spring = Spring(response: 0.4, dampingRatio: zeta)
    let (x0, a, b, d, cut) = (0.25, 1.0, -0.5, 0.2, 0.7)
    let timeline = KeyframeTimeline(initialValue: x0) {
      LinearKeyframe(a, duration: d)
      SpringKeyframe(b, duration: cut, spring: spring)
    }
    let v0 = (a - x0) / d
    for tau in stride(from: 0.0, to: cut, by: cut / 40) {
      let value = timeline.value(time: d + tau)
      let velocity = timeline.velocity(time: d + tau)
      let closed = spring.value(fromValue: a, toValue: b, initialVelocity: v0, time: tau)
      let textbook = KeyframeReference.spring(
        omega: spring.angularFrequency, zeta: zeta, from: a, to: b, velocity: v0, time: tau)
      #expect(isNear(value, closed, 1e-12), "τ = \(tau)")
      #expect(isNear(value, textbook.value, 1e-12), "τ = \(tau): \(value) vs \(textbook.value)")
      #expect(isNear(velocity, textbook.velocity, 1e-12), "τ = \(tau)")
    }
    // Cut before settling: the track holds where the spring was at the cut.
    let end = spring.value(fromValue: a, toValue: b, initialVelocity: v0, time: cut)
    #expect(isNear(timeline.value(time: 5), end, 1e-12))
  }

  /// Without a duration, a spring keyframe lasts its spring's settling duration.
  @Test func springKeyframeDefaultsToSettlingDuration() {
    let timeline = KeyframeTimeline(initialValue: 0.0) { SpringKeyframe(1.0, spring: .bouncy) }
    #expect(timeline.duration == Spring.bouncy.settlingDuration)
  }

  /// A spring keyframe cut short hands its value and velocity to the next keyframe.
  @Test func nextKeyframeStartsWhereSpringWasCut() {
    let spring = Spring.bouncy
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      SpringKeyframe(1.0, duration: 0.1, spring: spring)
      SpringKeyframe(2.0, duration: 0.5, spring: spring)
    }
    let x = spring.value(fromValue: 0.0, toValue: 1.0, time: 0.1)
    let v = spring.velocity(fromValue: 0.0, toValue: 1.0, time: 0.1)
    #expect(isNear(timeline.value(time: 0.1), x, 1e-15))
    #expect(isNear(timeline.velocity(time: 0.1), v, 1e-13))
    let later = spring.value(fromValue: x, toValue: 2.0, initialVelocity: v, time: 0.2)
    #expect(isNear(timeline.value(time: 0.3), later, 1e-12))
  }

  /// A move is a step: the old value one ulp before, the new one at its time, velocity 0.
  @Test func moveKeyframeIsAStep() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      LinearKeyframe(1.0, duration: 0.5)
      MoveKeyframe(5.0)
      LinearKeyframe(6.0, duration: 0.5)
    }
    #expect(isNear(timeline.value(time: 0.5.nextDown), 1.0, 1e-15))
    #expect(timeline.value(time: 0.5) == 5.0)
    #expect(timeline.velocity(time: 0.5) == 2.0)  // the linear after the move: 1 / 0.5
    let onlyMove = KeyframeTimeline(initialValue: 0.0) { MoveKeyframe(5.0) }
    #expect(
      onlyMove.duration == 0 && onlyMove.value(time: 0) == 5 && onlyMove.velocity(time: 0) == 0)
  }

  /// Tracks of different lengths evaluate independently; the shorter one holds its last value.
  @Test func tracksOfDifferentLengths() {
    let timeline = KeyframeTimeline(initialValue: KeyframeTestValues()) {
      KeyframeTrack(\.scale) {
        LinearKeyframe(2.0, duration: 0.5)
      }
      KeyframeTrack(\.offset) {
        CubicKeyframe(10.0, duration: 0.6)
        CubicKeyframe(-4.0, duration: 0.6)
      }
    }
    let scale = KeyframeTimeline(initialValue: 1.0) { LinearKeyframe(2.0, duration: 0.5) }
    let offset = KeyframeTimeline(initialValue: 0.0) {
      CubicKeyframe(10.0, duration: 0.6)
      CubicKeyframe(-4.0, duration: 0.6)
    }
    #expect(timeline.duration == 1.2)
    for t in stride(from: 0.0, through: 1.5, by: 0.05) {
      let v = timeline.value(time: t)
      #expect(v.scale == scale.value(time: t) && v.offset == offset.value(time: t), "t = \(t)")
      let w = timeline.velocity(time: t)
      #expect(w.scale == scale.velocity(time: t) && w.offset == offset.velocity(time: t))
    }
    #expect(timeline.value(time: 0.9).scale == 2.0)
    #expect(timeline.velocity(time: 0.9).scale == 0)
  }

  /// Later tracks win where two change the same property; each starts from the initial value.
  @Test func laterTrackWins() {
    let timeline = KeyframeTimeline(initialValue: KeyframeTestValues()) {
      KeyframeTrack(\.scale) { LinearKeyframe(2.0, duration: 1) }
      KeyframeTrack(\.scale) { LinearKeyframe(3.0, duration: 1) }
    }
    #expect(timeline.value(time: 0.5).scale == 2.0)
  }

  /// Explicit start and end velocities are honoured.
  @Test func explicitCubicVelocities() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      CubicKeyframe(1.0, duration: 0.5, startVelocity: 4, endVelocity: -2)
    }
    #expect(timeline.velocity(time: 0) == 4)
    #expect(isNear(timeline.velocity(time: 0.5), -2, 1e-15))
  }

  /// Builder control flow: `if`, `else` and `for`.
  @Test func builderControlFlow() {
    func make(_ bounce: Bool) -> KeyframeTimeline<Double> {
      KeyframeTimeline(initialValue: 0.0) {
        KeyframeTrack {
          if bounce {
            SpringKeyframe(1.0, duration: 0.3, spring: .bouncy)
          } else {
            LinearKeyframe(1.0, duration: 0.3)
          }
          for i in 1...3 { LinearKeyframe(Double(i), duration: 0.1) }
        }
      }
    }
    #expect(make(true).duration == make(false).duration)
    #expect(make(false).value(time: 0.15) == 0.5)
    #expect(make(true).value(time: 10) == 3)
  }
}

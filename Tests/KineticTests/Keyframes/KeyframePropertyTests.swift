import KineticTestSupport
import Testing

@testable import Kinetic

/// Seeded random timelines: the value is finite, continuous except at moves, reaches every
/// linear/cubic/move keyframe value exactly, and its analytic velocity matches a central
/// difference of the value.
@Suite("Keyframe properties")
struct KeyframePropertyTests {
  /// A random track of 1…8 keyframes of every kind, values in ±10, durations in 0.05…0.5 s.
  static func randomKeyframes(_ g: inout SeededGenerator) -> [Keyframe<Double>] {
    let springs: [Spring] = [.smooth, .snappy, .bouncy, Spring(response: 0.3, dampingRatio: 2)]
    return (0..<Int.random(in: 1...8, using: &g)).map { _ in
      let value = g.uniform(-10...10)
      let duration = g.uniform(0.05...0.5)
      switch Int.random(in: 0..<4, using: &g) {
      case 0:
        let curves: [UnitCurve] = [.linear, .easeIn, .easeOut, .easeInOut]
        return .linear(
          LinearKeyframe(value, duration: duration, timingCurve: curves.randomElement(using: &g)!))
      case 1: return .cubic(CubicKeyframe(value, duration: duration))
      case 2:
        let spring = springs.randomElement(using: &g)!
        return .spring(
          SpringKeyframe(value, duration: Bool.random(using: &g) ? duration : nil, spring: spring))
      default: return .move(MoveKeyframe(value))
      }
    }
  }

  @Test(arguments: 0..<40)
  func randomTimelines(seed: Int) throws {
    var g = SeededGenerator(name: "keyframes-\(seed)")
    let initial = g.uniform(-5...5)
    let keyframes = Self.randomKeyframes(&g)
    let timeline = try KeyframeTimeline(
      initialValue: initial,
      tracks: [AnyKeyframeTrack(KeyframeTrack(\Double.self, keyframes: keyframes))],
      validating: true)
    // Keyframe times and the values reached there.
    var time = 0.0
    for (index, keyframe) in keyframes.enumerated() {
      let duration: Double
      switch keyframe {
      case .spring(let k): duration = k.duration ?? k.spring.settlingDuration
      default: duration = keyframe.duration ?? 0
      }
      time += duration
      let isLast = index == keyframes.count - 1
      if case .spring = keyframe { continue }
      // The value at a keyframe's time, unless a later move at the same time has jumped away.
      let nextIsMove: Bool
      if !isLast, case .move = keyframes[index + 1] {
        nextIsMove = true
      } else {
        nextIsMove = false
      }
      if !nextIsMove {
        #expect(timeline.value(time: time) == keyframe.value, "seed \(seed), keyframe \(index)")
      }
    }
    #expect(abs(timeline.duration - time) <= 1e-12)
    // Continuity except at moves, finiteness, and the velocity against a central difference
    // (step 1e-6 s: truncation ~1e-12·|x‴|, rounding ~1e-10·|x|/1e-6; tolerance 1e-4 relative to
    // the velocity scale max(1, |v|)).
    let moves = Set(
      timeline.keyframeTimes.filter { t in
        timeline.value(time: t.nextDown) != timeline.value(time: t)
          && abs(timeline.value(time: t.nextDown) - timeline.value(time: t)) > 1e-9
      })
    for _ in 0..<200 {
      let t = g.uniform(0...(timeline.duration + 0.1))
      let value = timeline.value(time: t)
      let velocity = timeline.velocity(time: t)
      #expect(value.isFinite && velocity.isFinite)
      let h = 1e-6
      let nearJoint = timeline.keyframeTimes.contains { abs($0 - t) <= 2 * h } || t < 2 * h
      if !nearJoint && t < timeline.duration {
        let estimate = (timeline.value(time: t + h) - timeline.value(time: t - h)) / (2 * h)
        #expect(
          abs(estimate - velocity) <= 1e-4 * max(1, abs(velocity)),
          "seed \(seed), t = \(t): \(velocity) vs \(estimate)")
      }
    }
    for joint in timeline.keyframeTimes where joint > 0 && !moves.contains(joint) {
      #expect(abs(timeline.value(time: joint.nextDown) - timeline.value(time: joint)) <= 1e-9)
    }
  }
}

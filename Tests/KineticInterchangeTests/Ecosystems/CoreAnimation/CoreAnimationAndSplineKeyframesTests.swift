import Kinetic
import KineticTestSupport
import Testing

@testable import KineticInterchange

/// `CAKeyframeAnimation`'s calculation modes and Compose's `keyframesWithSpline`, each against
/// a reference derived separately from its documented definition.
@Suite("Core Animation and spline keyframes")
struct CoreAnimationAndSplineKeyframesTests {
  static func timeline(_ source: String, from: Double = 0) throws -> KeyframeTimeline<Double> {
    try KeyframeSpec.parse(source).timeline(from: from)
  }

  /// `.cubic` with equal key times: every interior segment is the uniform Catmull-Rom segment
  /// in its matrix form, ½[2p₁ + (p₂ − p₀)s + (2p₀ − 5p₁ + 4p₂ − p₃)s² + (−p₀ + 3p₁ − 3p₂ + p₃)s³],
  /// to 1e-12; the track starts at the first value, not at `--from`.
  @Test func cubicIsCatmullRom() throws {
    let p = [310.0, 60, 120, 60, 310]
    let timeline = try Self.timeline(
      "CAKeyframeAnimation(values: [310, 60, 120, 60, 310], keyTimes: [0, 0.25, 0.5, 0.75, 1], calculationMode: .cubic, duration: 2)",
      from: -7)
    #expect(timeline.value(time: 0) == 310 && timeline.duration == 2)
    for segment in 1...2 {
      let (p0, p1, p2, p3) = (p[segment - 1], p[segment], p[segment + 1], p[segment + 2])
      for step in 0...20 {
        let s = Double(step) / 20
        var expected = 2 * p1 + (p2 - p0) * s + (2 * p0 - 5 * p1 + 4 * p2 - p3) * s * s
        expected += (-p0 + 3 * p1 - 3 * p2 + p3) * s * s * s
        expected /= 2
        let t = (Double(segment) + s) * 0.5
        #expect(isClose(timeline.value(time: t), expected, 1e-12 * 310), "t = \(t)")
      }
    }
  }

  /// `.paced`: key times and timing functions are ignored; the speed is the total distance over
  /// the duration everywhere, and each value is reached when its share of the distance is.
  @Test func pacedHasConstantSpeed() throws {
    let timeline = try Self.timeline(
      "CAKeyframeAnimation(values: [310, 60, 120, 60, 310], keyTimes: [0, 0.9, 0.95, 0.99, 1], timingFunctions: [.easeIn, .easeIn, .easeIn, .easeIn], calculationMode: .paced, duration: 1)"
    )
    let speed = (250.0 + 60 + 60 + 250) / 1
    for step in 0..<100 {
      let t = Double(step) / 100
      #expect(isClose(abs(timeline.velocity(time: t)), speed, 1e-9 * speed), "t = \(t)")
    }
    for (distance, value) in [(250.0, 60.0), (310, 120), (370, 60), (620, 310)] {
      #expect(isClose(timeline.value(time: distance / speed), value, 1e-12 * 310))
    }
  }

  /// `.discrete`: each value from its key time until the next (one more key time than values),
  /// and n equal intervals without key times; the last value holds.
  @Test func discreteIsAStepFunction() throws {
    let timeline = try Self.timeline(
      "CAKeyframeAnimation(values: [310, 60, 120, 60], keyTimes: [0, 0.25, 0.5, 0.75, 1], calculationMode: .discrete, duration: 4)"
    )
    let expected: [(Double, Double)] = [
      (0, 310), (0.99, 310), (1, 60), (1.5, 60), (2, 120), (2.99, 120), (3, 60), (4, 60), (9, 60),
    ]
    for (t, value) in expected {
      #expect(timeline.value(time: t) == value && timeline.velocity(time: t) == 0, "t = \(t)")
    }
    let even = try Self.timeline(
      "CAKeyframeAnimation(values: [1, 2], calculationMode: .discrete, duration: 1)")
    #expect(even.value(time: 0.49) == 1 && even.value(time: 0.5) == 2 && even.duration == 1)
  }

  /// Without key times the values are evenly spaced over the default 0.25 s, linearly.
  @Test func defaultsAreEvenLinearAndAQuarterSecond() throws {
    let timeline = try Self.timeline("CAKeyframeAnimation(values: [0, 4, 2])")
    #expect(timeline.duration == 0.25)
    #expect(timeline.value(time: 0.0625) == 2 && timeline.value(time: 0.125) == 4)
    #expect(timeline.velocity(time: 0.2) == -16)
  }

  /// `keyframesWithSpline`: the Hermite spline through the values with Compose's `MonoSpline`
  /// tangents, computed here by hand: for t = 0, 0.2, 0.5, 1 and y = 0, 1.2, 0.8, 1 the secants
  /// are 6, −4/3, 2/5, the tangents 6, 7/3, −7/15, 2/5 (none clamped); at t = 0.1 (s = ½ of the
  /// first segment) the value is 0.6 + 6·⅛·0.2 − 7/3·⅛·0.2 and the velocity
  /// 1.2·1.5/0.2 − 6/4 − 7/12.
  @Test func splineUsesComposeTangents() throws {
    let timeline = try Self.timeline(
      "keyframesWithSpline { durationMillis = 1000; 0 at 0; 1.2 at 200; 0.8 at 500; 1 at 1000 }")
    #expect(isClose(timeline.value(time: 0.1), 0.6 + 0.15 - 7.0 / 120, 1e-14))
    #expect(isClose(timeline.velocity(time: 0.1), 9 - 1.5 - 7.0 / 12, 1e-13))
    #expect(isClose(timeline.velocity(time: 0.2), 7.0 / 3, 1e-13))
    #expect(isClose(timeline.velocity(time: 0.5), -7.0 / 15, 1e-13))
    for (t, value) in [(0.2, 1.2), (0.5, 0.8), (1, 1.0)] {
      #expect(timeline.value(time: t) == value)
    }
  }

  /// The monotone clamp: t = 0, 1, 2 (s), y = 0, 0.1, 10: the first segment's tangents 0.1 and
  /// (0.1 + 9.9)/2 = 5 have ratios 1 and 50 to its secant, h = hypot(1, 50) > 9, so both are
  /// scaled by 3/h; the segment stays monotone, and collinear keyframes give a straight line.
  @Test func splineClampsToStayMonotone() throws {
    let timeline = try Self.timeline(
      "keyframesWithSpline { durationMillis = 2000; 0 at 0; 0.1 at 1000; 10 at 2000 }")
    let h = (1 + 50.0 * 50).squareRoot()
    #expect(isClose(timeline.velocity(time: 0), 3 / h * 0.1, 1e-15))
    #expect(isClose(timeline.velocity(time: 1), 3 / h * 50 * 0.1, 1e-13))
    var previous = -Double.infinity
    for step in 0...200 {
      let value = timeline.value(time: Double(step) / 100)
      #expect(value >= previous)
      previous = value
    }
    let line = try Self.timeline(
      "keyframesWithSpline { durationMillis = 1000; 1 at 250; 2 at 500; 4 at 1000 }")
    for step in 0...20 {
      let t = Double(step) / 20
      #expect(isClose(line.value(time: t), 4 * t, 1e-14), "t = \(t)")
    }
  }
}

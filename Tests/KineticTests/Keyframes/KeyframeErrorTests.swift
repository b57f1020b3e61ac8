import Testing

@testable import Kinetic

/// Bad input: the validating initialiser throws a typed error naming the keyframe; the
/// SwiftUI-style one repairs it without trapping and stays finite.
@Suite("Keyframe errors")
struct KeyframeErrorTests {
  static func validate(_ keyframes: [Keyframe<Double>]) -> KeyframeError? {
    do {
      _ = try KeyframeTimeline(
        initialValue: 0.0,
        tracks: [AnyKeyframeTrack(KeyframeTrack(\Double.self, keyframes: keyframes))],
        validating: true)
      return nil
    } catch {
      return error
    }
  }

  @Test func emptyTrack() {
    #expect(Self.validate([]) == .emptyTrack(track: 0))
    #expect(KeyframeError.emptyTrack(track: 0).description == "track 1 has no keyframes")
  }

  @Test(arguments: [-0.1, Double.nan, Double.infinity])
  func badDuration(duration: Double) {
    let error = Self.validate([
      .linear(LinearKeyframe(1, duration: 0.2)), .cubic(CubicKeyframe(2, duration: duration)),
    ])
    guard case .invalidDuration(let location, _) = error else {
      Issue.record("expected invalidDuration, got \(String(describing: error))")
      return
    }
    #expect(location == KeyframeLocation(track: 0, keyframe: 1, kind: "CubicKeyframe"))
    #expect(error!.description.hasPrefix("keyframe 2 (CubicKeyframe) of track 1: duration"))
  }

  @Test func zeroSpringDuration() {
    let error = Self.validate([.spring(SpringKeyframe(1, duration: 0))])
    #expect(
      error == .zeroSpringDuration(KeyframeLocation(track: 0, keyframe: 0, kind: "SpringKeyframe")))
  }

  @Test func nonFiniteValue() {
    #expect(
      Self.validate([.move(MoveKeyframe(.infinity))])
        == .nonFiniteValue(KeyframeLocation(track: 0, keyframe: 0, kind: "MoveKeyframe")))
    #expect(Self.validate([.cubic(CubicKeyframe(1, duration: 1, startVelocity: .nan))]) != nil)
  }

  /// Values of opposite sign near the largest double: their difference overflows.
  @Test func overflowingMotion() {
    let error = Self.validate([
      .move(MoveKeyframe(1e308)), .linear(LinearKeyframe(-1e308, duration: 1)),
    ])
    #expect(error == .overflow(KeyframeLocation(track: 0, keyframe: 1, kind: "LinearKeyframe")))
  }

  /// A linear keyframe whose curve ends at a vertical tangent (circular ease-in: y = 1 − √(1 −
  /// p²), slope p/√(1 − p²)) is a valid motion, not an overflow: its values follow the curve
  /// (they were held at the start value, or refused when validating) and it ends with the
  /// curve's exact, infinite velocity. A cubic keyframe that starts with that velocity
  /// overflows, and is the one named.
  @Test func curveEndingAtAVerticalTangent() {
    let vertical = Keyframe<Double>.linear(
      LinearKeyframe(2, duration: 1, timingCurve: .circularEaseIn))
    #expect(Self.validate([vertical]) == nil)
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      LinearKeyframe(2, duration: 1, timingCurve: .circularEaseIn)
    }
    for t in stride(from: 0.0, through: 1, by: 0.0625) {
      let expected = 2 * (1 - (1 - t * t).squareRoot())
      #expect(abs(timeline.value(time: t) - expected) <= 1e-15, "t = \(t)")
      if t < 1 {
        let slope = 2 * t / (1 - t * t).squareRoot()
        #expect(abs(timeline.velocity(time: t) - slope) <= 1e-14 * max(1, slope), "t = \(t)")
      }
    }
    #expect(timeline.value(time: 1) == 2)
    #expect(
      Self.validate([vertical, .cubic(CubicKeyframe(3, duration: 1))])
        == .overflow(KeyframeLocation(track: 0, keyframe: 1, kind: "CubicKeyframe")))
    // After it, a linear keyframe needs no velocity: both move.
    let two = KeyframeTimeline(initialValue: 0.0) {
      LinearKeyframe(2, duration: 1, timingCurve: .circularEaseIn)
      LinearKeyframe(0, duration: 1)
    }
    #expect(abs(two.value(time: 0.5) - 2 * (1 - 0.75.squareRoot())) <= 1e-15)
    #expect(two.value(time: 1.5) == 1)
  }

  /// The same inputs through the SwiftUI-style initialiser: no trap, finite everywhere.
  @Test func repairedInputStaysFinite() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      LinearKeyframe(1, duration: -1)
      CubicKeyframe(2, duration: .nan)
      SpringKeyframe(3, duration: 0)
      MoveKeyframe(.infinity)
      MoveKeyframe(1e308)
      LinearKeyframe(-1e308, duration: 1)
      CubicKeyframe(5, duration: 0.5, startVelocity: .infinity)
    }
    #expect(timeline.duration == 1.5)
    for t in stride(from: -1.0, through: 2, by: 0.01) {
      #expect(timeline.value(time: t).isFinite && timeline.velocity(time: t).isFinite, "t = \(t)")
    }
    #expect(timeline.value(time: .nan).isFinite)
  }
}

import Testing

@testable import Kinetic

/// `AnimationSampler.arrivalVelocity`: the exact velocity a motion arrives with at its removal
/// time, checked against closed forms derived here and against the limit of sampling as time
/// rises to the end.
@Suite("Arrival velocity at the end of a motion")
struct AnimationSamplerArrivalVelocityTests {
  /// easeIn (0.42, 0, 1, 1) at x = 1: x″(1) = 6(x1 − 2x2 + 1) = −3.48, y″(1) = 6(y1 − 2y2 + 1)
  /// = −6, so dy/dx → 6/3.48 = 1/0.58 (L'Hôpital: x′(1) = y′(1) = 0).
  let easeInEndSlope = 1 / 0.58

  func arrival(_ animation: Animation, change: Double = 2) -> Double? {
    animation.sampler(change: change).arrivalVelocity
  }

  @Test func timingCurvesArriveWithTheirEndSlopeThroughWrappers() throws {
    let easeIn = Animation.easeIn(duration: 0.5)
    let expected = 2 * easeInEndSlope / 0.5
    for (animation, factor) in [
      (easeIn, 1.0), (easeIn.delay(0.2), 1), (easeIn.speed(2), 2),
      (easeIn.delay(0.1).speed(0.5), 0.5), (easeIn.repeatCount(3, autoreverses: true), 1),
      (easeIn.repeatCount(2, autoreverses: false), 1),
      // SwiftUI's return pass mirrors the value: it arrives with minus the end slope.
      (easeIn.repeatCount(2, autoreverses: true), -1),
    ] {
      let v = try #require(arrival(animation), "\(animation)")
      #expect(abs(v - factor * expected) <= 1e-14 * abs(expected), "\(animation)")
    }
    // easeInOut arrives at rest, exactly (sampling one ulp before the end reads ~1e-15).
    #expect(arrival(.easeInOut(duration: 0.3).delay(0.1)) == 0)
  }

  @Test func verticalTangentsArriveWithInfiniteVelocity() throws {
    let circular = Animation.timingCurve(.circularEaseIn, duration: 0.5)
    #expect(arrival(circular.delay(0.1)) == .infinity)
    #expect(arrival(circular.delay(0.1), change: -1) == -.infinity)
    // A Bezier with x2 = 1 and y2 ≠ 1 ends vertically.
    #expect(arrival(.timingCurve(0.5, 0, 1, 0.5, duration: 0.5).speed(2)) == .infinity)
    let track: [Keyframe<Double>] = [
      .linear(LinearKeyframe(1, duration: 0.5, timingCurve: .circularEaseIn))
    ]
    #expect(arrival(.keyframes(track)) == .infinity)
    // Sampling just before the end reads a large finite number instead.
    let sampler = Animation.keyframes(track).sampler(change: 1.0)
    let before = sampler.sample(at: (0.5).nextDown).velocity
    #expect(before.isFinite && before > 1e6)
  }

  /// CSS `alternate`: the last pass runs backwards, so it arrives with minus the base's start
  /// velocity: y′(0)/x′(0) = y1/x1 = 2 for (0.3, 0.6, 0.7, 1).
  @Test func timeReversedLastPassArrivesWithMinusTheStartVelocity() throws {
    let base = Animation.timingCurve(0.3, 0.6, 0.7, 1, duration: 0.4)
    let start = 2.0 * 2 / 0.4
    let reversed = try #require(arrival(base.alternating(count: 2)))
    #expect(abs(reversed + start) <= 1e-14 * start)
    // A delay before the base holds it at rest at time 0: it departs, and so arrives, at rest.
    #expect(arrival(base.delay(0.1).alternating(count: 2)) == 0)
    // An odd count ends forwards, with the end slope y′(1)/x′(1) = (1 − 1)/(1 − 0.7) = 0.
    #expect(arrival(base.alternating(count: 3)) == 0)
  }

  @Test func keyframesArriveWithTheLastSegmentsEndVelocity() throws {
    let track: [Keyframe<Double>] = [
      .linear(LinearKeyframe(0.5, duration: 0.2)),
      .cubic(CubicKeyframe(1, duration: 0.3, endVelocity: 3)),
    ]
    #expect(arrival(.keyframes(track), change: 2) == 6)
    #expect(arrival(.keyframes(track).delay(0.1).speed(2), change: 2) == 12)
  }

  /// Wherever the arrival velocity is finite it is the limit of the sampled velocity as time
  /// rises to the end: the structural answer agrees with sampling 10⁻⁹ s before the end (to
  /// 10⁻⁴: at an end where x′ = 0, as easeIn's, the slope converges like √h, here 4·10⁻⁵; a
  /// wrong sign or factor in a return pass would be off by the whole velocity).
  @Test func finiteArrivalsAreTheLimitOfSampling() throws {
    let animations: [Animation] = [
      .easeIn(duration: 0.5).repeatCount(2, autoreverses: true).delay(0.1),
      .timingCurve(0.3, 0.6, 0.7, 1, duration: 0.4).alternating(count: 4).speed(3),
      .timingCurve(0.3, 0.6, 0.7, 1, duration: 0.4).speed(2).alternating(count: 2),
      .spring(duration: 0.5, bounce: 0.3).delay(0.2),
      .smooth.repeatCount(2, autoreverses: true),
      .interpolatingSpring(stiffness: 100, damping: 10),
      .linear(duration: 0.25).repeatCount(3, autoreverses: true).speed(0.5),
    ]
    for animation in animations {
      let sampler = animation.sampler(change: 1.0)
      let end = try #require(sampler.removalTime, "\(animation)")
      let v = try #require(sampler.arrivalVelocity, "\(animation)")
      let before = sampler.sample(at: end - 1e-9).velocity
      #expect(abs(v - before) <= 1e-4 * max(1, abs(v)), "\(animation): \(v) vs \(before)")
    }
  }

  /// Each level of `.repeatCount(2, autoreverses: true).speed(2)` keeps the length (two passes
  /// at double speed) and ends with a mirrored pass at double speed: a factor of −2 per level.
  /// Twenty thousand levels walk without recursion (the factor overflows to +∞).
  @Test func nestedRepetitionsMultiplyTheirFactorsAtAnyDepth() throws {
    func nested(_ levels: Int) -> Animation {
      var animation = Animation.easeIn(duration: 1)
      for _ in 0..<levels { animation = animation.repeatCount(2, autoreverses: true).speed(2) }
      return animation
    }
    let three = try #require(arrival(nested(3), change: 1))
    #expect(abs(three - (-8) * easeInEndSlope) <= 1e-13)
    let sampler = nested(3).sampler(change: 1.0)
    #expect(sampler.removalTime == 1)
    #expect(abs(sampler.sample(at: 1 - 1e-10).velocity - three) <= 1e-3 * abs(three))
    #expect(arrival(nested(20_000), change: 1) == .infinity)
  }

  @Test func motionsWithoutAnEndHaveNoArrivalVelocity() {
    #expect(arrival(.easeIn(duration: 0.5).repeatForever()) == nil)
    #expect(arrival(.easeIn(duration: 0.5).alternating(count: nil)) == nil)
    #expect(arrival(.easeIn(duration: 0.5).speed(0)) == nil)
    #expect(arrival(.easeIn(duration: 0)) == nil)
    #expect(arrival(Animation(AnimationCompositionTests.Ramp(length: 0.25))) == nil)
  }
}

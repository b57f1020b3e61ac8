import KineticTestSupport
import Testing

@testable import Kinetic

/// `Animation.keyframes`: a keyframe track in fractions of the change, as a case of the
/// animation model, sampled by the one sampler.
@Suite("Keyframe animations")
struct KeyframeAnimationTests {
  /// A track that overshoots, dips and ends on the target with every keyframe kind.
  static let pop = Animation.keyframes {
    LinearKeyframe(1.2, duration: 0.15, timingCurve: .easeOut)
    CubicKeyframe(0.9, duration: 0.1)
    CubicKeyframe(1.05, duration: 0.1)
    SpringKeyframe(1, duration: 0.25, spring: .snappy)
    MoveKeyframe(1)
  }

  /// The offset is change·p(t) and the velocity change·p′(t) for the track's path p (the
  /// timeline of the same keyframes from 0), bit for bit, for a scalar and a vector change;
  /// the keyframe values are reached at their times.
  @Test func offsetIsTheChangeTimesTheTrack() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      LinearKeyframe(1.2, duration: 0.15, timingCurve: .easeOut)
      CubicKeyframe(0.9, duration: 0.1)
      CubicKeyframe(1.05, duration: 0.1)
      SpringKeyframe(1, duration: 0.25, spring: .snappy)
      MoveKeyframe(1)
    }
    let scalar = Self.pop.sampler(change: 80.0)
    let vector = Self.pop.sampler(change: SIMD2<Double>(-30, 4))
    for step in 0..<600 {
      let t = Double(step) / 1000
      let sample = scalar.sample(at: t)
      #expect(sample.offset == 80 * timeline.value(time: t), "t = \(t)")
      #expect(sample.velocity == 80 * timeline.velocity(time: t), "t = \(t)")
      #expect(!sample.isFinished && !sample.isLogicallyComplete)
      let v = vector.sample(at: t)
      #expect(v.offset == SIMD2(-30, 4) * timeline.value(time: t))
    }
    #expect(scalar.sample(at: 0.15).offset == 80 * 1.2)
    #expect(scalar.sample(at: 0.25).offset == 80 * 0.9)
    #expect(Self.pop.keyframeTimes == [0.15, 0.25, 0.35, 0.6])
  }

  /// One linear keyframe to 1 is the timing-curve animation with the same curve and duration
  /// (an independent path through the sampler), to 1e-15 relative.
  @Test(arguments: [UnitCurve.linear, .easeIn, .easeInOut, .circularEaseOut])
  func oneLinearKeyframeIsTheTimingCurve(curve: UnitCurve) {
    let keyframes = Animation.keyframes { LinearKeyframe(1, duration: 0.4, timingCurve: curve) }
    let curveAnimation = Animation(kind: .timingCurve(curve, duration: 0.4))
    let a = keyframes.sampler(change: 250.0)
    let b = curveAnimation.sampler(change: 250.0)
    #expect(a.removalTime == 0.4 && b.removalTime == 0.4)
    for step in 0...50 {
      let t = Double(step) / 100
      let (x, y) = (a.sample(at: t), b.sample(at: t))
      #expect(isClose(x.offset, y.offset, 1e-15 * 250), "t = \(t)")
      #expect(
        x.velocity == y.velocity || isClose(x.velocity, y.velocity, 1e-12 * abs(y.velocity)),
        "t = \(t)")
      #expect(x.isFinished == y.isFinished && x.isLogicallyComplete == y.isLogicallyComplete)
    }
  }

  /// A spring keyframe from rest equals the spring's closed form (its
  /// `value(target:initialVelocity:time:)`) scaled by the change, across damping ratios.
  @Test(arguments: [0.3, 1.0, 1.6])
  func springKeyframeIsTheSpringScaled(dampingRatio: Double) {
    let spring = Spring(response: 0.4, dampingRatio: dampingRatio)
    let animation = Animation.keyframes { SpringKeyframe(1, duration: 0.8, spring: spring) }
    let sampler = animation.sampler(change: -12.0)
    for step in 1..<80 {
      let t = Double(step) / 100
      let expected = -12 * spring.value(target: 1.0, initialVelocity: 0, time: t)
      #expect(isClose(sampler.sample(at: t).offset, expected, 1e-12 * 12), "t = \(t)")
    }
  }

  /// Ending exactly at 1 the motion is removed at the end, at the target; ending elsewhere
  /// it is logically complete at the end and holds its last value for ever.
  @Test func removalAtTheTargetElseHold() {
    let ends = Self.pop.sampler(change: 10.0)
    #expect(ends.removalTime == 0.6)
    #expect(ends.completionTimes == .init(logicallyComplete: 0.6, removed: 0.6))
    let after = ends.sample(at: 0.7)
    #expect(after.isFinished && after.offset == 10 && after.velocity == 0)

    let shake = Animation.keyframes {
      LinearKeyframe(0.1, duration: 0.05)
      LinearKeyframe(-0.1, duration: 0.1)
      LinearKeyframe(0, duration: 0.05)
    }
    let held = shake.sampler(change: 40.0)
    #expect(held.removalTime == .infinity)
    #expect(isClose(held.completionTimes.logicallyComplete, 0.2, 1e-15))
    #expect(held.completionTimes.removed == .infinity)
    let later = held.sample(at: 100)
    #expect(!later.isFinished && later.isLogicallyComplete && later.offset == 0)
    #expect(!held.sample(at: 0.1).isLogicallyComplete)
  }

  /// An empty track finishes at once; bad input is repaired, never trapping.
  @Test func emptyAndBadTracks() {
    let empty = Animation.keyframes([]).sampler(change: 5.0)
    #expect(empty.removalTime == 0 && empty.sample(at: 0).isFinished)
    let bad = Animation.keyframes([
      .linear(LinearKeyframe(.nan, duration: -1)), .spring(SpringKeyframe(1, duration: .nan)),
    ]).sampler(change: 5.0)
    for t in [0, 0.1, 1, 10.0] {
      #expect(bad.sample(at: t).offset.isFinite)
    }
  }

  /// Equal keyframes make equal, equally hashed animations; the description lists them.
  @Test func hashableAndDescribed() {
    let a = Animation.keyframes { LinearKeyframe(1, duration: 0.2) }
    let b = Animation.keyframes([.linear(LinearKeyframe(1, duration: 0.2))])
    let c = Animation.keyframes { LinearKeyframe(1, duration: 0.3) }
    #expect(a == b && a.hashValue == b.hashValue && a != c)
    #expect(a != Animation(kind: .timingCurve(.linear, duration: 0.2)))
    #expect(a.description.hasPrefix("keyframes { LinearKeyframe(1.0, duration: 0.2"))
    #expect(a.delay(0.1).description.hasSuffix(".delay(0.1)"))
  }

  /// The wrappers and the animator take keyframes like any animation: a delayed, repeated
  /// track, and an animator that adds a second change to a running track (keyframes do not
  /// merge, as timing curves do not).
  @Test func wrappersAndAnimator() {
    let track = Animation.keyframes { LinearKeyframe(1, duration: 0.5) }
    let repeated = track.delay(0.1).repeatCount(2, autoreverses: false).sampler(change: 2.0)
    #expect(isClose(repeated.removalTime ?? 0, 1.2, 1e-15))
    // The second repetition, 0.25 s in: 0.15 s after its delay.
    #expect(isClose(repeated.sample(at: 0.85).offset, 2 * 0.15 / 0.5, 1e-15))

    var animator = Animator(value: 0.0)
    animator.animate(to: 100, with: Self.pop, at: 1)
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      LinearKeyframe(1.2, duration: 0.15, timingCurve: .easeOut)
      CubicKeyframe(0.9, duration: 0.1)
    }
    #expect(isClose(animator.value(at: 1.1), 100 * timeline.value(time: 0.1), 1e-12 * 100))
    #expect(animator.value(at: 2) == 100)
    var context = AnimationContext<Double>()
    #expect(!Self.pop.shouldMerge(previous: track, value: 1.0, time: 0, context: &context))
  }
}

/// Seeded random tracks through `Animation.keyframes`.
@Suite("Keyframe animation properties")
struct KeyframeAnimationPropertyTests {
  /// A track from `a` is, bit for bit, the animation of a unit change from 0 whose track first
  /// moves to `a` (the construction `kinetic` uses for absolute keyframe specs), at every time
  /// before the end; the offset scales linearly with the change; logical completion comes at
  /// the track's end and removal only when it ends at exactly 1.
  @Test(arguments: 0..<40)
  func randomTracks(seed: Int) throws {
    var g = SeededGenerator(name: "keyframe-animation-\(seed)")
    let start = g.uniform(-5...5)
    var keyframes = KeyframePropertyTests.randomKeyframes(&g)
    if Bool.random(using: &g) { keyframes.append(.move(MoveKeyframe(1))) }
    let timeline = try KeyframeTimeline(
      initialValue: start,
      tracks: [AnyKeyframeTrack(KeyframeTrack(\Double.self, keyframes: keyframes))],
      validating: true)
    let unit = Animation.keyframes([.move(MoveKeyframe(start))] + keyframes).sampler(change: 1.0)
    let scaled = Animation.keyframes(keyframes).sampler(change: -3.5)
    let fromZero = try KeyframeTimeline(
      initialValue: 0.0,
      tracks: [AnyKeyframeTrack(KeyframeTrack(\Double.self, keyframes: keyframes))],
      validating: true)
    let end = timeline.duration
    for _ in 0..<50 {
      let t = g.uniform(0...1) * end * 1.2
      let sample = unit.sample(at: t)
      if t < end {
        #expect(sample.offset == timeline.value(time: t), "seed \(seed), t = \(t)")
        #expect(sample.velocity == timeline.velocity(time: t), "seed \(seed), t = \(t)")
        #expect(!sample.isLogicallyComplete && !sample.isFinished)
        #expect(scaled.sample(at: t).offset == -3.5 * fromZero.value(time: t))
      } else {
        #expect(sample.isLogicallyComplete)
        let endsAtTarget = timeline.value(time: end) == 1
        #expect(sample.isFinished == endsAtTarget, "seed \(seed)")
        #expect(sample.offset == (endsAtTarget ? 1 : timeline.value(time: end)))
      }
    }
    #expect(unit.completionTimes.logicallyComplete == end)
  }
}

import Testing

@testable import Kinetic

/// A keyframes animation resolves its track once, when it is made: samplers and one-shot
/// samples read that path (no resolution per sample), and give the same bits as a sampler.
@Suite("Keyframe resolution")
struct KeyframeResolutionTests {
  /// Tracks in fractions of the change: mixed kinds with moves (zero-length segments sharing a
  /// start), a spring lasting its settling duration, one that ends off the target (never
  /// removed), and an empty one.
  static let tracks: [[Keyframe<Double>]] = [
    [
      .linear(LinearKeyframe(1.2, duration: 0.15, timingCurve: .easeOut)),
      .cubic(CubicKeyframe(0.9, duration: 0.1)), .cubic(CubicKeyframe(1.05, duration: 0.1)),
      .spring(SpringKeyframe(1, duration: 0.25, spring: .snappy)), .move(MoveKeyframe(1)),
    ],
    [
      .move(MoveKeyframe(0.3)), .move(MoveKeyframe(0.6)),
      .linear(LinearKeyframe(0.2, duration: 0.2)), .move(MoveKeyframe(0.8)),
      .spring(SpringKeyframe(1, spring: .bouncy)),
    ],
    [.cubic(CubicKeyframe(0.5, duration: 0.3)), .cubic(CubicKeyframe(0.7, duration: 0.2))],
    [],
  ]

  @Test(arguments: tracks)
  func oneShotSamplesAreTheSamplersBitForBit(track: [Keyframe<Double>]) {
    let animation = Animation.keyframes(track)
    for (from, to) in [(1.0, 4.5), (20.0, -100.0), (2.0, 2.0)] {
      let sampler = AnimationSampler(animation, change: to - from)
      for step in -3...500 {
        let time = Double(step) * 0.0025
        let expected = sampler.sample(at: time)
        let value = animation.value(from: from, to: to, at: time)
        let expectedValue = time < 0 ? from : expected.isFinished ? to : from + expected.offset
        #expect(value.bitPattern == expectedValue.bitPattern, "t=\(time)")
        let velocity = animation.velocity(from: from, to: to, at: time)
        #expect(velocity.bitPattern == expected.velocity.bitPattern, "t=\(time)")
        #expect(
          animation.isLogicallyComplete(from: from, to: to, at: time)
            == expected.isLogicallyComplete, "t=\(time)")
      }
    }
  }

  /// The sampler's kernel (what the `Animator` samples) borrows the same resolved path.
  @Test(arguments: tracks)
  func kernelSamplesAreTheSamplersBitForBit(track: [Keyframe<Double>]) throws {
    let sampler = AnimationSampler(Animation.keyframes(track), change: -3.5)
    let kernel = try #require(sampler.kernel)
    for step in -3...500 {
      let time = Double(step) * 0.0025
      let expected = sampler.sample(at: time)
      let actual = AnimationSampler.sample(kernel, change: -3.5, at: time)
      #expect(actual.offset.bitPattern == expected.offset.bitPattern, "t=\(time)")
      #expect(actual.velocity.bitPattern == expected.velocity.bitPattern, "t=\(time)")
      #expect(actual.isFinished == expected.isFinished)
      #expect(actual.isLogicallyComplete == expected.isLogicallyComplete)
    }
  }

  /// The path a sampler reads is the one the animation resolved (shared, not rebuilt), and
  /// it is the resolution of the track as written.
  @Test func samplersShareTheAnimationsPath() throws {
    let animation = Animation.keyframes(Self.tracks[0])
    let resolved = try #require(animation.resolvedKeyframes)
    guard case .keyframes(let core) = AnimationSampler(animation, change: 1.0).core else {
      Issue.record("not a keyframes core")
      return
    }
    #expect(core === resolved)
    #expect(resolved.path.keyframeTimes == KeyframePath(fractions: Self.tracks[0]).keyframeTimes)
    #expect(Animation.easeIn.resolvedKeyframes == nil)
  }

  /// The resolution is derived from the description: equality and hashing ignore it.
  @Test func equalityIsTheDescriptions() {
    let a = Animation.keyframes(Self.tracks[0])
    let b = Animation(kind: .keyframes(Self.tracks[0]))
    #expect(a == b)
    #expect(a.hashValue == b.hashValue)
    #expect(a != Animation.keyframes(Self.tracks[2]))
    #expect(a.delay(0.1) == b.delay(0.1))
  }

  /// The segment in force is the last one starting at or before the time (so a move at that
  /// time has happened), as a linear scan finds it, for every track length from 1 to 40 with
  /// runs of moves.
  @Test func segmentIndexIsTheLastStartAtOrBefore() {
    for count in 1...40 {
      let track: [Keyframe<Double>] = (0..<count).map { i in
        i % 3 == 1 ? .move(MoveKeyframe(0.5)) : .linear(LinearKeyframe(0.5, duration: 0.1))
      }
      let path = KeyframePath<Double>(fractions: track)
      for step in 0...(count * 4) {
        let time = Double(step) * 0.025
        guard time < path.duration else { continue }
        let expected = path.starts.lastIndex { $0 <= time } ?? 0
        #expect(path.segmentIndex(at: time) == expected, "n=\(count) t=\(time)")
      }
    }
  }
}

import Kinetic

/// Where the keyframe rows leave their sums, so that the optimiser keeps the work.
nonisolated(unsafe) var keyframeSink = 0.0

/// Keyframes: sampling a mixed track (linear, cubic, spring, move) through the animation model
/// against the SwiftUI-shaped timeline that resolves the same track, on the same times in the
/// same run.
///
/// Ratios recorded:
/// - `keyframes.sampler/vs.timeline`: value and velocity per sample from an
///   `Animation.keyframes` sampler built once (one binary search and one closed form, scaled by
///   the change) ÷ `KeyframeTimeline.value(time:)` plus `velocity(time:)` on a `Double` (the
///   same search and closed forms, twice, through the type-erased track closures). Below 1: the
///   model's core is cheaper than the timeline's public queries.
/// - `keyframes.sampler/vs.timingCurve`: the same keyframe sample ÷ a sample of a bare
///   easeInOut timing-curve animation (one Bezier solve), the cheapest built-in kind.
/// - `keyframes.oneShot/…`, `keyframes.sampler.n…/vs.n10`, `keyframes.build…`: how the costs
///   grow with the track (see `KeyframeSuite+Scaling.swift`).
/// - `keyframes.parse.n…/vs.n10`: how parsing a spec grows with it (`KeyframeSuite+Parsing.swift`).
enum KeyframeSuite: BenchmarkSuite {
  static let name = "keyframes"

  static func run(_ bench: Bench) {
    if bench.shouldRun("keyframes.sampler") { mixedTrack(bench) }
    if bench.shouldRun("keyframes.scaling") { scaling(bench) }
    if bench.shouldRun("keyframes.parse") { parsing(bench) }
    bench.record(figure: "keyframes.sink", keyframeSink)
  }

  /// The five-keyframe track through the sampler, the timeline and a bare timing curve.
  static func mixedTrack(_ bench: Bench) {
    let animation = Animation.keyframes {
      LinearKeyframe(1.2, duration: 0.15, timingCurve: .easeOut)
      CubicKeyframe(0.9, duration: 0.1)
      CubicKeyframe(1.05, duration: 0.1)
      SpringKeyframe(1, duration: 0.25, spring: .snappy)
      MoveKeyframe(1)
    }
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      LinearKeyframe(1.2, duration: 0.15, timingCurve: .easeOut)
      CubicKeyframe(0.9, duration: 0.1)
      CubicKeyframe(1.05, duration: 0.1)
      SpringKeyframe(1, duration: 0.25, spring: .snappy)
      MoveKeyframe(1)
    }
    let n = 200_000
    let times = (0..<n).map { 0.6 * Double($0) / Double(n) }
    let sampler = animation.sampler(change: 1.0)
    let curve = Animation.easeInOut(duration: 0.6).sampler(change: 1.0)

    let keyframes = bench.measure("keyframes.sampler.sample", operations: n) {
      var sum = 0.0
      for t in times {
        let sample = sampler.sample(at: t)
        sum += sample.offset + sample.velocity
      }
      keyframeSink += sum
    }
    let direct = bench.measure("keyframes.timeline.valueAndVelocity", operations: n) {
      var sum = 0.0
      for t in times { sum += timeline.value(time: t) + timeline.velocity(time: t) }
      keyframeSink += sum
    }
    let timing = bench.measure("keyframes.timingCurve.sample", operations: n) {
      var sum = 0.0
      for t in times {
        let sample = curve.sample(at: t)
        sum += sample.offset + sample.velocity
      }
      keyframeSink += sum
    }
    bench.ratio("keyframes.sampler/vs.timeline", keyframes, direct)
    bench.ratio("keyframes.sampler/vs.timingCurve", keyframes, timing)
  }
}

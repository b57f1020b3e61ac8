import Kinetic

extension KeyframeSuite {
  /// How keyframe costs grow with the track: long mixed tracks (linear, cubic, spring and move
  /// keyframes in a fixed cycle, 10 ms each, ending on the target) measured against in-run
  /// baselines.
  ///
  /// Ratios recorded:
  /// - `keyframes.oneShot/vs.bareCurve`: `Animation.value(from:to:at:)` plus
  ///   `velocity(from:to:at:)` of a 10⁴-keyframe animation (no sampler kept by the caller) ÷
  ///   the same two calls on a bare `easeInOut` curve. Goal ≤ 10: a one-shot sample must not
  ///   resolve the track again.
  /// - `keyframes.sampler.n100/vs.n10`, `…n1000/vs.n10`, `…n10000/vs.n10`: one sample (offset
  ///   and velocity) of a sampler built once, at n keyframes ÷ at 10 keyframes, at times in a
  ///   fixed pseudo-random order. Goal: no faster growth than log₂ n / log₂ 10 (2, 3 and 4);
  ///   a binary search gives much less, since the closed form dominates.
  /// - `keyframes.build/vs.keyframeList`: `Animation.keyframes(_:)` and a sampler of it, per
  ///   keyframe at 10⁴ keyframes ÷ writing the `[Keyframe<Double>]` list itself, per keyframe.
  ///   The construction is O(n); this is its constant, in units of the caller's own cost.
  /// - `keyframes.build.n10000/vs.n100`: that build per keyframe at 10⁴ ÷ at 100 keyframes
  ///   (1 for a linear build).
  ///
  /// Each measurement's operation count is calibrated to about 20 ms a run, so that a slow
  /// path (a one-shot sample that rebuilds) is measured without taking minutes; all of them
  /// on the thread's CPU clock (``Bench/Clock/threadCPU``).
  static func scaling(_ bench: Bench) {
    let oneShotCount = 10_000
    let long = Animation.keyframes(track(count: oneShotCount))
    let curve = Animation.easeInOut(duration: 0.5)
    let longTimes = WrappedAnimationSuite.scrambledTimes(
      count: 4096, over: 0.01 * Double(oneShotCount))
    let curveTimes = WrappedAnimationSuite.scrambledTimes(count: 4096, over: 0.5)
    let oneShot = calibrated(bench, "keyframes.oneShot.n10000") { count in
      var sum = 0.0
      for i in 0..<count {
        let t = longTimes[i & 4095]
        sum += long.value(from: 0.0, to: 1.0, at: t) + long.velocity(from: 0.0, to: 1.0, at: t)
      }
      keyframeSink += sum
    }
    let bare = calibrated(bench, "keyframes.oneShot.bareCurve") { count in
      var sum = 0.0
      for i in 0..<count {
        let t = curveTimes[i & 4095]
        sum += curve.value(from: 0.0, to: 1.0, at: t) + curve.velocity(from: 0.0, to: 1.0, at: t)
      }
      keyframeSink += sum
    }
    bench.ratio("keyframes.oneShot/vs.bareCurve", oneShot, bare)

    var perSample: [Int: BenchmarkResult] = [:]
    for n in [10, 100, 1000, 10_000] {
      let sampler = Animation.keyframes(track(count: n)).sampler(change: 1.0)
      let times = WrappedAnimationSuite.scrambledTimes(count: 1 << 16, over: 0.01 * Double(n))
      perSample[n] = calibrated(bench, "keyframes.sampler.n\(n)") { count in
        var sum = 0.0
        for i in 0..<count {
          let sample = sampler.sample(at: times[i & 0xFFFF])
          sum += sample.offset + sample.velocity
        }
        keyframeSink += sum
      }
    }
    for n in [100, 1000, 10_000] {
      bench.ratio("keyframes.sampler.n\(n)/vs.n10", perSample[n]!, perSample[10]!)
    }

    let small = track(count: 100)
    let large = track(count: 10_000)
    let buildSmall = calibrated(bench, "keyframes.build.n100.perKeyframe", perCall: 100) {
      count in
      for _ in 0..<count {
        keyframeSink += Animation.keyframes(small).sampler(change: 1.0).sample(at: 0.5).offset
      }
    }
    let buildLarge = calibrated(bench, "keyframes.build.n10000.perKeyframe", perCall: 10_000) {
      count in
      for _ in 0..<count {
        keyframeSink += Animation.keyframes(large).sampler(change: 1.0).sample(at: 0.5).offset
      }
    }
    let list = calibrated(bench, "keyframes.keyframeList.n10000.perKeyframe", perCall: 10_000) {
      count in
      for _ in 0..<count { keyframeSink += track(count: 10_000).last!.value }
    }
    bench.ratio("keyframes.build/vs.keyframeList", buildLarge, list)
    bench.ratio("keyframes.build.n10000/vs.n100", buildLarge, buildSmall)
  }

  /// A mixed track of `count` keyframes in fractions of the change, 10 ms each: a linear
  /// (ease-out), a cubic, a spring (snappy) and a cubic keyframe in turn, a move every 16th,
  /// with values wandering in [0.1, 0.9]; the last keyframe a linear one onto 1.
  static func track(count: Int) -> [Keyframe<Double>] {
    (0..<count).map { i in
      let value = 0.5 + 0.4 * Double((i * 37) % 101 - 50) / 50
      if i == count - 1 { return .linear(LinearKeyframe(1, duration: 0.01)) }
      if i % 16 == 15 { return .move(MoveKeyframe(value)) }
      switch i % 4 {
      case 0: return .linear(LinearKeyframe(value, duration: 0.01, timingCurve: .easeOut))
      case 2: return .spring(SpringKeyframe(value, duration: 0.01, spring: .snappy))
      default: return .cubic(CubicKeyframe(value, duration: 0.01))
      }
    }
  }

  /// Measures `body(count)` (which performs `count` operations of `perCall` units each) with
  /// `count` chosen so that one timed run takes about 20 ms of the thread's CPU time: after one
  /// untimed call, doubled from 1 until a call takes 2 ms or more, then scaled. Reported per
  /// unit.
  static func calibrated(
    _ bench: Bench, _ name: String, perCall: Int = 1, _ body: (Int) -> Void
  ) -> BenchmarkResult {
    // One untimed call first: the first call pays one-time costs (lazily built tables, first
    // page faults) that made a fast body look slow and its timed runs too short to measure.
    body(1)
    var count = 1
    var elapsed = 0.0
    while true {
      let start = Bench.now(.threadCPU)
      body(count)
      elapsed = Bench.now(.threadCPU) - start
      if elapsed >= 2e6 || count >= 1 << 24 { break }
      count *= 2
    }
    let operations = max(1, Int(Double(count) * 2e7 / max(elapsed, 1)))
    return bench.measure(name, operations: operations * perCall, clock: .threadCPU) {
      body(operations)
    }
  }
}

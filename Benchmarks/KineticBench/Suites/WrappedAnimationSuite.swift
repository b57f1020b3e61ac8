import Kinetic

/// Where the wrapped-animation rows leave their sums, so that the optimiser keeps the work.
nonisolated(unsafe) var wrappedAnimationSink = 0.0

/// Wrapped animations: a sampler built once for an animation under `delay`/`speed` or an
/// autoreversing `repeatCount`, sampled against a sampler of the bare animation it wraps, on
/// the same number of times spread over each motion's own running time, in the same run.
///
/// Ratios recorded (goal ≤ 1.2 each: a wrapper costs a few comparisons and a multiply):
/// - `animation.wrapped.delaySpeed/vs.bare`: `easeInOut(duration: 0.5).delay(0.1).speed(2)`
///   ÷ `easeInOut(duration: 0.5)`;
/// - `animation.wrapped.repeat/vs.bare`: `easeInOut(duration: 0.5).repeatCount(4,
///   autoreverses: true)` ÷ the same bare curve;
/// - `animation.wrapped.spring.delaySpeed/vs.bare` and `animation.wrapped.spring.repeat/vs.bare`:
///   the same two wrappers around `.bouncy` ÷ bare `.bouncy`.
///
/// Each sample reads the offset and the velocity (what `plot` and the ``Animator`` read), at
/// times spread evenly over [0, removal): in increasing order, as `plot` and frames sample, and
/// again (`animation.wrapped.scrambled.*`, `animation.wrapped.spring.scrambled.*`) in a fixed
/// pseudo-random order, so that neither a wrapper's branches (which pass, mirrored or not)
/// nor the base's are predicted from the previous sample. Timed on the thread's CPU clock:
/// on a loaded machine the wall times of one row varied by 2–3× within a run.
enum WrappedAnimationSuite: BenchmarkSuite {
  static let name = "animation.wrapped"

  static func run(_ bench: Bench) {
    for scrambled in [false, true] {
      let order = scrambled ? ".scrambled" : ""
      compare(bench, "animation.wrapped\(order)", base: .easeInOut(duration: 0.5), scrambled)
      compare(bench, "animation.wrapped.spring\(order)", base: .bouncy, scrambled)
    }
    bench.record(figure: "animation.wrapped.sink", wrappedAnimationSink)
  }

  /// The two wrapped forms of `base` against `base`, under names starting with `prefix`, at
  /// increasing or `scrambled` times.
  static func compare(_ bench: Bench, _ prefix: String, base: Animation, _ scrambled: Bool) {
    let n = 200_000
    let bare = measure(bench, "\(prefix).bare.sample", base, samples: n, scrambled)
    let delaySpeed = measure(
      bench, "\(prefix).delaySpeed.sample", base.delay(0.1).speed(2), samples: n, scrambled)
    let repeated = measure(
      bench, "\(prefix).repeat.sample", base.repeatCount(4, autoreverses: true), samples: n,
      scrambled)
    bench.ratio("\(prefix).delaySpeed/vs.bare", delaySpeed, bare)
    bench.ratio("\(prefix).repeat/vs.bare", repeated, bare)
  }

  /// Samples `animation`'s sampler (change 1, built once) at `samples` times in [0, removal),
  /// increasing or `scrambled`.
  static func measure(
    _ bench: Bench, _ name: String, _ animation: Animation, samples n: Int, _ scrambled: Bool
  ) -> BenchmarkResult {
    let sampler = animation.sampler(change: 1.0)
    let end = sampler.removalTime ?? 1
    let times =
      scrambled
      ? scrambledTimes(count: n, over: end) : (0..<n).map { end * Double($0) / Double(n) }
    return bench.measure(name, operations: n, clock: .threadCPU) {
      var sum = 0.0
      for t in times {
        let sample = sampler.sample(at: t)
        sum += sample.offset + sample.velocity
      }
      wrappedAnimationSink += sum
    }
  }

  /// `count` times in [0, `end`): the grid i·end/count in a fixed pseudo-random order (a
  /// 64-bit linear congruential shuffle), the same for every row.
  static func scrambledTimes(count: Int, over end: Double) -> [Double] {
    var times = (0..<count).map { end * Double($0) / Double(count) }
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    for i in stride(from: count - 1, to: 0, by: -1) {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      times.swapAt(i, Int((state >> 33) % UInt64(i + 1)))
    }
    return times
  }
}

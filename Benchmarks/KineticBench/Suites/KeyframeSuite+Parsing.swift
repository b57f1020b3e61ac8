import KineticInterchange

extension KeyframeSuite {
  /// How parsing a `KeyframeTrack { … }` spec grows with the track (issue 37: each keyframe was
  /// once parsed again against a padded copy of the whole spec, 3,000 keyframes in 3.4 s).
  ///
  /// Ratios recorded: `keyframes.parse.n100/vs.n10`, `…n1000/vs.n10`, `…n3000/vs.n10`: the
  /// parse time per keyframe of a spec of n keyframes (linear, cubic and spring keyframes in
  /// turn, each on its own line) ÷ that of 10 keyframes. Goal: flat (1 ± 0.3). Timed on the
  /// thread's CPU clock, after an untimed call (see ``calibrated(_:_:perCall:_:)``): timed on
  /// the wall clock, with the first call's one-time costs counted in the calibration, the
  /// 10-keyframe row took too few parses to measure and these ratios read 3–6 on a loaded
  /// machine with no growth in the parser.
  static func parsing(_ bench: Bench) {
    var perKeyframe: [Int: BenchmarkResult] = [:]
    for n in [10, 100, 1000, 3000] {
      let spec = trackSpec(count: n)
      perKeyframe[n] = calibrated(bench, "keyframes.parse.n\(n).perKeyframe", perCall: n) {
        count in
        for _ in 0..<count {
          do {
            keyframeSink += try KeyframeSpec.parse(spec).timeline(from: 0).duration
          } catch {
            fatalError("keyframes.parse: \(error)")
          }
        }
      }
    }
    for n in [100, 1000, 3000] {
      bench.ratio("keyframes.parse.n\(n)/vs.n10", perKeyframe[n]!, perKeyframe[10]!)
    }
  }

  /// A `KeyframeTrack` spec of `count` keyframes, 10 ms each, one a line.
  static func trackSpec(count: Int) -> String {
    let lines = (0..<count).map { i -> String in
      let value = 0.5 + 0.4 * Double((i * 37) % 101 - 50) / 50
      switch i % 3 {
      case 0: return "  LinearKeyframe(\(value), duration: 0.01, timingCurve: .easeOut)"
      case 1: return "  CubicKeyframe(\(value), duration: 0.01)"
      default: return "  SpringKeyframe(\(value), duration: 0.01, spring: .snappy)"
      }
    }
    return "KeyframeTrack {\n" + lines.joined(separator: "\n") + "\n}"
  }
}

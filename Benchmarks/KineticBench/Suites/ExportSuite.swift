import Kinetic
import KineticInterchange

/// Where the export rows leave what they made, so that the optimiser keeps the work.
nonisolated(unsafe) var exportSink = 0

/// `kinetic export`: the fewest-stop `linear()` search at 1e-7 (issue 37: `css-linear` of
/// `bouncy.repeatCount(4, autoreverses: true)`, 13,077 stops, in under a second), its growth
/// with the motion's length, and a loop on a target that repeats it itself — against an
/// in-run baseline that any approximation of the motion must pay: sampling the motion once at
/// 2¹⁷ evenly spaced times (about the points its grid holds). Timed on the thread's CPU clock
/// (the work itself; on a loaded machine one export's wall time varied 0.7–1.4 s within a run).
///
/// Figures and ratios recorded:
/// - `export.cssLinear.bouncyRepeat4.seconds`: one export, median seconds (goal < 1);
/// - `export.cssLinear.bouncyRepeat4/vs.sampling`: that export ÷ the baseline sampling;
/// - `export.cssLinear.perStop.repeat8/vs.repeat1`: time per emitted stop at 1e-6 for 8 passes
///   ÷ for 1 pass (near 1 when the search is near linear in the stops it emits; log-linear
///   growth gives about 1.3);
/// - `export.css.loopForever/vs.sampling`: `bouncy.repeatForever()` to CSS (one pass
///   approximated, `infinite`) ÷ the baseline;
/// - `export.waapi.perKeyframe.track240/vs.track60`: time per keyframe of a keyframe track
///   exported to `waapi` (a third of its keyframes cubic and a third spring, each approximated
///   by linear frames) at 240 keyframes ÷ at 60 (near 1 when the export is linear in the track;
///   it was about 4 while each approximated keyframe's motion was a closure re-wrapped once
///   per keyframe before it, and rebuilt the track up to it for its end time).
enum ExportSuite: BenchmarkSuite {
  static let name = "export"

  static func run(_ bench: Bench) {
    let spec = "bouncy.repeatCount(4, autoreverses: true)"
    let motion = try! Motion(parsing: spec)
    let animation = try! Animation(parsing: spec)
    let sampler = animation.sampler(change: 1.0)
    let end = sampler.removalTime ?? 1
    let points = 1 << 17
    let sampling = bench.measure("export.baseline.sampling", operations: 1, clock: .threadCPU) {
      var sum = 0.0
      for k in 0..<points { sum += sampler.sample(at: end * Double(k) / Double(points)).offset }
      exportSink &+= Int(sum)
    }
    var stops = 0
    let linear = bench.measure("export.cssLinear.bouncyRepeat4", operations: 1, clock: .threadCPU) {
      let text = try! motion.exported(to: .cssLinear, tolerance: 1e-7).text
      stops = statedStops(text)
      exportSink &+= text.utf8.count
    }
    bench.record(figure: "export.cssLinear.bouncyRepeat4.seconds", linear.nsPerOp / 1e9)
    bench.record(figure: "export.cssLinear.bouncyRepeat4.stops", Double(stops))
    bench.ratio("export.cssLinear.bouncyRepeat4/vs.sampling", linear, sampling)

    var perStop: [Int: BenchmarkResult] = [:]
    for passes in [1, 8] {
      let motion = try! Motion(parsing: "bouncy.repeatCount(\(passes), autoreverses: true)")
      let count = statedStops(try! motion.exported(to: .cssLinear, tolerance: 1e-6).text)
      perStop[passes] = bench.measure(
        "export.cssLinear.repeat\(passes).perStop", operations: count, clock: .threadCPU
      ) {
        exportSink &+= try! motion.exported(to: .cssLinear, tolerance: 1e-6).text.utf8.count
      }
    }
    bench.ratio("export.cssLinear.perStop.repeat8/vs.repeat1", perStop[8]!, perStop[1]!)

    let forever = try! Motion(parsing: "bouncy.repeatForever()")
    let loop = bench.measure("export.css.loopForever", operations: 1, clock: .threadCPU) {
      exportSink &+= try! forever.exported(to: .css, tolerance: 1e-3).text.utf8.count
    }
    bench.ratio("export.css.loopForever/vs.sampling", loop, sampling)

    var perKeyframe: [Int: BenchmarkResult] = [:]
    for count in [60, 240] {
      let track = try! Motion(parsing: keyframeTrack(count))
      perKeyframe[count] = bench.measure(
        "export.waapi.track\(count).perKeyframe", operations: count, clock: .threadCPU
      ) {
        exportSink &+= try! track.exported(to: .waapi).text.utf8.count
      }
    }
    bench.ratio(
      "export.waapi.perKeyframe.track240/vs.track60", perKeyframe[240]!, perKeyframe[60]!)
    bench.record(figure: "export.sink", Double(exportSink % 1000))
  }

  /// A SwiftUI keyframe track of `count` keyframes cycling through linear, cubic and spring
  /// keyframes over values 0…6.
  static func keyframeTrack(_ count: Int) -> String {
    let keyframes = (0..<count).map { i -> String in
      switch i % 3 {
      case 0: "LinearKeyframe(\(i % 7), duration: 0.1)"
      case 1: "CubicKeyframe(\(i % 7), duration: 0.1)"
      default: "SpringKeyframe(\(i % 7), spring: .bouncy)"
      }
    }
    return "KeyframeTrack(\\.scale) { \(keyframes.joined(separator: "; ")) }"
  }

  /// The stops an approximation's first line states.
  static func statedStops(_ code: String) -> Int {
    guard let range = code.range(of: " of the change with ") else { return 1 }
    return Int(code[range.upperBound...].prefix { $0.isNumber }) ?? 1
  }
}

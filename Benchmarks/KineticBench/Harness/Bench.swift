#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One measured benchmark: nanoseconds per operation over repeated runs.
struct BenchmarkResult {
  /// Dotted name, e.g. `bezier.scalar`.
  var name: String
  /// Median nanoseconds per operation over the repetitions.
  var nsPerOp: Double
  /// Relative spread of the repetitions: (max − min) / median.
  var spread: Double
  /// Operations per second at the median.
  var throughput: Double { 1e9 / nsPerOp }
}

/// A blackhole that keeps the optimiser from deleting benchmarked work.
@inline(never)
func blackHole<T>(_ value: T) {
  // Storing into a global existential is an observable side effect the optimiser must keep,
  // so the work that produced `value` survives; taking a pointer to a local did not (the
  // release build deleted whole loops).
  blackHoleSink = value
}

/// Where ``blackHole(_:)`` puts values. Written once per measured call, never read.
nonisolated(unsafe) var blackHoleSink: Any?

/// The in-run benchmark harness: warm-up, repeated timed runs, medians, and ratios against
/// baselines measured in the same run (these machines are noisy, so absolute times from
/// another run mean little).
final class Bench {
  /// Results in the order they were measured.
  private(set) var results: [BenchmarkResult] = []
  /// Named ratios (`"bezier.scalar/vs.tableNewton"` → 0.6) and other derived figures.
  private(set) var ratios: [(String, Double)] = []
  /// Named figures that are not times (max errors, sizes).
  private(set) var figures: [(String, Double)] = []
  /// How many timed repetitions each measurement takes.
  let repetitions: Int
  /// How many untimed calls precede the timed ones (caches, branch predictors, lazy tables).
  let warmups: Int
  /// Only suites matching this run (nil: all); a comma-separated list matches any of its
  /// entries.
  let filter: String?
  /// Whether measurements are timed with the thread's CPU clock instead of the monotonic
  /// clock (`--cpu-time`).
  let cpuTime: Bool

  init(repetitions: Int = 7, warmups: Int = 1, filter: String? = nil, cpuTime: Bool = false) {
    self.repetitions = max(1, repetitions)
    self.warmups = max(0, warmups)
    self.filter = filter
    self.cpuTime = cpuTime
  }

  /// Whether a suite or benchmark with this name prefix should run under the filter: a filter
  /// entry selects every name it contains or is contained in, so `bezier` selects the suite
  /// `bezier` and `bezier.scalar` still selects its suite.
  func shouldRun(_ name: String) -> Bool {
    guard let filter else { return true }
    return filter.split(separator: ",").contains { entry in
      name.contains(entry) || entry.contains(name)
    }
  }

  /// Which clock a measurement reads.
  enum Clock {
    /// Monotonic wall time: what a user waits, including the time other processes hold the
    /// core.
    case wall
    /// The calling thread's CPU time: the work alone. On a shared, loaded machine wall times
    /// of the same work vary several-fold between runs and within one; ratios of CPU times
    /// stay put.
    case threadCPU
  }

  /// Nanoseconds on `clock` since an arbitrary origin.
  static func now(_ clock: Clock = .wall) -> Double {
    var ts = timespec()
    clock_gettime(clock == .wall ? CLOCK_MONOTONIC : CLOCK_THREAD_CPUTIME_ID, &ts)
    return Double(ts.tv_sec) * 1e9 + Double(ts.tv_nsec)
  }

  /// Nanoseconds on the clock measurements use: ``now()``, or with ``cpuTime`` the CPU time
  /// of the calling thread, which leaves out the time it spends descheduled — on a machine
  /// shared with other work, most of a wall-clock figure.
  func sampleNow() -> Double { Bench.now(cpuTime ? .threadCPU : .wall) }

  /// Times `body`, which performs `operations` operations per call: `warmups` untimed calls,
  /// then `repetitions` timed calls on `clock`; records and returns the median ns per
  /// operation.
  @discardableResult
  func measure(
    _ name: String, operations: Int, clock: Clock = .wall, _ body: () -> Void
  ) -> BenchmarkResult {
    for _ in 0..<warmups { body() }
    // `--cpu-time` puts every row on the thread's CPU clock.
    let measuredClock = cpuTime ? .threadCPU : clock
    var samples: [Double] = []
    for _ in 0..<repetitions {
      let start = Bench.now(measuredClock)
      body()
      samples.append((Bench.now(measuredClock) - start) / Double(operations))
    }
    samples.sort()
    let median = samples[samples.count / 2]
    let result = BenchmarkResult(
      name: name, nsPerOp: median, spread: (samples.last! - samples.first!) / median)
    results.append(result)
    print(
      "  \(Bench.padded(name, to: 40)) \(format(median)) ns/op  \(Bench.spreadText(result.spread))"
        + (clock == .threadCPU ? " (thread CPU time)" : "")
    )
    return result
  }

  /// Records `key` = `numerator.nsPerOp / denominator.nsPerOp` (below 1: the numerator is faster).
  func ratio(_ key: String, _ numerator: BenchmarkResult, _ denominator: BenchmarkResult) {
    record(ratio: key, numerator.nsPerOp / denominator.nsPerOp)
  }

  /// Records an arbitrary ratio.
  func record(ratio key: String, _ value: Double) {
    ratios.append((key, value))
    print("  ratio \(key) = \(format(value))")
  }

  /// Records a figure that is not a time (an error, a size).
  func record(figure key: String, _ value: Double) {
    figures.append((key, value))
    print("  \(key) = \(value)")
  }

  /// Half the relative spread, for people: `±4.2%` (one decimal below 10 %), `±16%` (whole
  /// percents), at most `±>100%`. On a shared machine one disturbed repetition can take many
  /// times the median, and `±2534.67%` says no more than that; the JSON report keeps the exact
  /// figure.
  static func spreadText(_ spread: Double) -> String {
    let half = 100 * spread / 2
    guard half.isFinite, half >= 0 else { return "±?" }
    if half > 100 { return "±>100%" }
    if half < 0.05 { return "±<0.1%" }
    if half < 9.95 {
      let tenths = Int((half * 10).rounded())
      return "±\(tenths / 10).\(tenths % 10)%"
    }
    return "±\(Int(half.rounded()))%"
  }

  /// `text` followed by spaces up to `width` characters; never cut, since a long benchmark
  /// name must stay readable.
  static func padded(_ text: String, to width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
  }

  /// About four significant digits; scientific notation outside 1e-3 ..< 1e9, where fixed
  /// notation would round a small ratio to 0 or print a long run of digits.
  func format(_ x: Double) -> String {
    if x == 0 || !x.isFinite { return "\(x)" }
    let exponent = Int(log10(abs(x)).rounded(.down))
    if exponent < -3 || exponent >= 9 {
      var mantissa = (x / pow(10.0, Double(exponent))).rounded(toPlaces: 3)
      var shifted = exponent
      if abs(mantissa) >= 10 {  // 9.9996 rounds up to 10.0
        mantissa /= 10
        shifted += 1
      }
      var s = String(mantissa)
      if s.hasSuffix(".0") { s.removeLast(2) }
      return "\(s)e\(shifted)"
    }
    let digits = max(0, 3 - exponent)
    var s = String(x.rounded(toPlaces: min(digits, 6)))
    if s.hasSuffix(".0") { s.removeLast(2) }
    return s
  }
}

extension Double {
  fileprivate func rounded(toPlaces places: Int) -> Double {
    let p = pow(10.0, Double(places))
    return (self * p).rounded() / p
  }
}

/// A group of related benchmarks. Suites are listed in `main.swift`.
protocol BenchmarkSuite {
  /// Short name used by `--filter` and as the prefix of result names.
  static var name: String { get }
  /// Runs the suite's measurements into `bench`.
  static func run(_ bench: Bench)
}

/// The parsed `kinetic-bench` command line.
struct BenchOptions: Equatable {
  /// Suites to run, as for `Bench.filter` (nil: all).
  var filter: String?
  /// Where to write the JSON report (nil: none).
  var jsonPath: String?
  /// Timed repetitions per measurement (the median of these is reported).
  var repetitions = 7
  /// Untimed calls before the timed ones.
  var warmups = 1
  /// Time with the thread's CPU clock instead of the monotonic clock.
  var cpuTime = false
  /// Print the usage and stop.
  var help = false
  /// Print the suite names and stop.
  var list = false

  static let usage = """
    OVERVIEW: Kinetic's benchmarks, with ratios against baselines measured in the same run.

    USAGE: kinetic-bench [--filter NAME[,NAME...]] [--json FILE] [--repetitions N] [--warmups N]

    OPTIONS:
      --filter NAME        Run only the suites whose name contains NAME or is contained in it
                           (comma-separated: any of them).
      --json FILE          Also write the results, ratios and figures as JSON to FILE
                           (atomically: a temporary file renamed over FILE).
      --repetitions N      Timed runs per measurement, N >= 1; the median is reported
                           (default: 7).
      --warmups N          Untimed runs before the timed ones, N >= 0 (default: 1).
      --cpu-time           Time with the thread's CPU clock instead of the monotonic clock,
                           leaving out the time the thread waits for a core (a loaded machine).
      --list               Print the suite names and exit.
      -h, --help           Print this help and exit.

    Build with -c release for meaningful timings:
      swift run -c release kinetic-bench --json .build/bench.json
    """

  /// Parses `arguments` (without the program name); `--name=value` spells an option's value too.
  static func parse(_ arguments: [String]) throws(BenchError) -> BenchOptions {
    var options = BenchOptions()
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      var name = argument
      var inlineValue: String?
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      func value() throws(BenchError) -> String {
        if let inlineValue { return inlineValue }
        guard let next = remaining.popFirst() else { throw .missingValue(option: name) }
        return next
      }
      func count(minimum: Int) throws(BenchError) -> Int {
        let text = try value()
        guard let n = Int(text), n >= minimum else {
          throw .invalidValue(option: name, value: text, expected: "an integer >= \(minimum)")
        }
        return n
      }
      switch name {
      case "--filter":
        let text = try value()
        guard !text.split(separator: ",").isEmpty else {
          throw .invalidValue(option: name, value: text, expected: "a suite name")
        }
        options.filter = text
      case "--json":
        let text = try value()
        guard !text.isEmpty else {
          throw .invalidValue(option: name, value: text, expected: "a file path")
        }
        options.jsonPath = text
      case "--repetitions": options.repetitions = try count(minimum: 1)
      case "--warmups": options.warmups = try count(minimum: 0)
      case "--cpu-time" where inlineValue == nil: options.cpuTime = true
      case "--list" where inlineValue == nil: options.list = true
      case "-h", "--help": options.help = true
      default: throw .unknownOption(argument)
      }
    }
    return options
  }
}

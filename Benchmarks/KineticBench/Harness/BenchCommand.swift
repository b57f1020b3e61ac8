#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Darwin)
  @preconcurrency import Darwin
#endif

/// The `kinetic-bench` entry point: parses the options, runs the selected suites, prints a
/// summary of the ratios and writes the JSON report.
enum BenchCommand {
  /// Runs `suites` as the process's command line asks and exits with `main`'s status.
  static func exit(suites: [any BenchmarkSuite.Type]) -> Never {
    let status = main(arguments: Array(CommandLine.arguments.dropFirst()), suites: suites)
    fflush(stdout)
    #if canImport(Glibc)
      Glibc.exit(status)
    #elseif canImport(Darwin)
      Darwin.exit(status)
    #endif
  }

  /// Runs `suites` as the command line `arguments` asks and returns the exit status: 0, or 2
  /// after one `error:` line on standard error.
  static func main(arguments: [String], suites: [any BenchmarkSuite.Type]) -> Int32 {
    do {
      return try run(arguments: arguments, suites: suites)
    } catch {
      fputs("error: \(error)\n", stderr)
      return 2
    }
  }

  private static func run(
    arguments: [String], suites: [any BenchmarkSuite.Type]
  ) throws(BenchError) -> Int32 {
    let options = try BenchOptions.parse(arguments)
    if options.help {
      print(BenchOptions.usage)
      return 0
    }
    if options.list {
      for suite in suites { print(suite.name) }
      return 0
    }
    let bench = Bench(
      repetitions: options.repetitions, warmups: options.warmups, filter: options.filter,
      cpuTime: options.cpuTime)
    let selected = suites.filter { bench.shouldRun($0.name) }
    if let filter = options.filter, selected.isEmpty {
      throw .noSuiteMatches(filter: filter, suites: suites.map { $0.name })
    }
    if Bench.configuration == "debug" {
      print("note: debug build; use 'swift run -c release kinetic-bench' for real timings")
    }
    let start = Bench.now()
    for suite in selected {
      let suiteStart = Bench.now()
      print("\(suite.name):")
      suite.run(bench)
      print("  (\(bench.format((Bench.now() - suiteStart) / 1e9)) s)")
    }
    let elapsed = (Bench.now() - start) / 1e9
    printSummary(bench, elapsedSeconds: elapsed)
    if let path = options.jsonPath {
      try bench.writeJSON(to: path, elapsedSeconds: elapsed)
      print("wrote \(path)")
    }
    return 0
  }

  /// Every ratio once more, together, since they are the figures that mean something across
  /// machines.
  private static func printSummary(_ bench: Bench, elapsedSeconds: Double) {
    print("")
    print("ratios (time ratios: below 1, the first is faster; the suites note any other kind):")
    if bench.ratios.isEmpty { print("  (none)") }
    for (key, value) in bench.ratios {
      print("  \(Bench.padded(key, to: 48)) \(bench.format(value))")
    }
    print(
      "\(bench.results.count) measurements in \(bench.format(elapsedSeconds)) s "
        + "(\(bench.repetitions) repetitions, \(bench.warmups) warm-up)")
  }
}

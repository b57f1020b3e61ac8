import KineticPlot

/// `kinetic plot SPEC [SPEC...]`: sample one or more specs over time and draw or tabulate them.
struct PlotCommand: Subcommand {
  static let name = "plot"
  static let abstract =
    "Plot one or more animation specs over time as an ASCII chart, CSV, SVG, JSON or HTML."
  static let discussion = """
    Each spec animates from 0 to 1. CSV has the header 'time,value,velocity' for one spec and
    'time,<spec>,...' for several (with a '<spec> velocity' column each under --velocity).
    Velocities are units per second; where a curve has a vertical tangent (circularEaseIn at
    its end) the velocity is infinite and CSV prints 'inf' or '-inf', while charts with
    --velocity leave the sample out, breaking the velocity line there, and scale the velocity
    axis to the finite samples. Values and times are always finite.
    Physics specs (decay(rate: .normal), iosScroll(...), inertia(...), Spring.bouncy, ...; see
    'kinetic list') start at --from with the release velocity --velocity <v> (a number after
    --velocity, as eval takes it; --initial-velocity <v> is the same), towards --to for the
    models with a target, and are drawn with their bounds (min, max) as horizontal rules;
    without --duration the span is their time to rest. The ASCII chart is as wide as --width, else
    $COLUMNS, else the terminal; it is coloured only on a terminal and never when NO_COLOR is
    set.
    json is one object: {"title", "xLabel", "yLabel", "referenceValues", "series": [{"label",
    "times", "values", "velocities"}]}, numbers that read back to the same double and null for
    an infinite velocity. html is one self-contained page (no network): the chart as SVG, a
    read-out of time, value and velocity under the pointer, play/pause and a scrub slider
    moving a preview box per series, and each spec ready to copy; between samples it
    interpolates linearly, doing no animation maths of its own.

    EXAMPLES:
      kinetic plot 'spring(duration: 0.5, bounce: 0.3)'
      kinetic plot easeInOut 'cubic-bezier(0.68, -0.55, 0.265, 1.55)' --format csv --samples 11
      kinetic plot bouncy --format svg --velocity -o bouncy.svg
      kinetic plot bouncy 'cubic-bezier(0.68, -0.55, 0.265, 1.55)' --format html -o compare.html
      kinetic plot 'iosScroll(rate: .normal, min: 0, max: 500)' --from 300 --velocity 2000
    """
  static let arguments: [ArgumentDefinition] =
    [.positional("spec", help: "Animation specs (see 'kinetic list').", repeating: true)]
    + OutputOptions.definitions(format: PlotFormat.self, default: .ascii)
    + SamplingOptions.definitions
    + ChartOptions.definitions(title: "the specs").map {
      $0.name == "velocity"
        ? $0.acceptingNumber(
          valueName: "v",
          help:
            "Also plot velocity (CSV: a velocity column per series; charts: a second axis). With a "
            + "number: the release velocity of physics specs in units per second, as in eval.")
        : $0
    }
    + [
      .option("from", valueName: "a", help: "Release position of physics specs.", default: "0"),
      .option("to", valueName: "b", help: "Target of physics specs with one.", default: "1"),
      .option(
        "initial-velocity", valueName: "v",
        help: "Release velocity of physics specs, units per second (same as '--velocity <v>').",
        default: "0"),
    ]

  let specs: [PlottedSpec]
  let format: PlotFormat
  let sampling: SamplingOptions
  let chart: ChartOptions
  let destination: OutputDestination

  init(_ arguments: ParsedArguments, context: CommandContext) throws {
    format = try arguments.choice("format", default: .ascii)
    sampling = try SamplingOptions(arguments)
    chart = try ChartOptions(arguments, format: format)
    destination = try OutputOptions.destination(arguments)
    // `--velocity <v>` is eval's spelling of the release velocity; `--initial-velocity` the
    // older one. Bare, `--velocity` is the chart flag.
    if arguments.string("velocity") != nil && arguments.string("initial-velocity") != nil {
      throw CommandLineError.unsupported(
        "give the release velocity once: '--velocity <v>' or '--initial-velocity <v>'")
    }
    let velocityOption = arguments.string("velocity") != nil ? "velocity" : "initial-velocity"
    let release = PhysicsSpec.Release(
      from: try arguments.double("from") ?? 0, to: try arguments.double("to") ?? 1,
      velocity: try arguments.double(velocityOption) ?? 0)
    specs = try arguments.positionalList("spec").map {
      try PlottedSpec.parse($0, release: release)
    }
    self.release = release
    let physics = specs.compactMap(\.physics)
    if physics.isEmpty {
      for option in ["from", "to", "initial-velocity", "velocity"]
      where arguments.string(option) != nil {
        let shown = option == "velocity" ? "--velocity <v>" : "--\(option)"
        throw CommandLineError.unsupported(
          "'\(shown)' applies only to physics specs (animations run from 0 to 1)")
      }
    }
    for spec in physics where !spec.hasTarget && arguments.string("to") != nil {
      throw CommandLineError.unsupported(
        "'--to' does not apply to '\(spec.source)': the model has no target")
    }
  }

  /// The release of physics specs: --from, --to, --initial-velocity.
  let release: PhysicsSpec.Release

  /// The time span to sample: `--duration`, else the longest spec's duration (1 s if all are
  /// instantaneous).
  func span() throws(CommandLineError) -> Double {
    if let duration = sampling.duration { return duration }
    var span = 0.0
    for spec in specs {
      guard let duration = spec.duration else {
        throw CommandLineError.unsupported("'\(spec.source)' does not finish; give '--duration'")
      }
      span = max(span, duration)
    }
    return span <= 0 ? 1 : span
  }

  /// CSV and JSON stream (sampled and encoded as they are written, in bounded memory); charts
  /// are sampled one point at a time and kept at their resolution
  /// (``ChartRequest/sampledSeries``).
  func run(context: CommandContext, output: StandardOutput) throws {
    if format == .json {
      let grid = try sampling.grid(defaultDuration: try span())
      let request = self.request(context: context)
      let sources = specs.map { ($0.label, $0.sampler(velocities: true)) }
      return try destination.stream(to: output) { sink throws(CommandLineError) in
        try request.streamJSON(sources, grid: grid, to: sink)
      }
    }
    let animations = specs.compactMap(\.animation)
    // Physics models are sampled whole, with the charts.
    guard format == .csv, animations.count == specs.count else {
      return try output.write(try run(context: context))
    }
    let csv = AnimationCSV(
      series: zip(specs, animations).map { ($0.label, $1) },
      grid: try sampling.grid(defaultDuration: try span()),
      includesVelocity: chart.includesVelocity(format: format, seriesCount: specs.count))
    try destination.stream(to: output, csv.write(to:))
  }

  func run(context: CommandContext) throws -> String {
    let grid = try sampling.grid(defaultDuration: try span())
    let withVelocity = chart.includesVelocity(format: format, seriesCount: specs.count)
    var request = self.request(context: context)
    request.series = try specs.map { spec throws(CommandLineError) -> Series in
      let sample = spec.sampler(velocities: withVelocity)
      return try request.sampledSeries(
        label: spec.label, count: grid.count, velocities: withVelocity
      ) { index in
        let time = grid[index]
        let point = sample(time)
        return (time, point.value, point.velocity)
      }
    }
    return try destination.emit(try request.render())
  }

  /// The chart request without its series: sizes, title, specs, time marks, and for physics
  /// specs their bounds and release values.
  private func request(context: CommandContext) -> ChartRequest {
    var request = chart.request(
      series: [], format: format,
      defaultTitle: specs.map(\.source).joined(separator: ", "), context: context,
      destination: destination)
    request.specs = specs.map(\.source)
    request.timeMarks = Array(Set(specs.flatMap(\.keyframeTimes))).sorted()
    let physics = specs.compactMap(\.physics)
    if !physics.isEmpty {
      request.rules = physics.flatMap(\.bounds)
      request.referenceValues =
        (physics.count == specs.count ? [] : [0, 1]) + [release.from]
        + (physics.contains(where: \.hasTarget) ? [release.to] : [])
    }
    return request
  }
}

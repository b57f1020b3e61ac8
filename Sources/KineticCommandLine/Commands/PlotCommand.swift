import Kinetic
import KineticInterchange
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
    note where two curves overlap within a pixel, a read-out of time (or progress), value and
    velocity under the pointer, play/pause and a scrub slider moving a preview box per series,
    each spec with its code for a chosen 'kinetic export' target and a button copying that
    code, a light and a dark theme, and a link opening the specs in studio.html (written by
    'kinetic studio -o studio.html'); between samples it interpolates linearly, doing no
    animation maths of its own. Up to 32 samples per pixel of
    --width the page holds every sample; beyond, each series is kept at the chart's resolution
    (the first, lowest, highest and last sample of each quarter pixel), so the page's size does
    not grow with --samples and its read-out is exact at the samples kept.
    --axis progress puts each spec on x from 0 to 1 over its own duration (the unit square of
    cubic-bezier.com), --samples points each; a cubic Bezier (easeInOut, timingCurve(...),
    cubic-bezier(...), ease, ...) is drawn with its control points, velocities are per unit of
    progress, and CSV's first column is 'progress'. A spec that never ends has no progress
    axis. CSS easing takes a duration as CSS writes it ('ease 300ms', 'ease-in-out 0.3s') or as
    SwiftUI does ('ease(duration: 0.3)'), so SwiftUI and CSS curves share one time axis.
    Charts draw the target as a dotted line, give each series a dash pattern and marker (ASCII:
    its own glyph; braille: a marker character) so they differ without colour, and say under
    the legend which curves coincide. --annotate marks each series' overshoot (in % of the
    distance travelled, at its peak) and the time it settles.
    Springs end (and the default span with them) when SwiftUI removes them, by thresholds in
    the value's units over the change of 1 drawn; --completion-rule kinetic ends them by
    Kinetic's scale-free bound (within 0.1 % of the change) instead.

    EXAMPLES:
      kinetic plot 'spring(duration: 0.5, bounce: 0.3)'
      kinetic plot easeInOut 'cubic-bezier(0.68, -0.55, 0.265, 1.55)' --format csv --samples 11
      kinetic plot bouncy --format svg --velocity -o bouncy.svg
      kinetic plot bouncy 'cubic-bezier(0.68, -0.55, 0.265, 1.55)' --format html -o compare.html
      kinetic plot 'iosScroll(rate: .normal, min: 0, max: 500)' --from 300 --velocity 2000
      kinetic plot easeInOut 'cubic-bezier(0.68, -0.55, 0.265, 1.55)' --axis progress --format svg
      kinetic plot 'ease 300ms' 'spring(duration: 0.3)' --annotate
    """
  static let arguments: [ArgumentDefinition] =
    [
      .positional(
        "spec", help: "Animation specs (see 'kinetic list'); not with --lottie.", repeating: true,
        optional: true),
      SpecInput.pickDefinition,
      .option(
        "engine", valueName: "engine,...",
        help:
          "What renders the specs, a comma list drawn side by side: exact, swiftui, flutter, "
          + "motion, chromium, webkit, compose.",
        default: "exact"),
    ] + LottieInput.definitions
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
      .option(
        "axis", of: PlotAxis.self,
        help: "x axis: seconds, or progress 0...1 over each spec's own duration.", default: .time),
      .flag(
        "annotate",
        help: "Mark each series' overshoot (% at its peak) and settling time (charts only)."),
      CompletionRuleOption.definition,
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
  let axis: PlotAxis
  let annotates: Bool
  let notes: [String]
  /// How springs are evaluated: SwiftUI's integrator under `--engine swiftui`.
  let springEngine: SpringEngine

  /// The x axis of `plot`.
  enum PlotAxis: String, ExpressibleByArgument {
    case time, progress
  }

  init(_ arguments: ParsedArguments, context: CommandContext) throws {
    format = try arguments.choice("format")
    sampling = try SamplingOptions(arguments)
    chart = try ChartOptions(arguments, format: format)
    destination = try OutputOptions.destination(arguments)
    axis = try arguments.choice("axis")
    annotates = arguments.flag("annotate")
    if axis == .progress {
      // Progress runs 0...1 over each spec's own duration: a span or frame rate has no place.
      for option in ["duration", "fps"] where arguments.string(option) != nil {
        throw CommandLineError.conflictingOptions("--axis progress", "--\(option)")
      }
    }
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
    let rule = try CompletionRuleOption.rule(arguments)
    var notes: [String] = []
    let parsed: [PlottedSpec]
    if let track = try LottieInput.track(arguments) {
      // A Lottie property: a series a dimension, in the property's units.
      guard arguments.positionalList("spec").isEmpty else {
        throw CommandLineError.conflictingOptions("<spec>", "--lottie")
      }
      do {
        parsed = try PlottedSpec.lottie(track)
      } catch {
        throw CommandLineError.invalidValue(
          option: "--property", value: track.path, reason: error.description)
      }
    } else {
      guard !arguments.positionalList("spec").isEmpty else {
        throw CommandLineError.missingArgument("argument <spec>")
      }
      parsed = try arguments.positionalList("spec").map {
        try PlottedSpec.parse(
          try SpecInput.spec($0, arguments, notes: &notes), release: release, completionRule: rule)
      }
    }
    self.notes = notes
    let engines = try PlatformEngine.list(arguments)
    if engines.contains(.swiftui) && engines.count > 1 {
      throw CommandLineError.unsupported(
        "'--engine swiftui' evaluates every spring of the plot; it cannot be listed with others")
    }
    springEngine = engines == [.swiftui] ? .swiftui : .exact
    // Each spec once per engine, named by its engine when there are several.
    specs = parsed.flatMap { spec in
      spec.physics != nil
        ? [spec] : engines.map { spec.rendered(by: $0, naming: engines.count > 1) }
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
    for spec in physics where spec.release != nil {
      for option in ["from", "to", "initial-velocity", "velocity"]
      where arguments.string(option) != nil {
        throw CommandLineError.unsupported(
          "'--\(option)' conflicts with the start, end and velocity written in '\(spec.source)' "
            + "(its values are in their units); remove '--\(option)'")
      }
    }
    for spec in physics
    where !spec.hasTarget && spec.release == nil && arguments.string("to") != nil {
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
      let (grid, scales) = try positions()
      let request = self.request(context: context)
      let sources = zip(specs, scales).map { spec, scale in
        (spec.label, sampler(spec, scale: scale, velocities: true))
      }
      return try destination.stream(to: output) { sink throws(CommandLineError) in
        try request.streamJSON(sources, grid: grid, to: sink)
      }
    }
    guard format == .csv else { return try output.write(try run(context: context)) }
    let (grid, scales) = try positions()
    var csv = AnimationCSV(
      samplers: specs.map { ($0.label, $0.motionSampler(engine: springEngine)) }, grid: grid,
      includesVelocity: chart.includesVelocity(format: format, seriesCount: specs.count),
      xHeader: axis == .time ? "time" : "progress")
    csv.timeScales = scales
    try destination.stream(to: output, csv.write(to:))
  }

  func run(context: CommandContext) throws -> String {
    let withVelocity = chart.includesVelocity(format: format, seriesCount: specs.count)
    let (grid, scales) = try positions()
    var request = self.request(context: context)
    request.series = try request.sampledSeries(
      zip(specs, scales).map { spec, scale in
        let sample = sampler(spec, scale: scale, velocities: withVelocity)
        return ChartRequest.SeriesSource(
          label: spec.label, count: grid.count, velocities: withVelocity
        ) { index in
          let position = grid[index]
          let point = sample(position)
          return (position, point.value, point.velocity)
        }
      })
    if annotates {
      request.annotations = annotations(
        series: request.series, targets: specs.map(\.target))
    }
    return try destination.emit(try request.render())
  }

  /// The value and velocity of `spec` at a position on the x axis, one unit of which spans
  /// `scale` seconds (``positions()``); the velocity per unit of x.
  private func sampler(_ spec: PlottedSpec, scale: Double, velocities: Bool) -> (Double) -> (
    value: Double, velocity: Double
  ) {
    let sample = spec.sampler(velocities: velocities, engine: springEngine)
    return { position in
      let point = sample(position * scale)
      // Per unit of progress on the progress axis: d value / d progress = velocity · duration.
      return (point.value, point.velocity * scale)
    }
  }

  /// The x positions, and per spec the seconds one unit of x spans: the time grid and 1 on the
  /// time axis; on the progress axis `--samples` positions from 0 to 1 and the spec's duration.
  private func positions() throws(CommandLineError) -> (grid: TimeGrid, scales: [Double]) {
    switch axis {
    case .time:
      return (try sampling.grid(defaultDuration: try span()), specs.map { _ in 1 })
    case .progress:
      let scales = try specs.map { spec throws(CommandLineError) -> Double in
        guard let duration = spec.duration, duration.isFinite, duration > 0 else {
          throw CommandLineError.unsupported(
            "'\(spec.source)' has no duration to scale to progress 0...1 (it "
              + (spec.duration == nil ? "never ends" : "takes no time")
              + "); plot it with '--axis time'")
        }
        return duration
      }
      return (.even(count: sampling.samples ?? SamplingOptions.defaultSamples, span: 1), scales)
    }
  }

  /// The chart request without its series: sizes, title, specs, time marks, and for physics
  /// specs their bounds and release values.
  private func request(context: CommandContext) -> ChartRequest {
    // Each spec once, though it is plotted once per engine.
    let sources = specs.map(\.source).reduce(into: [String]()) {
      if !$0.contains($1) { $0.append($1) }
    }
    var request = chart.request(
      series: [], format: format, defaultTitle: sources.joined(separator: ", "),
      context: context, destination: destination)
    request.specs = sources
    // Keyframe times, on the progress axis as the fraction of their track's duration.
    request.timeMarks = Array(
      Set(
        specs.flatMap { spec in
          guard axis == .progress else { return spec.keyframeTimes }
          guard let duration = spec.duration, duration.isFinite, duration > 0 else { return [] }
          return spec.keyframeTimes.map { $0 / duration }
        })
    ).sorted()
    if axis == .progress {
      request.xLabel = "progress"
      request.velocityLabel = "velocity (per unit of progress)"
      request.handles = handles()
    }
    let targets = specs.map(\.target)
    if let first = targets.first, let value = first, targets.allSatisfy({ $0 == value }) {
      request.target = value
    }
    let physics = specs.compactMap(\.physics)
    if !physics.isEmpty {
      request.rules = physics.flatMap(\.bounds)
      request.referenceValues =
        (physics.count == specs.count ? [] : [0, 1]) + [release.from]
        + (physics.contains(where: \.hasTarget) ? [release.to] : [])
    }
    return request
  }

  /// The control handles of each spec that is a cubic Bezier run once (no modifiers), in the
  /// progress view's unit square.
  private func handles() -> [Chart.Handle] {
    specs.enumerated().flatMap { index, spec -> [Chart.Handle] in
      guard let bezier = spec.cubicBezier else { return [] }
      return [
        Chart.Handle(
          seriesIndex: index, anchorX: 0, anchorY: 0, controlX: bezier.x1, controlY: bezier.y1),
        Chart.Handle(
          seriesIndex: index, anchorX: 1, anchorY: 1, controlX: bezier.x2, controlY: bezier.y2),
      ]
    }
  }

  /// `--annotate`: per series with a target, its overshoot and, on the time axis, when it
  /// settles (the spec's duration, the time that sets the plot's span).
  private func annotations(series: [Series], targets: [Double?]) -> [Chart.Annotation] {
    zip(specs, series).enumerated().flatMap { index, pair -> [Chart.Annotation] in
      let (spec, samples) = pair
      guard let target = targets[index], samples.count > 0 else { return [] }
      var notes = [
        Chart.Annotation.overshoot(
          of: samples, seriesIndex: index, from: spec.start, to: target,
          progressAxis: axis == .progress)
      ].compactMap { $0 }
      if axis == .time, let settles = spec.duration, settles.isFinite,
        settles <= (samples.times.last ?? 0)
      {
        notes.append(.settling(seriesIndex: index, at: settles))
      }
      return notes
    }
  }
}

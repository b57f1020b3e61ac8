import Kinetic
import KineticInterchange
import KineticPlot

/// `kinetic retarget`: what each interruption policy does when an animation is re-aimed
/// mid-flight.
struct RetargetCommand: Subcommand {
  static let name = "retarget"
  static let abstract = "Retarget a running animation mid-flight and show what each policy does."
  static let discussion = """
    Animates from --from to --to with SPEC; at --retarget-at seconds the target changes to
    --new-target using --with (default: SPEC again), combined by --mode. 'reverse' retraces the
    path back to --from instead. Prints 'time,value,velocity' for one mode; several modes
    (--mode merge,additive,restart) run side by side, one series each, and CSV has the header
    'time,<mode>,...' (with a velocity column per mode under --velocity). A velocity is 'inf'
    or '-inf' where a curve has a vertical tangent. ascii, svg, json and html are those of
    'kinetic plot' (see 'kinetic plot --help'), with a series per mode, and take its chart
    options. Charts without --at or --fps are sampled four times per column or pixel and at the
    retarget time and the moment before it, so that a jump is drawn upright where it happens.

    EXAMPLES:
      kinetic retarget 'spring(duration: 0.5, bounce: 0.3)' --from 0 --to 1 --retarget-at 0.2 --new-target 0.5 --mode merge
      kinetic retarget easeInOut --retarget-at 0.1 --new-target 2 --mode additive --format ascii
      kinetic retarget 'spring(duration: 0.5, bounce: 0.3)' --retarget-at 0.2 --new-target 0.5 --mode merge,additive,restart --format ascii --width 70
    """
  static let arguments: [ArgumentDefinition] =
    [
      .positional("spec", help: "The first animation's spec."),
      .option("from", valueName: "a", help: "Start value.", default: "0"),
      .option("to", valueName: "b", help: "First target.", default: "1"),
      .option(
        "retarget-at", valueName: "t",
        help: "Seconds after the start when the target changes (≥ 0)."
      ).required(),
      .option("new-target", valueName: "c", help: "The new target.", default: "--from"),
      .option("with", valueName: "spec", help: "The second animation's spec.", default: "<spec>"),
      .option(
        "mode", valueName: "mode,...",
        help: "How the animations combine; several, comma-separated, are compared.",
        default: RetargetMode.automatic.rawValue, allowed: RetargetMode.allCases.map(\.rawValue)),
      .option(
        "at", valueName: "t,...", help: "Comma-separated sample times in seconds (≥ 0).",
        default: "off: --fps sets the times"),
      .option(
        "fps", valueName: "f", help: "Sample at this frame rate instead.",
        default: "60; charts: 4 per column or pixel"),
      .option(
        "until", valueName: "t", help: "Last time sampled with --fps.", default: "when the run ends"
      ),
    ] + OutputOptions.definitions(format: PlotFormat.self, default: .csv)
    + ChartOptions.definitions(title: "retarget (<mode>) <spec>")

  /// One request per mode, in the order given.
  let requests: [RetargetRequest]
  let times: [Double]?
  let fps: Double
  let until: Double?
  /// `--fps` and `--until` as written, for messages.
  let fpsText: String?
  let untilText: String?
  let format: PlotFormat
  let chart: ChartOptions
  let destination: OutputDestination

  init(_ arguments: ParsedArguments, context: CommandContext) throws {
    let from = try arguments.double("from") ?? 0
    let to = try arguments.double("to") ?? 1
    guard let retargetTime = try arguments.double("retarget-at", .nonNegative) else {
      throw CommandLineError.missingArgument("option '--retarget-at'")
    }
    let newTarget = try arguments.double("new-target") ?? from
    let modes = try Self.modes(arguments.string("mode"))
    times = try arguments.doubleList("at", .nonNegative)
    if times != nil, arguments.string("fps") != nil {
      throw CommandLineError.conflictingOptions("--at", "--fps")
    }
    if times != nil, arguments.string("until") != nil {
      throw CommandLineError.conflictingOptions("--at", "--until")
    }
    fps = try arguments.double("fps", .frameRate) ?? 60
    until = try arguments.double("until", .atMost(1e9, positive: true))
    fpsText = arguments.string("fps")
    untilText = arguments.string("until")
    format = try arguments.choice("format")
    chart = try ChartOptions(arguments, format: format)
    destination = try OutputOptions.destination(arguments)
    let first = try AnimationSpec.parse(arguments.positional("spec") ?? "")
    let second = try arguments.string("with").map { try AnimationSpec.parse($0) } ?? first
    requests = modes.map {
      RetargetRequest(
        first: first, second: second, from: from, to: to, retargetTime: retargetTime,
        newTarget: newTarget, mode: $0)
    }
  }

  /// The times a chart is sampled at without `--at`, as a count and the i-th time: the frames
  /// i / fps, or without `--fps` more evenly spaced times when the chart is wider than they
  /// are (four per column or pixel), and in that case also the retarget time and the last time
  /// before it, so that a jump in value or velocity is drawn upright at the moment it happens
  /// instead of as a slope over a frame. CSV and JSON, and charts with `--fps`, keep the
  /// frames. Computed per index, never held as an array.
  private func chartTimes(frameCount: Int, width: Int) -> (count: Int, time: (Int) -> Double) {
    let fps = self.fps
    let last = Double(frameCount - 1) / fps
    guard format != .csv, format != .json, fpsText == nil, frameCount > 0, last > 0 else {
      return (frameCount, { Double($0) / fps })
    }
    let n = min(max(frameCount, 4 * width), SamplingOptions.sampleRange.upperBound)
    let spread = n != frameCount
    let base = { (i: Int) -> Double in
      if !spread { return Double(i) / fps }
      return i == n - 1 ? last : last * Double(i) / Double(n - 1)
    }
    let retargetTime = requests[0].retargetTime
    guard retargetTime > 0, retargetTime < last else { return (n, base) }
    // The first time at or after the retarget time (the times increase).
    let k = (0..<n).partitioningIndex { base($0) >= retargetTime }
    var inserted: [Double] = []
    if k == 0 || base(k - 1) != retargetTime.nextDown { inserted.append(retargetTime.nextDown) }
    if k == n || base(k) != retargetTime { inserted.append(retargetTime) }
    let time = { (i: Int) -> Double in
      if i < k { return base(i) }
      if i < k + inserted.count { return inserted[i - k] }
      return base(i - inserted.count)
    }
    return (n + inserted.count, time)
  }

  /// The modes of `--mode`: one, or several comma-separated and distinct (each is a series and
  /// a CSV column); `automatic` when absent.
  static func modes(_ text: String?) throws(CommandLineError) -> [RetargetMode] {
    guard let text else { return [.automatic] }
    var modes: [RetargetMode] = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      let word = String(part.trimmingSpaces)
      guard let mode = RetargetMode(rawValue: word) else {
        let expected = RetargetMode.allCases.map(\.rawValue).joined(separator: ", ")
        throw .invalidValue(
          option: "--mode", value: text, reason: "'\(word)' is not one of: \(expected)")
      }
      guard !modes.contains(mode) else {
        throw .invalidValue(option: "--mode", value: text, reason: "'\(word)' is given twice")
      }
      modes.append(mode)
    }
    return modes
  }

  /// CSV and JSON stream (sampled and encoded as they are written, in bounded memory, as
  /// `plot` does); charts are sampled one point at a time and kept at their resolution.
  func run(context: CommandContext, output: StandardOutput) throws {
    guard format == .csv || format == .json else {
      return try output.write(try run(context: context))
    }
    let (plot, sources) = try prepared(context: context)
    let format = self.format
    try destination.stream(to: output) { sink throws(CommandLineError) in
      if format == .csv {
        try plot.streamCSV(sources, to: sink)
      } else {
        try plot.streamJSON(sources, to: sink)
      }
    }
  }

  func run(context: CommandContext) throws -> String {
    var (plot, sources) = try prepared(context: context)
    plot.series = try plot.sampledSeries(sources)
    return try destination.emit(try plot.render())
  }

  /// The chart request (title, reference values, specs; no series yet) and one source per
  /// mode, sampling its animator at the sample times.
  private func prepared(context: CommandContext) throws -> (
    ChartRequest, [ChartRequest.SeriesSource]
  ) {
    let runs = requests.map { $0.animator() }
    let first = requests[0]
    let modes = requests.map(\.mode.rawValue).joined(separator: ", ")
    var plot = chart.request(
      series: [], format: format,
      defaultTitle: "retarget (\(modes)) \(first.first.source)", context: context,
      destination: destination)
    // The sample times as a count and the i-th time (not kept as an array: a chart keeps its
    // series at its resolution while sampling, and CSV and JSON stream, so memory does not
    // grow with the frames).
    let count: Int
    let time: (Int) -> Double
    if let times {
      count = times.count
      time = { times[$0] }
    } else {
      let end = max(until ?? runs.map { $0.completionTime ?? .infinity }.max() ?? 0, 0)
      let span = (end * fps).rounded(.down)
      if until == nil, !end.isFinite || span + 1 > Double(SamplingOptions.sampleRange.upperBound) {
        throw CommandLineError.unsupported(
          "the run does not end within \(SamplingOptions.sampleRange.upperBound) frames; give '--until' or '--at'"
        )
      }
      let frames = try SamplingOptions.frameCount(
        fps: fps, fpsOption: fpsText.map { "--fps \($0)" } ?? "the default --fps 60",
        span: end, spanOption: untilText.map { "--until \($0)" },
        remedy: "lower --fps or --until")
      (count, time) = chartTimes(frameCount: frames, width: plot.width)
    }
    let withVelocity = chart.includesVelocity(format: format, seriesCount: requests.count)
    let sources = zip(requests, runs).map { request, run in
      var source = ChartRequest.SeriesSource(
        label: request.mode.rawValue, count: count, velocities: withVelocity
      ) { index in
        let t = time(index)
        return (t, run.value(at: t), withVelocity ? run.velocity(at: t) : 0)
      }
      source.parts = (time, { run.value(at: time($0)) }, { run.velocity(at: time($0)) })
      return source
    }
    plot.referenceValues = [first.from, first.to, first.newTarget]
    plot.specs =
      first.second.source == first.first.source
      ? [first.first.source] : [first.first.source, first.second.source]
    return (plot, sources)
  }
}

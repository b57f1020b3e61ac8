/// `kinetic retarget`: what each interruption policy does when an animation is re-aimed
/// mid-flight.
struct RetargetCommand: Subcommand {
  static let name = "retarget"
  static let abstract = "Retarget a running animation mid-flight and show what each policy does."
  static let discussion = """
    Animates from --from to --to with SPEC; at --retarget-at seconds the target changes to
    --new-target using --with (default: SPEC again), combined by --mode. 'reverse' retraces the
    path back to --from instead. Prints 'time,value,velocity'.

    EXAMPLES:
      kinetic retarget 'spring(duration: 0.5, bounce: 0.3)' --from 0 --to 1 --retarget-at 0.2 --new-target 0.5 --mode merge
      kinetic retarget easeInOut --retarget-at 0.1 --new-target 2 --mode additive --format ascii
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
        "mode", of: RetargetMode.self, help: "How the animations combine.", default: .automatic),
      .option("at", valueName: "t,...", help: "Comma-separated sample times in seconds (≥ 0)."),
      .option("fps", valueName: "f", help: "Sample at this frame rate instead.", default: "60"),
      .option(
        "until", valueName: "t", help: "Last time sampled with --fps.", default: "when the run ends"
      ),
    ] + OutputOptions.definitions(format: PlotFormat.self, default: .csv)

  let request: RetargetBridge.Request
  let times: [Double]?
  let fps: Double
  let until: Double?
  let format: PlotFormat
  let destination: OutputDestination

  init(_ arguments: ParsedArguments, context: CommandContext) throws {
    let from = try arguments.double("from") ?? 0
    let to = try arguments.double("to") ?? 1
    guard let retargetTime = try arguments.double("retarget-at", .nonNegative) else {
      throw CommandLineError.missingArgument("option '--retarget-at'")
    }
    let newTarget = try arguments.double("new-target") ?? from
    let mode = try arguments.choice("mode", default: RetargetMode.automatic)
    times = try arguments.doubleList("at", .nonNegative)
    if times != nil, arguments.string("fps") != nil {
      throw CommandLineError.conflictingOptions("--at", "--fps")
    }
    if times != nil, arguments.string("until") != nil {
      throw CommandLineError.conflictingOptions("--at", "--until")
    }
    fps = try arguments.double("fps", .atMost(1_000_000, positive: true)) ?? 60
    until = try arguments.double("until", .atMost(1e9, positive: true))
    format = try arguments.choice("format", default: .csv)
    destination = try OutputOptions.destination(arguments)
    let first = try AnimationSpec.parse(arguments.positional("spec") ?? "")
    let second = try arguments.string("with").map { try AnimationSpec.parse($0) } ?? first
    request = RetargetBridge.Request(
      first: first, second: second, from: from, to: to, retargetTime: retargetTime,
      newTarget: newTarget, mode: mode)
  }

  func run(context: CommandContext) throws -> String {
    let run = try RetargetBridge.prepare(request)
    let grid: [Double]
    if let times {
      grid = times
    } else {
      let end = max(until ?? run.endTime, 0)
      let frames = (end * fps).rounded(.down)
      guard end.isFinite, frames + 1 <= Double(SamplingOptions.sampleRange.upperBound) else {
        throw CommandLineError.unsupported(
          "the run does not end within \(SamplingOptions.sampleRange.upperBound) frames; give '--until' or '--at'"
        )
      }
      grid = (0...Int(frames)).map { Double($0) / fps }
    }
    let samples = grid.map { run.sample(at: $0) }
    let series = PlotBridge.Series(
      label: request.mode.rawValue, values: samples.map(\.value),
      velocities: samples.map(\.velocity))
    let chart = PlotBridge.Request(
      times: grid, series: [series], format: format,
      width: format == .svg ? 800 : context.preferredWidth, height: format == .svg ? 480 : 20,
      title: "retarget (\(request.mode.rawValue)) \(request.first.source)", charset: .ascii,
      showsVelocity: false, usesColor: destination.path == nil && context.usesColor,
      referenceValues: [request.from, request.to, request.newTarget])
    return try destination.emit(try PlotBridge.render(chart))
  }
}

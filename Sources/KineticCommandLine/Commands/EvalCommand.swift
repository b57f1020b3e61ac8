import Kinetic
import KineticInterchange
import KineticPlot

/// `kinetic eval SPEC --progress P,...` or `--at T,...`: numbers from one spec, as CSV.
struct EvalCommand: Subcommand {
  static let name = "eval"
  static let abstract = "Evaluate an animation spec at input progress values or at times, as CSV."
  static let discussion = """
    With --progress, prints 'progress,value,velocity' for the spec's timing curve (velocity is
    d(value)/d(progress)); CSS forms follow the CSS rules outside [0, 1], SwiftUI curves clamp
    (the value stays at its end and the velocity is 0 there).
    At a jump of steps() the value is the one after the jump and the velocity its right-hand
    derivative, 0. At a vertical tangent (circularEaseIn at 1, cubic-bezier(1, 0, 0, 1) at
    0.5) the velocity is infinite and printed as 'inf' or '-inf'.
    With --at, prints 'time,value,velocity' for the animation from --from to --to (velocity in
    units per second, (to - from) times the curve's slope over the duration: 'inf'/'-inf' at a
    vertical tangent, 0 when --from equals --to). At exactly the end of a finite animation the
    value is --to and the velocity the curve's end slope (its left limit); after the end the
    velocity is 0.
    With --at and --completion, prints one row 'logicallyComplete,removed': the seconds after
    which the animation is logically complete and removed (SwiftUI's completion criteria), 'inf'
    when never. Springs complete by SwiftUI's rules, whose thresholds are in the units of
    --from/--to (a longer change is removed later: smooth over 100 points at 1.204 s, over 1
    at 0.802 s); --completion-rule kinetic uses Kinetic's scale-free bound instead (within
    0.1 % of the motion's size, whatever its units). The rule also decides when a sampled
    spring shows its target exactly. --engine swiftui evaluates the springs SwiftUI integrates (spring,
    interactiveSpring, smooth, snappy, bouncy) with SwiftUI's fixed-step engine, emulated,
    instead of the exact closed form. --engine flutter, motion, chromium, webkit or compose
    evaluates cubic Bezier curves (named ones included) with that platform's own solver:
    Flutter's Cubic bisection to 0.001, Motion's 12-step bisection, the browsers' Newton steps
    to 1e-7 with their bisection fallbacks, Compose's Cardano solver in Float — what the
    platform renders, beside the exact value.
    A physics spec (decay(rate: .normal), iosScroll(rate: .normal, min: 0, max: 500),
    FrictionSimulation(drag: 0.3), inertia(power: 0.8, timeConstant: 350), Spring.bouncy, ...;
    see 'kinetic list') takes --at only: the motion released at --from with --velocity, the
    model's own velocity parameter in its ecosystem's meaning (for inertia, framer's 'velocity'
    option, which scales the throw: target = from + power * velocity). Positions are absolute
    and the printed velocity is in units per second. --to is the target of Spring(...),
    Spring.<preset> and springGenerator(...), and is refused for models without a target.
    Numbers are printed so that they read back to the same double; values and times are
    always finite, and 'inf'/'-inf' (which Swift, C, Python, numpy and pandas read back) can
    only appear as a velocity.
    --format json prints the object of 'kinetic plot --format json' with the spec as its one
    series: {"title", "xLabel" ('progress' or 'time (s)'), "yLabel", "referenceValues",
    "series": [{"label", "times", "values", "velocities"}]}, null for an infinite velocity.

    A malformed spec prints one 'error:' line naming the token and its column, followed by two
    indented lines showing the spec and a caret under that column.

    \(KeyframeSpecForms.help)

    \(ForeignSpecForms.help)

    EXAMPLES:
      kinetic eval linear --progress 0,0.5,1
      kinetic eval 'cubic-bezier(0.68, -0.55, 0.265, 1.55)' --progress 0.25,0.5
      kinetic eval 'spring(duration: 0.5, bounce: 0.3)' --at 0,0.1,0.2 --from 0 --to 100
      kinetic eval smooth --at 0 --completion --to 100 --completion-rule kinetic
      kinetic eval 'tween(durationMillis = 300, easing = FastOutSlowInEasing)' --at 0,0.1,0.3
      kinetic eval '{ type: "spring", stiffness: 100, damping: 10 }' --at 0.1 --from 0 --to 100
      kinetic eval 'KeyframeTrack { LinearKeyframe(1.2, duration: 0.2); SpringKeyframe(1, spring: .bouncy) }' --at 0,0.1,0.3 --from 0
    """
  static let arguments: [ArgumentDefinition] =
    [
      .positional(
        "spec",
        help:
          "An animation spec, e.g. 'easeInOut(duration: 0.5)' (see 'kinetic list'); "
          + "not with --lottie.",
        optional: true),
      .option(
        "progress", valueName: "p,...", help: "Comma-separated input progress values.",
        default: "none; give --progress or --at"),
      .option(
        "at", valueName: "t,...", help: "Comma-separated times in seconds (≥ 0).",
        default: "none; give --progress or --at"),
      .option("from", valueName: "a", help: "Start value for --at.", default: "0"),
      .option("to", valueName: "b", help: "Target value for --at.", default: "1"),
      .option(
        "velocity", valueName: "v",
        help: "Initial velocity for --at, units per second (springs and physics models).",
        default: "0"),
      .option(
        "engine", of: PlatformEngine.self,
        help:
          "What renders --at: exact, swiftui (SwiftUI's 1/300 s spring integrator), or the "
          + "Bezier solver of flutter, motion, chromium, webkit or compose.",
        default: .exact),
      CompletionRuleOption.definition,
      .flag(
        "completion",
        help:
          "With --at: print one row 'logicallyComplete,removed' (seconds, inf when never) instead of samples."
      ),
      .option("format", of: TableFormat.self, help: "Output format.", default: .csv),
      SpecInput.pickDefinition,
    ] + LottieInput.definitions + OutputOptions.fileDefinitions

  enum Mode {
    /// Input progress values through a bare timing curve or CSS easing function.
    case progress([Double], curve: ProgressCurve)
    case times(
      [Double], Animation, from: Double, to: Double, velocity: Double, engine: SpringEngine)
    /// When the animation from `from` to `to` is logically complete and removed.
    case completion(
      Animation, from: Double, to: Double, velocity: Double, engine: SpringEngine)
    /// A physics spec released at `from` with `velocity` (towards `to` if it has a target).
    case physics(PhysicsSpec, [Double], from: Double, to: Double, velocity: Double)
    /// A Lottie property at times: one column a dimension.
    case lottie(LottieFile.Track, [Double])
  }

  /// The animation spec (a keyframe track's included); `nil` for a physics spec.
  let spec: AnimationSpec?
  /// The series name: the spec, or a keyframe track's key path.
  let label: String
  let mode: Mode
  let format: TableFormat
  let destination: OutputDestination
  let notes: [String]

  init(_ arguments: ParsedArguments, context: CommandContext) throws {
    var notes: [String] = []
    if let track = try LottieInput.track(arguments) {
      if arguments.positional("spec") != nil {
        throw CommandLineError.conflictingOptions("SPEC", "--lottie")
      }
      for option in ["progress", "from", "to", "velocity", "engine", "completion-rule", "pick"]
      where arguments.string(option) != nil {
        throw CommandLineError.conflictingOptions("--lottie", "--\(option)")
      }
      if arguments.flag("completion") {
        throw CommandLineError.conflictingOptions("--lottie", "--completion")
      }
      guard let times = try arguments.doubleList("at", .nonNegative) else {
        throw CommandLineError.missingArgument("option '--at'")
      }
      (self.notes, spec, label) = ([], nil, track.path)
      destination = try OutputOptions.destination(arguments)
      format = try arguments.choice("format")
      mode = .lottie(track, times)
      return
    }
    guard let given = arguments.positional("spec") else {
      throw CommandLineError.missingArgument("argument <spec>")
    }
    let source = try SpecInput.spec(given, arguments, notes: &notes)
    self.notes = notes
    let progress = try arguments.doubleList("progress")
    let times = try arguments.doubleList("at", .nonNegative)
    let from = try arguments.double("from") ?? 0
    let to = try arguments.double("to") ?? 1
    let velocity = try arguments.double("velocity") ?? 0
    let platform: PlatformEngine = try arguments.choice("engine")
    let engine = platform.springEngine
    let completion = arguments.flag("completion")
    let rule = try CompletionRuleOption.rule(arguments)
    destination = try OutputOptions.destination(arguments)
    format = try arguments.choice("format")
    if PhysicsSpec.handles(source) {
      let physics = try PhysicsSpec.parse(source)
      (spec, label) = (nil, source)
      if arguments.string("completion-rule") != nil {
        throw CommandLineError.unsupported(
          "'--completion-rule' applies to animation specs; '\(source)' is a physics model")
      }
      guard progress == nil else {
        throw CommandLineError.unsupported(
          "'--progress' needs a timing curve spec; '\(source)' is a physics model (use '--at')")
      }
      guard let times else { throw CommandLineError.missingArgument("option '--at'") }
      if !physics.hasTarget && arguments.string("to") != nil {
        throw CommandLineError.unsupported(
          "'--to' does not apply to '\(source)': the model has no target (it finds its own end)")
      }
      if let own = physics.release {
        // Flutter's own constructors write start, end and velocity: its units, not --from/--to.
        for option in ["from", "to", "velocity"] where arguments.string(option) != nil {
          throw CommandLineError.unsupported(
            "'--\(option)' conflicts with the start, end and velocity written in '\(source)' "
              + "(its values are in their units); remove '--\(option)'")
        }
        mode = .physics(physics, times, from: own.from, to: own.to, velocity: own.velocity)
        return
      }
      mode = .physics(physics, times, from: from, to: to, velocity: velocity)
      return
    }
    switch (progress, times) {
    case (.some, .some): throw CommandLineError.conflictingOptions("--progress", "--at")
    case (nil, nil): throw CommandLineError.missingArgument("option '--progress' or '--at'")
    case (.some(let progress), nil):
      for option in ["from", "to", "velocity", "engine", "completion-rule"]
      where arguments.string(option) != nil {
        throw CommandLineError.conflictingOptions("--progress", "--\(option)")
      }
      if completion { throw CommandLineError.conflictingOptions("--progress", "--completion") }
      if KeyframeSpec.recognises(source) {
        throw CommandLineError.unsupported(
          "'--progress' needs a timing curve spec; '\(source)' is a keyframe track (use '--at')")
      }
      let spec = try AnimationSpec.parse(source)
      (self.spec, label) = (spec, source)
      do {
        mode = .progress(progress, curve: try ProgressCurve(spec.animation))
      } catch {
        throw CommandLineError.unsupported(
          "'--progress' needs a timing curve spec; '\(source)' \(error.description) (use '--at' for times)"
        )
      }
    case (nil, .some(let times)) where KeyframeSpec.recognises(source):
      // The one animation path: the track's absolute values are the offsets of a change of 1
      // from 0 (see AnimationSpec.parse(_:keyframesFrom:)).
      if arguments.string("completion-rule") != nil {
        throw CommandLineError.unsupported(
          "'--completion-rule' applies to springs; a keyframe track completes at its end")
      }
      let spec = try Self.keyframeSpec(source, arguments, from: from, to: to)
      (self.spec, label) = (spec, spec.label)
      let animation = platform.rendering(spec.animation)
      mode =
        completion
        ? .completion(animation, from: 0, to: 1, velocity: 0, engine: engine)
        : .times(times, animation, from: 0, to: 1, velocity: 0, engine: engine)
    case (nil, .some(let times)):
      guard (to - from).isFinite else {
        throw CommandLineError.invalidValue(
          option: "--to", value: arguments.string("to") ?? "", reason: "to − from overflows")
      }
      let spec = try AnimationSpec.parse(source).completionRule(rule)
      (self.spec, label) = (spec, source)
      if velocity != 0 {
        guard case .spring = spec.animation.innermost.kind else {
          throw CommandLineError.unsupported(
            "'--velocity' applies only to spring specs, not '\(source)'")
        }
      }
      let animation = platform.rendering(spec.animation)
      mode =
        completion
        ? .completion(animation, from: from, to: to, velocity: velocity, engine: engine)
        : .times(times, animation, from: from, to: to, velocity: velocity, engine: engine)
    }
  }

  /// `--at` streams through ``AnimationCSV`` (the path `plot --format csv` takes); `--progress`
  /// evaluates a curve and is written whole.
  func run(context: CommandContext, output: StandardOutput) throws {
    guard case .times(let times, let animation, let from, let to, let velocity, let engine) = mode,
      format == .csv
    else {
      return try output.write(try run(context: context))
    }
    let csv = AnimationCSV(
      series: [(label, animation)], grid: .explicit(times), from: from, to: to,
      initialVelocity: velocity, includesVelocity: true,
      failurePrefix: "cannot write the table", engine: engine)
    try destination.stream(to: output, csv.write(to:))
  }

  func run(context: CommandContext) throws -> String {
    switch mode {
    case .progress(let inputs, let curve):
      let samples = inputs.map { (value: curve.value(at: $0), velocity: curve.velocity(at: $0)) }
      return try destination.emit(try table(xHeader: "progress", times: inputs, samples: samples))
    case .physics(let physics, let times, let from, let to, let velocity):
      let samples = times.map { physics.sample(from: from, to: to, velocity: velocity, time: $0) }
      return try destination.emit(try table(xHeader: "time", times: times, samples: samples))
    case .lottie(let track, let times):
      // One column a dimension, named 'PATH[d]' (one dimension: 'value', as every eval).
      let values = times.map(track.value(at:))
      let dimensions = track.property.dimensions
      return try destination.emit(
        try table(xHeader: "time") { () throws(PlotError) in
          try (0..<dimensions).map { d throws(PlotError) in
            try Series(
              label: dimensions == 1 ? label : "\(label)[\(d)]", times: times,
              values: values.map { $0[d] }, velocities: nil)
          }
        })
    case .completion(let animation, let from, let to, let velocity, let engine):
      let times = animation.sampler(
        change: to - from, initialVelocity: velocity, engine: engine
      ).completionTimes
      var row = "logicallyComplete,removed\n"
      do {
        row += try RoundTripFormat.string(for: times.logicallyComplete) + ","
        row += try RoundTripFormat.string(for: times.removed) + "\n"
      } catch {
        throw CommandLineError.unsupported(
          "cannot write the completion times: \(error.description)")
      }
      return try destination.emit(row)
    case .times(let times, let animation, let from, let to, let velocity, let engine):
      let sampler = SpecSampler(
        animation: animation, from: from, to: to, initialVelocity: velocity, engine: engine)
      let samples = times.map(sampler.sample(at:))
      return try destination.emit(try table(xHeader: "time", times: times, samples: samples))
    }
  }

  /// A CSV table with the spec as its single series, `samples` at `times`: header
  /// `<x>,value,velocity`, numbers that round-trip.
  private func table(
    xHeader: String, times: [Double], samples: [(value: Double, velocity: Double)]
  ) throws(CommandLineError) -> String {
    try table(xHeader: xHeader) { () throws(PlotError) in
      let (values, velocities) = (samples.map(\.value), samples.map(\.velocity))
      return [try Series(label: label, times: times, values: values, velocities: velocities)]
    }
  }

  /// The series as CSV (numbers that round-trip) or as the JSON of `plot --format json`.
  private func table(xHeader: String, _ series: () throws(PlotError) -> [Series])
    throws(CommandLineError) -> String
  {
    do {
      let series = try series()
      switch format {
      case .csv:
        return try CSVWriter(xHeader: xHeader).string(for: Chart(series: series))
      case .json:
        return JSONChart().render(
          Chart(title: label, xLabel: xHeader == "time" ? "time (s)" : xHeader, series: series))
      }
    } catch {
      throw .unsupported("cannot write the table: \(error.description)")
    }
  }

  /// A keyframe spec for `--at`, refusing the options that do not apply: a timeline defines
  /// its own path (no `--to`, unless it ends at its animation's target, as Compose's
  /// `keyframes` without a final keyframe do) and its own velocities (no `--velocity`).
  private static func keyframeSpec(
    _ source: String, _ arguments: ParsedArguments, from: Double, to: Double
  ) throws -> AnimationSpec {
    // One parse: the track, and whether it reads the target.
    let parsed = try AnimationSpec.parseTrack(source, keyframesFrom: from, to: to)
    if arguments.string("to") != nil && !parsed.endsAtTarget {
      throw CommandLineError.unsupported(
        "'--to' does not apply to a keyframe track: its keyframes define the whole path from '--from'"
      )
    }
    if arguments.string("velocity") != nil {
      throw CommandLineError.unsupported(
        "'--velocity' does not apply to a keyframe track: its keyframes define their velocities")
    }
    return parsed.spec
  }
}

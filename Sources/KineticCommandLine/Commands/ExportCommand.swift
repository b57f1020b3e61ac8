import Kinetic
import KineticInterchange

/// `kinetic export SPEC --to TARGET`: the animation as paste-ready code for another ecosystem.
struct ExportCommand: Subcommand {
  static let name = "export"
  static let abstract =
    "Write an animation spec as paste-ready code for SwiftUI, CSS, Compose, Flutter, …"
  static let discussion = """
    Exact where the target can express the motion (a Bezier curve with its duration, delay and
    repetition; a spring's physics). Otherwise the motion becomes the piecewise-linear easing
    with the fewest stops that stays within --tolerance of it over its whole duration (a
    shortest path over the chords that fit, on a grid that resolves the motion; see
    CSSLinearApproximation), written in the target's own form (CSS linear(), SwiftUI
    KeyframeTrack, Compose keyframes, a Flutter Curve, framer times, CAKeyframeAnimation), and
    the first line is a comment stating the measured maximum error (a fraction of the change)
    and the number of stops or keyframes. css-linear always writes linear(), and also says how
    many evenly spaced stops fixed-rate sampling would need for the same error. A keyframe
    track (KeyframeTrack, Compose keyframes, ...; see 'kinetic list') is exported from 0, its
    values as fractions of the change, over --duration (a track holds its last value).
    A repetition that css, waapi and core-animation cannot say exactly is written as one
    approximated pass (or a pass and its mirrored return) under the target's own repeat
    (infinite, Infinity, .infinity); other targets get that pass's stops repeated, and a
    request that would need more than 20000 stops is refused at once, before any search.

    EXAMPLES:
      kinetic export 'spring(duration: 0.5, bounce: 0.3)' --to css-linear
      kinetic export 'easeInOut(duration: 0.3).delay(0.1)' --to compose
      kinetic export 'bouncy.repeatForever()' --to css
      kinetic export 'bouncy.repeatForever()' --to flutter --duration 2
      kinetic export --list
    """
  static let arguments: [ArgumentDefinition] =
    [
      .positional("spec", help: "An animation spec (see 'kinetic list').", optional: true),
      .option("to", of: ExportTarget.self, help: "The ecosystem to write code for.").required(),
      .option(
        "tolerance", valueName: "e",
        help:
          "Largest error of an approximation, as a fraction of the change, in 1e-7...1; with "
          + "--lottie in the property's own units (pixels for a position: 0.5 is half a pixel), "
          + "since a Lottie track plays its values as a change of 1.",
        default: "0.001"),
      .option(
        "duration", valueName: "s",
        help: "Seconds to approximate over (needed when the animation never ends).",
        default: "the animation's duration"),
      .flag("list", help: "List the targets."),
      SpecInput.pickDefinition,
    ] + LottieInput.definitions
    + [
      .option(
        "dimension", valueName: "d",
        help: "With --lottie: which dimension of the property to export (0 is x).", default: "0")
    ] + OutputOptions.fileDefinitions

  let exporter: (motion: Motion, tolerance: Double, duration: Double?)?
  let target: ExportTarget?
  let destination: OutputDestination
  let notes: [String]

  init(_ arguments: ParsedArguments, context: CommandContext) throws {
    destination = try OutputOptions.destination(arguments)
    if arguments.flag("list") {
      guard arguments.positional("spec") == nil, arguments.string("to") == nil else {
        throw CommandLineError.conflictingOptions(
          "--list", arguments.string("to") != nil ? "--to" : "<spec>")
      }
      (exporter, target, notes) = (nil, nil, [])
      return
    }
    let lottie = try LottieInput.track(arguments)
    if lottie != nil, arguments.positional("spec") != nil {
      throw CommandLineError.conflictingOptions("<spec>", "--lottie")
    }
    let source = arguments.positional("spec") ?? ""
    guard lottie != nil || arguments.positional("spec") != nil else {
      throw CommandLineError.missingArgument("<spec>")
    }
    let target: ExportTarget = try arguments.choice("to")
    let tolerance = try arguments.double("tolerance", .positive) ?? 0.001
    guard tolerance >= 1e-7, tolerance <= 1 else {
      throw CommandLineError.invalidValue(
        option: "--tolerance", value: arguments.string("tolerance") ?? "",
        reason: "must be in 1e-7...1")
    }
    let duration = try arguments.double("duration", .positive)
    if let duration, !(duration <= 1e6) {
      throw CommandLineError.invalidValue(
        option: "--duration", value: arguments.string("duration") ?? "",
        reason: "must be at most 1000000")
    }
    var notes: [String] = []
    let motion: Motion
    if let lottie {
      let dimension = try arguments.integer("dimension", in: 0...1_000) ?? 0
      do {
        motion = try Motion(lottie: lottie, dimension: dimension)
      } catch {
        throw CommandLineError.invalidValue(
          option: "--property", value: lottie.path, reason: error.description)
      }
    } else {
      motion = try Motion(parsing: try SpecInput.spec(source, arguments, notes: &notes))
    }
    self.notes = notes
    self.target = target
    exporter = (motion, tolerance, duration)
  }

  func run(context: CommandContext) throws -> String {
    guard let exporter, let target else {
      let width = (ExportTarget.allCases.map(\.rawValue.count).max() ?? 0) + 2
      return try destination.emit(
        ExportTarget.allCases.map { $0.rawValue.padding(width) + $0.summary }.joined(
          separator: "\n")
          + "\n")
    }
    let code = try exporter.motion.exported(
      to: target, tolerance: exporter.tolerance, duration: exporter.duration)
    return try destination.emit(code.text)
  }
}

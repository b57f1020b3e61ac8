import Kinetic

/// `kinetic spring SPEC`: every equivalent parameterisation of a spring spec.
struct SpringCommand: Subcommand {
  static let name = "spring"
  static let abstract =
    "Show every equivalent parameterisation of a spring spec, as a table or JSON."
  static let discussion = """
    Keys: mass, stiffness, damping, response, dampingRatio, duration, bounce, settlingDuration,
    exactSettlingDuration, overshoot, peakTime, and the other ecosystems' parameters.

    EXAMPLES:
      kinetic spring 'spring(duration: 0.5, bounce: 0.3)'
      kinetic spring 'interpolatingSpring(mass: 1, stiffness: 100, damping: 10)' --format json
    """
  static let arguments: [ArgumentDefinition] =
    [
      .positional(
        "spec", help: "A spring spec, e.g. 'spring(response: 0.5, dampingFraction: 0.8)'.")
    ]
    + OutputOptions.definitions(format: SpringFormat.self, default: .table)

  enum SpringFormat: String, ExpressibleByArgument {
    case table, json
  }

  let spec: AnimationSpec
  let spring: Kinetic.Spring
  let format: SpringFormat
  let destination: OutputDestination

  init(_ arguments: ParsedArguments, context: CommandContext) throws {
    format = try arguments.choice("format", default: .table)
    destination = try OutputOptions.destination(arguments)
    spec = try AnimationSpec.parse(arguments.positional("spec") ?? "")
    guard let spring = spec.spring, spec.modifierNames.isEmpty else {
      throw CommandLineError.unsupported(
        "'\(spec.source)' is not a spring spec without modifiers; see 'kinetic list'")
    }
    self.spring = spring
  }

  func run(context: CommandContext) throws -> String {
    try destination.emit(try SpringReportBridge.render(spring, format: format))
  }
}

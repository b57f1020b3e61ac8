/// `kinetic demo NAME`: run one of the article demos headless.
struct DemoCommand: Subcommand {
  static let name = "demo"
  static let abstract =
    "Run an article demo headless: ASCII frames, CSV of animated values, or SVG."
  static let discussion = "Demos: " + DemoCatalog.demos.map(\.name).joined(separator: ", ") + "."
  static let arguments: [ArgumentDefinition] =
    [
      .positional("name", help: "The demo to run (see '--list').", optional: true),
      .flag("list", help: "Describe the demos."),
      .option("fps", valueName: "f", help: "Frames per second (> 0).", default: "60"),
      .option("frames", valueName: "n", help: "Number of frames, in 1...1000000."),
      .option("format", of: DemoFormat.self, help: "Output format.", default: .ascii),
      .flag("play", help: "Animate in the terminal in real time."),
    ] + OutputOptions.fileDefinitions

  enum DemoFormat: String, ExpressibleByArgument {
    case ascii, csv, svg
    case svgAnimated = "svg-animated"
  }

  let demo: String?
  let destination: OutputDestination

  init(_ arguments: ParsedArguments, context: CommandContext) throws {
    _ = try arguments.double("fps", .atMost(1_000_000, positive: true))
    _ = try arguments.integer("frames", in: 1...1_000_000)
    _ = try arguments.choice("format", default: DemoFormat.ascii)
    destination = try OutputOptions.destination(arguments)
    if arguments.flag("list") {
      demo = nil
      return
    }
    guard let name = arguments.positional("name") else {
      throw CommandLineError.missingArgument("argument <name>")
    }
    guard DemoCatalog.demos.contains(where: { $0.name == name }) else {
      throw CommandLineError.invalidValue(
        option: "<name>", value: name,
        reason: "expected one of: " + DemoCatalog.demos.map(\.name).joined(separator: ", "))
    }
    demo = name
  }

  func run(context: CommandContext) throws -> String {
    guard let demo else {
      return try destination.emit(DemoCatalog.names.joined(separator: "\n") + "\n")
    }
    return try destination.emit(try DemoCatalog.run(name: demo, arguments: [], context: context))
  }
}

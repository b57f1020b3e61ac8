/// The output options shared by the commands that print data: `--format` and `-o FILE`.
enum OutputOptions {
  static func definitions<F: ExpressibleByArgument>(format: F.Type, default value: F)
    -> [ArgumentDefinition]
  {
    [.option("format", of: F.self, help: "Output format.", default: value)] + fileDefinitions
  }

  /// `-o FILE` alone, for commands with a single format.
  static let fileDefinitions: [ArgumentDefinition] = [
    .option(
      "output", short: "o", valueName: "file",
      help: "Write to <file> (atomically: a failed run leaves no file) instead of standard output.",
      default: "standard output")
  ]

  static func destination(_ arguments: ParsedArguments) throws(CommandLineError)
    -> OutputDestination
  {
    if let path = arguments.string("output"), path.isEmpty {
      throw .invalidValue(option: "--output", value: path, reason: "expected a file path")
    }
    return OutputDestination(path: arguments.string("output"))
  }
}

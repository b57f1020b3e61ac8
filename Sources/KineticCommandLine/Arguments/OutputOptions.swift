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

  /// The options whose value is a file the command reads, which `-o` must not name.
  static let inputFileOptions = [LottieInput.fileOption]

  /// Where `-o` sends the output: refused (a usage error) when it is empty or names a file the
  /// command reads, which the output would replace.
  static func destination(_ arguments: ParsedArguments) throws(CommandLineError)
    -> OutputDestination
  {
    guard let path = arguments.string("output") else { return OutputDestination(path: nil) }
    if path.isEmpty {
      throw .invalidValue(option: "--output", value: path, reason: "expected a file path")
    }
    for option in inputFileOptions {
      if let input = arguments.string(option), OutputFile.isSameFile(path, as: input) {
        throw .invalidValue(
          option: "--output", value: path,
          reason: "names the file --\(option) reads, which the output would replace")
      }
    }
    return OutputDestination(path: path)
  }
}

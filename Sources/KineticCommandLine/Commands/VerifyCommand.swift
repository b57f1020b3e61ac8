/// `kinetic verify`: the accuracy of every solver against the GSL references.
struct VerifyCommand: Subcommand {
  static let name = "verify"
  static let abstract =
    "Check every solver against the GSL references; print the errors as a table or JSON."
  static let arguments: [ArgumentDefinition] = OutputOptions.definitions(
    format: VerifyFormat.self, default: .table)

  enum VerifyFormat: String, ExpressibleByArgument {
    case table, json
  }

  let format: VerifyFormat
  let destination: OutputDestination

  init(_ arguments: ParsedArguments, context: CommandContext) throws {
    format = try arguments.choice("format")
    destination = try OutputOptions.destination(arguments)
  }

  func run(context: CommandContext) throws -> String {
    let (text, failures) = try Verification.report(format: format)
    let output = try destination.emit(text)
    if failures > 0 { throw CommandLineError.checksFailed(output: output, count: failures) }
    return output
  }
}

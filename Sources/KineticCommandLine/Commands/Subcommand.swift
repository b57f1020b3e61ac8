/// A `kinetic` subcommand: its name, help, declared arguments, and a run function that turns
/// parsed arguments into output text.
///
/// Validation happens in ``init(_:context:)`` (as swift-argument-parser's `validate()`), so a
/// usage error is raised before any output is produced.
protocol Subcommand {
  /// The word after `kinetic`.
  static var name: String { get }
  /// One line for `kinetic --help` and the OVERVIEW of the command's help.
  static var abstract: String { get }
  /// Extra paragraphs for the command's help (examples, rules).
  static var discussion: String { get }
  /// The arguments, in the order help lists them.
  static var arguments: [ArgumentDefinition] { get }

  /// The arguments `words` are parsed against. The default is ``arguments``; a command whose
  /// options depend on a positional (`kinetic demo NAME --replicates 20`) adds them here.
  static func arguments(for words: ArraySlice<String>) -> [ArgumentDefinition]

  /// The help printed for `words` containing `--help`. The default is ``help``.
  static func help(for words: ArraySlice<String>) -> String

  /// The command as usage errors name it (`see '<name> --help'`). The default is
  /// `kinetic <name>`; `demo` names the demo too, since its help lists that demo's options.
  static func commandName(for words: ArraySlice<String>) -> String

  /// Reads and validates the parsed arguments.
  init(_ arguments: ParsedArguments, context: CommandContext) throws

  /// Runs the command, returning what goes to standard output (empty when written to a file).
  func run(context: CommandContext) throws -> String

  /// Lines for standard error after a successful run (which of several animations a snippet
  /// was read as). The default is none.
  var notes: [String] { get }

  /// Runs the command, writing to `output` as results are produced. The default writes what
  /// ``run(context:)`` returns; commands with large outputs stream instead.
  func run(context: CommandContext, output: StandardOutput) throws
}

extension Subcommand {
  static var discussion: String { "" }

  static func arguments(for words: ArraySlice<String>) -> [ArgumentDefinition] { arguments }

  static func help(for words: ArraySlice<String>) -> String { help }

  static func commandName(for words: ArraySlice<String>) -> String { "kinetic \(name)" }

  var notes: [String] { [] }

  func run(context: CommandContext, output: StandardOutput) throws {
    try output.write(try run(context: context))
  }

  /// The command's help text.
  static var help: String {
    HelpFormatter.help(
      command: "kinetic \(name)", abstract: abstract, discussion: discussion,
      arguments: arguments + [HelpFormatter.helpFlag])
  }
}

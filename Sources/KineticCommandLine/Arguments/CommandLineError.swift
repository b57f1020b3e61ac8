import KineticDemos
import KineticInterchange

/// Everything that can stop a `kinetic` run, each with the message printed after `error:` and
/// the exit status the command line contract assigns to it.
///
/// Usage errors (bad arguments, bad specs, bad numbers) exit with status 2; input/output failures
/// exit with status 1 and name the path; a feature whose backend is missing exits with 1.
public enum CommandLineError: Error, CustomStringConvertible, Equatable {
  /// The first argument names no subcommand.
  case unknownSubcommand(String, available: [String])
  /// An option the command does not declare.
  case unknownOption(String, command: String)
  /// An option that takes a value came last, without one.
  case missingValue(option: String)
  /// An option given more than once (no option is repeatable).
  case repeatedOption(String)
  /// A value that failed validation: the option (or argument), the text given and why.
  case invalidValue(option: String, value: String, reason: String)
  /// A required positional argument or option is absent.
  case missingArgument(String)
  /// A positional argument the command has no place for.
  case unexpectedArgument(String)
  /// Two options that exclude each other were both given.
  case conflictingOptions(String, String)
  /// A frame rate over a span that asks for more samples than `limit`: `product` names the
  /// options that multiply into `count` as the user wrote them (`--fps 60 over --duration 1e9`),
  /// `remedy` what to change.
  case tooManySamples(product: String, count: Double, limit: Int, remedy: String)
  /// An animation spec failed to parse or bind.
  case spec(SpecError)
  /// A demo rejected its name, an option or a value (`kinetic demo`).
  case demo(DemoError)
  /// A request that is well formed but meaningless for the given input.
  case unsupported(String)
  /// A feature whose backend has not been built into this `kinetic`.
  case notAvailable(String)
  /// A command whose library was absent when this `kinetic` was built (GSL for `verify`); the
  /// message says what to install.
  case builtWithout(String)
  /// `kinetic verify` found `count` checks outside their tolerance; `output` is the report,
  /// still printed.
  case checksFailed(output: String, count: Int)
  /// Reading or writing `path` failed.
  case io(path: String, reason: String)
  /// Writing to standard output failed (a full disk).
  case standardOutput(reason: String)
  /// The reader of standard output went away (`kinetic plot … | head -1`): the run stops
  /// quietly, with no `error:` line, and the `kinetic` executable ends as other Unix tools do,
  /// by `SIGPIPE` (status 141 in a shell; ``exitStatus`` is that number).
  case brokenPipe

  /// The process exit status for this error: 2 for usage errors, 1 for failures of the run.
  public var exitStatus: Int32 {
    switch self {
    case .io, .standardOutput, .notAvailable, .builtWithout, .checksFailed: return 1
    case .brokenPipe: return Self.brokenPipeStatus
    default: return 2
    }
  }

  /// The status a shell reports for a process ended by `SIGPIPE`: 128 + 13.
  public static let brokenPipeStatus: Int32 = 141

  /// The text after `error: `. The first line is complete on its own; spec errors add two
  /// indented continuation lines (the spec and a caret under the offending column). Line breaks
  /// in echoed arguments are shown as spaces, so the error stays one line.
  public var description: String {
    if case .spec = self { return message }
    return SpecError.singleLine(message)
  }

  private var message: String {
    switch self {
    case .unknownSubcommand(let name, let available):
      return "unknown subcommand '\(name)'; expected one of: \(available.joined(separator: ", "))"
    case .unknownOption(let option, let command):
      return "unknown option '\(option)' for '\(command)'; see '\(command) --help'"
    case .missingValue(let option):
      return "missing value for option '\(option)'"
    case .repeatedOption(let option):
      return "option '\(option)' is given more than once; give it once"
    case .invalidValue(let option, let value, let reason):
      return "invalid value '\(value)' for '\(option)': \(reason)"
    case .missingArgument(let name):
      return "missing \(name)"
    case .unexpectedArgument(let value):
      return "unexpected argument '\(value)'"
    case .conflictingOptions(let a, let b):
      return "options '\(a)' and '\(b)' cannot be used together"
    case .tooManySamples(let product, let count, let limit, let remedy):
      return
        "\(product) is \(OptionConstraint.text(count)) samples; at most \(limit) (\(remedy))"
    case .spec(let error):
      return error.description + "\n" + error.caretDiagram
    case .demo(let error):
      return error.description
    case .unsupported(let message):
      return message
    case .notAvailable(let feature):
      return "\(feature) is not available yet in this build of kinetic"
    case .builtWithout(let message):
      return message
    case .checksFailed(_, let count):
      return "\(count) accuracy check\(count == 1 ? "" : "s") exceeded the tolerance"
    case .io(let path, let reason):
      return "cannot write '\(path)': \(reason)"
    case .standardOutput(let reason):
      return "cannot write to standard output: \(reason)"
    case .brokenPipe:
      return "standard output was closed by its reader"
    }
  }
}

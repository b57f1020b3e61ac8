@preconcurrency import CKineticPOSIX
import Kinetic
import KineticInterchange

/// The `kinetic` root command: dispatches to the subcommands, prints help and the version, and
/// turns every error into one `error:` line and an exit status.
///
/// Exit statuses: 0 success; 1 an input/output failure (naming the path) or a missing backend;
/// 2 a usage error (unknown subcommand or option, bad value, malformed spec), in which case
/// nothing is written to standard output and no output file is created. (The one exception: a
/// CSV stream of more than 8 MiB to standard output that meets a non-finite sample after it
/// has begun ends at a record boundary before the error; see `OutputDestination.stream`.)
public enum KineticCommand {
  /// The outcome of one run, captured rather than printed, so tests and fuzzers can drive the
  /// command line in-process.
  public struct Result: Sendable, Equatable {
    /// The exit status.
    public var status: Int32
    /// Everything meant for standard output.
    public var standardOutput: String
    /// Everything meant for standard error.
    public var standardError: String
  }

  static var subcommands: [any Subcommand.Type] {
    [
      EvalCommand.self, PlotCommand.self, RetargetCommand.self, SpringCommand.self,
      DemoCommand.self, ExportCommand.self,
      VerifyCommand.self, ListCommand.self, StudioCommand.self,
    ]
  }

  /// Runs the command line `arguments` (without the program name), writes the output and
  /// returns the exit status. Output is streamed to standard output as it is produced.
  public static func main(arguments: [String]) -> Int32 {
    // A closed pipe must be an I/O error, not a signal.
    kinetic_set_sigpipe_ignored(1)
    let result = execute(
      arguments, context: .current(), output: .writing(to: STDOUT_FILENO))
    if !result.standardError.isEmpty { _ = write(result.standardError, to: stderr) }
    if result.status == CommandLineError.brokenPipeStatus {
      // The reader has gone: end as `cat` or `seq` would, by the signal itself, now that
      // everything (an output file included) is settled.
      kinetic_set_sigpipe_ignored(0)
      raise(SIGPIPE)
    }
    return result.status
  }

  private static func write(_ text: String, to stream: UnsafeMutablePointer<FILE>?) -> Bool {
    var text = text
    let written = text.withUTF8 { bytes in
      bytes.isEmpty ? 0 : fwrite(bytes.baseAddress, 1, bytes.count, stream)
    }
    return fflush(stream) == 0 && written == text.utf8.count
  }

  /// Runs `arguments` in `context` and captures the output and status.
  public static func run(arguments: [String], context: CommandContext) -> Result {
    let output = StandardOutput.capturing()
    var result = execute(arguments, context: context, output: output)
    result.standardOutput = String(decoding: output.captured, as: UTF8.self)
    return result
  }

  /// Runs `arguments`, writing standard output to `output`; the result carries the status and
  /// standard error.
  private static func execute(
    _ arguments: [String], context: CommandContext, output: StandardOutput
  ) -> Result {
    do {
      try dispatch(arguments, context: context, output: output)
      return Result(
        status: 0, standardOutput: "",
        standardError: output.notes.map { "note: \(SpecError.singleLine($0))\n" }.joined())
    } catch CommandLineError.checksFailed(let report, let count) {
      // The report is the point of `verify`: it is printed even when checks fail.
      let error = CommandLineError.checksFailed(output: "", count: count)
      do throws(CommandLineError) { try output.write(report) } catch { return failure(error) }
      return Result(
        status: error.exitStatus, standardOutput: "", standardError: "error: \(error)\n")
    } catch let error as CommandLineError {
      return failure(error)
    } catch let error as SpecError {
      return failure(.spec(error))
    } catch let error as ExportError {
      return failure(.unsupported(error.message))
    } catch {
      return Result(status: 1, standardOutput: "", standardError: "error: \(error)\n")
    }
  }

  private static func failure(_ error: CommandLineError) -> Result {
    if error == .brokenPipe {
      return Result(status: error.exitStatus, standardOutput: "", standardError: "")
    }
    return Result(
      status: error.exitStatus, standardOutput: "", standardError: "error: \(error.description)\n")
  }

  private static func dispatch(
    _ arguments: [String], context: CommandContext, output: StandardOutput
  ) throws {
    guard let first = arguments.first else { return try output.write(help) }
    switch first {
    case "--help", "-h":
      // `kinetic --help plot` is `kinetic help plot`; anything more is a mistake to report.
      guard arguments.count > 1 else { return try output.write(help) }
      if let extra = arguments.dropFirst(2).first {
        throw CommandLineError.unexpectedArgument(extra)
      }
      try output.write(try subcommand(named: arguments[1]).help)
    case "--version":
      if let extra = arguments.dropFirst().first {
        throw CommandLineError.unexpectedArgument(extra)
      }
      try output.write("kinetic \(KineticVersion.string)\n")
    // Hidden: what Scripts/install.sh installs, generated from the declarations.
    case "--generate-completion-script":
      let name = arguments.count > 1 ? arguments[1] : ""
      guard let shell = CompletionScript.Shell(rawValue: name), arguments.count == 2 else {
        throw CommandLineError.invalidValue(
          option: "--generate-completion-script", value: name,
          reason: "expected one of: bash, zsh, fish")
      }
      try output.write(CompletionScript.script(for: shell))
    case "--generate-manpage":
      if let extra = arguments.dropFirst().first {
        throw CommandLineError.unexpectedArgument(extra)
      }
      try output.write(ManPage.text)
    case "help":
      guard arguments.count > 1 else { return try output.write(help) }
      if let extra = arguments.dropFirst(2).first {
        throw CommandLineError.unexpectedArgument(extra)
      }
      try output.write(try subcommand(named: arguments[1]).help)
    default:
      if first.hasPrefix("-") { throw CommandLineError.unknownOption(first, command: "kinetic") }
      let command = try subcommand(named: first)
      try run(command, arguments: arguments.dropFirst(), context: context, output: output)
    }
  }

  private static func subcommand(named name: String) throws(CommandLineError) -> any Subcommand.Type
  {
    guard let command = subcommands.first(where: { $0.name == name }) else {
      throw .unknownSubcommand(name, available: subcommands.map { $0.name })
    }
    return command
  }

  private static func run<C: Subcommand>(
    _ command: C.Type, arguments: ArraySlice<String>, context: CommandContext,
    output: StandardOutput
  ) throws {
    switch try ArgumentParser.parse(
      arguments, definitions: C.arguments(for: arguments),
      commandName: C.commandName(for: arguments))
    {
    case .help:
      try output.write(C.help(for: arguments))
    case .arguments(let parsed):
      let command = try C(parsed, context: context)
      try command.run(context: context, output: output)
      output.notes += command.notes
    }
  }

  /// `kinetic --help`.
  static var help: String {
    var lines = [
      "OVERVIEW: Evaluate, plot and run animations with SwiftUI's semantics.",
      "",
      "USAGE: kinetic <subcommand> [options]",
      "",
      "OPTIONS:",
      "  --version               Show the version.",
      "  -h, --help              Show help information.",
      "",
      "SUBCOMMANDS:",
    ]
    lines += subcommands.map { "  " + $0.name.padding(22) + $0.abstract }
    lines += [
      "", "  See 'kinetic help <subcommand>' or 'kinetic <subcommand> --help' for details.",
    ]
    return lines.joined(separator: "\n") + "\n"
  }
}

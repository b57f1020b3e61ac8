import Kinetic

#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Musl)
  @preconcurrency import Musl
#elseif canImport(Darwin)
  @preconcurrency import Darwin
#endif

/// The `kinetic` root command: dispatches to the subcommands, prints help and the version, and
/// turns every error into one `error:` line and an exit status.
///
/// Exit statuses: 0 success; 1 an input/output failure (naming the path) or a missing backend;
/// 2 a usage error (unknown subcommand or option, bad value, malformed spec), in which case
/// nothing is written to standard output and no output file is created.
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
      DemoCommand.self,
      VerifyCommand.self, ListCommand.self,
    ]
  }

  /// Runs the command line `arguments` (without the program name), writes the output and
  /// returns the exit status.
  public static func main(arguments: [String]) -> Int32 {
    // A closed pipe must be an I/O error, not a signal.
    signal(SIGPIPE, SIG_IGN)
    let result = run(arguments: arguments, context: .current())
    var status = result.status
    if !result.standardOutput.isEmpty && !write(result.standardOutput, to: stdout) {
      status = 1
      _ = write(
        "error: cannot write to standard output: \(String(cString: strerror(errno)))\n", to: stderr)
    }
    if !result.standardError.isEmpty { _ = write(result.standardError, to: stderr) }
    return status
  }

  private static func write(_ text: String, to stream: UnsafeMutablePointer<FILE>?) -> Bool {
    var text = text
    // withUTF8 writes from the string's own storage: no copy of a large output.
    let written = text.withUTF8 { bytes in
      bytes.isEmpty ? 0 : fwrite(bytes.baseAddress, 1, bytes.count, stream)
    }
    return fflush(stream) == 0 && written == text.utf8.count
  }

  /// Runs `arguments` in `context` and captures the output and status.
  public static func run(arguments: [String], context: CommandContext) -> Result {
    do {
      return Result(
        status: 0, standardOutput: try dispatch(arguments, context: context), standardError: "")
    } catch CommandLineError.checksFailed(let output, let count) {
      // The report is the point of `verify`: it is printed even when checks fail.
      let error = CommandLineError.checksFailed(output: "", count: count)
      return Result(
        status: error.exitStatus, standardOutput: output, standardError: "error: \(error)\n")
    } catch let error as CommandLineError {
      return failure(error)
    } catch let error as SpecError {
      return failure(.spec(error))
    } catch {
      return Result(status: 1, standardOutput: "", standardError: "error: \(error)\n")
    }
  }

  private static func failure(_ error: CommandLineError) -> Result {
    Result(
      status: error.exitStatus, standardOutput: "", standardError: "error: \(error.description)\n")
  }

  private static func dispatch(_ arguments: [String], context: CommandContext) throws -> String {
    guard let first = arguments.first else { return help }
    switch first {
    case "--help", "-h":
      return help
    case "--version":
      return "kinetic \(KineticVersion.string)\n"
    case "help":
      guard arguments.count > 1 else { return help }
      return try subcommand(named: arguments[1]).help
    default:
      if first.hasPrefix("-") { throw CommandLineError.unknownOption(first, command: "kinetic") }
      let command = try subcommand(named: first)
      return try run(command, arguments: arguments.dropFirst(), context: context)
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
    _ command: C.Type, arguments: ArraySlice<String>, context: CommandContext
  )
    throws -> String
  {
    switch try ArgumentParser.parse(
      arguments, definitions: C.arguments, commandName: "kinetic \(C.name)")
    {
    case .help:
      return C.help
    case .arguments(let parsed):
      return try C(parsed, context: context).run(context: context)
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

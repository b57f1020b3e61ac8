import Kinetic

#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Darwin)
  @preconcurrency import Darwin
#endif

/// The `kinetic` root command. Provisional: the CLI issue replaces this with the full parser.
public enum KineticCommand {
  /// Runs the command line `arguments` (without the program name) and returns the exit status.
  public static func main(arguments: [String]) -> Int32 {
    guard let first = arguments.first else {
      print(usage)
      return 0
    }
    switch first {
    case "--help", "-h", "help":
      print(usage)
      return 0
    case "--version":
      print("kinetic \(KineticVersion.string)")
      return 0
    default:
      fputs("error: unknown subcommand '\(first)'; see 'kinetic --help'\n", stderr)
      return 2
    }
  }

  static let usage = """
    OVERVIEW: Evaluate, plot and run animations with SwiftUI's semantics.

    USAGE: kinetic <subcommand> [options]

    SUBCOMMANDS:
      eval, plot, retarget, spring, demo, verify, list
    """
}

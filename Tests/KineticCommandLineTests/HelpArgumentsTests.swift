import Testing

@testable import KineticCommandLine

/// Extra words after `kinetic --help`, `kinetic help SUBCOMMAND` or `--generate-manpage` are
/// usage errors, not silently ignored (issue 36); `kinetic --help plot` is `kinetic help plot`.
@Suite("help takes no extra arguments")
struct HelpArgumentsTests {
  @Test(arguments: [
    ["--help", "plot", "extra"], ["-h", "eval", "--at"], ["help", "plot", "extra"],
    ["help", "eval", "0"], ["--generate-manpage", "extra"], ["--help", "nosuchcommand"],
  ])
  func extraArgumentsAreUsageErrors(arguments: [String]) {
    CommandLineHarness.expectUsageError(arguments, mentions: [arguments.last!])
  }

  @Test func helpWithASubcommandShowsItsHelp() {
    let direct = CommandLineHarness.run(["help", "plot"])
    #expect(direct.status == 0)
    #expect(CommandLineHarness.run(["--help", "plot"]).standardOutput == direct.standardOutput)
    #expect(CommandLineHarness.run(["--help"]).status == 0)
  }
}

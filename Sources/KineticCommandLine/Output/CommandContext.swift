@preconcurrency import CKineticPOSIX

/// What a command may know about where it runs: the environment and the terminal on standard
/// output. Tests pass their own, so no command reads process globals.
public struct CommandContext: Sendable {
  /// Environment variables (`COLUMNS`, `LINES`, `NO_COLOR`, `TERM`).
  public var environment: [String: String]
  /// Whether standard output is a terminal (colour is used only then).
  public var standardOutputIsTerminal: Bool
  /// The terminal width in columns from the terminal itself, if standard output is one.
  public var terminalColumns: Int?
  /// The terminal height in lines from the terminal itself, if standard output is one.
  public var terminalRows: Int?

  /// A context with the given facts.
  public init(
    environment: [String: String] = [:], standardOutputIsTerminal: Bool = false,
    terminalColumns: Int? = nil, terminalRows: Int? = nil
  ) {
    self.environment = environment
    self.standardOutputIsTerminal = standardOutputIsTerminal
    self.terminalColumns = terminalColumns
    self.terminalRows = terminalRows
  }

  /// The context of this process: its environment and its standard output.
  public static func current() -> CommandContext {
    var environment: [String: String] = [:]
    var entry = kinetic_environment()
    while let pointer = entry?.pointee {
      let text = String(cString: pointer)
      if let equals = text.firstIndex(of: "=") {
        environment[String(text[..<equals])] = String(text[text.index(after: equals)...])
      }
      entry = entry?.advanced(by: 1)
    }
    let isTerminal = isatty(STDOUT_FILENO) == 1
    var columns: Int?
    var rows: Int?
    if isTerminal {
      var width: UInt16 = 0
      var height: UInt16 = 0
      if kinetic_terminal_size(STDOUT_FILENO, &width, &height) == 0 {
        if width > 0 { columns = Int(width) }
        if height > 0 { rows = Int(height) }
      }
    }
    return CommandContext(
      environment: environment, standardOutputIsTerminal: isTerminal, terminalColumns: columns,
      terminalRows: rows)
  }

  /// The chart width: `COLUMNS` if it is a sensible number, else the terminal's, else 80.
  var preferredWidth: Int {
    if let text = environment["COLUMNS"], let value = Int(text), (20...1000).contains(value) {
      return value
    }
    return terminalColumns ?? 80
  }

  /// The screen height in lines: `LINES` if it is a sensible number, else the terminal's, else
  /// 24.
  var preferredHeight: Int {
    if let text = environment["LINES"], let value = Int(text), (5...1000).contains(value) {
      return value
    }
    return terminalRows ?? 24
  }

  /// Colour only on a terminal, and never when `NO_COLOR` is set (https://no-color.org) or
  /// the terminal says it has none (`TERM=dumb`).
  var usesColor: Bool {
    standardOutputIsTerminal && environment["NO_COLOR", default: ""].isEmpty
      && environment["TERM"] != "dumb"
  }
}

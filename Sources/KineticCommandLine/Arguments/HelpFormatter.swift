/// Renders help in swift-argument-parser's layout: OVERVIEW, USAGE, ARGUMENTS, OPTIONS, with
/// defaults and the cases of enumerated options after each description.
enum HelpFormatter {
  /// The `-h, --help` entry every command lists last.
  static let helpFlag = ArgumentDefinition.flag("help", short: "h", help: "Show help information.")

  private static let column = 26

  static func help(
    command: String, abstract: String, discussion: String, arguments: [ArgumentDefinition]
  ) -> String {
    var lines = ["OVERVIEW: \(abstract)", ""]
    if !discussion.isEmpty { lines += [discussion, ""] }
    lines += ["USAGE: \(usage(command: command, arguments: arguments))", ""]
    let positionals = arguments.filter {
      if case .positional = $0.kind { return true } else { return false }
    }
    let options = arguments.filter {
      if case .positional = $0.kind { return false } else { return true }
    }
    if !positionals.isEmpty {
      lines.append("ARGUMENTS:")
      lines += positionals.map(entry)
      lines.append("")
    }
    lines.append("OPTIONS:")
    lines += options.map(entry)
    return lines.joined(separator: "\n") + "\n"
  }

  static func usage(command: String, arguments: [ArgumentDefinition]) -> String {
    var parts = [command]
    for argument in arguments where argument.name != "help" {
      switch argument.kind {
      case .positional(_, let optional):
        parts.append(optional ? "[\(argument.synopsis)]" : argument.synopsis)
      case .flag:
        let value = argument.takesOptionalNumber ? " [<\(argument.valueName)>]" : ""
        parts.append("[--\(argument.name)\(value)]")
      case .option:
        let spelled = argument.short.map { "-\($0)" } ?? "--\(argument.name)"
        let text = "\(spelled) <\(argument.valueName)>"
        parts.append(argument.isRequired ? text : "[\(text)]")
      }
    }
    return parts.joined(separator: " ")
  }

  /// One help line (or two, for a long synopsis): the synopsis, then help, values and default.
  static func entry(_ argument: ArgumentDefinition) -> String {
    var text = argument.help
    var notes: [String] = []
    if !argument.allowedValues.isEmpty {
      notes.append("values: " + argument.allowedValues.joined(separator: ", "))
    }
    if let value = argument.defaultValue { notes.append("default: \(value)") }
    if !notes.isEmpty { text += " (" + notes.joined(separator: "; ") + ")" }
    let synopsis = "  " + argument.synopsis
    if synopsis.count + 2 <= column {
      return synopsis + String(repeating: " ", count: column - synopsis.count) + text
    }
    return synopsis + "\n" + String(repeating: " ", count: column) + text
  }
}

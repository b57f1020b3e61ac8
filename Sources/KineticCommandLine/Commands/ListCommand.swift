import Kinetic
import KineticDemos
import KineticInterchange
import KineticPlot

/// `kinetic list`: every name the spec language and `demo` accept, from the library's table of
/// forms (``KineticInterchange/SpecFormTable``).
struct ListCommand: Subcommand {
  static let name = "list"
  static let abstract =
    "List the curves, CSS easing functions, springs, presets, modifiers and demos."
  static let discussion = """
    --format json prints one object: {"curves", "css", "springs", "easings", "ecosystems",
    "physics", "modifiers", "keyframes", "heads": [names], "demos": [{"name", "summary"}]},
    from the same table of forms as the text; "heads" are the first words of every form of the
    other ecosystems.
    """
  static let arguments: [ArgumentDefinition] = [
    .option("format", of: ListFormat.self, help: "Output format.", default: .text)
  ]

  let format: ListFormat

  init(_ arguments: ParsedArguments, context: CommandContext) throws {
    format = try arguments.choice("format")
  }

  func run(context: CommandContext) throws -> String {
    if format == .json { return json() }
    var lines: [String] = []
    func section(_ title: String, _ names: [String], note: String? = nil) {
      lines.append(title + (note.map { " (\($0))" } ?? "") + ":")
      lines += names.map { "  " + $0 }
      lines.append("")
    }
    for listed in SpecFormTable.listing {
      section(listed.title, listed.lines, note: listed.note)
    }
    section("Demos", DemoCatalog.summaries, note: "run with 'kinetic demo NAME'")
    return lines.dropLast().joined(separator: "\n") + "\n"
  }

  /// The names as one JSON object (see ``discussion``).
  func json() -> String {
    func names(_ list: [String]) -> String {
      "[" + list.map(JSONText.string).joined(separator: ",") + "]"
    }
    let demos = DemoCatalog.names.map { name in
      let summary = DemoRegistry.type(named: name)?.summary ?? ""
      return "{\"name\":\(JSONText.string(name)),\"summary\":\(JSONText.string(summary))}"
    }
    let forms = SpecFormTable.listing.map { "\(JSONText.string($0.key)):\(names($0.names))" }
    return "{" + forms.joined(separator: ",") + ",\"heads\":\(names(SpecFormTable.ecosystemHeads)),"
      + "\"demos\":[\(demos.joined(separator: ","))]}\n"
  }
}

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
    format = try arguments.choice("format", default: .text)
  }

  func run(context: CommandContext) throws -> String {
    if format == .json { return json() }
    var lines: [String] = []
    func section(_ title: String, _ names: [String], note: String? = nil) {
      lines.append(title + (note.map { " (\($0))" } ?? "") + ":")
      lines += names.map { "  " + $0 }
      lines.append("")
    }
    section(
      "SwiftUI timing curves", SpecFormTable.curveNames,
      note: "default duration 0.35 s; add '(duration: S)'")
    section(
      "CSS easing functions", SpecFormTable.cssNames, note: "duration 1 s, so time equals progress")
    section("Springs and presets", SpecFormTable.springNames)
    section(
      "easings.net curves", ForeignSpecForms.easingsNet,
      note: "duration 1 s; add '(duration: S)'")
    section(
      "Other ecosystems", SpecFormTable.ecosystemSummaries,
      note: "paste the code; see 'kinetic help eval'")
    section(
      "Physics models", SpecFormTable.physicsNames,
      note: "each ecosystem's units; eval/plot with --from, --velocity (--to if it has a target)")
    section("Modifiers", SpecFormTable.modifierNames.map { "." + $0 }, note: "chain after any spec")
    section(
      "Keyframe tracks", SpecFormTable.keyframeForms,
      note: "eval --at with --from, or plot; see 'kinetic help eval'")
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
    return
      "{\"curves\":\(names(SpecFormTable.curveNames)),\"css\":\(names(SpecFormTable.cssNames)),"
      + "\"springs\":\(names(SpecFormTable.springNames)),"
      + "\"easings\":\(names(SpecFormTable.easingsNetNames)),"
      + "\"ecosystems\":\(names(SpecFormTable.ecosystemSummaries)),"
      + "\"physics\":\(names(SpecFormTable.physicsNames)),"
      + "\"modifiers\":\(names(SpecFormTable.modifierNames)),"
      + "\"keyframes\":\(names(SpecFormTable.keyframeForms)),"
      + "\"heads\":\(names(SpecFormTable.ecosystemHeads)),\"demos\":[\(demos.joined(separator: ","))]}\n"
  }
}

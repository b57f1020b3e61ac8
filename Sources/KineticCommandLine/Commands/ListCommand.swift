/// `kinetic list`: every name the spec language and `demo` accept.
struct ListCommand: Subcommand {
  static let name = "list"
  static let abstract =
    "List the curves, CSS easing functions, springs, presets, modifiers and demos."
  static let arguments: [ArgumentDefinition] = []

  init(_ arguments: ParsedArguments, context: CommandContext) throws {}

  func run(context: CommandContext) throws -> String {
    var lines: [String] = []
    func section(_ title: String, _ names: [String], note: String? = nil) {
      lines.append(title + (note.map { " (\($0))" } ?? "") + ":")
      lines += names.map { "  " + $0 }
      lines.append("")
    }
    section(
      "SwiftUI timing curves", SpecBinder.curveNames,
      note: "default duration 0.35 s; add '(duration: S)'")
    section(
      "CSS easing functions", SpecBinder.cssNames, note: "duration 1 s, so time equals progress")
    section("Springs and presets", SpecBinder.springNames)
    section("Modifiers", SpecBinder.modifierNames.map { "." + $0 }, note: "chain after any spec")
    section(
      "Keyframe tracks", KeyframeSpecForms.summaries,
      note: "eval --at with --from, or plot; see 'kinetic help eval'")
    section("Demos", DemoCatalog.summaries, note: "run with 'kinetic demo NAME'")
    return lines.dropLast().joined(separator: "\n") + "\n"
  }
}

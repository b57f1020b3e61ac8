import KineticInterchange

/// How a command reads a pasted spec: the snippet reduced to the animation it carries (see
/// `SpecSnippet`), `--pick N` choosing among several, and a note saying which was read.
enum SpecInput {
  /// `--pick`, shared by the commands that read a spec.
  static let pickDefinition = ArgumentDefinition.option(
    "pick", valueName: "n",
    help: "Which animation to read when the snippet holds several (1 is the first).",
    default: "1")

  /// The spec to read from `source`: `source` itself when `--pick` is not given (the library
  /// reduces it and names errors in it), else the picked animation; a note is added to
  /// `notes` when the snippet holds several animations.
  static func spec(_ source: String, _ arguments: ParsedArguments, notes: inout [String]) throws
    -> String
  {
    let pick = try arguments.integer("pick", in: 1...1_000_000)
    let snippet = try SpecSnippet(source, pick: pick)
    if let note = snippet.note { notes.append(note) }
    return pick == nil ? source : snippet.spec
  }
}

import Kinetic

/// One section of `kinetic list`, generated from ``SpecFormTable``: its title, the note after
/// the title, the lines it lists and the key and names of `kinetic list --format json`.
package struct SpecListSection: Sendable {
  /// The title (`SwiftUI timing curves`).
  package var title: String
  /// What the text says after the title, in parentheses (`default duration 0.35 s; …`).
  package var note: String?
  /// The lines listed under the title.
  package var lines: [String]
  /// The section's key in the JSON object (`curves`).
  package var key: String
  /// The names in the JSON object: the lines, unless the text groups or decorates them.
  package var names: [String]

  init(_ title: String, note: String? = nil, lines: [String], key: String, names: [String]? = nil) {
    self.title = title
    self.note = note
    self.lines = lines
    self.key = key
    self.names = names ?? lines
  }
}

extension SpecFormTable {
  /// The sections of `kinetic list`, in order: every form of the table, grouped as the text
  /// and the JSON object list them.
  package static var listing: [SpecListSection] {
    [
      SpecListSection(
        "SwiftUI timing curves", note: "default duration 0.35 s; add '(duration: S)'",
        lines: curveNames, key: "curves"),
      SpecListSection(
        "CSS easing functions", note: "duration 1 s, so time equals progress", lines: cssNames,
        key: "css"),
      SpecListSection("Springs and presets", lines: springNames, key: "springs"),
      SpecListSection(
        "easings.net curves", note: "duration 1 s; add '(duration: S)'",
        lines: ForeignSpecForms.easingsNet, key: "easings", names: easingsNetNames),
      SpecListSection(
        "Other ecosystems", note: "paste the code; see 'kinetic help eval'",
        lines: ecosystemSummaries, key: "ecosystems"),
      SpecListSection(
        "Physics models",
        note: "each ecosystem's units; eval/plot with --from, --velocity (--to if it has a target)",
        lines: physicsNames, key: "physics"),
      SpecListSection(
        "Modifiers", note: "chain after any spec", lines: modifierNames.map { "." + $0 },
        key: "modifiers", names: modifierNames),
      SpecListSection(
        "Keyframe tracks", note: "eval --at with --from, or plot; see 'kinetic help eval'",
        lines: keyframeForms, key: "keyframes"),
    ]
  }
}

/// The accessibility checks of a neumorphic screen: every control of every palette in every
/// state it can show, its label's WCAG contrast against its face, and its hit target.
public struct NeumorphismReport: Hashable, Sendable {
  /// One row per palette × control × state, palettes outermost.
  public let findings: [NeumorphismFinding]

  /// Checks `controls` under each of `palettes`.
  ///
  /// - Complexity: O(palettes × controls × states).
  public init(
    palettes: [NeumorphicPalette] = NeumorphicPalette.all,
    controls: [NeumorphicControl] = NeumorphicControl.demoControls
  ) {
    var findings: [NeumorphismFinding] = []
    for palette in palettes {
      for control in controls {
        for state in control.states {
          let look = NeumorphicAppearance.of(control, in: state, palette: palette)
          findings.append(
            NeumorphismFinding(
              palette: palette.name, control: control, state: state,
              contrast: ContrastCheck(foreground: look.label, background: look.surface),
              hitTarget: HitTargetCheck(width: control.width, height: control.height)))
        }
      }
    }
    self.findings = findings
  }

  /// The rows that need fixing.
  public var flagged: [NeumorphismFinding] { findings.filter(\.isFlagged) }

  /// A plain-text table, one line per row:
  /// `palette  control  state  ratio:1  level  W×H  flags`.
  public var text: String {
    var lines = ["palette    control    state    contrast  level  target   flags"]
    for finding in findings {
      var flags: [String] = []
      if finding.contrast.isFlagged { flags.append("contrast < 4.5:1") }
      if finding.hitTarget.isFlagged { flags.append("target < 44×44 pt") }
      let ratio = (finding.contrast.ratio * 100).rounded() / 100
      let target = "\(Self.integer(finding.control.width))×\(Self.integer(finding.control.height))"
      lines.append(
        [
          Self.padded(finding.palette, 10), Self.padded(finding.control.title, 10),
          Self.padded(finding.state.rawValue, 8), Self.padded("\(ratio):1", 9),
          Self.padded(finding.contrast.level.rawValue.uppercased(), 6), Self.padded(target, 8),
          flags.isEmpty ? "ok" : flags.joined(separator: ", "),
        ].joined(separator: " "))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func padded(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
  }

  private static func integer(_ x: Double) -> String {
    x == x.rounded() && abs(x) < 1e15 ? String(Int(x)) : x.description
  }
}

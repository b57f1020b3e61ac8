/// One control on a neumorphic screen: what it is, what its label says and how big its hit
/// target is.
public struct NeumorphicControl: Hashable, Sendable {
  /// What kind of control it is.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// Pressed and released; never stays down.
    case button
    /// Switched on by a tap and shows the accent colour while on.
    case toggle
  }

  /// Which of the palette's label colours the control's label uses.
  public enum LabelRole: String, Hashable, Sendable, CaseIterable {
    /// ``NeumorphicPalette/label``.
    case primary
    /// ``NeumorphicPalette/secondaryLabel``.
    case secondary
  }

  /// The label text, also the control's name in reports.
  public var title: String
  /// Button or toggle.
  public var kind: Kind
  /// The label colour role (the label on a switched-on toggle always uses
  /// ``NeumorphicPalette/accentLabel``).
  public var labelRole: LabelRole
  /// The hit target's width in points.
  public var width: Double
  /// The hit target's height in points.
  public var height: Double

  /// Creates a control.
  public init(
    title: String, kind: Kind, labelRole: LabelRole = .primary, width: Double, height: Double
  ) {
    self.title = title
    self.kind = kind
    self.labelRole = labelRole
    self.width = width
    self.height = height
  }

  /// The states the control can show: raised and pressed, and on for a toggle.
  public var states: [NeumorphicControlState] {
    kind == .toggle ? [.raised, .pressed, .on] : [.raised, .pressed]
  }

  /// The demo's controls: a large primary button, a toggle, a caption-coloured "Skip" button
  /// and a 32 × 32 info button whose hit target is too small.
  public static let demoControls: [NeumorphicControl] = [
    NeumorphicControl(title: "Play", kind: .button, width: 160, height: 56),
    NeumorphicControl(title: "Dark mode", kind: .toggle, width: 120, height: 44),
    NeumorphicControl(title: "Skip", kind: .button, labelRole: .secondary, width: 88, height: 44),
    NeumorphicControl(title: "i", kind: .button, width: 32, height: 32),
  ]
}

/// One row of the neumorphism report: a control of a palette in one state, with its label
/// contrast and hit-target checks.
public struct NeumorphismFinding: Hashable, Sendable {
  /// The palette's name.
  public var palette: String
  /// The control.
  public var control: NeumorphicControl
  /// The state checked.
  public var state: NeumorphicControlState
  /// The label against the control's face in that state.
  public var contrast: ContrastCheck
  /// The control's hit target.
  public var hitTarget: HitTargetCheck

  /// Creates a finding.
  public init(
    palette: String, control: NeumorphicControl, state: NeumorphicControlState,
    contrast: ContrastCheck, hitTarget: HitTargetCheck
  ) {
    self.palette = palette
    self.control = control
    self.state = state
    self.contrast = contrast
    self.hitTarget = hitTarget
  }

  /// Whether anything in this row needs fixing.
  public var isFlagged: Bool { contrast.isFlagged || hitTarget.isFlagged }
}

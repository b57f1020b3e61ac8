/// A screen on the coordinator's canvas at one instant, with the offset of its transition. The
/// coordinator builds layers (with the memberwise initialiser, internal); callers read them.
public struct CoordinatorLayer: Hashable, Sendable {
  /// How the screen is shown.
  public enum Kind: String, Hashable, Sendable {
    /// Part of the navigation stack: moves horizontally, in from and out to the trailing edge.
    case stack
    /// The modal: moves vertically, in from and out to the bottom edge.
    case modal
  }

  /// A number that tells apart two pushes of the same screen, in order of appearance.
  public var id: Int
  /// The screen's name.
  public var screen: String
  /// Stack or modal.
  public var kind: Kind
  /// The horizontal offset in points: 0 on screen, the screen width when off the trailing
  /// edge. Always 0 for the modal.
  public var x: Double
  /// The vertical offset in points: 0 on screen, the screen height when off the bottom edge.
  /// Always 0 for stack screens.
  public var y: Double
}

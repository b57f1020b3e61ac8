import Kinetic
import KineticScene

/// The plain version of the border demo: a modifier that places its content at `position`
/// (0 = leading end, 1 = trailing end) with an offset computed in its body. Its position is not
/// animatable data, so an animated change shows the bar at its final place at once.
public struct OffsetBorderModifier: ViewModifier, Hashable {
  /// Where the bar sits, from 0 (leading) to 1 (trailing).
  public var position: Double
  /// The distance from position 0 to position 1, in points.
  public var travel: Double

  /// Creates the modifier.
  public init(position: Double, travel: Double) {
    self.position = position
    self.travel = travel
  }

  /// The content offset by position × travel.
  public func body(content: Node) -> Node { content.offset(x: position * travel) }
}

import Kinetic
import KineticScene

/// The `AnimatableModifier` version: the same body, but `position` is the animatable data, so
/// the scene interpolates it and the body runs every frame with the intermediate value.
public struct AnimatableBorderModifier: ViewModifier, Hashable {
  /// Where the bar sits, from 0 (leading) to 1 (trailing).
  public var position: Double
  /// The distance from position 0 to position 1, in points.
  public var travel: Double

  /// Creates the modifier.
  public init(position: Double, travel: Double) {
    self.position = position
    self.travel = travel
  }

  /// The bar's offset in points, position × travel: what the view on a device moves, so
  /// SwiftUI's completion thresholds (velocity and force at most 0.06, within 1 % of the change;
  /// in the animated value's own units) apply as they do there.
  public var animatableData: Double {
    get { position * travel }
    set { position = travel == 0 ? 0 : newValue / travel }
  }

  /// The content offset by position × travel.
  public func body(content: Node) -> Node { content.offset(x: position * travel) }
}

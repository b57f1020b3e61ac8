import Kinetic

/// Animates every change inside it with its own animation instead of the transaction's, as
/// SwiftUI's `animation(_:value:)`: a change made without animation still animates here, and
/// `nil` makes changes inside immediate. Use it for per-view timing, e.g. a delay per instance.
///
/// It has no effect on layout or painting.
public struct AnimationOverride: SceneModifier, Hashable {
  /// The animation for changes inside, or `nil` for none.
  public var animation: Animation?

  /// Creates an override.
  public init(_ animation: Animation?) { self.animation = animation }
}

extension Node {
  /// Animates changes inside this node with `animation`, whatever the transaction says.
  public func animation(_ animation: Animation?) -> Node { modifier(AnimationOverride(animation)) }
}

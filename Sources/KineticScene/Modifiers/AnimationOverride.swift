import Kinetic

/// Animates every change inside it with its own animation instead of the transaction's, as
/// SwiftUI's `animation(_:)` (deprecated in iOS 15 for ``Node/animation(_:value:)``, which
/// animates only the changes of one value): a change made without animation still animates
/// here, and `nil` makes changes inside immediate; ``Transaction/disablesAnimations`` keeps it
/// out. Use it for per-view timing, e.g. a delay per instance.
///
/// It has no effect on layout or painting.
public struct AnimationOverride: SceneModifier, Hashable {
  /// The animation for changes inside, or `nil` for none.
  public var animation: Animation?

  /// Creates an override.
  public init(_ animation: Animation?) { self.animation = animation }
}

extension Node {
  /// Animates every change inside this node with `animation`, whatever the transaction's
  /// animation is (unless ``Transaction/disablesAnimations``), as SwiftUI's deprecated
  /// `animation(_:)`; ``animation(_:value:)`` scopes it to the changes of one value.
  public func animation(_ animation: Animation?) -> Node { modifier(AnimationOverride(animation)) }
}

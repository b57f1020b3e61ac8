import Kinetic

/// Combines changes inside it with the running animations by its own `RetargetPolicy`
/// instead of the scene's (``SceneModel/retargetPolicy``): e.g. the SwiftUI animation article's
/// restart model (`RetargetPolicy/restart`) for one view beside SwiftUI's rules for the rest.
///
/// It has no effect on layout or painting.
public struct RetargetPolicyOverride: SceneModifier, Hashable {
  /// The policy for changes inside.
  public var policy: RetargetPolicy

  /// Creates an override.
  public init(_ policy: RetargetPolicy) { self.policy = policy }
}

extension Node {
  /// Combines changes inside this node with running animations by `policy`, whatever the
  /// scene's ``SceneModel/retargetPolicy`` says.
  public func retargetPolicy(_ policy: RetargetPolicy) -> Node {
    modifier(RetargetPolicyOverride(policy))
  }
}

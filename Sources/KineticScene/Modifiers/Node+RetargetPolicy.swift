import Kinetic

extension EnvironmentValues {
  /// The policy by which changes here combine with the running animations, set by a
  /// ``Node/retargetPolicy(_:)`` above; `nil` (the default) where none overrides the scene's
  /// ``SceneModel/retargetPolicy``.
  var retargetPolicy: RetargetPolicy? {
    get { self[RetargetPolicyKey.self] }
    set { self[RetargetPolicyKey.self] = newValue }
  }
}

/// The key of ``EnvironmentValues/retargetPolicy``.
private enum RetargetPolicyKey: EnvironmentKey {
  static var defaultValue: RetargetPolicy? { nil }
}

extension Node {
  /// Combines changes inside this node with running animations by `policy`, whatever the
  /// scene's ``SceneModel/retargetPolicy`` says: e.g. the SwiftUI animation article's restart
  /// model (`RetargetPolicy/restart`) for one view beside SwiftUI's rules for the rest.
  ///
  /// It has no effect on layout or painting.
  public func retargetPolicy(_ policy: RetargetPolicy) -> Node {
    environment(\.retargetPolicy, policy)
  }
}

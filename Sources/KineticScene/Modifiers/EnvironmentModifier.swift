import Kinetic

/// Changes the environment of the views inside it, as SwiftUI's `environment(_:_:)` and
/// `transformEnvironment(_:transform:)` view modifiers: the custom animations of those views
/// read the result through `AnimationContext.environment`, the innermost modifier applied
/// last.
///
/// It has no effect on layout or painting.
public struct EnvironmentModifier: SceneModifier {
  /// The change made to the environment from outside.
  public var transform: @Sendable (inout EnvironmentValues) -> Void

  /// Creates the modifier.
  public init(_ transform: @escaping @Sendable (inout EnvironmentValues) -> Void) {
    self.transform = transform
  }
}

extension Node {
  /// Sets the environment value at `keyPath` to `value` for the views inside this node, as
  /// SwiftUI's `environment(_:_:)`:
  ///
  /// ```swift
  /// Circle().frame(width: 20, height: 20).offset(x: x)
  ///   .environment(\.animationPaused, paused)   // a value declared through an EnvironmentKey
  /// ```
  ///
  /// A change of the value in a later state reaches the custom animations still running in
  /// there from the time of that change (`Animator/setEnvironment(_:at:)`).
  public func environment<V: Sendable>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
    -> Node
  {
    // A key path into a Sendable value holding a Sendable value is safe to share; Swift cannot
    // tell from the type.
    nonisolated(unsafe) let keyPath = keyPath
    return modifier(EnvironmentModifier { $0[keyPath: keyPath] = value })
  }

  /// Changes the environment value at `keyPath` for the views inside this node with
  /// `transform`, as SwiftUI's `transformEnvironment(_:transform:)`.
  public func transformEnvironment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>,
    transform: @escaping @Sendable (inout V) -> Void
  ) -> Node {
    // As in `environment(_:_:)`: the key path is only read.
    nonisolated(unsafe) let keyPath = keyPath
    return modifier(EnvironmentModifier { transform(&$0[keyPath: keyPath]) })
  }
}

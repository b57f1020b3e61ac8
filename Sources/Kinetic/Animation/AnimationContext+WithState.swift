extension AnimationContext {
  /// A context for another value type that carries this context's logical completion and the
  /// given state (SwiftUI's `withState(_:)`; Apple: "Use this method to create a new context
  /// that contains the state that you provide").
  ///
  /// A ``CustomAnimation`` that animates a value of another type inside its own `animate` (for
  /// example a per-component animation of an ``AnimatablePair``) uses it to hand its base the
  /// right kind of context. SwiftUI's context also carries the view's environment; Kinetic has
  /// no environment, so state and logical completion are everything there is to carry.
  ///
  /// - Parameter state: The state of the new context.
  /// - Returns: A context for `T` with `state` and this context's ``isLogicallyComplete``.
  public func withState<T: VectorArithmetic>(_ state: AnimationState<T>) -> AnimationContext<T> {
    var context = AnimationContext<T>()
    context.state = state
    context.isLogicallyComplete = isLogicallyComplete
    return context
  }
}

extension AnimationContext {
  /// A context for another value type that carries this context's environment and logical
  /// completion and the given state (SwiftUI's `withState(_:)`; Apple: "Use this method to
  /// create a new context that contains the state that you provide and view environment values
  /// from the original context").
  ///
  /// A ``CustomAnimation`` that animates a value of another type inside its own `animate` (for
  /// example a per-component animation of an ``AnimatablePair``) uses it to hand its base the
  /// right kind of context.
  ///
  /// - Parameter state: The state of the new context.
  /// - Returns: A context for `T` with `state`, this context's ``environment`` and its
  ///   ``isLogicallyComplete``.
  public func withState<T: VectorArithmetic>(_ state: AnimationState<T>) -> AnimationContext<T> {
    var context = AnimationContext<T>(environment: environmentValues)
    context.state = state
    context.isLogicallyComplete = isLogicallyComplete
    return context
  }
}

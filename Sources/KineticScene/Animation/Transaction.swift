import Kinetic

/// The context of a state change, as SwiftUI's `Transaction`: which animation, if any, carries
/// the change to the screen, and the completion handlers to run when it is done.
public struct Transaction: Sendable {
  /// The animation, or `nil` for an immediate change.
  public var animation: Animation?
  /// When `true`, `.animation(_:)` modifiers (``AnimationOverride``) inside the tree do not
  /// replace ``animation``: SwiftUI sets it "during the initial phase of a two-part transition
  /// update, to prevent `animation(_:)` from inserting new animations into the transaction"
  /// (Apple). The transaction's own ``animation`` still applies (OpenSwiftUI
  /// `TransactionAnimation.swift`: `effectiveAnimation` ignores it; `AnimationModifier.swift`:
  /// the child transaction keeps the parent's animation); set ``animation`` to `nil` as well
  /// for a change with no animation at all.
  public var disablesAnimations: Bool
  /// The completion handlers added with ``addAnimationCompletion(criteria:_:)``, in order.
  var completions: [Completion] = []

  /// A completion handler and when it runs.
  struct Completion: Sendable {
    var criteria: AnimationCompletionCriteria
    var handler: @Sendable () -> Void
  }

  /// Creates a transaction.
  public init(animation: Animation? = nil, disablesAnimations: Bool = false) {
    self.animation = animation
    self.disablesAnimations = disablesAnimations
  }

  /// Adds a completion to run when the animations created with this transaction are complete
  /// by `criteria`, as SwiftUI's `Transaction.addAnimationCompletion(criteria:_:)`.
  ///
  /// The handler runs exactly once, when the scene is advanced (``SceneModel/advance(to:)``)
  /// past the time it is due (see ``SceneModel/completionTime(ofChangeAt:criteria:)``); a change
  /// with no animation has it due at once (Apple: "If no animations are created by the changes
  /// in `body`, then the callback will be called immediately after `body`").
  ///
  /// - Parameters:
  ///   - criteria: `AnimationCompletionCriteria/logicallyComplete` (the default, as in
  ///     SwiftUI) or `AnimationCompletionCriteria/removed`.
  ///   - completion: The handler.
  public mutating func addAnimationCompletion(
    criteria: AnimationCompletionCriteria = .logicallyComplete,
    _ completion: @escaping @Sendable () -> Void
  ) {
    completions.append(Completion(criteria: criteria, handler: completion))
  }

  /// The animation that runs outside `.animation(_:)` modifiers (the same whether or not
  /// ``disablesAnimations`` is set, as in SwiftUI).
  var effectiveAnimation: Animation? { animation }
}

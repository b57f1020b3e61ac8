import Kinetic

/// The context of a state change, as SwiftUI's `Transaction`: which animation, if any, carries
/// the change to the screen, flags that describe the change, custom values
/// (``TransactionKey``), and the completion handlers to run when it is done.
///
/// A change starts with the transaction given to ``SceneModel/withTransaction(_:at:_:)`` (or
/// ``SceneModel/withAnimation(_:at:_:)``); on the way down the tree, transaction modifiers
/// change it for their subtree, outermost first, as SwiftUI's transaction attribute flows from
/// parent to child (OpenSwiftUI `TransactionModifier.swift`, `ChildTransaction`):
///
/// - ``Node/transaction(_:)`` runs its closure for every change;
/// - ``Node/transaction(value:_:)`` only for changes in which its value changed;
/// - ``Node/animation(_:value:)`` sets the animation when its value changed, unless
///   ``disablesAnimations`` is set;
/// - ``Node/animation(_:body:)`` and ``Node/transaction(_:body:)`` change it only for the
///   modifiers built in their body;
/// - ``Node/animation(_:)`` sets the animation for every change, unless ``disablesAnimations``.
public struct Transaction: Sendable {
  /// The animation, or `nil` for an immediate change.
  public var animation: Animation?
  /// When `true`, `.animation(_:)` and `.animation(_:value:)` modifiers inside the tree do not
  /// replace ``animation``: SwiftUI sets it "during the initial phase of a two-part transition
  /// update, to prevent `animation(_:)` from inserting new animations into the transaction"
  /// (Apple). The transaction's own ``animation`` still applies (OpenSwiftUI
  /// `TransactionAnimation.swift`: `effectiveAnimation` ignores it; `AnimationModifier.swift`:
  /// the child transaction keeps the parent's animation); set ``animation`` to `nil` as well
  /// for a change with no animation at all. ``Node/transaction(_:)`` closures run whatever it
  /// says and may read it.
  public var disablesAnimations: Bool
  /// Whether the change comes from an action that produces a sequence of values, such as a
  /// drag (Apple: "dragging a slider or pressing and holding a stepper, as opposed to tapping
  /// a button"). The scene only carries it, for transaction modifiers to read.
  public var isContinuous = false
  /// Whether changes made without an animation track the velocity of the values they change,
  /// so that a later animated change starts with it (Apple, `Transaction.tracksVelocity`,
  /// iOS 17: "mutually exclusive with an animation being used during a view change, since if
  /// there is an animation, it is responsible for managing its own velocity"). In the scene a
  /// value changed without animation under it jumps, as any unanimated change does, and keeps
  /// the velocity of its last changes (the last three, the older pair weighted 0.75, decaying
  /// by 0.998 per millisecond and gone after 2 s: OpenSwiftUI `VelocitySampler.swift`,
  /// `VelocityTrackingAnimation.swift`); the next animated change of the value starts with that
  /// velocity (a spring leaves with it; a timing curve starts with its own). Unlike SwiftUI,
  /// the tracking is not itself an animation, so ``SceneModel/isAnimating(at:)`` does not count
  /// it.
  public var tracksVelocity = false
  /// The custom values, by key type.
  private var values: [ObjectIdentifier: any Sendable] = [:]
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

  /// The value for a custom key, or the key's default when none was set, as SwiftUI's
  /// `Transaction.subscript(key:)`.
  public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
    get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
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

  /// The animation that animatable values run on (the same whether or not
  /// ``disablesAnimations`` is set, as in SwiftUI).
  var effectiveAnimation: Animation? { animation }
}

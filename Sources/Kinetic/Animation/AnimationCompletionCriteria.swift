/// When an animation counts as finished for a completion handler. Mirrors SwiftUI's
/// `AnimationCompletionCriteria` (iOS 17).
///
/// - ``logicallyComplete``: the animation is logically complete (``AnimationContext/isLogicallyComplete``),
///   though it may still be in its long tail — a spring close to its target. A later change
///   that interrupts it is ignored: the handler runs when the animation it was registered with
///   would have logically completed (Apple: "those callbacks will fire when the animations from
///   the change that they were registered with logically complete, ignoring the new
///   animations"; OpenSwiftUI `AnimatableAttribute.swift` keeps evaluating the interrupted
///   animation for its logical listeners).
/// - ``removed``: the whole animation is finished and removed. A later change that interrupts
///   it extends the wait: the handler runs when *all* the animations created are complete
///   (Apple: "those callbacks will only fire when all of the created animations are complete").
///
/// Time is a parameter: ``Animator/completionTime(ofAnimationStartedAt:criteria:)`` says when
/// a handler is due, and `KineticScene`'s `SceneModel.advance(to:)` runs the handlers due.
public struct AnimationCompletionCriteria: Hashable, Sendable, CustomStringConvertible {
  /// The kinds of criteria.
  enum Storage: Hashable, Sendable {
    case logicallyComplete
    case removed
  }

  let storage: Storage

  /// The animation has logically completed, but may still be in its long tail (the default in
  /// SwiftUI's `withAnimation(_:completionCriteria:_:completion:)`).
  public static let logicallyComplete = AnimationCompletionCriteria(storage: .logicallyComplete)

  /// The entire animation is finished and will now be removed.
  public static let removed = AnimationCompletionCriteria(storage: .removed)

  /// `logicallyComplete` or `removed`.
  public var description: String {
    switch storage {
    case .logicallyComplete: return "logicallyComplete"
    case .removed: return "removed"
    }
  }
}

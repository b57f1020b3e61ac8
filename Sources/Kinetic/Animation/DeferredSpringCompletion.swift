/// SwiftUI's completion of one merging spring motion
/// (``Spring/swiftUICompletion(change:initialVelocity:)``), searched for the first time a sample
/// or a query needs it, then kept: what the ``AnimationSampler`` of a bare merging spring that
/// an ``Animator`` builds holds instead of the completion itself when the removal is proven to
/// come after a known time (``Spring/swiftUIRemovalLowerBound(change:initialVelocity:)``).
///
/// Why: the removal is the first time the spring's thresholds hold, found by a search of about
/// 490 closed-form evaluations; building every sampler with it cost an ``Animator`` that
/// retargets springs before they settle (as a drag or a stream of taps does) more than all its
/// frames (issue 37, `animator.frame/vs.evaluationFloor` 2.3). Samples before the proven time
/// are decided without it: not removed, and logically complete from the response on (before
/// the removal r, logical completion comes at min(response, r), which is the response there).
///
/// Not `Sendable`, and neither is a sampler: the search writes its result once, on the thread
/// that owns the sampler. The result is a pure function of the spring and the motion, so
/// copies of a sampler that share it see the same bits whichever asks first.
@usableFromInline
final class DeferredSpringCompletion {
  /// The completion, once searched for.
  @usableFromInline var found: Spring.Completion?

  /// A search not yet run.
  @usableFromInline
  init() {}

  /// `spring`'s SwiftUI completion of the motion of `change` from `velocity`, searched for on
  /// the first call.
  @inlinable
  @inline(never)
  func completion<V: VectorArithmetic>(of spring: Spring, change: V, velocity: V)
    -> Spring.Completion
  {
    if let found { return found }
    let completion = spring.swiftUICompletion(change: change, initialVelocity: velocity)
    found = completion
    return completion
  }
}

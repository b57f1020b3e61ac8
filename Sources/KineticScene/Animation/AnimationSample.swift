import Kinetic

/// One change sampled at one elapsed time, for the insertion and removal transitions: they
/// run on the change's own animation from the identity to the active modifier (or back), as
/// value(t) = from + animate(to − from, t). (Animatable values of views that stay are presented
/// by their `Animator` slots instead: see `SceneSlot`.) Each sample goes through the
/// animation's ``AnimationSampler`` on a fresh context with the environment of the view (the
/// scope's), which is exact for animations that are functions of time (every built-in one).
struct AnimationSample {
  /// The change's transaction at this point of the tree.
  let scope: TransactionScope
  /// Seconds since the change; clamped to be non-negative.
  let elapsed: Double
  /// How SwiftUI-integrated springs run (``SceneModel/springEngine`` when the change was made).
  let engine: SpringEngine

  init(scope: TransactionScope, elapsed: Double, engine: SpringEngine = .exact) {
    self.scope = scope
    self.elapsed = max(elapsed, 0)
    self.engine = engine
  }

  /// A sample of `animation` alone (no modifiers to meet).
  init(animation: Animation?, elapsed: Double, engine: SpringEngine = .exact) {
    self.init(
      scope: TransactionScope(Transaction(animation: animation)), elapsed: elapsed, engine: engine)
  }

  /// The animation, or `nil` for an immediate change.
  var animation: Animation? { scope.animation }

  /// The same instant inside `modifier`, whose slot key is `key` (see
  /// ``TransactionScope/entering(_:key:)``).
  func entering(_ modifier: any SceneModifier, key: String) -> AnimationSample {
    AnimationSample(scope: scope.entering(modifier, key: key), elapsed: elapsed, engine: engine)
  }

  /// The same instant for one transition step: under the animation attached to it
  /// (``AnyTransition/animation(_:)``), if any, unless ``Transaction/disablesAnimations``.
  func forStep(_ step: AnyTransition.Step) -> AnimationSample {
    guard case .some(let attached) = step.attached else { return self }
    return AnimationSample(
      scope: scope.replacingAnimation(attached), elapsed: elapsed, engine: engine)
  }

  /// Whether every one of `steps` has finished (true for none), each run over its change in
  /// the units the view animates (see `AnyTransition.Step.scale(for:)`) for a view of `size`.
  func isFinished(_ steps: [AnyTransition.Step], size: Size?) -> Bool {
    steps.allSatisfy { step in
      guard let animation = forStep(step).animation else { return true }
      return step.isFinished(
        animation, engine: engine, environment: scope.environment, scale: step.scale(for: size),
        elapsed: elapsed)
    }
  }

  /// `to` with its animatable data moved from `from`'s by the animation's offset; `to` once
  /// the animation has finished or when there is none. The animation runs over the change
  /// times `scale` (the data's units to the view's, e.g. a fraction of a size to points), so
  /// that its completion is decided in the view's units.
  func interpolate<A: Animatable>(from: A, to: A, scale: Double = 1) -> A {
    guard let animation else { return to }
    let start = from.animatableData
    let sample = AnimationSampler(
      animation, change: (to.animatableData - start).scaled(by: scale),
      context: scope.animationContext(), engine: engine
    )
    .sample(at: elapsed)
    guard !sample.isFinished else { return to }
    var result = to
    result.animatableData = start + sample.offset.scaled(by: 1 / scale)
    return result
  }

  /// Whether the animation has ended (its offset function returned `nil`) or there is none.
  var isFinished: Bool {
    guard let animation else { return true }
    return AnimationSampler(
      animation, change: 1.0, context: scope.animationContext(), engine: engine
    ).sample(at: elapsed).isFinished
  }

  /// `to` interpolated from `from` when both modifiers have the same concrete type, else `to`.
  /// `scale` as for ``interpolate(from:to:scale:)``.
  func interpolateModifier(from: any SceneModifier, to: any SceneModifier, scale: Double = 1)
    -> any SceneModifier
  {
    func open<M: SceneModifier>(_ to: M) -> any SceneModifier {
      guard let from = from as? M else { return to }
      return interpolate(from: from, to: to, scale: scale)
    }
    return open(to)
  }
}

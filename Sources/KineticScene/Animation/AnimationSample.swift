import Kinetic

/// One change sampled at one elapsed time, for the insertion and removal transitions: they
/// run on the change's own animation from the identity to the active modifier (or back), as
/// value(t) = from + animate(to − from, t). (Animatable values of views that stay are presented
/// by their `Animator` slots instead: see `SceneSlot`.) Each sample goes through the
/// animation's ``AnimationSampler`` on a fresh context, which is exact for animations that are
/// functions of time (every built-in one).
struct AnimationSample {
  /// The animation, or `nil` for an immediate change.
  let animation: Animation?
  /// Seconds since the change; clamped to be non-negative.
  let elapsed: Double
  /// Whether an ``AnimationOverride`` may replace the animation (not under
  /// ``Transaction/disablesAnimations``).
  let honoursOverrides: Bool
  /// How SwiftUI-integrated springs run (``SceneModel/springEngine`` when the change was made).
  let engine: SpringEngine

  init(
    animation: Animation?, elapsed: Double, honoursOverrides: Bool = true,
    engine: SpringEngine = .exact
  ) {
    self.animation = animation
    self.elapsed = max(elapsed, 0)
    self.honoursOverrides = honoursOverrides
    self.engine = engine
  }

  /// The same instant under another animation (an ``AnimationOverride``), unless overrides
  /// are disabled.
  func replacingAnimation(_ animation: Animation?) -> AnimationSample {
    guard honoursOverrides else { return self }
    return AnimationSample(
      animation: animation, elapsed: elapsed, honoursOverrides: true, engine: engine)
  }

  /// The same instant for one transition step: under the animation attached to it
  /// (``AnyTransition/animation(_:)``), if any.
  func forStep(_ step: AnyTransition.Step) -> AnimationSample {
    guard case .some(let attached) = step.attached else { return self }
    return replacingAnimation(attached)
  }

  /// Whether every one of `steps` has finished (true for none).
  func isFinished(_ steps: [AnyTransition.Step]) -> Bool {
    steps.allSatisfy { forStep($0).isFinished }
  }

  /// `to` with its animatable data moved from `from`'s by the animation's offset; `to` once
  /// the animation has finished or when there is none.
  func interpolate<A: Animatable>(from: A, to: A) -> A {
    guard let animation else { return to }
    let start = from.animatableData
    let sample = animation.sampler(change: to.animatableData - start, engine: engine)
      .sample(at: elapsed)
    guard !sample.isFinished else { return to }
    var result = to
    result.animatableData = start + sample.offset
    return result
  }

  /// Whether the animation has ended (its offset function returned `nil`) or there is none.
  var isFinished: Bool {
    guard let animation else { return true }
    return animation.sampler(change: 1.0, engine: engine).sample(at: elapsed).isFinished
  }

  /// `to` interpolated from `from` when both modifiers have the same concrete type, else `to`.
  func interpolateModifier(from: any SceneModifier, to: any SceneModifier) -> any SceneModifier {
    func open<M: SceneModifier>(_ to: M) -> any SceneModifier {
      guard let from = from as? M else { return to }
      return interpolate(from: from, to: to)
    }
    return open(to)
  }
}

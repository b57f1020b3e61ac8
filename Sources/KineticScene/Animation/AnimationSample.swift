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

  init(animation: Animation?, elapsed: Double, honoursOverrides: Bool = true) {
    self.animation = animation
    self.elapsed = max(elapsed, 0)
    self.honoursOverrides = honoursOverrides
  }

  /// The same instant under another animation (an ``AnimationOverride``), unless overrides
  /// are disabled.
  func replacingAnimation(_ animation: Animation?) -> AnimationSample {
    guard honoursOverrides else { return self }
    return AnimationSample(animation: animation, elapsed: elapsed, honoursOverrides: true)
  }

  /// `to` with its animatable data moved from `from`'s by the animation's offset; `to` once
  /// the animation has finished or when there is none.
  func interpolate<A: Animatable>(from: A, to: A) -> A {
    guard let animation else { return to }
    let start = from.animatableData
    let sample = animation.sampler(change: to.animatableData - start).sample(at: elapsed)
    guard !sample.isFinished else { return to }
    var result = to
    result.animatableData = start + sample.offset
    return result
  }

  /// Whether the animation has ended (its offset function returned `nil`) or there is none.
  var isFinished: Bool {
    guard let animation else { return true }
    return animation.sampler(change: 1.0).sample(at: elapsed).isFinished
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

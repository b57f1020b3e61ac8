import Kinetic

/// One running animation sampled at one elapsed time: the single place where the scene turns an
/// ``Animation`` into intermediate values.
///
/// The scene keeps only the difference "target − start" of each animatable value, as the
/// SwiftUI animation article describes: value(t) = from + animate(to − from, t).
struct AnimationSample {
  let animation: Animation
  /// Seconds since the change; clamped to be non-negative.
  let elapsed: Double

  init(animation: Animation, elapsed: Double) {
    self.animation = animation
    self.elapsed = max(elapsed, 0)
  }

  /// `to` with its animatable data moved from `from`'s by the animation's offset; `to` once
  /// the animation has finished.
  func interpolate<A: Animatable>(from: A, to: A) -> A {
    var context = AnimationContext<A.AnimatableData>()
    let start = from.animatableData
    let delta = to.animatableData - start
    guard let offset = animation.animate(value: delta, time: elapsed, context: &context) else {
      return to
    }
    var result = to
    result.animatableData = start + offset
    return result
  }

  /// Whether the animation has ended (its offset function returned `nil`).
  var isFinished: Bool {
    var context = AnimationContext<Double>()
    return animation.animate(value: 1.0, time: elapsed, context: &context) == nil
  }

  /// `to` interpolated from `from` when both modifiers have the same concrete type, else `to`.
  func interpolateModifier(from: any SceneModifier, to: any SceneModifier) -> any SceneModifier {
    func open<M: SceneModifier>(_ to: M) -> any SceneModifier {
      guard let from = from as? M else { return to }
      return interpolate(from: from, to: to)
    }
    return open(to)
  }

  /// `to` interpolated from `from` when both shapes have the same concrete type, else `to`.
  func interpolateShape(from: any Shape, to: any Shape) -> any Shape {
    func open<S: Shape>(_ to: S) -> any Shape {
      guard let from = from as? S else { return to }
      return interpolate(from: from, to: to)
    }
    return open(to)
  }
}

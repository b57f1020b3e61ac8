import Kinetic

/// A transition effect whose animatable data is a fraction of the view's size (``MoveEffect``):
/// the view on a device animates its position in points, so the scene samples the step's
/// animation over the distance in points, and SwiftUI's completion thresholds (in the animated
/// value's own units) apply to that distance (OpenSwiftUI `MoveTransition.swift`: a layout that
/// places the view at the edge's translation for its size).
protocol SizedTransitionEffect {
  /// The points one unit of the effect's data moves a view of `size`.
  func points(perUnitFor size: Size) -> Double
}

extension MoveEffect: SizedTransitionEffect {
  /// The width for a leading or trailing edge, the height for a top or bottom one.
  func points(perUnitFor size: Size) -> Double {
    edge.direction.x != 0 ? size.width : size.height
  }
}

extension AnyTransition.Step {
  /// The factor from the step's data to the units the view animates: the points per unit of a
  /// ``SizedTransitionEffect`` for a view of `size` (when known and positive), else 1.
  func scale(for size: Size?) -> Double {
    guard let effect = identity as? SizedTransitionEffect, let size else { return 1 }
    let points = effect.points(perUnitFor: size)
    return points > 0 && points.isFinite ? points : 1
  }

  /// The sampler of `animation` over the step's change (identity − active) times `scale`, its
  /// custom animations reading `environment`.
  private func sampler(
    _ animation: Animation, engine: SpringEngine, environment: EnvironmentValues, scale: Double
  ) -> ScaledStepSampler {
    func open<M: SceneModifier>(_ identity: M) -> ScaledStepSampler {
      let active = (active as? M)?.animatableData ?? identity.animatableData
      return ScaledStepSampler(
        AnimationSampler(
          animation, change: (identity.animatableData - active).scaled(by: scale),
          context: AnimationContext(environment: environment), engine: engine))
    }
    return open(identity)
  }

  /// When `animation` run over the step's change (in the view's units, see ``scale(for:)``) is
  /// logically complete and removed, in seconds since it began.
  func completionTimes(
    of animation: Animation, engine: SpringEngine, environment: EnvironmentValues,
    scale: Double
  ) -> Spring.Completion {
    sampler(animation, engine: engine, environment: environment, scale: scale).completionTimes()
  }

  /// Whether `animation` run over the step's change has finished `elapsed` seconds in.
  func isFinished(
    _ animation: Animation, engine: SpringEngine, environment: EnvironmentValues, scale: Double,
    elapsed: Double
  ) -> Bool {
    sampler(animation, engine: engine, environment: environment, scale: scale).isFinished(elapsed)
  }
}

/// A step's sampler with its data type erased: the two questions the scene asks of it.
private struct ScaledStepSampler {
  let completionTimes: () -> Spring.Completion
  let isFinished: (Double) -> Bool

  init<V: VectorArithmetic>(_ sampler: AnimationSampler<V>) {
    completionTimes = { sampler.completionTimes }
    isFinished = { sampler.sample(at: $0).isFinished }
  }
}

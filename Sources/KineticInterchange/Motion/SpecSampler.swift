import Kinetic

/// Samples an animation of a `Double` from `from` to `to`, starting with `initialVelocity`
/// (units per second, honoured by springs), through the animation's ``Kinetic/AnimationSampler``,
/// built once, with the command line's rules at the ends:
/// - before time 0 the value is `from`, at rest;
/// - a change of zero from rest (`from == to`, no initial velocity) is at rest at every time:
///   every animation the spec language builds is linear in the change and the initial
///   velocity, so it does not move;
/// - at exactly the end of a finite animation the value is `to` and the velocity the curve's
///   end slope, its left limit (so a plot's last sample continues the curve instead of dropping
///   to 0): exactly change·f′(1)/duration for a bare timing curve or CSS `cubic-bezier()`
///   (0 for easeInOut, +∞ for circularEaseIn), else the sampler's exact
///   ``Kinetic/AnimationSampler/arrivalVelocity`` (through delays, speeds, repetitions and
///   keyframes), and for a custom animation the velocity one ulp before the end; after the end
///   it is 0.
package struct SpecSampler {
  package let animation: Animation
  package let from: Double
  package let to: Double
  package let initialVelocity: Double
  package let sampler: Kinetic.AnimationSampler<Double>

  package init(
    animation: Animation, from: Double, to: Double, initialVelocity: Double = 0,
    engine: SpringEngine = .exact
  ) {
    self.animation = animation
    self.from = from
    self.to = to
    self.initialVelocity = initialVelocity
    sampler = animation.sampler(
      change: to - from, initialVelocity: initialVelocity, engine: engine)
  }

  /// Whether nothing moves: no change and no initial velocity.
  private var isAtRest: Bool { to - from == 0 && initialVelocity == 0 }

  /// The value alone, for columns without velocity.
  package func value(at time: Double) -> Double {
    guard time >= 0 else { return from }
    let sample = sampler.sample(at: time)
    return sample.isFinished ? to : from + sample.offset
  }

  /// Value and velocity from one evaluation.
  package func sample(at time: Double) -> (value: Double, velocity: Double) {
    guard time >= 0 else { return (from, 0) }
    let sample = sampler.sample(at: time)
    guard sample.isFinished else {
      return (from + sample.offset, isAtRest ? 0 : sample.velocity)
    }
    guard !isAtRest, time > 0, sampler.removalTime == time else { return (to, 0) }
    return (to, endVelocity(at: time))
  }

  /// The left limit of the velocity at the end time `time`.
  private func endVelocity(at time: Double) -> Double {
    let change = to - from
    switch animation.kind {
    case .timingCurve(let curve, let duration):
      return change * curve.derivative(at: 1) / duration
    case .easing(let function, let duration) where function.cubicBezier != nil:
      return change * function.velocity(at: 1) / duration
    default:
      // Exact through wrappers and keyframes; a custom animation's only by sampling.
      return sampler.arrivalVelocity ?? sampler.sample(at: time.nextDown).velocity
    }
  }
}

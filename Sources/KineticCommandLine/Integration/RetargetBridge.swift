import Kinetic

/// Runs a retargeted animation for `kinetic retarget` on an ``Animator``: the first animation
/// starts at time 0 from `from` towards `to`; at `retargetTime` the second animation re-aims it
/// at `newTarget` with the chosen ``RetargetPolicy``, or playback reverses.
enum RetargetBridge {
  /// What to run.
  struct Request {
    var first: AnimationSpec
    var second: AnimationSpec
    var from: Double
    var to: Double
    var retargetTime: Double
    var newTarget: Double
    var mode: RetargetMode
  }

  /// A prepared run that can be sampled at any time.
  struct Run {
    var animator: Animator<Double>
    /// When the motion comes to rest (infinite if never).
    var endTime: Double

    /// The value alone, for output without velocities.
    func value(at time: Double) -> Double { animator.value(at: time) }

    func sample(at time: Double) -> AnimationSampler.Sample {
      AnimationSampler.Sample(
        time: time, value: animator.value(at: time), velocity: animator.velocity(at: time))
    }
  }

  static func prepare(_ request: Request) throws -> Run {
    var animator = Animator(value: request.from)
    animator.animate(to: request.to, with: request.first.animation, at: 0)
    switch request.mode {
    case .reverse:
      animator.reverse(at: request.retargetTime)
    default:
      let policy = RetargetPolicy(rawValue: request.mode.rawValue) ?? .automatic
      animator.animate(
        to: request.newTarget, with: request.second.animation, at: request.retargetTime,
        policy: policy)
    }
    return Run(animator: animator, endTime: animator.completionTime ?? .infinity)
  }
}

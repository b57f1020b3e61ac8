import Kinetic
import KineticInterchange

/// One mode of `kinetic retarget`, run on an ``Animator``: the first animation starts at time 0
/// from `from` towards `to`; at `retargetTime` the second re-aims it at `newTarget` with the
/// mode's ``RetargetPolicy``, or playback reverses.
struct RetargetRequest {
  var first: AnimationSpec
  var second: AnimationSpec
  var from: Double
  var to: Double
  var retargetTime: Double
  var newTarget: Double
  var mode: RetargetMode

  /// The animator after both commands, ready to be sampled at any time.
  func animator() -> Animator<Double> {
    var animator = Animator(value: from)
    animator.animate(to: to, with: first.animation, at: 0)
    switch mode {
    case .reverse:
      animator.reverse(at: retargetTime)
    default:
      let policy = RetargetPolicy(rawValue: mode.rawValue) ?? .automatic
      animator.animate(to: newTarget, with: second.animation, at: retargetTime, policy: policy)
    }
    return animator
  }
}

import Kinetic

/// Samples an animation of a `Double` from `from` to `to`: value(t) = from + offset(t), where
/// the offset comes from ``Animation/animate(value:time:context:)`` for the change `to − from`;
/// after the animation has finished the value is `to` and the velocity 0.
struct AnimationSampler {
  let animation: Animation
  let from: Double
  let to: Double

  /// One sample.
  struct Sample {
    var time: Double
    var value: Double
    /// `nil` when the animation does not report its velocity.
    var velocity: Double?
  }

  func sample(at time: Double) -> Sample {
    let change = to - from
    var context = AnimationContext<Double>()
    guard let offset = animation.animate(value: change, time: time, context: &context) else {
      return Sample(time: time, value: to, velocity: 0)
    }
    let velocity = animation.velocity(value: change, time: time, context: context)
    return Sample(time: time, value: from + offset, velocity: velocity)
  }

  func samples(at times: [Double]) -> [Sample] { times.map(sample(at:)) }
}

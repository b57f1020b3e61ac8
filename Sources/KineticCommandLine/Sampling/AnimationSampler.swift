import Kinetic

/// Samples an animation of a `Double` from `from` to `to`, starting with `initialVelocity`
/// (units per second, honoured by springs), through ``AnimationBridge``: before time 0 the value
/// is `from`; once finished, `to` with velocity 0.
struct AnimationSampler {
  let animation: Animation
  let from: Double
  let to: Double
  var initialVelocity: Double = 0

  /// One sample.
  struct Sample {
    var time: Double
    var value: Double
    var velocity: Double
  }

  func sample(at time: Double) -> Sample {
    let (value, velocity) = AnimationBridge.sample(
      animation, from: from, to: to, initialVelocity: initialVelocity, at: time)
    return Sample(time: time, value: value, velocity: velocity)
  }

  /// The value alone, for columns without velocity.
  func value(at time: Double) -> Double {
    AnimationBridge.value(animation, from: from, to: to, initialVelocity: initialVelocity, at: time)
  }

  func samples(at times: [Double]) -> [Sample] { times.map(sample(at:)) }
}

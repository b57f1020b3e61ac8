/// Runs a retargeted animation for `kinetic retarget`.
///
/// - Note: Provisional: forwards to the animation work's `Animator` and `RetargetPolicy` once
///   they land on main; until then reported as not available.
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
    /// When the motion comes to rest (infinite if never).
    var endTime: Double
    var sampler: (Double) -> AnimationSampler.Sample

    func sample(at time: Double) -> AnimationSampler.Sample { sampler(time) }
  }

  static func prepare(_ request: Request) throws -> Run {
    throw CommandLineError.notAvailable("'kinetic retarget' (the Animator)")
  }
}

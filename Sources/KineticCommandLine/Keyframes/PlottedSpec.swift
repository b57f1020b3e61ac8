import Kinetic

/// One spec given to `kinetic plot`: an animation from 0 to 1, a keyframe track from 0
/// (its own path; see ``KeyframeSpec``), or a physics model released as `--from`,
/// `--initial-velocity` (and `--to`) say (see ``PhysicsSpec``).
enum PlottedSpec {
  case animation(AnimationSpec)
  case keyframes(KeyframeSpec, KeyframeTimeline<Double>)
  case physics(PhysicsSpec, PhysicsSpec.Release)

  /// Parses `source` as a keyframe or physics spec when it is written as one, else as an
  /// animation spec.
  static func parse(_ source: String, release: PhysicsSpec.Release) throws -> PlottedSpec {
    if PhysicsSpec.handles(source) { return .physics(try PhysicsSpec.parse(source), release) }
    guard KeyframeSpec.recognises(source) else {
      return .animation(try AnimationSpec.parse(source))
    }
    let spec = try KeyframeSpec.parse(source)
    return .keyframes(spec, try spec.timeline(from: 0))
  }

  /// The series name.
  var label: String {
    switch self {
    case .animation(let spec): spec.source
    case .keyframes(let spec, _): spec.label
    case .physics(let spec, _): spec.source
    }
  }

  /// The spec as given.
  var source: String {
    switch self {
    case .animation(let spec): spec.source
    case .keyframes(let spec, _): spec.source
    case .physics(let spec, _): spec.source
    }
  }

  /// Seconds until the motion ends; `nil` if it never does.
  var duration: Double? {
    switch self {
    case .animation(let spec): spec.animation.duration(for: 1.0)
    case .keyframes(_, let timeline): timeline.duration
    case .physics(let spec, let r): spec.span(from: r.from, to: r.to, velocity: r.velocity)
    }
  }

  /// The animation, for the streaming CSV path; `nil` for a keyframe track.
  var animation: Animation? {
    if case .animation(let spec) = self { return spec.animation }
    return nil
  }

  /// The value and velocity at a time, as a function to call once per time; the velocity is 0
  /// (and not evaluated) unless `velocities`.
  func sampler(velocities: Bool) -> (Double) -> (value: Double, velocity: Double) {
    switch self {
    case .animation(let spec):
      let sampler = SpecSampler(animation: spec.animation, from: 0, to: 1)
      guard velocities else { return { (sampler.value(at: $0), 0) } }
      return {
        let sample = sampler.sample(at: $0)
        return (sample.value, sample.velocity)
      }
    case .keyframes(_, let timeline):
      return { (timeline.value(time: $0), velocities ? timeline.velocity(time: $0) : 0) }
    case .physics(let spec, let r):
      return {
        let sample = spec.sample(from: r.from, to: r.to, velocity: r.velocity, time: $0)
        return (sample.value, sample.velocity)
      }
    }
  }
}

extension PlottedSpec {
  /// The physics spec, if this is one.
  var physics: PhysicsSpec? {
    if case .physics(let spec, _) = self { return spec }
    return nil
  }
}

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

  /// Values (and velocities when asked) at `times`.
  func samples(at times: [Double], velocities: Bool) -> (values: [Double], velocities: [Double]?) {
    switch self {
    case .animation(let spec):
      let sampler = SpecSampler(animation: spec.animation, from: 0, to: 1)
      guard velocities else { return (times.map(sampler.value(at:)), nil) }
      let samples = times.map(sampler.sample(at:))
      return (samples.map(\.value), samples.map(\.velocity))
    case .keyframes(_, let timeline):
      return (
        times.map { timeline.value(time: $0) },
        velocities ? times.map { timeline.velocity(time: $0) } : nil
      )
    case .physics(let spec, let r):
      let samples = times.map {
        spec.sample(from: r.from, to: r.to, velocity: r.velocity, time: $0)
      }
      return (samples.map(\.value), velocities ? samples.map(\.velocity) : nil)
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

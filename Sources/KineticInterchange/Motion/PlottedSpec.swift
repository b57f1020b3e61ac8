import Kinetic

/// One spec given to `kinetic plot`: an animation from 0 to 1 — a keyframe track among them,
/// from 0, as its absolute values (see ``AnimationSpec/parse(_:keyframesFrom:)``) — or a
/// physics model released as `--from`, `--initial-velocity` (and `--to`) say (see
/// ``PhysicsSpec``).
package enum PlottedSpec {
  case animation(AnimationSpec)
  case physics(PhysicsSpec, PhysicsSpec.Release)

  /// Parses `source` as a physics spec when it is written as one, else as an animation spec
  /// (keyframe forms included) whose springs complete by `rule`.
  package static func parse(
    _ source: String, release: PhysicsSpec.Release,
    completionRule rule: SpringCompletionRule = .swiftui
  ) throws(SpecError) -> PlottedSpec {
    if PhysicsSpec.handles(source) {
      // A spec that writes its own release (Flutter's constructors) keeps it.
      let spec = try PhysicsSpec.parse(source)
      return .physics(spec, spec.release ?? release)
    }
    return .animation(try AnimationSpec.parse(source, keyframesFrom: 0).completionRule(rule))
  }

  /// The series name.
  package var label: String {
    switch self {
    case .animation(let spec): spec.label
    case .physics(let spec, _): spec.source
    }
  }

  /// The spec as given.
  package var source: String {
    switch self {
    case .animation(let spec): spec.source
    case .physics(let spec, _): spec.source
    }
  }

  /// Seconds until the motion ends; `nil` if it never does. A keyframe track that holds its
  /// last value (it does not end at 1) ends with its last keyframe.
  package var duration: Double? {
    switch self {
    case .animation(let spec):
      spec.animation.keyframeTimes.last ?? spec.animation.duration(for: 1.0)
    case .physics(let spec, let r): spec.span(from: r.from, to: r.to, velocity: r.velocity)
    }
  }

  /// The times at which a keyframe track reaches its keyframes, after 0; empty for every other
  /// spec.
  package var keyframeTimes: [Double] {
    guard case .animation(let spec) = self else { return [] }
    return spec.animation.keyframeTimes.filter { $0 > 0 }
  }

  /// The animation, for the streaming CSV path; `nil` for a physics model.
  package var animation: Animation? {
    if case .animation(let spec) = self { return spec.animation }
    return nil
  }

  /// The spec's sampler: an animation from 0 to 1 (its springs evaluated by `engine`), a
  /// physics model as released.
  package func motionSampler(engine: SpringEngine = .exact) -> MotionSampler {
    switch self {
    case .animation(let spec):
      MotionSampler(animation: spec.animation, from: 0, to: 1, engine: engine)
    case .physics(let spec, let release): MotionSampler(physics: spec, release: release)
    }
  }

  /// The value and velocity at a time, as a function to call once per time; the velocity is 0
  /// (and not evaluated) unless `velocities`.
  package func sampler(velocities: Bool, engine: SpringEngine = .exact) -> (Double) -> (
    value: Double, velocity: Double
  ) {
    switch self {
    case .animation(let spec):
      let sampler = SpecSampler(animation: spec.animation, from: 0, to: 1, engine: engine)
      guard velocities else { return { (sampler.value(at: $0), 0) } }
      return {
        let sample = sampler.sample(at: $0)
        return (sample.value, sample.velocity)
      }
    case .physics(let spec, let r):
      return {
        let sample = spec.sample(from: r.from, to: r.to, velocity: r.velocity, time: $0)
        return (sample.value, sample.velocity)
      }
    }
  }
}

extension PlottedSpec {
  /// The spec as `engine` renders it (see ``PlatformEngine``), its label followed by the
  /// engine's name in parentheses when `naming`; a physics spec unchanged.
  package func rendered(by engine: PlatformEngine, naming: Bool) -> PlottedSpec {
    guard case .animation(let spec) = self else { return self }
    return .animation(
      AnimationSpec(
        source: spec.source, animation: engine.rendering(spec.animation),
        label: naming ? "\(spec.label) (\(engine))" : spec.label))
  }

  /// The physics spec, if this is one.
  package var physics: PhysicsSpec? {
    if case .physics(let spec, _) = self { return spec }
    return nil
  }
}

extension PlottedSpec {
  /// Where the motion starts: 0 for an animation and a keyframe track (see
  /// ``AnimationSpec/parse(_:keyframesFrom:to:)``), the release position for a physics model.
  package var start: Double {
    switch self {
    case .animation: 0
    case .physics(_, let release): release.from
    }
  }

  /// Where the motion comes to rest: 1 for an animation, a keyframe track's last value (it
  /// holds it), the release's target for a physics model with one; `nil` for a model without.
  package var target: Double? {
    switch self {
    case .animation(let spec):
      guard !spec.animation.keyframeTimes.isEmpty, let end = duration else { return 1 }
      return sampler(velocities: false)(end).value
    case .physics(let physics, let release): return physics.hasTarget ? release.to : nil
    }
  }

  /// The cubic Bezier the spec is when it is one run once, without modifiers (`easeInOut`,
  /// `timingCurve(…)`, `cubic-bezier(…)`, `ease`): its control points span the unit square of
  /// its progress; `nil` for any other spec.
  package var cubicBezier: CubicBezier? {
    guard let animation, !animation.isModified else { return nil }
    switch animation.kind {
    case .timingCurve(let curve, _): return curve.cubicBezier
    case .easing(let function, _): return function.cubicBezier
    default: return nil
    }
  }
}

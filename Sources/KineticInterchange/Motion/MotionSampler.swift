import Kinetic

/// A ``Motion`` started from a value (with a target and a velocity where it takes them),
/// sampled at any time by one call that gives the value and the velocity together.
///
/// At the ends it follows the command line's rules: before time 0 the motion is at its start,
/// at rest; at exactly the end of a finite animation the value is the target and the velocity
/// the one it arrives with (the curve's end slope, exact through delays, speeds, repetitions
/// and keyframes); after the end it is at rest.
public struct MotionSampler {
  let storage: Storage
  /// Seconds until the motion ends: an animation's removal time, a keyframe track's last
  /// keyframe, a physics model's rest time (for a spring that never rests, the time it stays
  /// within 0.1 % of the change, capped at an hour); `nil` when it never ends.
  public let duration: Double?

  enum Storage {
    case animation(SpecSampler)
    case physics(PhysicsSpec, PhysicsSpec.Release)
  }

  /// A position and velocity of a motion at one time.
  public struct Frame: Sendable, Equatable {
    /// The value, in the units of the start and target.
    public var value: Double
    /// The rate of change of ``value``, in its units per second.
    public var velocity: Double

    /// A frame of `value` moving at `velocity`.
    public init(value: Double, velocity: Double) {
      self.value = value
      self.velocity = velocity
    }
  }

  init(_ storage: Storage, duration: Double?) {
    self.storage = storage
    self.duration = duration
  }

  /// `animation` from `from` to `to`, starting at `initialVelocity` (honoured by springs), its
  /// springs evaluated by `engine`; ``duration`` is its removal time for the change.
  package init(
    animation: Animation, from: Double, to: Double, initialVelocity: Double = 0,
    engine: SpringEngine = .exact
  ) {
    self.init(
      .animation(
        SpecSampler(
          animation: animation, from: from, to: to, initialVelocity: initialVelocity,
          engine: engine)),
      duration: animation.duration(for: to - from))
  }

  /// The physics model `spec` released as `release` says; ``duration`` is its rest time.
  package init(physics spec: PhysicsSpec, release: PhysicsSpec.Release) {
    self.init(
      .physics(spec, release),
      duration: spec.span(from: release.from, to: release.to, velocity: release.velocity))
  }

  /// The value and velocity at `time` seconds.
  ///
  /// - Complexity: O(1) for curves, springs and physics; O(log n) in a keyframe track's
  ///   keyframes.
  public func sample(at time: Double) -> Frame {
    switch storage {
    case .animation(let sampler):
      let sample = sampler.sample(at: time)
      return Frame(value: sample.value, velocity: sample.velocity)
    case .physics(let spec, let release):
      let sample = spec.sample(
        from: release.from, to: release.to, velocity: release.velocity, time: time)
      return Frame(value: sample.value, velocity: sample.velocity)
    }
  }

  /// The value alone at `time` seconds (for an animation, without evaluating the velocity).
  public func value(at time: Double) -> Double {
    switch storage {
    case .animation(let sampler): sampler.value(at: time)
    case .physics: sample(at: time).value
    }
  }
}

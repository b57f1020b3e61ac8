extension Animation {
  /// The sampler of this animation for a change of `change`, starting with `initialVelocity`
  /// (units per second; honoured by springs): build it once per motion and sample it at any
  /// time (see ``AnimationSampler``).
  @inlinable
  public func sampler<V: VectorArithmetic>(change: V, initialVelocity: V = .zero)
    -> AnimationSampler<V>
  {
    AnimationSampler(self, change: change, initialVelocity: initialVelocity)
  }

  /// The sampler of this animation with the springs SwiftUI integrates evaluated by `engine`
  /// (see ``AnimationSampler/init(_:change:initialVelocity:context:engine:blendingFrom:)``).
  public func sampler<V: VectorArithmetic>(
    change: V, initialVelocity: V = .zero, engine: SpringEngine
  ) -> AnimationSampler<V> {
    AnimationSampler(self, change: change, initialVelocity: initialVelocity, engine: engine)
  }

  /// The animated value at `time` for a change from `from` to `to`: `from + offset`, `from`
  /// before time 0 and exactly `to` once finished.
  ///
  /// - Parameters:
  ///   - from: The start value.
  ///   - to: The target value.
  ///   - initialVelocity: The velocity already present at time 0, in units per second (see
  ///     ``AnimationContext/initialVelocity``); honoured by springs.
  ///   - time: Seconds since the start.
  @inlinable
  public func value<V: VectorArithmetic>(
    from: V, to: V, initialVelocity: V = .zero, at time: Double
  ) -> V {
    guard time >= 0 else { return from }
    let sample = self.sample(from: from, to: to, initialVelocity: initialVelocity, at: time)
    return sample.isFinished ? to : from + sample.offset
  }

  /// The velocity at `time` of the motion sampled by ``value(from:to:initialVelocity:at:)``,
  /// in units per second: zero before time 0 and once finished.
  ///
  /// Every built-in animation reports its velocity analytically. For a ``CustomAnimation`` that
  /// returns `nil` from `velocity`, it is estimated by a central difference of `animate` with
  /// step 1e-6·max(1, t) (one-sided at the start).
  @inlinable
  public func velocity<V: VectorArithmetic>(
    from: V, to: V, initialVelocity: V = .zero, at time: Double
  ) -> V {
    sample(from: from, to: to, initialVelocity: initialVelocity, at: time).velocity
  }

  /// Whether the motion sampled by ``value(from:to:initialVelocity:at:)`` is logically complete
  /// at `time` (see ``AnimationContext/isLogicallyComplete``); `true` once finished.
  @inlinable
  public func isLogicallyComplete<V: VectorArithmetic>(
    from: V, to: V, initialVelocity: V = .zero, at time: Double
  ) -> Bool {
    sample(from: from, to: to, initialVelocity: initialVelocity, at: time).isLogicallyComplete
  }

  /// The sample at `time` of the change from `from` to `to`, which ``value(from:to:initialVelocity:at:)``,
  /// ``velocity(from:to:initialVelocity:at:)`` and ``isLogicallyComplete(from:to:initialVelocity:at:)``
  /// each read one field of.
  @inlinable
  func sample<V: VectorArithmetic>(from: V, to: V, initialVelocity: V, at time: Double)
    -> AnimationSampler<V>.Sample
  {
    AnimationSampler.sample(of: self, change: to - from, initialVelocity: initialVelocity, at: time)
  }

  /// The time, in seconds, at which the animation of `change` finishes (after which the value
  /// is the target); `nil` when it never finishes (`repeatForever`, an undamped spring).
  ///
  /// Built-in animations answer exactly (``AnimationSampler/removalTime``). For a
  /// ``CustomAnimation`` that does not report its duration, the animation is stepped on one
  /// context every millisecond for up to 120 s and the first time it finishes is reported (so
  /// to within 1 ms), or `nil` if it is still running then.
  public func duration<V: VectorArithmetic>(for change: V, initialVelocity: V = .zero) -> Double? {
    let sampler = sampler(change: change, initialVelocity: initialVelocity)
    guard let known = sampler.removalTime ?? AnimationSampler.measuredLength(of: sampler) else {
      return nil
    }
    return known.isFinite ? max(known, 0) : nil
  }
}

extension Animator {
  /// Starts a new motion at `time` from an external `value` moving with `velocity`: a drag
  /// released into an animation.
  ///
  /// Whatever ran before is dropped (the gesture had the value), the presented value jumps to
  /// `value`, and `animation` animates `target − value` with `velocity` carried in: a spring
  /// leaves with exactly that velocity (C1 with the gesture); a timing curve or a decay starts
  /// with its own (for a fling that leaves with the gesture's velocity use
  /// ``fling(_:velocity:from:at:)``). Reversing later stops at this start.
  ///
  /// - Parameters:
  ///   - value: Where the gesture left the value.
  ///   - velocity: The gesture's velocity at release, units per second (a
  ///     ``VelocityTracker``'s estimate, say).
  ///   - target: The new model value.
  ///   - animation: How to get there.
  ///   - time: When, in seconds.
  ///   - engine: How a SwiftUI-integrated spring runs (see
  ///     ``animate(to:with:at:policy:engine:)``); ``SpringEngine/exact`` by default.
  ///
  /// Ignored when `time`, `value`, `velocity` or `target` is not finite.
  public mutating func release(
    from value: Value, velocity: Value, to target: Value, with animation: Animation,
    at time: Double, engine: SpringEngine = .exact
  ) {
    release(
      from: value, velocity: velocity, to: target, with: animation, at: time, engine: engine,
      environment: EnvironmentValues())
  }

  /// Starts a new motion at `time` from an external `value` moving with `velocity`, for a view
  /// whose environment is `environment`: as ``release(from:velocity:to:with:at:engine:)``, with
  /// the animation's custom animations reading `environment` through
  /// ``AnimationContext/environment``.
  public mutating func release(
    from value: Value, velocity: Value, to target: Value, with animation: Animation,
    at time: Double, engine: SpringEngine, environment: EnvironmentValues
  ) {
    guard time.isFinite, value.euclideanNorm.isFinite, velocity.euclideanNorm.isFinite,
      target.euclideanNorm.isFinite
    else { return }
    let time = commandTime(time)
    let (_, tau, _) = locate(time)
    var pieces = PieceList([Piece(start: -.infinity, base: value, runs: [], target: value)])
    pieces.append(
      Self.piece(
        animation, at: tau, from: value, to: target, velocity: velocity, engine: engine,
        environment: environment))
    segments.append(
      Segment(
        start: time, tau: tau, rate: 1, direction: 1, isPaused: false, origin: tau,
        pieces: pieces))
    trimHistoryIfNeeded()
  }

  /// Flings the value at `time`: a decay from `value` (the presented value when `nil`) leaving
  /// with `velocity` (the presented velocity when `nil`) and coming to rest where the decay
  /// takes it, x₀ + v₀/k, which becomes the model value.
  ///
  /// With both `nil` a running animation is interrupted by the fling with its position and
  /// velocity handed over (C0 and C1, to rounding: the decay's start velocity k·(target − x₀)
  /// is v₀ up to the rounding of x₀ + v₀/k). A spring started later with
  /// ``animate(to:with:at:policy:engine:)`` merges and takes over the fling's position and velocity
  /// the same way.
  ///
  /// - Parameters:
  ///   - decay: The deceleration and rest thresholds.
  ///   - velocity: Release velocity in units per second; `nil`: the presented velocity.
  ///   - value: Release position; `nil`: the presented value.
  ///   - time: When, in seconds.
  ///
  /// Ignored when a given value is not finite or the destination is not (no friction).
  public mutating func fling(
    _ decay: DecayAnimation = DecayAnimation(), velocity: Value? = nil, from value: Value? = nil,
    at time: Double
  ) {
    guard time.isFinite else { return }
    let start = value ?? self.value(at: time)
    let release = velocity ?? self.velocity(at: time)
    let target = decay.decay.destination(from: start, initialVelocity: release)
    self.release(
      from: start, velocity: release, to: target, with: Animation(kind: .decay(decay)), at: time)
  }
}

import CKineticMath

/// The parameters of a decay animation: a ``Decay`` (friction, or UIKit's deceleration rate)
/// and the thresholds at which the motion counts as at rest. The payload of
/// ``Animation/Kind/decay(_:)``.
///
/// A decay has no target of its own: it goes where its initial velocity takes it,
/// x₀ + v₀/k. As an animation of a change it is the fling that comes to rest exactly on the
/// target, so it starts with the velocity v₀ = k·change (``Decay/initialVelocity(from:to:)``):
///
///     offset(t)   = change·(1 − e^{−kt})
///     velocity(t) = k·change·e^{−kt}
///
/// (the same law as the fling, x₀ + v₀·(1 − e^{−kt})/k, with v₀ = k·change). To fling with a
/// *given* velocity, start it from an ``Animator`` with
/// ``Animator/fling(_:velocity:from:at:)``, which makes the target the decay's destination so
/// the motion leaves with exactly that velocity. A velocity carried in from a merge is not
/// honoured here (the velocity is fixed by the change), as with timing curves; the fling entry
/// is the C1 hand-off.
///
/// ## Rest
/// The motion never reaches its target exactly: it is logically complete and removed at the
/// first time its speed is below ``restingSpeed`` or its distance from the target below
/// ``restingDistance`` (the distance left is speed/k, so this is the speed threshold
/// max(restingSpeed, k·restingDistance)); an animator then shows the target exactly, a jump of
/// at most that distance. Logical completion comes earlier if the motion is within 1 % of the
/// change first, the rule springs use (``Spring/Completion``).
///
/// A decay without friction (k = 0) never arrives: it finishes at once, as a timing curve of
/// zero duration does.
public struct DecayAnimation: Hashable, Sendable {
  /// The decay law: friction k in 1/s (UIKit's rate d per millisecond is k = −1000·ln d).
  public var decay: Decay
  /// The speed, in units per second, below which the motion is at rest: finite and > 0.
  public var restingSpeed: Double
  /// The distance from the target, in units, within which the motion is at rest: finite and
  /// ≥ 0 (0: only the speed decides).
  public var restingDistance: Double

  /// The resting speed when none is given: ``Decay/defaultRestingSpeed``, 0.5 units per second.
  public static let defaultRestingSpeed = Decay.defaultRestingSpeed
  /// The resting distance when none is given: 0.1 units (a tenth of a point, below what a
  /// display shows at 2× scale).
  public static let defaultRestingDistance = 0.1

  /// Creates a decay animation.
  ///
  /// - Parameters:
  ///   - decay: The decay law; ``Decay/normal`` is UIScrollView's normal deceleration.
  ///   - restingSpeed: Units per second; a non-finite or non-positive one becomes the default.
  ///   - restingDistance: Units; a non-finite or negative one becomes the default.
  public init(
    decay: Decay = .normal, restingSpeed: Double = DecayAnimation.defaultRestingSpeed,
    restingDistance: Double = DecayAnimation.defaultRestingDistance
  ) {
    self.decay = decay
    self.restingSpeed =
      restingSpeed.isFinite && restingSpeed > 0 ? restingSpeed : Self.defaultRestingSpeed
    self.restingDistance =
      restingDistance.isFinite && restingDistance >= 0
      ? restingDistance : Self.defaultRestingDistance
  }

  /// Validating form of ``init(decay:restingSpeed:restingDistance:)``: throws instead of
  /// replacing a bad threshold.
  /// - Throws: ``ParameterError`` naming `restingSpeed` or `restingDistance`.
  public init(validatingDecay decay: Decay, restingSpeed: Double, restingDistance: Double)
    throws(ParameterError)
  {
    try ParameterError.requirePositive("restingSpeed", restingSpeed)
    try ParameterError.requireNonNegative("restingDistance", restingDistance)
    self.init(decay: decay, restingSpeed: restingSpeed, restingDistance: restingDistance)
  }

  /// The speed threshold both rest rules amount to: max(restingSpeed, k·restingDistance).
  @inlinable
  var threshold: Double { max(restingSpeed, decay.friction * restingDistance) }

  /// The velocity the motion of `change` starts with: k·change.
  @inlinable
  public func initialVelocity<V: VectorArithmetic>(change: V) -> V {
    change.scaled(by: decay.friction)
  }

  /// The time, in seconds, at which the motion of `change` comes to rest (is removed):
  /// ln(k·‖change‖/threshold)/k, 0 when it starts slower than the threshold (or has no
  /// friction).
  public func restTime<V: VectorArithmetic>(change: V) -> Double {
    guard decay.friction > 0 else { return 0 }
    return decay.timeToRest(initialVelocity: initialVelocity(change: change), threshold: threshold)
  }

  /// The completion of the motion of `change`: removed at ``restTime(change:)``, logically
  /// complete then or once within 1 % of the change (ln(100)/k), whichever is first.
  public func completion<V: VectorArithmetic>(change: V) -> Spring.Completion {
    let removal = restTime(change: change)
    guard decay.friction > 0 else { return Spring.Completion(logicallyComplete: 0, removed: 0) }
    return Spring.Completion(
      logicallyComplete: min(removal, log(100) / decay.friction), removed: removal)
  }

  /// The offset and velocity of the motion of `change` at `time` ≥ 0 seconds.
  @inlinable
  public func motion<V: VectorArithmetic>(change: V, time: Double) -> (offset: V, velocity: V) {
    let k = decay.friction
    // (1 − e^{−kt}) through expm1: exact as kt → 0, where 1 − exp would cancel.
    return (change.scaled(by: -expm1(-k * time)), change.scaled(by: k * exp(-k * time)))
  }
}

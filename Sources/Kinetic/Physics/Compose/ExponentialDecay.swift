import CKineticMath

/// Compose's `exponentialDecay(frictionMultiplier, absVelocityThreshold)`
/// (`FloatExponentialDecaySpec`): the velocity decays as e^{f·t} with f = −4.2·frictionMultiplier.
///
///     v(t) = v₀·e^{f·t},   x(t) = x₀ + v₀·(e^{f·t} − 1)/f
///
/// The animation ends at T = ln(threshold/|v₀|)/f, when the speed reaches
/// `absVelocityThreshold`; from then on Compose's `DecayAnimation` holds its target x(T) and
/// reports the velocity it ended with (±threshold), which this model reproduces. Compose
/// truncates T to whole milliseconds and samples at whole milliseconds; this model uses
/// continuous time.
///
/// Source: androidx compose/animation/animation-core/.../FloatDecayAnimationSpec.kt.
public struct ExponentialDecay: MotionModel {
  /// The friction multiplier, > 0 (Compose clamps it to at least 1e-4).
  public let frictionMultiplier: Double
  /// The speed at which the animation ends, units/s, > 0 (Compose clamps to at least 1e-7).
  public let absVelocityThreshold: Double

  /// Compose's `ExponentialDecayFriction`.
  public static let baseFriction = -4.2

  /// An exponential decay with Compose's defaults 1 and 0.1.
  /// - Throws: ``ParameterError`` unless both parameters are finite and > 0.
  public init(frictionMultiplier: Double = 1, absVelocityThreshold: Double = 0.1)
    throws(ParameterError)
  {
    try ParameterError.requirePositive("frictionMultiplier", frictionMultiplier)
    try ParameterError.requirePositive("absVelocityThreshold", absVelocityThreshold)
    self.frictionMultiplier = frictionMultiplier
    self.absVelocityThreshold = absVelocityThreshold
  }

  /// f = −4.2·max(1e-4, frictionMultiplier), in 1/s.
  public var friction: Double { ExponentialDecay.baseFriction * max(1e-4, frictionMultiplier) }
  var threshold: Double { max(1e-7, absVelocityThreshold) }

  func freeValue(_ x0: Double, _ v0: Double, _ t: Double) -> Double {
    x0 + v0 * expm1(friction * t) / friction
  }

  /// x(min(t, T)).
  public func value(from position: Double, velocity: Double, time: Double) -> Double {
    freeValue(position, velocity, min(max(time, 0), restTime(from: position, velocity: velocity)))
  }

  /// v(min(t, T)): the speed stays at the threshold after the end, as Compose reports it.
  public func velocity(from position: Double, velocity: Double, time: Double) -> Double {
    let t = min(max(time, 0), restTime(from: position, velocity: velocity))
    return velocity * exp(friction * t)
  }

  /// Compose's `getTargetValue`: x(T), or x₀ when |v₀| ≤ threshold.
  public func targetValue(from position: Double, velocity: Double) -> Double {
    value(from: position, velocity: velocity, time: .infinity)
  }

  /// T = ln(threshold/|v₀|)/f, 0 when |v₀| ≤ threshold.
  public func restTime(from position: Double, velocity: Double) -> Double {
    if abs(velocity) <= threshold { return 0 }
    return log(threshold / abs(velocity)) / friction
  }
}

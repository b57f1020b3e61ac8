import CKineticMath

/// Compose's `splineBasedDecay(density)` (`SplineBasedFloatDecayAnimationSpec`): Android's
/// native fling curve, ``AndroidFlingSpline``, scaled to the fling's distance and duration.
///
/// With c = friction·9.80665·39.37·160·density·0.84 (the deceleration in pixels/s²),
/// D = ln 0.78/ln 0.9 and l = ln(0.35·|v₀|/c):
///
///     duration = e^{l/(D−1)} s,   distance = c·e^{l·D/(D−1)}
///     x(t) = x₀ + sign(v₀)·distance·spline(t/duration)
///
/// and the velocity is the spline's slope times sign(v₀)·distance/duration: piecewise constant,
/// the exact derivative of Android's piecewise-linear table. Compose works in whole
/// milliseconds; this model uses continuous time. Velocities are in pixels per second.
///
/// Source: androidx compose/animation/animation/.../FlingCalculator.kt and
/// SplineBasedFloatDecayAnimationSpec.kt; friction is `ViewConfiguration.getScrollFriction()`.
public struct SplineBasedDecay: MotionModel {
  /// Pixels per density-independent pixel, > 0.
  public let density: Double
  /// Android's scroll friction, > 0 (default 0.015).
  public let friction: Double

  /// A spline-based decay for a screen of `density`.
  /// - Throws: ``ParameterError`` unless both are finite and > 0.
  public init(density: Double, friction: Double = 0.015) throws(ParameterError) {
    try ParameterError.requirePositive("density", density)
    try ParameterError.requirePositive("friction", friction)
    self.density = density
    self.friction = friction
  }

  /// The deceleration friction·g·39.37·160·density·0.84, pixels/s².
  public var deceleration: Double { friction * 9.80665 * 39.37 * 160 * density * 0.84 }

  func splineDeceleration(_ velocity: Double) -> Double {
    log(AndroidFlingSpline.inflexion * abs(velocity) / deceleration)
  }

  /// The fling's duration in seconds.
  public func duration(velocity: Double) -> Double {
    if velocity == 0 { return 0 }
    return exp(splineDeceleration(velocity) / (ClampingScrollSimulation.decelerationRate - 1))
  }

  /// The fling's unsigned distance.
  public func distance(velocity: Double) -> Double {
    if velocity == 0 { return 0 }
    let d = ClampingScrollSimulation.decelerationRate
    return deceleration * exp(d / (d - 1) * splineDeceleration(velocity))
  }

  func sign(_ v: Double) -> Double { v > 0 ? 1 : v < 0 ? -1 : 0 }

  /// x₀ + sign(v₀)·distance·spline(t/duration).
  public func value(from position: Double, velocity: Double, time: Double) -> Double {
    let duration = duration(velocity: velocity)
    let fraction = duration > 0 ? time / duration : 1
    return position
      + sign(velocity) * distance(velocity: velocity)
      * AndroidFlingSpline.shared.position(at: fraction).distance
  }

  /// sign(v₀)·slope·distance/duration.
  public func velocity(from position: Double, velocity: Double, time: Double) -> Double {
    let duration = duration(velocity: velocity)
    if duration <= 0 { return 0 }
    return sign(velocity) * AndroidFlingSpline.shared.position(at: time / duration).slope
      * distance(velocity: velocity) / duration
  }

  /// The fling's duration.
  public func restTime(from position: Double, velocity: Double) -> Double {
    duration(velocity: velocity)
  }
}

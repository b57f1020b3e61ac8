import CKineticMath

/// Flutter's `ClampingScrollSimulation`, its model of Android scrolling: the distance and
/// duration of Android's `OverScroller` fling, on a ballistic curve.
///
/// With D = ln 0.78/ln 0.9 (Android's `DECELERATION_RATE`), inflexion 0.35 and the physical
/// coefficient g·39.37·160·0.84 (0.84 g in logical pixels/s²):
///
///     v_ref = friction·coefficient/0.35
///     T     = D·0.35·(|v₀|/v_ref)^{1/(D−1)}          (seconds)
///     d     = v₀·T/D
///     x(t)  = x₀ + d·(1 − (1 − t/T)^D),   dx(t) = v₀·(1 − t/T)^{D−1}     (t clamped to [0, T])
///
/// Done at T. Source: flutter/packages/flutter/lib/src/widgets/scroll_simulation.dart.
public struct ClampingScrollSimulation: MotionModel {
  /// Android's scroll friction (`ViewConfiguration.getScrollFriction()`, default 0.015), > 0.
  public let friction: Double

  /// Android's `DECELERATION_RATE`, ln 0.78/ln 0.9 ≈ 2.358.
  public static let decelerationRate = log(0.78) / log(0.9)
  /// Android's `INFLEXION`.
  public static let inflexion = 0.35
  /// 0.84 of Earth's gravity in logical pixels per second²: 9.80665·39.37·160·0.84.
  public static let physicalCoefficient = 9.80665 * 39.37 * 160.0 * 0.84

  /// A clamping scroll simulation.
  /// - Throws: ``ParameterError`` unless `friction` is finite and > 0.
  public init(friction: Double = 0.015) throws(ParameterError) {
    try ParameterError.requirePositive("friction", friction)
    self.friction = friction
  }

  /// The fling's duration T in seconds.
  public func duration(velocity: Double) -> Double {
    let d = ClampingScrollSimulation.decelerationRate
    let reference =
      friction * ClampingScrollSimulation.physicalCoefficient
      / ClampingScrollSimulation.inflexion
    return d * ClampingScrollSimulation.inflexion * pow(abs(velocity) / reference, 1 / (d - 1))
  }

  /// The fling's signed distance v₀·T/D.
  public func distance(velocity: Double) -> Double {
    velocity * duration(velocity: velocity) / ClampingScrollSimulation.decelerationRate
  }

  func progress(_ time: Double, _ velocity: Double) -> Double {
    let duration = duration(velocity: velocity)
    return duration > 0 ? min(max(time / duration, 0), 1) : 1
  }

  /// x₀ + d·(1 − (1 − t/T)^D).
  public func value(from position: Double, velocity: Double, time: Double) -> Double {
    let t = progress(time, velocity)
    return position
      + distance(velocity: velocity) * -expm1(ClampingScrollSimulation.decelerationRate * log1p(-t))
  }

  /// v₀·(1 − t/T)^{D−1}.
  public func velocity(from position: Double, velocity: Double, time: Double) -> Double {
    let t = progress(time, velocity)
    return velocity * pow(1 - t, ClampingScrollSimulation.decelerationRate - 1)
  }

  /// T.
  public func restTime(from position: Double, velocity: Double) -> Double {
    duration(velocity: velocity)
  }
}

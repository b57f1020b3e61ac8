/// Jetpack Compose's `SnapSpec` (`snap(delayMillis)`): the value stays where it is for
/// `delayMillis` milliseconds, then jumps to the target and is done; the velocity is zero
/// throughout (Compose's `VectorizedSnapSpec` reports its initial velocity as zero too).
///
/// Source: androidx compose/animation/animation-core `AnimationSpec.kt` (`SnapSpec`) and
/// `VectorizedAnimationSpec.kt` (`VectorizedSnapSpec`).
public struct SnapSpec: TargetedMotionModel {
  /// The delay before the jump, in milliseconds (Compose's unit), ≥ 0.
  public let delayMillis: Double

  /// A snap after `delayMillis` milliseconds (0 by default, as Compose's `snap()`).
  /// - Throws: ``ParameterError`` for a negative or non-finite delay.
  public init(delayMillis: Double = 0) throws(ParameterError) {
    try ParameterError.requireNonNegative("delayMillis", delayMillis)
    self.delayMillis = delayMillis
  }

  /// `position` before the delay, `target` from then on.
  public func value(from position: Double, to target: Double, velocity: Double, time: Double)
    -> Double
  {
    time >= restTime(from: position, to: target, velocity: velocity) ? target : position
  }

  /// Zero.
  public func velocity(from position: Double, to target: Double, velocity: Double, time: Double)
    -> Double
  { 0 }

  /// The delay, in seconds.
  public func restTime(from position: Double, to target: Double, velocity: Double) -> Double {
    delayMillis / 1000
  }
}

import Kinetic

/// The ease-out quartic curve `q(u) = 1 − (1 − u)⁴` that the horizontal-list article uses for a
/// fling, and an animation that follows it.
///
/// It starts at speed `q′(0) = 4` (four times a linear animation of the same duration) and
/// arrives with zero speed and zero acceleration, so the glide fades out instead of stopping.
public struct QuarticEaseOut: CustomAnimation {
  /// The length of the animation in seconds; the article's fling lasts 2 s. A non-positive
  /// duration jumps to the end.
  public var duration: Double

  /// Creates the animation.
  ///
  /// - Parameter duration: Seconds, 2 by default.
  public init(duration: Double = 2) {
    self.duration = duration
  }

  /// `q(u) = 1 − (1 − u)⁴` for progress `u` clamped to `0...1` (NaN gives 0); exactly 0 at 0
  /// and exactly 1 at 1.
  public static func value(at progress: Double) -> Double {
    guard progress > 0 else { return 0 }
    guard progress < 1 else { return 1 }
    let rest = 1 - progress
    let square = rest * rest
    return 1 - square * square
  }

  /// `q′(u) = 4 (1 − u)³` for progress `u` clamped to `0...1`: 4 at the start, 0 at the end.
  public static func velocity(at progress: Double) -> Double {
    let u = progress.isNaN ? 0 : Swift.min(Swift.max(progress, 0), 1)
    let rest = 1 - u
    return 4 * rest * rest * rest
  }

  /// `value · q(time / duration)`, or `nil` once `time ≥ duration`.
  public func animate<V: VectorArithmetic>(
    value: V, time: Double, context: inout AnimationContext<V>
  ) -> V? {
    guard duration > 0, time < duration else { return nil }
    return value.scaled(by: Self.value(at: time / duration))
  }

  /// `value · q′(time / duration) / duration`.
  public func velocity<V: VectorArithmetic>(
    value: V, time: Double, context: AnimationContext<V>
  ) -> V? {
    guard duration > 0 else { return .zero }
    return value.scaled(by: Self.velocity(at: time / duration) / duration)
  }
}

extension Animation {
  /// The ease-out quartic `1 − (1 − u)⁴` over `duration` seconds (2 by default), the
  /// horizontal-list article's fling.
  public static func quarticEaseOut(duration: Double = 2) -> Animation {
    Animation(QuarticEaseOut(duration: duration))
  }
}

/// An animation that follows a ``UnitCurve`` over a fixed duration.
///
/// offset(t) = value · curve(t / duration); finished after `duration`.
public struct TimingCurveAnimation: CustomAnimation {
  /// The shape of the animation.
  public var curve: UnitCurve
  /// The length of the animation in seconds; a non-positive duration jumps to the end.
  public var duration: Double

  /// Creates an animation that follows `curve` for `duration` seconds.
  public init(curve: UnitCurve, duration: Double) {
    self.curve = curve
    self.duration = duration
  }

  /// `value · curve(time / duration)`, or `nil` once `time ≥ duration`.
  ///
  /// A timing curve is logically complete exactly when it finishes.
  @inlinable
  public func animate<V: VectorArithmetic>(
    value: V, time: Double, context: inout AnimationContext<V>
  ) -> V? {
    guard time < duration, duration > 0 else {
      context.isLogicallyComplete = true
      return nil
    }
    return value.scaled(by: curve.value(at: max(time, 0) / duration))
  }

  /// `value · curve′(time / duration) / duration`; zero once finished.
  @inlinable
  public func velocity<V: VectorArithmetic>(value: V, time: Double, context: AnimationContext<V>)
    -> V?
  {
    guard time < duration, duration > 0 else { return .zero }
    return value.scaled(by: curve.derivative(at: max(time, 0) / duration) / duration)
  }

  /// The duration (0 when it is not positive): independent of the change.
  public func duration<V: VectorArithmetic>(value: V, context: AnimationContext<V>) -> Double? {
    self.duration > 0 ? self.duration : 0
  }
}

extension Animation {
  /// The default duration of SwiftUI's timing-curve animations: 0.35 s.
  public static let defaultDuration = 0.35

  /// Constant speed over `duration` seconds.
  public static func linear(duration: Double) -> Animation {
    Animation(TimingCurveAnimation(curve: .linear, duration: duration))
  }
  /// Constant speed over 0.35 s.
  public static let linear = Animation.linear(duration: defaultDuration)

  /// Starts slowly: cubic Bezier (0.42, 0), (1, 1).
  public static func easeIn(duration: Double) -> Animation {
    Animation(TimingCurveAnimation(curve: .easeIn, duration: duration))
  }
  /// Starts slowly over 0.35 s.
  public static let easeIn = Animation.easeIn(duration: defaultDuration)

  /// Ends slowly: cubic Bezier (0, 0), (0.58, 1).
  public static func easeOut(duration: Double) -> Animation {
    Animation(TimingCurveAnimation(curve: .easeOut, duration: duration))
  }
  /// Ends slowly over 0.35 s.
  public static let easeOut = Animation.easeOut(duration: defaultDuration)

  /// Starts and ends slowly: cubic Bezier (0.42, 0), (0.58, 1).
  public static func easeInOut(duration: Double) -> Animation {
    Animation(TimingCurveAnimation(curve: .easeInOut, duration: duration))
  }
  /// Starts and ends slowly over 0.35 s.
  public static let easeInOut = Animation.easeInOut(duration: defaultDuration)

  /// A cubic Bezier timing curve with control points (p1x, p1y), (p2x, p2y).
  public static func timingCurve(
    _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: Double = defaultDuration
  ) -> Animation {
    Animation(
      TimingCurveAnimation(
        curve: .bezier(
          startControlPoint: UnitPoint(x: p1x, y: p1y), endControlPoint: UnitPoint(x: p2x, y: p2y)),
        duration: duration))
  }

  /// Any unit curve over `duration` seconds.
  public static func timingCurve(_ curve: UnitCurve, duration: Double = defaultDuration)
    -> Animation
  {
    Animation(TimingCurveAnimation(curve: curve, duration: duration))
  }
}

extension Animation {
  /// The default duration of SwiftUI's timing-curve animations: 0.35 s.
  public static let defaultDuration = 0.35

  /// Constant speed over `duration` seconds.
  public static func linear(duration: Double) -> Animation { .timingCurve(.linear, duration: duration) }
  /// Constant speed over 0.35 s.
  public static var linear: Animation { Animation.linear(duration: defaultDuration) }

  /// Starts slowly: cubic Bezier (0.42, 0), (1, 1).
  public static func easeIn(duration: Double) -> Animation { .timingCurve(.easeIn, duration: duration) }
  /// Starts slowly over 0.35 s.
  public static var easeIn: Animation { Animation.easeIn(duration: defaultDuration) }

  /// Ends slowly: cubic Bezier (0, 0), (0.58, 1).
  public static func easeOut(duration: Double) -> Animation { .timingCurve(.easeOut, duration: duration) }
  /// Ends slowly over 0.35 s.
  public static var easeOut: Animation { Animation.easeOut(duration: defaultDuration) }

  /// Starts and ends slowly: cubic Bezier (0.42, 0), (0.58, 1).
  public static func easeInOut(duration: Double) -> Animation {
    .timingCurve(.easeInOut, duration: duration)
  }
  /// Starts and ends slowly over 0.35 s.
  public static var easeInOut: Animation { Animation.easeInOut(duration: defaultDuration) }

  /// A cubic Bezier timing curve with control points (p1x, p1y), (p2x, p2y) (x clamped to
  /// `0...1`, as SwiftUI does).
  public static func timingCurve(
    _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: Double = defaultDuration
  ) -> Animation {
    .timingCurve(
      .bezier(
        startControlPoint: UnitPoint(x: p1x, y: p1y), endControlPoint: UnitPoint(x: p2x, y: p2y)),
      duration: duration)
  }

  /// Any unit curve over `duration` seconds: offset = change·curve(t/duration); a non-positive
  /// duration jumps to the end. A timing curve is logically complete exactly when it finishes.
  public static func timingCurve(_ curve: UnitCurve, duration: Double = defaultDuration)
    -> Animation
  {
    Animation(kind: .timingCurve(curve, duration: duration))
  }

  /// A CSS easing function over `duration` seconds (CSS's `animation-timing-function` with
  /// `animation-duration`): offset = change·f(t/duration), velocity the right-hand derivative
  /// (0 at the jumps of `steps()`, ±∞ at a vertical tangent of `cubic-bezier()`).
  public static func easing(_ function: CSSEasingFunction, duration: Double = 1) -> Animation {
    Animation(kind: .easing(function, duration: duration))
  }
}

import Kinetic

/// The animation features the spec language and the sampling commands take from the animation
/// work (`Animation.value(from:to:initialVelocity:at:)`, `duration(for:)`, the repeat
/// modifiers, the spring presets and `interpolatingSpring(_:initialVelocity:)`), in one place.
enum AnimationBridge {
  /// Whether ``value(_:from:to:initialVelocity:at:)`` honours an initial velocity (springs).
  static let honoursInitialVelocity = true

  /// from + offset at `time` for the change `to − from`, starting with `initialVelocity`.
  static func value(
    _ animation: Animation, from: Double, to: Double, initialVelocity: Double, at time: Double
  )
    -> Double
  {
    animation.value(from: from, to: to, initialVelocity: initialVelocity, at: time)
  }

  /// The velocity of that motion, units per second: (to − from) · curve′(t / d) / d for a
  /// timing curve of duration d, so ±∞ where the curve has a vertical tangent (`circularEaseIn`
  /// at its end), the exact answer.
  ///
  /// At exactly the end time (``duration(of:)`` for this change, when positive) it is the left
  /// limit, the curve's end slope, so that a plot's last sample continues the curve instead of
  /// dropping to 0; after the end it is 0 (the animation has finished).
  ///
  /// A change of zero from rest (`from == to`, no initial velocity) is 0 at every time: every
  /// animation the spec language builds is linear in the change and the initial velocity, so
  /// it does not move. The library's change · slope would be 0 · ∞ = NaN at a vertical tangent.
  static func velocity(
    _ animation: Animation, from: Double, to: Double, initialVelocity: Double, at time: Double
  ) -> Double {
    let change = to - from
    guard !isAtRest(change: change, initialVelocity: initialVelocity) else { return 0 }
    guard endsExactly(animation, change: change, at: time) else {
      return animation.velocity(from: from, to: to, initialVelocity: initialVelocity, at: time)
    }
    // A timing curve's end slope exactly (curve′(1), e.g. 0 for easeInOut, +∞ for
    // circularEaseIn or cubic-bezier(0, 0, 1, 0.5)), where one ulp before the end would give a
    // rounded or huge finite slope; any other animation evaluated one ulp before the end, which
    // is exact for the piecewise-linear CSS forms (a step's slope is 0 on both sides).
    if let timing = animation.base as? TimingCurveAnimation {
      return change * timing.curve.derivative(at: 1) / timing.duration
    }
    if let easing = animation.base as? EasingAnimation, easing.form.isCubicBezier {
      return change * easing.curve.derivative(at: 1) / easing.duration
    }
    return animation.velocity(
      from: from, to: to, initialVelocity: initialVelocity, at: time.nextDown)
  }

  /// Whether a motion of `change` starting with `initialVelocity` stays where it is: both zero.
  private static func isAtRest(change: Double, initialVelocity: Double) -> Bool {
    change == 0 && initialVelocity == 0
  }

  /// Whether `time` is exactly the positive end time of `animation` for `change`.
  private static func endsExactly(_ animation: Animation, change: Double, at time: Double) -> Bool {
    time > 0 && animation.duration(for: change) == time
  }

  /// ``value(_:from:to:initialVelocity:at:)`` and ``velocity(_:from:to:initialVelocity:at:)``
  /// together, bit for bit, for the cost of about one: the two run `animate` three times on
  /// fresh contexts between them, where one call (plus the animation's own velocity) gives both.
  /// An animation without its own velocity falls back to ``velocity(_:from:to:initialVelocity:at:)``.
  static func sample(
    _ animation: Animation, from: Double, to: Double, initialVelocity: Double, at time: Double
  ) -> (value: Double, velocity: Double) {
    guard time >= 0 else { return (from, 0) }
    let change = to - from
    if isAtRest(change: change, initialVelocity: initialVelocity) {
      // As in velocity(...): no motion, so no 0 · ∞ = NaN at a vertical tangent.
      return (value(animation, from: from, to: to, initialVelocity: 0, at: time), 0)
    }
    var context = self.context(initialVelocity: initialVelocity)
    guard let offset = animation.animate(value: change, time: time, context: &context) else {
      // Finished: the target exactly; the end slope at the end time itself, else 0.
      guard endsExactly(animation, change: change, at: time) else { return (to, 0) }
      return (
        to, velocity(animation, from: from, to: to, initialVelocity: initialVelocity, at: time)
      )
    }
    let fresh = self.context(initialVelocity: initialVelocity)
    guard let velocity = animation.velocity(value: change, time: time, context: fresh) else {
      return (
        from + offset,
        self.velocity(animation, from: from, to: to, initialVelocity: initialVelocity, at: time)
      )
    }
    return (from + offset, velocity)
  }

  /// A fresh context carrying `initialVelocity`, as `Animation`'s sampling helpers make one.
  private static func context(initialVelocity: Double) -> AnimationContext<Double> {
    var context = AnimationContext<Double>()
    if initialVelocity != 0 { context.initialVelocity = initialVelocity }
    return context
  }

  /// Seconds until `animation` of a unit change finishes; `nil` if it never does.
  static func duration(of animation: Animation) -> Double? { animation.duration(for: 1.0) }

  static func repeatCount(_ animation: Animation, _ count: Int, autoreverses: Bool) throws
    -> Animation
  {
    animation.repeatCount(count, autoreverses: autoreverses)
  }

  static func repeatForever(_ animation: Animation, autoreverses: Bool) throws -> Animation {
    animation.repeatForever(autoreverses: autoreverses)
  }

  /// `.smooth`, `.snappy` or `.bouncy` with a duration and extra bounce (`spring` is the same
  /// preset as a ``Spring``).
  static func preset(_ name: String, duration: Double, extraBounce: Double, spring: Spring)
    -> Animation
  {
    switch name {
    case "smooth": return .smooth(duration: duration, extraBounce: extraBounce)
    case "snappy": return .snappy(duration: duration, extraBounce: extraBounce)
    default: return .bouncy(duration: duration, extraBounce: extraBounce)
    }
  }

  /// SwiftUI's `interpolatingSpring` (additive, not merging) for `spring`.
  static func interpolatingSpring(_ spring: Spring, initialVelocity: Double) -> Animation {
    .interpolatingSpring(spring, initialVelocity: initialVelocity)
  }
}

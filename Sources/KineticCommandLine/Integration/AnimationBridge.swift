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

  /// The velocity of that motion, units per second; 0 once finished.
  static func velocity(
    _ animation: Animation, from: Double, to: Double, initialVelocity: Double, at time: Double
  ) -> Double {
    animation.velocity(from: from, to: to, initialVelocity: initialVelocity, at: time)
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
    var context = self.context(initialVelocity: initialVelocity)
    guard let offset = animation.animate(value: change, time: time, context: &context) else {
      return (to, 0)
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

import Kinetic

/// The animation features the spec language and the sampling commands take from the animation
/// work, in one place.
///
/// - Note: Provisional until the animation work (`Animation.value(from:to:initialVelocity:at:)`,
///   `duration(for:)`, `repeatCount`/`repeatForever`, `smooth`/`snappy`/`bouncy`,
///   `interpolatingSpring(_:initialVelocity:)`) lands on main: sampling uses `animate` on a fresh
///   context, the end of an animation is found by bracketing and bisection on `animate`
///   returning `nil`, presets are springs with their documented parameters, and the repeat
///   modifiers and initial velocities are reported as not available.
enum AnimationBridge {
  /// Whether ``value(_:from:to:initialVelocity:at:)`` honours an initial velocity (springs).
  static let honoursInitialVelocity = false

  /// from + offset at `time` for the change `to − from`: `from` before 0, `to` once finished.
  static func value(
    _ animation: Animation, from: Double, to: Double, initialVelocity: Double, at time: Double
  )
    -> Double
  {
    guard time >= 0 else { return from }
    var context = AnimationContext<Double>()
    guard let offset = animation.animate(value: to - from, time: time, context: &context) else {
      return to
    }
    return from + offset
  }

  /// The velocity of that motion, units per second; 0 before 0 and once finished.
  static func velocity(
    _ animation: Animation, from: Double, to: Double, initialVelocity: Double, at time: Double
  ) -> Double {
    guard time >= 0 else { return 0 }
    var context = AnimationContext<Double>()
    guard animation.animate(value: to - from, time: time, context: &context) != nil else {
      return 0
    }
    // Every built-in animation reports its velocity.
    return animation.velocity(value: to - from, time: time, context: context) ?? 0
  }

  /// Seconds until `animation` of a unit change finishes; `nil` if it runs for over an hour.
  static func duration(of animation: Animation) -> Double? {
    func isFinished(_ t: Double) -> Bool {
      var context = AnimationContext<Double>()
      return animation.animate(value: 1.0, time: t, context: &context) == nil
    }
    if isFinished(0) { return 0 }
    var low = 0.0
    var high = 1.0 / 64
    while !isFinished(high) {
      low = high
      high *= 2
      if high > 3600 { return nil }
    }
    for _ in 0..<64 {
      let mid = 0.5 * (low + high)
      if mid <= low || mid >= high { break }
      if isFinished(mid) { high = mid } else { low = mid }
    }
    return high
  }

  static func repeatCount(_ animation: Animation, _ count: Int, autoreverses: Bool) throws
    -> Animation
  {
    throw CommandLineError.notAvailable("the modifier 'repeatCount'")
  }

  static func repeatForever(_ animation: Animation, autoreverses: Bool) throws -> Animation {
    throw CommandLineError.notAvailable("the modifier 'repeatForever'")
  }

  /// `.smooth`, `.snappy` or `.bouncy`: the preset's spring as a spring animation.
  static func preset(_ name: String, duration: Double, extraBounce: Double, spring: Spring)
    -> Animation
  {
    .spring(spring)
  }

  /// SwiftUI's `interpolatingSpring` for `spring`.
  static func interpolatingSpring(_ spring: Spring, initialVelocity: Double) -> Animation {
    .interpolatingSpring(
      mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
      initialVelocity: initialVelocity)
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// An animation driven by a ``Spring``; it merges with a running animation, keeping its velocity.
///
/// - Note: Provisional; the animation issue completes merging state and blend duration.
public struct SpringAnimation: CustomAnimation {
  /// The spring.
  public var spring: Spring
  /// SwiftUI's blend duration, in seconds (how long a retarget blends response changes).
  public var blendDuration: Double

  /// Creates a spring animation.
  public init(spring: Spring, blendDuration: Double = 0) {
    self.spring = spring
    self.blendDuration = blendDuration
  }

  /// The spring's displacement towards `value` at `time`; `nil` once settled.
  public func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>) -> V? {
    let settle = spring.settlingDurationEstimate
    if time >= settle { return nil }
    return spring.value(target: value, time: time)
  }

  /// The spring's velocity at `time`.
  public func velocity<V: VectorArithmetic>(value: V, time: Double, context: AnimationContext<V>) -> V? {
    spring.velocity(target: value, time: time)
  }

  /// Springs merge with whatever was running.
  public func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: Double, context: inout AnimationContext<V>
  ) -> Bool { true }
}

extension Spring {
  /// Provisional settling time: envelope e^{−ζω₀t} below 1e-3 (replaced by the springs issue).
  var settlingDurationEstimate: Double {
    let decay = max(min(dampingRatio, 1), 1e-3) * angularFrequency
    return -log(1e-3) / decay
  }
}

extension Animation {
  /// A spring with SwiftUI's response/damping parameterisation (defaults 0.5 s, 0.825).
  public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0)
    -> Animation
  {
    Animation(SpringAnimation(spring: Spring(response: response, dampingRatio: dampingFraction), blendDuration: blendDuration))
  }

  /// A spring with a perceptual duration and bounce.
  ///
  /// Disfavoured so that a bare `.spring()` means SwiftUI's response/damping default.
  @_disfavoredOverload
  public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
    Animation(SpringAnimation(spring: Spring(duration: duration, bounce: bounce), blendDuration: blendDuration))
  }

  /// An animation driven by `spring`.
  public static func spring(_ spring: Spring, blendDuration: Double = 0) -> Animation {
    Animation(SpringAnimation(spring: spring, blendDuration: blendDuration))
  }

  /// SwiftUI's default spring: response 0.5, damping fraction 0.825.
  public static var spring: Animation { .spring() }

  /// A stiff spring for interactive gestures (response 0.15, damping 0.86, blend 0.25).
  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
  ) -> Animation {
    .spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
  }

  /// A spring with physical parameters (damping not capped).
  public static func interpolatingSpring(
    mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
  ) -> Animation {
    Animation(SpringAnimation(spring: Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true)))
  }

  /// SwiftUI's default animation (a spring since iOS 17): `.spring()`.
  public static var `default`: Animation { .spring() }
}

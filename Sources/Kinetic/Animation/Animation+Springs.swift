extension Animation {
  /// A spring with SwiftUI's response/damping parameterisation (defaults 0.5 s, 0.825); merges.
  ///
  /// Disfavoured, as in SwiftUI, so that a bare `.spring()` resolves to
  /// ``spring(duration:bounce:blendDuration:)`` (OpenSwiftUI `FluidSpringAnimation.swift`).
  ///
  /// - Parameters:
  ///   - response: The period of the undamped oscillation, in seconds.
  ///   - dampingFraction: ζ; 1 is critical damping.
  ///   - blendDuration: Seconds over which a merge blends the response (see
  ///     ``SpringAnimation``).
  @_disfavoredOverload
  public static func spring(
    response: Double = SpringDefaults.response,
    dampingFraction: Double = SpringDefaults.dampingFraction,
    blendDuration: Double = SpringDefaults.blendDuration
  )
    -> Animation
  {
    .spring(Spring(response: response, dampingRatio: dampingFraction), blendDuration: blendDuration)
  }

  /// A spring with a perceptual duration (seconds) and bounce in `-1...1`; merges.
  ///
  /// The overload a bare `.spring()` resolves to, as in SwiftUI: duration 0.5 s, bounce 0.
  public static func spring(
    duration: Double = SpringDefaults.duration, bounce: Double = SpringDefaults.bounce,
    blendDuration: Double = SpringDefaults.blendDuration
  )
    -> Animation
  {
    .spring(Spring(duration: duration, bounce: bounce), blendDuration: blendDuration)
  }

  /// An animation driven by `spring`; merges.
  public static func spring(_ spring: Spring, blendDuration: Double = SpringDefaults.blendDuration)
    -> Animation
  {
    Animation(kind: .spring(SpringAnimation(spring: spring, blendDuration: blendDuration)))
  }

  /// SwiftUI's `.spring`: `spring()`, which resolves to the `duration:bounce:` form, so
  /// duration 0.5 s and bounce 0 (ζ = 1), blend 0 (OpenSwiftUI `FluidSpringAnimation.swift`).
  public static var spring: Animation { Animation.spring() }

  /// A stiff spring for interactive gestures (response 0.15, damping 0.86, blend 0.25).
  ///
  /// Disfavoured, as in SwiftUI, so that a bare `interactiveSpring()` resolves to
  /// ``interactiveSpring(duration:extraBounce:blendDuration:)``.
  @_disfavoredOverload
  public static func interactiveSpring(
    response: Double = SpringDefaults.interactiveDuration,
    dampingFraction: Double = SpringDefaults.interactiveDampingFraction,
    blendDuration: Double = SpringDefaults.interactiveBlendDuration
  ) -> Animation {
    .spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
  }

  /// A spring with physical parameters (damping not capped) that adds to running animations
  /// instead of merging, as SwiftUI's `interpolatingSpring`.
  ///
  /// - Parameters:
  ///   - mass: m > 0.
  ///   - stiffness: k > 0.
  ///   - damping: c ≥ 0.
  ///   - initialVelocity: In units of the total change per second (SwiftUI's convention): with a
  ///     change of 100 and `initialVelocity: 2`, the value starts moving at 200 units/s.
  public static func interpolatingSpring(
    mass: Double = SpringDefaults.mass, stiffness: Double, damping: Double,
    initialVelocity: Double = SpringDefaults.initialVelocity
  ) -> Animation {
    .interpolatingSpring(
      Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true),
      initialVelocity: initialVelocity)
  }

  /// An additive spring with a perceptual duration and bounce (SwiftUI's
  /// `interpolatingSpring(duration:bounce:initialVelocity:)`); `initialVelocity` is in units of
  /// the total change per second.
  public static func interpolatingSpring(
    duration: Double = SpringDefaults.duration, bounce: Double = SpringDefaults.bounce,
    initialVelocity: Double = SpringDefaults.initialVelocity
  )
    -> Animation
  {
    .interpolatingSpring(
      Spring(duration: duration, bounce: bounce), initialVelocity: initialVelocity)
  }

  /// An additive animation driven by `spring`; `initialVelocity` is in units of the total change
  /// per second.
  public static func interpolatingSpring(
    _ spring: Spring, initialVelocity: Double = SpringDefaults.initialVelocity
  ) -> Animation {
    Animation(
      kind: .spring(
        SpringAnimation(spring: spring, initialVelocity: initialVelocity, merges: false)))
  }

  /// A stiff spring for interactive gestures with a perceptual duration: bounce 0.15 plus
  /// `extraBounce` (SwiftUI's `interactiveSpring(duration:extraBounce:blendDuration:)`; Apple:
  /// "a convenience for a spring animation with a lower duration value, intended for driving
  /// interactive animations").
  ///
  /// - Parameters:
  ///   - duration: Perceptual duration (the response) in seconds; 0.15 by default.
  ///   - extraBounce: Added to the base bounce of 0.15.
  ///   - blendDuration: Seconds; 0.25 by default.
  public static func interactiveSpring(
    duration: Double = SpringDefaults.interactiveDuration,
    extraBounce: Double = SpringDefaults.extraBounce,
    blendDuration: Double = SpringDefaults.interactiveBlendDuration
  ) -> Animation {
    .spring(
      duration: duration, bounce: SpringDefaults.interactiveBounce + extraBounce,
      blendDuration: blendDuration)
  }

  /// SwiftUI's `.interactiveSpring`: `interactiveSpring()`, the `duration:extraBounce:` form
  /// (duration 0.15 s, bounce 0.15, blend 0.25).
  public static var interactiveSpring: Animation { Animation.interactiveSpring() }

  /// SwiftUI's `.interpolatingSpring`: `interpolatingSpring()`, the `duration:bounce:` form
  /// (duration 0.5 s, bounce 0), additive.
  public static var interpolatingSpring: Animation { Animation.interpolatingSpring() }

  /// SwiftUI's default animation, which `withAnimation`-style APIs use when given none.
  ///
  /// It samples, merges and completes as ``defaultBase``, the spring Apple documents for iOS 17,
  /// macOS 14 and later (`spring(response: 0.55, dampingFraction: 1.0, blendDuration: 0)`;
  /// before them it was `easeInOut`), but has an identity of its own, ``Kind/default``, as in
  /// SwiftUI: Apple, "A `default` animation instance is only equal to other `default`
  /// animation instances (using `==`), and not equal to other animation instances even when
  /// the animations are identical", and it describes itself as `DefaultAnimation()`
  /// (OpenSwiftUI `AnimationCompatibilityTests`, run against SwiftUI).
  public static var `default`: Animation { Animation(kind: .default) }

  /// The spring ``default`` stands for: `spring(response: 0.55, dampingFraction: 1.0,
  /// blendDuration: 0)` (Apple, `Animation.default`, iOS 17 and later).
  public static var defaultBase: Animation {
    Animation.spring(response: 0.55, dampingFraction: 1.0, blendDuration: 0)
  }
}

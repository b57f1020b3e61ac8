extension Animation {
  /// A spring with SwiftUI's response/damping parameterisation (defaults 0.5 s, 0.825); merges.
  ///
  /// - Parameters:
  ///   - response: The period of the undamped oscillation, in seconds.
  ///   - dampingFraction: ζ; 1 is critical damping.
  ///   - blendDuration: Seconds; kept but not applied (see ``SpringAnimation``).
  public static func spring(
    response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0
  )
    -> Animation
  {
    .spring(Spring(response: response, dampingRatio: dampingFraction), blendDuration: blendDuration)
  }

  /// A spring with a perceptual duration (seconds) and bounce in `-1...1`; merges.
  ///
  /// Disfavoured so that a bare `.spring()` means SwiftUI's response/damping default.
  @_disfavoredOverload
  public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0)
    -> Animation
  {
    .spring(Spring(duration: duration, bounce: bounce), blendDuration: blendDuration)
  }

  /// An animation driven by `spring`; merges.
  public static func spring(_ spring: Spring, blendDuration: Double = 0) -> Animation {
    Animation(kind: .spring(SpringAnimation(spring: spring, blendDuration: blendDuration)))
  }

  /// SwiftUI's default spring: response 0.5, damping fraction 0.825.
  public static let spring = Animation.spring()

  /// A stiff spring for interactive gestures (response 0.15, damping 0.86, blend 0.25).
  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
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
    mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
  ) -> Animation {
    .interpolatingSpring(
      Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true),
      initialVelocity: initialVelocity)
  }

  /// An additive spring with a perceptual duration and bounce (SwiftUI's
  /// `interpolatingSpring(duration:bounce:initialVelocity:)`); `initialVelocity` is in units of
  /// the total change per second.
  public static func interpolatingSpring(
    duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0
  )
    -> Animation
  {
    .interpolatingSpring(Spring(duration: duration, bounce: bounce), initialVelocity: initialVelocity)
  }

  /// An additive animation driven by `spring`; `initialVelocity` is in units of the total change
  /// per second.
  public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0) -> Animation
  {
    Animation(
      kind: .spring(SpringAnimation(spring: spring, initialVelocity: initialVelocity, merges: false)))
  }

  /// SwiftUI's default animation (a spring since iOS 17): `.spring()`.
  public static let `default` = Animation.spring()
}

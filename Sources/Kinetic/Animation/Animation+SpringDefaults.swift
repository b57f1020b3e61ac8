extension Animation {
  /// SwiftUI's default arguments of its spring animations, in one place: the core's
  /// initialisers (``spring(duration:bounce:blendDuration:)`` and the others) and the spec
  /// language's forms (KineticInterchange's table of forms) both read them.
  ///
  /// The values are those of SwiftUI's declarations (Apple's documentation of
  /// `spring(response:dampingFraction:blendDuration:)`, `interactiveSpring(…)` and
  /// `interpolatingSpring(…)`; OpenSwiftUI `FluidSpringAnimation.swift`).
  public enum SpringDefaults {
    /// The perceptual duration of `spring(duration:bounce:)`, `interpolatingSpring(duration:…)`
    /// and the presets, in seconds: 0.5.
    public static let duration = 0.5
    /// The bounce of `spring(duration:bounce:)`: 0 (critically damped).
    public static let bounce = 0.0
    /// The response of `spring(response:dampingFraction:)`, in seconds: 0.5.
    public static let response = 0.5
    /// The damping fraction of `spring(response:dampingFraction:)`: 0.825.
    public static let dampingFraction = 0.825
    /// The blend duration of `spring(…)`, in seconds: 0.
    public static let blendDuration = 0.0
    /// The mass of `interpolatingSpring(mass:stiffness:damping:)`: 1.
    public static let mass = 1.0
    /// The initial velocity of `interpolatingSpring(…)`, in changes per second: 0.
    public static let initialVelocity = 0.0
    /// The extra bounce of the presets and `interactiveSpring(duration:extraBounce:)`: 0.
    public static let extraBounce = 0.0
    /// The duration (and response) of `interactiveSpring(…)`, in seconds: 0.15.
    public static let interactiveDuration = 0.15
    /// The bounce `interactiveSpring(duration:extraBounce:)` adds `extraBounce` to: 0.15.
    public static let interactiveBounce = 0.15
    /// The damping fraction of `interactiveSpring(response:dampingFraction:)`: 0.86.
    public static let interactiveDampingFraction = 0.86
    /// The blend duration of `interactiveSpring(…)`, in seconds: 0.25.
    public static let interactiveBlendDuration = 0.25
  }
}

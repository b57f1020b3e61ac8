/// Every equivalent description of one spring, with its settling and overshoot figures: what
/// `kinetic spring SPEC` prints as JSON or a table.
///
/// All figures are for the step response (0 → 1 from rest) with tolerance ``epsilon``.
/// Figures that do not exist are nil and encode as JSON `null`: `peakTime` for ζ ≥ 1 (no
/// overshoot), the settling durations for an undamped spring (it never settles).
public struct SpringReport: Hashable, Sendable {
  /// Mass m.
  public var mass: Double
  /// Stiffness k = m·ω₀², mass/s².
  public var stiffness: Double
  /// Damping c = 2ζmω₀, mass/s.
  public var damping: Double
  /// Response 2π/ω₀, s.
  public var response: Double
  /// Damping ratio ζ.
  public var dampingRatio: Double
  /// Perceptual duration (= response), s.
  public var duration: Double
  /// Bounce, `-1...1`.
  public var bounce: Double
  /// SwiftUI's envelope-rule settling time, s (``Spring/settlingDuration(target:initialVelocity:epsilon:)``).
  public var settlingDuration: Double?
  /// The exact last time |x − 1| ≥ ε, s (``Spring/exactSettlingDuration(target:initialVelocity:epsilon:)``).
  public var exactSettlingDuration: Double?
  /// When an animation of the spring, over a change of 1 from rest, ends and is removed, s:
  /// by its completion rule (SwiftUI's by default); `nil` when it never ends, and for a report
  /// of a bare ``Spring``, which has no completion rule (the initialiser from an ``Animation``
  /// gives it).
  public var removalTime: Double?
  /// Overshoot as a fraction of the step.
  public var overshoot: Double
  /// Time of the first peak, s; nil for ζ ≥ 1.
  public var peakTime: Double?
  /// The settling tolerance used, a fraction of the step.
  public var epsilon: Double
  /// SwiftUI's duration/bounce and response/dampingFraction.
  public var swiftUI: SwiftUISpring
  /// Core Animation's `CASpringAnimation` parameters (initial velocity 0).
  public var coreAnimation: CoreAnimationSpring
  /// Jetpack Compose's `spring(dampingRatio, stiffness)`.
  public var compose: ComposeSpring
  /// Flutter's `SpringDescription`.
  public var flutter: FlutterSpringDescription
  /// react-spring's `{ tension, friction, mass }`.
  public var reactSpring: ReactSpringConfig
  /// framer-motion's `{ stiffness, damping, mass }` and `{ visualDuration, bounce }`.
  public var framerMotion: FramerMotionSpring

  /// The report for `spring` with settling tolerance `epsilon` (a fraction of the step).
  public init(_ spring: Spring, epsilon: Double = Spring.defaultSettlingEpsilon) {
    func finite(_ x: Double) -> Double? { x.isFinite ? x : nil }
    mass = spring.mass
    stiffness = spring.stiffness
    damping = spring.damping
    response = spring.response
    dampingRatio = spring.dampingRatio
    duration = spring.duration
    bounce = spring.bounce
    settlingDuration = finite(spring.settlingDuration(target: 1.0, epsilon: epsilon))
    exactSettlingDuration = finite(
      spring.exactSettlingDuration(target: 1, initialVelocity: 0, epsilon: epsilon))
    overshoot = spring.overshoot
    peakTime = spring.peakTime
    self.epsilon = epsilon
    swiftUI = SwiftUISpring(spring)
    coreAnimation = CoreAnimationSpring(spring)
    compose = ComposeSpring(spring)
    flutter = FlutterSpringDescription(spring)
    reactSpring = ReactSpringConfig(spring)
    framerMotion = FramerMotionSpring(spring)
  }

  /// The report of the spring that `animation` runs, with its ``removalTime``; `nil` unless
  /// the animation is a spring without modifiers.
  public init?(animation: Animation, epsilon: Double = Spring.defaultSettlingEpsilon) {
    guard case .spring(let spring) = animation.resolved.kind else { return nil }
    self.init(spring.spring, epsilon: epsilon)
    removalTime = animation.duration(for: 1.0).flatMap { $0.isFinite ? $0 : nil }
  }

  /// Every figure as a flat, ordered list of dotted keys (`mass`, …, `swiftUI.duration`,
  /// `framerMotion.bounce`), for a table; nil where the figure does not exist.
  public var rows: [(key: String, value: Double?)] {
    [
      ("mass", mass), ("stiffness", stiffness), ("damping", damping), ("response", response),
      ("dampingRatio", dampingRatio), ("duration", duration), ("bounce", bounce),
      ("settlingDuration", settlingDuration), ("exactSettlingDuration", exactSettlingDuration),
      ("removalTime", removalTime),
      ("overshoot", overshoot), ("peakTime", peakTime), ("epsilon", epsilon),
      ("swiftUI.duration", swiftUI.duration), ("swiftUI.bounce", swiftUI.bounce),
      ("swiftUI.response", swiftUI.response), ("swiftUI.dampingFraction", swiftUI.dampingFraction),
      ("coreAnimation.mass", coreAnimation.mass),
      ("coreAnimation.stiffness", coreAnimation.stiffness),
      ("coreAnimation.damping", coreAnimation.damping),
      ("coreAnimation.initialVelocity", coreAnimation.initialVelocity),
      ("compose.dampingRatio", compose.dampingRatio), ("compose.stiffness", compose.stiffness),
      ("flutter.mass", flutter.mass), ("flutter.stiffness", flutter.stiffness),
      ("flutter.damping", flutter.damping),
      ("reactSpring.tension", reactSpring.tension), ("reactSpring.friction", reactSpring.friction),
      ("reactSpring.mass", reactSpring.mass),
      ("framerMotion.stiffness", framerMotion.stiffness),
      ("framerMotion.damping", framerMotion.damping),
      ("framerMotion.mass", framerMotion.mass),
      ("framerMotion.visualDuration", framerMotion.visualDuration),
      ("framerMotion.bounce", framerMotion.bounce),
    ]
  }
}

// Embedded Swift (the WebAssembly build, Scripts/wasm.sh) has no Codable: it needs the
// existential Encoder and Decoder.
#if !hasFeature(Embedded)
  extension SpringReport: Codable {
    private enum CodingKeys: String, CodingKey {
      case mass, stiffness, damping, response, dampingRatio, duration, bounce, settlingDuration
      case exactSettlingDuration, removalTime, overshoot, peakTime, epsilon, swiftUI
      case coreAnimation, compose, flutter, reactSpring, framerMotion
    }

    /// Encodes every key, writing `null` for absent figures (so every report has the same keys).
    public func encode(to encoder: any Encoder) throws {
      var c = encoder.container(keyedBy: CodingKeys.self)
      try c.encode(mass, forKey: .mass)
      try c.encode(stiffness, forKey: .stiffness)
      try c.encode(damping, forKey: .damping)
      try c.encode(response, forKey: .response)
      try c.encode(dampingRatio, forKey: .dampingRatio)
      try c.encode(duration, forKey: .duration)
      try c.encode(bounce, forKey: .bounce)
      try c.encode(settlingDuration, forKey: .settlingDuration)
      try c.encode(exactSettlingDuration, forKey: .exactSettlingDuration)
      try c.encode(removalTime, forKey: .removalTime)
      try c.encode(overshoot, forKey: .overshoot)
      try c.encode(peakTime, forKey: .peakTime)
      try c.encode(epsilon, forKey: .epsilon)
      try c.encode(swiftUI, forKey: .swiftUI)
      try c.encode(coreAnimation, forKey: .coreAnimation)
      try c.encode(compose, forKey: .compose)
      try c.encode(flutter, forKey: .flutter)
      try c.encode(reactSpring, forKey: .reactSpring)
      try c.encode(framerMotion, forKey: .framerMotion)
    }
  }
#endif

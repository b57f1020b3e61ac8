/// A spring as react-spring's config `{ tension, friction, mass }` describes it.
///
/// react-spring integrates a = (−tension·(x − to) − friction·v)/mass, so tension is the
/// stiffness k and friction the damping c. (Its alternative `{ frequency, damping }` config is
/// response and damping ratio: see ``SwiftUISpring``.)
public struct ReactSpringConfig: Hashable, Sendable {
  /// `tension` = stiffness k.
  public var tension: Double
  /// `friction` = damping c.
  public var friction: Double
  /// `mass`, > 0.
  public var mass: Double

  /// Creates a config directly; the defaults are react-spring's `config.default`.
  ///
  /// - Throws: ``ParameterError`` for a non-finite
  ///   parameter, which no spring can hold.
  public init(tension: Double = 170, friction: Double = 26, mass: Double = 1) throws(ParameterError)
  {
    try ParameterError.requireFinite("tension", tension)
    try ParameterError.requireFinite("friction", friction)
    try ParameterError.requireFinite("mass", mass)
    self.init(checkedTension: tension, friction: friction, mass: mass)
  }

  private init(checkedTension tension: Double, friction: Double, mass: Double = 1) {
    self.tension = tension
    self.friction = friction
    self.mass = mass
  }

  /// The config of `spring` (same mass).
  public init(_ spring: Spring) {
    self.init(checkedTension: spring.stiffness, friction: spring.damping, mass: spring.mass)
  }

  /// The spring (react-spring allows over-damping).
  public var spring: Spring {
    Spring(mass: mass, stiffness: tension, damping: friction, allowOverDamping: true)
  }

  /// react-spring's `config.default`: tension 170, friction 26.
  public static let `default` = ReactSpringConfig(checkedTension: 170, friction: 26)
  /// react-spring's `config.gentle`: tension 120, friction 14.
  public static let gentle = ReactSpringConfig(checkedTension: 120, friction: 14)
  /// react-spring's `config.wobbly`: tension 180, friction 12.
  public static let wobbly = ReactSpringConfig(checkedTension: 180, friction: 12)
  /// react-spring's `config.stiff`: tension 210, friction 20.
  public static let stiff = ReactSpringConfig(checkedTension: 210, friction: 20)
  /// react-spring's `config.slow`: tension 280, friction 60.
  public static let slow = ReactSpringConfig(checkedTension: 280, friction: 60)
  /// react-spring's `config.molasses`: tension 280, friction 120.
  public static let molasses = ReactSpringConfig(checkedTension: 280, friction: 120)
}

// Embedded Swift (the WebAssembly build, Scripts/wasm.sh) has no Codable: it needs the
// existential Encoder and Decoder.
#if !hasFeature(Embedded)
  extension ReactSpringConfig: Codable {}
#endif

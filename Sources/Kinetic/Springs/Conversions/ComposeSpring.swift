/// A spring as Jetpack Compose's `spring(dampingRatio, stiffness)` describes it (mass 1).
///
/// Compose's `SpringSpec` integrates x″ = −stiffness·(x − target) − 2·dampingRatio·√stiffness·x′,
/// so stiffness = ω₀² and dampingRatio = ζ; a spring of another mass converts by its motion.
public struct ComposeSpring: Hashable, Sendable {
  /// `dampingRatio`, ζ ≥ 0.
  public var dampingRatio: Double
  /// `stiffness` = ω₀², 1/s².
  public var stiffness: Double

  /// Creates Compose parameters directly; the defaults are Compose's `spring()`.
  ///
  /// - Throws: ``ParameterError`` for a non-finite
  ///   parameter, which no spring can hold.
  public init(
    dampingRatio: Double = ComposeSpring.dampingRatioNoBouncy,
    stiffness: Double = ComposeSpring.stiffnessMedium
  ) throws(ParameterError) {
    try ParameterError.requireFinite("dampingRatio", dampingRatio)
    try ParameterError.requireFinite("stiffness", stiffness)
    (self.dampingRatio, self.stiffness) = (dampingRatio, stiffness)
  }

  /// The Compose parameters of `spring`'s motion.
  public init(_ spring: Spring) {
    dampingRatio = spring.dampingRatio
    stiffness = spring.angularFrequency * spring.angularFrequency
  }

  /// The spring (mass 1).
  public var spring: Spring {
    Spring(
      mass: 1, stiffness: stiffness, damping: 2 * dampingRatio * stiffness.squareRoot(),
      allowOverDamping: true)
  }

  /// `Spring.DampingRatioHighBouncy`.
  public static let dampingRatioHighBouncy = 0.2
  /// `Spring.DampingRatioMediumBouncy`.
  public static let dampingRatioMediumBouncy = 0.5
  /// `Spring.DampingRatioLowBouncy`.
  public static let dampingRatioLowBouncy = 0.75
  /// `Spring.DampingRatioNoBouncy`.
  public static let dampingRatioNoBouncy = 1.0
  /// `Spring.StiffnessHigh`.
  public static let stiffnessHigh = 10_000.0
  /// `Spring.StiffnessMedium`.
  public static let stiffnessMedium = 1_500.0
  /// `Spring.StiffnessMediumLow`.
  public static let stiffnessMediumLow = 400.0
  /// `Spring.StiffnessLow`.
  public static let stiffnessLow = 200.0
  /// `Spring.StiffnessVeryLow`.
  public static let stiffnessVeryLow = 50.0
}

// Embedded Swift (the WebAssembly build, Scripts/wasm.sh) has no Codable: it needs the
// existential Encoder and Decoder.
#if !hasFeature(Embedded)
  extension ComposeSpring: Codable {}
#endif

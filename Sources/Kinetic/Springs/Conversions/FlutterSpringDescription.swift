/// A spring as Flutter's `SpringDescription(mass:, stiffness:, damping:)` describes it.
///
/// Flutter's `SpringSimulation` solves m·x″ = −k·(x − end) − c·x′: the same m, k, c as ``Spring``.
public struct FlutterSpringDescription: Hashable, Sendable {
  /// `mass`, > 0.
  public var mass: Double
  /// `stiffness`, mass/s².
  public var stiffness: Double
  /// `damping`, mass/s.
  public var damping: Double

  /// Creates a description directly.
  ///
  /// - Throws: ``ParameterError`` for a non-finite
  ///   parameter, which no spring can hold.
  public init(mass: Double, stiffness: Double, damping: Double) throws(ParameterError) {
    try ParameterError.requireFinite("mass", mass)
    try ParameterError.requireFinite("stiffness", stiffness)
    try ParameterError.requireFinite("damping", damping)
    (self.mass, self.stiffness, self.damping) = (mass, stiffness, damping)
  }

  /// Flutter's `SpringDescription.withDampingRatio`: damping = ratio·2·√(mass·stiffness).
  ///
  /// - Throws: ``ParameterError`` for a non-finite
  ///   parameter or damping.
  public init(mass: Double = 1, stiffness: Double, ratio: Double = 1) throws(ParameterError) {
    try ParameterError.requireFinite("ratio", ratio)
    try self.init(
      mass: mass, stiffness: stiffness, damping: ratio * 2 * (mass * stiffness).squareRoot())
  }

  /// The description of `spring` (same mass).
  public init(_ spring: Spring) {
    (mass, stiffness, damping) = (spring.mass, spring.stiffness, spring.damping)
  }

  /// The spring (Flutter allows over-damping).
  public var spring: Spring {
    Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true)
  }
}

// Embedded Swift (the WebAssembly build, Scripts/wasm.sh) has no Codable: it needs the
// existential Encoder and Decoder.
#if !hasFeature(Embedded)
  extension FlutterSpringDescription: Codable {}
#endif

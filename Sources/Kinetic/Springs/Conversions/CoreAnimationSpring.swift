/// A spring as Core Animation's `CASpringAnimation` describes it: mass, stiffness, damping and
/// a normalised initial velocity.
///
/// The physical parameters are the same m, k, c as ``Spring`` (x″ = −(k/m)·(x − to) − (c/m)·x′).
/// `initialVelocity` is in CA's unit: multiples of the animation's distance per second
/// (1 means "covering the whole from → to distance in one second"), so the absolute velocity is
/// `initialVelocity · (to − from)`.
public struct CoreAnimationSpring: Hashable, Sendable {
  /// `mass`, > 0.
  public var mass: Double
  /// `stiffness`, mass/s².
  public var stiffness: Double
  /// `damping`, mass/s.
  public var damping: Double
  /// `initialVelocity`, in animation distances per second.
  public var initialVelocity: Double

  /// Creates CA parameters directly.
  ///
  /// - Throws: ``ParameterError`` for a non-finite
  ///   parameter, which no spring can hold.
  public init(
    mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0
  ) throws(ParameterError) {
    try ParameterError.requireFinite("mass", mass)
    try ParameterError.requireFinite("stiffness", stiffness)
    try ParameterError.requireFinite("damping", damping)
    try ParameterError.requireFinite("initialVelocity", initialVelocity)
    (self.mass, self.stiffness, self.damping, self.initialVelocity) =
      (mass, stiffness, damping, initialVelocity)
  }

  /// The CA parameters of `spring`, at rest.
  public init(_ spring: Spring) {
    (mass, stiffness, damping, initialVelocity) = (spring.mass, spring.stiffness, spring.damping, 0)
  }

  /// The CA parameters of `spring`, with an absolute `velocity` (units/s) for an animation
  /// covering `distance` = to − from (velocity 0 is used when the distance is 0).
  ///
  /// - Throws: ``ParameterError`` when the normalised
  ///   velocity `velocity / distance` is not finite.
  public init(_ spring: Spring, velocity: Double, distance: Double = 1) throws(ParameterError) {
    try self.init(
      mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
      initialVelocity: distance == 0 ? 0 : velocity / distance)
  }

  /// The absolute initial velocity, units/s, for an animation covering `distance` = to − from.
  public func velocity(distance: Double) -> Double { initialVelocity * distance }

  /// The spring (CA never caps damping, so over-damping is allowed).
  public var spring: Spring {
    Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true)
  }
}

// Embedded Swift (the WebAssembly build, Scripts/wasm.sh) has no Codable: it needs the
// existential Encoder and Decoder.
#if !hasFeature(Embedded)
  extension CoreAnimationSpring: Codable {}
#endif

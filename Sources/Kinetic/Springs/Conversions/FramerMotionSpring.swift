/// A spring as framer-motion (Motion) describes it: `{ stiffness, damping, mass }`, or the
/// perceptual `{ visualDuration, bounce }`.
///
/// The physical form is the same m, k, c as ``Spring``. The perceptual form is converted by
/// Motion's `getSpringOptions` (motiondivision/motion, `packages/motion-dom/src/animation/
/// generators/spring`, formerly framer-motion's `animation/generators/spring/index.ts`):
///
///     root      = 2π / (1.2 · visualDuration)
///     stiffness = root²
///     damping   = 2 · clamp(1 − bounce, 0.05, 1) · √stiffness,     mass = 1
///
/// so ω₀ = 2π/(1.2·visualDuration), i.e. response = 1.2·visualDuration, and ζ = 1 − bounce
/// (bounce ∈ `0...0.95`; Motion clamps outside it). Note the 1.2: a SwiftUI spring of
/// duration d corresponds to visualDuration d/1.2, and Motion's bounce never over-damps.
///
/// Encoded as JSON, the value carries `visualDuration` and `bounce` (null when ζ is outside
/// `0.05...1`, which the perceptual form cannot express) beside the physical parameters.
public struct FramerMotionSpring: Hashable, Sendable {
  /// `stiffness`, mass/s².
  public var stiffness: Double
  /// `damping`, mass/s.
  public var damping: Double
  /// `mass`, > 0.
  public var mass: Double

  /// Creates the physical form directly; the defaults are Motion's spring defaults.
  ///
  /// - Throws: ``ParameterError`` for a non-finite
  ///   parameter, which no spring can hold.
  public init(stiffness: Double = 100, damping: Double = 10, mass: Double = 1)
    throws(ParameterError)
  {
    try ParameterError.requireFinite("stiffness", stiffness)
    try ParameterError.requireFinite("damping", damping)
    try ParameterError.requireFinite("mass", mass)
    (self.stiffness, self.damping, self.mass) = (stiffness, damping, mass)
  }

  /// Motion's perceptual form, converted as Motion does (see the type's documentation).
  ///
  /// - Parameters:
  ///   - visualDuration: Seconds, > 0.
  ///   - bounce: Clamped so that 1 − bounce lies in `0.05...1`, as Motion does.
  /// - Throws: ``ParameterError`` for a NaN bounce, or a
  ///   duration that gives no finite stiffness.
  public init(visualDuration: Double, bounce: Double) throws(ParameterError) {
    try ParameterError.require("bounce", bounce, !bounce.isNaN, "a number")
    let root = 2 * Double.pi / (1.2 * visualDuration)
    try ParameterError.require(
      "visualDuration", visualDuration, (root * root).isFinite && root > 0,
      "finite and > 0, with a finite stiffness")
    let zeta = min(max(1 - bounce, 0.05), 1)
    (stiffness, damping, mass) = (root * root, 2 * zeta * root, 1)
  }

  /// The physical form of `spring` (same mass).
  public init(_ spring: Spring) {
    (stiffness, damping, mass) = (spring.stiffness, spring.damping, spring.mass)
  }

  /// The spring (Motion allows over-damping in the physical form).
  public var spring: Spring {
    Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true)
  }

  /// The perceptual duration: 2π/(1.2·ω₀), seconds.
  public var visualDuration: Double { spring.response / 1.2 }

  /// The perceptual bounce 1 − ζ, or nil when ζ is outside `0.05...1` (not expressible).
  public var bounce: Double? {
    let zeta = spring.dampingRatio
    return zeta >= 0.05 && zeta <= 1 ? 1 - zeta : nil
  }
}

// Embedded Swift (the WebAssembly build, Scripts/wasm.sh) has no Codable: it needs the
// existential Encoder and Decoder.
#if !hasFeature(Embedded)
  extension FramerMotionSpring: Codable {
    private enum CodingKeys: String, CodingKey {
      case stiffness, damping, mass, visualDuration, bounce
    }

    /// Decodes the physical form (`visualDuration`/`bounce` are derived, so ignored).
    public init(from decoder: any Decoder) throws {
      let c = try decoder.container(keyedBy: CodingKeys.self)
      try self.init(
        stiffness: try c.decode(Double.self, forKey: .stiffness),
        damping: try c.decode(Double.self, forKey: .damping),
        mass: try c.decode(Double.self, forKey: .mass))
    }

    /// Encodes the physical form plus `visualDuration` and `bounce` (null if not expressible).
    public func encode(to encoder: any Encoder) throws {
      var c = encoder.container(keyedBy: CodingKeys.self)
      try c.encode(stiffness, forKey: .stiffness)
      try c.encode(damping, forKey: .damping)
      try c.encode(mass, forKey: .mass)
      try c.encode(visualDuration, forKey: .visualDuration)
      try c.encode(bounce, forKey: .bounce)
    }
  }
#endif

/// A spring as Flutter's `SpringDescription(mass:, stiffness:, damping:)` describes it.
///
/// Flutter's `SpringSimulation` solves m·x″ = −k·(x − end) − c·x′: the same m, k, c as ``Spring``.
public struct FlutterSpringDescription: Codable, Hashable, Sendable {
  /// `mass`, > 0.
  public var mass: Double
  /// `stiffness`, mass/s².
  public var stiffness: Double
  /// `damping`, mass/s.
  public var damping: Double

  /// Creates a description directly.
  public init(mass: Double, stiffness: Double, damping: Double) {
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
  }

  /// Flutter's `SpringDescription.withDampingRatio`: damping = ratio·2·√(mass·stiffness).
  public init(mass: Double = 1, stiffness: Double, ratio: Double = 1) {
    self.init(
      mass: mass, stiffness: stiffness, damping: ratio * 2 * (mass * stiffness).squareRoot())
  }

  /// The description of `spring` (same mass).
  public init(_ spring: Spring) {
    self.init(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping)
  }

  /// The spring (Flutter allows over-damping).
  public var spring: Spring {
    Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true)
  }
}

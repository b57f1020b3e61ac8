/// A spring as Core Animation's `CASpringAnimation` describes it: mass, stiffness, damping and
/// a normalised initial velocity.
///
/// The physical parameters are the same m, k, c as ``Spring`` (x″ = −(k/m)·(x − to) − (c/m)·x′).
/// `initialVelocity` is in CA's unit: multiples of the animation's distance per second
/// (1 means "covering the whole from → to distance in one second"), so the absolute velocity is
/// `initialVelocity · (to − from)`.
public struct CoreAnimationSpring: Codable, Hashable, Sendable {
  /// `mass`, > 0.
  public var mass: Double
  /// `stiffness`, mass/s².
  public var stiffness: Double
  /// `damping`, mass/s.
  public var damping: Double
  /// `initialVelocity`, in animation distances per second.
  public var initialVelocity: Double

  /// Creates CA parameters directly.
  public init(
    mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0
  ) {
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
    self.initialVelocity = initialVelocity
  }

  /// The CA parameters of `spring`, with an absolute `velocity` (units/s) for an animation
  /// covering `distance` = to − from (velocity 0 is used when the distance is 0).
  public init(_ spring: Spring, velocity: Double = 0, distance: Double = 1) {
    self.init(
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

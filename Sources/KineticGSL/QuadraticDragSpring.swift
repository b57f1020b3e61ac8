import Kinetic

/// A spring with quadratic (aerodynamic) drag: x″ = −ω₀²·(x − target) − 2ζω₀·x′ − κ·|x′|·x′.
///
/// The |v|·v term has no closed form, so the motion is simulated with ``ODEIntegrator``. The
/// mechanical energy per unit mass E = ½v² + ½ω₀²(x − target)² obeys
/// dE/dt = −2ζω₀·v² − κ·|v|³ ≤ 0, so it never increases, and the body settles at the target.
public struct QuadraticDragSpring: Hashable, Sendable {
  /// The linear spring (its ω₀ and ζ; the mass does not enter the per-unit-mass law).
  public var spring: Spring
  /// The quadratic drag coefficient κ ≥ 0, in 1/unit.
  public var dragCoefficient: Double

  /// Creates the system.
  public init(spring: Spring, dragCoefficient: Double) {
    self.spring = spring
    self.dragCoefficient = dragCoefficient
  }

  /// The acceleration at position `x` with velocity `v`, pulled towards `target`.
  public func acceleration(target: Double, position x: Double, velocity v: Double) -> Double {
    let w = spring.angularFrequency
    return -w * w * (x - target) - 2 * spring.dampingRatio * w * v - dragCoefficient * abs(v) * v
  }

  /// The mechanical energy per unit mass, ½v² + ½ω₀²(x − target)².
  public func energy(target: Double, position x: Double, velocity v: Double) -> Double {
    let w = spring.angularFrequency
    return 0.5 * v * v + 0.5 * w * w * (x - target) * (x - target)
  }

  /// The motion from `start` with `initialVelocity` towards `target`, sampled at `times`
  /// (ascending, the first is the start time).
  public func simulate(
    from start: Double, to target: Double, initialVelocity: Double, times: [Double],
    integrator: ODEIntegrator = ODEIntegrator()
  ) throws(GSLError) -> [ODEState] {
    try integrator.integrate(position: [start], velocity: [initialVelocity], times: times) {
      _, x, v, a in
      a[0] = acceleration(target: target, position: x[0], velocity: v[0])
      return true
    }
  }
}

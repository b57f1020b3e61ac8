#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A damped harmonic oscillator, as SwiftUI's `Spring`: m·x″ = −k·(x − target) − c·x′.
///
/// One canonical form is stored — mass m, undamped angular frequency ω₀ = √(k/m) and damping
/// ratio ζ = c / (2√(km)) — and every other parameterisation is derived from it (one file per
/// parameterisation: `Spring+DurationBounce.swift`, `Spring+ResponseDamping.swift`,
/// `Spring+MassStiffnessDamping.swift`, `Spring+Settling.swift`, …).
///
/// The motion depends only on ω₀ and ζ; the mass matters for ``force(target:position:velocity:)``
/// and for the physical parameters ``stiffness`` and ``damping``.
///
/// ## Invalid input
/// The SwiftUI-style initialisers never trap: non-finite or out-of-range input is clamped to the
/// nearest sane value (mass to `1e-6...1e6`, response to `1e-4...1e4` s, damping ratio to
/// `0...1e4`; NaN becomes the default: mass 1, response 0.5 s, damping ratio 1). To reject bad
/// input instead, use ``init(validating:)``, which throws ``SpringError``.
public struct Spring: Hashable, Sendable {
  /// The mass m, in arbitrary units (1 for SwiftUI's duration/bounce and response forms).
  public let mass: Double
  /// The undamped angular frequency ω₀ = √(k/m), in radians per second.
  public let angularFrequency: Double
  /// The damping ratio ζ: below 1 the spring oscillates, 1 is critical, above 1 overdamped.
  public let dampingRatio: Double

  /// Creates a spring from its canonical form without validation (callers sanitise first).
  @usableFromInline
  init(mass: Double, angularFrequency: Double, dampingRatio: Double) {
    self.mass = mass
    self.angularFrequency = angularFrequency
    self.dampingRatio = dampingRatio
  }

  /// The value at `time` of a spring that starts at zero with `initialVelocity` and is pulled
  /// towards `target`: x(t) = target − target·a(t) + v₀·b(t) (see ``Coefficients``).
  ///
  /// - Parameters:
  ///   - target: The value the spring moves towards (the amount of change).
  ///   - initialVelocity: Velocity at time 0, in units of `target` per second.
  ///   - time: Seconds since the start; any finite value (negative times run the motion
  ///     backwards, growing exponentially).
  @inlinable
  public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: Double) -> V {
    coefficients(at: time).value(target: target, initialVelocity: initialVelocity)
  }

  /// The velocity at `time` of the motion described by ``value(target:initialVelocity:time:)``.
  @inlinable
  public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: Double)
    -> V
  {
    coefficients(at: time).velocity(target: target, initialVelocity: initialVelocity)
  }

  /// The value at `time` of a spring released at `fromValue` with `initialVelocity` and pulled
  /// towards `toValue`: x(t) = to + (from − to)·a(t) + v₀·b(t).
  @inlinable
  public func value<V: VectorArithmetic>(
    fromValue: V, toValue: V, initialVelocity: V = .zero, time: Double
  ) -> V {
    coefficients(at: time).value(
      fromValue: fromValue, toValue: toValue, initialVelocity: initialVelocity)
  }

  /// The velocity at `time` of the motion described by
  /// ``value(fromValue:toValue:initialVelocity:time:)``: v(t) = (from − to)·a′(t) + v₀·b′(t).
  @inlinable
  public func velocity<V: VectorArithmetic>(
    fromValue: V, toValue: V, initialVelocity: V = .zero, time: Double
  ) -> V {
    coefficients(at: time).velocity(
      fromValue: fromValue, toValue: toValue, initialVelocity: initialVelocity)
  }

  /// The force on the body, as SwiftUI defines it: F = −k·(position − target) − c·velocity, in
  /// mass·units/s² (equal to the acceleration when m = 1, as for every SwiftUI-style spring).
  @inlinable
  public func force<V: VectorArithmetic>(target: V, position: V, velocity: V) -> V {
    (target - position).scaled(by: stiffness) - velocity.scaled(by: damping)
  }

  /// The acceleration F/m = −ω₀²·(position − target) − 2ζω₀·velocity, in units/s².
  @inlinable
  public func acceleration<V: VectorArithmetic>(target: V, position: V, velocity: V) -> V {
    let w = angularFrequency
    return (target - position).scaled(by: w * w) - velocity.scaled(by: 2 * dampingRatio * w)
  }

  /// Advances `value` and `velocity` by `deltaTime` seconds towards `target`, exactly (the
  /// closed form, not an integration step, so the result does not depend on the step size and
  /// two half steps equal one whole step up to rounding).
  @inlinable
  public func update<V: VectorArithmetic>(
    value: inout V, velocity: inout V, target: V, deltaTime: Double
  ) {
    let k = coefficients(at: deltaTime)
    let y0 = value - target
    let v0 = velocity
    value = target + y0.scaled(by: k.a) + v0.scaled(by: k.b)
    velocity = y0.scaled(by: k.da) + v0.scaled(by: k.db)
  }
}

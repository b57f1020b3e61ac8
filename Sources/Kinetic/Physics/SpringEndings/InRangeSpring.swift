import CKineticMath

/// A spring that keeps its motion inside [from, to] while still moving like a spring: critically
/// damped at ``spring``'s stiffness and mass, with just enough extra damping to absorb a
/// release velocity that would carry even a critically damped spring past the target.
///
/// With y₀ = from − to, v₀ the release velocity and ω₀ the spring's angular frequency, a
/// critically damped motion y = e^{−ω₀t}·(y₀ + (v₀ + ω₀y₀)·t) crosses the target iff v₀ is
/// towards it with s = −v₀/(ω₀·y₀) > 1. For ζ ≥ 1 the motion with roots r₁ > r₂ crosses iff
/// v₀/y₀ < r₂ = −ω₀(ζ + √(ζ² − 1)), so the least damping ratio that stays in range is
///
///     ζ = 1                  for s ≤ 1
///     ζ = (s + 1/s) / 2      for s > 1   (then r₂ = −ω₀·s: the slow mode is not excited,
///                                          y = y₀·e^{v₀t/y₀})
///
/// which is continuous in v₀ and keeps the release velocity, so the hand-off from a gesture is
/// C1. A velocity *away* from the target would leave the range at once: it is dropped and the
/// motion starts from rest (C0 only, the price of the range). The result is clamped into
/// [from, to] against rounding only. Never ends, like ``Spring``. See <doc:SpringEndings>.
public struct InRangeSpring: TargetedMotionModel {
  /// The spring whose mass and stiffness (angular frequency) set the pace; its damping ratio
  /// is replaced as described above.
  public let spring: Spring

  /// `spring`'s pace, critically damped in range.
  public init(_ spring: Spring) {
    self.spring = spring
  }

  /// The critically (or least over-) damped spring that runs from `position` to `target`,
  /// and the velocity it starts with (the release velocity, or 0 if that points away).
  public func motion(from position: Double, to target: Double, velocity: Double)
    -> (spring: Spring, velocity: Double)
  {
    let y0 = position - target
    let v0 = velocity * y0 > 0 || y0 == 0 || !velocity.isFinite ? 0 : velocity
    let s = y0 == 0 ? 0 : -v0 / (spring.angularFrequency * y0)
    let zeta = s > 1 ? (s + 1 / s) / 2 : 1
    return (
      Spring(mass: spring.mass, angularFrequency: spring.angularFrequency, dampingRatio: zeta), v0
    )
  }

  /// Position and velocity at `time`: the critically damped spring's closed form, or for a
  /// release fast enough to need over-damping the exact exponential y₀·e^{v₀t/y₀} that
  /// spring reduces to (evaluated directly, so rounding cannot excite its slow mode).
  func sample(from position: Double, to target: Double, velocity: Double, time: Double)
    -> (value: Double, velocity: Double)
  {
    let (s, v0) = motion(from: position, to: target, velocity: velocity)
    let y0 = position - target
    if s.dampingRatio > 1 {
      let rate = v0 / y0  // < 0: towards the target
      let e = exp(rate * Swift.max(time, 0))
      return (target + y0 * e, v0 * e)
    }
    return (
      s.value(from: position, to: target, velocity: v0, time: time),
      s.velocity(from: position, to: target, velocity: v0, time: time)
    )
  }

  /// The motion's position, inside [min(from, to), max(from, to)].
  public func value(from position: Double, to target: Double, velocity: Double, time: Double)
    -> Double
  {
    let x = sample(from: position, to: target, velocity: velocity, time: time).value
    return Swift.min(Swift.max(x, Swift.min(position, target)), Swift.max(position, target))
  }

  /// The motion's velocity.
  public func velocity(from position: Double, to target: Double, velocity: Double, time: Double)
    -> Double
  {
    sample(from: position, to: target, velocity: velocity, time: time).velocity
  }

  /// Never ends (0 when released on the target: any velocity there would leave the range).
  public func restTime(from position: Double, to target: Double, velocity: Double) -> Double {
    position == target ? 0 : .infinity
  }

  /// The exact settling time of the motion's spring.
  public func settlingTime(
    from position: Double, to target: Double, velocity: Double, epsilon: Double
  )
    -> Double
  {
    let (s, v0) = motion(from: position, to: target, velocity: velocity)
    return s.settlingTime(from: position, to: target, velocity: v0, epsilon: epsilon)
  }
}

extension Spring {
  /// This spring's pace, critically damped and kept inside [from, to]; see ``InRangeSpring``.
  public var criticallyDampedInRange: InRangeSpring { InRangeSpring(self) }
}

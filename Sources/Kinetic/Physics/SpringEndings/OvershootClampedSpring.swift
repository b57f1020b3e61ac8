/// A spring that stops at its first arrival on the target: the motion of ``spring`` until it
/// first reaches the target, then at rest there. An "overshoot clamp" (react-spring's
/// `config.clamp`, Core Animation users' "no bounce past the edge"): the spring's pace and
/// launch, none of its overshoot.
///
/// The arrival time is the closed form of ``Spring/arrivalTime(from:to:velocity:)``. The value
/// is continuous (C0) at the arrival; the velocity drops from the spring's arrival speed to 0 —
/// the stop is the point. A spring that never reaches its target (an over- or critically
/// damped one released without enough velocity towards it) is not changed and, like
/// ``Spring``, never ends. See <doc:SpringEndings>.
public struct OvershootClampedSpring: StoppingSpringModel {
  /// The spring whose motion is followed until the first arrival.
  public let spring: Spring

  /// `spring`, stopped at its first arrival on the target.
  public init(_ spring: Spring) {
    self.spring = spring
  }

  /// ``spring``, followed until the first arrival.
  public var motionSpring: Spring { spring }

  /// The first arrival time (``Spring/arrivalTime(from:to:velocity:)``), `.infinity` if the
  /// spring never arrives.
  public func restTime(from position: Double, to target: Double, velocity: Double) -> Double {
    spring.arrivalTime(from: position, to: target, velocity: velocity) ?? .infinity
  }

  /// The arrival, or the spring's own settling time when it never arrives.
  public func settlingTime(
    from position: Double, to target: Double, velocity: Double, epsilon: Double
  )
    -> Double
  {
    min(
      restTime(from: position, to: target, velocity: velocity),
      spring.settlingTime(from: position, to: target, velocity: velocity, epsilon: epsilon))
  }
}

extension Spring {
  /// This spring stopped at its first arrival on the target (an overshoot clamp); see
  /// ``OvershootClampedSpring``.
  public var overshootClamped: OvershootClampedSpring { OvershootClampedSpring(self) }
}

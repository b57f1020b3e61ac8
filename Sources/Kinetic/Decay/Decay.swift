import CKineticMath

/// Exponential decay of a velocity by friction: v′ = −k·v, the motion of a flung scroll view.
///
/// One canonical form is stored, the decay constant k ≥ 0 (``friction``, 1/s). UIScrollView's
/// deceleration rate d (the fraction of velocity kept per millisecond: `normal` 0.998, `fast`
/// 0.99) is the same law with k = −1000·ln d, so
///
///     v(t) = v₀·e^{−kt} = v₀·d^{1000t}
///     x(t) = x₀ + v₀·(1 − e^{−kt})/k = x₀ + v₀·(d^{1000t} − 1)/(1000·ln d)
///
/// and the motion comes to rest at the destination x₀ + v₀/k.
///
/// Error bounds: (1 − e^{−kt})/k is evaluated as −expm1(−kt)/k, accurate to a few ulps for all
/// k > 0 and t, including d → 1 (k → 0), where the UIKit form divides two vanishing numbers;
/// k = 0 is exactly linear motion.
public struct Decay: Hashable, Sendable {
  /// The decay constant k, in 1/s: the velocity falls by a factor e every 1/k seconds.
  public let friction: Double

  /// The frictions a decay holds, 1/s: from none to 1e9 (the motion stops within a
  /// nanosecond); ``init(friction:)`` clamps to it.
  public static let frictionRange: ClosedRange<Double> = 0...1e9

  /// The UIScrollView deceleration rates a decay is built from; ``init(decelerationRate:)``
  /// clamps to it.
  public static let decelerationRateRange: ClosedRange<Double> = 1e-300...1

  /// Creates a decay with friction k ≥ 0 in 1/s; negative or NaN becomes 0 (no friction),
  /// values above ``frictionRange`` (+∞ included) are clamped to 1e9 (stops at once).
  public init(friction: Double) {
    self.friction =
      friction.isNaN
      ? 0 : min(max(friction, Self.frictionRange.lowerBound), Self.frictionRange.upperBound)
  }

  /// Creates a decay from a UIScrollView deceleration rate d, the fraction of velocity kept
  /// per millisecond; clamped to ``decelerationRateRange`` (NaN becomes `normal`'s 0.998).
  public init(decelerationRate: Double) {
    let range = Self.decelerationRateRange
    let d = decelerationRate.isNaN ? 0.998 : min(max(decelerationRate, range.lowerBound), 1)
    self.init(friction: -1000 * log(d))
  }

  /// Validating form of ``init(friction:)``: throws unless k is in ``frictionRange``, so the
  /// decay built is never silently altered.
  public init(validatingFriction friction: Double) throws(ParameterError) {
    try ParameterError.require("friction", friction, in: Self.frictionRange, "in 0...1e9 (1/s)")
    self.init(friction: friction)
  }

  /// Validating form of ``init(decelerationRate:)``: throws unless d is in
  /// ``decelerationRateRange``, so the decay built is never silently altered.
  public init(validatingDecelerationRate rate: Double) throws(ParameterError) {
    try ParameterError.require(
      "decelerationRate", rate, in: Self.decelerationRateRange, "in 1e-300...1")
    self.init(decelerationRate: rate)
  }

  /// UIScrollView's normal deceleration: 0.998 of the velocity kept per millisecond.
  public static let normal = Decay(decelerationRate: 0.998)

  /// UIScrollView's fast deceleration: 0.99 of the velocity kept per millisecond.
  public static let fast = Decay(decelerationRate: 0.99)

  /// The UIScrollView deceleration rate d = e^{−k/1000}: velocity kept per millisecond.
  public var decelerationRate: Double { exp(-friction / 1000) }

  /// The fraction of the initial velocity left after `time` seconds: e^{−kt}.
  @inlinable
  public func velocityFactor(time: Double) -> Double { exp(-friction * time) }

  /// The distance travelled per unit initial velocity after `time` seconds: (1 − e^{−kt})/k,
  /// in seconds (t when k = 0).
  @inlinable
  public func distanceFactor(time: Double) -> Double {
    friction == 0 ? time : -expm1(-friction * time) / friction
  }

  /// The velocity after `time` seconds: v₀·e^{−kt}.
  @inlinable
  public func velocity<V: VectorArithmetic>(initialVelocity: V, time: Double) -> V {
    initialVelocity.scaled(by: velocityFactor(time: time))
  }

  /// The position after `time` seconds: x₀ + v₀·(1 − e^{−kt})/k.
  @inlinable
  public func value<V: VectorArithmetic>(from start: V, initialVelocity: V, time: Double) -> V {
    start + initialVelocity.scaled(by: distanceFactor(time: time))
  }

  /// Where the motion comes to rest: x₀ + v₀/k. With no friction a moving body never stops;
  /// the result is then x₀ + v₀·∞, so each moving component is ±∞ and each component at rest
  /// stays at x₀ (never NaN); the same holds when k is so small that 1/k overflows.
  @inlinable
  public func destination<V: VectorArithmetic>(from start: V, initialVelocity: V) -> V {
    let reciprocal = friction == 0 ? Double.infinity : 1 / friction
    if reciprocal.isFinite { return start + initialVelocity.scaled(by: reciprocal) }
    // v₀·∞ component by component with 0·∞ = 0 (a component at rest stays put), also when a
    // subnormal friction overflows 1/k: three scalings by the largest double take every nonzero
    // finite component to ±∞ and keep zeros at 0, where one scaling by ∞ would give NaN.
    let huge = Double.greatestFiniteMagnitude
    return start + initialVelocity.scaled(by: huge).scaled(by: huge).scaled(by: huge)
  }

  /// The velocity threshold below which a decay is taken to be at rest when none is given:
  /// 0.5 units per second (half a point per second: slower than any visible motion).
  public static let defaultRestingSpeed = 0.5

  /// The time until the speed falls below `threshold`: ln(‖v₀‖/threshold)/k, 0 if already
  /// slower, +∞ with no friction.
  ///
  /// - Parameters:
  ///   - initialVelocity: v₀.
  ///   - threshold: Speed in units/s at which the motion counts as stopped, > 0.
  public func timeToRest<V: VectorArithmetic>(
    initialVelocity: V, threshold: Double = Decay.defaultRestingSpeed
  ) -> Double {
    // The overflow-safe length: a squared length would read 1e155 as infinite and 1e-170 as 0.
    let speed = initialVelocity.euclideanNorm
    guard threshold > 0 else { return speed == 0 ? 0 : .infinity }
    // Every finite velocity is below an infinite threshold (∞/∞ would be NaN).
    if speed < threshold || threshold == .infinity { return 0 }
    if friction == 0 { return .infinity }
    return log(speed / threshold) / friction
  }

  /// The initial velocity that makes the motion come to rest at `destination` from `start`:
  /// v₀ = (destination − start)·k, so a fling can be aimed at a snapping point.
  public func initialVelocity<V: VectorArithmetic>(from start: V, to destination: V) -> V {
    (destination - start).scaled(by: friction)
  }
}

/// UIKit's scroll deceleration: a flung `UIScrollView` loses a fixed fraction of its velocity
/// every millisecond, its `decelerationRate` d (`.normal` 0.998, `.fast` 0.99).
///
///     v(t) = v₀·d^{1000t}
///     x(t) = x₀ + v₀·(d^{1000t} − 1)/(1000·ln d)
///
/// evaluated through ``Decay`` (k = −1000·ln d), which keeps full accuracy as d → 1. The
/// motion never stops exactly; it counts as at rest once its speed falls below
/// ``restingSpeed`` (UIKit does not publish its threshold: the default is ``Decay``'s 0.5
/// points per second) or it is within ``restingDistance`` of its destination.
///
/// Source of the law: UIKit's `UIScrollView.DecelerationRate` documentation (rate per
/// millisecond) and the WWDC18 session "Designing Fluid Interfaces".
public struct ScrollViewDeceleration: MotionModel {
  /// The deceleration rate d: the fraction of velocity kept per millisecond, in (0, 1).
  public let rate: Double
  /// The speed, in units per second, below which the motion counts as at rest, > 0.
  public let restingSpeed: Double
  /// The distance from the destination within which the motion counts as at rest, ≥ 0
  /// (0: only the speed decides).
  public let restingDistance: Double

  /// A deceleration with rate `rate` per millisecond.
  ///
  /// - Parameters:
  ///   - rate: d in (0, 1): 0.998 is `.normal`, 0.99 `.fast`.
  ///   - restingSpeed: Speed threshold in units/s, finite and > 0.
  ///   - restingDistance: Distance threshold in units, finite and ≥ 0.
  /// - Throws: ``ParameterError`` naming the first bad parameter.
  public init(
    rate: Double, restingSpeed: Double = Decay.defaultRestingSpeed, restingDistance: Double = 0
  ) throws(ParameterError) {
    try ParameterError.require("rate", rate, rate > 0 && rate < 1, "in (0, 1)")
    try ParameterError.requirePositive("restingSpeed", restingSpeed)
    try ParameterError.requireNonNegative("restingDistance", restingDistance)
    self.init(uncheckedRate: rate, restingSpeed: restingSpeed, restingDistance: restingDistance)
  }

  init(uncheckedRate rate: Double, restingSpeed: Double, restingDistance: Double) {
    self.rate = rate
    self.restingSpeed = restingSpeed
    self.restingDistance = restingDistance
  }

  /// `UIScrollView.DecelerationRate.normal`: 0.998 per millisecond.
  public static let normal = ScrollViewDeceleration(
    uncheckedRate: 0.998, restingSpeed: Decay.defaultRestingSpeed, restingDistance: 0)

  /// `UIScrollView.DecelerationRate.fast`: 0.99 per millisecond.
  public static let fast = ScrollViewDeceleration(
    uncheckedRate: 0.99, restingSpeed: Decay.defaultRestingSpeed, restingDistance: 0)

  /// The same law as a ``Decay`` (friction k = −1000·ln d, in 1/s).
  public var decay: Decay { Decay(decelerationRate: rate) }

  /// The position `time` seconds after release; negative times are the release state.
  public func value(from position: Double, velocity: Double, time: Double) -> Double {
    decay.value(from: position, initialVelocity: velocity, time: max(time, 0))
  }

  /// The velocity `time` seconds after release: v₀·d^{1000t}.
  public func velocity(from position: Double, velocity: Double, time: Double) -> Double {
    decay.velocity(initialVelocity: velocity, time: max(time, 0))
  }

  /// Where the motion comes to rest: x₀ + v₀/k = x₀ − v₀/(1000·ln d).
  public func destination(from position: Double, velocity: Double) -> Double {
    decay.destination(from: position, initialVelocity: velocity)
  }

  /// The first time the speed is below ``restingSpeed`` or the remaining distance |v|/k below
  /// ``restingDistance``: ln(|v₀| / max(restingSpeed, k·restingDistance))/k, 0 when already so.
  public func restTime(from position: Double, velocity: Double) -> Double {
    let threshold = max(restingSpeed, decay.friction * restingDistance)
    return decay.timeToRest(initialVelocity: velocity, threshold: threshold)
  }
}

import CKineticMath

/// A composite model of iOS scrolling: UIKit's deceleration inside the content bounds, and a
/// spring back to the edge once the motion crosses it (or at once for a release beyond it),
/// optionally seen through UIKit's rubber band.
///
/// Phases, for a release at x₀ with velocity v₀ inside [min, max]:
/// 1. deceleration (``ScrollViewDeceleration``): x(t) = x₀ + v₀·(1 − e^{−kt})/k;
/// 2. if its destination lies past an edge e, the crossing is exact:
///    t_c = −log1p(−k·(e − x₀)/v₀)/k with velocity v_c = v₀ − k·(e − x₀) (the decay's velocity
///    is linear in the distance travelled);
/// 3. from t_c a ``spring`` pulls the overshoot u back to 0, starting at u = 0 with velocity
///    v_c; the content sits at e + u — or, with a ``rubberBand``, at e + b(u), the spring then
///    starting with velocity v_c/c so that the content's velocity b′(0)·u′ = v_c: position and
///    velocity are continuous at the hand-off (C0 and C1) either way.
///
/// A release beyond an edge starts the spring at once from there (through b⁻¹ with a rubber
/// band whose limit the release is inside; a release at or past the band's limit springs in
/// content coordinates).
///
/// The default spring is critically damped (iOS's bounce-back never overshoots the edge), with
/// stiffness 100 and mass 1 as in Ilya Lobanov's reimplementation of UIScrollView's
/// deceleration mechanics ("How UIScrollView works", 2019); UIKit does not publish its own.
public struct IOSScroll: MotionModel {
  /// The deceleration inside the bounds.
  public let deceleration: ScrollViewDeceleration
  /// The content bounds [min, max]; either may be absent.
  public let bounds: MotionBounds
  /// The spring back to an edge.
  public let spring: Spring
  /// The rubber band applied to the overshoot, or `nil` to show the spring's overshoot as is.
  public let rubberBand: RubberBand?
  /// How close to the edge, and below which speed, the spring phase counts as at rest
  /// (defaults 0.1 points; the speed threshold is the deceleration's ``ScrollViewDeceleration/restingSpeed``).
  public let restingDistance: Double

  /// The default spring back: mass 1, stiffness 100, critically damped.
  public static let defaultSpring = Spring(mass: 1, stiffness: 100, damping: 20)

  /// An iOS scroll model.
  /// - Throws: ``ParameterError`` for min > max, a NaN bound or a bad resting distance.
  public init(
    deceleration: ScrollViewDeceleration = .normal, min: Double? = nil, max: Double? = nil,
    spring: Spring = IOSScroll.defaultSpring, rubberBand: RubberBand? = nil,
    restingDistance: Double = 0.1
  ) throws(ParameterError) {
    try ParameterError.requirePositive("restingDistance", restingDistance)
    self.deceleration = deceleration
    self.bounds = try MotionBounds(lower: min, upper: max)
    self.spring = spring
    self.rubberBand = rubberBand
    self.restingDistance = restingDistance
  }

  /// When the spring phase starts, at which edge, and the spring's initial overshoot and
  /// velocity in its own coordinate u (banded: content = edge + b(u)).
  struct Plan {
    var time: Double
    var edge: Double
    var overshoot: Double
    var velocity: Double
    var banded: Bool
  }

  func plan(_ x0: Double, _ v0: Double) -> Plan? {
    if bounds.excludes(x0) {
      let edge = bounds.clamp(x0)
      let d = x0 - edge
      if let band = rubberBand, abs(d) < band.dimension {
        let u = band.inverse(d)
        return Plan(time: 0, edge: edge, overshoot: u, velocity: v0 / band.slope(u), banded: true)
      }
      return Plan(time: 0, edge: edge, overshoot: d, velocity: v0, banded: false)
    }
    let destination = deceleration.destination(from: x0, velocity: v0)
    guard bounds.excludes(destination) else { return nil }
    let edge = bounds.clamp(destination)
    let k = deceleration.decay.friction
    let distance = edge - x0
    let time = -log1p(-k * distance / v0) / k
    let v = v0 - k * distance
    if let band = rubberBand {
      return Plan(
        time: time, edge: edge, overshoot: 0, velocity: v / band.coefficient, banded: true)
    }
    return Plan(time: time, edge: edge, overshoot: 0, velocity: v, banded: false)
  }

  func springState(_ p: Plan, _ t: Double) -> (value: Double, velocity: Double) {
    let s = t - p.time
    let u = spring.value(from: p.overshoot, to: 0, velocity: p.velocity, time: s)
    let du = spring.velocity(from: p.overshoot, to: 0, velocity: p.velocity, time: s)
    if p.banded, let band = rubberBand {
      return (p.edge + band.value(u), band.slope(u) * du)
    }
    return (p.edge + u, du)
  }

  /// The deceleration's position, then the edge plus the (banded) spring overshoot.
  public func value(from position: Double, velocity: Double, time: Double) -> Double {
    let t = Swift.max(time, 0)
    if let p = plan(position, velocity), t >= p.time { return springState(p, t).value }
    return deceleration.value(from: position, velocity: velocity, time: t)
  }

  /// The exact velocity of ``value(from:velocity:time:)``.
  public func velocity(from position: Double, velocity: Double, time: Double) -> Double {
    let t = Swift.max(time, 0)
    if let p = plan(position, velocity), t >= p.time { return springState(p, t).velocity }
    return deceleration.velocity(from: position, velocity: velocity, time: t)
  }

  /// The deceleration's rest time inside the bounds; with a spring phase, its start plus the
  /// exact last time the content is at least ``restingDistance`` from the edge.
  public func restTime(from position: Double, velocity: Double) -> Double {
    guard let p = plan(position, velocity) else {
      return deceleration.restTime(from: position, velocity: velocity)
    }
    // |b(u)| < ε exactly when |u| < b⁻¹(ε).
    let epsilon =
      p.banded
      ? rubberBand.map { $0.inverse(restingDistance) } ?? restingDistance
      : restingDistance
    return p.time
      + spring.exactSettlingDuration(
        target: -p.overshoot, initialVelocity: p.velocity, epsilon: epsilon)
  }
}

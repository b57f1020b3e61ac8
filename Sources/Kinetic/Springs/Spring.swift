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
/// ratio ζ = c / (2√(km)) — and every other parameterisation is derived from it.
///
/// - Note: Provisional implementation with the fixed public surface; the springs issue replaces
///   the internals (cancellation-free forms near ζ = 1, settling duration, presets).
public struct Spring: Hashable, Sendable {
  /// The mass m, in arbitrary units (1 for SwiftUI's duration/bounce and response forms).
  public let mass: Double
  /// The undamped angular frequency ω₀ = √(k/m), in radians per second.
  public let angularFrequency: Double
  /// The damping ratio ζ: below 1 the spring oscillates, 1 is critical, above 1 overdamped.
  public let dampingRatio: Double

  /// Creates a spring from its canonical form without validation.
  @usableFromInline
  init(mass: Double, angularFrequency: Double, dampingRatio: Double) {
    self.mass = mass
    self.angularFrequency = angularFrequency
    self.dampingRatio = dampingRatio
  }

  /// A spring with the given response (the period of the undamped oscillation, in seconds) and
  /// damping ratio, and mass 1.
  public init(response: Double = 0.5, dampingRatio: Double = 1) {
    self.init(mass: 1, angularFrequency: 2 * Double.pi / response, dampingRatio: dampingRatio)
  }

  /// A spring with the given perceptual duration (seconds) and bounce in `-1...1`.
  public init(duration: Double = 0.5, bounce: Double = 0) {
    let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    self.init(response: duration, dampingRatio: ratio)
  }

  /// A spring with physical parameters.
  ///
  /// - Parameters:
  ///   - mass: m > 0.
  ///   - stiffness: k > 0.
  ///   - damping: c ≥ 0.
  ///   - allowOverDamping: When false (SwiftUI's default) the damping ratio is capped at 1.
  public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
    let omega = (stiffness / mass).squareRoot()
    var zeta = damping / (2 * (stiffness * mass).squareRoot())
    if !allowOverDamping { zeta = min(zeta, 1) }
    self.init(mass: mass, angularFrequency: omega, dampingRatio: zeta)
  }

  /// The response: 2π/ω₀, in seconds.
  public var response: Double { 2 * Double.pi / angularFrequency }
  /// The perceptual duration; equal to ``response``.
  public var duration: Double { response }
  /// The bounce: 1 − ζ for ζ ≤ 1, 1/ζ − 1 above.
  public var bounce: Double { dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1 }
  /// The stiffness k = m·ω₀².
  public var stiffness: Double { mass * angularFrequency * angularFrequency }
  /// The damping coefficient c = 2ζ·m·ω₀.
  public var damping: Double { 2 * dampingRatio * mass * angularFrequency }

  /// Coefficients of the displacement: y(t) = a·y₀ + b·v₀ and y′(t) = da·y₀ + db·v₀.
  @usableFromInline
  struct Coefficients {
    @usableFromInline var a, b, da, db: Double
  }

  @usableFromInline
  func coefficients(time t: Double) -> Coefficients {
    let w = angularFrequency
    let z = dampingRatio
    if z < 1 {
      let wd = w * (1 - z * z).squareRoot()
      let alpha = z * w
      let e = exp(-alpha * t)
      let c = cos(wd * t)
      let s = sin(wd * t)
      return Coefficients(
        a: e * (c + alpha / wd * s), b: e * s / wd,
        da: -e * w * w / wd * s, db: e * (c - alpha / wd * s))
    } else if z == 1 {
      let e = exp(-w * t)
      return Coefficients(a: e * (1 + w * t), b: e * t, da: -w * w * t * e, db: e * (1 - w * t))
    } else {
      let root = (z * z - 1).squareRoot()
      let r1 = -w * (z - root)
      let r2 = -w * (z + root)
      let e1 = exp(r1 * t)
      let e2 = exp(r2 * t)
      let d = r2 - r1
      return Coefficients(
        a: (r2 * e1 - r1 * e2) / d, b: (e2 - e1) / d,
        da: r1 * r2 * (e1 - e2) / d, db: (r2 * e2 - r1 * e1) / d)
    }
  }

  /// The value at `time` of a spring that starts at zero with `initialVelocity` and is pulled
  /// towards `target`.
  public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: Double) -> V {
    let k = coefficients(time: time)
    // y = x − target, y₀ = −target.
    return target - target.scaled(by: k.a) + initialVelocity.scaled(by: k.b)
  }

  /// The velocity at `time` of the motion described by ``value(target:initialVelocity:time:)``.
  public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: Double) -> V {
    let k = coefficients(time: time)
    return initialVelocity.scaled(by: k.db) - target.scaled(by: k.da)
  }

  /// The force per unit mass (the acceleration) on a body at `position` moving with `velocity`.
  public func force<V: VectorArithmetic>(target: V, position: V, velocity: V) -> V {
    let w = angularFrequency
    return (target - position).scaled(by: w * w) - velocity.scaled(by: 2 * dampingRatio * w)
  }

  /// Advances `value` and `velocity` by `deltaTime` seconds towards `target`, exactly (the
  /// closed form, not an integration step, so the result does not depend on the step size).
  public func update<V: VectorArithmetic>(value: inout V, velocity: inout V, target: V, deltaTime: Double) {
    let k = coefficients(time: deltaTime)
    let y0 = value - target
    let v0 = velocity
    value = target + y0.scaled(by: k.a) + v0.scaled(by: k.b)
    velocity = y0.scaled(by: k.da) + v0.scaled(by: k.db)
  }
}

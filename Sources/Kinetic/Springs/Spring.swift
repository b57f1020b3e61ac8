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
/// input instead, use ``init(validating:)``, which throws ``ParameterError``.
public struct Spring: Hashable, Sendable {
  /// The mass m, in arbitrary units (1 for SwiftUI's duration/bounce and response forms).
  public let mass: Double
  /// The undamped angular frequency ω₀ = √(k/m), in radians per second.
  public let angularFrequency: Double
  /// The damping ratio ζ: below 1 the spring oscillates, 1 is critical, above 1 overdamped.
  public let dampingRatio: Double

  /// √|1 − ζ²|, derived from ``dampingRatio`` once: the damped frequency ratio (oscillating
  /// springs) or decay-rate spread (overdamped ones) that the closed form, the completion and
  /// settling bounds and the overshoot read, rather than each taking the root again.
  ///
  /// Why stored: a square root in Swift is a C call to the optimiser's first stage, which must
  /// assume that such a call could release any object; inlined into a loop that reads a class
  /// instance (the animator's frame loop, through its storage), it made that loop retain and
  /// release the instance for every animator (AnimatorSuite benchmark). Derived from ζ alone,
  /// so equality and hashing are those of the three parameters above.
  @usableFromInline let dampingRoot: Double

  /// Creates a spring from its canonical form without validation (callers sanitise first).
  @usableFromInline
  init(mass: Double, angularFrequency: Double, dampingRatio: Double) {
    self.mass = mass
    self.angularFrequency = angularFrequency
    self.dampingRatio = dampingRatio
    // The abs proves the argument non-negative: a bare sqrtsd, no libm errno fallback.
    self.dampingRoot = abs((1 - dampingRatio) * (1 + dampingRatio)).squareRoot()
  }

  /// The value at `time` of a spring that starts at zero with `initialVelocity` and is pulled
  /// towards `target`: x(t) = target − target·a(t) + v₀·b(t) (see ``Coefficients``).
  ///
  /// - Parameters:
  ///   - target: The value the spring moves towards (the amount of change).
  ///   - initialVelocity: Velocity at time 0, in units of `target` per second.
  ///   - time: Seconds since the start. A negative time gives the release state (value 0,
  ///     see ``coefficients(at:)``), and +∞ the target.
  @inlinable
  public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: Double) -> V {
    motion(target: target, initialVelocity: initialVelocity, time: time).value
  }

  /// The velocity at `time` of the motion described by ``value(target:initialVelocity:time:)``.
  @inlinable
  public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: Double)
    -> V
  {
    motion(target: target, initialVelocity: initialVelocity, time: time).velocity
  }

  /// Value and velocity together at `time` of the motion described by
  /// ``value(target:initialVelocity:time:)``, from one evaluation of the coefficients.
  @inlinable
  public func motion<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: Double)
    -> (value: V, velocity: V)
  {
    // y = x − target, y₀ = −target.
    Spring.motion(
      towards: target, displacement: .zero - target, velocity: initialVelocity,
      coefficients: coefficients(at: time))
  }

  /// The value at `time` of a spring released at `fromValue` with `initialVelocity` and pulled
  /// towards `toValue` (SwiftUI's `value(fromValue:toValue:initialVelocity:time:)`, generic over
  /// `Animatable` as SwiftUI's is): on the animatable data,
  /// x(t) = to + (from − to)·a(t) + v₀·b(t).
  ///
  /// The result is `toValue` with its ``Animatable/animatableData`` replaced, so any part of the
  /// type that is not animatable comes from `toValue`.
  ///
  /// - Parameters:
  ///   - fromValue: Where the spring is released.
  ///   - toValue: Where it comes to rest.
  ///   - initialVelocity: The velocity at release, as a value of the same type whose animatable
  ///     data is the velocity in units per second.
  ///   - time: Seconds since release (negative times are the release state).
  @inlinable
  public func value<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, time: Double)
    -> V
  {
    motion(from: fromValue, to: toValue, velocity: initialVelocity.animatableData, time: time)
      .value
  }

  /// The value at `time` of a spring released at rest at `fromValue` and pulled towards
  /// `toValue`: ``value(fromValue:toValue:initialVelocity:time:)`` with zero initial velocity
  /// (Kinetic's convenience; SwiftUI always takes the velocity).
  @inlinable
  public func value<V: Animatable>(fromValue: V, toValue: V, time: Double) -> V {
    motion(from: fromValue, to: toValue, velocity: .zero, time: time).value
  }

  /// The velocity at `time` of the motion described by
  /// ``value(fromValue:toValue:initialVelocity:time:)``: on the animatable data,
  /// v(t) = (from − to)·a′(t) + v₀·b′(t), in units per second.
  @inlinable
  public func velocity<V: Animatable>(
    fromValue: V, toValue: V, initialVelocity: V, time: Double
  ) -> V {
    motion(from: fromValue, to: toValue, velocity: initialVelocity.animatableData, time: time)
      .velocity
  }

  /// The velocity at `time` of a spring released at rest at `fromValue`:
  /// ``velocity(fromValue:toValue:initialVelocity:time:)`` with zero initial velocity.
  @inlinable
  public func velocity<V: Animatable>(fromValue: V, toValue: V, time: Double) -> V {
    motion(from: fromValue, to: toValue, velocity: .zero, time: time).velocity
  }

  /// Value and velocity, as values of `V` (`toValue` with its animatable data replaced), of
  /// the spring released at `from` with `velocity` and pulled towards `to`.
  @inlinable
  func motion<V: Animatable>(from: V, to: V, velocity: V.AnimatableData, time: Double)
    -> (value: V, velocity: V)
  {
    let data = Spring.motion(
      towards: to.animatableData, displacement: from.animatableData - to.animatableData,
      velocity: velocity, coefficients: coefficients(at: time))
    var value = to
    value.animatableData = data.value
    var rate = to
    rate.animatableData = data.velocity
    return (value, rate)
  }

  /// The closed form itself, the one place it is written: with y₀ the displacement from
  /// `target` and v₀ the velocity at release, x = target + y₀·a + v₀·b and x′ = y₀·da + v₀·db
  /// (see ``Coefficients``). Every spring motion in Kinetic — `Spring`'s own queries, the
  /// spring animations, the ``Animator`` — goes through it.
  @inlinable
  static func motion<V: VectorArithmetic>(
    towards target: V, displacement y0: V, velocity v0: V, coefficients k: Coefficients
  ) -> (value: V, velocity: V) {
    (target + y0.scaled(by: k.a) + v0.scaled(by: k.b), y0.scaled(by: k.da) + v0.scaled(by: k.db))
  }

  /// The force on the body at `position` moving with `velocity`, on a spring travelling from
  /// `fromValue` to `toValue` (SwiftUI's `force(fromValue:toValue:position:velocity:)`):
  /// on the animatable data, F = −k·(position − toValue) − c·velocity, in units per second
  /// squared times the mass.
  ///
  /// The force does not depend on `fromValue`; SwiftUI takes it for symmetry with the other
  /// `fromValue:toValue:` methods, and so does Kinetic.
  @inlinable
  public func force<V: Animatable>(fromValue: V, toValue: V, position: V, velocity: V) -> V {
    var result = toValue
    result.animatableData = force(
      target: toValue.animatableData, position: position.animatableData,
      velocity: velocity.animatableData)
    return result
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
    (value, velocity) = Spring.motion(
      towards: target, displacement: value - target, velocity: velocity,
      coefficients: coefficients(at: deltaTime))
  }
}

extension Spring: CustomStringConvertible {
  /// The canonical form, e.g. `Spring(mass: 1.0, angularFrequency: 12.566370614359172,
  /// dampingRatio: 1.0)`: the three stored parameters, without the value derived from them.
  public var description: String {
    "Spring(mass: \(mass), angularFrequency: \(angularFrequency), dampingRatio: \(dampingRatio))"
  }
}

// Embedded Swift (the WebAssembly build) has no reflection.
#if !hasFeature(Embedded)
  extension Spring: CustomReflectable {
    /// The canonical form's three parameters, as ``description`` shows them (`dump` and the
    /// debugger list these rather than every stored property).
    public var customMirror: Mirror {
      Mirror(
        self,
        children: [
          "mass": mass, "angularFrequency": angularFrequency, "dampingRatio": dampingRatio,
        ],
        displayStyle: .struct)
    }
  }
#endif

import CKineticMath

/// Flutter's `FrictionSimulation`: fluid drag cₓ (the fraction of velocity kept per second) and
/// an optional constant deceleration.
///
///     dx(t) = v₀·cₓᵗ − a·t
///     x(t)  = x₀ + v₀·(cₓᵗ − 1)/ln cₓ − a·t²/2        for t ≤ T, then x(T), dx = 0
///
/// with a = `constantDeceleration`·sign(v₀) and T Flutter's final time. With a > 0 the
/// velocity reaches 0 at the root T of v₀·cₓᵗ = a·t, found here to full precision. With a = 0
/// Flutter's ten Newton steps on v₀·cₓᵗ = 0 (which has no root) give T = −10/ln cₓ, after which
/// Flutter reports x(∞) and a velocity of exactly 0 — a small jump of v₀·cₓᵀ/ln cₓ that this
/// model reproduces. Done (Flutter's `isDone`) once |dx| < `tolerance.velocity`.
///
/// Source: flutter/packages/flutter/lib/src/physics/friction_simulation.dart. Flutter's scroll
/// physics use cₓ = 0.135 ≈ 0.998^1000, UIKit's normal deceleration rate.
public struct FrictionSimulation: MotionModel {
  /// The drag cₓ in (0, 1): the fraction of velocity kept after one second (before the
  /// constant deceleration).
  public let drag: Double
  /// A constant deceleration in units/s², ≥ 0, always opposing the initial velocity.
  public let constantDeceleration: Double
  /// When the simulation counts as done.
  public let tolerance: Tolerance

  /// A friction simulation.
  /// - Throws: ``ParameterError`` unless 0 < drag < 1 and constantDeceleration is finite and ≥ 0.
  public init(drag: Double, constantDeceleration: Double = 0, tolerance: Tolerance = .default)
    throws(ParameterError)
  {
    try ParameterError.require("drag", drag, drag > 0 && drag < 1, "in (0, 1)")
    try ParameterError.requireNonNegative("constantDeceleration", constantDeceleration)
    self.drag = drag
    self.constantDeceleration = constantDeceleration
    self.tolerance = tolerance
  }

  /// Flutter's `FrictionSimulation.through`: the drag that takes a release at `startPosition`
  /// with `startVelocity` through `endPosition` with `endVelocity`,
  /// cₓ = e^{(v₀ − v₁)/(x₀ − x₁)}, with `endVelocity` as the velocity tolerance.
  public static func through(
    startPosition: Double, endPosition: Double, startVelocity: Double, endVelocity: Double
  ) throws(ParameterError) -> FrictionSimulation {
    let drag = exp((startVelocity - endVelocity) / (startPosition - endPosition))
    return try FrictionSimulation(
      drag: drag, tolerance: Tolerance(velocity: abs(endVelocity)))
  }

  var dragLog: Double { log(drag) }

  /// The signed constant deceleration a·sign(v₀).
  func signedDeceleration(_ velocity: Double) -> Double {
    velocity > 0 ? constantDeceleration : velocity < 0 ? -constantDeceleration : 0
  }

  /// Flutter's final time T after which the motion is frozen (see the type's discussion).
  public func finalTime(velocity: Double) -> Double {
    let a = signedDeceleration(velocity)
    if a == 0 { return -10 / dragLog }
    // v₀·cₓᵗ − a·t is strictly decreasing in |·| towards its root; bracket and bisect.
    let f = { (t: Double) -> Double in velocity * pow(self.drag, t) - a * t }
    let hi = abs(velocity / a)  // at t = |v₀/a|, a·t ≥ v₀ ≥ v₀·cₓᵗ in magnitude
    if !hi.isFinite { return .infinity }
    return Bisection.bracket(0, hi, limit: 200) { (f($0) > 0) != (velocity > 0) }.hi
  }

  func unfrozenValue(_ x0: Double, _ v0: Double, _ t: Double) -> Double {
    // v₀·(cₓᵗ − 1)/ln cₓ as v₀·expm1(t·ln cₓ)/ln cₓ: no cancellation at small t.
    let l = dragLog
    return x0 + v0 * expm1(t * l) / l - signedDeceleration(v0) / 2 * t * t
  }

  /// x(t); negative times are the release state.
  public func value(from position: Double, velocity: Double, time: Double) -> Double {
    let t = max(time, 0)
    if t > finalTime(velocity: velocity) { return finalX(from: position, velocity: velocity) }
    return unfrozenValue(position, velocity, t)
  }

  /// dx(t): v₀·cₓᵗ − a·t before the final time, 0 after it.
  public func velocity(from position: Double, velocity: Double, time: Double) -> Double {
    let t = max(time, 0)
    if t > finalTime(velocity: velocity) { return 0 }
    return velocity * pow(drag, t) - signedDeceleration(velocity) * t
  }

  /// Flutter's `finalX`: x₀ − v₀/ln cₓ without constant deceleration, else x(T).
  public func finalX(from position: Double, velocity: Double) -> Double {
    if signedDeceleration(velocity) == 0 { return position - velocity / dragLog }
    return unfrozenValue(position, velocity, finalTime(velocity: velocity))
  }

  /// Flutter's `timeAtX`: when the motion reaches `x`, `.infinity` if it never does.
  public func timeAtX(_ x: Double, from position: Double, velocity: Double) -> Double {
    if x == position { return 0 }
    let end = finalX(from: position, velocity: velocity)
    if velocity == 0 || (velocity > 0 ? (x < position || x > end) : (x > position || x < end)) {
      return .infinity
    }
    let l = dragLog
    if signedDeceleration(velocity) == 0 { return log1p(l * (x - position) / velocity) / l }
    // x(t) is monotone on [0, T]: bisect.
    let (lo, hi) = Bisection.bracket(0, finalTime(velocity: velocity), limit: 200) {
      (unfrozenValue(position, velocity, $0) < x) != (velocity > 0)
    }
    return lo + (hi - lo) / 2
  }

  /// The first time |dx| < `tolerance.velocity` (Flutter's `isDone`).
  public func restTime(from position: Double, velocity: Double) -> Double {
    let eps = tolerance.velocity
    if abs(velocity) < eps { return 0 }
    let final = finalTime(velocity: velocity)
    if signedDeceleration(velocity) == 0 {
      return min(log(eps / abs(velocity)) / dragLog, final)
    }
    // |dx| decreases monotonically to 0 at T: bisect |dx| = eps on [0, T].
    return Bisection.bracket(0, final, limit: 200) {
      abs(self.velocity(from: position, velocity: velocity, time: $0)) < eps
    }.hi
  }
}

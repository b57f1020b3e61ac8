import CKineticMath
import KineticTestSupport
import Testing

@testable import Kinetic

@Suite("Spring closed forms")
struct SpringClosedFormTests {
  static let ratios = [0.0, 0.05, 0.3, 0.7, 0.99, 1 - 1e-9, 1, 1 + 1e-9, 1.01, 2, 5, 100]

  /// a(0) = 1, b(0) = 0, da(0) = 0, db(0) = 1, and da = −ω₀²·b at all times.
  @Test(arguments: ratios)
  func coefficientIdentities(zeta: Double) {
    let s = Spring(response: 0.5, dampingRatio: zeta)
    let k0 = s.coefficients(at: 0)
    #expect(k0.a == 1 && k0.b == 0 && k0.da == 0 && k0.db == 1, "ζ = \(zeta): \(k0)")
    let w2 = s.angularFrequency * s.angularFrequency
    for t in stride(from: 0.0, through: 5, by: 0.05) {
      let k = s.coefficients(at: t)
      #expect(abs(k.da + w2 * k.b) <= 1e-13 * max(1, abs(k.da)), "ζ = \(zeta), t = \(t)")
      #expect(k.a.isFinite && k.b.isFinite && k.da.isFinite && k.db.isFinite)
    }
  }

  /// The analytic derivatives are the time derivatives of a and b (central differences, step
  /// 1e-5: truncation ~1e-10·ω₀³, rounding ~1e-11; tolerance 1e-7 relative to the scale ω₀).
  @Test(arguments: ratios)
  func derivativesMatchFiniteDifferences(zeta: Double) {
    let s = Spring(response: 0.5, dampingRatio: zeta)
    let w = s.angularFrequency
    let h = 1e-5
    for t in stride(from: 0.01, through: 3, by: 0.07) {
      let k = s.coefficients(at: t)
      let p = s.coefficients(at: t + h)
      let m = s.coefficients(at: t - h)
      #expect(abs((p.a - m.a) / (2 * h) - k.da) <= 1e-7 * w * w, "ζ = \(zeta), t = \(t)")
      #expect(abs((p.b - m.b) / (2 * h) - k.db) <= 1e-7 * w, "ζ = \(zeta), t = \(t)")
    }
  }

  /// Near ζ = 1 the closed form equals the critical form plus its first-order change in ζ:
  /// at ζ = 1, with e = e^{−ω₀t}, ∂a/∂ζ = e·ω₀³t³/3, ∂b/∂ζ = e·(−ω₀t² + ω₀²t³/3),
  /// ∂da/∂ζ = −ω₀²·∂b/∂ζ and ∂db/∂ζ = e·(−2ω₀t + 2ω₀²t² − ω₀³t³/3) (derived by hand from the
  /// series of cos(√q t) and sin(√q t)/√q in q = ω₀²(1 − ζ²)). The second-order remainder at
  /// δ = 1e-9 is ~1e-18, so any difference beyond rounding would be cancellation error.
  @Test(arguments: [1e-9, -1e-9, 1e-12, -1e-12, 1e-7, -1e-7])
  func nearCriticalAgreesWithCriticalForm(delta: Double) {
    let critical = Spring(response: 0.5, dampingRatio: 1)
    let near = Spring(response: 0.5, dampingRatio: 1 + delta)
    let w = critical.angularFrequency
    for t in stride(from: 0.0, through: 5, by: 0.01) {
      let c = critical.coefficients(at: t)
      let n = near.coefficients(at: t)
      let e = exp(-w * t)
      let dadz = e * w * w * w * t * t * t / 3
      let dbdz = e * (-w * t * t + w * w * t * t * t / 3)
      let ddbdz = e * (-2 * w * t + 2 * w * w * t * t - w * w * w * t * t * t / 3)
      // δ² terms: |∂²/∂ζ²| ≤ ~100 here, so 1e-14·δ²/1e-18 stays far below the tolerance.
      let tol = 2e-15 + 200 * delta * delta
      #expect(abs(n.a - (c.a + delta * dadz)) <= tol, "a, δ = \(delta), t = \(t)")
      #expect(abs(n.b - (c.b + delta * dbdz)) <= tol / w, "b, δ = \(delta), t = \(t)")
      #expect(abs(n.da - (c.da - w * w * delta * dbdz)) <= tol * w, "da, δ = \(delta), t = \(t)")
      #expect(abs(n.db - (c.db + delta * ddbdz)) <= tol, "db, δ = \(delta), t = \(t)")
      // And the plain statement: within ~1e-12 of the critical form once the O(δ) change is
      // accounted for, within |δ|·(scale) of it without.
      #expect(abs(n.a - c.a) <= abs(delta) * 2)
    }
  }

  /// Value and velocity are continuous in ζ: a sweep of ζ through 1 in steps of 1e-6 changes
  /// them smoothly (second differences at rounding level).
  @Test func continuousInDampingRatio() {
    let step = 1e-6
    for t in [0.05, 0.2, 0.7, 2.0] {
      var values: [Double] = []
      var velocities: [Double] = []
      for i in -20...20 {
        let s = Spring(response: 0.5, dampingRatio: 1 + Double(i) * step)
        values.append(s.value(target: 1.0, initialVelocity: 3, time: t))
        velocities.append(s.velocity(target: 1.0, initialVelocity: 3, time: t))
      }
      for i in 1..<(values.count - 1) {
        #expect(abs(values[i + 1] - 2 * values[i] + values[i - 1]) < 1e-12, "t = \(t), i = \(i)")
        #expect(
          abs(velocities[i + 1] - 2 * velocities[i] + velocities[i - 1]) < 1e-11,
          "t = \(t), i = \(i)")
      }
    }
  }

  /// Mechanical energy ½mv² + ½k·y² never increases (dE/dt = −c·v² ≤ 0).
  @Test(arguments: [0.0, 0.05, 0.3, 0.7, 1, 1.01, 2, 5])
  func energyNeverIncreases(zeta: Double) {
    var random = SeededGenerator(seed: 0xE4E6 &+ UInt64(zeta * 1000))
    for _ in 0..<5 {
      let s = Spring(
        mass: Double.random(in: 0.2...5, using: &random),
        stiffness: Double.random(in: 10...400, using: &random),
        damping: 0, allowOverDamping: true)
      let spring = Spring(mass: s.mass, angularFrequency: s.angularFrequency, dampingRatio: zeta)
      let from = Double.random(in: -2...2, using: &random)
      let v0 = Double.random(in: -20...20, using: &random)
      func energy(_ t: Double) -> Double {
        let y = spring.value(fromValue: from, toValue: 0.0, initialVelocity: v0, time: t)
        let v = spring.velocity(fromValue: from, toValue: 0.0, initialVelocity: v0, time: t)
        return 0.5 * spring.mass * v * v + 0.5 * spring.stiffness * y * y
      }
      var previous = energy(0)
      for t in stride(from: 0.002, through: 5, by: 0.002) {
        let e = energy(t)
        #expect(e <= previous * (1 + 1e-12) + 1e-300, "ζ = \(zeta), t = \(t)")
        previous = e
      }
    }
  }

  /// update() is the exact flow: two half steps equal one step (relative 1e-12 of the scale).
  @Test(arguments: [0.05, 0.5, 1, 1 + 1e-9, 3])
  func updateComposes(zeta: Double) {
    let s = Spring(response: 0.4, dampingRatio: zeta)
    var random = SeededGenerator(seed: 42)
    for _ in 0..<20 {
      let x0 = Double.random(in: -5...5, using: &random)
      let v0 = Double.random(in: -30...30, using: &random)
      let target = Double.random(in: -5...5, using: &random)
      let dt = Double.random(in: 0.001...0.5, using: &random)
      var x1 = x0
      var v1 = v0
      s.update(value: &x1, velocity: &v1, target: target, deltaTime: dt)
      var x2 = x0
      var v2 = v0
      s.update(value: &x2, velocity: &v2, target: target, deltaTime: dt / 2)
      s.update(value: &x2, velocity: &v2, target: target, deltaTime: dt / 2)
      #expect(abs(x1 - x2) <= 1e-12 * 30, "x0 \(x0) v0 \(v0) dt \(dt)")
      #expect(abs(v1 - v2) <= 1e-12 * 30 * s.angularFrequency, "x0 \(x0) v0 \(v0) dt \(dt)")
      // And it agrees with value(fromValue:toValue:…).
      #expect(
        abs(x1 - s.value(fromValue: x0, toValue: target, initialVelocity: v0, time: dt)) < 1e-13
          * 30)
    }
  }

  /// The SwiftUI form value(target:) is the from-zero case of value(fromValue:toValue:) and
  /// works component-wise for vectors.
  @Test func vectorAndScalarFormsAgree() {
    let s = Spring.bouncy
    for t in stride(from: 0.0, through: 2, by: 0.1) {
      let v = s.value(target: SIMD2(1.0, -3.0), initialVelocity: SIMD2(2.0, 0.5), time: t)
      #expect(abs(v.x - s.value(target: 1.0, initialVelocity: 2, time: t)) < 1e-15)
      #expect(
        abs(v.y - s.value(fromValue: 0.0, toValue: -3.0, initialVelocity: 0.5, time: t)) < 1e-14)
      let dv = s.velocity(target: SIMD2(1.0, -3.0), initialVelocity: SIMD2(2.0, 0.5), time: t)
      #expect(
        abs(dv.y - s.velocity(fromValue: 0.0, toValue: -3.0, initialVelocity: 0.5, time: t)) < 1e-13
      )
    }
    #expect(s.value(target: 1.0, time: 0) == 0)
    #expect(abs(s.value(target: 1.0, time: 20) - 1) < 1e-12)
  }

  /// Extreme parameters and times stay finite (no overflow of cosh·e^{−αt}, no 0·∞).
  @Test(arguments: [1e-3, 1.0, 1e4])
  func extremesStayFinite(zeta: Double) {
    for response in [1e-4, 1, 1e4] {
      let s = Spring(response: response, dampingRatio: zeta)
      for t in [0, 1e-12, 1e-3, 1, 1e3, 1e6, 1e300] {
        let k = s.coefficients(at: t)
        #expect(
          k.a.isFinite && k.b.isFinite && k.da.isFinite && k.db.isFinite,
          "ζ \(zeta) response \(response) t \(t)")
      }
    }
  }

  /// An infinite time is the fully decayed state for every damped spring: all four coefficients
  /// exactly 0 (the phase βt is infinite there, so this checks that no 0·NaN leaks through the
  /// out-of-line sine/cosine path), and values sit exactly at the target.
  @Test(arguments: ratios.filter { $0 > 0 })
  func infiniteTimeIsFullyDecayed(zeta: Double) {
    for response in [1e-4, 0.5, 1e4] {
      let s = Spring(response: response, dampingRatio: zeta)
      let k = s.coefficients(at: .infinity)
      #expect(
        k.a == 0 && k.b == 0 && k.da == 0 && k.db == 0, "ζ \(zeta) response \(response): \(k)")
      #expect(s.value(target: 2.0, initialVelocity: 3, time: .infinity) == 2)
      #expect(s.velocity(target: 2.0, initialVelocity: 3, time: .infinity) == 0)
    }
  }
}

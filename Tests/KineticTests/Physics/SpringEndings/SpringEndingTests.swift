import CKineticMath
import KineticTestSupport
import Testing

@testable import Kinetic

/// The two spring endings (overshoot clamp, critically damped in range), checked against
/// closed forms derived separately from the code under test: the rise time of control theory,
/// bisection on the spring's own closed-form value, and the critically damped motion written out.
@Suite("Spring endings")
struct SpringEndingTests {
  /// The first zero of the spring's displacement, found by scanning and bisecting
  /// `Spring.value` (a reference that does not use the arrival formula).
  static func bisectedArrival(_ s: Spring, from x0: Double, to x1: Double, velocity v0: Double)
    -> Double?
  {
    // y = a·y₀ + b·v₀ from the coefficients: no rounding of an absolute position.
    let y0 = x0 - x1
    func past(_ t: Double) -> Bool {
      let c = s.coefficients(at: t)
      let y = c.a * y0 + c.b * v0
      return y != 0 && y.sign != y0.sign
    }
    var lo = 0.0
    let step = 1e-4
    while lo < 20 {
      let hi = lo + step
      if past(hi) {
        var a = lo
        var b = hi
        for _ in 0..<80 {
          let m = (a + b) / 2
          if past(m) { b = m } else { a = m }
        }
        return b
      }
      lo = hi
    }
    return nil
  }

  // From rest, ζ < 1: the rise time t_r = (π − arccos ζ)/(ω₀√(1 − ζ²)) (Ogata, Modern Control
  // Engineering, §5-3), to 1e-12 s.
  @Test(arguments: [0.0, 0.1, 0.3, 0.5, 0.7, 0.9, 0.99])
  func arrivalFromRestIsTheRiseTime(zeta: Double) throws {
    let s = try Spring(validating: .responseDampingRatio(response: 0.5, dampingRatio: zeta))
    let w = 2 * Double.pi / 0.5
    let rise = (Double.pi - acos(zeta)) / (w * (1 - zeta * zeta).squareRoot())
    #expect(isClose(s.arrivalTime(from: 0, to: 1, velocity: 0), rise, 1e-12))
    #expect(isClose(s.arrivalTime(from: 10, to: -5, velocity: 0), rise, 1e-12))
  }

  // Every damping regime, velocities towards and away from the target: the closed form against
  // the bisected zero of the spring's own value, to 1e-9 s.
  @Test(arguments: [0.2, 0.8, 1.0, 1.5, 4.0])
  func arrivalMatchesTheBisectedZero(zeta: Double) throws {
    let s = try Spring(validating: .responseDampingRatio(response: 0.4, dampingRatio: zeta))
    for v0 in [-300.0, -40, -3, 0, 5, 60] {
      let reference = Self.bisectedArrival(s, from: 0, to: 10, velocity: v0)
      let arrival = s.arrivalTime(from: 0, to: 10, velocity: v0)
      if let reference {
        #expect(isClose(arrival, reference, 1e-9), "ζ \(zeta), v₀ \(v0)")
      } else {
        #expect(arrival == nil, "ζ \(zeta), v₀ \(v0)")
      }
    }
  }

  @Test func arrivalEdgeCases() throws {
    let critical = try Spring(validating: .responseDampingRatio(response: 1, dampingRatio: 1))
    #expect(critical.arrivalTime(from: 3, to: 3, velocity: 5) == 0)
    // From rest a critically damped spring only approaches its target.
    #expect(critical.arrivalTime(from: 0, to: 1, velocity: 0) == nil)
    // y₀ + (v₀ + ω₀y₀)t = 0 with y₀ = −1, ω₀ = 2π, v₀ = 4π: t = 1/(2π).
    #expect(isClose(critical.arrivalTime(from: 0, to: 1, velocity: 4 * .pi), 1 / (2 * .pi), 1e-15))
    #expect(critical.arrivalTime(from: 0, to: 1, velocity: .nan) == nil)
  }

  @Test func overshootClampStopsAtTheFirstArrival() throws {
    let bouncy = Spring.bouncy
    let clamp = bouncy.overshootClamped
    let arrival = try #require(bouncy.arrivalTime(from: 0, to: 100, velocity: 0))
    #expect(clamp.restTime(from: 0, to: 100, velocity: 0) == arrival)
    // Never past the target, the spring's own motion before the arrival, at rest after.
    for i in 0...400 {
      let t = Double(i) * 0.005
      let x = clamp.value(from: 0, to: 100, velocity: 0, time: t)
      #expect(x <= 100)
      if t < arrival {
        #expect(x == bouncy.value(from: 0, to: 100, velocity: 0, time: t))
        #expect(
          clamp.velocity(from: 0, to: 100, velocity: 0, time: t)
            == bouncy.velocity(from: 0, to: 100, velocity: 0, time: t))
      } else {
        #expect(x == 100)
        #expect(clamp.velocity(from: 0, to: 100, velocity: 0, time: t) == 0)
      }
    }
    // C0 at the arrival: the spring is at the target there (to 1e-12 of the change).
    #expect(isClose(bouncy.value(from: 0, to: 100, velocity: 0, time: arrival), 100, 1e-10))
    // A spring that never arrives is not changed.
    let smooth = Spring.smooth
    #expect(smooth.overshootClamped.restTime(from: 0, to: 1, velocity: 0) == .infinity)
    #expect(
      smooth.overshootClamped.value(from: 0, to: 1, velocity: 0, time: 0.3)
        == smooth.value(from: 0, to: 1, velocity: 0, time: 0.3))
  }

  // In range with no velocity, or a small one towards the target: exactly the critically
  // damped motion y = e^{−ω₀t}·(y₀ + (v₀ + ω₀y₀)t), written out here, at 1e-12 of the change.
  @Test(arguments: [0.0, -2.0, -6.0])
  func inRangeIsCriticallyDamped(velocity v0: Double) throws {
    let s = Spring.bouncy
    let w = s.angularFrequency
    let inRange = s.criticallyDampedInRange
    let (motion, start) = inRange.motion(from: 1, to: 0, velocity: v0)
    #expect(motion.dampingRatio == 1 && start == v0)
    for i in 0...100 {
      let t = Double(i) * 0.01
      let expected = exp(-w * t) * (1 + (v0 + w) * t)
      let expectedVelocity = exp(-w * t) * (v0 - w * (v0 + w) * t)
      #expect(isClose(inRange.value(from: 1, to: 0, velocity: v0, time: t), expected, 1e-12))
      #expect(
        isClose(inRange.velocity(from: 1, to: 0, velocity: v0, time: t), expectedVelocity, 1e-11))
    }
  }

  // A fast release towards the target: ζ = (s + 1/s)/2 with s = −v₀/(ω₀y₀) > 1, so the motion
  // is y₀·e^{v₀t/y₀} — the release velocity kept (C1) and the target never crossed.
  @Test(arguments: [2.0, 5.0, 40.0])
  func inRangeAbsorbsAFastRelease(s: Double) throws {
    let spring = Spring.snappy
    let w = spring.angularFrequency
    let (y0, target) = (-50.0, 80.0)
    let from = target + y0
    let v0 = -s * w * y0
    let inRange = spring.criticallyDampedInRange
    let (motion, start) = inRange.motion(from: from, to: target, velocity: v0)
    #expect(isClose(motion.dampingRatio, (s + 1 / s) / 2, 1e-15 * s))
    #expect(start == v0)
    #expect(isClose(inRange.velocity(from: from, to: target, velocity: v0, time: 0), v0, 1e-9 * v0))
    for i in 0...200 {
      let t = Double(i) * 0.002
      let x = inRange.value(from: from, to: target, velocity: v0, time: t)
      #expect(x >= from && x <= target)
      #expect(isClose(x, target + y0 * exp(v0 * t / y0), 1e-9 * abs(y0)), "s \(s), t \(t)")
    }
    // The least damping that stays in range: the critically damped spring, and one 0.1 % less
    // damped than chosen, cross the target; one 0.1 % more damped does not.
    let critical = Spring(mass: 1, angularFrequency: w, dampingRatio: 1)
    #expect(critical.arrivalTime(from: from, to: target, velocity: v0) != nil)
    let zeta = motion.dampingRatio
    let less = Spring(mass: 1, angularFrequency: w, dampingRatio: zeta * (1 - 1e-3))
    let more = Spring(mass: 1, angularFrequency: w, dampingRatio: zeta * (1 + 1e-3))
    #expect(less.arrivalTime(from: from, to: target, velocity: v0) != nil)
    #expect(more.arrivalTime(from: from, to: target, velocity: v0) == nil)
  }

  @Test func inRangeDropsAVelocityAwayFromTheTarget() {
    let inRange = Spring.smooth.criticallyDampedInRange
    let (_, start) = inRange.motion(from: 0, to: 10, velocity: -30)
    #expect(start == 0)
    for i in 0...100 {
      let x = inRange.value(from: 0, to: 10, velocity: -30, time: Double(i) * 0.01)
      #expect(x >= 0 && x <= 10)
    }
    #expect(inRange.restTime(from: 4, to: 4, velocity: 9) == 0)
    #expect(inRange.value(from: 4, to: 4, velocity: 9, time: 1) == 4)
  }

  @Test func settlingTimesBoundThePlots() throws {
    let clamp = Spring.bouncy.overshootClamped
    #expect(
      clamp.settlingTime(from: 0, to: 1, velocity: 0, epsilon: 1e-3)
        == clamp.restTime(from: 0, to: 1, velocity: 0))
    let inRange = Spring.bouncy.criticallyDampedInRange
    let settle = inRange.settlingTime(from: 0, to: 1, velocity: 0, epsilon: 1e-3)
    #expect(settle.isFinite && settle > 0)
    #expect(abs(inRange.value(from: 0, to: 1, velocity: 0, time: settle) - 1) <= 1e-3 * (1 + 1e-9))
  }
}

import Kinetic
import Testing

@testable import KineticGSL

@Suite("Closed-form springs against GSL rk8pd")
struct SpringOracleTests {
  struct Case: CustomStringConvertible, Sendable {
    var zeta: Double
    var mass: Double
    var velocity: Double
    var description: String { "ζ \(zeta) m \(mass) v₀ \(velocity)" }
  }

  static let cases: [Case] = {
    var cases: [Case] = []
    for zeta in [0.05, 0.3, 0.7, 0.99, 1 - 1e-9, 1, 1 + 1e-9, 1.01, 2, 5] {
      for (mass, velocity) in [(1.0, 0.0), (1, 7.5), (0.25, -20), (4, 3)] {
        cases.append(Case(zeta: zeta, mass: mass, velocity: velocity))
      }
    }
    return cases
  }()

  /// value and velocity from the closed form against GSL's adaptive rk8pd integration of
  /// m·x″ = −k·(x − to) − c·x′ with the raw m, k, c (abs and rel tolerance 1e-12), every 0.05 s
  /// over [0, 5] s: within 1e-10 (the integrator's global error is ~1e-11 here).
  @Test(arguments: cases)
  func closedFormMatchesIntegration(c: Case) throws {
    let omega = 2 * Double.pi / 0.45
    let k = c.mass * omega * omega
    let damping = 2 * c.zeta * c.mass * omega
    let spring = Spring(mass: c.mass, stiffness: k, damping: damping, allowOverDamping: true)
    let from = -1.5
    let to = 2.0
    let times = (0...100).map { Double($0) * 0.05 }
    let states = try ODEIntegrator().integrate(
      position: [from], velocity: [c.velocity], times: times
    ) {
      _, x, v in [(-k * (x[0] - to) - damping * v[0]) / c.mass]
    }
    for state in states {
      let x = spring.value(
        fromValue: from, toValue: to, initialVelocity: c.velocity, time: state.time)
      let v = spring.velocity(
        fromValue: from, toValue: to, initialVelocity: c.velocity, time: state.time)
      #expect(
        abs(x - state.position[0]) < 1e-10, "\(c) t \(state.time): \(x) vs \(state.position[0])")
      #expect(
        abs(v - state.velocity[0]) < 1e-10, "\(c) t \(state.time): \(v) vs \(state.velocity[0])")
    }
  }

  /// Decay closed forms against integration of x″ = −k·x′.
  @Test(arguments: [0.998, 0.99, 0.95])
  func decayMatchesIntegration(rate: Double) throws {
    let decay = Decay(decelerationRate: rate)
    let times = (0...60).map { Double($0) * 0.05 }
    let states = try ODEIntegrator().integrate(position: [12], velocity: [900], times: times) {
      _, _, v in [-decay.friction * v[0]]
    }
    for state in states {
      let x = decay.value(from: 12.0, initialVelocity: 900, time: state.time)
      let v = decay.velocity(initialVelocity: 900.0, time: state.time)
      #expect(abs(x - state.position[0]) < 1e-9, "d \(rate) t \(state.time)")
      #expect(abs(v - state.velocity[0]) < 1e-9, "d \(rate) t \(state.time)")
    }
  }
}

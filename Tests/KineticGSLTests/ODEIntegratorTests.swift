@preconcurrency import CGSL
import CKineticMath
import Kinetic
import Testing

@testable import KineticGSL

@Suite("GSL ODE integration")
struct ODEIntegratorTests {
  /// Two uncoupled oscillators and one coupled pair at once: x = cos(t), y = sin(2t)/2 …
  @Test func severalCoordinates() throws {
    let times = (0...40).map { Double($0) * 0.25 }
    let states = try ODEIntegrator().integrate(position: [1, 0], velocity: [0, 1], times: times) {
      t, x, v, a in
      a[0] = -x[0]
      a[1] = -4 * x[1]
      return true
    }
    #expect(states.count == times.count)
    for s in states {
      #expect(abs(s.position[0] - cos(s.time)) < 1e-10)
      #expect(abs(s.position[1] - sin(2 * s.time) / 2) < 1e-10)
      #expect(abs(s.velocity[1] - cos(2 * s.time)) < 1e-10)
    }
  }

  @Test func badArgumentsThrow() {
    let law: (Double, [Double], [Double]) -> [Double] = { _, x, _ in x }
    #expect(throws: GSLError.self) {
      try ODEIntegrator().integrate(position: [], velocity: [], times: [0, 1], acceleration: law)
    }
    #expect(throws: GSLError.self) {
      try ODEIntegrator().integrate(
        position: [1], velocity: [1, 2], times: [0, 1], acceleration: law)
    }
    #expect(throws: GSLError.self) {
      try ODEIntegrator().integrate(position: [1], velocity: [1], times: [1, 0], acceleration: law)
    }
    #expect(throws: GSLError.self) {
      try ODEIntegrator().integrate(position: [1], velocity: [1], times: [], acceleration: law)
    }
    #expect(throws: GSLError.self) {
      try ODEIntegrator(absoluteTolerance: 0).integrate(
        position: [1], velocity: [1], times: [0, 1], acceleration: law)
    }
    #expect(throws: GSLError.self) {
      try ODEIntegrator().integrate(
        position: [.nan], velocity: [1], times: [0, 1], acceleration: law)
    }
  }

  /// A force law returning NaN or the wrong count stops the driver with GSL_EBADFUNC.
  @Test func failingLawIsReported() {
    do {
      _ = try ODEIntegrator().integrate(position: [1], velocity: [0], times: [0, 1]) { t, _, _ in
        [t > 0.5 ? .nan : -1]
      }
      Issue.record("NaN accepted")
    } catch {
      #expect(error.status == Int32(GSL_EBADFUNC))
      #expect(error.description.contains("ODEIntegrator"))
    }
    #expect(throws: GSLError.self) {
      try ODEIntegrator().integrate(position: [1], velocity: [0], times: [0, 1]) { _, _, _ in [] }
    }
  }

  /// Too few steps allowed: GSL's own status comes back as a GSLError, not an abort.
  @Test func stepLimitIsReported() {
    do {
      _ = try ODEIntegrator(maximumSteps: 3).integrate(
        position: [1], velocity: [0], times: [0, 100]
      ) {
        _, x, _ in [-1e4 * x[0]]
      }
      Issue.record("step limit not reported")
    } catch {
      #expect(error.status == Int32(GSL_EMAXITER))
    }
  }

  /// A spring with quadratic drag (no closed form): energy never increases, it settles at the
  /// target, and with no quadratic drag it is the closed-form spring.
  @Test(arguments: [0.0, 0.2, 1])
  func quadraticDragSpring(zeta: Double) throws {
    let system = QuadraticDragSpring(
      spring: Spring(response: 0.5, dampingRatio: zeta), dragCoefficient: 0.8)
    let times = (0...400).map { Double($0) * 0.025 }
    let states = try system.simulate(from: 0, to: 10, initialVelocity: 30, times: times)
    var previous = Double.infinity
    for s in states {
      let e = system.energy(target: 10, position: s.position[0], velocity: s.velocity[0])
      #expect(e <= previous * (1 + 1e-10), "ζ \(zeta) t \(s.time)")
      previous = e
    }
    let last = try #require(states.last)
    // Even with ζ = 0 the drag removes energy, but ever more slowly (|v|³); bound by ζ.
    let tolerance = zeta == 0 ? 1.0 : 1e-3
    #expect(abs(last.position[0] - 10) < tolerance, "ζ \(zeta): \(last.position[0])")
    #expect(previous < system.energy(target: 10, position: 0, velocity: 30) / 100)

    let linear = QuadraticDragSpring(spring: system.spring, dragCoefficient: 0)
    for s in try linear.simulate(from: 0, to: 10, initialVelocity: 30, times: times) {
      let x = system.spring.value(fromValue: 0.0, toValue: 10, initialVelocity: 30, time: s.time)
      #expect(abs(x - s.position[0]) < 1e-9)
    }
  }
}

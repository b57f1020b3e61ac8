import Kinetic
import Testing

@testable import KineticGSL

/// SwiftUI's blended response (OpenSwiftUI `Sources/OpenSwiftUICore/Animation/Animation/Spring/FluidSpringAnimation.swift`:
/// after a merge into a spring of response r₀, the response is r + (r₀ − r)·(1 − smoothstep)
/// over `blendDuration`) against GSL's adaptive rk8pd integration of that force law, written
/// out here independently: x″ = −(2π/r(t))²·(x − C) − 2ζ(2π/r(t))·x′.
@Suite("Blended spring response against GSL rk8pd")
struct SpringBlendOracleTests {
  struct Case: CustomStringConvertible, Sendable {
    var from: Double
    var to: Double
    var zeta: Double
    var blend: Double
    var velocity: Double
    var description: String { "r₀ \(from) → r \(to), ζ \(zeta), blend \(blend), v₀ \(velocity)" }
  }

  static let cases = [
    Case(from: 0.5, to: 0.15, zeta: 0.86, blend: 0.25, velocity: 0),
    Case(from: 0.15, to: 0.55, zeta: 1, blend: 0.25, velocity: 12),
    Case(from: 0.3, to: 0.6, zeta: 0.5, blend: 1.5, velocity: -4),
    Case(from: 1.0, to: 0.05, zeta: 0.7, blend: 0.1, velocity: 3),
  ]

  /// Offset and velocity within 1e-8 of the change's size over [0, blend + 2] s, every 0.01 s
  /// (RK4 on ≥ 200 steps per period: local error ~(ωh)⁵ ≈ 1e-11, accumulated below 1e-9).
  @Test(arguments: cases)
  func blendMatchesIntegration(c: Case) throws {
    let spring = Spring(response: c.to, dampingRatio: c.zeta)
    let blend = try #require(SpringBlend(from: c.from, to: spring, duration: c.blend))
    let change = 2.0
    func response(_ t: Double) -> Double {
      let p = min(max(t / c.blend, 0), 1)
      return c.to + (c.from - c.to) * (1 - (3 * p * p - 2 * p * p * p))
    }
    let times = (0...Int((c.blend + 2) * 100)).map { Double($0) / 100 }
    let states = try ODEIntegrator().integrate(
      position: [0], velocity: [c.velocity], times: times
    ) { t, x, v in
      let omega = 2 * Double.pi / response(t)
      return [-omega * omega * (x[0] - change) - 2 * c.zeta * omega * v[0]]
    }
    for state in states {
      let motion = blend.motion(target: change, initialVelocity: c.velocity, time: state.time)
      #expect(abs(motion.value - state.position[0]) <= 1e-8 * change, "x at \(state.time)")
      let speedScale = max(change / c.to, abs(c.velocity), 1)
      #expect(
        abs(motion.velocity - state.velocity[0]) <= 1e-8 * speedScale, "v at \(state.time)")
    }
    #expect(blend.response(at: 0) == c.from)
    #expect(blend.response(at: c.blend) == c.to)
  }
}

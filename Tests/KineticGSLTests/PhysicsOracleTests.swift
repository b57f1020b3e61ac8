import Foundation
import Kinetic
import KineticTestSupport
import Testing

@testable import KineticGSL

/// The composite physics models against GSL's rk8pd integration of their force laws, found
/// independently of Kinetic's closed forms: the deceleration x″ = −k·x′ is integrated until the
/// edge is crossed (the crossing bracketed on a 1 ms grid and bisected by re-integration), then
/// the spring x″ = −(k_s/m)·(x − edge) − (c/m)·x′ from the crossing state. Agreement at 1e-9
/// relative to the release speed (the integrator runs at 1e-12 local tolerance).
@Suite("Physics against GSL")
struct PhysicsOracleTests {
  let integrator = ODEIntegrator()

  /// Integrates `law` from (x0, v0) at time 0 to each of `times`.
  func integrate(
    _ x0: Double, _ v0: Double, _ times: [Double], _ law: @escaping (Double, Double) -> Double
  ) throws -> [ODEState] {
    try integrator.integrate(position: [x0], velocity: [v0], times: [0] + times) { _, x, v, a in
      a[0] = law(x[0], v[0])
      return true
    }.dropFirst().map { $0 }
  }

  /// When the decelerating motion first reaches `edge`: a 1 ms grid, then bisection.
  func crossing(_ x0: Double, _ v0: Double, _ k: Double, _ edge: Double) throws -> Double {
    let law = { (_: Double, v: Double) in -k * v }
    let grid = (1...20_000).map { Double($0) / 1000 }
    let states = try integrate(x0, v0, grid, law)
    let beyond = { (x: Double) in v0 > 0 ? x >= edge : x <= edge }
    guard let index = states.firstIndex(where: { beyond($0.position[0]) }) else { return .infinity }
    var lo = index == 0 ? 0 : grid[index - 1]
    var hi = grid[index]
    for _ in 0..<60 {
      let m = (lo + hi) / 2
      if beyond(try integrate(x0, v0, [m], law)[0].position[0]) { hi = m } else { lo = m }
    }
    return hi
  }

  @Test(arguments: [(100.0, 3000.0), (900.0, -2500.0), (450.0, 6000.0)])
  func iosScrollAgainstGSL(x0: Double, v0: Double) throws {
    let model = try IOSScroll(min: 0, max: 1000)
    let k = model.deceleration.decay.friction
    let edge = v0 > 0 ? 1000.0 : 0
    let tc = try crossing(x0, v0, k, edge)
    #expect(tc.isFinite)
    // Before the crossing: the deceleration.
    let early = stride(from: 0.0, to: tc, by: tc / 10).map { $0 }
    for (t, s) in zip(early, try integrate(x0, v0, early) { _, v in -k * v }) {
      #expect(isClose(model.value(from: x0, velocity: v0, time: t), s.position[0], 1e-9 * abs(v0)))
      #expect(
        isClose(model.velocity(from: x0, velocity: v0, time: t), s.velocity[0], 1e-9 * abs(v0)))
    }
    // After it: the spring from the crossing state (the crossing velocity by integration).
    let vc = try integrate(x0, v0, [tc]) { _, v in -k * v }[0].velocity[0]
    let spring = model.spring
    let w2 = spring.stiffness / spring.mass
    let c = spring.damping / spring.mass
    let later = (1...30).map { Double($0) * 0.05 }
    let states = try integrate(edge, vc, later) { x, v in -w2 * (x - edge) - c * v }
    for (s, state) in zip(later, states) {
      #expect(
        isClose(
          model.value(from: x0, velocity: v0, time: tc + s), state.position[0], 1e-9 * abs(v0)),
        "t = \(tc + s)")
      #expect(
        isClose(
          model.velocity(from: x0, velocity: v0, time: tc + s), state.velocity[0], 1e-9 * abs(v0)))
    }
  }

  /// framer's inertia with a bound, exact hand-off: the glide x″ = −x′/τ (whose solution is
  /// target − A·e^{−t/τ}) integrated to the bound, then the bounce spring (stiffness 500,
  /// damping 10, mass 1) from there.
  @Test func inertiaHandOffAgainstGSL() throws {
    let model = try Inertia(power: 0.8, timeConstant: 350, max: 100)
    let (x0, velocity) = (0.0, 300.0)
    let tau = 0.35
    let v0 = 0.8 * velocity / tau  // the glide's own initial speed, A/τ
    let tc = try crossing(x0, v0, 1 / tau, 100)
    let vc = try integrate(x0, v0, [tc]) { _, v in -v / tau }[0].velocity[0]
    let later = (1...20).map { Double($0) * 0.05 }
    let states = try integrate(100, vc, later) { x, v in -500 * (x - 100) - 10 * v }
    for (s, state) in zip(later, states) {
      let t = tc + s
      guard t < model.restTime(from: x0, velocity: velocity) else { break }
      #expect(
        isClose(model.value(from: x0, velocity: velocity, time: t), state.position[0], 1e-9 * v0))
      #expect(
        isClose(model.velocity(from: x0, velocity: velocity, time: t), state.velocity[0], 1e-9 * v0)
      )
    }
  }

  /// Flutter's BouncingScrollSimulation (scroll_simulation.dart): the friction phase
  /// x″ = ln(0.135)·x′ integrated to the trailing extent, then BouncingScrollPhysics' spring
  /// (mass 0.5, stiffness 100, ratio 1.1: damping 1.1·2·√(0.5·100)) from the extent with the
  /// crossing velocity (below Flutter's 5000 cap here), compared until the spring is done (after
  /// that Flutter snaps to the extent).
  @Test(arguments: [(900.0, 3000.0), (100.0, -2000.0)])
  func bouncingScrollAgainstGSL(x0: Double, v0: Double) throws {
    let spring = try FlutterSpringDescription(mass: 0.5, stiffness: 100, ratio: 1.1)
    let model = try BouncingScrollSimulation(leadingExtent: 0, trailingExtent: 1000, spring: spring)
    let k = -log(0.135)
    let edge = v0 > 0 ? 1000.0 : 0
    let tc = try crossing(x0, v0, k, edge)
    #expect(tc.isFinite)
    let vc = try integrate(x0, v0, [tc]) { _, v in -k * v }[0].velocity[0]
    let damping = 1.1 * 2 * (0.5 * 100).squareRoot()
    let rest = model.restTime(from: x0, velocity: v0)
    let later = (1...40).map { Double($0) * 0.025 }.filter { tc + $0 < rest }
    #expect(later.count > 10)
    let states = try integrate(edge, vc, later) { x, v in (-100 * (x - edge) - damping * v) / 0.5 }
    for (s, state) in zip(later, states) {
      let t = tc + s
      #expect(
        isClose(model.value(from: x0, velocity: v0, time: t), state.position[0], 1e-9 * abs(v0)),
        "t = \(t)")
      #expect(
        isClose(model.velocity(from: x0, velocity: v0, time: t), state.velocity[0], 1e-9 * abs(v0)))
    }
  }

  /// The iOS scroll with UIKit's rubber band: the spring moves the overshoot u (integrated
  /// here from u = 0 with the crossing velocity divided by the band's slope at 0, 0.55), and the
  /// content sits at edge + b(u), b(u) = (1 − 1/(u·0.55/D + 1))·D written out here; its
  /// velocity b′(u)·u′ with b′(u) = 0.55/(u·0.55/D + 1)².
  @Test func iosScrollWithRubberBandAgainstGSL() throws {
    let dimension = 400.0
    let model = try IOSScroll(
      min: 0, max: 1000, rubberBand: RubberBand(dimension: dimension))
    let (x0, v0) = (800.0, 2500.0)
    let k = model.deceleration.decay.friction
    let tc = try crossing(x0, v0, k, 1000)
    let vc = try integrate(x0, v0, [tc]) { _, v in -k * v }[0].velocity[0]
    let spring = model.spring
    let w2 = spring.stiffness / spring.mass
    let c = spring.damping / spring.mass
    let later = (1...30).map { Double($0) * 0.05 }
    let states = try integrate(0, vc / 0.55, later) { u, du in -w2 * u - c * du }
    for (s, state) in zip(later, states) {
      let u = state.position[0]
      let q = u * 0.55 / dimension + 1
      let band = (1 - 1 / q) * dimension
      let slope = 0.55 / (q * q)
      #expect(
        isClose(model.value(from: x0, velocity: v0, time: tc + s), 1000 + band, 1e-9 * abs(v0)),
        "t = \(tc + s)")
      #expect(
        isClose(
          model.velocity(from: x0, velocity: v0, time: tc + s), slope * state.velocity[0],
          1e-9 * abs(v0)))
    }
  }
}

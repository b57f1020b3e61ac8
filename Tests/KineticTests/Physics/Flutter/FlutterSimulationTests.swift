import CKineticMath
import KineticTestSupport
import Testing

@testable import Kinetic

/// Flutter's own numbers, from flutter/packages/flutter/test/physics/newton_test.dart,
/// friction_simulation_test.dart, gravity_simulation_test.dart and clamped_simulation_test.dart,
/// within the tolerances those tests use (`moreOrLessEquals` defaults to 1e-10; `epsilon:`
/// where given; `floor()` checks are reproduced as written).
@Suite("Flutter simulations")
struct FlutterSimulationTests {
  // newton_test.dart, 'test_friction'.
  @Test func friction() throws {
    let model = try FrictionSimulation(drag: 0.3, tolerance: Tolerance(velocity: 1))
    let f = try model.trajectory(from: 100, velocity: 400)
    #expect(f.restTime > 0)
    #expect(f.value(at: 0) == 100)
    #expect(f.velocity(at: 0) == 400)
    #expect(f.value(at: 1) > 330 && f.value(at: 1) < 335)
    #expect(isClose(f.velocity(at: 1), 120, 1e-10))
    #expect(isClose(f.velocity(at: 2), 36, 1e-10))
    #expect(isClose(f.velocity(at: 3), 10.8, 1e-10))
    #expect(f.velocity(at: 4) < 3.5)
    #expect(f.restTime <= 5)
    #expect(f.value(at: 5) > 431 && f.value(at: 5) < 432)
  }

  // newton_test.dart, 'test_friction_through'.
  @Test(arguments: [(10.0, 600.0), (1000.0, -500.0)])
  func frictionThrough(start: Double, velocity: Double) throws {
    let f = try FrictionSimulation(drag: 0.025).trajectory(from: start, velocity: velocity)
    let end = f.value(at: 1)
    let endVelocity = f.velocity(at: 1)
    let through = try FrictionSimulation.through(
      startPosition: start, endPosition: end, startVelocity: velocity, endVelocity: endVelocity)
    let g = try through.trajectory(from: start, velocity: velocity)
    #expect(g.value(at: 0) == start)
    #expect(isClose(g.value(at: 1), end, 1e-10))
    #expect(isClose(g.velocity(at: 1), endVelocity, 1e-10))
    #expect(g.restTime <= 1 + 1e-10)
  }

  // friction_simulation_test.dart: positive, negative and constant-deceleration cases.
  @Test func frictionSimulationFile() throws {
    let model = try FrictionSimulation(drag: 0.135)
    let up = try model.trajectory(from: 100, velocity: 100)
    #expect(isClose(up.value(at: 0.1), 110, 1))
    #expect(isClose(up.value(at: 0.5), 131, 1))
    #expect(isClose(up.value(at: 2), 149, 1))
    #expect(isClose(model.finalX(from: 100, velocity: 100), 149, 1))
    #expect(model.timeAtX(100, from: 100, velocity: 100) == 0)
    for t in [0.1, 0.5, 2.0] {
      #expect(isClose(model.timeAtX(up.value(at: t), from: 100, velocity: 100), t, 1e-10))
    }
    #expect(model.timeAtX(-1, from: 100, velocity: 100) == .infinity)
    #expect(model.timeAtX(200, from: 100, velocity: 100) == .infinity)

    let down = try model.trajectory(from: 100, velocity: -100)
    #expect(isClose(down.value(at: 0.1), 91, 1))
    #expect(isClose(down.value(at: 0.5), 68, 1))
    #expect(isClose(down.value(at: 2), 51, 1))
    #expect(isClose(model.finalX(from: 100, velocity: -100), 50, 1))
    #expect(model.timeAtX(101, from: 100, velocity: -100) == .infinity)
    #expect(model.timeAtX(40, from: 100, velocity: -100) == .infinity)

    let braked = try FrictionSimulation(drag: 0.135, constantDeceleration: 100)
    let b = try braked.trajectory(from: 100, velocity: -100)
    #expect(b.value(at: 0) == 100 && b.velocity(at: 0) == -100)
    #expect(isClose(b.value(at: 0.1), 91, 1))
    #expect(isClose(b.value(at: 0.5), 80, 1))
    #expect(isClose(b.value(at: 2), 80, 1))
    #expect(isClose(braked.finalX(from: 100, velocity: -100), 80, 1))
    for t in [0.1, 0.2, 0.3] {
      #expect(isClose(braked.timeAtX(b.value(at: t), from: 100, velocity: -100), t, 1e-10))
    }
    #expect(braked.timeAtX(101, from: 100, velocity: -100) == .infinity)
    #expect(braked.timeAtX(40, from: 100, velocity: -100) == .infinity)
  }

  /// The closed form derived separately: with cₓ = e^{−k}, x = x₀ + v₀(1 − e^{−kt})/k and
  /// v = v₀e^{−kt} − a·t; the velocity vanishes at T with v₀e^{−kT} = aT, 1e-12 relative.
  @Test func frictionClosedForm() throws {
    let model = try FrictionSimulation(drag: 0.2, constantDeceleration: 50)
    let k = -log(0.2)
    let f = try model.trajectory(from: -3, velocity: 700)
    let T = model.finalTime(velocity: 700)
    #expect(abs(700 * exp(-k * T) - 50 * T) < 1e-9)
    for t in stride(from: 0.0, through: T, by: T / 37) {
      let x = -3 + 700 * (1 - exp(-k * t)) / k - 25 * t * t
      #expect(isClose(f.value(at: t), x, 1e-12 * 700))
      #expect(isClose(f.velocity(at: t), 700 * exp(-k * t) - 50 * t, 1e-12 * 700))
    }
    #expect(f.velocity(at: T + 1) == 0)
    #expect(isClose(f.value(at: T + 1), f.value(at: T), 1e-12 * 700))
  }

  // newton_test.dart, 'BoundedFrictionSimulation control test'.
  @Test func boundedFriction() throws {
    let model = try BoundedFrictionSimulation(
      drag: 0.3, min: 50, max: 150, tolerance: Tolerance(velocity: 1))
    let f = try model.trajectory(from: 100, velocity: 400)
    #expect(f.restTime > 0)
    #expect(f.value(at: 0) == 100 && f.velocity(at: 0) == 400)
    #expect(f.value(at: 1) == 150)
    #expect(f.restTime <= 1)
    #expect(model.bounds.limits == [50, 150])
  }

  // newton_test.dart, 'test_gravity', and gravity_simulation_test.dart.
  @Test func gravity() throws {
    let g = try GravitySimulation(acceleration: 200, endDistance: 600).trajectory(
      from: 100, velocity: 0)
    let xs = [106.25, 125, 156.25, 200, 256.25, 325, 406.25]
    for (i, x) in xs.enumerated() {
      let t = 0.25 * Double(i + 1)
      #expect(g.value(at: t) == x)
      #expect(g.velocity(at: t) == 200 * t)
    }
    #expect(g.restTime > 0 && g.restTime <= 2.5)
    #expect(g.value(at: 2.5) == 725 && g.velocity(at: 2.5) == 500)
    let earth = try GravitySimulation(acceleration: 9.81).trajectory(from: 10, velocity: 0)
    #expect(isClose(earth.value(at: 10), 50 * 9.81 + 10, 1e-10))
    let up = try GravitySimulation(acceleration: -10, endDistance: 6).trajectory(
      from: 0, velocity: 10)
    #expect(up.value(at: 1) == 5 && up.velocity(at: 1) == 0)
    #expect(up.value(at: 2) == 0 && up.velocity(at: 2) == -10)
    #expect(up.value(at: 3) == -15 && up.velocity(at: 3) == -20)
    // isDone(2.0) false, isDone(3.0) true: |x| first reaches 6 on the way down.
    #expect(up.restTime > 2 && up.restTime <= 3)
    #expect(isClose(abs(up.value(at: up.restTime)), 6, 1e-12))
  }

  // clamped_simulation_test.dart.
  @Test func clamped() throws {
    let gravity = try GravitySimulation(acceleration: 9.81)
    let c = try ClampedSimulation(gravity, xMin: 20, xMax: 100, dxMin: 7, dxMax: 11)
      .trajectory(from: 10, velocity: 0)
    #expect(c.value(at: 0) == 20 && c.velocity(at: 0) == 7)
    #expect(c.value(at: 100) == 100 && c.velocity(at: 100) == 11)
    let thrown = try GravitySimulation(acceleration: -10, endDistance: 6)
    let d = try ClampedSimulation(thrown, xMin: 0, xMax: 2.5, dxMin: -1, dxMax: 1)
      .trajectory(from: 0, velocity: 10)
    #expect(d.value(at: 0) == 0 && d.velocity(at: 0) == 1)
    #expect(d.value(at: 1) == 2.5 && d.velocity(at: 1) == 0)
    #expect(d.value(at: 2) == 0 && d.velocity(at: 2) == -1)
    #expect(d.value(at: 3) == 0 && d.velocity(at: 3) == -1)
    #expect(d.restTime > 2 && d.restTime <= 3)
  }

  // newton_test.dart, 'crit_spring', 'overdamped_spring', 'underdamped_spring'.
  @Test func springs() throws {
    let tight = try Tolerance(distance: 0.01, velocity: 0.01)
    let crit = try SpringSimulation(
      FlutterSpringDescription(mass: 1, stiffness: 100, ratio: 1), tolerance: tight)
    func x(_ s: SpringSimulation, _ to: Double, _ t: Double) -> Double {
      s.value(from: 0, to: to, velocity: 0, time: t)
    }
    func dx(_ s: SpringSimulation, _ to: Double, _ t: Double) -> Double {
      s.velocity(from: 0, to: to, velocity: 0, time: t)
    }
    #expect(x(crit, 500, 0) == 0 && dx(crit, 500, 0) == 0)
    #expect(x(crit, 500, 0.25).rounded(.down) == 356)
    #expect(x(crit, 500, 0.5).rounded(.down) == 479)
    #expect(x(crit, 500, 0.75).rounded(.down) == 497)
    #expect(dx(crit, 500, 0.25).rounded(.down) == 1026)
    #expect(dx(crit, 500, 0.5).rounded(.down) == 168)
    #expect(dx(crit, 500, 0.75).rounded(.down) == 20)
    #expect(x(crit, 500, 1.5) > 499 && x(crit, 500, 1.5) < 501 && dx(crit, 500, 1.5) < 0.1)
    #expect(crit.restTime(from: 0, to: 500, velocity: 0) <= 1.6)

    let over = try SpringSimulation(
      FlutterSpringDescription(mass: 1, stiffness: 100, ratio: 1.25), tolerance: tight)
    #expect(x(over, 500, 0.5).rounded(.down) == 445)
    #expect(x(over, 500, 1).rounded(.down) == 495)
    #expect(x(over, 500, 1.5).rounded(.down) == 499)
    #expect(dx(over, 500, 0.5).rounded(.down) == 273)
    #expect(dx(over, 500, 1).rounded(.down) == 22)
    #expect(dx(over, 500, 1.5).rounded(.down) == 1)
    #expect(over.restTime(from: 0, to: 500, velocity: 0) <= 3)

    let under = try SpringSimulation(FlutterSpringDescription(mass: 1, stiffness: 100, ratio: 0.25))
    #expect(x(under, 300, 1).rounded(.down) == 325)
    #expect(dx(under, 300, 1).rounded(.down) == -65)
    #expect(dx(under, 300, 6).rounded(.down) == 0)
    #expect(x(under, 300, 6).rounded(.down) == 299)
    #expect(under.restTime(from: 0, to: 300, velocity: 0) <= 6)
  }

  // newton_test.dart, 'test_kinetic_scroll' and 'scroll_with_inf_edge_ends'.
  @Test func bouncingScroll() throws {
    let spring = try FlutterSpringDescription(mass: 1, stiffness: 50, ratio: 0.5)
    let tolerance = try Tolerance(distance: 0.1, velocity: 0.5)
    let model = try BouncingScrollSimulation(
      leadingExtent: 0, trailingExtent: 300, spring: spring, tolerance: tolerance)
    for v in [800.0, -800.0] {
      let rest = model.restTime(from: 100, velocity: v)
      #expect(rest > 0.5 && rest <= 3.5)
    }
    let open = try BouncingScrollSimulation(
      leadingExtent: 0, trailingExtent: .infinity, spring: spring, tolerance: Tolerance(velocity: 1)
    )
    let s = try open.trajectory(from: 100, velocity: 400)
    #expect(s.value(at: 0) == 100 && s.velocity(at: 0) == 400)
    #expect(isClose(s.value(at: 1), 272, 1))
    #expect(isClose(s.velocity(at: 1), 54, 1))
    #expect(isClose(s.velocity(at: 2), 7, 1))
    #expect(s.velocity(at: 3) < 1)
    #expect(s.restTime <= 5)
    #expect(isClose(s.value(at: 5), 300, 1))
  }

  // newton_test.dart, 'over/under scroll spring'.
  @Test func overUnderScrollSpring() throws {
    let model = try BouncingScrollSimulation(
      leadingExtent: 0, trailingExtent: 1000,
      spring: FlutterSpringDescription(mass: 1, stiffness: 170, ratio: 1.1),
      tolerance: Tolerance(distance: 1.5, velocity: 45))
    let s = try model.trajectory(from: 500, velocity: -7500)
    #expect(isClose(s.value(at: 0), 500, 1e-10) && isClose(s.velocity(at: 0), -7500, 1e-10))
    #expect(isClose(s.value(at: 0.065), 42, 1))
    #expect(isClose(s.velocity(at: 0.065), -6584, 1))
    #expect(isClose(s.value(at: 0.1), -123, 1))
    #expect(isClose(s.velocity(at: 0.1), -2613, 1))
    #expect(isClose(s.value(at: 0.5), -15, 1))
    #expect(isClose(s.velocity(at: 0.5), 124, 1))
    #expect(s.restTime > 0.5 && s.restTime <= 2)
    #expect(s.value(at: 2) == 0)
    #expect(isClose(s.velocity(at: 2), 0, 1))
  }

  /// C0 and C1 at the friction → spring hand-off, for seeded releases (the cap of 5000 is
  /// avoided: above it Flutter deliberately drops velocity). 1e-9 relative to the speed.
  @Test func bouncingHandOffIsC1() throws {
    var rng = SeededGenerator(name: "flutter-bouncing-hand-off")
    let model = try BouncingScrollSimulation(
      leadingExtent: 0, trailingExtent: 1000,
      spring: FlutterSpringDescription(mass: 0.5, stiffness: 100, ratio: 1.1))
    for _ in 0..<200 {
      let x0 = Double.random(in: 0...1000, using: &rng)
      let v0 = Double.random(in: -4000...4000, using: &rng)
      let p = model.plan(x0, v0)
      guard p.springTime.isFinite else { continue }
      let before = model.friction
      let xs = before.value(from: x0, velocity: v0, time: p.springTime)
      let vs = before.velocity(from: x0, velocity: v0, time: p.springTime)
      let after = p.springTime + 1e-300
      #expect(isClose(model.value(from: x0, velocity: v0, time: after), xs, 1e-9 * abs(v0)))
      #expect(isClose(model.velocity(from: x0, velocity: v0, time: after), vs, 1e-9 * abs(v0)))
    }
  }

  // scroll_simulation_test.dart: 'ClampingScrollSimulation has a stable initial conditions'
  // and 'velocity eventually reaches zero'.
  @Test(arguments: [
    (51.0, 2866.91537), (584.0, 2617.294734), (345.0, 1982.785934), (0.0, 1831.366634),
    (-156.2, 1541.57665), (4.0, 1139.250439), (4534.0, 1073.553798), (75.0, 614.2093),
    (5469.0, 182.114534),
  ])
  func clampingScroll(position: Double, velocity: Double) throws {
    let s = try ClampingScrollSimulation().trajectory(from: position, velocity: velocity)
    #expect(isClose(s.value(at: 0), position, 1e-10))
    #expect(isClose(s.velocity(at: 0), velocity, 1e-10))
    #expect(s.velocity(at: 10) == 0)
    #expect(s.restTime < 10)
  }

  /// The clamping simulation's derivative, derived by hand from x = x₀ + d·(1 − (1 − t/T)^D),
  /// is v₀·(1 − t/T)^{D−1} because d = v₀·T/D: checked against a central difference of the
  /// position (relative 1e-7, the difference's own truncation error).
  @Test func clampingScrollDerivative() throws {
    let s = try ClampingScrollSimulation().trajectory(from: 10, velocity: -3000)
    let T = s.restTime
    for t in stride(from: T / 20, to: T * 0.95, by: T / 20) {
      let h = 1e-6
      let numeric = (s.value(at: t + h) - s.value(at: t - h)) / (2 * h)
      #expect(isClose(s.velocity(at: t), numeric, 1e-7 * 3000))
    }
  }

  @Test func badInputIsATypedError() throws {
    #expect(throws: ParameterError(parameter: "drag", value: 0, valid: "in (0, 1)")) {
      try FrictionSimulation(drag: 0)
    }
    #expect(throws: ParameterError.self) { try FrictionSimulation(drag: -0.3) }
    #expect(throws: ParameterError.self) { try FrictionSimulation(drag: 1) }
    #expect(throws: ParameterError.invalidBounds(min: 150, max: 50)) {
      try BoundedFrictionSimulation(drag: 0.3, min: 150, max: 50)
    }
    // Bounds are named as each constructor names them.
    let spring = try FlutterSpringDescription(mass: 0.5, stiffness: 100, ratio: 1.1)
    #expect(
      throws: ParameterError.invalidBounds(
        min: 10, max: 0, lowerName: "leadingExtent", upperName: "trailingExtent")
    ) {
      try BouncingScrollSimulation(leadingExtent: 10, trailingExtent: 0, spring: spring)
    }
    #expect(
      throws: ParameterError.invalidBounds(min: 3, max: 1, lowerName: "dxMin", upperName: "dxMax")
    ) {
      try ClampedSimulation(FrictionSimulation(drag: 0.3), dxMin: 3, dxMax: 1)
    }
    #expect(throws: ParameterError.self) {
      try FrictionSimulation(drag: 0.3).trajectory(from: 0, velocity: .nan)
    }
    #expect(throws: ParameterError.self) { try GravitySimulation(acceleration: .infinity) }
    #expect(throws: ParameterError.self) { try ClampingScrollSimulation(friction: 0) }
  }
}

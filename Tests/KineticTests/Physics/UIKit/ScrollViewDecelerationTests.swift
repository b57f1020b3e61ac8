import CKineticMath
import KineticTestSupport
import Testing

@testable import Kinetic

@Suite("UIKit deceleration and iOS scroll")
struct ScrollViewDecelerationTests {
  /// UIKit's law written directly, v₀·d^{1000t}, x₀ + v₀(d^{1000t} − 1)/(1000 ln d), 1e-12.
  @Test(arguments: [0.998, 0.99])
  func closedForm(rate: Double) throws {
    let model = try ScrollViewDeceleration(rate: rate)
    for t in stride(from: 0.0, through: 2, by: 0.05) {
      let x = 12 + 900 * (pow(rate, 1000 * t) - 1) / (1000 * log(rate))
      #expect(isClose(model.value(from: 12, velocity: 900, time: t), x, 1e-12 * 900))
      #expect(
        isClose(
          model.velocity(from: 12, velocity: 900, time: t), 900 * pow(rate, 1000 * t), 1e-12 * 900))
    }
    let rest = model.restTime(from: 12, velocity: 900)
    #expect(isClose(abs(model.velocity(from: 12, velocity: 900, time: rest)), 0.5, 1e-12))
  }

  /// The WWDC18 projection (v/1000)·d/(1 − d): 499·v/1000 for `.normal`, against the exact
  /// destination 499.5·v/1000 (−1/ln 0.998 = 499.500 ms).
  @Test func projection() {
    let normal = ScrollViewDeceleration.normal
    #expect(isClose(normal.projection(from: 0, velocity: 1000), 499, 1e-9))
    #expect(isClose(ScrollViewDeceleration.fast.projection(from: 0, velocity: 1000), 99, 1e-9))
    #expect(isClose(normal.destination(from: 0, velocity: 1000), -1 / log(0.998), 1e-9))
  }

  @Test func badRates() {
    for rate in [0.0, -0.5, 1, 1.5, .nan] {
      #expect(throws: ParameterError.self) { try ScrollViewDeceleration(rate: rate) }
    }
    #expect(throws: ParameterError.invalidBounds(min: 10, max: 0)) {
      try IOSScroll(min: 10, max: 0)
    }
  }

  /// Inside the bounds the composite is the deceleration; a release that stops inside never
  /// springs.
  @Test func insideBoundsIsTheDeceleration() throws {
    let model = try IOSScroll(min: 0, max: 10_000)
    for t in stride(from: 0.0, through: 3, by: 0.1) {
      #expect(
        model.value(from: 100, velocity: 2000, time: t)
          == ScrollViewDeceleration.normal.value(from: 100, velocity: 2000, time: t))
    }
  }

  /// C0 and C1 at the deceleration → spring hand-off, with and without the rubber band, for
  /// seeded releases: the state just after the crossing equals the deceleration's at the
  /// crossing (1e-9 relative to the release speed), and the crossing is at the edge.
  @Test(arguments: [nil, 400.0])
  func handOffIsC1(bandDimension: Double?) throws {
    var rng = SeededGenerator(name: "ios-scroll-hand-off-\(bandDimension ?? 0)")
    let model = try IOSScroll(
      min: 0, max: 2000, rubberBand: bandDimension.map { RubberBand(dimension: $0) })
    var crossings = 0
    for _ in 0..<300 {
      let x0 = Double.random(in: 0...2000, using: &rng)
      let v0 = Double.random(in: -8000...8000, using: &rng)
      guard let p = model.plan(x0, v0), p.time > 0 else { continue }
      crossings += 1
      let decel = model.deceleration
      #expect(isClose(decel.value(from: x0, velocity: v0, time: p.time), p.edge, 1e-9 * abs(v0)))
      let vc = decel.velocity(from: x0, velocity: v0, time: p.time)
      #expect(isClose(model.value(from: x0, velocity: v0, time: p.time), p.edge, 1e-9 * abs(v0)))
      #expect(isClose(model.velocity(from: x0, velocity: v0, time: p.time), vc, 1e-9 * abs(v0)))
      // Just before, the deceleration runs.
      let before = p.time.nextDown
      #expect(isClose(model.velocity(from: x0, velocity: v0, time: before), vc, 1e-9 * abs(v0)))
      // The spring returns to the edge and stays past it on the crossing side (critically
      // damped: no overshoot back inside).
      let rest = model.restTime(from: x0, velocity: v0)
      #expect(rest > p.time && rest.isFinite)
      #expect(abs(model.value(from: x0, velocity: v0, time: rest + 1e-3) - p.edge) < 0.1)
      for k in 1...20 {
        let x = model.value(from: x0, velocity: v0, time: p.time + Double(k) * 0.05)
        #expect(p.edge == 0 ? x <= 1e-9 : x >= 2000 - 1e-9)
      }
    }
    #expect(crossings > 50)
  }

  /// With a rubber band the overshoot never reaches the band's dimension, and a release
  /// beyond the edge springs back from there with its velocity (C0, C1 at t = 0).
  @Test func rubberBandLimitsOvershoot() throws {
    let band = RubberBand(dimension: 300)
    let model = try IOSScroll(min: 0, max: 1000, rubberBand: band)
    for t in stride(from: 0.0, through: 4, by: 0.01) {
      #expect(model.value(from: 900, velocity: 50_000, time: t) < 1300)
    }
    let x = model.value(from: 1100, velocity: 300, time: 0)
    #expect(isClose(x, 1100, 1e-9))
    #expect(isClose(model.velocity(from: 1100, velocity: 300, time: 0), 300, 1e-9))
  }
}

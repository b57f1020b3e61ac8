import Foundation
import KineticTestSupport
import Testing

@testable import Kinetic

/// The proven lower bound on SwiftUI's removal time that lets a one-shot sample skip the
/// removal search (issue 37): never after the searched removal, and the one-shot entry points
/// answer bit for bit what a sampler built with the full completion answers.
@Suite("SwiftUI removal lower bound")
struct SpringSwiftUIRemovalBoundTests {
  /// A seeded spring, change and carried velocity: damping ratios across oscillating,
  /// nearly critical, critical and overdamped springs; changes from 1e-3 to 1e4 in either
  /// sign; velocities from none to 50 changes a second.
  static func cases(_ name: String, count: Int) -> [(Spring, Double, Double)] {
    var generator = SeededGenerator(name: name)
    return (0..<count).map { _ in
      let zeta = [
        Double.random(in: 0.02...0.999, using: &generator), 0.9999, 1,
        Double.random(in: 1...3, using: &generator),
      ][Int.random(in: 0..<4, using: &generator)]
      let spring = Spring(
        response: Double.random(in: 0.1...2, using: &generator), dampingRatio: zeta)
      let change =
        (Bool.random(using: &generator) ? 1 : -1)
        * pow(10, Double.random(in: -3...4, using: &generator))
      let velocity =
        Bool.random(using: &generator)
        ? 0 : Double.random(in: -50...50, using: &generator) * change
      return (spring, change, velocity)
    }
  }

  @Test("the bound is never after the searched removal (scalars and 2-vectors)")
  func boundBeforeRemoval() {
    for (spring, change, velocity) in Self.cases("bound-scalar", count: 400) {
      let bound = spring.swiftUIRemovalLowerBound(change: change, initialVelocity: velocity)
      let removal = spring.swiftUICompletion(change: change, initialVelocity: velocity).removal
      #expect(
        bound <= removal, "\(spring) change \(change) velocity \(velocity): \(bound) > \(removal)")
    }
    for (spring, change, velocity) in Self.cases("bound-vector", count: 200) {
      let c = SIMD2(change, -0.3 * change)
      let v = SIMD2(0.2 * velocity, velocity)
      let bound = spring.swiftUIRemovalLowerBound(change: c, initialVelocity: v)
      let removal = spring.swiftUICompletion(change: c, initialVelocity: v).removal
      #expect(bound <= removal, "\(spring) change \(c) velocity \(v): \(bound) > \(removal)")
    }
  }

  @Test(
    "the bound is close for oscillating springs",
    arguments: [
      (Animation.bouncy, 0.7), (.snappy, 0.85), (.spring(duration: 0.5, bounce: 0.3), 0.7),
    ])
  func boundIsUseful(animation: Animation, zeta: Double) throws {
    let spring = Spring(response: 0.5, dampingRatio: zeta)
    for change in [1.0, 3.5, 100, 1000] {
      let bound = spring.swiftUIRemovalLowerBound(change: change, initialVelocity: 0.0)
      let removal = spring.swiftUICompletion(change: change, initialVelocity: 0.0).removal
      // Without it every one-shot sample searched; half the removal time is what makes the
      // shortcut worth having (the bench samples the first 0.75 s of a 0.8 s motion).
      #expect(bound >= 0.5 * removal, "change \(change): \(bound) vs \(removal)")
    }
  }

  @Test("one-shot samples equal a sampler's, bit for bit, before and after the bound")
  func oneShotMatchesSampler() {
    for (spring, change, velocity) in Self.cases("one-shot", count: 60) {
      let animation = Animation.spring(spring)
      let sampler = animation.sampler(change: change, initialVelocity: velocity)
      let end = min(sampler.removalTime ?? 4, 4) * 1.2
      for step in 0...240 {
        let t = end * Double(step) / 240
        let sample = sampler.sample(at: t)
        let value = animation.value(from: 0, to: change, initialVelocity: velocity, at: t)
        let speed = animation.velocity(from: 0, to: change, initialVelocity: velocity, at: t)
        let logical = animation.isLogicallyComplete(
          from: 0, to: change, initialVelocity: velocity, at: t)
        let expected = sample.isFinished ? change : 0 + sample.offset
        #expect(
          value.bitPattern == expected.bitPattern && speed.bitPattern == sample.velocity.bitPattern
            && logical == sample.isLogicallyComplete,
          "\(spring) change \(change) velocity \(velocity) at \(t)")
      }
    }
  }
}

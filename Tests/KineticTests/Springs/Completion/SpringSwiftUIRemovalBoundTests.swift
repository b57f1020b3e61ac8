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

  /// The latest time on a 1 ms grid up to `limit` s that the shortcut proves to come before
  /// the removal, checking that every grid time it proves is before the searched removal.
  static func latestProven<V: VectorArithmetic>(
    _ spring: Spring, change: V, velocity: V, removal: Double, limit: Double = 4
  ) -> Double {
    var latest = -1.0
    for step in 0...Int(limit * 1000) {
      let t = Double(step) / 1000
      guard spring.isBeforeSwiftUIRemoval(t, change: change, initialVelocity: velocity) else {
        continue
      }
      #expect(t < removal, "\(spring) change \(change) velocity \(velocity): \(t) ≥ \(removal)")
      latest = t
    }
    return latest
  }

  @Test("no time proven before the removal is after it (scalars and 2-vectors)")
  func boundBeforeRemoval() {
    for (spring, change, velocity) in Self.cases("bound-scalar", count: 150) {
      let removal = spring.swiftUICompletion(change: change, initialVelocity: velocity).removed
      _ = Self.latestProven(spring, change: change, velocity: velocity, removal: removal)
    }
    for (spring, change, velocity) in Self.cases("bound-vector", count: 80) {
      let c = SIMD2(change, -0.3 * change)
      let v = SIMD2(0.2 * velocity, velocity)
      let removal = spring.swiftUICompletion(change: c, initialVelocity: v).removed
      _ = Self.latestProven(spring, change: c, velocity: v, removal: removal)
    }
  }

  @Test(
    "the proof reaches at least 60 % of the way to the removal",
    arguments: [0.7, 0.85, 1])
  func boundIsUseful(zeta: Double) throws {
    let spring = Spring(response: 0.5, dampingRatio: zeta)
    for change in [1.0, 3.5, 100, 1000] {
      let removal = spring.swiftUICompletion(change: change, initialVelocity: 0.0).removed
      let latest = Self.latestProven(spring, change: change, velocity: 0.0, removal: removal)
      // Without it every one-shot sample searched; most of the motion is what makes the
      // shortcut worth having (an oscillating removal can come up to a half-period after the envelope allows it).
      #expect(latest >= 0.6 * removal, "change \(change): \(latest) vs \(removal)")
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

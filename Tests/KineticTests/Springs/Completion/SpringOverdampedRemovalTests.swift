import Foundation
import KineticTestSupport
import Testing

@testable import Kinetic

/// SwiftUI's removal of an overdamped spring (ζ > 1), whose slow mode decays at about
/// ω₀/(2ζ): the search skips ahead by the slow-mode bound instead of stepping by 1/ω₀, and
/// finds the same time as an independent scan of the motion written here from its two
/// exponentials (issue 36: `spring(response: 0.5, dampingFraction: 2000)` took 3.7 s of a
/// fuzzer's time budget, one search per sample).
@Suite("SwiftUI removal of overdamped springs")
struct SpringOverdampedRemovalTests {
  /// The distance left y = change − x, its derivative and its second derivative at `t`, from
  /// y = c₁e^{−r₁t} + c₂e^{−r₂t} with y(0) = change and y′(0) = −v₀; the rates are the roots
  /// of r² − 2ζω₀r + ω₀² = 0 (the smaller one as ω₀²/r₂, which is exact to rounding).
  static func motion(response: Double, zeta: Double, change: Double, velocity v0: Double)
    -> (Double) -> (y: Double, dy: Double, ddy: Double)
  {
    let w = 2 * Double.pi / response
    let r2 = w * zeta + w * (zeta * zeta - 1).squareRoot()
    let r1 = w * w / r2
    let c1 = (r2 * change - v0) / (r2 - r1)
    let c2 = change - c1
    return { t in
      let e1 = c1 * exp(-r1 * t)
      let e2 = c2 * exp(-r2 * t)
      return (e1 + e2, -r1 * e1 - r2 * e2, r1 * r1 * e1 + r2 * r2 * e2)
    }
  }

  /// The first time SwiftUI's thresholds hold (distance ≤ 1 % of the change, velocity and
  /// force ≤ 0.06), on a 1/300 s grid refined by 80 bisections.
  static func scannedRemoval(
    response: Double, zeta: Double, change: Double, velocity: Double
  ) -> Double {
    let state = motion(response: response, zeta: zeta, change: change, velocity: velocity)
    func atRest(_ t: Double) -> Bool {
      let s = state(t)
      return abs(s.y) <= 0.01 * abs(change) && abs(s.dy) <= 0.06 && abs(s.ddy) <= 0.06
    }
    var step = 0.0
    while !atRest((step + 1) / 300) { step += 1 }
    var (lo, hi) = (step / 300, (step + 1) / 300)
    for _ in 0..<80 {
      let mid = (lo + hi) / 2
      if atRest(mid) { hi = mid } else { lo = mid }
    }
    return hi
  }

  @Test(
    "the removal is the independently scanned one",
    arguments: [1.5, 3, 30, 289, 2000])
  func removalMatchesScan(zeta: Double) {
    let spring = Spring(response: 0.5, dampingRatio: zeta)
    // Velocities at rest and away from the target (no overshoot, so no window of rest
    // shorter than the grid that one scan could see and the other miss).
    for change in [1.0, 100, -1000] {
      for velocity in [0, -2 * change] {
        let removal = spring.swiftUICompletion(change: change, initialVelocity: velocity).removed
        let expected = Self.scannedRemoval(
          response: 0.5, zeta: zeta, change: change, velocity: velocity)
        #expect(
          abs(removal - expected) <= 1e-9 * max(1, expected),
          "ζ \(zeta) change \(change) v₀ \(velocity): \(removal) vs scanned \(expected)")
      }
    }
  }

  @Test("the search evaluates the motion a few hundred times, not once per 1/ω₀")
  func searchIsShort() {
    let spring = Spring(response: 0.5, dampingRatio: 2000)
    let change = 1000.0
    let w = spring.angularFrequency
    var evaluations = 0
    let removal = Spring.swiftUIRemovalTime(
      change: change,
      horizon: spring.swiftUIRestHorizon(displacement: change, speed: 0, change: change),
      frequency: w, dampingRatio: spring.dampingRatio
    ) { t in
      evaluations += 1
      let k = spring.coefficients(at: t)
      let remaining = change * k.a
      let velocity = -change * k.da
      return (remaining, velocity, remaining * w * w - velocity * 2 * spring.dampingRatio * w)
    }
    // About 1,466 s: stepping by 1/ω₀ (0.08 s) took over 18,000 evaluations.
    #expect(removal > 1400 && removal < 1500)
    #expect(evaluations < 400, "\(evaluations) evaluations")
  }

  @Test("the slow-mode wait never passes a time at which the quantity is at its threshold")
  func waitIsProven() {
    var generator = SeededGenerator(name: "overdamped-wait")
    var proven = 0
    for _ in 0..<300 {
      let zeta = pow(10, Double.random(in: 0.01...3.5, using: &generator))
      let response = Double.random(in: 0.1...2, using: &generator)
      let change = Double.random(in: -1000...1000, using: &generator)
      let velocity = Double.random(in: -50...50, using: &generator)
      let state = Self.motion(response: response, zeta: zeta, change: change, velocity: velocity)
      let w = 2 * Double.pi / response
      guard let rates = Spring.overdampedRates(frequency: w, dampingRatio: zeta) else {
        Issue.record("no rates for ζ \(zeta)")
        continue
      }
      let start = Double.random(in: 0...2, using: &generator)
      let s = state(start)
      let threshold = 0.01 * abs(change)
      let wait = Spring.overdampedWait(s.y, derivative: s.dy, threshold: threshold, rates: rates)
      // 0 proves nothing (the distance may already be below the threshold).
      guard wait > 0 else { continue }
      proven += 1
      // Sampled through the wait, the distance stays above the threshold.
      for i in 0...200 {
        let t = start + wait * Double(i) / 200
        #expect(
          abs(state(t).y) > threshold,
          "ζ \(zeta) change \(change) v₀ \(velocity): at \(t) inside a wait of \(wait)")
      }
    }
    // Most random states are far from rest: the bound must prove something for them.
    #expect(proven > 150, "\(proven) of 300 states had a wait")
  }
}

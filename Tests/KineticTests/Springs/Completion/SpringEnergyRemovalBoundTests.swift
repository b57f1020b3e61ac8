import Foundation
import KineticTestSupport
import Testing

@testable import Kinetic

/// SwiftUI's removal of springs that (almost) never lose energy: the energy bound
/// (``Spring/earliestRest(remaining:velocity:tolerance:frequency:dampingRatio:)``) proves at
/// once that an undamped spring never rests, instead of a scan of ~10⁶ steps to the 3,600 s cap
/// (issue 36: `spring(duration: 0.5, bounce: 1)` took 10 s of the spec fuzzer's time under
/// ASan, one search per sample).
@Suite("SwiftUI removal bounded by the spring's energy")
struct SpringEnergyRemovalBoundTests {
  /// y = change − x, y′ and y″ of an underdamped spring (0 ≤ ζ < 1) at `t`, written from
  /// y = e^{−αt}(A cos βt + B sin βt), α = ζω₀, β = ω₀√(1 − ζ²), y(0) = change, y′(0) = −v₀.
  static func motion(response: Double, zeta: Double, change: Double, velocity v0: Double)
    -> (Double) -> (y: Double, dy: Double, ddy: Double)
  {
    let w = 2 * Double.pi / response
    let alpha = zeta * w
    let beta = w * (1 - zeta * zeta).squareRoot()
    let a = change
    let b = (-v0 + alpha * change) / beta
    return { t in
      let e = exp(-alpha * t)
      let (c, s) = (cos(beta * t), sin(beta * t))
      let y = e * (a * c + b * s)
      let dy = e * ((b * beta - alpha * a) * c - (a * beta + alpha * b) * s)
      return (y, dy, -w * w * y - 2 * alpha * dy)
    }
  }

  @Test("an undamped spring that moves is never removed, proven without a scan")
  func undampedIsNeverRemoved() {
    let spring = Spring(duration: 0.5, bounce: 1)
    #expect(spring.dampingRatio == 0)
    for (change, velocity) in [(1.0, 0.0), (-250, 40), (0, 3)] {
      let w = spring.angularFrequency
      var evaluations = 0
      let removal = Spring.swiftUIRemovalTime(
        change: change,
        horizon: spring.swiftUIRestHorizon(
          displacement: abs(change), speed: abs(velocity), change: abs(change)),
        frequency: w, dampingRatio: 0
      ) { t in
        evaluations += 1
        let k = spring.coefficients(at: t)
        let remaining = change * k.a - velocity * k.b
        let v = velocity * k.db - change * k.da
        return (remaining, v, remaining * w * w)
      }
      #expect(removal == .infinity, "change \(change) v₀ \(velocity): \(removal)")
      #expect(evaluations <= 3, "\(evaluations) evaluations")
      #expect(
        spring.swiftUICompletion(change: change, initialVelocity: velocity).removed == .infinity)
    }
  }

  @Test("a change small enough to rest is still removed, at its first window")
  func undampedSmallChangeIsRemoved() {
    // ω₀ = 4π: over a change of 1e-4 the velocity (≤ 1.3e-3) and force (≤ 1.6e-2) stay below
    // 0.06, so the energy proves nothing and the search finds the first time the distance left,
    // 1e-4·cos(ω₀t), is within 1 % of the change: t = acos(0.01)/ω₀.
    let spring = Spring(duration: 0.5, bounce: 1)
    let removal = spring.swiftUICompletion(change: 1e-4, initialVelocity: 0.0).removed
    let expected = acos(0.01) / (4 * Double.pi)
    #expect(abs(removal - expected) <= 1e-9, "\(removal) vs \(expected)")
    // A motion that starts inside every threshold is removed at once.
    #expect(spring.swiftUICompletion(change: 0.0, initialVelocity: 1e-3).removed == 0)
  }

  @Test("no state before the proven time meets the thresholds")
  func boundIsProven() {
    var generator = SeededGenerator(name: "energy-rest")
    var proven = 0
    for _ in 0..<300 {
      let zeta = pow(10, Double.random(in: -5 ... -0.05, using: &generator))
      let response = Double.random(in: 0.1...2, using: &generator)
      let change = Double.random(in: -1000...1000, using: &generator)
      let velocity = Double.random(in: -50...50, using: &generator)
      let state = Self.motion(response: response, zeta: zeta, change: change, velocity: velocity)
      let w = 2 * Double.pi / response
      let tolerance = 0.01 * abs(change)
      let start = state(0)
      let earliest = Spring.earliestRest(
        remaining: start.y, velocity: -start.dy, tolerance: tolerance, frequency: w,
        dampingRatio: zeta)
      guard earliest > 0 else { continue }
      proven += 1
      // Sampled densely (and at the scan's own step) up to the proven time, or 20 s.
      let end = min(earliest, 20)
      for i in 0...6000 {
        let t = end * Double(i) / 6000
        let s = state(t)
        let atRest =
          abs(s.dy) <= 0.06 && abs(s.ddy) <= 0.06 && !(tolerance > 0 && abs(s.y) > tolerance)
        #expect(!atRest, "ζ \(zeta) change \(change) v₀ \(velocity): at rest at \(t) < \(earliest)")
      }
      // The search agrees: no removal before the bound (where the search is short).
      guard zeta > 0.01 else { continue }
      let spring = Spring(response: response, dampingRatio: zeta)
      let removal = spring.swiftUICompletion(change: change, initialVelocity: velocity).removed
      #expect(removal >= earliest * (1 - 1e-9), "ζ \(zeta): removal \(removal) < \(earliest)")
    }
    #expect(proven > 250, "\(proven) of 300 states had a bound")
  }
}

import Foundation
import KineticTestSupport
import Testing

@testable import Kinetic

/// The `swiftui` engine blends a merged spring's response as SwiftUI does (OpenSwiftUI
/// `FluidSpringAnimation.swift`, `animate`: r = response + blendInterval·(1 − p²(3 − 2p)),
/// p = (τ − blendStart)/blendDuration clamped to [0, 1], blendInterval = r₀ − response set by
/// `shouldMerge`; stiffness min((2π/r)², 45,000) and damping 2ζ√k read per frame; logically
/// complete once τ − start ≥ r).
@Suite struct SwiftUISpringIntegratorBlendTests {
  /// An independent transcription of that loop, one frame per step (the limit Kinetic takes),
  /// in plain Doubles: the offset after the last step that reaches `time`.
  func reference(
    response: Double, fraction: Double, from r0: Double, blend: Double, change: Double,
    velocity v0: Double, time: Double
  ) -> (offset: Double, velocity: Double) {
    var (x, v, f, t) = (0.0, v0, 0.0, 0.0)
    let h = 1.0 / 300
    while t < time {
      let p = min(max((t + h) / blend, 0), 1)
      let r = response + (r0 - response) * (1 - p * p * (3 - 2 * p))
      let k = min(pow(2 * Double.pi / r, 2), 45_000)
      let c = 2 * fraction * k.squareRoot()
      let half = v + f * h / 2
      x += half * h
      f = k * (change - x) - c * half
      v = half + f * h / 2
      t += h
    }
    return (x, v)
  }

  @Test(arguments: [(0.15, 0.55), (0.55, 0.15), (0.3, 1.0)])
  func blendedStepsMatchTheLoop(_ responses: (Double, Double)) {
    let (r0, r) = responses
    let engine = SwiftUISpringIntegrator(
      response: r, dampingFraction: 0.86, blendingFrom: r0, blendDuration: 0.25)
    for time in [0.01, 0.1, 0.2, 0.25, 0.4, 0.8] {
      let sample = engine.sample(change: 100.0, initialVelocity: 40, time: time)
      guard !sample.isRemoved else { continue }
      let expected = reference(
        response: r, fraction: 0.86, from: r0, blend: 0.25, change: 100, velocity: 40,
        time: time)
      // Same operations in another order: agreement to rounding over ≤ 240 steps.
      #expect(isClose(sample.offset, expected.offset, 1e-9 * 100), "t = \(time)")
      #expect(isClose(sample.velocity, expected.velocity, 1e-8 * 100), "t = \(time)")
    }
  }

  /// The blend changes the motion while it runs; without a previous response there is none.
  @Test func theBlendMattersAndIsOptional() {
    let blended = SwiftUISpringIntegrator(
      .snappy, blendingFrom: 0.15, blendDuration: 0.25)
    let plain = SwiftUISpringIntegrator(.snappy)
    #expect(
      abs(
        blended.sample(change: 100.0, time: 0.1).offset
          - plain.sample(change: 100.0, time: 0.1).offset) > 1)
    let none = SwiftUISpringIntegrator(.snappy, blendingFrom: nil, blendDuration: 0.25)
    #expect(none == plain)
    let same = SwiftUISpringIntegrator(
      .snappy, blendingFrom: Spring.snappy.response, blendDuration: 0.25)
    #expect(same == plain)
  }

  /// Logical completion reads the blended response: the first step time τ ≥ r(τ).
  @Test func logicalCompletionUsesTheBlendedResponse() {
    let engine = SwiftUISpringIntegrator(
      response: 0.5, dampingFraction: 1, blendingFrom: 0.1, blendDuration: 1)
    let tau = engine.logicalCompletionTime
    #expect(tau >= engine.response(at: tau))
    #expect(tau - 1.0 / 300 < engine.response(at: tau - 1.0 / 300))
    #expect(tau < 0.5)
  }

  /// The sampler applies it for the `swiftui` engine when given the previous response.
  @Test func theSamplerBlendsUnderTheSwiftUIEngine() {
    let animation = Animation.spring(response: 0.55, dampingFraction: 0.86, blendDuration: 0.25)
    let sampler = AnimationSampler(
      animation, change: 100.0, engine: .swiftui, blendingFrom: 0.15)
    let engine = SwiftUISpringIntegrator(
      response: 0.55, dampingFraction: 0.86, blendingFrom: 0.15, blendDuration: 0.25)
    for time in [0.05, 0.2, 0.5] {
      #expect(sampler.sample(at: time).offset == engine.sample(change: 100.0, time: time).offset)
    }
  }
}

import Testing

@testable import Kinetic

/// A damping ratio so small that the decay rate ζω₀ is subnormal (1/λ overflows): the motion is,
/// to every representable time, an undamped oscillation, and must be sampled as one, not
/// completed at t = 0 (issue 36, H3: 1e-310 jumped to its target; 0 and 1e-300 were right).
@Suite("Springs with a subnormal damping ratio")
struct SpringSubnormalDampingTests {
  static let ratios: [Double] = [
    1e-310, 5e-324, Double.leastNormalMagnitude, 1e-308, 1e-300, 0,
  ]

  @Test(arguments: ratios)
  func completionIsNeverEarly(zeta: Double) {
    let spring = Spring(response: 0.5, dampingRatio: zeta)
    let completion = spring.completion(displacement: 1.0, velocity: 0.0)
    // ln(1000)/λ with λ ≤ 1.3e-297: far beyond any time the motion can be sampled at.
    #expect(completion.logicallyComplete > 1e290, "ζ \(zeta): \(completion)")
    #expect(completion.removed > 1e290, "ζ \(zeta): \(completion)")
    #expect(completion.logicallyComplete <= completion.removed, "ζ \(zeta): \(completion)")
  }

  @Test(arguments: ratios, [SpringEngine.exact, .swiftui])
  func animationStartsAtItsStartAndOscillates(zeta: Double, engine: SpringEngine) {
    let sampler = Animation.spring(response: 0.5, dampingFraction: zeta)
      .sampler(change: 1.0, engine: engine)
    let start = sampler.sample(at: 0)
    #expect(start.offset == 0, "ζ \(zeta) \(engine): \(start.offset) at t = 0")
    #expect(!start.isFinished && !start.isLogicallyComplete, "ζ \(zeta) \(engine)")
    // Undamped with response 0.5: 1 − cos(4πt) at 0.1 s is 1 − cos(0.4π) ≈ 0.691 (SwiftUI's
    // fixed-step integrator, emulated, gives 0.711 there).
    let later = sampler.sample(at: 0.1).offset
    #expect(abs(later - 0.6909830056250525) < 0.05, "ζ \(zeta) \(engine): \(later)")
    #expect(!sampler.sample(at: 100).isFinished, "ζ \(zeta) \(engine)")
  }

  @Test(arguments: ratios)
  func animatorKeepsMoving(zeta: Double) {
    var animator = Animator(value: 0.0)
    animator.animate(to: 1, with: .spring(response: 0.5, dampingFraction: zeta), at: 0)
    #expect(animator.value(at: 0) == 0, "ζ \(zeta)")
    #expect(abs(animator.value(at: 0.25) - 2) < 1e-9, "ζ \(zeta): \(animator.value(at: 0.25))")
    #expect(!animator.isComplete(at: 10), "ζ \(zeta)")
  }
}

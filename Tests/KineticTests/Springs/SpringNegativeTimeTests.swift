import Testing

@testable import Kinetic

/// Before release a spring sits at its release state; far-negative times used to overflow the
/// backwards-growing envelope into ∞·0 = NaN (found by the numeric fuzzer's review).
@Suite("Spring before release")
struct SpringNegativeTimeTests {
  @Test(arguments: [0.05, 0.7, 1.0, 3.0])
  func negativeTimesAreTheReleaseState(dampingRatio: Double) {
    let spring = Spring(response: 0.5, dampingRatio: dampingRatio)
    for time in [-1e-9, -1.0, -1e3, -1e300] {
      let c = spring.coefficients(at: time)
      #expect(c.a == 1 && c.b == 0 && c.da == 0 && c.db == 1, "t = \(time)")
      #expect(spring.value(target: 2.0, initialVelocity: 3, time: time) == 0)
      #expect(spring.velocity(target: 2.0, initialVelocity: 3, time: time) == 3)
    }
  }
}

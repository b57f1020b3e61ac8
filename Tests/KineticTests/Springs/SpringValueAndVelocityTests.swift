import Testing

@testable import Kinetic

/// `Spring.valueAndVelocity` is the pair of separate calls, bit for bit, for every damping
/// regime, scalar and vector values, and times before, at and long after release.
@Suite("Spring value and velocity in one call")
struct SpringValueAndVelocityTests {
  static let springs: [Spring] = [
    .smooth, .snappy, .bouncy, Spring(response: 0.4, dampingRatio: 0),
    Spring(response: 0.3, dampingRatio: 1), Spring(response: 0.3, dampingRatio: 1 + 1e-9),
    Spring(response: 0.6, dampingRatio: 3), Spring(mass: 2, stiffness: 300, damping: 5),
  ]
  static let times: [Double] = [-1, 0, 1e-9, 0.016, 0.1, 0.37, 1, 5, 1e6, .infinity]

  static func same(_ a: Double, _ b: Double) -> Bool { a.bitPattern == b.bitPattern }

  @Test(arguments: springs.indices)
  func scalar(_ index: Int) {
    let spring = Self.springs[index]
    for t in Self.times {
      let both = spring.valueAndVelocity(fromValue: -1.5, toValue: 2.0, initialVelocity: 7.5, time: t)
      let value = spring.value(fromValue: -1.5, toValue: 2.0, initialVelocity: 7.5, time: t)
      let velocity = spring.velocity(fromValue: -1.5, toValue: 2.0, initialVelocity: 7.5, time: t)
      #expect(Self.same(both.value, value), "t = \(t)")
      #expect(Self.same(both.velocity, velocity), "t = \(t)")
      let change = spring.valueAndVelocity(target: 3.5, initialVelocity: -2.0, time: t)
      #expect(Self.same(change.value, spring.value(target: 3.5, initialVelocity: -2.0, time: t)))
      #expect(
        Self.same(change.velocity, spring.velocity(target: 3.5, initialVelocity: -2.0, time: t)))
    }
  }

  @Test(arguments: springs.indices)
  func vector(_ index: Int) {
    let spring = Self.springs[index]
    let from: AnimatableVector = [0, 10, -3]
    let to: AnimatableVector = [1, 50]
    let v0: AnimatableVector = [4]
    for t in Self.times {
      let both = spring.valueAndVelocity(fromValue: from, toValue: to, initialVelocity: v0, time: t)
      #expect(both.value == spring.value(fromValue: from, toValue: to, initialVelocity: v0, time: t))
      #expect(
        both.velocity == spring.velocity(fromValue: from, toValue: to, initialVelocity: v0, time: t))
      let pair = spring.valueAndVelocity(
        fromValue: SIMD2(0.0, 1.0), toValue: SIMD2(2.0, -4.0), time: t)
      let value = spring.value(fromValue: SIMD2(0.0, 1.0), toValue: SIMD2(2.0, -4.0), time: t)
      #expect(Self.same(pair.value.x, value.x) && Self.same(pair.value.y, value.y))
    }
  }
}

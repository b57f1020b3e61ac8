import Testing

@testable import Kinetic

@Test func springSettlesToTarget() {
  let s = Spring(response: 0.5, dampingRatio: 0.8)
  #expect(abs(s.value(target: 1.0, time: 10) - 1) < 1e-9)
}

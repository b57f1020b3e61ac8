import Testing

@testable import Kinetic

/// `length` neither overflows nor underflows where `magnitudeSquared` does (issue 15). The
/// reference is the closed form |x|·√n for n equal components, within 2 ulps.
@Suite struct VectorArithmeticLengthTests {
  @Test(arguments: [1.0, 1e-200, 1e-310, 5e-324, 1e155, 1e200, 1e300, 1.7e308])
  func scalarLengthIsTheMagnitude(_ x: Double) {
    #expect(x.length == x)
    #expect((-x).length == x)
  }

  @Test(arguments: [1.0, 1e-200, 1e-310, 1e155, 1e200, 1e300])
  func vectorLengthMatchesTheClosedForm(_ x: Double) {
    let vector = SIMD4<Double>(repeating: x)
    let expected = x * 2
    #expect(abs(vector.length - expected) <= 2 * expected.ulp)
    let pair = AnimatablePair(x, x)
    #expect(abs(pair.length - x * 2.0.squareRoot()) <= 2 * (x * 2.0.squareRoot()).ulp)
  }

  @Test func specialValues() {
    #expect(Double.zero.length == 0)
    #expect(SIMD2<Double>(.infinity, 1).length == .infinity)
    #expect(SIMD2<Double>(.nan, 1).length.isNaN)
    #expect(Float(3e38).length == Double(Float(3e38)))
  }
}

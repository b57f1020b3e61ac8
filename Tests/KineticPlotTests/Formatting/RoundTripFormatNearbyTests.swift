import KineticPlot
import Testing

/// The shortest decimal near a value: rounding noise dropped, real digits kept.
@Suite("RoundTripFormat.shortestNearby")
struct RoundTripFormatNearbyTests {
  @Test(arguments: [
    (170.00000000000003, 170.0), (0.010000000000000009, 0.01), (0.1 + 0.2, 0.3),
    (-0.30000000000000004, -0.3), (0.0039062000000000007, 0.0039062),
    (349999999.99999994, 350000000.0), (9.999999999999998, 10.0), (1e-320, 1e-320),
  ])
  func noiseIsDropped(value: Double, meant: Double) {
    #expect(RoundTripFormat.shortestNearby(value) == meant)
  }

  /// Values whose digits are all meaningful stay as they are, bit for bit.
  @Test(arguments: [1.0 / 3, 2.0 / 3, Double.pi, 0.123456789, 1e308, -2.5, 5e-324, 0.5])
  func meaningfulDigitsStay(value: Double) {
    #expect(RoundTripFormat.shortestNearby(value).bitPattern == value.bitPattern)
  }

  /// Never further than the tolerance, on a spread of magnitudes.
  @Test func withinTolerance() {
    var x = 1.234567891234e-300
    while x < 1e300 {
      for noise in [-3.0, -1, 0, 1, 3] {
        let value = x + noise * x.ulp
        let nearby = RoundTripFormat.shortestNearby(value)
        #expect(abs(nearby - value) <= 8 * value.ulp)
      }
      x *= 7.3
    }
    #expect(RoundTripFormat.shortestNearby(.infinity) == .infinity)
    #expect(RoundTripFormat.shortestNearby(.nan).isNaN)
    #expect(RoundTripFormat.shortestNearby(-0.0).sign == .minus)
  }
}

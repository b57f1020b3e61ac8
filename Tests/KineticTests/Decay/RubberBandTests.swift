import Testing

@testable import Kinetic

@Suite("Rubber band")
struct RubberBandTests {
  /// UIKit's formula written directly: (1 − 1/(x·0.55/D + 1))·D.
  @Test(arguments: [100.0, 320, 844])
  func matchesFormula(dimension: Double) {
    let band = RubberBand(dimension: dimension)
    for x in stride(from: 0.0, through: 2000, by: 7.5) {
      let expected = (1 - 1 / (x * 0.55 / dimension + 1)) * dimension
      #expect(abs(band.value(x) - expected) <= 1e-12 * dimension)
      #expect(band.value(-x) == -band.value(x))
    }
  }

  @Test func properties() {
    let band = RubberBand(dimension: 400, coefficient: 0.55)
    #expect(band.value(0) == 0)
    // Slope c at 0: b(h)/h → c with error O(h·c²/D).
    #expect(abs(band.value(1e-6) / 1e-6 - 0.55) < 1e-8)
    var previous = -Double.infinity
    for x in stride(from: -5000.0, through: 5000, by: 3.3) {
      let b = band.value(x)
      #expect(b > previous && abs(b) < 400)
      previous = b
      #expect(abs(band.inverse(b) - x) <= 1e-9 * max(1, abs(x)), "x \(x)")
    }
    #expect(band.value(.infinity) == 400 && band.value(1e308) == 400)
    #expect(band.inverse(400) == .infinity && band.inverse(-500) == -.infinity)
  }

  @Test func clampingToRange() {
    let band = RubberBand(dimension: 300)
    #expect(band.clamped(50, to: 0...100) == 50)
    #expect(band.clamped(130, to: 0...100) == 100 + band.value(30))
    #expect(band.clamped(-20, to: 0...100) == -band.value(20))
  }

  @Test func badParametersDoNotTrap() {
    for bad in [0.0, -1, .nan, .infinity] {
      let band = RubberBand(dimension: bad, coefficient: bad)
      #expect(band.value(10).isFinite)
    }
  }
}

import KineticTestSupport
import Testing

@testable import KineticPlot

@Suite("Nice ticks")
struct NiceScaleTests {
  @Test("Unit range at step 0.1 has clean labels")
  func unitRangeLabels() {
    let scale = NiceScale.ticks(lower: 0, upper: 1, maxTicks: 11)
    #expect(
      scale.labels == ["0", "0.1", "0.2", "0.3", "0.4", "0.5", "0.6", "0.7", "0.8", "0.9", "1"])
  }

  @Test("Random ranges: 1-2-5 steps, inside the range, at most maxTicks, at least one")
  func randomRanges() {
    var rng = SeededGenerator(seed: 99)
    for _ in 0..<2_000 {
      let a =
        Double.random(in: -1e6...1e6, using: &rng) * pow10(Int.random(in: -8...0, using: &rng))
      let span = Double.random(in: 1e-6...1e3, using: &rng)
      let maxTicks = Int.random(in: 2...15, using: &rng)
      let scale = NiceScale.ticks(lower: a, upper: a + span, maxTicks: maxTicks)
      #expect([1, 2, 5].contains(scale.mantissa))
      #expect(
        scale.count >= 1 && scale.count <= maxTicks,
        "\(a) + \(span), max \(maxTicks): \(scale.count)")
      let tolerance = span * 1e-9
      for v in scale.values {
        #expect(v >= a - tolerance && v <= a + span + tolerance)
      }
      let (enclosing, lower, upper) = NiceScale.enclosing(
        lower: a, upper: a + span, maxTicks: maxTicks)
      #expect(lower <= a && upper >= a + span)
      #expect(enclosing.values.first == lower && enclosing.values.last == upper)
    }
  }

  private func pow10(_ k: Int) -> Double { NiceScale.value(1, k) }

  @Test("Degenerate and extreme ranges stay drawable")
  func degenerate() {
    for (l, u) in [
      (0.0, 0.0), (5.0, 5.0), (-1e308, 1e308), (1e300, 1e300), (0, Double.leastNonzeroMagnitude),
    ] {
      let (a, b) = AxisRange.widened(l, u)
      #expect(a < b && (b - a).isFinite)
      let scale = NiceScale.ticks(lower: a, upper: b, maxTicks: 5)
      #expect(scale.count >= 1)
      #expect(AxisRange.position(.greatestFiniteMagnitude, lower: a, upper: b, cells: 10) == 9)
    }
  }
}

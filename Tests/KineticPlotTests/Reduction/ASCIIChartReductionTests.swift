import Testing

@testable import KineticPlot

/// Issue 15: a braille chart of a reduced series lost single corner dots (15 of about 2,000
/// cells on `plot bouncy 'cubic-bezier(0.68, -0.55, 0.265, 1.55)' --velocity --charset unicode
/// --width 100 --samples 300000`), because runs of equal sample counts straddle dot columns.
/// Reduced through ``ASCIIChart/SampleLayout`` (runs are the dot columns, the marker samples
/// kept) the chart must equal the chart of every sample, character for character.
@Suite struct ASCIIChartReductionTests {
  /// Dense test signals with steep parts, overshoot, interior extremes and velocities: a
  /// damped oscillation, a fast wiggle with spikes, and a curve with a jump.
  static func signal(_ kind: Int, _ t: Double) -> (value: Double, velocity: Double) {
    switch kind {
    case 0:
      // 1 − e^(−4t)·(1 − t)·w(9t), w a triangle-like wave: overshoot and ringing.
      let w = (9 * t).wave
      return (1 - (-4 * t).exponentialApproximation * (1 - t) * w, (37 * t).wave * 20)
    case 1:
      let i = Int(t * 100_000)
      return (
        (t * 31).wave + (i % 4_999 == 0 ? 0.7 : 0) - (i % 7_001 == 0 ? 0.5 : 0),
        (t * 53).wave * 3
      )
    default:
      return (t < 0.4 ? t * t : 1.2 - t, t < 0.4 ? 2 * t : -1)
    }
  }

  /// The chart of every sample and the chart reduced in two passes (a first by index for the
  /// layout, a second by dot column), as the command line reduces it.
  static func charts(
    kind: Int, count: Int, width: Int, charset: ASCIIChart.Charset, velocity: Bool
  ) throws -> (dense: String, reduced: String, kept: Int) {
    let specs = [kind, (kind + 1) % 3]
    let times = (0..<count).map { Double($0) / Double(count - 1) }
    var dense: [Series] = []
    var firstPass: [Series] = []
    for (index, k) in specs.enumerated() {
      let samples = times.map { signal(k, $0) }
      dense.append(
        try Series(
          label: "s\(index)", times: times, values: samples.map(\.value),
          velocities: velocity ? samples.map(\.velocity) : nil))
      var reducer = SeriesReducer(
        label: "s\(index)", count: count, columns: 32 * width, velocities: velocity)
      for (t, s) in zip(times, samples) {
        try reducer.append(time: t, value: s.value, velocity: s.velocity)
      }
      firstPass.append(try reducer.series())
    }
    let chart = ASCIIChart(width: width, height: 30, charset: charset)
    var reducedChart = Chart(title: "t", series: firstPass, showsVelocity: velocity)
    let layout = try chart.sampleLayout(of: reducedChart)
    var kept = 0
    for (index, k) in specs.enumerated() {
      var reducer = layout.reducer(
        forSeries: index, label: "s\(index)", count: count, velocities: velocity)
      for t in times {
        let s = signal(k, t)
        try reducer.append(time: t, value: s.value, velocity: s.velocity)
      }
      reducedChart.series[index] = try reducer.series()
      kept += reducedChart.series[index].count
    }
    let denseChart = Chart(title: "t", series: dense, showsVelocity: velocity)
    return (try chart.render(denseChart), try chart.render(reducedChart), kept)
  }

  @Test(arguments: [
    (0, 60, true), (1, 100, true), (2, 100, false), (0, 200, false), (1, 37, false),
  ])
  func theReducedBrailleChartIsTheDenseChart(kind: Int, width: Int, velocity: Bool) throws {
    let (dense, reduced, kept) = try Self.charts(
      kind: kind, count: 300_000, width: width, charset: .unicode, velocity: velocity)
    #expect(kept < 2 * 4 * 2 * width * 2 + 100, "kept \(kept) samples")
    let a = dense.split(separator: "\n", omittingEmptySubsequences: false)
    let b = reduced.split(separator: "\n", omittingEmptySubsequences: false)
    var differing = 0
    for (x, y) in zip(a, b) {
      for (c, d) in zip(x, y) where c != d { differing += 1 }
    }
    #expect(a.count == b.count)
    #expect(differing == 0, "\(differing) cells differ")
    #expect(dense == reduced)
  }

  @Test func theReducedASCIIChartIsTheDenseChart() throws {
    let (dense, reduced, _) = try Self.charts(
      kind: 0, count: 200_000, width: 80, charset: .ascii, velocity: true)
    #expect(dense == reduced)
  }
}

extension Double {
  /// A smooth-ish periodic signal in [−1, 1] (shape matters here, not libm).
  fileprivate var wave: Double {
    let x = self.truncatingRemainder(dividingBy: 2) - 1
    return 4 * x * (1 - abs(x))
  }

  /// e^x for x ≤ 0 to a few digits (a decaying envelope; accuracy does not matter).
  fileprivate var exponentialApproximation: Double {
    var y = 1 + self / 256
    for _ in 0..<8 { y *= y }
    return y
  }
}

import Testing

@testable import KineticPlot

/// A chart with more series than its legend has room for lists the first ones and counts the
/// rest in one note, rather than refusing its size (issue 36, M4: the spinner demo with 90
/// replicates failed "chart size 800x480 is too small" though 1,000 are documented).
@Suite struct SVGLegendOverflowTests {
  static func chart(series count: Int) throws -> Chart {
    let series = try (0..<count).map { index in
      try Series(label: "replicate \(index)", times: [0, 1], values: [0, Double(index)])
    }
    return Chart(title: "many", series: series)
  }

  @Test(arguments: [90, 1_000])
  func manySeriesFitByCountingTheRest(count: Int) throws {
    let svg = try SVGChart(width: 800, height: 480).render(try Self.chart(series: count))
    #expect(svg.contains("more series not listed"))
    #expect(svg.contains(">replicate 0<"))
    #expect(!svg.contains(">replicate \(count - 1)<"))
  }

  @Test func aLegendThatFitsIsListedWhole() throws {
    let svg = try SVGChart(width: 800, height: 480).render(try Self.chart(series: 6))
    #expect(!svg.contains("more series"))
    #expect(svg.contains(">replicate 5<"))
  }
}

import Foundation
import Testing

@testable import KineticPlot

/// Horizontal rules (a motion's bounds): drawn in empty cells of their row in ASCII, as one
/// dashed line each in SVG, included in the value axis, and rejected when not finite.
@Suite("Chart rules")
struct ChartRulesTests {
  static let line = try! Series(label: "line", times: [0, 1], values: [0, 1])

  @Test func asciiRuleRow() throws {
    var chart = Chart(xLabel: "", yLabel: "", series: [Self.line])
    chart.rules = [2]
    let text = try ASCIIChart(width: 30, height: 10).render(chart)
    let rows = text.split(separator: "\n")
    // The axis now reaches 2, and the top plot row (value 2) is a rule of '-'.
    #expect(rows.first?.hasPrefix("2 +") == true)
    #expect(rows.first?.hasSuffix("---") == true)
    let plain = try ASCIIChart(width: 30, height: 10).render(
      Chart(xLabel: "", yLabel: "", series: [Self.line], referenceValues: [0, 1, 2]))
    #expect(!(plain.split(separator: "\n").first?.hasSuffix("---") ?? true))
  }

  @Test func svgDashedLines() throws {
    var chart = Chart(series: [Self.line])
    chart.rules = [-0.5, 1.5]
    let svg = try SVGChart().render(chart)
    #expect(svg.components(separatedBy: "stroke-dasharray").count == 2)
    let group = svg.components(separatedBy: "stroke-dasharray")[1]
      .components(separatedBy: "</g>")[0]
    #expect(group.components(separatedBy: "<line").count - 1 == 2)
  }

  @Test func nonFiniteRuleIsAnError() {
    var chart = Chart(series: [Self.line])
    chart.rules = [.nan]
    #expect(throws: PlotError.self) { try ASCIIChart(width: 30, height: 10).render(chart) }
  }
}

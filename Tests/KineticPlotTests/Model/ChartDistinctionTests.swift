import Foundation
import KineticTestSupport
import Testing

@testable import KineticPlot

/// Series told apart without colour (dash patterns, markers, braille markers), the coincidence
/// note, the target line, Bezier handles and annotations.
@Suite("Chart distinctions")
struct ChartDistinctionTests {
  /// y = t^power over 0…1, 101 samples.
  static func power(_ label: String, _ power: Double) -> Series {
    let times = (0...100).map { Double($0) / 100 }
    return try! Series(label: label, times: times, values: times.map { pow($0, power) })
  }

  @Test("SVG: each series has its own dash pattern and marker shape, in the legend too")
  func dashesAndMarkers() throws {
    let chart = Chart(series: [Self.power("a", 1), Self.power("b", 2), Self.power("c", 3)])
    let inspector = try SVGInspector.inspect(try SVGChart().render(chart))
    let polylines = inspector.elements.filter { $0.name == "polyline" }
    let dashes = polylines.map { $0.attributes["stroke-dasharray"] ?? "" }
    #expect(Set(dashes).count == 3, "dash patterns \(dashes)")
    let markers = inspector.elements.filter { $0.attributes["class"] == "marker" }
    // Per series: markers along the curve plus one in its legend entry, each shape distinct.
    let shapes = Dictionary(grouping: markers, by: { $0.attributes["stroke"] ?? "" })
    #expect(shapes.count == 3)
    for (_, group) in shapes { #expect(group.count >= 3) }
    let firstPaths = shapes.values.map { group in
      // The shape with its position removed: the path's commands only.
      group[0].attributes["d"]!.filter { $0.isLetter }
    }
    #expect(Set(firstPaths).count == 3, "marker shapes \(firstPaths)")
  }

  @Test("A note names series whose curves coincide, in SVG and ASCII; none when they differ")
  func coincidence() throws {
    let same = Chart(series: [Self.power("merge", 2), Self.power("additive", 2)])
    let svg = try SVGInspector.inspect(try SVGChart().render(same))
    #expect(svg.texts.contains("merge = additive (the curves coincide)"))
    let text = try ASCIIChart(width: 60, height: 20).render(same)
    #expect(text.contains("merge = additive (the curves coincide)"))
    let different = Chart(series: [Self.power("a", 2), Self.power("b", 2.001)])
    #expect(!(try ASCIIChart(width: 60, height: 20).render(different)).contains("coincide"))
  }

  @Test("The target is a dotted, labelled line in SVG and a dotted row in ASCII")
  func target() throws {
    var chart = Chart(xLabel: "", yLabel: "", series: [Self.power("a", 2)])
    chart.target = 1
    let inspector = try SVGInspector.inspect(try SVGChart().render(chart))
    #expect(inspector.texts.contains("target"))
    let group = try #require(
      inspector.elements.first { $0.name == "g" && $0.attributes["class"] == "target" })
    #expect(group.attributes["stroke-dasharray"] == "1 3")
    let rows = try ASCIIChart(width: 40, height: 10).render(chart).split(separator: "\n")
    // The top row is value 1: the target's "- - -" where the curve is not.
    let top = try #require(rows.first { $0.drop { $0 == " " }.hasPrefix("1 ") })
    #expect(top.contains("- - - -"), "\(top)")
  }

  @Test("Handles: a line from each end point to its control point, the axes reaching them")
  func handles() throws {
    var chart = Chart(xLabel: "progress", series: [Self.power("back", 3)])
    chart.handles = [
      Chart.Handle(seriesIndex: 0, anchorX: 0, anchorY: 0, controlX: 0.68, controlY: -0.55),
      Chart.Handle(seriesIndex: 0, anchorX: 1, anchorY: 1, controlX: 0.265, controlY: 1.55),
    ]
    let inspector = try SVGInspector.inspect(try SVGChart().render(chart))
    let index = try #require(
      inspector.elements.firstIndex { $0.name == "g" && $0.attributes["class"] == "handles" })
    let inside = inspector.elements[(index + 1)...].prefix(4)
    #expect(inside.map(\.name) == ["line", "circle", "line", "circle"])
    // The value axis reaches below -0.5 and above 1.5 to hold the control points.
    #expect(inspector.texts.contains("-0.5") && inspector.texts.contains("1.5"))
    #expect(throws: PlotError.self) {
      var bad = chart
      bad.handles[0].controlY = .nan
      _ = try SVGChart().render(bad)
    }
  }

  @Test(
    "ASCII handles: a control point above and below the curve, its handle, a legend line",
    arguments: ASCIIChart.Charset.allCases)
  func asciiHandles(charset: ASCIIChart.Charset) throws {
    var chart = Chart(xLabel: "progress", series: [Self.power("back", 3)])
    chart.handles = [
      Chart.Handle(seriesIndex: 0, anchorX: 0, anchorY: 0, controlX: 0.68, controlY: -0.55),
      Chart.Handle(seriesIndex: 0, anchorX: 1, anchorY: 1, controlX: 0.265, controlY: 1.55),
    ]
    let (point, line) = ASCIIChart.handleCharacters(charset)
    // Neither is a series' glyph or a velocity's, so a handle never reads as a curve.
    let taken =
      ASCIIChart.glyphs + ASCIIChart.velocityGlyphs + SeriesStyle.brailleMarkers
      + SeriesStyle.hollowBrailleMarkers
    #expect(!taken.contains(point) && !taken.contains(line))
    let text = try ASCIIChart(width: 60, height: 24, charset: charset).render(chart)
    let lines = text.split(separator: "\n").map(String.init)
    // The value label of a row, when it has one ("1.5 +" gives 1.5).
    func label(_ row: String) -> Double? {
      Double(row.prefix { $0 != "+" && $0 != "┤" }.trimmingCharacters(in: .whitespaces))
    }
    let plotRows = lines.enumerated().filter {
      $0.element.contains(charset == .ascii ? "|" : "│") || label($0.element) != nil
    }
    let pointRows = plotRows.filter { $0.element.contains(point) }
    #expect(pointRows.count == 2, "\(text)")
    let oneRow = try #require(plotRows.first { label($0.element) == 1 }?.offset)
    let zeroRow = try #require(plotRows.first { label($0.element) == 0 }?.offset)
    // (0.265, 1.55) above the row of 1, left of (0.68, -0.55) below the row of 0.
    let upper = try #require(pointRows.first)
    let lower = try #require(pointRows.last)
    #expect(upper.offset < oneRow && lower.offset > zeroRow)
    let column = { (row: String) in
      row.distance(from: row.startIndex, to: row.firstIndex(of: point)!)
    }
    #expect(column(upper.element) < column(lower.element))
    // The handle runs from the control point towards the curve's end.
    #expect(upper.element.contains("\(line)\(line)") || upper.element.contains("\(point)\(line)"))
    #expect(
      lines.last
        == "\(point) Bezier control point   \(line)\(line)\(line) its handle from the curve's end")
    // Without handles: neither the characters nor the legend line.
    chart.handles = []
    let plain = try ASCIIChart(width: 60, height: 24, charset: charset).render(chart)
    #expect(!plain.contains("Bezier") && !plain.contains(point))
  }

  @Test("Annotations are drawn and listed, numbered, under the legend")
  func annotations() throws {
    var chart = Chart(series: [Self.power("a", 2), Self.power("b", 3)])
    chart.annotations = [
      Chart.Annotation(seriesIndex: 0, x: 0.5, y: 0.25, text: "overshoot 1 % at 0.5 s"),
      Chart.Annotation(seriesIndex: 1, x: 0.9, text: "settles at 0.9 s"),
    ]
    let inspector = try SVGInspector.inspect(try SVGChart().render(chart))
    #expect(inspector.texts.contains("(1) a: overshoot 1 % at 0.5 s"))
    #expect(inspector.texts.contains("(2) b: settles at 0.9 s"))
    #expect(inspector.texts.contains("(1)") && inspector.texts.contains("(2)"))
    let text = try ASCIIChart(width: 60, height: 22).render(chart)
    #expect(text.contains("a: overshoot 1 % at 0.5 s") && text.contains("b: settles at 0.9 s"))
  }
}

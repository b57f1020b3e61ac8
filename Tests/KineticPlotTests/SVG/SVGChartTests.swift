import Foundation
import KineticTestSupport
import Testing

@testable import KineticPlot

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Collects what the SVG tests inspect while `XMLParser` checks well-formedness.
final class SVGInspector: NSObject, XMLParserDelegate {
  var rootAttributes: [String: String] = [:]
  var elements: [(name: String, attributes: [String: String])] = []
  var texts: [String] = []
  private var current: String? = nil

  func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
    qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    if elements.isEmpty { rootAttributes = attributes }
    elements.append((name, attributes))
    if name == "text" || name == "title" { current = "" }
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) { current? += string }

  func parser(
    _ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?
  ) {
    if let c = current, name == "text" || name == "title" { texts.append(c) }
    current = nil
  }

  static func inspect(_ svg: String) throws -> SVGInspector {
    let parser = XMLParser(data: Data(svg.utf8))
    let inspector = SVGInspector()
    parser.delegate = inspector
    let ok = parser.parse()
    #expect(ok, "not well-formed: \(String(describing: parser.parserError))")
    return inspector
  }
}

@Suite("SVGChart")
struct SVGChartTests {
  static func series(_ label: String, velocity: Bool = false) -> Series {
    let times = (0..<80).map { Double($0) / 79 }
    return try! Series(
      label: label, times: times, values: times.map { 1 - (1 - $0) * (1 - $0) * (1 + 3 * $0) },
      velocities: velocity ? times.map { 6 * $0 * (1 - $0) } : nil)
  }

  @Test("A well-formed standalone SVG 1.1 document with escaped title and legend")
  func wellFormedAndEscaped() throws {
    let title = "A <b> & \"c\" 'd'"
    let label = "x < 1 && y > \"0\""
    let chart = Chart(
      title: title, xLabel: "t & u", series: [Self.series(label), Self.series("plain")])
    let svg = try SVGChart().render(chart)
    #expect(svg.hasPrefix("<?xml version=\"1.0\""))
    #expect(svg.contains("&lt;b&gt; &amp; &quot;c&quot; &apos;d&apos;"))
    #expect(!svg.contains("href") && !svg.contains("url(http") && !svg.contains("@import"))
    let inspector = try SVGInspector.inspect(svg)
    #expect(inspector.elements.first?.name == "svg")
    #expect(inspector.rootAttributes["xmlns"] == "http://www.w3.org/2000/svg")
    #expect(inspector.rootAttributes["version"] == "1.1")
    #expect(inspector.rootAttributes["viewBox"] == "0 0 720 450")
    #expect(
      inspector.rootAttributes["width"] == "720" && inspector.rootAttributes["height"] == "450")
    #expect(inspector.texts.contains(title))
    #expect(inspector.texts.contains(label))
    #expect(inspector.texts.contains("plain"))
    #expect(inspector.texts.contains("t & u"))
    #expect(inspector.texts.contains("value"))
    #expect(inspector.elements.filter { $0.name == "polyline" }.count == 2)
  }

  @Test("Ticks are labelled and every curve point lies inside the plot area")
  func ticksAndBounds() throws {
    let svg = try SVGChart(width: 500, height: 320).render(Chart(series: [Self.series("a")]))
    let inspector = try SVGInspector.inspect(svg)
    for tick in ["0", "0.2", "0.4", "0.6", "0.8", "1"] { #expect(inspector.texts.contains(tick)) }
    let clip = try #require(
      inspector.elements.first { $0.name == "rect" && $0.attributes["fill"] == nil })
    let x = Double(clip.attributes["x"]!)!
    let y = Double(clip.attributes["y"]!)!
    let w = Double(clip.attributes["width"]!)!
    let h = Double(clip.attributes["height"]!)!
    let polyline = try #require(inspector.elements.first { $0.name == "polyline" })
    let points = polyline.attributes["points"]!.split(separator: " ").map {
      $0.split(separator: ",").map { Double($0)! }
    }
    #expect(points.count == 80)
    for p in points {
      #expect(p[0] >= x - 0.01 && p[0] <= x + w + 0.01 && p[1] >= y - 0.01 && p[1] <= y + h + 0.01)
    }
  }

  @Test("Velocity is a dashed polyline against a right axis with its caption")
  func velocityAxis() throws {
    var chart = Chart(series: [Self.series("a", velocity: true)])
    chart.showsVelocity = true
    let inspector = try SVGInspector.inspect(try SVGChart().render(chart))
    let polylines = inspector.elements.filter { $0.name == "polyline" }
    #expect(polylines.count == 2)
    #expect(polylines.filter { $0.attributes["stroke-dasharray"] != nil }.count == 1)
    #expect(inspector.texts.contains("velocity"))
    #expect(inspector.texts.contains("a velocity"))
    #expect(inspector.texts.contains("1.4"))  // peak velocity 1.5, padded; ticks every 0.2
  }

  @Test("Time marks are triangles on the time axis at their times; outside the range, none")
  func timeMarks() throws {
    var chart = Chart(series: [Self.series("a")])
    chart.timeMarks = [0.25, 0.5, 2, -1]
    let inspector = try SVGInspector.inspect(try SVGChart(width: 500, height: 320).render(chart))
    let clip = try #require(
      inspector.elements.first { $0.name == "rect" && $0.attributes["fill"] == nil })
    let x0 = Double(clip.attributes["x"]!)!
    let width = Double(clip.attributes["width"]!)!
    let bottom = Double(clip.attributes["y"]!)! + Double(clip.attributes["height"]!)!
    let triangles = inspector.elements.filter {
      $0.name == "path" && ($0.attributes["d"] ?? "").hasSuffix("l-4 -7 h8 z")
    }
    let apexes = triangles.map {
      $0.attributes["d"]!.dropFirst().split(separator: " ").prefix(2).map { Double($0)! }
    }
    #expect(apexes.count == 2)
    for (apex, time) in zip(apexes, [0.25, 0.5]) {
      #expect(abs(apex[0] - (x0 + time * width)) < 0.01 && abs(apex[1] - bottom) < 0.01)
    }
    let unmarked = try SVGChart().render(Chart(series: [Self.series("a")]))
    #expect(!unmarked.contains("time-marks"))
    chart.timeMarks = [.nan]
    #expect(throws: PlotError.self) { try SVGChart().render(chart) }
  }

  @Test("Long series are thinned per pixel column and keep their extremes")
  func thinning() throws {
    let n = 100_000
    let times = (0..<n).map { Double($0) / Double(n - 1) }
    let values = times.map { sin(200 * $0) }
    let svg = try SVGChart().render(
      Chart(series: [try Series(label: "fast", times: times, values: values)]))
    let inspector = try SVGInspector.inspect(svg)
    let polyline = try #require(inspector.elements.first { $0.name == "polyline" })
    let ys = polyline.attributes["points"]!.split(separator: " ").map {
      Double($0.split(separator: ",")[1])!
    }
    #expect(ys.count < 4 * 720)
    let frame = try #require(
      inspector.elements.first { $0.name == "rect" && $0.attributes["fill"] == nil })
    let top = Double(frame.attributes["y"]!)!
    let height = Double(frame.attributes["height"]!)!
    // The value axis is padded by 5 % of the span; ±1 therefore maps 1/22 of the height inside.
    #expect(abs(ys.min()! - (top + height / 22)) < 0.05)
    #expect(abs(ys.max()! - (top + height * 21 / 22)) < 0.05)
  }

  @Test("A long title shrinks, then is cut with an ellipsis, to stay inside the document")
  func longTitle() throws {
    let title = String(repeating: "wide title ", count: 20)
    let svg = try SVGChart(width: 400, height: 300).render(
      Chart(title: title, series: [Self.series("a")]))
    let inspector = try SVGInspector.inspect(svg)
    let shown = try #require(inspector.texts.last { $0.hasPrefix("wide title") })  // after <title>
    #expect(shown.hasSuffix("…"))
    let element = try #require(inspector.elements.first { $0.attributes["font-weight"] == "bold" })
    let size = try #require(Double(element.attributes["font-size"] ?? ""))
    #expect(size >= 11 && size < 16)
    // 0.68 em is a generous average advance for bold sans-serif.
    #expect(Double(shown.count) * size * 0.68 <= 400 - 24 + size * 0.68)
  }

  @Test("A single sample is marked with a dot")
  func singleSample() throws {
    let s = try Series(label: "one", times: [0.25], values: [0.5])
    let inspector = try SVGInspector.inspect(try SVGChart().render(Chart(series: [s])))
    #expect(inspector.elements.filter { $0.name == "circle" }.count == 1)
  }

  @Test("Too small a size is a typed error")
  func tooSmall() {
    #expect(throws: PlotError.self) {
      try SVGChart(width: 100, height: 400).render(Chart(series: [Self.series("a")]))
    }
    #expect(throws: PlotError.self) {
      try SVGChart(width: .nan, height: 400).render(Chart(series: [Self.series("a")]))
    }
  }

  @Test("Infinite velocities split the dashed line, mark a lone sample, keep the axis finite")
  func infiniteVelocities() throws {
    // Runs of finite velocities: samples 0–4, 6 alone, 8–10.
    let times = (0...10).map { Double($0) / 10 }
    let s = try Series(
      label: "tangent", times: times, values: times,
      velocities: [2, 2, 2, 2, 2, .infinity, 2, -.infinity, 2, 2, 2])
    let svg = try SVGChart().render(Chart(series: [s], showsVelocity: true))
    #expect(svgWellFormednessError(svg) == nil)
    #expect(!svg.lowercased().contains("inf") && !svg.lowercased().contains("nan"))
    let inspector = try SVGInspector.inspect(svg)
    let polylines = inspector.elements.filter { $0.name == "polyline" }
    let dashed = polylines.filter { $0.attributes["stroke-dasharray"] != nil }
    #expect(polylines.count == 4 && dashed.count == 3)
    let counts = dashed.map { $0.attributes["points"]!.split(separator: " ").count }
    #expect(counts == [5, 1, 3])
    #expect(inspector.elements.filter { $0.name == "circle" }.count == 1)
    // Velocity ticks cover 0…2 (padded by 5 %), nothing near the clamp limit.
    #expect(inspector.texts.contains("2"))
    #expect(!inspector.texts.contains { $0.contains("e+") })
    // Every velocity point sits on the same height: the finite samples are all 2.
    let ys = Set(
      dashed.flatMap { $0.attributes["points"]!.split(separator: " ") }.map {
        $0.split(separator: ",")[1]
      })
    #expect(ys.count == 1)
  }

  @Test("A chart without velocity draws the same whatever the velocity column holds")
  func velocitiesNotShown() throws {
    let times = (0...10).map { Double($0) / 10 }
    let infinite = try Series(
      label: "a", times: times, values: times, velocities: times.map { _ in .infinity })
    let none = try Series(label: "a", times: times, values: times)
    #expect(
      try SVGChart().render(Chart(series: [infinite]))
        == (try SVGChart().render(Chart(series: [none]))))
  }
}

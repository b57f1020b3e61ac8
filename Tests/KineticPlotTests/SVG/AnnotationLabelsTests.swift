import Foundation
import Testing

@testable import KineticPlot

/// The collision pass that places annotation tags: crowded tags never overlap each other or a
/// ring, and a lone tag stays where it always went.
@Suite("Annotation labels")
struct AnnotationLabelsTests {
  static let labels = AnnotationLabels(plotTop: 16, plotBottom: 400, width: 720, height: 450)

  static func expectDisjoint(_ boxes: [AnnotationLabels.Box], _ what: String) {
    for i in boxes.indices {
      for j in boxes.indices where j > i {
        #expect(!boxes[i].intersects(boxes[j]), "\(what): tags \(i + 1) and \(j + 1) overlap")
      }
    }
  }

  @Test func aLoneTagKeepsItsPlace() {
    let point = Self.labels.place([AnnotationLabels.Mark(tag: "(1)", x: 300, y: 200)])
    #expect(point.map(\.x) == [308] && point.map(\.y) == [192] && point.map(\.centred) == [false])
    let line = Self.labels.place([AnnotationLabels.Mark(tag: "(1)", x: 300, y: nil)])
    #expect(line.map(\.x) == [300] && line.map(\.y) == [12] && line.map(\.centred) == [true])
  }

  /// Six marks at one point and four settling lines at one time: every tag finds its own
  /// place, inside the document, off every ring.
  @Test func crowdedTagsDoNotOverlap() {
    let marks =
      (1...6).map { AnnotationLabels.Mark(tag: "(\($0))", x: 350, y: 100) }
      + (7...10).map { AnnotationLabels.Mark(tag: "(\($0))", x: 352, y: nil) }
    let placed = Self.labels.place(marks)
    #expect(placed.count == marks.count)
    Self.expectDisjoint(placed.map(\.box), "crowded")
    let ring = AnnotationLabels.Box(minX: 343, minY: 93, maxX: 357, maxY: 107)
    for (k, p) in placed.enumerated() {
      #expect(!p.box.intersects(ring), "tag \(k + 1) covers the ring")
      #expect(p.box.minX >= 0 && p.box.maxX <= 720 && p.box.minY >= 0 && p.box.maxY <= 450)
    }
  }

  @Test func boxesIntersectOnlyWithSharedInterior() {
    let a = AnnotationLabels.Box(minX: 0, minY: 0, maxX: 10, maxY: 10)
    #expect(a.intersects(AnnotationLabels.Box(minX: 9, minY: 9, maxX: 20, maxY: 20)))
    #expect(!a.intersects(AnnotationLabels.Box(minX: 10, minY: 0, maxX: 20, maxY: 10)))
    #expect(a.overlap(AnnotationLabels.Box(minX: 5, minY: 5, maxX: 20, maxY: 20)) == 25)
  }

  /// Through the SVG renderer: tags read back from the document are disjoint.
  @Test func theSVGChartWritesDisjointTags() throws {
    let times = (0...200).map { Double($0) / 200 }
    let series = try (0..<3).map { k in
      try Series(
        label: "s\(k)", times: times,
        values: times.map { 1 + 0.05 * sin(Double.pi * $0) + Double(k) * 1e-4 })
    }
    var chart = Chart(title: "crowded", series: series)
    chart.annotations =
      (0..<3).map { Chart.Annotation(seriesIndex: $0, x: 0.5, y: 1.05, text: "peak") }
      + (0..<3).map {
        Chart.Annotation(seriesIndex: $0, x: 0.5 + Double($0) * 1e-3, text: "settles")
      }
    let svg = try SVGChart().render(chart)
    let group = try #require(svg.firstRange(of: "<g class=\"annotations\""))
    let body = svg[group.upperBound...]
    let end = try #require(body.firstRange(of: "</g>"))
    let tags = body[..<end.lowerBound].ranges(of: "<text ").map { range -> AnnotationLabels.Box in
      let element = body[range.upperBound...].prefix { $0 != ">" }
      func attribute(_ name: String) -> Double {
        guard let at = element.firstRange(of: " \(name)=\"") else { return .nan }
        return Double(element[at.upperBound...].prefix { $0 != "\"" }) ?? .nan
      }
      let width = SVGDocument.textWidth("(1)", size: 11)
      let x = attribute("x") - (element.contains("middle") ? width / 2 : 0)
      return AnnotationLabels.box(x: x, y: attribute("y"), width: width)
    }
    #expect(tags.count == 6)
    Self.expectDisjoint(tags, "svg")
  }
}

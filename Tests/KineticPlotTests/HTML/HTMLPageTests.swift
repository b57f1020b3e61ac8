import KineticPlot
import KineticTestSupport
import Testing

@Suite("HTML page")
struct HTMLPageTests {
  static func page(frames: [HTMLPage.Frame] = []) throws -> String {
    let s = try Series(
      label: "a</script>b", times: [0, 0.5, 1], values: [0, 0.8, 1], velocities: [0, 1, 0])
    return try HTMLPage(
      chart: Chart(title: "T & <U>", series: [s]), specs: ["spring(duration: 0.5)", "x<y"],
      frames: frames
    ).render()
  }

  @Test func theDocumentIsSelfContained() throws {
    let html = try Self.page()
    #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
    #expect(html.hasSuffix("</html>\n"))
    // Nothing to fetch: no src/href attributes, no URL but the SVG namespace.
    #expect(!html.contains("src="))
    #expect(!html.contains("href="))
    #expect(html.ranges(of: "http").count == html.ranges(of: "http://www.w3.org/2000/svg").count)
    // The chart is inline, without its XML declaration.
    #expect(!html.contains("<?xml"))
    #expect(html.ranges(of: "<svg ").count == 1)
  }

  @Test func textIsEscapedEverywhere() throws {
    let html = try Self.page()
    #expect(html.contains("<title>T &amp; &lt;U&gt;</title>"))
    #expect(html.contains("<code id=\"spec-1\">x&lt;y</code>"))
    // A label cannot close the data script element.
    #expect(html.ranges(of: "</script>").count == 3)
    #expect(html.contains(#""label":"a\u003c/script\u003eb""#))
  }

  @Test func framesAreEmbeddedInOrderAndOnlyTheFirstIsShown() throws {
    let svg = "<?xml version=\"1.0\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\"><rect/></svg>"
    let html = try Self.page(frames: [
      HTMLPage.Frame(time: 0, svg: svg), HTMLPage.Frame(time: 0.5, svg: svg),
    ])
    #expect(html.contains("<div class=\"frame\" data-index=\"0\"><svg"))
    #expect(html.contains("<div class=\"frame\" data-index=\"1\" hidden><svg"))
    #expect(
      html.contains("<script type=\"application/json\" id=\"kinetic-frames\">[0,0.5]</script>"))
    #expect(!html.contains("<?xml"))
  }

  /// Written in parts — opening, one frame at a time, closing — the page is the same text as
  /// rendered whole, with and without frames.
  @Test(arguments: [0, 1, 3])
  func thePageWrittenInPartsIsThePageRenderedWhole(frameCount: Int) throws {
    let frames = (0..<frameCount).map {
      HTMLPage.Frame(
        time: Double($0) / 2,
        svg:
          "<?xml version=\"1.0\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\"><g id=\"f\($0)\"/></svg>"
      )
    }
    let s = try Series(label: "x", times: [0, 1], values: [0, 1], velocities: [1, 1])
    let whole = HTMLPage(chart: Chart(title: "parts", series: [s]), specs: ["s"], frames: frames)
    let parts = HTMLPage(chart: Chart(title: "parts", series: [s]), specs: ["s"])
    let (opening, closing) = try parts.textAroundFrames(frameTimes: frames.map(\.time))
    var text = opening
    for (index, frame) in frames.enumerated() {
      text += HTMLPage.frameText(frame.svg, index: index)
    }
    text += closing
    #expect(text == (try whole.render()))
    // The scene comes first: its frames before the chart.
    if !frames.isEmpty {
      let framesAt = try #require(text.firstRange(of: "<div id=\"frames\""))
      let chartAt = try #require(text.firstRange(of: "<div id=\"chart\">"))
      #expect(framesAt.lowerBound < chartAt.lowerBound)
    }
  }

  @Test func aChartWithoutDataIsAnError() {
    #expect(throws: PlotError.noData) { try HTMLPage(chart: Chart(series: [])).render() }
  }
}

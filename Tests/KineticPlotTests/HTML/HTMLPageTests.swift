import KineticTestSupport
import Testing

@testable import KineticPlot

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
    #expect(html.ranges(of: "</script>").count == 4)
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

  // MARK: Panels, notes, theme, code, studio link (issue 35)

  static func series(_ label: String, unit: String, _ f: (Double) -> Double) throws -> Series {
    let times = (0...100).map { Double($0) / 100 }
    var s = try Series(label: label, times: times, values: times.map(f))
    s.unit = unit
    return s
  }

  /// The `<figure class="panel">` elements' units, in order.
  static func panelUnits(_ html: String) -> [String] {
    html.ranges(of: "<figure class=\"panel\" data-unit=\"").map { range in
      String(html[range.upperBound...].prefix { $0 != "\"" })
    }
  }

  @Test func eachUnitGetsItsOwnPanelAndValueAxis() throws {
    let chart = Chart(
      title: "units",
      series: [
        try Self.series("opacityIn", unit: "opacity") { $0 },
        try Self.series("moveX", unit: "points") { -60 + 60 * $0 },
        try Self.series("opacityOut", unit: "opacity") { 1 - $0 },
        try Self.series("spin", unit: "degrees") { 90 * $0 },
      ], referenceValues: [])
    let html = try HTMLPage(chart: chart).render()
    #expect(Self.panelUnits(html) == ["opacity", "points", "degrees"])
    #expect(html.ranges(of: "<svg ").count == 3)
    // Each panel's value axis is captioned with its unit (the rotated y caption).
    for unit in ["opacity", "points", "degrees"] {
      #expect(html.contains(">\(unit)</text>"), "no axis caption \(unit)")
    }
    // The read-out is grouped by unit, each group headed by it.
    #expect(html.ranges(of: "<tr class=\"unit\">").count == 3)
    // The panels share the time axis: every plot area has the same x and width.
    let areas = html.ranges(of: "<clipPath id=\"plot-area\"><rect ").map { range in
      String(html[range.upperBound...].prefix { $0 != "/" })
    }
    #expect(areas.count == 3)
    let xs = areas.map {
      $0.split(separator: " ").filter { $0.hasPrefix("x=") || $0.hasPrefix("width=") }
    }
    #expect(Set(xs.map { $0.joined(separator: " ") }).count == 1, "\(areas)")
  }

  @Test func oneUnitIsOnePanelAtThePageSize() throws {
    let chart = Chart(series: [
      try Self.series("a", unit: "") { $0 }, try Self.series("b", unit: "") { $0 * $0 },
    ])
    let html = try HTMLPage(chart: chart, height: 480).render()
    #expect(Self.panelUnits(html) == [""])
    #expect(html.contains("height=\"480\""))
    #expect(!html.contains("<tr class=\"unit\">"))
  }

  @Test func theSceneComesBeforeTheChart() throws {
    let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\"><rect/></svg>"
    let html = try Self.page(frames: [HTMLPage.Frame(time: 0, svg: svg)])
    let scene = try #require(html.firstRange(of: "<div id=\"frames\""))
    let chart = try #require(html.firstRange(of: "<div id=\"chart\">"))
    let specs = try #require(html.firstRange(of: "<section id=\"specs\""))
    #expect(scene.lowerBound < chart.lowerBound)
    #expect(chart.lowerBound < specs.lowerBound)
  }

  /// Two series 8.4e-4 apart (merge and additive after a retarget) draw as one line on a
  /// 0...1 axis a few hundred pixels tall: the page names both; distinct curves get no note.
  @Test func nearlyIdenticalSeriesGetAnOverlapNote() throws {
    let merge = try Self.series("merge", unit: "") { $0 * $0 }
    let additive = try Self.series("additive", unit: "") { $0 * $0 + 8.4e-4 * $0 }
    let restart = try Self.series("restart", unit: "") { $0 }
    let html = try HTMLPage(chart: Chart(series: [merge, additive, restart])).render()
    let notes = html.ranges(of: "<li class=\"overlap\">").map { range in
      String(html[range.upperBound...].prefix { $0 != "<" })
    }
    #expect(notes.count == 1, "\(notes)")
    let note = try #require(notes.first)
    #expect(note.hasPrefix("merge and additive overlap within a pixel (at most 0.00084 apart"))
    #expect(!note.contains("restart"))

    // Far apart (a tenth of the axis): no note at all.
    let distinct = try Self.series("apart", unit: "") { $0 * $0 + 0.1 }
    let separate = try HTMLPage(chart: Chart(series: [merge, distinct])).render()
    #expect(!separate.contains("class=\"overlap\""))
    #expect(!separate.contains("<ul id=\"notes\">"))
  }

  /// A gap of a few pixels on a short panel is visible: no note; the same gap on the page's
  /// single tall chart is under a pixel only if the axis is long enough.
  @Test func theOverlapThresholdIsOnePixelOfThePanel() throws {
    let a = try Self.series("a", unit: "") { $0 }
    let b = try Self.series("b", unit: "") { $0 + 0.02 }
    let html = try HTMLPage(chart: Chart(series: [a, b])).render()
    #expect(!html.contains("class=\"overlap\""))
    let gap = try #require(HTMLPage.largestGap(a, b, timeTolerance: 0))
    #expect(abs(gap - 0.02) <= 1e-15)
    // Different sample times: compared through linear interpolation, both ways.
    let coarse = try Series(label: "c", times: [0, 1], values: [0, 1])
    #expect(HTMLPage.largestGap(a, coarse, timeTolerance: 0) ?? 1 <= 1e-15)
    // Spans that differ by more than the tolerance are never one line.
    let short = try Series(label: "s", times: [0, 0.5], values: [0, 0.5])
    #expect(HTMLPage.largestGap(a, short, timeTolerance: 0.01) == nil)
  }

  /// Many equal curves (a spinner's instances before their delays) make one note, naming the
  /// first five and counting the rest.
  @Test func aLongGroupOfEqualCurvesIsCounted() throws {
    let equal = try (0..<8).map { k in try Self.series("s\(k)", unit: "") { $0 } }
    let html = try HTMLPage(chart: Chart(series: equal)).render()
    #expect(
      html.contains(
        "<li class=\"overlap\">s0, s1, s2, s3, s4 and 3 more coincide: one line hides the others.</li>"
      ))
    #expect(html.ranges(of: "<li class=\"overlap\">").count == 1)
  }

  @Test func theDarkThemeFollowsTheSystemSetting() throws {
    let html = try Self.page()
    #expect(html.contains("<meta name=\"color-scheme\" content=\"light dark\">"))
    let dark = try #require(html.firstRange(of: "@media (prefers-color-scheme: dark) {"))
    let rules = html[dark.upperBound...].prefix { $0 != "@" && $0 != "<" }
    #expect(rules.contains("body { color: #e8e8e8; background: #161616; }"))
    #expect(rules.contains("#chart svg { filter: invert(0.9) hue-rotate(180deg); }"))
  }

  @Test(arguments: [
    ("time (s)", "0 s", "/s"), ("progress", "progress 0", "/progress"), ("", "0", "/unit"),
  ])
  func theReadOutNamesTheXAxisUnit(label: String, shown: String, perUnit: String) throws {
    let s = try Series(label: "x", times: [0, 1], values: [0, 1], velocities: [1, 1])
    let html = try HTMLPage(chart: Chart(xLabel: label, series: [s])).render()
    #expect(html.contains(">\(shown)</output>"))
    #expect(html.contains("velocity (\(perUnit))</th>"))
  }

  @Test func theCopyButtonCopiesTheCodeShownNotTheSpec() throws {
    let s = try Series(label: "x", times: [0, 1], values: [0, 1])
    let code: [[HTMLPage.Code]] = [
      [
        HTMLPage.Code(target: "swiftui", text: ".easeInOut(duration: 0.35)"),
        HTMLPage.Code(target: "css", text: "transition: transform 0.35s ease-in-out;"),
        HTMLPage.Code(target: "lottie", text: "cannot export: no", isAvailable: false),
      ]
    ]
    let html = try HTMLPage(
      chart: Chart(series: [s]), specs: ["easeInOut", "kinetic demo x"], code: code
    ).render()
    // The menu lists the targets, the first shown; the others' code is embedded hidden.
    #expect(html.contains("<select id=\"target\"><option value=\"swiftui\">swiftui</option>"))
    #expect(
      html.contains(
        "<pre class=\"code\" data-target=\"swiftui\">.easeInOut(duration: 0.35)</pre>"))
    #expect(html.contains("<pre class=\"code\" data-target=\"css\" hidden>"))
    #expect(html.contains("<pre class=\"code unavailable\" data-target=\"lottie\" hidden>"))
    // The button names the spec, not an element holding the spec's text: the script copies
    // the visible code of that spec (the spec's own text only when it has no code).
    #expect(
      html.contains("<button type=\"button\" class=\"copy\" data-spec=\"0\">Copy code</button>"))
    #expect(html.contains("<button type=\"button\" class=\"copy\" data-spec=\"1\">Copy</button>"))
    #expect(!html.contains("data-target=\"spec-"))
    #expect(
      html.contains("if (codes.length === 0) { return entry.querySelector(\"code\").textContent; }")
    )
  }

  @Test func theStudioLinkCarriesEachSpecEncoded() throws {
    let s = try Series(label: "x", times: [0, 1], values: [0, 1])
    let html = try HTMLPage(
      chart: Chart(series: [s]), studioSpecs: ["spring(duration: 0.5, bounce: 0.3)", "a&b é"]
    ).render()
    #expect(
      html.contains(
        "<a href=\"studio.html#spec=spring(duration%3A%200.5%2C%20bounce%3A%200.3)&amp;spec=a%26b%20%C3%A9\">"
      ))
    #expect(html.contains("<code>kinetic studio -o studio.html</code>"))
    // Without specs, no link.
    #expect(!(try HTMLPage(chart: Chart(series: [s])).render()).contains("href="))
    #expect(HTMLPage.uriComponent("-_.!~*'()azAZ09 /?#") == "-_.!~*'()azAZ09%20%2F%3F%23")
  }
}

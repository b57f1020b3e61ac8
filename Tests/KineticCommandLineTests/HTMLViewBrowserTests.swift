import Foundation
import KineticTestSupport
import Testing

/// The `--format html` pages of `plot`, `retarget` and `demo`, loaded in headless Chromium:
/// the page is scrubbed to given times through its `#probe=` hook, its read-out is read back
/// from the DOM and compared with what `kinetic eval` (or the CSV of the same command) says at
/// those times. Every page must log nothing to the console and load with the network refused.
@Suite("HTML view in a real browser")
struct HTMLViewBrowserTests {
  /// One probe entry as the page writes it.
  struct Probe {
    var time: Double
    /// The read-out's text for the time, with its unit (`0.5 s`, `progress 0.5`).
    var shown: String
    var frame: Int?
    var values: [Double]
    /// `nil` for an infinite velocity (JSON `null`), absent (`[]`) when the series has none.
    var velocities: [Double?]
  }

  /// Writes `arguments` (a command ending in `--format html`) to a page, loads it with
  /// `#probe=` at `times`, and returns the probes; expects no console output.
  static func probe(_ arguments: [String], times: [Double]) throws -> (html: String, [Probe]) {
    let (html, probes, _) = try probe(arguments, times: times, target: nil)
    return (html, probes)
  }

  /// ``probe(_:times:)``, with the code menu set to `target`, returning also what each spec's
  /// copy button copies (`nil` where the target has no code).
  static func probe(_ arguments: [String], times: [Double], target: String?) throws -> (
    html: String, [Probe], copies: [String?]
  ) {
    let directory = try CommandLineHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let page = directory.appendingPathComponent("page.html")
    let result = CommandLineHarness.run(arguments + ["-o", page.path])
    #expect(result.status == 0, "\(arguments): \(result.standardError)")
    let html = try String(contentsOf: page, encoding: .utf8)
    let browser = try HeadlessChromium()
    var url = URLComponents(url: page, resolvingAgainstBaseURL: false)!
    url.fragment =
      "probe=" + times.map { "\($0)" }.joined(separator: ",")
      + (target.map { "&target=\($0)" } ?? "")
    let loaded = try browser.dumpDOM(url.url!)
    #expect(loaded.consoleMessages.isEmpty, "console: \(loaded.consoleMessages)")
    return (html, try parse(loaded.standardOutput), copies(loaded.standardOutput))
  }

  /// The texts in the dumped DOM's `#kinetic-copy` element.
  static func copies(_ dom: String) -> [String?] {
    guard let start = dom.range(of: "<pre id=\"kinetic-copy\">"),
      let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex)
    else { return [] }
    let text = dom[start.upperBound..<end.lowerBound]
      .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
      .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
    let json = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [Any] ?? []
    return json.map { $0 as? String }
  }

  /// The probes in the dumped DOM's `#kinetic-probe` element.
  static func parse(_ dom: String) throws -> [Probe] {
    guard let start = dom.range(of: "<pre id=\"kinetic-probe\">"),
      let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex)
    else {
      Issue.record("no probe output in the DOM")
      return []
    }
    let text = dom[start.upperBound..<end.lowerBound]
      .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
      .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
    let json = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]] ?? []
    return json.map { entry in
      let series = entry["series"] as? [[String: Any]] ?? []
      return Probe(
        time: Double(entry["time"] as? String ?? "") ?? .nan,
        shown: entry["shown"] as? String ?? "",
        frame: (entry["frame"] as? NSNumber)?.intValue,
        values: series.map { Double($0["value"] as? String ?? "") ?? .nan },
        velocities: series.compactMap { s -> Double?? in
          guard let text = s["velocity"] as? String else { return nil }
          let v = Double(text) ?? .nan
          return .some(v.isInfinite ? nil : v)
        })
    }
  }

  /// `(time, value, velocity)` rows of a CSV with a header line.
  static func rows(_ csv: String) -> [[Double]] {
    csv.split(separator: "\n").dropFirst().map { line in
      line.split(separator: ",", omittingEmptySubsequences: false).map { Double($0) ?? .nan }
    }
  }

  /// Read-out numbers must be exact (tolerance 0): the page embeds the doubles Kinetic computed
  /// as shortest round-trip text and reports them the same way, so nothing may round them.
  static func expectClose(_ a: Double, _ b: Double, _ what: String) {
    KineticTestSupport.expectClose(a, b, ulps: 0, "\(what): page against kinetic")
  }

  @Test("plot: the read-out at sample times is kinetic eval's; between them, linear")
  func plotReadOutMatchesEval() throws {
    let specs = [
      "spring(duration: 0.5, bounce: 0.3)", "easeInOut(duration: 0.4)", "circularEaseIn",
    ]
    // 51 samples over the longest duration; their times from the same plot as CSV (read with
    // Double(_:), which rounds correctly, unlike Foundation's JSON reader).
    let csv = CommandLineHarness.run(["plot"] + specs + ["--samples", "51", "--format", "csv"])
    let times = Self.rows(csv.standardOutput).map { $0[0] }
    try #require(times.count == 51)
    let sampled = [0, 7, 20, 35, 50].map { times[$0] }
    let between = (times[12] + times[13]) / 2
    let (html, probes) = try Self.probe(
      ["plot"] + specs + ["--samples", "51", "--format", "html"], times: sampled + [between])
    try #require(probes.count == sampled.count + 1)

    // Offline by construction: nothing but XML namespace names (SVG's, and Android's in the
    // android-xml export shown as code) is a URL.
    let urls = html.ranges(of: "http").count
    let namespaces =
      html.ranges(of: "http://www.w3.org/2000/svg").count
      + html.ranges(of: "http://schemas.android.com/apk/res/android").count
    #expect(urls == namespaces, "the page names a URL besides the XML namespaces")
    for spec in specs {
      #expect(html.contains(">\(spec.replacingOccurrences(of: "'", with: "&apos;"))</code>"))
    }

    for (index, spec) in specs.enumerated() {
      let eval = CommandLineHarness.run(
        [
          "eval", spec, "--at",
          (sampled + [times[12], times[13]]).map { "\($0)" }.joined(separator: ","),
        ])
      let expected = Self.rows(eval.standardOutput)
      try #require(expected.count == sampled.count + 2, "\(eval.standardError)")
      for (k, probe) in probes.prefix(sampled.count).enumerated() {
        #expect(probe.time == sampled[k])
        Self.expectClose(probe.values[index], expected[k][1], "\(spec) value at \(sampled[k])")
        if expected[k][2].isInfinite {
          #expect(probe.velocities[index] == nil, "\(spec) velocity at \(sampled[k]) is infinite")
        } else {
          Self.expectClose(
            probe.velocities[index] ?? .nan, expected[k][2], "\(spec) velocity at \(sampled[k])")
        }
      }
      // Midway between two samples the page shows their mean: it interpolates, never evaluates.
      let mid = probes[sampled.count]
      let a = expected[sampled.count]
      let b = expected[sampled.count + 1]
      #expect(isClose(mid.values[index], (a[1] + b[1]) / 2, 1e-15), "\(spec) between samples")
      #expect(isClose(mid.velocities[index] ?? .nan, (a[2] + b[2]) / 2, 1e-12 * max(1, abs(a[2]))))
    }
  }

  @Test("retarget: each mode's read-out is the retarget CSV at those times")
  func retargetReadOutMatchesCSV() throws {
    let base = [
      "retarget", "spring(duration: 0.5, bounce: 0.3)", "--retarget-at", "0.2", "--new-target",
      "0.5", "--mode", "merge,additive,restart", "--fps", "50", "--until", "1",
    ]
    let times = [0, 0.2, 0.34, 0.6, 1]
    let (_, probes) = try Self.probe(base + ["--format", "html"], times: times)
    // The same command as CSV, on the same 50 fps grid: the page must show its rows.
    let csv = CommandLineHarness.run(base + ["--velocity"])
    // header: time,merge,merge velocity,additive,additive velocity,restart,restart velocity
    let rows = Self.rows(csv.standardOutput)
    try #require(rows.count == 51 && probes.count == times.count, "\(csv.standardError)")
    for (k, probe) in probes.enumerated() {
      let expected = rows[Int((times[k] * 50).rounded())]
      #expect(expected[0] == times[k])
      for mode in 0..<3 {
        Self.expectClose(probe.values[mode], expected[1 + 2 * mode], "mode \(mode) at \(times[k])")
        Self.expectClose(
          probe.velocities[mode] ?? .nan, expected[2 + 2 * mode], "mode \(mode) v at \(times[k])")
      }
    }
  }

  @Test("demo: scrubbing shows the frame at that time and the demo's CSV values")
  func demoFramesFollowTheScrubber() throws {
    let times = [0, 0.25, 0.5, 1]
    let (html, probes) = try Self.probe(
      ["demo", "circle", "--fps", "20", "--format", "html"], times: times)
    #expect(html.components(separatedBy: "<div class=\"frame\"").count - 1 == 21)
    let csv = CommandLineHarness.run(["demo", "circle", "--fps", "20", "--format", "csv"])
    let expected = Self.rows(csv.standardOutput)
    try #require(probes.count == times.count && expected.count == 21)
    for (k, probe) in probes.enumerated() {
      let frame = Int((times[k] * 20).rounded())
      #expect(probe.frame == frame, "frame at \(times[k])")
      for (column, value) in probe.values.enumerated() {
        Self.expectClose(value, expected[frame][column + 1], "column \(column + 1) at \(times[k])")
      }
      #expect(probe.velocities.isEmpty)
    }
  }

  @Test("screenshot: the page draws its chart (non-blank, in the first series' colour)")
  func screenshotIsNotBlank() throws {
    let directory = try CommandLineHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let page = directory.appendingPathComponent("page.html")
    let shot = directory.appendingPathComponent("page.png")
    let result = CommandLineHarness.run(
      ["plot", "bouncy", "easeInOut", "--format", "html", "-o", page.path])
    try #require(result.status == 0)
    let loaded = try HeadlessChromium().screenshot(page, to: shot, width: 900, height: 900)
    #expect(loaded.consoleMessages.isEmpty, "console: \(loaded.consoleMessages)")
    let pixels = try PNGInspection(file: shot, colour: "#1f77b4")
    #expect(pixels.width == 900 && pixels.height == 900)
    // A blank page has no non-white pixels; the chart's frame, text and curves have thousands.
    #expect(pixels.nonWhitePixels > 5_000, "\(pixels)")
    #expect(pixels.colourPixels > 200, "the first series' curve and swatch: \(pixels)")
  }

  // MARK: Issue 35: code, overlap notes, units, studio link

  @Test("plot: each copy button copies kinetic export's code for the target shown")
  func copyCopiesTheCodeOfTheTargetShown() throws {
    let specs = ["spring(duration: 0.5, bounce: 0.3)", "easeInOut"]
    for target in ["swiftui", "css", "compose"] {
      let (_, _, copies) = try Self.probe(
        ["plot"] + specs + ["--format", "html"], times: [0], target: target)
      try #require(copies.count == specs.count, "\(target): \(copies)")
      for (spec, copied) in zip(specs, copies) {
        let export = CommandLineHarness.run(["export", spec, "--to", target])
        #expect(export.status == 0)
        #expect(copied == export.standardOutput, "\(spec) --to \(target)")
        #expect(copied != spec)
      }
    }
  }

  @Test("plot --axis progress: the read-out says progress, not seconds")
  func progressReadOutHasNoSeconds() throws {
    let (html, probes) = try Self.probe(
      ["plot", "easeInOut", "--axis", "progress", "--format", "html"], times: [0.5])
    #expect(probes.first?.time == 0.5)
    #expect(html.contains("velocity (/progress)"))
    #expect(!html.contains("velocity (/s)"))
    #expect(probes.first?.shown == "progress 0.5")
  }

  @Test("retarget: merge and additive, within a pixel, are named in a note; restart is not")
  func overlapNoteNamesMergeAndAdditive() throws {
    let result = CommandLineHarness.run([
      "retarget", "spring(duration: 0.5, bounce: 0.3)", "--retarget-at", "0.2", "--new-target",
      "0.5", "--mode", "merge,additive,restart", "--format", "html",
    ])
    #expect(result.status == 0)
    let html = result.standardOutput
    let note = try #require(html.firstRange(of: "<li class=\"overlap\">"))
    let text = html[note.upperBound...].prefix { $0 != "<" }
    #expect(text.hasPrefix("merge and additive overlap within a pixel"), "\(text)")
    #expect(!text.contains("restart"))
    #expect(html.ranges(of: "<li class=\"overlap\">").count == 1)
    // One spec, linked to the studio.
    #expect(
      html.contains(
        "<a href=\"studio.html#spec=spring(duration%3A%200.5%2C%20bounce%3A%200.3)\">"))
  }

  @Test("demo: the scene first, then one panel per unit; the curve linked to the studio")
  func demoPageHasScenePanelsAndStudioLink() throws {
    let result = CommandLineHarness.run(["demo", "transition", "--fps", "10", "--format", "html"])
    #expect(result.status == 0, "\(result.standardError)")
    let html = result.standardOutput
    let scene = try #require(html.firstRange(of: "<div id=\"frames\""))
    let chart = try #require(html.firstRange(of: "<div id=\"chart\">"))
    #expect(scene.lowerBound < chart.lowerBound)
    let units = html.ranges(of: "<figure class=\"panel\" data-unit=\"").map { range in
      String(html[range.upperBound...].prefix { $0 != "\"" })
    }
    #expect(units == ["opacity", "scale", "points", "degrees"])
    #expect(html.contains("<a href=\"studio.html#spec=easeInOut(duration%3A%201)\">"))
    let curve = CommandLineHarness.run([
      "demo", "circle", "--curve", "spring(duration: 0.4)", "--fps", "10", "--format", "html",
    ])
    #expect(curve.standardOutput.contains("studio.html#spec=spring(duration%3A%200.4)\""))
  }

  @Test("screenshots: light and dark themes differ where the page's background is")
  func lightAndDarkScreenshots() throws {
    let directory = try CommandLineHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let page = directory.appendingPathComponent("page.html")
    let result = CommandLineHarness.run(
      ["plot", "bouncy", "easeInOut", "--format", "html", "-o", page.path])
    try #require(result.status == 0)
    let light = directory.appendingPathComponent("light.png")
    let dark = directory.appendingPathComponent("dark.png")
    let browser = try HeadlessChromium()
    #expect(
      try browser.screenshot(page, to: light, width: 900, height: 900).consoleMessages.isEmpty)
    #expect(
      try browser.screenshot(page, to: dark, width: 900, height: 900, dark: true).consoleMessages
        .isEmpty)
    let lightPixels = try PNGInspection(file: light, colour: "#161616")
    let darkPixels = try PNGInspection(file: dark, colour: "#161616")
    // The dark page's background (#161616) fills most of the window; the light page is white
    // but for its chart lines and text.
    #expect(darkPixels.colourPixels > 900 * 900 / 2, "\(darkPixels)")
    #expect(lightPixels.nonWhitePixels < 900 * 900 / 4, "\(lightPixels)")
  }
}

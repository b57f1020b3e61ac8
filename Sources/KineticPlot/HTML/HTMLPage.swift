/// Renders a ``Chart`` as one self-contained interactive HTML page.
///
/// The page references nothing outside itself (no network, no fonts, no scripts from
/// elsewhere), so it works offline and from `file://`. It holds:
///
/// - the demo frame at the scrubbed time, first, when the page has ``frames``;
/// - the chart as inline SVG (``SVGChart``): one panel per unit of the series (``Series/unit``:
///   points, opacity, degrees, …), each with its own value axis, stacked over one shared time
///   axis (the same x range and plot width in every panel), with a cursor line at the current
///   time; under it a note naming each group of series whose curves overlap within a pixel over
///   their whole length, so that a reader who sees one line knows the other is under it;
/// - a read-out of the time (or progress) and each series' value and velocity at the cursor,
///   grouped by unit, following the pointer over the chart;
/// - play, pause and a scrub slider over the sampled span, moving a preview box along a track
///   per series (its position is the series' value between the smallest and largest value of
///   its unit);
/// - each spec with the code for a chosen export target (``code``) and a button that copies
///   that code, and a link that opens the specs in Kinetic Studio (``studioSpecs``);
/// - light and dark themes, following `prefers-color-scheme`.
///
/// The script does no animation mathematics: the samples are embedded as JSON (``JSONChart``),
/// and between two samples the read-out interpolates linearly (exactly the sample at a sample
/// time; after the last sample at a time, the later one, so a jump reads as its result). An
/// infinite velocity (a vertical tangent) is embedded as `null` and read out as `∞`.
///
/// Tests and tools can drive the page: with `#probe=T1,T2,...` in its address, the page scrubs
/// to each time in turn after loading and writes what the read-out shows into the element
/// `#kinetic-probe` as JSON (`[{"time":"…","shown":"…","frame":…,"series":[{"label":…,
/// "value":"…","velocity":"…"}]}]`), which a headless browser's `--dump-dom` prints. The time,
/// values and velocities are the read-out's exact numbers as JavaScript writes them (shortest
/// round-trip text, `inf` for an infinite velocity), as strings, so no JSON reader can round
/// them; `shown` is the time as the read-out writes it, with its unit. With
/// `#probe=…&target=NAME` the code menu is then set to that target, and the element
/// `#kinetic-copy` lists what each spec's copy button copies (`null` where the target has no
/// code).
public struct HTMLPage: Sendable {
  /// A demo frame to show while scrubbing: the SVG picture of the scene at `time`.
  public struct Frame: Sendable, Equatable {
    /// Seconds.
    public var time: Double
    /// A standalone SVG document (an XML declaration, if present, is dropped when embedding).
    public var svg: String

    /// Creates a frame.
    public init(time: Double, svg: String) {
      self.time = time
      self.svg = svg
    }
  }

  /// The chart drawn and read out; its ``Chart/title`` is also the page title.
  public var chart: Chart
  /// The specs shown, typically each series' spec or the command that made the page. A spec
  /// with code (``code``) has a copy button that copies the code for the chosen target; one
  /// without copies its own text (a command is its own code).
  public var specs: [String]
  /// For each entry of ``specs`` (by index), its code in each export target, in the order the
  /// target menu lists them; missing or empty for none. Every spec with code should offer the
  /// same targets: the menu is the first spec's.
  public var code: [[Code]] = []
  /// The motions the studio link opens (`studio.html#spec=…&spec=…`, one `spec` per motion,
  /// each `encodeURIComponent`-encoded); empty for no link.
  public var studioSpecs: [String] = []
  /// Demo frames in time order, shown at the scrubbed time; empty for none.
  public var frames: [Frame]
  /// Chart width in pixels (see ``SVGChart/width``).
  public var width: Double
  /// Chart height in pixels (see ``SVGChart/height``).
  public var height: Double

  /// Code for one spec in one ecosystem, as `kinetic export` writes it.
  public struct Code: Sendable, Equatable {
    /// The target's `kinetic export --to` name, e.g. `"swiftui"`, `"css"`.
    public var target: String
    /// The code, or when ``isAvailable`` is false the reason there is none.
    public var text: String
    /// Whether ``text`` is code (copied by the copy button) rather than a reason.
    public var isAvailable: Bool

    /// Creates a code entry.
    public init(target: String, text: String, isAvailable: Bool = true) {
      self.target = target
      self.text = text
      self.isAvailable = isAvailable
    }
  }

  /// Creates a page description.
  ///
  /// - Parameters:
  ///   - chart: the series; each should carry velocities for the read-out to show them.
  ///   - specs: the specs shown (default none).
  ///   - code: each spec's code per export target (default none).
  ///   - studioSpecs: the motions the studio link opens (default none: no link).
  ///   - frames: demo frames (default none).
  ///   - width: chart pixels, as ``SVGChart`` accepts (default 800).
  ///   - height: chart pixels (default 480).
  public init(
    chart: Chart, specs: [String] = [], code: [[Code]] = [], studioSpecs: [String] = [],
    frames: [Frame] = [], width: Double = 800, height: Double = 480
  ) {
    self.chart = chart
    self.specs = specs
    self.code = code
    self.studioSpecs = studioSpecs
    self.frames = frames
    self.width = width
    self.height = height
  }

  /// The HTML document.
  ///
  /// - Throws: whatever ``SVGChart/render(_:)`` throws for the chart (no data, a bad size).
  /// - Complexity: O(samples + frame text).
  public func render() throws(PlotError) -> String {
    let (opening, closing) = try textAroundFrames(frameTimes: frames.map(\.time))
    var out = opening
    out.reserveCapacity(
      opening.utf8.count + closing.utf8.count + frames.reduce(0) { $0 + $1.svg.utf8.count })
    for (index, frame) in frames.enumerated() {
      out += HTMLPage.frameText(frame.svg, index: index)
    }
    out += closing
    return out
  }

  /// The page's text before and after its frames, for writing a page whose frames are made one
  /// at a time: `opening`, then ``frameText(_:index:)`` for each frame in time order, then
  /// `closing`, concatenated, are the text ``render()`` gives for the same frames — only one
  /// frame need be in memory at once. ``frames`` is not read.
  ///
  /// The scene's frames come first on the page, under the title, then the chart, the overlap
  /// notes, the controls, the read-out, the code and the studio link: what the demo shows, then
  /// how its values move, then what to take away.
  ///
  /// - Parameter frameTimes: The time of each frame to be written, in order; empty for none.
  /// - Throws: whatever ``SVGChart/render(_:)`` throws for the chart (no data, a bad size),
  ///   before any text is given out.
  public func textAroundFrames(frameTimes: [Double]) throws(PlotError) -> (
    opening: String, closing: String
  ) {
    let panels = try self.panels()
    let title = chart.title.isEmpty ? "kinetic" : chart.title
    var opening = ""
    opening += "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
    opening += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
    opening += "<meta name=\"color-scheme\" content=\"light dark\">\n"
    opening += "<title>\(XMLText.escaped(title))</title>\n<style>\n\(HTMLPage.style)</style>\n"
    opening += "</head>\n<body>\n<h1>\(XMLText.escaped(title))</h1>\n"
    var closing = ""
    if !frameTimes.isEmpty {
      opening += "<div id=\"frames\" aria-label=\"scene\">\n"
      closing += "</div>\n"
    }
    closing += "<div id=\"chart\">\n"
    for panel in panels {
      closing += "<figure class=\"panel\" data-unit=\"\(XMLText.escaped(panel.unit))\">"
      closing += "\(HTMLPage.embeddable(panel.svg))</figure>\n"
    }
    closing += "</div>\n"
    let notes = panels.flatMap(\.notes)
    if !notes.isEmpty {
      closing += "<ul id=\"notes\">\n"
      for note in notes { closing += "<li class=\"overlap\">\(XMLText.escaped(note))</li>\n" }
      closing += "</ul>\n"
    }
    let axis = HTMLPage.axisUnit(chart.xLabel)
    closing += "<div id=\"controls\"><button type=\"button\" id=\"play\">Play</button>"
    closing += "<input type=\"range\" id=\"scrub\" aria-label=\"\(XMLText.escaped(axis.name))\""
    closing += " step=\"any\"><output id=\"time\" data-prefix=\"\(XMLText.escaped(axis.prefix))\""
    closing += " data-suffix=\"\(XMLText.escaped(axis.suffix))\">"
    closing += "\(XMLText.escaped(axis.prefix + "0" + axis.suffix))</output></div>\n"
    closing += readout(panels, velocityUnit: axis.perUnit)
    closing += codeSection()
    closing += "<pre id=\"kinetic-probe\" hidden></pre>\n<pre id=\"kinetic-copy\" hidden></pre>\n"
    closing += "<script type=\"application/json\" id=\"kinetic-data\">"
    closing += JSONChart().render(chart, newline: false)
    closing += "</script>\n<script type=\"application/json\" id=\"kinetic-units\">["
    closing += chart.series.map { JSONText.string($0.unit) }.joined(separator: ",")
    closing += "]</script>\n<script type=\"application/json\" id=\"kinetic-frames\">"
    closing += JSONText.array(frameTimes)
    closing += "</script>\n"
    closing += "<script>\n\(HTMLPage.script)</script>\n</body>\n</html>\n"
    return (opening, closing)
  }

  /// The read-out table: a body per panel (headed by its unit when there are several), a row
  /// per series with its swatch in the colour its panel draws it.
  func readout(_ panels: [Panel], velocityUnit: String) -> String {
    var text = "<table id=\"readout\"><thead><tr><th scope=\"col\">series</th>"
    text +=
      "<th scope=\"col\">value</th><th scope=\"col\">velocity (/\(XMLText.escaped(velocityUnit)))"
    text += "</th><th scope=\"col\" class=\"track-head\">preview</th></tr></thead>\n"
    for panel in panels {
      text += "<tbody data-unit=\"\(XMLText.escaped(panel.unit))\">\n"
      if panels.count > 1 {
        text += "<tr class=\"unit\"><th scope=\"rowgroup\" colspan=\"4\">"
        text += "\(XMLText.escaped(panel.caption))</th></tr>\n"
      }
      for (local, index) in panel.seriesIndices.enumerated() {
        let colour = SVGChart.palette[local % SVGChart.palette.count]
        text += "<tr data-series=\"\(index)\"><th scope=\"row\">"
        text += "<span class=\"swatch\" style=\"background:\(colour)\"></span>"
        text += "\(XMLText.escaped(chart.series[index].label))</th>"
        text += "<td class=\"value\"></td><td class=\"velocity\"></td>"
        text += "<td><div class=\"track\"><div class=\"box\" style=\"background:\(colour)\">"
        text += "</div></div></td></tr>\n"
      }
      text += "</tbody>\n"
    }
    return text + "</table>\n"
  }

  /// How the read-out writes a position on the x axis, from its caption: `time (s)` reads
  /// `0.25 s` (and velocities are per `s`), `progress` reads `progress 0.25` (velocities per
  /// `progress`), no caption a bare number.
  static func axisUnit(_ label: String) -> (
    name: String, prefix: String, suffix: String, perUnit: String
  ) {
    if label.hasSuffix(")"), let open = label.lastIndex(of: "(") {
      let unit = String(label[label.index(after: open)..<label.index(before: label.endIndex)])
      var name = label[..<open]
      while name.last == " " { name = name.dropLast() }
      return (String(name), "", " " + unit, unit)
    }
    if label.isEmpty { return ("position", "", "", "unit") }
    return (label, label + " ", "", label)
  }

  /// The page's text for the frame at `index` (0 for the first, which is shown before any
  /// scrubbing), whose picture is the SVG document `svg`.
  public static func frameText(_ svg: String, index: Int) -> String {
    "<div class=\"frame\" data-index=\"\(index)\"\(index == 0 ? "" : " hidden")>"
      + HTMLPage.embeddable(svg) + "</div>\n"
  }

  /// `svg` without its XML declaration, which has no place inside HTML.
  static func embeddable(_ svg: String) -> Substring {
    guard svg.hasPrefix("<?xml"), let end = svg.firstRange(of: "?>") else { return svg[...] }
    return svg[end.upperBound...].drop { $0 == "\n" }
  }
}

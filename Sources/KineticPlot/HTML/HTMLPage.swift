/// Renders a ``Chart`` as one self-contained interactive HTML page.
///
/// The page references nothing outside itself (no network, no fonts, no scripts from
/// elsewhere), so it works offline and from `file://`. It holds:
///
/// - the chart as inline SVG (``SVGChart``), with a cursor line at the current time;
/// - a read-out of the time and each series' value and velocity at the cursor, following the
///   pointer over the chart;
/// - play, pause and a scrub slider over the sampled time span, moving a preview box along a
///   track per series (its position is the series' value between the smallest and largest
///   value shown) and showing the demo frame at that time when the page has ``frames``;
/// - the text of each spec with a button that copies it.
///
/// The script does no animation mathematics: the samples are embedded as JSON (``JSONChart``),
/// and between two samples the read-out interpolates linearly (exactly the sample at a sample
/// time; after the last sample at a time, the later one, so a jump reads as its result). An
/// infinite velocity (a vertical tangent) is embedded as `null` and read out as `∞`.
///
/// Tests and tools can drive the page: with `#probe=T1,T2,...` in its address, the page scrubs
/// to each time in turn after loading and writes what the read-out shows into the element
/// `#kinetic-probe` as JSON (`[{"time":"…","frame":…,"series":[{"label":…,"value":"…",
/// "velocity":"…"}]}]`), which a headless browser's `--dump-dom` prints. The time, values and
/// velocities are the read-out's exact numbers as JavaScript writes them (shortest round-trip
/// text, `inf` for an infinite velocity), as strings, so no JSON reader can round them.
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
  /// Texts offered for copying, typically each series' spec or the command that made the page.
  public var specs: [String]
  /// Demo frames in time order, shown at the scrubbed time; empty for none.
  public var frames: [Frame]
  /// Chart width in pixels (see ``SVGChart/width``).
  public var width: Double
  /// Chart height in pixels (see ``SVGChart/height``).
  public var height: Double

  /// Creates a page description.
  ///
  /// - Parameters:
  ///   - chart: the series; each should carry velocities for the read-out to show them.
  ///   - specs: texts to copy (default none).
  ///   - frames: demo frames (default none).
  ///   - width: chart pixels, as ``SVGChart`` accepts (default 800).
  ///   - height: chart pixels (default 480).
  public init(
    chart: Chart, specs: [String] = [], frames: [Frame] = [], width: Double = 800,
    height: Double = 480
  ) {
    self.chart = chart
    self.specs = specs
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
  /// The scene's frames come first on the page, under the title and specs, then the chart, the
  /// controls and the read-out: what the demo shows, then how its values move.
  ///
  /// - Parameter frameTimes: The time of each frame to be written, in order; empty for none.
  /// - Throws: whatever ``SVGChart/render(_:)`` throws for the chart (no data, a bad size),
  ///   before any text is given out.
  public func textAroundFrames(frameTimes: [Double]) throws(PlotError) -> (
    opening: String, closing: String
  ) {
    let svg = try SVGChart(width: width, height: height).render(chart)
    let title = chart.title.isEmpty ? "kinetic" : chart.title
    var opening = ""
    opening += "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
    opening += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
    opening += "<meta name=\"color-scheme\" content=\"light dark\">\n"
    opening += "<title>\(XMLText.escaped(title))</title>\n<style>\n\(HTMLPage.style)</style>\n"
    opening += "</head>\n<body>\n<h1>\(XMLText.escaped(title))</h1>\n"
    if !specs.isEmpty {
      opening += "<section id=\"specs\" aria-label=\"specs\">\n"
      for (index, spec) in specs.enumerated() {
        opening += "<div class=\"spec\"><code id=\"spec-\(index)\">\(XMLText.escaped(spec))</code>"
        opening +=
          "<button type=\"button\" class=\"copy\" data-target=\"spec-\(index)\">Copy</button>"
        opening += "</div>\n"
      }
      opening += "</section>\n"
    }
    var closing = ""
    if !frameTimes.isEmpty {
      opening += "<div id=\"frames\" aria-label=\"scene\">\n"
      closing += "</div>\n"
    }
    closing += "<div id=\"chart\">\n\(HTMLPage.embeddable(svg))</div>\n"
    closing += "<div id=\"controls\"><button type=\"button\" id=\"play\">Play</button>"
    closing += "<input type=\"range\" id=\"scrub\" aria-label=\"time\" step=\"any\">"
    closing += "<output id=\"time\">0 s</output></div>\n"
    closing += "<table id=\"readout\"><thead><tr><th scope=\"col\">series</th>"
    closing += "<th scope=\"col\">value</th><th scope=\"col\">velocity (/s)</th>"
    closing += "<th scope=\"col\" class=\"track-head\">preview</th></tr></thead><tbody>\n"
    for (index, series) in chart.series.enumerated() {
      let colour = SVGChart.palette[index % SVGChart.palette.count]
      closing += "<tr data-series=\"\(index)\"><th scope=\"row\">"
      closing += "<span class=\"swatch\" style=\"background:\(colour)\"></span>"
      closing +=
        "\(XMLText.escaped(series.label))</th><td class=\"value\"></td><td class=\"velocity\"></td>"
      closing += "<td><div class=\"track\"><div class=\"box\" style=\"background:\(colour)\">"
      closing += "</div></div></td></tr>\n"
    }
    closing += "</tbody></table>\n"
    closing += "<pre id=\"kinetic-probe\" hidden></pre>\n"
    closing += "<script type=\"application/json\" id=\"kinetic-data\">"
    closing += JSONChart().render(chart, newline: false)
    closing += "</script>\n<script type=\"application/json\" id=\"kinetic-frames\">"
    closing += JSONText.array(frameTimes)
    closing += "</script>\n"
    closing += "<script>\n\(HTMLPage.script)</script>\n</body>\n</html>\n"
    return (opening, closing)
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

  static let style = """
    body { font-family: sans-serif; margin: 1.5em; color: #111; background: #fff; }
    h1 { font-size: 1.2em; }
    #chart svg { max-width: 100%; height: auto; display: block; }
    .spec { margin: 0.3em 0; }
    .spec code { background: #f3f3f3; padding: 0.2em 0.4em; margin-right: 0.5em; }
    #controls { display: flex; gap: 0.75em; align-items: center; margin: 0.75em 0; }
    #scrub { flex: 1; }
    #time { font-variant-numeric: tabular-nums; min-width: 7em; }
    #readout { border-collapse: collapse; width: 100%; }
    #readout th, #readout td { text-align: left; padding: 0.2em 0.6em; }
    #readout td { font-variant-numeric: tabular-nums; }
    .swatch { display: inline-block; width: 0.8em; height: 0.8em; margin-right: 0.4em; }
    .track { position: relative; height: 20px; background: #eee; min-width: 200px; }
    .box { position: absolute; top: 2px; width: 16px; height: 16px; left: 0; }
    #frames svg { max-width: 100%; height: auto; }
    @media (prefers-color-scheme: dark) {
      body { color: #e8e8e8; background: #161616; }
      .spec code { background: #2b2b2b; }
      .track { background: #333; }
      /* The chart is drawn for a white page: inverted, with its hues turned back. */
      #chart svg { filter: invert(0.9) hue-rotate(180deg); }
    }

    """

  /// The page's script: reads the embedded samples, interpolates between them, drives the
  /// read-out, cursor, preview boxes, frames, play/pause, copy buttons and the probe hook.
  static let script = """
    "use strict";
    (function () {
      const data = JSON.parse(document.getElementById("kinetic-data").textContent);
      const frameTimes = JSON.parse(document.getElementById("kinetic-frames").textContent);
      const series = data.series;
      let t0 = Infinity, t1 = -Infinity, v0 = Infinity, v1 = -Infinity;
      for (const s of series) {
        for (const t of s.times) { t0 = Math.min(t0, t); t1 = Math.max(t1, t); }
        for (const v of s.values) { v0 = Math.min(v0, v); v1 = Math.max(v1, v); }
      }
      for (const v of data.referenceValues) { v0 = Math.min(v0, v); v1 = Math.max(v1, v); }
      if (!(t1 > t0)) { t1 = t0 + 1; }
      if (!(v1 > v0)) { v1 = v0 + 1; }

      // The sample at t: exact at a sample time (the last of equal times), else linear
      // between the two samples around t. No animation maths here.
      function sampleAt(s, t) {
        const n = s.times.length;
        if (n === 0) { return null; }
        let lo = 0, hi = n - 1;
        if (t <= s.times[0]) { hi = 0; }
        else if (t >= s.times[n - 1]) { lo = n - 1; }
        else {
          while (hi - lo > 1) {
            const mid = (lo + hi) >> 1;
            if (s.times[mid] <= t) { lo = mid; } else { hi = mid; }
          }
        }
        if (t <= s.times[0]) { lo = 0; while (lo + 1 < n && s.times[lo + 1] === s.times[0]) { lo++; } }
        const vel = s.velocities;
        if (lo === n - 1 || s.times[lo] === t || hi === lo) {
          return { value: s.values[lo], velocity: vel ? vel[lo] : undefined };
        }
        const a = s.times[lo], b = s.times[hi], f = (t - a) / (b - a);
        const value = s.values[lo] + (s.values[hi] - s.values[lo]) * f;
        let velocity;
        if (vel) {
          const p = vel[lo], q = vel[hi];
          velocity = (p === null || q === null) ? (f < 0.5 ? p : q) : p + (q - p) * f;
        }
        return { value: value, velocity: velocity };
      }

      function show(x) {
        if (x === null) { return "\\u221e"; }
        if (x === undefined) { return "\\u2013"; }
        return Number(x.toPrecision(6)).toString();
      }

      const scrub = document.getElementById("scrub");
      const timeOut = document.getElementById("time");
      const rows = Array.from(document.querySelectorAll("#readout tbody tr"));
      const frames = Array.from(document.querySelectorAll("#frames .frame"));
      scrub.min = String(t0);
      scrub.max = String(t1);

      const svg = document.querySelector("#chart svg");
      const area = svg ? svg.querySelector("clipPath rect") : null;
      let cursor = null, px0 = 0, pw = 1, py0 = 0, ph = 1;
      if (svg && area) {
        px0 = Number(area.getAttribute("x")); pw = Number(area.getAttribute("width"));
        py0 = Number(area.getAttribute("y")); ph = Number(area.getAttribute("height"));
        cursor = document.createElementNS("http://www.w3.org/2000/svg", "line");
        cursor.setAttribute("id", "cursor");
        cursor.setAttribute("y1", String(py0));
        cursor.setAttribute("y2", String(py0 + ph));
        cursor.setAttribute("stroke", "#555555");
        cursor.setAttribute("stroke-dasharray", "3 3");
        svg.appendChild(cursor);
      }

      let current = t0;
      function setTime(t) {
        t = Math.min(Math.max(t, t0), t1);
        current = t;
        scrub.value = String(t);
        timeOut.textContent = show(t) + " s";
        timeOut.dataset.time = String(t);
        series.forEach(function (s, i) {
          const row = rows[i];
          const sample = sampleAt(s, t);
          if (!row || !sample) { return; }
          const valueCell = row.querySelector(".value");
          const velocityCell = row.querySelector(".velocity");
          valueCell.textContent = show(sample.value);
          valueCell.dataset.value = String(sample.value);
          velocityCell.textContent = show(sample.velocity);
          velocityCell.dataset.value = sample.velocity === null ? "inf" : String(sample.velocity);
          const box = row.querySelector(".box");
          const p = (sample.value - v0) / (v1 - v0);
          box.style.left = "calc(" + (p * 100).toFixed(3) + "% - " + (p * 16).toFixed(3) + "px)";
        });
        if (cursor) {
          const x = px0 + (t - t0) / (t1 - t0) * pw;
          cursor.setAttribute("x1", String(x));
          cursor.setAttribute("x2", String(x));
        }
        if (frames.length > 0) {
          let k = 0;
          while (k + 1 < frameTimes.length && frameTimes[k + 1] <= t) { k++; }
          frames.forEach(function (f, i) { f.hidden = i !== k; });
          document.getElementById("frames").dataset.frame = String(k);
        }
      }

      scrub.addEventListener("input", function () { pause(); setTime(Number(scrub.value)); });
      if (svg) {
        svg.addEventListener("mousemove", function (event) {
          const box = svg.getBoundingClientRect();
          const scale = box.width > 0 ? svg.viewBox.baseVal.width / box.width : 1;
          const x = (event.clientX - box.left) * scale;
          if (x < px0 || x > px0 + pw) { return; }
          pause();
          setTime(t0 + (x - px0) / pw * (t1 - t0));
        });
      }

      const play = document.getElementById("play");
      let playing = false, last = 0;
      function frame(now) {
        if (!playing) { return; }
        const dt = (now - last) / 1000;
        last = now;
        setTime(current >= t1 ? t0 : Math.min(t1, current + dt));
        requestAnimationFrame(frame);
      }
      function pause() { playing = false; play.textContent = "Play"; }
      play.addEventListener("click", function () {
        if (playing) { pause(); return; }
        playing = true;
        play.textContent = "Pause";
        if (current >= t1) { setTime(t0); }
        last = performance.now();
        requestAnimationFrame(frame);
      });

      document.querySelectorAll("button.copy").forEach(function (button) {
        button.addEventListener("click", function () {
          const code = document.getElementById(button.dataset.target);
          const selectIt = function () {
            const range = document.createRange();
            range.selectNodeContents(code);
            const selection = window.getSelection();
            selection.removeAllRanges();
            selection.addRange(range);
            button.textContent = "Selected";
          };
          if (navigator.clipboard && window.isSecureContext) {
            navigator.clipboard.writeText(code.textContent)
              .then(function () { button.textContent = "Copied"; }, selectIt);
          } else {
            selectIt();
          }
        });
      });

      setTime(t0);

      const probe = /^#probe=(.*)$/.exec(location.hash);
      if (probe) {
        const report = [];
        for (const text of decodeURIComponent(probe[1]).split(",")) {
          setTime(Number(text));
          report.push({
            time: timeOut.dataset.time,
            frame: frames.length > 0 ? Number(document.getElementById("frames").dataset.frame) : null,
            series: rows.map(function (row, i) {
              const v = row.querySelector(".velocity").dataset.value;
              return {
                label: series[i].label,
                value: row.querySelector(".value").dataset.value,
                velocity: v === "undefined" ? undefined : v
              };
            })
          });
        }
        const out = document.getElementById("kinetic-probe");
        out.textContent = JSON.stringify(report);
        out.hidden = false;
      }
    })();

    """
}

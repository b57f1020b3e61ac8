/// The layout and text of one SVG chart; internal to ``SVGChart``.
struct SVGDocument {
  let chart: Chart
  let traces: [Trace]
  let width: Double
  let height: Double
  private var out = ByteBuffer(capacity: 1 << 14)

  init(chart: Chart, traces: [Trace], width: Double, height: Double) {
    self.chart = chart
    self.traces = traces
    self.width = width
    self.height = height
  }

  static let tickFont = 12.0
  static let captionFont = 13.0
  static let titleFont = 16.0
  /// Average advance of a sans-serif character as a fraction of the font size; used to keep
  /// labels from overlapping without measuring glyphs.
  static let characterWidth = 0.58

  static func textWidth(_ text: String, size: Double) -> Double {
    Double(text.count) * size * characterWidth
  }

  /// A value axis: data range padded by 5 % on each side, with ticks inside it.
  struct Axis {
    var lower: Double
    var upper: Double
    var ticks: [(value: Double, label: String)]

    init(lower: Double, upper: Double, maxTicks: Int, padding: Double) {
      let (l, u) = AxisRange.widened(lower, upper)
      let pad = (u - l) * padding
      self.lower = l - pad
      self.upper = u + pad
      let scale = NiceScale.ticks(lower: self.lower, upper: self.upper, maxTicks: maxTicks)
      ticks = Array(zip(scale.values, scale.labels))
    }

    var labelWidth: Double {
      ticks.map { SVGDocument.textWidth($0.label, size: SVGDocument.tickFont) }.max() ?? 0
    }

    /// Position of `v` along a pixel extent from `start` (at lower) to `end` (at upper).
    func pixel(_ v: Double, from start: Double, to end: Double) -> Double {
      let p = start + (v - lower) / (upper - lower) * (end - start)
      // The axis covers the data, so this only guards against rounding and absurd values.
      return min(max(p, -1e6), 1e6)
    }
  }

  mutating func render() throws(PlotError) -> String {
    let valueTraces = traces.filter { !$0.isVelocity }
    let velocityTraces = traces.filter(\.isVelocity)
    let hasRightAxis = !velocityTraces.isEmpty
    let title = chart.title
    let captionSpace = SVGDocument.captionFont + 8

    // Legend rows depend only on the width, so the bottom margin is known first.
    let legendRows = legendLayout(maxWidth: width - 40)
    let top = title.isEmpty ? 16.0 : 44.0
    let bottom =
      10 + SVGDocument.tickFont + 8 + (chart.xLabel.isEmpty ? 0 : captionSpace + 4)
      + Double(legendRows.count) * 20 + 12
    let plotHeight = height - top - bottom
    guard plotHeight >= 60 else {
      throw tooSmall(needWidth: width, needHeight: height - plotHeight + 60)
    }

    let yMaxTicks = max(2, Int(plotHeight / 45) + 1)
    let (vl, vu) =
      valueTraces.extent(\.ys, including: chart.referenceValues + chart.rules) ?? (0, 1)
    let left = Axis(lower: vl, upper: vu, maxTicks: yMaxTicks, padding: 0.05)
    let (rl, ru) = velocityTraces.extent(\.ys, including: [0]) ?? (0, 1)
    let right = Axis(lower: rl, upper: ru, maxTicks: yMaxTicks, padding: 0.05)

    let leftMargin = 12 + (chart.yLabel.isEmpty ? 0 : captionSpace) + left.labelWidth + 10
    let rightMargin =
      hasRightAxis
      ? 10 + right.labelWidth + (chart.velocityLabel.isEmpty ? 0 : captionSpace) + 12 : 28
    let plotWidth = width - leftMargin - rightMargin
    guard plotWidth >= 60 else {
      throw tooSmall(needWidth: width - plotWidth + 60, needHeight: height)
    }
    let x0 = leftMargin
    let x1 = leftMargin + plotWidth
    let y0 = top
    let y1 = top + plotHeight

    let (xl, xu) = traces.extent(\.xs) ?? (0, 1)
    let xAxis = xTicks(lower: xl, upper: xu, from: x0, to: x1)

    // Document and background.
    out.append("<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>\n")
    out.append("<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"")
    number(width)
    out.append("\" height=\"")
    number(height)
    out.append("\" viewBox=\"0 0 ")
    number(width)
    out.append(" ")
    number(height)
    out.append("\" font-family=\"sans-serif\">\n")
    out.append("<title>\(XMLText.escaped(title.isEmpty ? "chart" : title))</title>\n")
    out.append("<rect x=\"0\" y=\"0\" width=\"")
    number(width)
    out.append("\" height=\"")
    number(height)
    out.append("\" fill=\"#ffffff\"/>\n")
    out.append("<defs><clipPath id=\"plot-area\">")
    rect(x0, y0, plotWidth, plotHeight, attributes: "")
    out.append("</clipPath></defs>\n")

    // Grid at the ticks, under everything else.
    out.append("<g stroke=\"#e6e6e6\" stroke-width=\"1\">\n")
    for tick in xAxis.ticks {
      let x = xAxis.pixel(tick.value, from: x0, to: x1)
      line(x, y0, x, y1)
    }
    for tick in left.ticks {
      let y = left.pixel(tick.value, from: y1, to: y0)
      line(x0, y, x1, y)
    }
    out.append("</g>\n")

    // Rules (a motion's bounds), dashed, under the traces.
    if !chart.rules.isEmpty {
      out.append("<g stroke=\"#888888\" stroke-width=\"1\" stroke-dasharray=\"6 4\">\n")
      for rule in chart.rules {
        let y = left.pixel(rule, from: y1, to: y0)
        line(x0, y, x1, y)
      }
      out.append("</g>\n")
    }

    // Marked times (keyframe times): dotted lines under the traces, triangles on the time
    // axis pointing at it.
    let marks = chart.timeMarks.filter { $0 >= xl && $0 <= xu }
    if !marks.isEmpty {
      out.append(
        "<g class=\"time-marks\" stroke=\"#b0b0b0\" stroke-width=\"1\" stroke-dasharray=\"2 3\">\n")
      for mark in marks {
        let x = xAxis.pixel(mark, from: x0, to: x1)
        line(x, y0, x, y1)
      }
      out.append("</g>\n<g class=\"time-marks\" fill=\"#555555\">\n")
      for mark in marks {
        let x = xAxis.pixel(mark, from: x0, to: x1)
        out.append("<path d=\"M")
        number(x)
        out.append(" ")
        number(y1)
        out.append(" l-4 -7 h8 z\"/>\n")
      }
      out.append("</g>\n")
    }

    // Frame, tick marks and tick labels.
    out.append("<g stroke=\"#333333\" stroke-width=\"1\" fill=\"none\">\n")
    rect(x0, y0, plotWidth, plotHeight, attributes: "")
    for tick in xAxis.ticks {
      let x = xAxis.pixel(tick.value, from: x0, to: x1)
      line(x, y1, x, y1 + 5)
    }
    for tick in left.ticks {
      let y = left.pixel(tick.value, from: y1, to: y0)
      line(x0 - 5, y, x0, y)
    }
    if hasRightAxis {
      for tick in right.ticks {
        let y = right.pixel(tick.value, from: y1, to: y0)
        line(x1, y, x1 + 5, y)
      }
    }
    out.append("</g>\n")
    out.append("<g font-size=\"\(Int(SVGDocument.tickFont))\" fill=\"#333333\">\n")
    for tick in xAxis.ticks {
      let x = xAxis.pixel(tick.value, from: x0, to: x1)
      text(tick.label, x: x, y: y1 + 8 + SVGDocument.tickFont, anchor: "middle")
    }
    for tick in left.ticks {
      let y = left.pixel(tick.value, from: y1, to: y0)
      text(tick.label, x: x0 - 8, y: y + SVGDocument.tickFont * 0.35, anchor: "end")
    }
    if hasRightAxis {
      for tick in right.ticks {
        let y = right.pixel(tick.value, from: y1, to: y0)
        text(tick.label, x: x1 + 8, y: y + SVGDocument.tickFont * 0.35, anchor: "start")
      }
    }
    out.append("</g>\n")

    // Title and captions.
    if !title.isEmpty {
      // Bold text runs wider than the estimate; shrink a long title, then cut it, to stay inside.
      let room = width - 24
      let size = max(11, min(SVGDocument.titleFont, room / (Double(title.count) * 0.68)))
      let fitted = SVGDocument.truncated(title, characters: Int((room / (size * 0.68)).rounded()))
      out.append("<text x=\"")
      number(width / 2)
      out.append("\" y=\"28\" font-size=\"")
      number(size)
      out.append("\" font-weight=\"bold\" text-anchor=\"middle\" fill=\"#111111\">")
      out.append("\(XMLText.escaped(fitted))</text>\n")
    }
    out.append(
      "<g font-size=\"\(Int(SVGDocument.captionFont))\" fill=\"#111111\" text-anchor=\"middle\">\n")
    var captionBottom = y1 + 8 + SVGDocument.tickFont
    if !chart.xLabel.isEmpty {
      captionBottom += captionSpace + 4
      text(chart.xLabel, x: (x0 + x1) / 2, y: captionBottom - 4, anchor: nil)
    }
    if !chart.yLabel.isEmpty {
      rotatedText(chart.yLabel, x: 12 + SVGDocument.captionFont, y: (y0 + y1) / 2, angle: -90)
    }
    if hasRightAxis && !chart.velocityLabel.isEmpty {
      rotatedText(chart.velocityLabel, x: width - 12 - 4, y: (y0 + y1) / 2, angle: 90)
    }
    out.append("</g>\n")

    // Curves, clipped to the plot area.
    out.append("<g clip-path=\"url(#plot-area)\" fill=\"none\" stroke-width=\"1.75\"")
    out.append(" stroke-linejoin=\"round\" stroke-linecap=\"round\">\n")
    // Velocities first, so the values they accompany are drawn on top of them.
    for trace in velocityTraces + valueTraces {
      let axis = trace.isVelocity ? right : left
      // One polyline per run of finite samples: an infinite velocity breaks the line.
      for run in SVGDocument.finiteRuns(trace.ys) {
        out.append("<polyline stroke=\"\(color(trace))\"")
        if trace.isVelocity { out.append(" stroke-dasharray=\"6 4\"") }
        out.append(" points=\"")
        polylinePoints(trace, run, xAxis: xAxis, yAxis: axis, x0: x0, x1: x1, y0: y0, y1: y1)
        out.append("\"/>\n")
        if run.count == 1 {
          // A one-point polyline draws nothing; mark the lone sample instead.
          out.append("<circle fill=\"\(color(trace))\" r=\"3\" cx=\"")
          number(xAxis.pixel(trace.xs[run.lowerBound], from: x0, to: x1))
          out.append("\" cy=\"")
          number(axis.pixel(trace.ys[run.lowerBound], from: y1, to: y0))
          out.append("\"/>\n")
        }
      }
    }
    out.append("</g>\n")

    // Legend rows, centred, below the x caption.
    out.append("<g font-size=\"\(Int(SVGDocument.tickFont))\" fill=\"#111111\">\n")
    var rowY = captionBottom + 20
    let legendCell = traces.map { SVGDocument.legendItemWidth(legendLabel($0)) }.max() ?? 0
    for row in legendRows {
      var x = (width - row.width) / 2
      for item in row.items {
        let trace = traces[item]
        let y = rowY - SVGDocument.tickFont * 0.35
        out.append("<line stroke=\"\(color(trace))\" stroke-width=\"2\"")
        if trace.isVelocity { out.append(" stroke-dasharray=\"6 4\"") }
        out.append(" x1=\"")
        number(x)
        out.append("\" y1=\"")
        number(y)
        out.append("\" x2=\"")
        number(x + 24)
        out.append("\" y2=\"")
        number(y)
        out.append("\"/>")
        text(legendLabel(trace), x: x + 30, y: rowY, anchor: nil)
        x += legendCell
      }
      rowY += 20
    }
    out.append("</g>\n</svg>\n")
    return out.string
  }

  /// The error for a size whose margins (labels, legend) leave less than 60 × 60 to plot in.
  private func tooSmall(needWidth: Double, needHeight: Double) -> PlotError {
    .sizeTooSmall(
      width: Int(clamping: width), height: Int(clamping: height),
      minimumWidth: Int(clamping: needWidth.rounded(.up)),
      minimumHeight: Int(clamping: needHeight.rounded(.up)))
  }

  private func color(_ trace: Trace) -> String {
    SVGChart.palette[trace.seriesIndex % SVGChart.palette.count]
  }

  /// `text` cut to `characters` characters, an ellipsis marking the cut.
  static func truncated(_ text: String, characters: Int) -> String {
    guard text.count > characters else { return text }
    return String(text.prefix(max(1, characters - 1))) + "…"
  }

  /// The trace's label, cut so that its legend entry fits the document's width.
  private func legendLabel(_ trace: Trace) -> String {
    let room = width - 40 - 50
    return SVGDocument.truncated(
      trace.label, characters: Int(room / (SVGDocument.tickFont * SVGDocument.characterWidth)))
  }

  /// Swatch, gap, label and the space before the next item.
  static func legendItemWidth(_ label: String) -> Double {
    30 + textWidth(label, size: tickFont) + 20
  }

  /// Trace indices per legend row: a grid of equal columns as wide as the widest entry, so
  /// entries line up; rows are centred as a block.
  private func legendLayout(maxWidth: Double) -> [(items: [Int], width: Double)] {
    let cell = traces.map { SVGDocument.legendItemWidth(legendLabel($0)) }.max() ?? 0
    let perRow = max(1, Int((maxWidth + 20) / cell))
    let columns = min(perRow, traces.count)
    return stride(from: 0, to: traces.count, by: perRow).map { start in
      (Array(start..<min(start + perRow, traces.count)), Double(columns) * cell - 20)
    }
  }

  /// The x axis over the data's exact range, with as many ticks as fit without labels touching.
  private func xTicks(lower: Double, upper: Double, from x0: Double, to x1: Double) -> Axis {
    var maxTicks = max(2, Int((x1 - x0) / 70) + 1)
    while true {
      let axis = Axis(lower: lower, upper: upper, maxTicks: maxTicks, padding: 0)
      var previousEnd = -Double.infinity
      var fits = true
      for tick in axis.ticks {
        let x = axis.pixel(tick.value, from: x0, to: x1)
        let half = SVGDocument.textWidth(tick.label, size: SVGDocument.tickFont) / 2
        if x - half < previousEnd + 8 { fits = false }
        previousEnd = x + half
      }
      if fits || maxTicks <= 2 { return axis }
      maxTicks -= 1
    }
  }

  /// The maximal index ranges of `ys` whose samples are all finite, in order. Values are always
  /// finite, so a value trace is one run; an infinite velocity splits its trace.
  static func finiteRuns(_ ys: [Double]) -> [Range<Int>] {
    var runs: [Range<Int>] = []
    var start: Int? = nil
    for (i, y) in ys.enumerated() {
      if y.isFinite {
        if start == nil { start = i }
      } else if let s = start {
        runs.append(s..<i)
        start = nil
      }
    }
    if let s = start { runs.append(s..<ys.count) }
    return runs
  }

  /// Appends the `x,y` pairs of the samples in `run`, thinning to first/lowest/highest/last per
  /// pixel column when there are more samples than pixels.
  private mutating func polylinePoints(
    _ trace: Trace, _ run: Range<Int>, xAxis: Axis, yAxis: Axis, x0: Double, x1: Double,
    y0: Double, y1: Double
  ) {
    let n = run.count
    let thin = Double(n) > 4 * (x1 - x0)
    var first = true
    func emit(_ i: Int, into document: inout SVGDocument) {
      if !first { document.out.append(32) }
      first = false
      document.number(xAxis.pixel(trace.xs[i], from: x0, to: x1))
      document.out.append(44)
      document.number(yAxis.pixel(trace.ys[i], from: y1, to: y0))
    }
    guard thin else {
      for i in run { emit(i, into: &self) }
      return
    }
    var bucket = Int.min
    var column: ColumnExtrema<Int>?
    for i in run {
      let pixel = Int(xAxis.pixel(trace.xs[i], from: x0, to: x1).rounded(.down))
      if pixel != bucket, let done = column {
        for pick in done.picks { emit(pick.point, into: &self) }
        column = nil
      }
      bucket = pixel
      if column == nil {
        column = ColumnExtrema(order: i, y: trace.ys[i], point: i)
      } else {
        column?.add(order: i, y: trace.ys[i], point: i)
      }
    }
    if let done = column { for pick in done.picks { emit(pick.point, into: &self) } }
  }

  private mutating func number(_ v: Double) {
    // Two decimals are a hundredth of a pixel: finer adds bytes, not precision.
    out.appendNumber(v, decimals: 2)
  }

  private mutating func line(_ xa: Double, _ ya: Double, _ xb: Double, _ yb: Double) {
    out.append("<line x1=\"")
    number(xa)
    out.append("\" y1=\"")
    number(ya)
    out.append("\" x2=\"")
    number(xb)
    out.append("\" y2=\"")
    number(yb)
    out.append("\"/>\n")
  }

  private mutating func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double, attributes: String)
  {
    out.append("<rect x=\"")
    number(x)
    out.append("\" y=\"")
    number(y)
    out.append("\" width=\"")
    number(w)
    out.append("\" height=\"")
    number(h)
    out.append("\"\(attributes)/>")
  }

  private mutating func text(_ content: String, x: Double, y: Double, anchor: String?) {
    out.append("<text x=\"")
    number(x)
    out.append("\" y=\"")
    number(y)
    out.append("\"")
    if let anchor { out.append(" text-anchor=\"\(anchor)\"") }
    out.append(">\(XMLText.escaped(content))</text>\n")
  }

  private mutating func rotatedText(_ content: String, x: Double, y: Double, angle: Int) {
    out.append("<text x=\"0\" y=\"0\" transform=\"translate(")
    number(x)
    out.append(",")
    number(y)
    out.append(") rotate(\(angle))\">\(XMLText.escaped(content))</text>\n")
  }
}

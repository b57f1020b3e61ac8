/// The layout and text of one SVG chart; internal to ``SVGChart``.
struct SVGDocument {
  let chart: Chart
  let traces: [Trace]
  let width: Double
  let height: Double
  var out = ByteBuffer(capacity: 1 << 14)
  /// Margins and an x range shared with charts drawn beside this one; `nil` for its own.
  var alignment: Alignment? = nil

  /// What charts drawn one above another (the HTML page's panels, one per unit) share so that
  /// their plot areas and time axes line up: each margin at least as wide as the widest
  /// panel's, and the same x range.
  struct Alignment: Equatable {
    var leftMargin: Double
    var rightMargin: Double
    var xLower: Double
    var xUpper: Double
  }

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

  /// Where everything goes, decided before anything is written: the plot area, the axes, the
  /// legend's rows and notes.
  struct Layout {
    var valueTraces: [Trace]
    var velocityTraces: [Trace]
    /// The value axis on the left, the velocity axis on the right, the x axis below.
    var left: Axis
    var right: Axis
    var xAxis: Axis
    /// The data's x extent (the x axis spans it exactly).
    var xLower: Double
    var xUpper: Double
    /// The plot area: from `x0` to `x1` across, `y0` (top) to `y1` (bottom) down.
    var x0: Double
    var x1: Double
    var y0: Double
    var y1: Double
    var plotWidth: Double
    var plotHeight: Double
    /// Trace indices per legend row, and each row's width.
    var legendRows: [(items: [Int], width: Double)]
    /// The lines under the legend: coinciding curves, then the annotations.
    var notes: [String]
    /// The baseline of the lowest caption under the plot (tick labels or the x caption).
    var captionBottom: Double

    var hasRightAxis: Bool { !velocityTraces.isEmpty }

    /// The horizontal pixel of `x`.
    func px(_ x: Double) -> Double { xAxis.pixel(x, from: x0, to: x1) }

    /// The vertical pixel of `value` on the value axis, or on the velocity axis for a velocity
    /// trace.
    func py(_ value: Double, velocity: Bool = false) -> Double {
      (velocity ? right : left).pixel(value, from: y1, to: y0)
    }
  }

  static let captionSpace = captionFont + 8

  /// The chart: the layout, then each layer from the background up, the legend last.
  mutating func render() throws(PlotError) -> String {
    render(try layOut())
  }

  /// The chart drawn with `layout`, which must be this document's ``layOut()`` (a caller that
  /// needed the layout first need not compute it twice).
  mutating func render(_ layout: Layout) -> String {
    writeDocumentStart(layout)
    writeGrid(layout)
    writeRules(layout)
    writeTarget(layout)
    writeTimeMarks(layout)
    writeFrameAndTicks(layout)
    writeTickLabels(layout)
    writeTitleAndCaptions(layout)
    writeCurves(layout)
    writeHandles(layout)
    let annotations = chart.visibleAnnotations(traces)
    writeAnnotations(annotations, layout)
    writeLegend(layout, annotationCount: annotations.count)
    out.append("</svg>\n")
    return out.string
  }

  /// The margins (from the title, the tick labels, the captions and the legend), the plot area
  /// and the axes.
  ///
  /// - Throws: ``PlotError/sizeTooSmall(width:height:minimumWidth:minimumHeight:)`` when less
  ///   than 60 × 60 is left to plot in.
  func layOut() throws(PlotError) -> Layout {
    let valueTraces = traces.filter { !$0.isVelocity }
    let velocityTraces = traces.filter(\.isVelocity)
    let captionSpace = SVGDocument.captionSpace

    // Legend rows depend only on the width, so the bottom margin is known first.
    var legendRows = legendLayout(maxWidth: width - 40)
    var notes = chart.legendNotes(traces)
    let top = chart.title.isEmpty ? 16.0 : 44.0
    let fixedBottom =
      10 + SVGDocument.tickFont + 8 + (chart.xLabel.isEmpty ? 0 : captionSpace + 4)
      + Double(notes.count) * 18 + 12
    // More series than the legend has room for above a 60-pixel plot (the spinner demo's
    // replicates): list the rows that fit, with one note counting the rest, rather than
    // refuse a size that would plot well. The note (18 px) takes the place of a row (20 px).
    let roomForRows = ((height - top - fixedBottom - 60) / 20).rounded(.down)
    if Double(legendRows.count) > roomForRows {
      let kept = Int(max(min(roomForRows - 1, Double(legendRows.count)), 0))
      let listed = legendRows.prefix(kept).reduce(0) { $0 + $1.items.count }
      legendRows = Array(legendRows.prefix(kept))
      // First: the annotations are the last notes.
      notes.insert("+\(traces.count - listed) more series not listed", at: 0)
    }
    let bottom =
      10 + SVGDocument.tickFont + 8 + (chart.xLabel.isEmpty ? 0 : captionSpace + 4)
      + Double(legendRows.count) * 20 + Double(notes.count) * 18 + 12
    let plotHeight = height - top - bottom
    guard plotHeight >= 60 else {
      throw tooSmall(needWidth: width, needHeight: height - plotHeight + 60)
    }

    let yMaxTicks = max(2, Int(plotHeight / 45) + 1)
    let (vl, vu) =
      valueTraces.extent(\.ys, including: chart.valueAxisExtras) ?? (0, 1)
    let left = Axis(lower: vl, upper: vu, maxTicks: yMaxTicks, padding: 0.05)
    let (rl, ru) = velocityTraces.extent(\.ys, including: [0]) ?? (0, 1)
    let right = Axis(lower: rl, upper: ru, maxTicks: yMaxTicks, padding: 0.05)

    let leftMargin = max(
      12 + (chart.yLabel.isEmpty ? 0 : captionSpace) + left.labelWidth + 10,
      alignment?.leftMargin ?? 0)
    let rightMargin = max(
      !velocityTraces.isEmpty
        ? 10 + right.labelWidth + (chart.velocityLabel.isEmpty ? 0 : captionSpace) + 12 : 28,
      alignment?.rightMargin ?? 0)
    let plotWidth = width - leftMargin - rightMargin
    guard plotWidth >= 60 else {
      throw tooSmall(needWidth: width - plotWidth + 60, needHeight: height)
    }
    let x0 = leftMargin
    let x1 = leftMargin + plotWidth
    let y1 = top + plotHeight

    let (xl, xu) =
      alignment.map { ($0.xLower, $0.xUpper) }
      ?? traces.extent(\.xs, including: chart.xAxisExtras) ?? (0, 1)
    var captionBottom = y1 + 8 + SVGDocument.tickFont
    if !chart.xLabel.isEmpty { captionBottom += captionSpace + 4 }
    return Layout(
      valueTraces: valueTraces, velocityTraces: velocityTraces, left: left, right: right,
      xAxis: xTicks(lower: xl, upper: xu, from: x0, to: x1), xLower: xl, xUpper: xu,
      x0: x0, x1: x1, y0: top, y1: y1, plotWidth: plotWidth, plotHeight: plotHeight,
      legendRows: legendRows, notes: notes, captionBottom: captionBottom)
  }

  /// The error for a size whose margins (labels, legend) leave less than 60 × 60 to plot in.
  func tooSmall(needWidth: Double, needHeight: Double) -> PlotError {
    .sizeTooSmall(
      width: Int(clamping: width), height: Int(clamping: height),
      minimumWidth: Int(clamping: needWidth.rounded(.up)),
      minimumHeight: Int(clamping: needHeight.rounded(.up)))
  }

  func color(_ trace: Trace) -> String {
    SVGChart.palette[trace.seriesIndex % SVGChart.palette.count]
  }

  /// `text` cut to `characters` characters, an ellipsis marking the cut.
  static func truncated(_ text: String, characters: Int) -> String {
    guard text.count > characters else { return text }
    return String(text.prefix(max(1, characters - 1))) + "…"
  }

  /// The trace's label, cut so that its legend entry fits the document's width.
  func legendLabel(_ trace: Trace) -> String {
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
  func legendLayout(maxWidth: Double) -> [(items: [Int], width: Double)] {
    let cell = traces.map { SVGDocument.legendItemWidth(legendLabel($0)) }.max() ?? 0
    let perRow = max(1, Int((maxWidth + 20) / cell))
    let columns = min(perRow, traces.count)
    return stride(from: 0, to: traces.count, by: perRow).map { start in
      (Array(start..<min(start + perRow, traces.count)), Double(columns) * cell - 20)
    }
  }

  /// The x axis over the data's exact range, with as many ticks as fit without labels touching.
  func xTicks(lower: Double, upper: Double, from x0: Double, to x1: Double) -> Axis {
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

}

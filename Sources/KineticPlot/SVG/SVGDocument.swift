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
    let layout = try layOut()
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
  private func layOut() throws(PlotError) -> Layout {
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

    let leftMargin = 12 + (chart.yLabel.isEmpty ? 0 : captionSpace) + left.labelWidth + 10
    let rightMargin =
      !velocityTraces.isEmpty
      ? 10 + right.labelWidth + (chart.velocityLabel.isEmpty ? 0 : captionSpace) + 12 : 28
    let plotWidth = width - leftMargin - rightMargin
    guard plotWidth >= 60 else {
      throw tooSmall(needWidth: width - plotWidth + 60, needHeight: height)
    }
    let x0 = leftMargin
    let x1 = leftMargin + plotWidth
    let y1 = top + plotHeight

    let (xl, xu) = traces.extent(\.xs, including: chart.xAxisExtras) ?? (0, 1)
    var captionBottom = y1 + 8 + SVGDocument.tickFont
    if !chart.xLabel.isEmpty { captionBottom += captionSpace + 4 }
    return Layout(
      valueTraces: valueTraces, velocityTraces: velocityTraces, left: left, right: right,
      xAxis: xTicks(lower: xl, upper: xu, from: x0, to: x1), xLower: xl, xUpper: xu,
      x0: x0, x1: x1, y0: top, y1: y1, plotWidth: plotWidth, plotHeight: plotHeight,
      legendRows: legendRows, notes: notes, captionBottom: captionBottom)
  }

  /// The XML declaration, the `svg` element, the title, the white background and the plot
  /// area's clip path.
  private mutating func writeDocumentStart(_ layout: Layout) {
    let title = chart.title
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
    rect(layout.x0, layout.y0, layout.plotWidth, layout.plotHeight, attributes: "")
    out.append("</clipPath></defs>\n")
  }

  /// Grid lines at the ticks, under everything else.
  private mutating func writeGrid(_ layout: Layout) {
    out.append("<g stroke=\"#e6e6e6\" stroke-width=\"1\">\n")
    for tick in layout.xAxis.ticks {
      let x = layout.px(tick.value)
      line(x, layout.y0, x, layout.y1)
    }
    for tick in layout.left.ticks {
      let y = layout.py(tick.value)
      line(layout.x0, y, layout.x1, y)
    }
    out.append("</g>\n")
  }

  /// Rules (a motion's bounds), dashed, under the traces.
  private mutating func writeRules(_ layout: Layout) {
    guard !chart.rules.isEmpty else { return }
    out.append("<g stroke=\"#888888\" stroke-width=\"1\" stroke-dasharray=\"6 4\">\n")
    for rule in chart.rules {
      let y = layout.py(rule)
      line(layout.x0, y, layout.x1, y)
    }
    out.append("</g>\n")
  }

  /// The target, dotted and labelled, so it reads apart from the bounds' dashed rules.
  private mutating func writeTarget(_ layout: Layout) {
    guard let target = chart.target else { return }
    let y = layout.py(target)
    out.append("<g class=\"target\" stroke=\"#555555\" stroke-width=\"1\"")
    out.append(" stroke-dasharray=\"1 3\">\n")
    line(layout.x0, y, layout.x1, y)
    // Labelled at the left, where motions are still far from their target.
    out.append("</g>\n<text class=\"target\" font-size=\"11\" fill=\"#555555\"")
    out.append(" x=\"")
    number(layout.x0 + 4)
    out.append("\" y=\"")
    number(y - 4)
    out.append("\">target</text>\n")
  }

  /// Marked times (keyframe times): dotted lines under the traces, triangles on the time axis
  /// pointing at it.
  private mutating func writeTimeMarks(_ layout: Layout) {
    let marks = chart.timeMarks.filter { $0 >= layout.xLower && $0 <= layout.xUpper }
    guard !marks.isEmpty else { return }
    out.append(
      "<g class=\"time-marks\" stroke=\"#b0b0b0\" stroke-width=\"1\" stroke-dasharray=\"2 3\">\n")
    for mark in marks {
      let x = layout.px(mark)
      line(x, layout.y0, x, layout.y1)
    }
    out.append("</g>\n<g class=\"time-marks\" fill=\"#555555\">\n")
    for mark in marks {
      out.append("<path d=\"M")
      number(layout.px(mark))
      out.append(" ")
      number(layout.y1)
      out.append(" l-4 -7 h8 z\"/>\n")
    }
    out.append("</g>\n")
  }

  /// The plot area's frame and the tick marks on its edges.
  private mutating func writeFrameAndTicks(_ layout: Layout) {
    out.append("<g stroke=\"#333333\" stroke-width=\"1\" fill=\"none\">\n")
    rect(layout.x0, layout.y0, layout.plotWidth, layout.plotHeight, attributes: "")
    for tick in layout.xAxis.ticks {
      let x = layout.px(tick.value)
      line(x, layout.y1, x, layout.y1 + 5)
    }
    for tick in layout.left.ticks {
      let y = layout.py(tick.value)
      line(layout.x0 - 5, y, layout.x0, y)
    }
    if layout.hasRightAxis {
      for tick in layout.right.ticks {
        let y = layout.py(tick.value, velocity: true)
        line(layout.x1, y, layout.x1 + 5, y)
      }
    }
    out.append("</g>\n")
  }

  /// The tick labels: under the x axis, left of the value axis, right of the velocity axis.
  private mutating func writeTickLabels(_ layout: Layout) {
    out.append("<g font-size=\"\(Int(SVGDocument.tickFont))\" fill=\"#333333\">\n")
    for tick in layout.xAxis.ticks {
      text(
        tick.label, x: layout.px(tick.value), y: layout.y1 + 8 + SVGDocument.tickFont,
        anchor: "middle")
    }
    for tick in layout.left.ticks {
      let y = layout.py(tick.value)
      text(tick.label, x: layout.x0 - 8, y: y + SVGDocument.tickFont * 0.35, anchor: "end")
    }
    if layout.hasRightAxis {
      for tick in layout.right.ticks {
        let y = layout.py(tick.value, velocity: true)
        text(tick.label, x: layout.x1 + 8, y: y + SVGDocument.tickFont * 0.35, anchor: "start")
      }
    }
    out.append("</g>\n")
  }

  /// The title (shrunk, then cut, to fit) and the axis captions.
  private mutating func writeTitleAndCaptions(_ layout: Layout) {
    let title = chart.title
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
    if !chart.xLabel.isEmpty {
      text(
        chart.xLabel, x: (layout.x0 + layout.x1) / 2, y: layout.captionBottom - 4, anchor: nil)
    }
    if !chart.yLabel.isEmpty {
      rotatedText(
        chart.yLabel, x: 12 + SVGDocument.captionFont, y: (layout.y0 + layout.y1) / 2, angle: -90)
    }
    if layout.hasRightAxis && !chart.velocityLabel.isEmpty {
      rotatedText(
        chart.velocityLabel, x: width - 12 - 4, y: (layout.y0 + layout.y1) / 2, angle: 90)
    }
    out.append("</g>\n")
  }

  /// The curves, clipped to the plot area, and the markers along them.
  private mutating func writeCurves(_ layout: Layout) {
    out.append("<g clip-path=\"url(#plot-area)\" fill=\"none\" stroke-width=\"1.75\"")
    out.append(" stroke-linejoin=\"round\" stroke-linecap=\"round\">\n")
    // Velocities first, so the values they accompany are drawn on top of them.
    for trace in layout.velocityTraces + layout.valueTraces {
      // One polyline per run of finite samples: an infinite velocity breaks the line.
      for run in SVGDocument.finiteRuns(trace.ys) {
        out.append("<polyline stroke=\"\(color(trace))\"")
        strokeStyle(trace)
        out.append(" points=\"")
        polylinePoints(trace, run, layout)
        out.append("\"/>\n")
        if run.count == 1 {
          // A one-point polyline draws nothing; mark the lone sample instead.
          out.append("<circle fill=\"\(color(trace))\" r=\"3\" cx=\"")
          number(layout.px(trace.xs[run.lowerBound]))
          out.append("\" cy=\"")
          number(layout.py(trace.ys[run.lowerBound], velocity: trace.isVelocity))
          out.append("\"/>\n")
        }
      }
    }
    writeMarkers(layout)
    out.append("</g>\n")
  }

  /// Markers along each curve, so series differ in shape as well as colour and dash.
  private mutating func writeMarkers(_ layout: Layout) {
    let xAxis = layout.xAxis
    for (order, trace) in traces.enumerated() {
      var marked = Set<Int>()
      for fraction in SeriesStyle.markerFractions(
        seriesIndex: order, count: traces.count,
        perSeries: min(SeriesStyle.maximumMarkers, max(2, Int(layout.plotWidth / 90))))
      {
        let x = xAxis.lower + fraction * (xAxis.upper - xAxis.lower)
        guard let i = Trace.nearestSample(trace.xs, to: x), trace.ys[i].isFinite,
          marked.insert(i).inserted
        else { continue }
        marker(
          trace, x: layout.px(trace.xs[i]), y: layout.py(trace.ys[i], velocity: trace.isVelocity))
      }
    }
  }

  /// Bezier handles: a thin line from each end point to its control point, the control point a
  /// dot (not clipped: a control point may lie outside the data's range but inside the axes).
  private mutating func writeHandles(_ layout: Layout) {
    guard !chart.handles.isEmpty else { return }
    out.append("<g class=\"handles\" stroke-width=\"1\">\n")
    for handle in chart.handles {
      let colour = SVGChart.palette[handle.seriesIndex % SVGChart.palette.count]
      let ax = layout.px(handle.anchorX)
      let ay = layout.py(handle.anchorY)
      let cx = layout.px(handle.controlX)
      let cy = layout.py(handle.controlY)
      out.append("<line stroke=\"\(colour)\" x1=\"")
      number(ax)
      out.append("\" y1=\"")
      number(ay)
      out.append("\" x2=\"")
      number(cx)
      out.append("\" y2=\"")
      number(cy)
      out.append(
        "\"/>\n<circle fill=\"#ffffff\" stroke=\"\(colour)\" stroke-width=\"1.5\" r=\"4\" cx=\"")
      number(cx)
      out.append("\" cy=\"")
      number(cy)
      out.append("\"/>\n")
    }
    out.append("</g>\n")
  }

  /// Annotations: a ring at a marked point, a dashed vertical line at a marked time, each with
  /// a number beside it (the full sentence is under the legend).
  private mutating func writeAnnotations(_ annotations: [Chart.Annotation], _ layout: Layout) {
    guard !annotations.isEmpty else { return }
    out.append("<g class=\"annotations\" font-size=\"11\">\n")
    for (index, annotation) in annotations.enumerated() {
      let colour = SVGChart.palette[annotation.seriesIndex % SVGChart.palette.count]
      let x = layout.px(annotation.x)
      let tag = "\(index + 1)"
      if let value = annotation.y {
        let y = layout.py(value)
        out.append("<circle fill=\"none\" stroke=\"\(colour)\" stroke-width=\"1.5\" r=\"6\" cx=\"")
        number(x)
        out.append("\" cy=\"")
        number(y)
        out.append("\"/>\n<text fill=\"\(colour)\" x=\"")
        number(x + 8)
        out.append("\" y=\"")
        number(y - 8)
        out.append("\">(\(tag))</text>\n")
      } else {
        out.append("<line stroke=\"\(colour)\" stroke-width=\"1\" stroke-dasharray=\"3 3\" x1=\"")
        number(x)
        out.append("\" y1=\"")
        number(layout.y0)
        out.append("\" x2=\"")
        number(x)
        out.append("\" y2=\"")
        number(layout.y1)
        out.append("\"/>\n<text fill=\"\(colour)\" text-anchor=\"middle\" x=\"")
        number(x)
        out.append("\" y=\"")
        number(layout.y0 - 4)
        out.append("\">(\(tag))</text>\n")
      }
    }
    out.append("</g>\n")
  }

  /// Legend rows, centred, below the x caption; then the notes: which curves coincide, and the
  /// annotations numbered as on the plot (the last `annotationCount` notes).
  private mutating func writeLegend(_ layout: Layout, annotationCount: Int) {
    out.append("<g font-size=\"\(Int(SVGDocument.tickFont))\" fill=\"#111111\">\n")
    var rowY = layout.captionBottom + 20
    let legendCell = traces.map { SVGDocument.legendItemWidth(legendLabel($0)) }.max() ?? 0
    for row in layout.legendRows {
      var x = (width - row.width) / 2
      for item in row.items {
        let trace = traces[item]
        let y = rowY - SVGDocument.tickFont * 0.35
        out.append("<line stroke=\"\(color(trace))\"")
        strokeStyle(trace)
        out.append(" x1=\"")
        number(x)
        out.append("\" y1=\"")
        number(y)
        out.append("\" x2=\"")
        number(x + 24)
        out.append("\" y2=\"")
        number(y)
        out.append("\"/>")
        marker(trace, x: x + 12, y: y)
        text(legendLabel(trace), x: x + 30, y: rowY, anchor: nil)
        x += legendCell
      }
      rowY += 20
    }
    let notes = layout.notes
    for (index, note) in notes.enumerated() {
      let number = index - (notes.count - annotationCount)
      let line = number >= 0 ? "(\(number + 1)) \(note)" : note
      let fitted = SVGDocument.truncated(
        line, characters: Int((width - 40) / (SVGDocument.tickFont * SVGDocument.characterWidth)))
      text(fitted, x: width / 2, y: rowY - 2, anchor: "middle")
      rowY += 18
    }
    out.append("</g>\n")
  }

  /// The stroke attributes of a trace: its series' dash pattern (a velocity of a solid series
  /// dashed `6 4`); velocities thinner.
  private mutating func strokeStyle(_ trace: Trace) {
    let pattern = SeriesStyle.dashPattern(trace.seriesIndex)
    let dash = trace.isVelocity && pattern.isEmpty ? "6 4" : pattern
    if !dash.isEmpty { out.append(" stroke-dasharray=\"\(dash)\"") }
    out.append(trace.isVelocity ? " stroke-width=\"1.25\"" : " stroke-width=\"2\"")
  }

  /// The series' marker shape centred at (`x`, `y`): filled for values, hollow for velocities.
  private mutating func marker(_ trace: Trace, x: Double, y: Double) {
    let colour = color(trace)
    let fill = trace.isVelocity ? "#ffffff" : colour
    let r = 3.5
    out.append("<path class=\"marker\" fill=\"\(fill)\" stroke=\"\(colour)\" stroke-width=\"1.25\"")
    out.append(" d=\"")
    func point(_ command: String, _ dx: Double, _ dy: Double, into document: inout SVGDocument) {
      document.out.append(command)
      document.number(x + dx * r)
      document.out.append(",")
      document.number(y + dy * r)
    }
    switch SeriesStyle.marker(trace.seriesIndex) {
    case .circle:
      // Two arcs make a circle as a path.
      point("M", -1, 0, into: &self)
      out.append("a3.5,3.5 0 1,0 7,0a3.5,3.5 0 1,0 -7,0")
    case .square:
      point("M", -0.9, -0.9, into: &self)
      point("L", 0.9, -0.9, into: &self)
      point("L", 0.9, 0.9, into: &self)
      point("L", -0.9, 0.9, into: &self)
      out.append("Z")
    case .triangle:
      point("M", 0, -1.15, into: &self)
      point("L", 1.05, 0.75, into: &self)
      point("L", -1.05, 0.75, into: &self)
      out.append("Z")
    case .triangleDown:
      point("M", 0, 1.15, into: &self)
      point("L", 1.05, -0.75, into: &self)
      point("L", -1.05, -0.75, into: &self)
      out.append("Z")
    case .diamond:
      point("M", 0, -1.25, into: &self)
      point("L", 1.1, 0, into: &self)
      point("L", 0, 1.25, into: &self)
      point("L", -1.1, 0, into: &self)
      out.append("Z")
    case .cross:
      point("M", -1, -1, into: &self)
      point("L", 1, 1, into: &self)
      point("M", -1, 1, into: &self)
      point("L", 1, -1, into: &self)
    case .plus:
      point("M", -1.2, 0, into: &self)
      point("L", 1.2, 0, into: &self)
      point("M", 0, -1.2, into: &self)
      point("L", 0, 1.2, into: &self)
    case .star:
      // A five-pointed star, point up: radius 1.3 and 0.55 at every 36°.
      for (k, p) in SVGDocument.starPoints.enumerated() {
        point(k == 0 ? "M" : "L", p.0, p.1, into: &self)
      }
      out.append("Z")
    }
    out.append("\"/>")
  }

  /// (r cos θ, r sin θ) for θ = k·36° − 90°, r = 1.3 at even k and 0.55 at odd k.
  static let starPoints: [(Double, Double)] = [
    (0, -1.3), (0.323, -0.445), (1.236, -0.402), (0.523, 0.170), (0.764, 1.052), (0, 0.55),
    (-0.764, 1.052), (-0.523, 0.170), (-1.236, -0.402), (-0.323, -0.445),
  ]

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
  private mutating func polylinePoints(_ trace: Trace, _ run: Range<Int>, _ layout: Layout) {
    let n = run.count
    let thin = Double(n) > 4 * (layout.x1 - layout.x0)
    var first = true
    func emit(_ i: Int, into document: inout SVGDocument) {
      if !first { document.out.append(32) }
      first = false
      document.number(layout.px(trace.xs[i]))
      document.out.append(44)
      document.number(layout.py(trace.ys[i], velocity: trace.isVelocity))
    }
    guard thin else {
      for i in run { emit(i, into: &self) }
      return
    }
    var bucket = Int.min
    var column: ColumnExtrema<Int>?
    for i in run {
      let pixel = Int(layout.px(trace.xs[i]).rounded(.down))
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

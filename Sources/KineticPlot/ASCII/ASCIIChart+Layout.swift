extension ASCIIChart {
  /// Box-drawing or ASCII pieces of the axes.
  private struct AxisCharacters {
    var vertical: Character
    var leftTick: Character
    var rightTick: Character
    var horizontal: Character
    var bottomTick: Character
    var leftCorner: Character
    var rightCorner: Character

    static let ascii = AxisCharacters(
      vertical: "|", leftTick: "+", rightTick: "+", horizontal: "-", bottomTick: "+",
      leftCorner: "+", rightCorner: "+")
    static let unicode = AxisCharacters(
      vertical: "│", leftTick: "┤", rightTick: "├", horizontal: "─", bottomTick: "┬",
      leftCorner: "└", rightCorner: "┘")
  }

  /// A value axis: its range (widened to ticks) and tick labels by plot row.
  struct ValueAxis {
    var lower: Double
    var upper: Double
    var labelsByRow: [Int: String]
    var labelWidth: Int

    init(lower: Double, upper: Double, rows: Int, dotHeight: Int, subY: Int) {
      let (l, u) = AxisRange.widened(lower, upper)
      let (scale, lo, hi) = NiceScale.enclosing(lower: l, upper: u, maxTicks: max(2, rows / 2 + 1))
      self.lower = lo
      self.upper = hi
      labelsByRow = [:]
      for (value, label) in zip(scale.values, scale.labels) {
        let dot = dotHeight - 1 - AxisRange.position(value, lower: lo, upper: hi, cells: dotHeight)
        let row = dot / subY
        if labelsByRow[row] == nil { labelsByRow[row] = label }
      }
      labelWidth = labelsByRow.values.map(\.count).max() ?? 0
    }

    /// The dot row (from the top) of `value`.
    func dot(_ value: Double, dotHeight: Int) -> Int {
      dotHeight - 1 - AxisRange.position(value, lower: lower, upper: upper, cells: dotHeight)
    }
  }

  /// The time (or progress) axis below the plot: its range (widened to ticks), the plot
  /// columns of its ticks and the line of their labels.
  struct TimeAxis {
    var lower: Double
    var upper: Double
    var tickColumns: [Int]
    var labelLine: String

    /// The dot column (0 at the left of the plot area) of `x`, across `dotWidth` dots.
    func dot(_ x: Double, dotWidth: Int) -> Int {
      AxisRange.position(x, lower: lower, upper: upper, cells: dotWidth)
    }
  }

  /// The text around the plot, made safe for a terminal: the title, the captions of the value,
  /// velocity and x axes (the velocity caption empty without a velocity axis) and the legend.
  struct Captions {
    var title: String
    var y: String
    var velocity: String
    var x: String
    var legend: [String]
  }

  /// Where the plot is drawn: the column it starts at (after the value labels and the axis),
  /// its size in cells, and dots per cell across and down.
  struct PlotArea {
    var left: Int
    var rows: Int
    var columns: Int
    var subX: Int
    var subY: Int

    var dotWidth: Int { columns * subX }
    var dotHeight: Int { rows * subY }
  }

  /// What the chart's text is laid out on, decided before anything is drawn: the captions and
  /// legend, the plot area in cells and dots, and the axes.
  struct Layout {
    var captions: Captions
    var area: PlotArea
    /// The value axis, on the left.
    var left: ValueAxis
    /// The velocity axis, on the right; `nil` when no trace is a velocity.
    var right: ValueAxis?
    var x: TimeAxis

    /// The dot column of `x`.
    func dotX(_ x: Double) -> Int { self.x.dot(x, dotWidth: area.dotWidth) }

    /// The dot row of `y` on the value axis, or on the velocity axis for a velocity.
    func dotY(_ y: Double, velocity: Bool = false) -> Int {
      ((velocity ? right : nil) ?? left).dot(y, dotHeight: area.dotHeight)
    }
  }

  func renderText(_ chart: Chart, traces: [Trace]) throws(PlotError) -> String {
    let layout = try layOut(chart, traces: traces)
    let canvas = drawTraces(traces, layout)
    var overlay = markerCells(traces, layout)
    let handleLegend = drawHandles(chart.handles, layout, into: &overlay)
    var lines = headerLines(layout)
    lines += plotLines(chart, traces: traces, layout, canvas: canvas, overlay: overlay)
    lines += footerLines(layout)
    lines += handleLegend.map { $0.truncated(to: width) }
    return lines.map(trimmingTrailingSpaces).joined(separator: "\n") + "\n"
  }

  /// The captions, legend, plot area and axes of `chart` at this chart's size.
  ///
  /// - Throws: ``PlotError/sizeTooSmall(width:height:minimumWidth:minimumHeight:)`` or
  ///   ``PlotError/sizeTooLarge(width:height:maximumWidth:maximumHeight:)`` for a size outside
  ///   the limits or one that leaves fewer than 3 rows or 10 columns to plot in.
  func layOut(_ chart: Chart, traces: [Trace]) throws(PlotError) -> Layout {
    guard width >= ASCIIChart.minimumWidth, height >= ASCIIChart.minimumHeight else {
      throw .sizeTooSmall(
        width: width, height: height, minimumWidth: ASCIIChart.minimumWidth,
        minimumHeight: ASCIIChart.minimumHeight)
    }
    guard width <= ASCIIChart.maximumWidth, height <= ASCIIChart.maximumHeight else {
      throw .sizeTooLarge(
        width: width, height: height, maximumWidth: ASCIIChart.maximumWidth,
        maximumHeight: ASCIIChart.maximumHeight)
    }
    let (subX, subY) = charset == .unicode ? (2, 4) : (1, 1)
    let valueTraces = traces.filter { !$0.isVelocity }
    let velocityTraces = traces.filter(\.isVelocity)
    let hasRightAxis = !velocityTraces.isEmpty

    let title = chart.title.terminalSafe
    let yCaption = chart.yLabel.terminalSafe
    let velocityCaption = hasRightAxis ? chart.velocityLabel.terminalSafe : ""
    let xCaption = chart.xLabel.terminalSafe
    let legend =
      legendLines(traces) + chart.legendNotes(traces).map { $0.terminalSafe.truncated(to: width) }
    let handleLines = handleLegendLines(chart.handles).count

    let fixedLines =
      (title.isEmpty ? 0 : 1) + (yCaption.isEmpty && velocityCaption.isEmpty ? 0 : 1) + 2
      + (xCaption.isEmpty ? 0 : 1) + legend.count + handleLines
    let rows = height - fixedLines
    guard rows >= 3 else {
      throw .sizeTooSmall(
        width: width, height: height, minimumWidth: ASCIIChart.minimumWidth,
        minimumHeight: fixedLines + 3)
    }
    let dotHeight = rows * subY

    // Value axis: data ∪ reference values (e.g. from and to), so overshoot stays visible.
    let (vLower, vUpper) =
      valueTraces.extent(\.ys, including: chart.valueAxisExtras) ?? (0, 1)
    let left = ValueAxis(lower: vLower, upper: vUpper, rows: rows, dotHeight: dotHeight, subY: subY)
    // Velocity axis always shows 0, the velocity at rest.
    let (rLower, rUpper) = velocityTraces.extent(\.ys, including: [0]) ?? (0, 1)
    let right =
      hasRightAxis
      ? ValueAxis(lower: rLower, upper: rUpper, rows: rows, dotHeight: dotHeight, subY: subY)
      : nil

    let plotLeft = left.labelWidth + 2
    let rightWidth = right.map { $0.labelWidth + 2 } ?? 0
    let columns = width - plotLeft - rightWidth
    guard columns >= 10 else {
      throw .sizeTooSmall(
        width: width, height: height, minimumWidth: plotLeft + rightWidth + 10,
        minimumHeight: fixedLines + 3)
    }

    let (xl, xu) = traces.extent(\.xs, including: chart.xAxisExtras) ?? (0, 1)
    let (xLower, xUpper) = AxisRange.widened(xl, xu)
    let area = PlotArea(left: plotLeft, rows: rows, columns: columns, subX: subX, subY: subY)
    let (xTickColumns, xLabelLine) = xTicks(lower: xLower, upper: xUpper, area)
    return Layout(
      captions: Captions(
        title: title, y: yCaption, velocity: velocityCaption, x: xCaption, legend: legend),
      area: area, left: left, right: right,
      x: TimeAxis(lower: xLower, upper: xUpper, tickColumns: xTickColumns, labelLine: xLabelLine))
  }

  /// Every trace drawn as dots joined by lines, velocities first, so the values they accompany
  /// are drawn on top of them.
  private func drawTraces(_ traces: [Trace], _ layout: Layout) -> CellCanvas {
    var canvas = CellCanvas(
      columns: layout.area.columns, rows: layout.area.rows, subX: layout.area.subX,
      subY: layout.area.subY)
    for index in drawingOrder(traces) {
      let trace = traces[index]
      var previous: (x: Int, y: Int)? = nil
      for (x, y) in zip(trace.xs, trace.ys) {
        // An infinite velocity is not drawn: the line breaks and resumes at the next sample.
        guard y.isFinite else {
          previous = nil
          continue
        }
        let point = (x: layout.dotX(x), y: layout.dotY(y, velocity: trace.isVelocity))
        canvas.line(from: previous ?? point, to: point, trace: index)
        previous = point
      }
    }
    return canvas
  }

  /// Trace indices in drawing order: velocities, then values.
  func drawingOrder(_ traces: [Trace]) -> [Int] {
    traces.indices.filter { traces[$0].isVelocity }
      + traces.indices.filter { !traces[$0].isVelocity }
  }

  /// Characters written over the plot area, by cell index (`row * columns + column`): a
  /// series' marker, or a Bezier handle.
  private struct OverlayCell {
    var character: Character
    /// The trace whose colour the cell takes, or `nil` for the handle of a series that has
    /// no trace here (coloured by `seriesIndex`).
    var trace: Int?
    /// The series whose colour the cell takes.
    var seriesIndex: Int
    /// Whether the character only fills a cell no trace drew into.
    var isBackground: Bool
  }

  /// Braille dots look alike whatever the series: each trace also gets a marker character at a
  /// few staggered columns, the one its legend entry shows. Plain ASCII draws each series in
  /// its own glyph already and gets none.
  private func markerCells(_ traces: [Trace], _ layout: Layout) -> [Int: OverlayCell] {
    var markers: [Int: OverlayCell] = [:]
    guard charset == .unicode else { return markers }
    let columns = layout.area.columns
    for index in drawingOrder(traces) {
      let trace = traces[index]
      for x in markerTimes(trace: index, of: traces.count, layout) {
        guard let i = Trace.nearestSample(trace.xs, to: x), trace.ys[i].isFinite else {
          continue
        }
        let column = layout.dotX(trace.xs[i]) / layout.area.subX
        let row = layout.dotY(trace.ys[i], velocity: trace.isVelocity) / layout.area.subY
        guard (0..<columns).contains(column), (0..<layout.area.rows).contains(row) else { continue }
        markers[row * columns + column] = OverlayCell(
          character: marker(for: trace), trace: index, seriesIndex: trace.seriesIndex,
          isBackground: false)
      }
    }
    return markers
  }

  /// The x positions a trace's markers go near (each at the trace's sample nearest it).
  func markerTimes(trace index: Int, of count: Int, _ layout: Layout) -> [Double] {
    guard charset == .unicode else { return [] }
    return SeriesStyle.markerFractions(
      seriesIndex: index, count: count,
      perSeries: min(SeriesStyle.maximumMarkers, max(2, layout.area.columns / 14))
    ).map { layout.x.lower + $0 * (layout.x.upper - layout.x.lower) }
  }

  /// The line of the title and the line of the axis captions, each when there is one.
  private func headerLines(_ layout: Layout) -> [String] {
    var lines: [String] = []
    if !layout.captions.title.isEmpty {
      let t = layout.captions.title.truncated(to: width)
      lines.append(String(repeating: " ", count: (width - t.count) / 2) + t)
    }
    if !layout.captions.y.isEmpty || !layout.captions.velocity.isEmpty {
      let v = layout.captions.velocity.truncated(to: width / 2)
      let y = layout.captions.y.truncated(to: width - v.count - (v.isEmpty ? 0 : 1))
      lines.append(y + String(repeating: " ", count: width - y.count - v.count) + v)
    }
    return lines
  }

  /// The rows of the plot area between the value axis and the velocity axis, with their tick
  /// labels, rules and the target line.
  private func plotLines(
    _ chart: Chart, traces: [Trace], _ layout: Layout, canvas: CellCanvas,
    overlay: [Int: OverlayCell]
  ) -> [String] {
    let axes = charset == .unicode ? AxisCharacters.unicode : AxisCharacters.ascii
    let left = layout.left
    let targetRow = chart.target.map { layout.dotY($0) / layout.area.subY }
    var lines: [String] = []
    for row in 0..<layout.area.rows {
      var line = ""
      let label = left.labelsByRow[row] ?? ""
      line += String(repeating: " ", count: left.labelWidth - label.count) + label + " "
      line.append(left.labelsByRow[row] == nil ? axes.vertical : axes.leftTick)
      let background: RowBackground =
        chart.rules.contains { layout.dotY($0) / layout.area.subY == row }
        ? .rule : targetRow == row ? .target : .blank
      line += plotRowText(
        canvas, row: row, traces: traces, background: background, overlay: overlay)
      if let right = layout.right {
        line.append(right.labelsByRow[row] == nil ? axes.vertical : axes.rightTick)
        line += " " + (right.labelsByRow[row] ?? "")
      }
      lines.append(line)
    }
    return lines
  }

  /// The x axis with its ticks, the tick labels, the x caption and the legend.
  private func footerLines(_ layout: Layout) -> [String] {
    let axes = charset == .unicode ? AxisCharacters.unicode : AxisCharacters.ascii
    var lines: [String] = []
    var axisLine = String(repeating: " ", count: layout.area.left - 1) + String(axes.leftCorner)
    let tickSet = Set(layout.x.tickColumns)
    for column in 0..<layout.area.columns {
      axisLine.append(tickSet.contains(column) ? axes.bottomTick : axes.horizontal)
    }
    if layout.right != nil { axisLine.append(axes.rightCorner) }
    lines.append(axisLine)
    lines.append(layout.x.labelLine)
    if !layout.captions.x.isEmpty {
      let c = layout.captions.x.truncated(to: width)
      let start = max(
        0, min(layout.area.left + (layout.area.columns - c.count) / 2, width - c.count))
      lines.append(String(repeating: " ", count: start) + c)
    }
    return lines + layout.captions.legend
  }

  /// The characters of a Bezier handle: its control point, and the cells between the control
  /// point and the curve's end it belongs to.
  static func handleCharacters(_ charset: Charset) -> (point: Character, line: Character) {
    // Plain ASCII keeps `.` `:` `'` `~` for velocities and `-` for rules: the handle is `,`.
    charset == .unicode ? ("◌", "·") : ("O", ",")
  }

  /// The line under the legend that explains the handles, when there are any.
  private func handleLegendLines(_ handles: [Chart.Handle]) -> [String] {
    guard !handles.isEmpty else { return [] }
    let (point, line) = ASCIIChart.handleCharacters(charset)
    let handle = String(repeating: line, count: 3)
    return ["\(point) Bezier control point   \(handle) its handle from the curve's end"]
  }

  /// Adds each Bezier handle to `overlay`: the control point over everything, its handle (the
  /// cells from the curve's end to the control point) only where no trace drew. Returns the
  /// legend line that explains them.
  private func drawHandles(
    _ handles: [Chart.Handle], _ layout: Layout, into overlay: inout [Int: OverlayCell]
  ) -> [String] {
    let (point, line) = ASCIIChart.handleCharacters(charset)
    let columns = layout.area.columns
    func cell(_ x: Double, _ y: Double) -> (x: Int, y: Int) {
      (layout.dotX(x) / layout.area.subX, layout.dotY(y) / layout.area.subY)
    }
    for handle in handles {
      let anchor = cell(handle.anchorX, handle.anchorY)
      let control = cell(handle.controlX, handle.controlY)
      CellCanvas.walkLine(from: anchor, to: control) { x, y in
        guard (0..<columns).contains(x), (0..<layout.area.rows).contains(y),
          overlay[y * columns + x] == nil
        else { return }
        overlay[y * columns + x] = OverlayCell(
          character: line, trace: nil, seriesIndex: handle.seriesIndex, isBackground: true)
      }
      guard (0..<columns).contains(control.x), (0..<layout.area.rows).contains(control.y) else {
        continue
      }
      overlay[control.y * columns + control.x] = OverlayCell(
        character: point, trace: nil, seriesIndex: handle.seriesIndex, isBackground: false)
    }
    return handleLegendLines(handles)
  }

  /// What a plot row shows where no trace drew: nothing, a rule (a bound) or the target.
  private enum RowBackground {
    case blank, rule, target
  }

  /// One row of the plot area: blanks, glyphs or braille dots, each cell coloured by the trace
  /// that drew last into it. A run of cells in one colour shares one SGR sequence and one reset.
  /// A rule row shows its rule (`-`, `╌`) and the target row its dotted line (`- - -`, `┈`) in
  /// the cells no trace drew into; `overlay` (cell index → character) puts a trace's marker or
  /// a control point in a cell, and a handle in a cell no trace drew into.
  private func plotRowText(
    _ canvas: CellCanvas, row: Int, traces: [Trace], background: RowBackground,
    overlay: [Int: OverlayCell]
  ) -> String {
    var text = ""
    var open: String? = nil
    for column in 0..<canvas.columns {
      let cell = canvas.cell(column: column, row: row)
      let character: Character
      var code = cell.trace < 0 ? nil : colorCode(for: traces[cell.trace])
      if let over = overlay[row * canvas.columns + column], !over.isBackground || cell.trace < 0 {
        character = over.character
        code =
          over.trace.map { colorCode(for: traces[$0]) }
          ?? "\(ASCIIChart.colorCodes[over.seriesIndex % ASCIIChart.colorCodes.count])"
      } else {
        switch (charset, background, cell.trace < 0) {
        case (.ascii, _, false): character = marker(for: traces[cell.trace])
        case (.ascii, .blank, true): character = " "
        case (.ascii, .rule, true): character = "-"
        case (.ascii, .target, true): character = column % 2 == 0 ? "-" : " "
        case (.unicode, .rule, true): character = "╌"
        case (.unicode, .target, true): character = "┈"
        case (.unicode, _, _): character = Character(Unicode.Scalar(0x2800 + UInt32(cell.dots))!)
        }
      }
      if usesColor {
        if code != open {
          if open != nil { text += "\u{1B}[0m" }
          if let code { text += "\u{1B}[\(code)m" }
          open = code
        }
      }
      text.append(character)
    }
    if open != nil { text += "\u{1B}[0m" }
    return text
  }

  /// Tick columns on the x axis and the line of their labels, with as many ticks as fit with
  /// at least one space between labels.
  private func xTicks(lower: Double, upper: Double, _ area: PlotArea) -> ([Int], String) {
    let (dotWidth, subX) = (area.dotWidth, area.subX)
    var maxTicks = max(2, area.columns / 6)
    while true {
      let scale = NiceScale.ticks(lower: lower, upper: upper, maxTicks: maxTicks)
      var columns: [Int] = []
      var line = ""
      var fits = true
      for (value, label) in zip(scale.values, scale.labels) {
        let column = AxisRange.position(value, lower: lower, upper: upper, cells: dotWidth) / subX
        let centre = area.left + column
        let start = max(0, min(centre - (label.count - 1) / 2, width - label.count))
        if !line.isEmpty && start < line.count + 1 {
          fits = false
          break
        }
        line += String(repeating: " ", count: start - line.count) + label
        columns.append(column)
      }
      if fits || maxTicks <= 2 { return (columns, line) }
      maxTicks -= 1
    }
  }

  /// Legend entries `marker label`, packed into lines no wider than the chart.
  private func legendLines(_ traces: [Trace]) -> [String] {
    var lines: [String] = []
    var line = ""
    var visible = 0
    for trace in traces {
      let text = trace.label.terminalSafe.truncated(to: max(1, width - 2))
      let marker = String(marker(for: trace))
      let coloured = usesColor ? "\u{1B}[\(colorCode(for: trace))m\(marker)\u{1B}[0m" : marker
      let entryWidth = 2 + text.count
      if visible > 0 && visible + 3 + entryWidth > width {
        lines.append(line)
        line = ""
        visible = 0
      }
      if visible > 0 {
        line += "   "
        visible += 3
      }
      line += coloured + " " + text
      visible += entryWidth
    }
    if visible > 0 { lines.append(line) }
    return lines
  }

  private func trimmingTrailingSpaces(_ line: String) -> String {
    var s = Substring(line)
    while s.last == " " { s = s.dropLast() }
    return String(s)
  }
}

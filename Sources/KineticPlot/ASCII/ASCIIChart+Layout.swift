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
  private struct ValueAxis {
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

  func renderText(_ chart: Chart, traces: [Trace]) throws(PlotError) -> String {
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
    let axes = charset == .unicode ? AxisCharacters.unicode : AxisCharacters.ascii
    let (subX, subY) = charset == .unicode ? (2, 4) : (1, 1)
    let valueTraces = traces.filter { !$0.isVelocity }
    let velocityTraces = traces.filter(\.isVelocity)
    let hasRightAxis = !velocityTraces.isEmpty

    let title = chart.title.terminalSafe
    let yCaption = chart.yLabel.terminalSafe
    let velocityCaption = hasRightAxis ? chart.velocityLabel.terminalSafe : ""
    let xCaption = chart.xLabel.terminalSafe
    let legend = legendLines(traces) + chart.legendNotes(traces).map {
      $0.terminalSafe.truncated(to: width)
    }

    let fixedLines =
      (title.isEmpty ? 0 : 1) + (yCaption.isEmpty && velocityCaption.isEmpty ? 0 : 1) + 2
      + (xCaption.isEmpty ? 0 : 1) + legend.count
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
    let right = ValueAxis(
      lower: rLower, upper: rUpper, rows: rows, dotHeight: dotHeight, subY: subY)

    let plotLeft = left.labelWidth + 2
    let rightWidth = hasRightAxis ? right.labelWidth + 2 : 0
    let columns = width - plotLeft - rightWidth
    guard columns >= 10 else {
      throw .sizeTooSmall(
        width: width, height: height, minimumWidth: plotLeft + rightWidth + 10,
        minimumHeight: fixedLines + 3)
    }
    let dotWidth = columns * subX

    let (xl, xu) = traces.extent(\.xs, including: chart.xAxisExtras) ?? (0, 1)
    let (xLower, xUpper) = AxisRange.widened(xl, xu)
    let (xTickColumns, xLabelLine) = xTicks(
      lower: xLower, upper: xUpper, dotWidth: dotWidth, subX: subX, plotLeft: plotLeft)

    var canvas = CellCanvas(columns: columns, rows: rows, subX: subX, subY: subY)
    // Velocities first, so the values they accompany are drawn on top of them.
    let drawingOrder =
      traces.indices.filter { traces[$0].isVelocity }
      + traces.indices.filter { !traces[$0].isVelocity }
    for index in drawingOrder {
      let trace = traces[index]
      let axis = trace.isVelocity ? right : left
      var previous: (x: Int, y: Int)? = nil
      for (x, y) in zip(trace.xs, trace.ys) {
        // An infinite velocity is not drawn: the line breaks and resumes at the next sample.
        guard y.isFinite else {
          previous = nil
          continue
        }
        let point = (
          x: AxisRange.position(x, lower: xLower, upper: xUpper, cells: dotWidth),
          y: axis.dot(y, dotHeight: dotHeight)
        )
        canvas.line(from: previous ?? point, to: point, trace: index)
        previous = point
      }
    }
    // Braille dots look alike whatever the series: each trace also gets a marker character at
    // a few staggered columns, the one its legend entry shows.
    var markers: [Int: Int] = [:]
    if charset == .unicode {
      for index in drawingOrder {
        let trace = traces[index]
        let axis = trace.isVelocity ? right : left
        for fraction in SeriesStyle.markerFractions(
          seriesIndex: index, count: traces.count,
          perSeries: min(SeriesStyle.maximumMarkers, max(2, columns / 14)))
        {
          let x = xLower + fraction * (xUpper - xLower)
          guard let i = Trace.nearestSample(trace.xs, to: x), trace.ys[i].isFinite else {
            continue
          }
          let column = AxisRange.position(trace.xs[i], lower: xLower, upper: xUpper, cells: dotWidth) / subX
          let row = axis.dot(trace.ys[i], dotHeight: dotHeight) / subY
          guard (0..<columns).contains(column), (0..<rows).contains(row) else { continue }
          markers[row * columns + column] = index
        }
      }
    }
    let targetRow = chart.target.map { left.dot($0, dotHeight: dotHeight) / subY }

    var lines: [String] = []
    if !title.isEmpty {
      let t = title.truncated(to: width)
      lines.append(String(repeating: " ", count: (width - t.count) / 2) + t)
    }
    if !yCaption.isEmpty || !velocityCaption.isEmpty {
      let v = velocityCaption.truncated(to: width / 2)
      let y = yCaption.truncated(to: width - v.count - (v.isEmpty ? 0 : 1))
      lines.append(y + String(repeating: " ", count: width - y.count - v.count) + v)
    }
    for row in 0..<rows {
      var line = ""
      let label = left.labelsByRow[row] ?? ""
      line += String(repeating: " ", count: left.labelWidth - label.count) + label + " "
      line.append(left.labelsByRow[row] == nil ? axes.vertical : axes.leftTick)
      let background: RowBackground =
        chart.rules.contains { left.dot($0, dotHeight: dotHeight) / subY == row }
        ? .rule : targetRow == row ? .target : .blank
      line += plotRowText(
        canvas, row: row, traces: traces, background: background, markers: markers)
      if hasRightAxis {
        line.append(right.labelsByRow[row] == nil ? axes.vertical : axes.rightTick)
        line += " " + (right.labelsByRow[row] ?? "")
      }
      lines.append(line)
    }
    var axisLine = String(repeating: " ", count: plotLeft - 1) + String(axes.leftCorner)
    let tickSet = Set(xTickColumns)
    for column in 0..<columns {
      axisLine.append(tickSet.contains(column) ? axes.bottomTick : axes.horizontal)
    }
    if hasRightAxis { axisLine.append(axes.rightCorner) }
    lines.append(axisLine)
    lines.append(xLabelLine)
    if !xCaption.isEmpty {
      let c = xCaption.truncated(to: width)
      let start = max(0, min(plotLeft + (columns - c.count) / 2, width - c.count))
      lines.append(String(repeating: " ", count: start) + c)
    }
    lines += legend
    return lines.map(trimmingTrailingSpaces).joined(separator: "\n") + "\n"
  }

  /// What a plot row shows where no trace drew: nothing, a rule (a bound) or the target.
  private enum RowBackground {
    case blank, rule, target
  }

  /// One row of the plot area: blanks, glyphs or braille dots, each cell coloured by the trace
  /// that drew last into it. A run of cells in one colour shares one SGR sequence and one reset.
  /// A rule row shows its rule (`-`, `╌`) and the target row its dotted line (`- - -`, `┈`) in
  /// the cells no trace drew into; `markers` (cell index → trace) put a trace's marker in a cell.
  private func plotRowText(
    _ canvas: CellCanvas, row: Int, traces: [Trace], background: RowBackground,
    markers: [Int: Int]
  ) -> String {
    var text = ""
    var open: String? = nil
    for column in 0..<canvas.columns {
      var cell = canvas.cell(column: column, row: row)
      let character: Character
      if let owner = markers[row * canvas.columns + column] {
        cell.trace = owner
        character = marker(for: traces[owner])
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
        let code = cell.trace < 0 ? nil : colorCode(for: traces[cell.trace])
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
  private func xTicks(
    lower: Double, upper: Double, dotWidth: Int, subX: Int, plotLeft: Int
  ) -> ([Int], String) {
    var maxTicks = max(2, dotWidth / subX / 6)
    while true {
      let scale = NiceScale.ticks(lower: lower, upper: upper, maxTicks: maxTicks)
      var columns: [Int] = []
      var line = ""
      var fits = true
      for (value, label) in zip(scale.values, scale.labels) {
        let column = AxisRange.position(value, lower: lower, upper: upper, cells: dotWidth) / subX
        let centre = plotLeft + column
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

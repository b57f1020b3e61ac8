extension HTMLPage {
  /// One chart of the page: the series of one unit against their own value axis.
  struct Panel {
    /// ``Series/unit`` of every series drawn here.
    var unit: String
    /// The value axis caption: the unit, or the chart's own caption for the empty unit.
    var caption: String
    /// Indices into the page's ``Chart/series``, in order; the n-th takes the n-th colour.
    var seriesIndices: [Int]
    /// The panel's SVG document.
    var svg: String
    /// The overlap notes of this panel's series (``overlapNotes(_:layout:)``).
    var notes: [String]
  }

  /// The panels, one per unit in the order the units first appear, drawn as one column: each
  /// with the same x range and the same margins, so their plot areas line up and the time axis
  /// is shared. One panel is the whole chart at the page's size; several each get a plot area
  /// about a third of the page's height, plus their own captions and legend.
  func panels() throws(PlotError) -> [Panel] {
    // Checks the whole chart first: no data, a bad reference value, a bad size.
    let whole = try chart.traces()
    var units: [String] = []
    var members: [[Int]] = []
    for (index, series) in chart.series.enumerated() where series.count > 0 {
      if let k = units.firstIndex(of: series.unit) {
        members[k].append(index)
      } else {
        units.append(series.unit)
        members.append([index])
      }
    }
    let charts = zip(units, members).map { unit, indices in
      panelChart(unit: unit, indices: indices, alone: units.count == 1)
    }
    let (xl, xu) = whole.extent(\.xs, including: chart.xAxisExtras) ?? (0, 1)
    var alignment = SVGDocument.Alignment(leftMargin: 0, rightMargin: 0, xLower: xl, xUpper: xu)

    // Heights: a panel among several gets a plot area of a third of the page's height.
    var heights = charts.map { _ in height }
    if charts.count > 1 {
      let plotHeight = max(120, (height / 3).rounded())
      for (k, panel) in charts.enumerated() {
        let trial = try SVGChart(width: width, height: height).document(panel, alignment: alignment)
          .layOut()
        heights[k] = min(
          max(height - trial.plotHeight + plotHeight, SVGChart.minimumHeight),
          SVGChart.maximumHeight)
      }
    }
    // Margins: the widest of every panel's, at its final height (the ticks depend on it). A
    // lone panel keeps its own (the same) and is laid out once.
    for (panel, h) in zip(charts, heights) where charts.count > 1 {
      let layout = try SVGChart(width: width, height: h).document(panel, alignment: alignment)
        .layOut()
      alignment.leftMargin = max(alignment.leftMargin, layout.x0)
      alignment.rightMargin = max(alignment.rightMargin, width - layout.x1)
    }
    var result: [Panel] = []
    for (k, panel) in charts.enumerated() {
      var document = try SVGChart(width: width, height: heights[k]).document(
        panel, alignment: charts.count > 1 ? alignment : nil)
      let layout = try document.layOut()
      result.append(
        Panel(
          unit: units[k], caption: panel.yLabel, seriesIndices: members[k],
          svg: document.render(layout), notes: Self.overlapNotes(panel.series, layout: layout)))
    }
    return result
  }

  /// The chart of one panel: the series `indices` (all of one `unit`) with their handles and
  /// annotations renumbered, the time marks, and — on the panel of the chart's own unit, or
  /// when it is `alone` — the reference values, rules and target, which are in that unit. No
  /// title: the page has it.
  func panelChart(unit: String, indices: [Int], alone: Bool) -> Chart {
    var panel = chart
    panel.title = ""
    panel.series = indices.map { chart.series[$0] }
    if !unit.isEmpty { panel.yLabel = unit }
    let local = Dictionary(uniqueKeysWithValues: indices.enumerated().map { ($1, $0) })
    panel.handles = chart.handles.compactMap { handle in
      guard let k = local[handle.seriesIndex] else { return nil }
      var moved = handle
      moved.seriesIndex = k
      return moved
    }
    panel.annotations = chart.annotations.compactMap { annotation in
      guard let k = local[annotation.seriesIndex] else { return nil }
      var moved = annotation
      moved.seriesIndex = k
      return moved
    }
    if !alone && !unit.isEmpty {
      panel.referenceValues = []
      panel.rules = []
      panel.target = nil
    }
    return panel
  }

  /// A note for each group of `series` whose curves lie within one pixel of each other over
  /// their whole length on a plot laid out as `layout` (the value axis' span over the plot's
  /// height, and their ends within a pixel of the x axis), naming them and how far apart they
  /// come: two such lines draw as one, and a reader should know the other is under it.
  static func overlapNotes(_ series: [Series], layout: SVGDocument.Layout) -> [String] {
    let valuePixel = (layout.left.upper - layout.left.lower) / layout.plotHeight
    let timePixel = (layout.xAxis.upper - layout.xAxis.lower) / layout.plotWidth
    // Groups by union: a group's members each overlap at least one other member.
    var group = Array(series.indices)
    func root(_ i: Int) -> Int {
      var i = i
      while group[i] != i { i = group[i] }
      return i
    }
    var gaps: [Int: Double] = [:]
    // Two curves within a pixel everywhere start, end, rise and fall within a pixel of each
    // other: a sweep over the starting values, with those four compared before any sample, finds
    // the candidates without comparing every pair of a thousand series.
    let signatures = series.map { s -> [Double] in
      [s.values.first ?? 0, s.values.last ?? 0, s.values.min() ?? 0, s.values.max() ?? 0]
    }
    let order = series.indices.sorted { signatures[$0][0] < signatures[$1][0] }
    for (position, i) in order.enumerated() {
      for j in order[(position + 1)...] {
        guard signatures[j][0] - signatures[i][0] <= valuePixel else { break }
        // Already in one group of exactly equal curves: equal to it too, nothing to measure.
        let (ri, rj) = (root(i), root(j))
        if ri == rj && gaps[ri] == 0 { continue }
        guard (1..<4).allSatisfy({ abs(signatures[i][$0] - signatures[j][$0]) <= valuePixel }),
          let gap = largestGap(
            series[i], series[j], timeTolerance: timePixel, within: valuePixel)
        else { continue }
        let (a, b) = (root(i), root(j))
        let merged = max(gaps[a] ?? 0, gaps[b] ?? 0, gap)
        if a != b { group[b] = a }
        gaps[b] = nil
        gaps[a] = merged
      }
    }
    var notes: [String] = []
    for i in series.indices where root(i) == i {
      let names = series.indices.filter { root($0) == i }.map { series[$0].label }
      guard names.count > 1, let gap = gaps[i] else { continue }
      // A long group is named by its first few members and counted.
      let listed =
        names.count == 2
        ? "\(names[0]) and \(names[1])"
        : names.count <= 6
          ? names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
          : names.prefix(5).joined(separator: ", ") + " and \(names.count - 5) more"
      if gap == 0 {
        notes.append("\(listed) coincide: one line hides the other\(names.count > 2 ? "s" : "").")
      } else {
        notes.append(
          "\(listed) overlap within a pixel (at most \(significant(gap)) apart; a pixel is "
            + "\(significant(valuePixel)) here): one line hides the "
            + "other\(names.count > 2 ? "s" : "").")
      }
    }
    return notes
  }

  /// The largest difference between the values of `a` and `b` over their whole length, each
  /// read at the other's sample times (linearly between samples, as the chart draws them), or
  /// `nil` when they start or end more than `timeTolerance` apart, either is empty, or the
  /// difference somewhere exceeds `limit` (found as soon as it is met, so that the page of a
  /// thousand distinct series does not compare each pair over its whole length). Series on the
  /// same times are compared sample by sample, so jumps (two samples at one time) match.
  static func largestGap(
    _ a: Series, _ b: Series, timeTolerance: Double, within limit: Double = .infinity
  ) -> Double? {
    guard let a0 = a.times.first, let a1 = a.times.last, let b0 = b.times.first,
      let b1 = b.times.last, abs(a0 - b0) <= timeTolerance, abs(a1 - b1) <= timeTolerance
    else { return nil }
    if a.times == b.times {
      // A few spread samples first: distinct curves usually part at one of them.
      let n = a.count
      for k in [0, n / 4, n / 2, 3 * n / 4, n - 1] where !(abs(a.values[k] - b.values[k]) <= limit)
      {
        return nil
      }
      var gap = 0.0
      for (x, y) in zip(a.values, b.values) {
        gap = max(gap, abs(x - y))
        if !(gap <= limit) { return nil }
      }
      return gap
    }
    guard let there = oneWayGap(a, b, within: limit), let back = oneWayGap(b, a, within: limit)
    else { return nil }
    return max(there, back)
  }

  /// The largest difference between each sample of `a` and `b` read at its time (inside `b`'s
  /// span; outside it, `b`'s nearest end), or `nil` once it exceeds `limit`. Both are in time
  /// order.
  private static func oneWayGap(_ a: Series, _ b: Series, within limit: Double) -> Double? {
    var gap = 0.0
    var j = 0
    let n = b.count
    for (t, v) in zip(a.times, a.values) {
      while j + 1 < n && b.times[j + 1] <= t { j += 1 }
      let w: Double
      if t <= b.times[0] {
        w = b.values[0]
      } else if j + 1 >= n {
        w = b.values[n - 1]
      } else {
        let f = (t - b.times[j]) / (b.times[j + 1] - b.times[j])
        w = b.values[j] + (b.values[j + 1] - b.values[j]) * f
      }
      gap = max(gap, abs(v - w))
      if !(gap <= limit) { return nil }
    }
    return gap
  }

  /// `x` to two significant digits (`0.00084`, `2.3`, `1200`), for notes.
  static func significant(_ x: Double) -> String {
    guard x.isFinite, x > 0 else { return RoundTripFormat.text(x) }
    var scale = 1.0
    while x * scale >= 100 { scale /= 10 }
    while x * scale < 10 { scale *= 10 }
    return RoundTripFormat.text(RoundTripFormat.shortestNearby((x * scale).rounded() / scale))
  }
}

import KineticPlot

extension Demo {
  /// The HTML page of the demo at `times`, without its frames: each column of ``csvHeader``
  /// after `time` as a series over the times where it has a finite value, in its unit of
  /// ``csvUnits``, titled `kinetic demo NAME`, with a studio link opening `studioSpecs` (none
  /// when empty).
  ///
  /// The page's text goes around the frames (``KineticPlot/HTMLPage/textAroundFrames(frameTimes:)``),
  /// each drawn by ``htmlFrame(at:index:)``: the scene is built once per frame here for the
  /// values and once more per frame for its picture, so memory holds the values and one
  /// picture, whatever the number of frames.
  ///
  /// - Throws: ``KineticPlot/PlotError`` when a column cannot be charted.
  public func htmlPage(times: [Double], studioSpecs: [String] = []) throws(PlotError) -> HTMLPage {
    var rows: [[Double?]] = []
    rows.reserveCapacity(times.count)
    for t in times { rows.append(csvRow(at: t, in: frame(at: t))) }
    var series: [Series] = []
    let units = csvUnits
    for (column, label) in csvHeader.enumerated().dropFirst() {
      var xs: [Double] = []
      var ys: [Double] = []
      for (t, row) in zip(times, rows) {
        guard column < row.count, let value = row[column], value.isFinite else { continue }
        xs.append(t)
        ys.append(value)
      }
      guard !xs.isEmpty else { continue }
      var drawn = try Series(label: label, times: xs, values: ys)
      drawn.unit = column < units.count ? units[column] : ""
      series.append(drawn)
    }
    let chart = Chart(title: "kinetic demo \(name)", series: series, referenceValues: [])
    return HTMLPage(chart: chart, specs: ["kinetic demo \(name)"], studioSpecs: studioSpecs)
  }

  /// Frame `index` of the page of ``htmlPage(times:studioSpecs:)``: the scene at `time`
  /// seconds as SVG, in the page's frame markup.
  public func htmlFrame(at time: Double, index: Int) -> String {
    HTMLPage.frameText(renderSVG(frame(at: time), at: time), index: index)
  }
}

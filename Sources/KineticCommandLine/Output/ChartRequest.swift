import KineticPlot

/// What `plot` and `retarget` hand to KineticPlot to draw or tabulate: CSV (``CSVWriter``), an
/// ASCII/braille chart (``ASCIIChart``), SVG (``SVGChart``), JSON (``JSONChart``) or the
/// interactive HTML page (``HTMLPage``). Every ``PlotError`` (a
/// non-finite value, a NaN velocity, a chart too small) becomes a usage error naming the
/// problem. Infinite velocities (vertical tangents) are not errors: CSV writes `inf`/`-inf`,
/// charts break the velocity line.
struct ChartRequest {
  var series: [Series]
  var format: PlotFormat
  var width: Int
  var height: Int
  var title: String?
  var charset: Charset
  var showsVelocity: Bool
  var usesColor: Bool
  /// Values the value axis always includes (the animation's from and to).
  var referenceValues: [Double] = [0, 1]
  /// Values drawn as horizontal rules (a physics model's bounds).
  var rules: [Double] = []
  /// Times marked on the time axis (keyframe times; SVG draws them).
  var timeMarks: [Double] = []
  /// Texts the HTML page offers to copy (the specs).
  var specs: [String] = []
  /// The x axis caption and CSV's first column header: `time (s)` and `time`, or `progress`.
  var xLabel = "time (s)"
  /// The right axis caption.
  var velocityLabel = "velocity"
  /// The value the motions come to rest at, drawn as a dotted line; `nil` for none.
  var target: Double? = nil
  /// Bezier control handles (the progress view).
  var handles: [Chart.Handle] = []
  /// Overshoot and settling marks (`--annotate`).
  var annotations: [Chart.Annotation] = []

  /// One curve to draw, sampled at `times`; velocities `nil` when the output has none
  /// (``ChartOptions/includesVelocity(format:seriesCount:showsVelocity:)``), so they were not
  /// evaluated.
  static func series(label: String, times: [Double], values: [Double], velocities: [Double]?)
    throws(CommandLineError) -> Series
  {
    do {
      return try Series(label: label, times: times, values: values, velocities: velocities)
    } catch {
      throw failure(error)
    }
  }

  /// How many columns a series is sampled at for this chart: sixteen per braille dot (two per
  /// character) of the ASCII chart, four per pixel of the SVG and of the HTML page's chart;
  /// `nil` for the formats that keep every sample (CSV and JSON tabulate them).
  ///
  /// The HTML page reads its embedded samples out under the pointer, exactly at each one and
  /// linearly between; kept at the chart's resolution (whole up to 32 samples per pixel), a
  /// page of ten million samples a series stays a few hundred kB a series and opens in a
  /// browser, with the read-out exact at every kept sample (each quarter pixel's first, lowest,
  /// highest and last) and its chart the same as the SVG format's.
  ///
  /// Several per drawn column, not one, because the sampled runs do not line up with the drawn
  /// columns (the layout depends on the labels, known only once every sample is in): a run that
  /// straddles two columns is drawn as a straight step, which may leave out a corner dot that
  /// the dense samples set. Measured on `plot bouncy 'cubic-bezier(0.68, -0.55, 0.265, 1.55)'
  /// --velocity --charset unicode --width 100 --samples 300000`: 44 of about 2,000 braille
  /// cells differ by one dot at 4 runs per dot, 24 at 8, 15 at 16, 10 at 32; SVG differs by
  /// under a quarter pixel at 4 per pixel. 16 per dot keeps a chart of the largest width
  /// (2,000 characters) at a few MB a series.
  var sampleColumns: Int? {
    switch format {
    case .ascii: 32 * width
    case .svg, .html: 4 * width
    case .csv, .json: nil
    }
  }

  /// A series of `count` samples, `sample(i)` giving the i-th time, value and velocity (ignored
  /// without `velocities`), sampled one at a time and kept at the chart's resolution
  /// (``sampleColumns``, see ``SeriesReducer``), so that a chart's memory does not grow with
  /// `--samples`; every sample for the tables.
  func sampledSeries(
    label: String, count: Int, velocities: Bool,
    sample: (Int) -> (time: Double, value: Double, velocity: Double)
  ) throws(CommandLineError) -> Series {
    var reducer = SeriesReducer(
      label: label, count: count, columns: sampleColumns ?? count, velocities: velocities)
    do {
      for index in 0..<count {
        let point = sample(index)
        try reducer.append(time: point.time, value: point.value, velocity: point.velocity)
      }
      return try reducer.series()
    } catch {
      throw Self.failure(error)
    }
  }

  /// The chart described: title, series, labels, reference values, rules and time marks.
  var chart: Chart {
    var chart = Chart(
      title: title ?? "", xLabel: xLabel, velocityLabel: velocityLabel, series: series,
      showsVelocity: showsVelocity, referenceValues: referenceValues)
    chart.rules = rules
    chart.target = target
    chart.handles = handles
    chart.annotations = annotations
    chart.timeMarks = timeMarks
    return chart
  }

  /// The JSON document (``JSONChart``) of this request's chart with one series per entry of
  /// `sources`, sampled at `grid` while it is written, so that ten million samples stream in
  /// bounded memory; `sample` gives the value and velocity at a time. A non-finite value or a
  /// NaN velocity is the usage error that ``series(label:times:values:velocities:)`` would
  /// give, found while writing (see ``OutputDestination/stream(to:holdLimit:_:)``).
  func streamJSON(
    _ sources: [(label: String, sample: (Double) -> (value: Double, velocity: Double))],
    grid: TimeGrid, to sink: (UnsafeRawBufferPointer) throws(CommandLineError) -> Void
  ) throws(CommandLineError) {
    let columns = sources.map { source in
      JSONChart.Column<CommandLineError>(
        label: source.label, count: grid.count, time: { grid[$0] },
        value: { index throws(CommandLineError) in
          let value = source.sample(grid[index]).value
          guard value.isFinite else {
            throw Self.failure(.nonFinite(series: source.label, column: "value", index: index))
          }
          return value
        },
        velocity: { index throws(CommandLineError) in
          let velocity = source.sample(grid[index]).velocity
          guard !velocity.isNaN else {
            throw Self.failure(.notANumber(series: source.label, column: "velocity", index: index))
          }
          return velocity
        })
    }
    try JSONChart().write(chart, columns: columns, to: sink)
  }

  /// The rendered document.
  func render() throws(CommandLineError) -> String {
    do {
      let chart = self.chart
      switch format {
      case .csv:
        return try CSVWriter(xHeader: xLabel == "progress" ? "progress" : "time").string(for: chart)
      case .ascii:
        let charset: ASCIIChart.Charset = self.charset == .unicode ? .unicode : .ascii
        return try ASCIIChart(width: width, height: height, charset: charset, usesColor: usesColor)
          .render(chart)
      case .svg:
        return try SVGChart(width: Double(width), height: Double(height)).render(chart)
      case .json:
        return JSONChart().render(chart)
      case .html:
        return try HTMLPage(
          chart: chart, specs: specs, width: Double(width), height: Double(height)
        ).render()
      }
    } catch {
      throw Self.failure(error)
    }
  }

  private static func failure(_ error: PlotError) -> CommandLineError {
    .unsupported("cannot plot: \(error.description)")
  }
}

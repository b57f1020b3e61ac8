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
  /// The specs the HTML page shows, each with its code per export target (``PageCode``) to
  /// copy, and links to the studio.
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
  /// the dense samples set (measured on `plot bouncy 'cubic-bezier(0.68, -0.55, 0.265, 1.55)'
  /// --velocity --charset unicode --width 100 --samples 300000`: 15 of about 2,000 braille
  /// cells differed by one dot at 16 runs per dot). SVG differs by under a quarter pixel at 4
  /// per pixel. The ASCII chart is therefore sampled a second time at its own dot columns
  /// (``sampledSeries(_:)``), which is exact; this first pass only has to keep the extremes
  /// that decide the layout.
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

  /// Where one series' samples come from: `sample(i)` gives the i-th time (in increasing
  /// order), value and velocity (ignored without `velocities`).
  struct SeriesSource {
    var label: String
    var count: Int
    var velocities: Bool
    var sample: (Int) -> (time: Double, value: Double, velocity: Double)
    /// The i-th time, value and velocity one at a time, where each costs less alone than a
    /// whole sample (a JSON document reads all the times, then the values, then the
    /// velocities); `nil`: through `sample`.
    var parts: (time: (Int) -> Double, value: (Int) -> Double, velocity: (Int) -> Double)? = nil
  }

  /// The series of `sources`, each sampled one sample at a time and kept at the chart's
  /// resolution (``sampledSeries(label:count:velocities:sample:)``).
  ///
  /// An ASCII chart is then exact: when a series was reduced, the layout of the reduced chart
  /// (the same as the full chart's: the reduction keeps every extreme, and the labels depend
  /// on nothing else) gives each sample's dot column, and the series are sampled once more,
  /// keeping each dot column's first, lowest, highest and last sample and the samples under
  /// the braille markers (``ASCIIChart/SampleLayout``), so the chart equals the chart of
  /// every sample cell for cell, at twice the sampling time.
  func sampledSeries(_ sources: [SeriesSource]) throws(CommandLineError) -> [Series] {
    var series: [Series] = []
    for source in sources {
      series.append(
        try sampledSeries(
          label: source.label, count: source.count, velocities: source.velocities,
          sample: source.sample))
    }
    guard format == .ascii, zip(series, sources).contains(where: { $0.count < $1.count }) else {
      return series
    }
    var chart = self.chart
    chart.series = series
    do {
      let layout = try asciiChart.sampleLayout(of: chart)
      for (index, source) in sources.enumerated() {
        var reducer = layout.reducer(
          forSeries: index, label: source.label, count: source.count,
          velocities: source.velocities)
        for i in 0..<source.count {
          let point = source.sample(i)
          try reducer.append(time: point.time, value: point.value, velocity: point.velocity)
        }
        series[index] = try reducer.series()
      }
    } catch {
      throw Self.failure(error)
    }
    return series
  }

  /// The ASCII chart this request draws.
  private var asciiChart: ASCIIChart {
    ASCIIChart(
      width: width, height: height, charset: charset == .unicode ? .unicode : .ascii,
      usesColor: usesColor)
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

  /// The CSV document of `sources` (which share their sample times), sampled block by block
  /// while it is written, so that its memory does not grow with the samples: the bytes of
  /// ``render()`` for the series ``sampledSeries(_:)`` would make, and the same error for a
  /// bad number (found while writing; see ``OutputDestination/stream(to:holdLimit:_:)``).
  func streamCSV(
    _ sources: [SeriesSource], to sink: (UnsafeRawBufferPointer) throws(CommandLineError) -> Void
  ) throws(CommandLineError) {
    var encoder = CSVEncoder(
      writer: CSVWriter(xHeader: xLabel == "progress" ? "progress" : "time"),
      series: sources.map { ($0.label, $0.velocities) })
    let count = sources.first?.count ?? 0
    let block = 4_096
    var times: [Double] = []
    var columns = [[Double]](repeating: [], count: encoder.columnCount)
    var start = 0
    while start < count {
      let end = min(start + block, count)
      times.removeAll(keepingCapacity: true)
      for c in columns.indices { columns[c].removeAll(keepingCapacity: true) }
      var column = 0
      for (index, source) in sources.enumerated() {
        for i in start..<end {
          let point = source.sample(i)
          if index == 0 { times.append(point.time) }
          columns[column].append(point.value)
          if source.velocities { columns[column + 1].append(point.velocity) }
        }
        column += source.velocities ? 2 : 1
      }
      do { try encoder.appendRows(times: times, columns: columns) } catch {
        throw Self.failure(error)
      }
      if encoder.bufferedByteCount >= 1 << 16 { try encoder.flush(sink) }
      start = end
    }
    try encoder.flush(sink)
  }

  /// The JSON document (``JSONChart``) of this request's chart with the series of `sources`,
  /// sampled while it is written, in bounded memory: the bytes of ``render()`` for the series
  /// ``sampledSeries(_:)`` would make.
  func streamJSON(
    _ sources: [SeriesSource], to sink: (UnsafeRawBufferPointer) throws(CommandLineError) -> Void
  ) throws(CommandLineError) {
    let columns = sources.map { source in
      JSONChart.Column<CommandLineError>(
        label: source.label, count: source.count,
        time: { index throws(CommandLineError) in
          let time = source.parts?.time(index) ?? source.sample(index).time
          guard time.isFinite else {
            throw Self.failure(.nonFinite(series: source.label, column: "time", index: index))
          }
          return time
        },
        value: { index throws(CommandLineError) in
          let value = source.parts?.value(index) ?? source.sample(index).value
          guard value.isFinite else {
            throw Self.failure(.nonFinite(series: source.label, column: "value", index: index))
          }
          return value
        },
        velocity: source.velocities
          ? { index throws(CommandLineError) in
            let velocity = source.parts?.velocity(index) ?? source.sample(index).velocity
            guard !velocity.isNaN else {
              throw Self.failure(
                .notANumber(series: source.label, column: "velocity", index: index))
            }
            return velocity
          } : nil)
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
        return try asciiChart.render(chart)
      case .svg:
        return try SVGChart(width: Double(width), height: Double(height)).render(chart)
      case .json:
        return JSONChart().render(chart)
      case .html:
        return try HTMLPage(
          chart: chart, specs: specs, code: PageCode.code(for: specs), studioSpecs: specs,
          width: Double(width), height: Double(height)
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

extension ASCIIChart {
  /// Where a chart's samples land on this chart's dots: what a ``SeriesReducer`` needs to keep a
  /// series so that the chart drawn from it is the chart drawn from every sample, cell for
  /// cell.
  ///
  /// A line through a run of samples that share one dot column sets, in that column, exactly
  /// the dots between the run's lowest and highest sample, and its joins to the neighbouring
  /// columns start at the run's first and end at its last sample: so keeping each dot column's
  /// first, lowest, highest and last sample (and the same of the velocities) draws the same
  /// dots. A braille chart also puts each series' marker on the sample nearest a few times,
  /// which are kept too. (Runs that straddle dot columns, as runs of equal sample counts do,
  /// can lose a corner dot where a steep line crosses a column boundary.)
  ///
  /// The layout depends on the axis labels, and so on the extremes of the samples: take it from
  /// the chart of a first reduction (``SeriesReducer/init(label:count:columns:velocities:)``
  /// keeps every extreme, so the layout is the same), then sample again through
  /// ``reducer(forSeries:label:count:velocities:)``.
  public struct SampleLayout: Sendable {
    let xLower: Double
    let xUpper: Double
    let dotWidth: Int
    /// Per series (by index in ``Chart/series``): the x positions its markers go near.
    let markerTimes: [[Double]]

    /// The dot column (0 at the left of the plot area) that x position `x` is drawn in.
    public func dotColumn(of x: Double) -> Int {
      AxisRange.position(x, lower: xLower, upper: xUpper, cells: dotWidth)
    }

    /// A reducer for the series at `index` of the chart this layout was taken from, whose runs
    /// are its dot columns and which keeps the samples its markers go on. Samples must come
    /// in time order.
    ///
    /// - Parameters:
    ///   - index: The series' index in ``Chart/series``.
    ///   - label: The series name.
    ///   - count: The number of samples that will be appended.
    ///   - velocities: Whether samples carry a velocity.
    public func reducer(forSeries index: Int, label: String, count: Int, velocities: Bool)
      -> SeriesReducer
    {
      let (lower, upper, width) = (xLower, xUpper, dotWidth)
      return SeriesReducer(
        label: label, count: count, velocities: velocities,
        runs: { AxisRange.position($0, lower: lower, upper: upper, cells: width) },
        nearest: markerTimes.indices.contains(index) ? markerTimes[index] : [])
    }
  }

  /// Where `chart`'s samples land on this chart (see ``SampleLayout``).
  ///
  /// - Throws: what ``render(_:)`` throws for the chart.
  public func sampleLayout(of chart: Chart) throws(PlotError) -> SampleLayout {
    let traces = try chart.traces()
    let layout = try layOut(chart, traces: traces)
    var markers = [[Double]](repeating: [], count: chart.series.count)
    for index in traces.indices {
      let series = traces[index].seriesIndex
      markers[series] += markerTimes(trace: index, of: traces.count, layout)
    }
    return SampleLayout(
      xLower: layout.x.lower, xUpper: layout.x.upper, dotWidth: layout.area.dotWidth,
      markerTimes: markers.map { $0.sorted() })
  }
}

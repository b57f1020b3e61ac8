import KineticPlot

/// What `plot` and `retarget` hand to KineticPlot to draw or tabulate: CSV (``CSVWriter``), an
/// ASCII/braille chart (``ASCIIChart``), SVG (``SVGChart``), JSON (``JSONChart``) or the
/// interactive HTML page (``HTMLPage``). Every ``PlotError`` (a
/// non-finite value, a NaN velocity, a chart too small) becomes a usage error naming the
/// problem. Infinite velocities (vertical tangents) are not errors: CSV writes `inf`/`-inf`,
/// charts break the velocity line.
struct ChartRequest {
  var times: [Double]
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

  /// The rendered document.
  func render() throws(CommandLineError) -> String {
    do {
      var chart = Chart(
        title: title ?? "", series: series, showsVelocity: showsVelocity,
        referenceValues: referenceValues)
      chart.rules = rules
      chart.timeMarks = timeMarks
      switch format {
      case .csv:
        return try CSVWriter().string(for: chart)
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

import KineticPlot

/// Renders sampled series with KineticPlot: CSV (``CSVWriter``), an ASCII/braille chart
/// (``ASCIIChart``) or SVG (``SVGChart``). Every ``PlotError`` (a non-finite value, a NaN
/// velocity, a chart too small) becomes a usage error naming the problem. Infinite velocities
/// (vertical tangents) are not errors: CSV writes `inf`/`-inf`, charts break the velocity line.
enum PlotBridge {
  /// One curve to draw: a label and samples at common times.
  struct Series {
    var label: String
    var values: [Double]
    /// The velocities, or `nil` when the output has none
    /// (``ChartOptions/includesVelocity(format:seriesCount:showsVelocity:)``), so they were not
    /// evaluated.
    var velocities: [Double]?
  }

  /// Everything `plot` and `retarget` pass to the renderer.
  struct Request {
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
  }

  static func render(_ request: Request) throws(CommandLineError) -> String {
    do {
      let withVelocity = ChartOptions.includesVelocity(
        format: request.format, seriesCount: request.series.count,
        showsVelocity: request.showsVelocity)
      let series = try request.series.map { s throws(PlotError) in
        try KineticPlot.Series(
          label: s.label, times: request.times, values: s.values,
          velocities: withVelocity ? s.velocities : nil)
      }
      var chart = Chart(
        title: request.title ?? "", series: series, showsVelocity: request.showsVelocity,
        referenceValues: request.referenceValues)
      chart.rules = request.rules
      switch request.format {
      case .csv:
        return try CSVWriter().string(for: chart)
      case .ascii:
        let charset: ASCIIChart.Charset = request.charset == .unicode ? .unicode : .ascii
        return try ASCIIChart(
          width: request.width, height: request.height, charset: charset,
          usesColor: request.usesColor
        ).render(chart)
      case .svg:
        return try SVGChart(width: Double(request.width), height: Double(request.height)).render(
          chart)
      }
    } catch {
      throw .unsupported("cannot plot: \(error.description)")
    }
  }

  /// A CSV table with a single series: header `<x>,value,velocity`, numbers that round-trip.
  static func table(
    xHeader: String, label: String, times: [Double], values: [Double], velocities: [Double]
  )
    throws(CommandLineError) -> String
  {
    do {
      let series = try KineticPlot.Series(
        label: label, times: times, values: values, velocities: velocities)
      return try CSVWriter(xHeader: xHeader).string(for: Chart(series: [series]))
    } catch {
      throw .unsupported("cannot write the table: \(error.description)")
    }
  }
}

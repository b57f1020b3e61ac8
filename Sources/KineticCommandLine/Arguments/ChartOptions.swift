import KineticPlot

/// The chart options shared by `plot` and `retarget`: `--velocity`, `--width`, `--height`,
/// `--title` and `--charset`, declared once so both commands spell and check them alike.
struct ChartOptions: Sendable {
  /// The declarations; `title` is how help describes the default title.
  static func definitions(title: String) -> [ArgumentDefinition] {
    [
      .flag(
        "velocity",
        help: "Also plot velocity (CSV: a velocity column per series; charts: a second axis)."),
      .option(
        "width", valueName: "columns",
        help: "Chart width in characters (ascii) or pixels (svg, html).",
        default: "$COLUMNS or the terminal's width (ascii), 800 (svg, html)"),
      .option(
        "height", valueName: "rows",
        help: "Chart height in characters (ascii) or pixels (svg, html).",
        default: "20 (ascii), 480 (svg, html)"),
      .option("title", valueName: "text", help: "Chart title.", default: title),
      .option(
        "charset", of: Charset.self, help: "Characters for the ASCII chart; unicode uses braille.",
        default: .ascii),
    ]
  }

  var showsVelocity: Bool
  var width: Int?
  var height: Int?
  var title: String?
  var charset: Charset

  /// Reads the options; sizes are checked against the limits of the chart `format` draws
  /// (``ASCIIChart``'s in characters, ``SVGChart``'s in pixels), so the one limit a user meets
  /// is the one the chart has, named in a usage error before anything is drawn.
  init(_ arguments: ParsedArguments, format: PlotFormat) throws(CommandLineError) {
    showsVelocity = arguments.flag("velocity")
    let widths =
      format.usesPixels
      ? Int(SVGChart.minimumWidth)...Int(SVGChart.maximumWidth)
      : ASCIIChart.minimumWidth...ASCIIChart.maximumWidth
    let heights =
      format.usesPixels
      ? Int(SVGChart.minimumHeight)...Int(SVGChart.maximumHeight)
      : ASCIIChart.minimumHeight...ASCIIChart.maximumHeight
    width = try arguments.integer("width", in: widths)
    height = try arguments.integer("height", in: heights)
    title = arguments.string("title")
    charset = try arguments.choice("charset")
  }

  /// Whether output in `format` of `seriesCount` series has velocities: JSON, the HTML page (its
  /// read-out) and CSV of one series always (its header is `time,value,velocity`), charts only
  /// with `--velocity`. Without
  /// them the commands do not evaluate velocities at all, so a chart of a curve with a vertical
  /// tangent never meets its infinite slope.
  static func includesVelocity(format: PlotFormat, seriesCount: Int, showsVelocity: Bool) -> Bool {
    showsVelocity || format == .json || format == .html || (format == .csv && seriesCount == 1)
  }

  /// ``includesVelocity(format:seriesCount:showsVelocity:)`` for these options.
  func includesVelocity(format: PlotFormat, seriesCount: Int) -> Bool {
    Self.includesVelocity(format: format, seriesCount: seriesCount, showsVelocity: showsVelocity)
  }

  /// The render request for `series`: the given sizes, else 800 × 480 for svg/html and
  /// the terminal's width × 20 rows for ascii; the given title, else `defaultTitle`.
  func request(
    series: [Series], format: PlotFormat, defaultTitle: String,
    context: CommandContext, destination: OutputDestination
  ) -> ChartRequest {
    ChartRequest(
      series: series, format: format,
      width: width ?? (format.usesPixels ? 800 : context.preferredWidth),
      height: height ?? (format.usesPixels ? 480 : 20), title: title ?? defaultTitle,
      charset: charset, showsVelocity: showsVelocity,
      usesColor: destination.path == nil && context.usesColor)
  }
}

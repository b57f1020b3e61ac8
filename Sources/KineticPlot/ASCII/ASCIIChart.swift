/// Renders a ``Chart`` as text for a terminal: left value axis (and right velocity axis when
/// asked) with 1-2-5 tick labels, x axis with ticks, title, captions and a legend.
///
/// Scaling: the value axis spans the data united with ``Chart/referenceValues`` (so an
/// animation from 0 to 1 always shows 0 and 1, and overshoot beyond either stays on screen),
/// widened outwards to the neighbouring nice ticks. The x axis spans the data exactly.
///
/// Drawing: each series gets a glyph (`*`, `+`, `o`, `x`, `#`, `@`, `%`, `&`; velocities `.`,
/// `:`, `'`, `~`) and consecutive samples are joined by Bresenham lines so steep segments stay
/// continuous. With ``Charset/unicode`` the plot area is braille (U+2800–U+28FF, empty cells
/// U+2800) giving 2 × 4 dots per cell and the axes use box-drawing characters; braille dots of
/// different series look alike, so each series also shows its own marker character (`●`, `■`,
/// `▲`, …; hollow for velocities) at a few staggered columns along the curve and in the legend.
///
/// The target (``Chart/target``) is a dotted row (`- - -`, or `┈` in braille); rules are solid.
/// Bezier handles (``Chart/handles``) show their control point as `O` (`◌` in braille) joined to
/// the curve's end by `,` (`·`) in the cells no curve drew into, explained under the legend.
/// Under the legend, a note names series whose curves coincide, and each annotation is listed.
///
/// Velocities (``Chart/showsVelocity``) that are infinite, at a vertical tangent, are left out:
/// the velocity line breaks there and the right axis spans the finite velocities.
///
/// Colour (ANSI SGR codes per series) is written only when ``usesColor`` is on; the caller
/// decides (the CLI: standard output is a terminal and `NO_COLOR` is unset). Labels have
/// control characters replaced, so output without colour contains no escape sequences.
public struct ASCIIChart: Sendable {
  /// The characters used for axes and curves.
  public enum Charset: String, Sendable, CaseIterable {
    /// Plain 7-bit ASCII: `|`, `-`, `+` axes and one glyph per cell.
    case ascii
    /// Box-drawing axes and braille curves with 2 × 4 dots per cell.
    case unicode
  }

  /// Total width of every line, in character cells, including labels and axes.
  public var width: Int

  /// Total number of lines, including title, captions, axes and legend.
  public var height: Int

  /// Axis and curve characters (default ``Charset/ascii``).
  public var charset: Charset

  /// Whether to colour each series with ANSI escape codes (default `false`).
  public var usesColor: Bool

  /// Creates a renderer.
  ///
  /// - Parameters:
  ///   - width: columns, e.g. from `--width` or the terminal; at least ``minimumWidth``.
  ///   - height: lines; at least ``minimumHeight`` (more with a title, captions and legend).
  ///   - charset: `.ascii` or `.unicode` (braille).
  ///   - usesColor: emit ANSI colours.
  public init(width: Int = 80, height: Int = 24, charset: Charset = .ascii, usesColor: Bool = false)
  {
    self.width = width
    self.height = height
    self.charset = charset
    self.usesColor = usesColor
  }

  /// The smallest ``width`` accepted.
  public static let minimumWidth = 20
  /// The smallest ``height`` accepted.
  public static let minimumHeight = 6
  /// The largest ``width`` accepted.
  public static let maximumWidth = 2_000
  /// The largest ``height`` accepted.
  public static let maximumHeight = 1_000

  static let glyphs: [Character] = ["*", "+", "o", "x", "#", "@", "%", "&"]
  static let velocityGlyphs: [Character] = [".", ":", "'", "~"]
  // Blue, red, green, yellow, magenta, cyan: the 8-colour set every terminal supports.
  static let colorCodes = [34, 31, 32, 33, 35, 36]

  /// The chart as lines joined by `\n`, ending with `\n`.
  ///
  /// - Throws: ``PlotError/noData`` with no samples, ``PlotError/nonFinite(series:column:index:)``
  ///   for a non-finite reference value, ``PlotError/sizeTooSmall(width:height:minimumWidth:minimumHeight:)``
  ///   when the labels leave fewer than 3 rows or 10 columns to plot in,
  ///   ``PlotError/sizeTooLarge(width:height:maximumWidth:maximumHeight:)`` beyond
  ///   ``maximumWidth`` × ``maximumHeight``.
  public func render(_ chart: Chart) throws(PlotError) -> String {
    try renderText(chart, traces: try chart.traces())
  }

  /// The marker shown in the legend for a trace.
  func marker(for trace: Trace) -> Character {
    switch charset {
    case .ascii:
      return trace.isVelocity
        ? ASCIIChart.velocityGlyphs[trace.seriesIndex % ASCIIChart.velocityGlyphs.count]
        : ASCIIChart.glyphs[trace.seriesIndex % ASCIIChart.glyphs.count]
    case .unicode:
      return SeriesStyle.brailleMarker(trace.seriesIndex, hollow: trace.isVelocity)
    }
  }

  /// The SGR parameter string for a trace: the series colour, dimmed for velocities.
  func colorCode(for trace: Trace) -> String {
    let code = ASCIIChart.colorCodes[trace.seriesIndex % ASCIIChart.colorCodes.count]
    return trace.isVelocity ? "2;\(code)" : "\(code)"
  }
}

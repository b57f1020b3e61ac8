/// Renders a ``Chart`` as a standalone SVG 1.1 document.
///
/// The document has an XML declaration, the SVG namespace, `width`, `height` and a matching
/// `viewBox`; it references no external resources and uses the generic `sans-serif` font.
/// It draws a white background, a grid at the ticks, a framed plot area with 1-2-5 ticks and
/// labels, the title, axis captions, one polyline per series (clipped to the plot area) and a
/// legend below the x caption. With ``Chart/showsVelocity`` each velocity is a dashed line in
/// its series' colour against a second axis on the right; an infinite velocity (a vertical
/// tangent) is left out, so the line breaks there (one polyline per run of finite samples),
/// and the right axis spans the finite velocities. Coordinates are always finite numbers.
///
/// Scaling: the value axis spans the data united with ``Chart/referenceValues``, plus 5 % of
/// the span on each side (so curves never touch the frame); the x axis spans the data exactly.
/// Text is XML-escaped. Series with more samples than the plot is wide are thinned per pixel
/// column to the first, lowest, highest and last sample, which draws the same picture.
public struct SVGChart: Sendable {
  /// Document width in user units (pixels).
  public var width: Double

  /// Document height in user units (pixels).
  public var height: Double

  /// Creates a renderer.
  ///
  /// - Parameters:
  ///   - width: pixels, at least ``minimumWidth``; default 720.
  ///   - height: pixels, at least ``minimumHeight``; default 450.
  public init(width: Double = 720, height: Double = 450) {
    self.width = width
    self.height = height
  }

  /// The smallest ``width`` accepted.
  public static let minimumWidth = 200.0
  /// The smallest ``height`` accepted.
  public static let minimumHeight = 150.0
  /// The largest ``width`` accepted.
  public static let maximumWidth = 100_000.0
  /// The largest ``height`` accepted.
  public static let maximumHeight = 100_000.0

  /// Series colours (the Tableau 10 palette, readable on white and distinguishable by most
  /// colour-blind viewers in its first few entries).
  public static let palette = [
    "#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd",
    "#8c564b", "#e377c2", "#7f7f7f", "#bcbd22", "#17becf",
  ]

  /// The SVG document.
  ///
  /// - Throws: ``PlotError/noData`` with no samples, ``PlotError/nonFinite(series:column:index:)``
  ///   for a non-finite reference value, ``PlotError/sizeTooSmall(width:height:minimumWidth:minimumHeight:)``
  ///   for a size below the minimum or one that leaves too little room for the plot,
  ///   ``PlotError/sizeTooLarge(width:height:maximumWidth:maximumHeight:)`` above the maximum.
  public func render(_ chart: Chart) throws(PlotError) -> String {
    var document = try document(chart)
    return try document.render()
  }

  /// The document that draws `chart`, laid out with `alignment` (margins and an x range shared
  /// with other charts drawn beside it), after checking the chart and the size.
  func document(_ chart: Chart, alignment: SVGDocument.Alignment? = nil) throws(PlotError)
    -> SVGDocument
  {
    let traces = try chart.traces()
    guard width.isFinite, height.isFinite, width >= SVGChart.minimumWidth,
      height >= SVGChart.minimumHeight
    else {
      throw .sizeTooSmall(
        width: Int(clamping: width), height: Int(clamping: height),
        minimumWidth: Int(SVGChart.minimumWidth), minimumHeight: Int(SVGChart.minimumHeight))
    }
    guard width <= SVGChart.maximumWidth, height <= SVGChart.maximumHeight else {
      throw .sizeTooLarge(
        width: Int(clamping: width), height: Int(clamping: height),
        maximumWidth: Int(SVGChart.maximumWidth), maximumHeight: Int(SVGChart.maximumHeight))
    }
    var document = SVGDocument(chart: chart, traces: traces, width: width, height: height)
    document.alignment = alignment
    return document
  }
}

/// Everything a chart writer needs: the series and how to label and scale them.
///
/// A plain value; build it, then hand it to ``CSVWriter``, ``ASCIIChart`` or ``SVGChart``.
///
/// ```swift
/// var chart = Chart(title: "easeInOut", series: [s])
/// chart.showsVelocity = true
/// let text = try ASCIIChart(width: 72, height: 20).render(chart)
/// ```
public struct Chart: Sendable, Equatable {
  /// Shown centred above the plot; empty for none.
  public var title: String

  /// The x axis caption, e.g. `"time (s)"` or `"progress"`; empty for none.
  public var xLabel: String

  /// The left (value) axis caption; empty for none.
  public var yLabel: String

  /// The right (velocity) axis caption, used when ``showsVelocity`` is on.
  public var velocityLabel: String

  /// The curves, drawn in order (later ones on top). Each gets its own glyph and colour.
  public var series: [Series]

  /// Whether charts draw each series' velocity (when it has one) against a second, right-hand
  /// axis. CSV ignores this flag and writes every velocity column present.
  ///
  /// An infinite velocity (the slope at a vertical tangent, e.g. `circularEaseIn` at its end)
  /// has no place on an axis: it is left out of the velocity trace, which breaks there (a gap,
  /// not a spike to the axis edge), and the velocity axis spans the finite velocities only.
  /// With the flag off, charts never read the velocities.
  public var showsVelocity: Bool

  /// Values the value axis must always include besides the data, typically the animation's
  /// `from` and `to` (default `[0, 1]` for unit animations). The axis spans the data range
  /// united with these, so overshoot below `from` or above `to` stays visible. Must be finite.
  public var referenceValues: [Double]

  /// Values at which charts draw a horizontal rule across the plot (a motion's `min` and
  /// `max` bounds); the value axis includes them. Empty by default; CSV ignores them. Must be
  /// finite.
  public var rules: [Double] = []

  /// The value the motion settles at, drawn as a dotted horizontal line labelled "target"
  /// (distinct from ``rules``), or `nil` for none. The value axis includes it. Must be finite.
  public var target: Double? = nil

  /// Bezier control handles drawn over the curves (the progress view of a cubic Bezier:
  /// each end point joined to its control point), in the colour of their series. The axes
  /// include them. Empty by default; CSV and JSON ignore them.
  public var handles: [Handle] = []

  /// Marks that explain a series (its overshoot, its settling time), drawn in the series'
  /// colour and listed under the legend. Empty by default; CSV and JSON ignore them.
  public var annotations: [Annotation] = []

  /// Positions marked on the x axis (a keyframe track's keyframe times, or on a progress axis
  /// the fraction of the track's duration at which each falls): the SVG chart draws each inside
  /// the x range as a dotted vertical line across the plot with a triangle on the axis; the
  /// other formats ignore them. Empty by default. Must be finite.
  public var timeMarks: [Double] = []

  /// Creates a chart description.
  ///
  /// - Parameters:
  ///   - title: caption above the plot.
  ///   - xLabel: x axis caption (default `"time (s)"`).
  ///   - yLabel: value axis caption (default `"value"`).
  ///   - velocityLabel: right axis caption (default `"velocity"`).
  ///   - series: the curves.
  ///   - showsVelocity: draw velocities on a right-hand axis (default `false`).
  ///   - referenceValues: values the value axis always includes (default `[0, 1]`).
  public init(
    title: String = "",
    xLabel: String = "time (s)",
    yLabel: String = "value",
    velocityLabel: String = "velocity",
    series: [Series],
    showsVelocity: Bool = false,
    referenceValues: [Double] = [0, 1]
  ) {
    self.title = title
    self.xLabel = xLabel
    self.yLabel = yLabel
    self.velocityLabel = velocityLabel
    self.series = series
    self.showsVelocity = showsVelocity
    self.referenceValues = referenceValues
  }
}

extension Chart {
  /// A Bezier control handle: a segment from an end point of a curve to its control point,
  /// drawn as a thin line with the control point as a dot (cubic-bezier.com's unit-square view).
  ///
  /// ```swift
  /// // easeInOut's handles in the progress view: (0, 0)→(0.42, 0) and (1, 1)→(0.58, 1).
  /// chart.handles = [
  ///   Chart.Handle(seriesIndex: 0, anchorX: 0, anchorY: 0, controlX: 0.42, controlY: 0),
  ///   Chart.Handle(seriesIndex: 0, anchorX: 1, anchorY: 1, controlX: 0.58, controlY: 1),
  /// ]
  /// ```
  public struct Handle: Sendable, Equatable {
    /// The index in ``Chart/series`` whose colour the handle takes.
    public var seriesIndex: Int
    /// The end point of the curve (x in axis units, y in value units).
    public var anchorX: Double
    /// The end point's value.
    public var anchorY: Double
    /// The control point's x.
    public var controlX: Double
    /// The control point's value.
    public var controlY: Double

    /// Creates a handle; every coordinate must be finite.
    public init(
      seriesIndex: Int, anchorX: Double, anchorY: Double, controlX: Double, controlY: Double
    ) {
      self.seriesIndex = seriesIndex
      self.anchorX = anchorX
      self.anchorY = anchorY
      self.controlX = controlX
      self.controlY = controlY
    }
  }

  /// A note on one series: a point (its peak, with the overshoot) or, with no `y`, a vertical
  /// line at `x` (its settling time). Charts draw the mark in the series' colour and list
  /// `text` under the legend, so the figure is readable without colour.
  public struct Annotation: Sendable, Equatable {
    /// The index in ``Chart/series`` the note belongs to.
    public var seriesIndex: Int
    /// Where along the x axis (seconds or progress).
    public var x: Double
    /// The value marked, or `nil` for a vertical line across the plot at `x`.
    public var y: Double?
    /// The note, e.g. `"overshoot 4.6 % at 0.35 s"`.
    public var text: String

    /// Creates a note; `x` and `y` must be finite.
    public init(seriesIndex: Int, x: Double, y: Double? = nil, text: String) {
      self.seriesIndex = seriesIndex
      self.x = x
      self.y = y
      self.text = text
    }
  }
}

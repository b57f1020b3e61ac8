/// One sampled curve: a label, sample positions (usually time in seconds, or progress), the
/// value at each, and optionally the velocity at each.
///
/// The columns are stored side by side (structure of arrays) because every writer walks them
/// in order and the CSV writer's throughput depends on it. They are validated once, here:
/// a `Series` always holds equally long columns, its times and values finite and its
/// velocities numbers, so writers never meet NaN.
///
/// A velocity may be `+∞` or `-∞`: that is the exact slope of a curve with a vertical tangent
/// (`circularEaseIn` at progress 1, `cubic-bezier(1, 0, 0, 1)` at 0.5). CSV writes it as `inf`
/// or `-inf` (see ``RoundTripFormat``); charts leave it out of the velocity trace, which breaks
/// there (see ``Chart/showsVelocity``).
///
/// ```swift
/// let s = try Series(label: "easeInOut", times: [0, 0.5, 1], values: [0, 0.5, 1])
/// ```
public struct Series: Sendable, Equatable {
  /// The name shown in legends and CSV headers. Any text; writers quote or escape it.
  public let label: String

  /// Sample positions on the x axis (seconds for animations, progress for curves), in the order
  /// they are written and joined by lines. Not required to be sorted.
  public let times: [Double]

  /// The sampled values, one per entry of ``times``.
  public let values: [Double]

  /// The rate of change of ``values`` (units per second), one per entry of ``times``, or `nil`
  /// when the series has no velocity column. Never NaN; `±∞` at a vertical tangent.
  public let velocities: [Double]?

  /// What the values measure, e.g. `"points"`, `"opacity"`, `"degrees"`; empty (the default)
  /// for the chart's own value caption. The HTML page draws one panel with its own value axis
  /// per unit, sharing the time axis; the other writers ignore it.
  public var unit: String = ""

  /// Creates a series from parallel columns.
  ///
  /// - Parameters:
  ///   - label: the series name.
  ///   - times: x positions; finite.
  ///   - values: y values; finite; as many as `times`.
  ///   - velocities: optional velocities; not NaN (±∞ is accepted); as many as `times`.
  /// - Throws: ``PlotError/lengthMismatch(series:column:expected:actual:)``,
  ///   ``PlotError/nonFinite(series:column:index:)`` naming the first non-finite time or value,
  ///   or ``PlotError/notANumber(series:column:index:)`` naming the first NaN velocity.
  /// - Complexity: O(n) to validate.
  public init(
    label: String, times: [Double], values: [Double], velocities: [Double]? = nil
  ) throws(PlotError) {
    guard values.count == times.count else {
      throw .lengthMismatch(
        series: label, column: "value", expected: times.count, actual: values.count)
    }
    if let velocities, velocities.count != times.count {
      throw .lengthMismatch(
        series: label, column: "velocity", expected: times.count, actual: velocities.count)
    }
    try Series.requireFinite(times, series: label, column: "time")
    try Series.requireFinite(values, series: label, column: "value")
    if let velocities { try Series.requireNumbers(velocities, series: label, column: "velocity") }
    self.label = label
    self.times = times
    self.values = values
    self.velocities = velocities
  }

  /// Creates a series from `(time, value)` pairs.
  ///
  /// - Throws: as ``init(label:times:values:velocities:)``.
  public init(
    label: String, points: [(time: Double, value: Double)], velocities: [Double]? = nil
  ) throws(PlotError) {
    try self.init(
      label: label, times: points.map(\.time), values: points.map(\.value), velocities: velocities)
  }

  /// The number of samples.
  public var count: Int { times.count }

  static func requireFinite(_ column: [Double], series: String, column name: String)
    throws(PlotError)
  {
    // A single pass with an early exit; the common case (all finite) costs one compare each.
    for (index, x) in column.enumerated() where !x.isFinite {
      throw .nonFinite(series: series, column: name, index: index)
    }
  }

  static func requireNumbers(_ column: [Double], series: String, column name: String)
    throws(PlotError)
  {
    for (index, x) in column.enumerated() where x.isNaN {
      throw .notANumber(series: series, column: name, index: index)
    }
  }
}

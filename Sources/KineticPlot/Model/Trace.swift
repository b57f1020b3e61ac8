/// One line to draw: a series' values, or its velocities against the right-hand axis.
///
/// A velocity may be ±∞ (a vertical tangent); renderers leave such samples out, so the line
/// breaks there, and scale the axis to the finite samples only (``extent(_:including:)``).
///
/// Internal: charts turn a ``Chart`` into traces once so the ASCII and SVG renderers share the
/// validation and the order of drawing.
struct Trace {
  var label: String
  var xs: [Double]
  var ys: [Double]
  /// Index of the series this trace came from; selects its glyph and colour.
  var seriesIndex: Int
  /// Velocity traces are scaled against the right-hand axis.
  var isVelocity: Bool

  /// The index of a sample whose x is nearest `x`, or `nil` for none: by bisection, since
  /// samples come in time order (an unsorted series still gets a sample near `x`, only not
  /// always the nearest, which moves a marker, never the curve).
  static func nearestSample(_ xs: [Double], to x: Double) -> Int? {
    guard !xs.isEmpty else { return nil }
    var low = 0
    var high = xs.count - 1
    while high - low > 1 {
      let middle = (low + high) / 2
      if xs[middle] < x { low = middle } else { high = middle }
    }
    return abs(xs[low] - x) <= abs(xs[high] - x) ? low : high
  }
}

extension Collection<Trace> {
  /// The smallest and largest finite y (or x) over these traces and `extra`, or nil when there
  /// is none. Infinite velocities (vertical tangents) are left out: they are not drawn, and
  /// would otherwise stretch the axis to its limit and flatten every finite sample.
  func extent(_ coordinate: KeyPath<Trace, [Double]>, including extra: [Double] = []) -> (
    Double, Double
  )? {
    var lower = Double.infinity
    var upper = -Double.infinity
    for trace in self {
      for v in trace[keyPath: coordinate] where v.isFinite {
        lower = Swift.min(lower, v)
        upper = Swift.max(upper, v)
      }
    }
    for v in extra {
      lower = Swift.min(lower, v)
      upper = Swift.max(upper, v)
    }
    return lower <= upper ? (lower, upper) : nil
  }
}

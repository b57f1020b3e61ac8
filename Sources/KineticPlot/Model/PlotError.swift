/// What was wrong with the data or the options handed to a plot writer.
///
/// Every writer in `KineticPlot` (``CSVWriter``, ``ASCIIChart``, ``SVGChart``,
/// ``RoundTripFormat``) reports bad input with this type instead of trapping or printing
/// `nan`, so the command line can turn it into one `error:` line.
public enum PlotError: Error, CustomStringConvertible, Equatable, Sendable {
  /// A time, value or reference value that is NaN or infinite: none of them has a place on an
  /// axis or a meaning in a CSV row.
  ///
  /// - Parameters:
  ///   - series: the label of the series holding the value (empty for a bare number).
  ///   - column: `"time"`, `"value"` or `"reference"`.
  ///   - index: the zero-based sample index within the column.
  case nonFinite(series: String, column: String, index: Int)

  /// A NaN where infinities are accepted: in a velocity column (where ±∞ is the exact slope at
  /// a vertical tangent) or handed to ``RoundTripFormat``. NaN is never an answer, so it is
  /// never written.
  ///
  /// - Parameters:
  ///   - series: the label of the series holding the value (empty for a bare number).
  ///   - column: `"velocity"` (or `"value"` for a bare number).
  ///   - index: the zero-based sample index within the column.
  case notANumber(series: String, column: String, index: Int)

  /// A column whose length differs from the series' time column.
  case lengthMismatch(series: String, column: String, expected: Int, actual: Int)

  /// Several series written side by side (one CSV row per time) whose time grids differ.
  ///
  /// - Parameters:
  ///   - series: the label of the first series that disagrees with the first series.
  ///   - index: the first sample index where the times differ, or the shorter length if the
  ///     series differ in length.
  case mismatchedTimes(series: String, index: Int)

  /// A chart with no series, or whose series hold no samples at all.
  case noData

  /// A chart size too small to hold the axes, labels and at least a few cells of plot area.
  case sizeTooSmall(width: Int, height: Int, minimumWidth: Int, minimumHeight: Int)

  /// A chart size beyond what the renderer accepts (it would allocate or emit absurd amounts).
  case sizeTooLarge(width: Int, height: Int, maximumWidth: Int, maximumHeight: Int)

  /// A human-readable sentence naming the problem and where it is.
  public var description: String {
    switch self {
    case .nonFinite(let series, let column, let index):
      let owner = series.isEmpty ? "" : "series '\(series)': "
      return
        "\(owner)\(column) at index \(index) is not a finite number (NaN or infinity cannot be plotted)"
    case .notANumber(let series, let column, let index):
      let owner = series.isEmpty ? "" : "series '\(series)': "
      return
        "\(owner)\(column) at index \(index) is NaN (not a number; a velocity may be infinite, never NaN)"
    case .lengthMismatch(let series, let column, let expected, let actual):
      return "series '\(series)': \(column) has \(actual) samples but time has \(expected)"
    case .mismatchedTimes(let series, let index):
      return
        "series '\(series)': times differ from the first series at index \(index); side-by-side CSV needs one shared time grid"
    case .noData:
      return "nothing to plot: the chart has no samples"
    case .sizeTooSmall(let width, let height, let minimumWidth, let minimumHeight):
      return
        "chart size \(width)x\(height) is too small (need at least \(minimumWidth)x\(minimumHeight))"
    case .sizeTooLarge(let width, let height, let maximumWidth, let maximumHeight):
      return "chart size \(width)x\(height) is too large (at most \(maximumWidth)x\(maximumHeight))"
    }
  }
}

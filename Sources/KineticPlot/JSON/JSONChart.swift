/// Writes a ``Chart`` as JSON, the `--format json` of `kinetic plot` and `retarget` and the data
/// the HTML view (``HTMLPage``) embeds.
///
/// Schema (one object; columns side by side, as in ``Series``):
///
/// ```json
/// {"title": "…", "xLabel": "time (s)", "yLabel": "value",
///  "referenceValues": [0, 1],
///  "series": [{"label": "…", "times": [0, 0.5, 1], "values": [0, 0.5, 1],
///              "velocities": [0, 1.5, 0]}]}
/// ```
///
/// `velocities` is `null` when the series has none. Numbers are the shortest text that reads
/// back to the same `Double` (``JSONText``); JSON has no infinity, so an infinite velocity (the
/// exact slope at a vertical tangent) is written `null`. Times and values are always finite.
public struct JSONChart: Sendable {
  /// Creates a writer.
  public init() {}

  /// The JSON text of `chart`, on one line, followed by a newline when `newline` is true.
  ///
  /// - Complexity: O(samples).
  public func render(_ chart: Chart, newline: Bool = true) -> String {
    var out = "{\"title\":\(JSONText.string(chart.title))"
    out += ",\"xLabel\":\(JSONText.string(chart.xLabel))"
    out += ",\"yLabel\":\(JSONText.string(chart.yLabel))"
    out += ",\"referenceValues\":\(JSONText.array(chart.referenceValues))"
    out += ",\"series\":["
    for (index, series) in chart.series.enumerated() {
      if index > 0 { out += "," }
      out += "{\"label\":\(JSONText.string(series.label)),\"times\":"
      out += JSONText.array(series.times)
      out += ",\"values\":\(JSONText.array(series.values)),\"velocities\":"
      out += series.velocities.map(JSONText.array) ?? "null"
      out += "}"
    }
    out += "]}"
    if newline { out += "\n" }
    return out
  }
}

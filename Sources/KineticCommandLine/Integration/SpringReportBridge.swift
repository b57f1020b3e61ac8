import Foundation
import Kinetic
import KineticPlot

/// Renders a spring's ``SpringReport`` for `kinetic spring`: pretty-printed JSON with every key
/// (absent figures as `null`), or an aligned two-column table with `-` for absent figures.
enum SpringReportBridge {
  static func render(_ spring: Spring, format: SpringCommand.SpringFormat) throws -> String {
    let report = SpringReport(spring)
    switch format {
    case .json:
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      let data = try encoder.encode(report)
      return String(decoding: data, as: UTF8.self) + "\n"
    case .table:
      let rows = report.rows
      let width = (rows.map(\.key.count).max() ?? 0) + 2
      return rows.map { row in
        // JSON has no infinity, so the table shows "-" wherever JSON has null.
        let value =
          row.value.flatMap { $0.isFinite ? try? RoundTripFormat.string(for: $0) : nil }
          ?? "-"
        return row.key.padding(width) + value
      }.joined(separator: "\n") + "\n"
    }
  }
}

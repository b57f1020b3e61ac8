import KineticTestSupport
import Testing

@testable import KineticPlot

@Suite("CSVEncoder")
struct CSVEncoderTests {
  /// Series with and without velocities, labels that need quoting, awkward numbers.
  static func series(rows: Int) throws -> [Series] {
    var random = SeededGenerator(seed: 0xC5_7E_2C0D)
    let times = (0..<rows).map { Double($0) / 7 }
    func column() -> [Double] {
      (0..<rows).map { _ in
        Double.random(in: -1...1, using: &random) * Double.random(in: 1e-8...1e8, using: &random)
      }
    }
    return [
      try Series(label: "a, \"b\"", times: times, values: column(), velocities: column()),
      try Series(label: "plain", times: times, values: column()),
      try Series(label: "c", times: times, values: column(), velocities: column()),
    ]
  }

  @Test(
    "Block by block gives CSVWriter's bytes, for any block size and line ending",
    arguments: [
      (1, CSVWriter.LineEnding.lf), (7, .lf), (1000, .crlf), (1, .crlf),
    ])
  func matchesWriter(_ block: Int, _ ending: CSVWriter.LineEnding) throws {
    let writer = CSVWriter(lineEnding: ending, xHeader: "progress")
    for series in [try Self.series(rows: 123), [try Self.series(rows: 50)[0]]] {
      let columns: [[Double]] = series.flatMap { s in [s.values] + (s.velocities.map { [$0] } ?? [])
      }
      var encoder = CSVEncoder(
        writer: writer, series: series.map { ($0.label, $0.velocities != nil) })
      #expect(encoder.columnCount == columns.count)
      var bytes: [UInt8] = []
      var start = 0
      let rows = series[0].count
      while start < rows {
        let end = min(start + block, rows)
        try encoder.appendRows(
          times: Array(series[0].times[start..<end]),
          columns: columns.map { Array($0[start..<end]) })
        if encoder.bufferedByteCount > 100 { encoder.flush { bytes += $0 } }
        start = end
      }
      encoder.flush { bytes += $0 }
      #expect(encoder.rowCount == rows)
      #expect(encoder.bufferedByteCount == 0)
      #expect(bytes == (try writer.bytes(for: series)))
    }
  }

  @Test("A bad number names its column and document-wide row; nothing of the block is kept")
  func nonFinite() throws {
    var encoder = CSVEncoder(series: [("s", true)])
    try encoder.appendRows(times: [0, 1], columns: [[0, 1], [1, 1]])
    let before = encoder.bufferedByteCount
    #expect(throws: PlotError.notANumber(series: "s", column: "velocity", index: 3)) {
      try encoder.appendRows(times: [2, 3], columns: [[2, 3], [.infinity, .nan]])
    }
    #expect(throws: PlotError.nonFinite(series: "s", column: "value", index: 2)) {
      try encoder.appendRows(times: [2], columns: [[-.infinity], [1]])
    }
    #expect(throws: PlotError.nonFinite(series: "s", column: "time", index: 2)) {
      try encoder.appendRows(times: [.nan], columns: [[2], [1]])
    }
    #expect(throws: PlotError.nonFinite(series: "s", column: "time", index: 2)) {
      try encoder.appendRows(times: [.infinity], columns: [[2], [1]])
    }
    #expect(throws: PlotError.self) { try encoder.appendRows(times: [2], columns: [[2]]) }
    #expect(throws: PlotError.self) { try encoder.appendRows(times: [2, 3], columns: [[2], [1]]) }
    #expect(encoder.bufferedByteCount == before)
    #expect(encoder.rowCount == 2)
    var text: [UInt8] = []
    encoder.flush { text += $0 }
    #expect(String(decoding: text, as: UTF8.self) == "time,value,velocity\n0,0,1\n1,1,1\n")
  }

  @Test("Infinite velocities are written as inf and -inf, as CSVWriter writes them")
  func infiniteVelocities() throws {
    var encoder = CSVEncoder(
      series: [("a", true), ("b", true)], capacity: 8)
    try encoder.appendRows(
      times: [0, 0.5, 1],
      columns: [[0, 0.5, 1], [0, .infinity, 1], [1, 0.5, 0], [-1, -.infinity, 0]])
    var bytes: [UInt8] = []
    encoder.flush { bytes += $0 }
    let expected = "time,a,a velocity,b,b velocity\n0,0,0,1,-1\n0.5,0.5,inf,0.5,-inf\n1,1,1,0,0\n"
    #expect(String(decoding: bytes, as: UTF8.self) == expected)
    let series = [
      try Series(
        label: "a", times: [0, 0.5, 1], values: [0, 0.5, 1], velocities: [0, .infinity, 1]),
      try Series(
        label: "b", times: [0, 0.5, 1], values: [1, 0.5, 0], velocities: [-1, -.infinity, 0]),
    ]
    #expect(try CSVWriter().string(for: Chart(series: series)) == expected)
  }
}

import KineticTestSupport
import Testing

@testable import KineticPlot

@Suite("CSVWriter")
struct CSVWriterTests {
  @Test(
    "Fields are quoted only when RFC 4180 requires it",
    arguments: [
      ("plain", "plain"), ("", ""), ("with space", "with space"), ("a,b", "\"a,b\""),
      ("say \"hi\"", "\"say \"\"hi\"\"\""), ("line\nbreak", "\"line\nbreak\""),
      ("cr\rhere", "\"cr\rhere\""), ("\"", "\"\"\"\""),
      ("spring(0.5, 0.3)", "\"spring(0.5, 0.3)\""),
      ("überschwingen", "überschwingen"),
    ])
  func quoting(field: String, expected: String) {
    #expect(CSVWriter.quoted(field) == expected)
  }

  @Test("One series: time,value[,velocity] header and LF records")
  func singleSeries() throws {
    let s = try Series(
      label: "x", times: [0, 0.5, 1], values: [0, 0.25, 1], velocities: [0, 1, 2])
    #expect(
      try CSVWriter().string(for: Chart(series: [s]))
        == "time,value,velocity\n0,0,0\n0.5,0.25,1\n1,1,2\n")
    let t = try Series(label: "x", times: [0, 1], values: [-0.0, 1e-05])
    #expect(
      try CSVWriter(xHeader: "progress").string(for: Chart(series: [t]))
        == "progress,value\n0,0\n1,1e-05\n")
  }

  @Test("Several series share the time column; labels are quoted as needed")
  func severalSeries() throws {
    let a = try Series(label: "ease, in", times: [0, 1], values: [0, 1], velocities: [2, 0])
    let b = try Series(label: "b\"q", times: [0, 1], values: [1, 0])
    #expect(
      try CSVWriter().string(for: Chart(series: [a, b]))
        == "time,\"ease, in\",\"ease, in velocity\",\"b\"\"q\"\n0,0,2,1\n1,1,0,0\n")
  }

  @Test("CRLF option ends every record with CRLF")
  func crlf() throws {
    let s = try Series(label: "a\nb", times: [0, 1], values: [0, 1])
    let t = try Series(label: "c", times: [0, 1], values: [1, 1])
    let text = try CSVWriter(lineEnding: .crlf).string(for: Chart(series: [s, t]))
    #expect(text == "time,\"a\nb\",c\r\n0,0,1\r\n1,1,1\r\n")
  }

  @Test("Different time grids are refused with the series and index")
  func mismatchedGrids() throws {
    let a = try Series(label: "a", times: [0, 0.5, 1], values: [0, 0, 0])
    let b = try Series(label: "b", times: [0, 0.6, 1], values: [0, 0, 0])
    let c = try Series(label: "c", times: [0, 0.5], values: [0, 0])
    #expect(throws: PlotError.mismatchedTimes(series: "b", index: 1)) {
      try CSVWriter().string(for: Chart(series: [a, b]))
    }
    #expect(throws: PlotError.mismatchedTimes(series: "c", index: 2)) {
      try CSVWriter().string(for: Chart(series: [a, c]))
    }
  }

  @Test("Empty series give the header only")
  func empty() throws {
    let s = try Series(label: "a", times: [], values: [])
    #expect(try CSVWriter().string(for: Chart(series: [s])) == "time,value\n")
  }

  @Test("Random series and labels parse back to the same fields and bit-identical Doubles")
  func roundTrip() throws {
    var rng = SeededGenerator(seed: 2024)
    let alphabet = Array("ab ,\"\n\r;xé")
    for trial in 0..<40 {
      let rows = Int.random(in: 0...60, using: &rng)
      let times = (0..<rows).map { _ in rng.finiteDouble() }
      let seriesCount = Int.random(in: 1...3, using: &rng)
      var series: [Series] = []
      for _ in 0..<seriesCount {
        let label = String(
          (0..<Int.random(in: 0...8, using: &rng)).map { _ in alphabet.randomElement(using: &rng)! }
        )
        let velocities = Bool.random(using: &rng) ? (0..<rows).map { _ in rng.finiteDouble() } : nil
        series.append(
          try Series(
            label: label, times: times, values: (0..<rows).map { _ in rng.finiteDouble() },
            velocities: velocities))
      }
      let lineEnding: CSVWriter.LineEnding = trial.isMultiple(of: 2) ? .lf : .crlf
      let writer = CSVWriter(lineEnding: lineEnding)
      let text = try writer.string(for: Chart(series: series))
      let records = try RFC4180Reader.records(text)
      #expect(records.count == rows + 1)
      #expect(records.first == writer.header(for: series))
      var columns: [[Double]] = []
      for s in series {
        columns.append(s.values)
        if let v = s.velocities { columns.append(v) }
      }
      for (row, record) in records.dropFirst().enumerated() {
        let expected = [times[row]] + columns.map { $0[row] }
        try #require(record.count == expected.count)
        for (field, x) in zip(record, expected) {
          let back = try #require(Double(field), "field \(field)")
          #expect(back.bitPattern == (x == 0 ? 0 : x).bitPattern, "\(field) vs \(x)")
        }
      }
    }
  }

  @Test("Streaming in chunks writes exactly the same document")
  func streaming() throws {
    let n = 20_000
    let times = (0..<n).map { Double($0) / Double(n - 1) }
    let s = try Series(
      label: "s", times: times, values: times.map { $0 * $0 }, velocities: times.map { 2 * $0 })
    let chart = Chart(series: [s])
    var streamed = ""
    try CSVWriter().write(chart, to: &streamed)
    #expect(streamed == (try CSVWriter().string(for: chart)))
    var chunks = 0
    var bytes: [UInt8] = []
    try CSVWriter().encode(chart.series, chunkBytes: 4096) { chunk in
      chunks += 1
      bytes += chunk
    }
    #expect(chunks > 10)
    #expect(bytes == (try CSVWriter().bytes(for: chart)))
  }

  @Test("field(_:) is a number's shortest text, or an empty field for a missing value")
  func numberFields() {
    #expect(CSVWriter.field(50) == "50")
    #expect(CSVWriter.field(-0.0) == "0")
    #expect(CSVWriter.field(nil) == "")
    #expect(CSVWriter.field(.nan) == "")
    #expect(CSVWriter.field(.infinity) == "")
    let x = 0.1 + 0.2
    #expect(Double(CSVWriter.field(x)) == x)
  }

  @Test("record(_:) quotes as RFC 4180 requires and ends with the writer's line ending")
  func records() {
    let fields = ["time", "a,\"b\"", "line\nbreak", "plain"]
    #expect(
      CSVWriter().record(fields) == "time,\"a,\"\"b\"\"\",\"line\nbreak\",plain\n")
    #expect(CSVWriter(lineEnding: .crlf).record(["x", "1"]) == "x,1\r\n")
    #expect(CSVWriter().record([]) == "\n")
  }
}

import Foundation
import KineticPlot
import Testing

@Suite("JSON text and charts")
struct JSONChartTests {
  @Test func stringsAreEscapedForJSONAndForAScriptElement() {
    #expect(JSONText.string("a\"b\\c") == #""a\"b\\c""#)
    #expect(JSONText.string("line\nbreak\ttab") == #""line\nbreak\ttab""#)
    #expect(JSONText.string("</script><!--&") == #""\u003c/script\u003e\u003c!--\u0026""#)
    #expect(JSONText.string("\u{01}") == #""\u0001""#)
    #expect(JSONText.string("ease 300ms ✓") == "\"ease 300ms ✓\"")
  }

  @Test func numbersRoundTripAndNonFiniteIsNull() {
    #expect(JSONText.number(0.1) == "0.1")
    #expect(JSONText.number(-0.0) == "0")
    #expect(JSONText.number(1e-5) == "1e-05")
    #expect(JSONText.number(.infinity) == "null")
    #expect(JSONText.number(-.infinity) == "null")
    #expect(JSONText.number(.nan) == "null")
    #expect(JSONText.array([1, 2.5, .infinity]) == "[1,2.5,null]")
    // Every number read back by a JSON reader and by Double(_:) gives the same double.
    for x in [0.1, 1.0 / 3, 5e-324, 1.7976931348623157e308, -2.3621180427010238] {
      #expect(Double(JSONText.number(x)) == x)
    }
  }

  @Test func aChartIsOneObjectWithColumnsPerSeries() throws {
    let a = try Series(
      label: "spring", times: [0, 0.5, 1], values: [0, 0.75, 1], velocities: [0, 1.5, .infinity])
    let b = try Series(label: "linear \"x\"", times: [0, 1], values: [0, 1])
    let chart = Chart(title: "t", series: [a, b])
    let text = JSONChart().render(chart)
    #expect(
      text == """
        {"title":"t","xLabel":"time (s)","yLabel":"value","referenceValues":[0,1],\
        "series":[{"label":"spring","times":[0,0.5,1],"values":[0,0.75,1],\
        "velocities":[0,1.5,null]},{"label":"linear \\"x\\"","times":[0,1],"values":[0,1],\
        "velocities":null}]}

        """)
    // And it is JSON: Foundation's reader accepts it.
    let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
    #expect((object?["series"] as? [Any])?.count == 2)
  }

  /// Issue 15: `plot --format json` of 8 specs at 10⁷ samples held every sample and the whole
  /// text. Written column by column in chunks, it is the same document, each sample function
  /// is asked once per sample, and an error thrown while sampling stops the document there.
  @Test func writtenInChunksItIsTheRenderedDocument() throws {
    let count = 100_000
    let times = (0..<count).map { Double($0) / Double(count - 1) }
    let values = times.map { $0 * $0 }
    let velocities = times.map { $0 == 1 ? Double.infinity : 2 * $0 }
    let chart = Chart(
      title: "t \"q\"",
      series: [
        try Series(label: "a", times: times, values: values, velocities: velocities),
        try Series(label: "b", times: times, values: values),
      ])
    var chunks: [[UInt8]] = []
    var asked = 0
    let columns = chart.series.map { series in
      JSONChart.Column<Never>(
        label: series.label, count: series.count, time: { series.times[$0] },
        value: {
          asked += 1
          return series.values[$0]
        }, velocity: series.velocities.map { v in { v[$0] } })
    }
    JSONChart().write(chart, columns: columns) { chunks.append(Array($0)) }
    #expect(asked == 2 * count)
    #expect(chunks.count > 10)
    #expect(chunks.allSatisfy { $0.count <= (1 << 16) + 32 })
    #expect(String(decoding: chunks.joined(), as: UTF8.self) == JSONChart().render(chart))

    struct Stop: Error, Equatable {}
    let failing = JSONChart.Column<Stop>(
      label: "c", count: 10, time: { Double($0) },
      value: { index throws(Stop) in
        if index == 7 { throw Stop() }
        return 0
      }, velocity: nil)
    var written: [UInt8] = []
    #expect(throws: Stop()) {
      try JSONChart().write(chart, columns: [failing]) { bytes throws(Stop) in written += bytes }
    }
    #expect(!String(decoding: written, as: UTF8.self).contains("\"values\""))
  }
}

import Testing

@testable import KineticPlot

@Suite("Series validation")
struct SeriesTests {
  @Test("Accepts parallel finite columns")
  func accepts() throws {
    let s = try Series(label: "a", points: [(0, 0), (0.5, 0.25), (1, 1)], velocities: [0, 1, 2])
    #expect(s.times == [0, 0.5, 1])
    #expect(s.values == [0, 0.25, 1])
    #expect(s.velocities == [0, 1, 2])
    #expect(s.count == 3)
  }

  @Test(
    "Names the first non-finite time or value",
    arguments: [
      ([0, .nan, 1], [0, 0, 0], nil, "time", 1),
      ([0, 1, .infinity], [0, 0, 0], nil, "time", 2),
      ([0, 1, 2], [0, 0, .infinity], nil, "value", 2),
      ([0, 1, 2], [-.infinity, 0, 0], [.infinity, 0, 0], "value", 0),
      ([0, 1, 2], [0, .nan, 0], [0, 0, 0], "value", 1),
    ] as [([Double], [Double], [Double]?, String, Int)])
  func rejectsNonFinite(
    times: [Double], values: [Double], velocities: [Double]?, column: String, index: Int
  ) {
    #expect(throws: PlotError.nonFinite(series: "s", column: column, index: index)) {
      try Series(label: "s", times: times, values: values, velocities: velocities)
    }
  }

  @Test("Names the first NaN velocity, after any infinite one")
  func rejectsNaNVelocity() {
    #expect(throws: PlotError.notANumber(series: "s", column: "velocity", index: 2)) {
      try Series(
        label: "s", times: [0, 1, 2, 3], values: [0, 0, 0, 0],
        velocities: [-.infinity, 0, .nan, .nan])
    }
    let text = PlotError.notANumber(series: "s", column: "velocity", index: 2).description
    #expect(text.contains("'s'") && text.contains("velocity at index 2") && text.contains("NaN"))
  }

  @Test("Accepts infinite velocities, the exact slope at a vertical tangent")
  func acceptsInfiniteVelocities() throws {
    let s = try Series(
      label: "s", times: [0, 0.5, 1], values: [0, 0.5, 1], velocities: [0, .infinity, -.infinity])
    #expect(s.velocities == [0, .infinity, -.infinity])
  }

  @Test("Rejects columns of different lengths")
  func rejectsLengthMismatch() {
    #expect(throws: PlotError.lengthMismatch(series: "s", column: "value", expected: 2, actual: 1))
    {
      try Series(label: "s", times: [0, 1], values: [0])
    }
    #expect(
      throws: PlotError.lengthMismatch(series: "s", column: "velocity", expected: 2, actual: 3)
    ) {
      try Series(label: "s", times: [0, 1], values: [0, 1], velocities: [0, 0, 0])
    }
  }

  @Test("Error descriptions name the series, column and index")
  func descriptions() {
    let text = PlotError.nonFinite(series: "spring", column: "value", index: 4).description
    #expect(text.contains("spring") && text.contains("value") && text.contains("4"))
    #expect(PlotError.noData.description.contains("nothing to plot"))
  }
}

import Testing

@testable import KineticPlot

/// ``SeriesReducer`` keeps a long series at a chart's resolution (issue 15: 8 specs × 10⁷
/// samples held 1.6 GB for a chart). The reference is a brute-force pass over the whole series:
/// per run of samples, its first, lowest, highest and last.
@Suite struct SeriesReducerTests {
  /// A wiggly curve with a few sharp spikes, so that runs have interior extremes.
  static func value(_ i: Int) -> Double {
    let t = Double(i) / 1000
    return (t * 7).sinApproximation + (i % 997 == 0 ? 5 : 0) - (i % 1013 == 0 ? 4 : 0)
  }

  @Test func aShortSeriesIsKeptWhole() throws {
    var reducer = SeriesReducer(label: "s", count: 80, columns: 10, velocities: true)
    for i in 0..<80 { try reducer.append(time: Double(i), value: Self.value(i), velocity: 1) }
    let series = try reducer.series()
    #expect(
      series
        == (try Series(
          label: "s", times: (0..<80).map(Double.init), values: (0..<80).map(Self.value),
          velocities: Array(repeating: 1, count: 80))))
  }

  @Test(arguments: [(100_000, 37), (54_321, 1_000), (1_000_003, 3_200)])
  func aLongSeriesKeepsEachRunsFirstLowestHighestAndLast(count: Int, columns: Int) throws {
    var reducer = SeriesReducer(label: "s", count: count, columns: columns)
    for i in 0..<count { try reducer.append(time: Double(i), value: Self.value(i)) }
    let series = try reducer.series()
    #expect(series.count <= 4 * columns)
    // Brute force: the expected picks, run by run (run of i = ⌊i·columns/count⌋).
    var expected: [Int] = []
    var start = 0
    while start < count {
      let run = start * columns / count
      var end = start
      while end < count && end * columns / count == run { end += 1 }
      let indices = start..<end
      let lowest = indices.min { Self.value($0) < Self.value($1) }!
      let highest = indices.min { Self.value($0) > Self.value($1) }!
      expected += Set([start, lowest, highest, end - 1]).sorted()
      start = end
    }
    #expect(series.times == expected.map(Double.init))
    #expect(series.values == expected.map(Self.value))
  }

  @Test func velocitiesKeepTheirExtremesAndTheirBreaks() throws {
    let count = 10_000
    var reducer = SeriesReducer(label: "s", count: count, columns: 10, velocities: true)
    for i in 0..<count {
      // A linear value (extremes at the ends of each run), a velocity peaking inside runs and
      // infinite at one sample.
      let velocity = i == 5_555 ? Double.infinity : Double((i * 7919) % 1_000)
      try reducer.append(time: Double(i), value: Double(i), velocity: velocity)
    }
    let series = try reducer.series()
    let velocities = try #require(series.velocities)
    #expect(series.count <= 10 * 8)
    #expect(velocities.contains(.infinity))
    for run in 0..<10 {
      let indices = (run * 1_000)..<((run + 1) * 1_000)
      let finite = indices.map { $0 == 5_555 ? -1 : Double(($0 * 7919) % 1_000) }.filter {
        $0 >= 0
      }
      let kept = zip(series.times, velocities).filter { indices.contains(Int($0.0)) }.map(\.1)
        .filter(\.isFinite)
      #expect(kept.max() == finite.max())
      #expect(kept.min() == finite.min())
    }
    #expect(series.times.first == 0 && series.times.last == Double(count - 1))
  }

  @Test func badSamplesAreNamedByTheirIndexInTheWholeSeries() {
    var reducer = SeriesReducer(label: "s", count: 1_000_000, columns: 10, velocities: true)
    #expect(throws: PlotError.nonFinite(series: "s", column: "value", index: 123_456)) {
      for i in 0..<1_000_000 {
        try reducer.append(time: Double(i), value: i == 123_456 ? .nan : 0, velocity: 0)
      }
    }
    var velocity = SeriesReducer(label: "v", count: 100, columns: 1, velocities: true)
    #expect(throws: PlotError.notANumber(series: "v", column: "velocity", index: 99)) {
      for i in 0..<100 {
        try velocity.append(time: Double(i), value: 0, velocity: i == 99 ? .nan : 0)
      }
    }
    var short = SeriesReducer(label: "c", count: 10, columns: 1)
    #expect(throws: PlotError.lengthMismatch(series: "c", column: "value", expected: 10, actual: 0))
    {
      _ = try short.series()
    }
  }

  /// The chart drawn from the reduced series is the one drawn from every sample: SVG thins
  /// per pixel column itself, and runs at four per pixel move each kept point by at most a
  /// quarter pixel along the curve, so every polyline point lies within 0.25 px of the dense
  /// one's path.
  @Test func theSVGChartIsUnchangedToTheEye() throws {
    let count = 400_000
    let times = (0..<count).map { Double($0) / Double(count - 1) }
    let values = times.map { ($0 * 40).sinApproximation * $0 }
    let full = try Series(label: "s", times: times, values: values)
    var reducer = SeriesReducer(label: "s", count: count, columns: 4 * 720)
    for i in 0..<count { try reducer.append(time: times[i], value: values[i]) }
    let reduced = try reducer.series()
    let chart = SVGChart(width: 720, height: 450)
    let dense = try chart.render(Chart(title: "t", series: [full]))
    let thin = try chart.render(Chart(title: "t", series: [reduced]))
    func points(_ svg: String) -> [(Double, Double)] {
      let polyline = svg.split(separator: "<polyline").dropFirst().first!
      let list = polyline.split(separator: "points=\"")[1].split(separator: "\"")[0]
      return list.split(separator: " ").map {
        let xy = $0.split(separator: ",")
        return (Double(xy[0])!, Double(xy[1])!)
      }
    }
    let a = points(dense)
    let b = points(thin)
    #expect(abs(a.count - b.count) <= a.count / 10)
    #expect(a.first! == b.first! && a.last! == b.last!)
    // Each reduced point is within a quarter pixel (plus the 0.01 px of the printed numbers)
    // horizontally of a dense point in the same pixel column, at a height the dense polyline
    // reaches there.
    for (x, y) in b {
      let column = a.filter { abs($0.0 - x) <= 1 }
      #expect(!column.isEmpty)
      let low = column.map(\.1).min()!
      let high = column.map(\.1).max()!
      #expect(y >= low - 0.5 && y <= high + 0.5, "point \(x),\(y)")
    }
  }
}

extension Double {
  /// A smooth periodic test signal (the tests need shape, not a libm sine).
  fileprivate var sinApproximation: Double {
    let x = self.truncatingRemainder(dividingBy: 2) - 1
    return 4 * x * (1 - abs(x))
  }
}

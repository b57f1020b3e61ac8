import Foundation
import Testing

@testable import KineticCommandLine
@testable import KineticInterchange

/// Issue 15: the HTML page and `retarget`'s charts kept every sample, so their memory grew with
/// `--samples` or the frame count. They are now kept at the chart's resolution while sampling
/// (``ChartRequest/sampleColumns``): these tests check that what is kept is a bounded subset of
/// the samples, with exactly the values the full table (JSON, which keeps every sample) gives
/// at the same times.
@Suite("Charts of many samples are kept at their resolution (HTML, retarget)")
struct ChartReductionTests {
  typealias H = CommandLineHarness

  /// One series of a JSON document (``JSONChart``): times, values and velocities (nil for an
  /// infinite velocity).
  struct Columns {
    var label: String
    var times: [Double]
    var values: [Double]
    var velocities: [Double?]
  }

  static func columns(ofJSON text: Substring) throws -> [Columns] {
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let series = try #require(object["series"] as? [[String: Any]])
    return try series.map { entry in
      Columns(
        label: try #require(entry["label"] as? String),
        times: try #require(entry["times"] as? [Double]),
        values: try #require(entry["values"] as? [Double]),
        velocities: (entry["velocities"] as? [Any] ?? []).map { $0 as? Double })
    }
  }

  /// The page's embedded data, as the page script reads it.
  static func embeddedColumns(ofPage page: String) throws -> [Columns] {
    let start = try #require(page.firstRange(of: "id=\"kinetic-data\">"))
    let rest = page[start.upperBound...]
    let end = try #require(rest.firstRange(of: "</script>"))
    return try columns(ofJSON: rest[..<end.lowerBound])
  }

  /// Every kept sample is a sample of the full series (same time, value and velocity, in
  /// order), the first and last are kept, and the kept count is at most `bound`.
  static func expectSubset(_ kept: [Columns], of full: [Columns], bound: Int) {
    #expect(kept.count == full.count)
    for (k, f) in zip(kept, full) {
      #expect(k.label == f.label)
      #expect(k.times.count <= bound, "\(k.label): \(k.times.count) samples kept")
      #expect(k.times.count < f.times.count)
      #expect(k.times.first == f.times.first && k.times.last == f.times.last)
      var j = 0
      var matched = 0
      for i in k.times.indices {
        while j < f.times.count && f.times[j] != k.times[i] { j += 1 }
        guard j < f.times.count else { break }
        let velocityMatches =
          k.velocities.count == k.times.count && f.velocities.count == f.times.count
          ? f.velocities[j] == k.velocities[i] : k.velocities.isEmpty
        if f.values[j] == k.values[i] && velocityMatches { matched += 1 }
        j += 1
      }
      #expect(matched == k.times.count, "\(k.label): \(matched) of \(k.times.count) matched")
      // The extremes are kept, so the page's preview range is the full series' range.
      #expect(k.values.min() == f.values.min() && k.values.max() == f.values.max())
    }
  }

  @Test func thePageOfManySamplesHoldsTheChartsResolution() throws {
    let specs = ["bouncy", "cubic-bezier(0.68, -0.55, 0.265, 1.55)"]
    let common = ["--samples", "200000", "--width", "400", "--height", "300"]
    let page = H.run(["plot"] + specs + common + ["--format", "html"])
    #expect(page.status == 0, "\(page.standardError)")
    let json = H.run(["plot"] + specs + common + ["--format", "json"])
    #expect(json.status == 0)
    // Four runs per pixel, at most four samples each (first, lowest, highest, last).
    Self.expectSubset(
      try Self.embeddedColumns(ofPage: page.standardOutput),
      of: try Self.columns(ofJSON: json.standardOutput[...]), bound: 4 * 4 * 400)
    // The page stays small: its size no longer grows with --samples.
    #expect(page.standardOutput.utf8.count < 2_000_000)
  }

  /// A short series is still embedded whole (the page's read-out is the samples themselves).
  @Test func thePageOfFewSamplesHoldsEverySample() throws {
    let page = H.run([
      "plot", "easeInOut", "--samples", "9600", "--width", "300", "--format", "html",
    ])
    let json = H.run([
      "plot", "easeInOut", "--samples", "9600", "--width", "300", "--format", "json",
    ])
    let kept = try Self.embeddedColumns(ofPage: page.standardOutput)
    let full = try Self.columns(ofJSON: json.standardOutput[...])
    #expect(kept.map(\.times) == full.map(\.times))
    #expect(kept.map(\.values) == full.map(\.values))
  }

  @Test(arguments: ["html", "svg", "ascii"])
  func retargetChartsOfManyFramesHoldTheChartsResolution(format: String) throws {
    let run = [
      "retarget", "spring(duration: 0.5, bounce: 0.3)", "--retarget-at", "0.2", "--new-target",
      "0.5", "--mode", "merge,additive", "--fps", "100000", "--until", "1", "--velocity",
    ]
    let width = format == "ascii" ? 100 : 300
    let json = H.run(run + ["--format", "json"])
    #expect(json.status == 0, "\(json.standardError)")
    let full = try Self.columns(ofJSON: json.standardOutput[...])
    #expect(full.first?.times.count == 100_001)
    let chart = H.run(
      run + [
        "--format", format, "--width", "\(width)", "--height", format == "ascii" ? "40" : "300",
      ])
    #expect(chart.status == 0, "\(chart.standardError)")
    if format == "html" {
      Self.expectSubset(
        try Self.embeddedColumns(ofPage: chart.standardOutput), of: full, bound: 4 * 4 * width)
    } else {
      // The drawing of the kept samples is bounded too: a few kB, not one point per frame.
      #expect(chart.standardOutput.utf8.count < 200_000)
    }
  }
}

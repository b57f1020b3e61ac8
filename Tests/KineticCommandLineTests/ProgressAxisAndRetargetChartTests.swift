import Foundation
import KineticTestSupport
import Testing

/// `plot --axis progress` in JSON (streamed, the numbers of `kinetic eval` at each progress
/// times the spec's duration) and with keyframe marks at their progress; `retarget` charts
/// sampled densely, with the retarget time and the moment before it, so a jump is upright.
@Suite("Progress axis and retarget charts")
struct ProgressAxisAndRetargetChartTests {
  typealias H = CommandLineHarness

  /// The `series` array of a JSON document.
  static func series(_ json: String) throws -> [[String: Any]] {
    let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    return try #require(object?["series"] as? [[String: Any]])
  }

  /// The numbers of each array named `key` in a JSON text, in order, read with `Double(_:)`:
  /// Foundation's JSON reader may round the last bit, and these tests compare bits.
  static func arrays(_ key: String, in json: String) -> [[Double]] {
    json.components(separatedBy: "\"\(key)\":[").dropFirst().map { rest in
      rest.prefix { $0 != "]" }.split(separator: ",").map { Double(String($0)) ?? .nan }
    }
  }

  /// `kinetic eval SPEC --at TIMES` as (value, velocity) rows.
  static func eval(_ spec: String, at times: [Double]) throws -> [(Double, Double)] {
    let result = H.run(["eval", spec, "--at", times.map { "\($0)" }.joined(separator: ",")])
    #expect(result.status == 0, "\(result.standardError)")
    return result.standardOutput.split(separator: "\n").dropFirst().map { row in
      let fields = row.split(separator: ",").map { Double(String($0))! }
      return (fields[1], fields[2])
    }
  }

  @Test(
    "Progress JSON is eval at progress × duration, velocity per unit of progress",
    arguments: [
      ("easeInOut", 0.35), ("ease 300ms", 0.3), ("spring(duration: 0.4, bounce: 0.2)", 0.4),
    ])
  func progressJSONIsEvalAtScaledTimes(spec: String, duration: Double) throws {
    let result = H.run(["plot", spec, "--axis", "progress", "--samples", "9", "--format", "json"])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput.contains(#""xLabel":"progress""#))
    let json = result.standardOutput
    let progress = try #require(Self.arrays("times", in: json).first)
    #expect(progress == (0...8).map { Double($0) / 8 })
    let values = try #require(Self.arrays("values", in: json).first)
    let velocities = try #require(Self.arrays("velocities", in: json).first)
    // A spring's duration is its settling time: the span of its time-axis plot.
    let scale = spec.hasPrefix("spring") ? try #require(try Self.span(spec)) : duration
    let reference = try Self.eval(spec, at: progress.map { $0 * scale })
    for (index, (value, velocity)) in reference.enumerated() {
      // eval reads the time back from text and evaluates value and velocity separately; plot
      // samples both in one pass at progress × duration: they agree to a few ULPs (a few
      // 1e-16 relative, 1e-15 absolute near zero).
      #expect(isClose(values[index], value, 1e-14), "value at progress \(progress[index])")
      #expect(
        isClose(velocities[index], velocity * scale, 1e-13),
        "velocity at progress \(progress[index])")
    }
  }

  /// The time `plot` spans by default: the spec's duration.
  static func span(_ spec: String) throws -> Double? {
    let result = H.run(["plot", spec, "--format", "csv", "--samples", "2"])
    guard result.status == 0 else { return nil }
    let last = result.standardOutput.split(separator: "\n").last ?? ""
    return Double(String(last.split(separator: ",")[0]))
  }

  @Test("Progress JSON streams: a large --samples count, one series per spec, no chart limit")
  func progressJSONStreamsLargeCounts() throws {
    let count = 200_001
    let result = H.run([
      "plot", "easeInOut", "bouncy", "--axis", "progress", "--samples", "\(count)", "--format",
      "json",
    ])
    #expect(result.status == 0, "\(result.standardError)")
    let series = try Self.series(result.standardOutput)
    #expect(series.count == 2)
    for entry in series {
      #expect((entry["times"] as? [Double])?.count == count)
      #expect((entry["values"] as? [Double])?.last == 1)
    }
  }

  @Test("Progress CSV streams the numbers of the progress JSON, header 'progress'")
  func progressCSVMatchesJSON() throws {
    let arguments = [
      "plot", "easeInOut", "bouncy", "--axis", "progress", "--samples", "17", "--velocity",
    ]
    let csv = H.run(arguments + ["--format", "csv"])
    let json = H.run(arguments + ["--format", "json"])
    #expect(csv.status == 0 && json.status == 0, "\(csv.standardError)")
    let lines = csv.standardOutput.split(separator: "\n")
    #expect(lines.first == "progress,easeInOut,easeInOut velocity,bouncy,bouncy velocity")
    let rows = lines.dropFirst().map { $0.split(separator: ",").map { Double(String($0))! } }
    let values = Self.arrays("values", in: json.standardOutput)
    let velocities = Self.arrays("velocities", in: json.standardOutput)
    #expect(rows.map { $0[0] } == Self.arrays("times", in: json.standardOutput)[0])
    for series in 0..<2 {
      #expect(rows.map { $0[1 + 2 * series] } == values[series])
      #expect(rows.map { $0[2 + 2 * series] } == velocities[series])
    }
  }

  /// The contents of the `time-marks` groups of an SVG document.
  static func timeMarks(_ svg: String) -> [String] {
    svg.components(separatedBy: "<g class=\"time-marks\"").dropFirst().map {
      $0.components(separatedBy: "</g>")[0]
    }
  }

  @Test("Keyframe marks on the progress axis sit at their fraction of the track's duration")
  func keyframeMarksAtTheirProgress() throws {
    // Keyframes at 0.2 s and 0.5 s of a 0.5 s track: progress 0.4 and 1, the same fractions of
    // the plot width as on the time axis, whose span is the track's duration.
    let track =
      "KeyframeTrack { LinearKeyframe(1.2, duration: 0.2); CubicKeyframe(0.8, duration: 0.3) }"
    let common = ["--format", "svg", "--width", "600", "--height", "400", "--title", "t"]
    let progress = H.run(["plot", track, "--axis", "progress"] + common)
    let time = H.run(["plot", track] + common)
    #expect(progress.status == 0 && time.status == 0, "\(progress.standardError)")
    let marks = Self.timeMarks(progress.standardOutput)
    #expect(marks.count == 2)
    #expect(marks.first?.components(separatedBy: "<line").count == 3, "two marked lines")
    #expect(marks == Self.timeMarks(time.standardOutput))
  }

  /// The sample times of the first series of an HTML page's embedded data.
  static func htmlTimes(_ html: String) throws -> [Double] {
    let start = try #require(html.range(of: "id=\"kinetic-data\">"))
    let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
    return try #require(
      Self.arrays("times", in: String(html[start.upperBound..<end.lowerBound])).first)
  }

  @Test("Retarget charts sample densely and at the retarget time and the moment before it")
  func retargetChartsSampleTheJump() throws {
    let arguments = [
      "retarget", "spring(duration: 0.5, bounce: 0.3)", "--retarget-at", "0.21",
      "--new-target", "0.5", "--mode", "restart,merge", "--format", "html", "--width", "400",
    ]
    let page = H.run(arguments)
    #expect(page.status == 0, "\(page.standardError)")
    let times = try Self.htmlTimes(page.standardOutput)
    #expect(times.contains(0.21) && times.contains(0.21.nextDown))
    #expect(times.count >= 4 * 400)
    #expect(zip(times, times.dropFirst()).allSatisfy { $0 < $1 }, "increasing")
    // The frames when asked for (--fps), and always in CSV: multiples of 1/60 s, no 0.21.
    let framed = try Self.htmlTimes(H.run(arguments + ["--fps", "60"]).standardOutput)
    #expect(framed == (0..<framed.count).map { Double($0) / 60 })
    let csv = H.run(Array(arguments.dropLast(4)) + ["--format", "csv"]).standardOutput
    let csvTimes = csv.split(separator: "\n").dropFirst().map {
      Double(String($0.split(separator: ",")[0]))!
    }
    #expect(csvTimes == (0..<csvTimes.count).map { Double($0) / 60 })
  }
}

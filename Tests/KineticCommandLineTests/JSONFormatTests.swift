import Foundation
import Testing

/// `--format json` of eval, plot, retarget and list: exact golden output for small cases, and
/// the same numbers as the CSV of the same command.
@Suite("JSON output")
struct JSONFormatTests {
  typealias H = CommandLineHarness

  @Test func evalProgressIsTheDocumentedObjectWithNullForAnInfiniteSlope() {
    let result = H.run(["eval", "circularEaseIn", "--progress", "0,1", "--format", "json"])
    #expect(result.status == 0)
    #expect(
      result.standardOutput
        == #"{"title":"circularEaseIn","xLabel":"progress","yLabel":"value","referenceValues":[0,1],"series":[{"label":"circularEaseIn","times":[0,1],"values":[0,1],"velocities":[0,null]}]}"#
        + "\n")
  }

  @Test func evalAtTimesHasTheCSVNumbers() throws {
    let arguments = ["eval", "spring(duration: 0.5, bounce: 0.3)", "--at", "0,0.1,0.25"]
    let csv = H.run(arguments).standardOutput
    let json = H.run(arguments + ["--format", "json"]).standardOutput
    let rows = csv.split(separator: "\n").dropFirst().map { $0.split(separator: ",") }
    // Numbers are the same shortest round-trip texts in both formats.
    #expect(json.contains("\"times\":[\(rows.map { String($0[0]) }.joined(separator: ","))]"))
    #expect(json.contains("\"values\":[\(rows.map { String($0[1]) }.joined(separator: ","))]"))
    #expect(json.contains("\"velocities\":[\(rows.map { String($0[2]) }.joined(separator: ","))]"))
    #expect(json.contains(#""xLabel":"time (s)""#))
  }

  @Test func plotAndRetargetJSONParseAndCarryEverySeries() throws {
    for arguments in [
      ["plot", "bouncy", "easeInOut", "--samples", "11", "--format", "json"],
      [
        "retarget", "bouncy", "--retarget-at", "0.2", "--new-target", "0.5", "--mode",
        "merge,additive", "--at", "0,0.3", "--format", "json",
      ],
    ] {
      let result = H.run(arguments)
      #expect(result.status == 0, "\(arguments): \(result.standardError)")
      let object = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
      let series = (object as? [String: Any])?["series"] as? [[String: Any]] ?? []
      #expect(series.count == 2, "\(arguments)")
      for s in series {
        let n = (s["times"] as? [Any])?.count
        #expect(n != nil && (s["values"] as? [Any])?.count == n)
        #expect((s["velocities"] as? [Any])?.count == n, "JSON always has velocities")
      }
    }
  }

  @Test func listJSONNamesWhatTheTextListNames() throws {
    let text = H.run(["list"]).standardOutput
    let result = H.run(["list", "--format", "json"])
    #expect(result.status == 0)
    let object = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
    let dictionary = try #require(object as? [String: Any])
    #expect(
      Set(dictionary.keys) == [
        "curves", "css", "springs", "easings", "ecosystems", "physics", "modifiers", "keyframes",
        "heads", "demos",
      ])
    for key in ["curves", "css", "springs", "physics", "keyframes"] {
      for name in dictionary[key] as? [String] ?? [] {
        #expect(text.contains("  \(name)\n"), "\(key) \(name)")
      }
    }
    // The easings.net names are listed three to a line, the ecosystems' forms one per line.
    let words = Set(text.split(whereSeparator: { " ,\n".contains($0) }).map(String.init))
    for name in dictionary["easings"] as? [String] ?? [] {
      #expect(words.contains(name), "easings \(name)")
    }
    for form in dictionary["ecosystems"] as? [String] ?? [] {
      #expect(text.contains("  \(form)\n"), "ecosystems \(form)")
    }
    // Every head of the other ecosystems' forms reads as that ecosystem's code: an error, if
    // any, names the ecosystem, never SwiftUI's "unknown animation".
    let heads = dictionary["heads"] as? [String] ?? []
    #expect(heads.count > 50)
    for head in heads where head != "spring" {
      let eval = H.run(["eval", head, "--progress", "0.5"])
      #expect(!eval.standardError.contains("unknown animation"), "heads \(head)")
    }
    let demos = dictionary["demos"] as? [[String: String]] ?? []
    #expect(
      demos.map { $0["name"] ?? "" } == [
        "circle", "border", "two-parameter-border", "transition", "horizontal-list", "neumorphism",
        "spinner", "coordinator", "matched-geometry", "content-transition",
      ])
  }

  @Test func badFormatsAreUsageErrors() {
    H.expectUsageError(
      ["eval", "linear", "--progress", "0", "--format", "html"], mentions: ["--format"])
    H.expectUsageError(["list", "--format", "csv"], mentions: ["--format"])
  }
}

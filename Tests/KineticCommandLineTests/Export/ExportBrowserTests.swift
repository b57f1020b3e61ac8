import Foundation
import Kinetic
import Testing

@testable import KineticCommandLine

/// A real browser as the external oracle for exported CSS: headless Chromium (Debian's
/// `chromium`, installed by `Scripts/bootstrap.sh`) plays each exported easing through the Web
/// Animations API, and `getComputedTiming().progress` at chosen times is compared with
/// Kinetic's evaluation of the same CSS text and with the motion it was exported from.
///
/// Tolerances: Chromium solves `cubic-bezier()` to about 1e-7 on regular curves (its
/// UnitBezier Newton/bisection epsilon; it is ~1e-2 off on degenerate curves such as
/// (0, 1, 0, 1), which are not used here) and evaluates `linear()` and `steps()` in floats of
/// the progress, so 1e-5 is allowed against Kinetic's value of the same easing.
@Suite("exported CSS in a real browser")
struct ExportBrowserTests {
  static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  /// `getComputedTiming().progress` of each easing at each progress value (1 s animations).
  static func browserProgress(easings: [String], at inputs: [Double]) throws -> [[Double]] {
    let executable = try #require(chromium, "chromium is installed by Scripts/bootstrap.sh")
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kinetic-browser-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let easingsJSON = String(decoding: try JSONEncoder().encode(easings), as: UTF8.self)
    let timesJSON = String(
      decoding: try JSONEncoder().encode(inputs.map { $0 * 1000 }), as: UTF8.self)
    let page = """
      <!doctype html><html><body><pre id="out">pending</pre><script>
      const easings = \(easingsJSON), times = \(timesJSON);
      const rows = easings.map((easing) => {
        const el = document.createElement("div");
        document.body.appendChild(el);
        const a = el.animate([{ opacity: 0 }, { opacity: 1 }], { duration: 1000, easing, fill: "both" });
        a.pause();
        return times.map((t) => { a.currentTime = t; return a.effect.getComputedTiming().progress; });
      });
      document.getElementById("out").textContent = JSON.stringify(rows);
      </script></body></html>
      """
    let file = directory.appendingPathComponent("page.html")
    try page.write(to: file, atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = [
      "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
      "--user-data-dir=\(directory.appendingPathComponent("profile").path)", "--dump-dom",
      file.absoluteString,
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle(forWritingAtPath: "/dev/null")
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let dom = String(decoding: data, as: UTF8.self)
    let json = try #require(
      dom.components(separatedBy: "<pre id=\"out\">").dropFirst().first?.components(
        separatedBy: "</pre>"
      ).first, "no result in the page: \(dom.prefix(300))")
    return try JSONDecoder().decode([[Double]].self, from: Data(json.utf8))
  }

  @Test("cubic-bezier(), steps() and css-linear exports evaluate in Chromium as in Kinetic")
  func browserAgrees() throws {
    let inputs = (1...39).map { Double($0) / 40 } + [0.137, 0.5, 0.901]
    // Exported CSS easings: the transition's easing, and the css-linear function.
    var cases: [(easing: String, tolerance: Double, motion: ((Double) -> Double)?)] = []
    for spec in ["easeInOut(duration: 1)", "ease", "cubic-bezier(0.68, -0.55, 0.265, 1.55)"] {
      let code = CommandLineHarness.run(["export", spec, "--to", "css"]).standardOutput
      let words = code.dropFirst("transition: transform ".count).split(separator: " ")
      cases.append((words.dropFirst().dropLast().joined(separator: " "), 1e-6, nil))
    }
    let steps = CommandLineHarness.run(["export", "steps(4, jump-start)", "--to", "css"])
      .standardOutput.split(separator: " ")
    cases.append((steps.dropFirst(3).dropLast().joined(separator: " "), 1e-5, nil))
    for spec in [
      "spring(duration: 0.5, bounce: 0.3)", "bouncy.delay(0.2)",
      "easeIn.repeatCount(2, autoreverses: true)",
    ] {
      let code = CommandLineHarness.run(["export", spec, "--to", "css-linear"]).standardOutput
      let lines = code.split(separator: "\n")
      let duration = try #require(
        Double(lines[0].components(separatedBy: "duration ")[1].split(separator: "s")[0]))
      let animation = try AnimationSpec.parse(spec).animation
      cases.append(
        (String(lines[1]), 1e-5, { u in animation.value(from: 0.0, to: 1.0, at: u * duration) }))
    }
    let browser = try Self.browserProgress(easings: cases.map(\.easing), at: inputs)
    try #require(browser.count == cases.count)
    for (index, c) in cases.enumerated() {
      let kinetic = try AnimationSpec.parse(c.easing).animation
      for (k, u) in inputs.enumerated() {
        let expected = kinetic.value(from: 0.0, to: 1.0, at: u)
        #expect(
          abs(browser[index][k] - expected) <= c.tolerance,
          "\(c.easing.prefix(60)) at \(u): Chromium \(browser[index][k]), Kinetic \(expected)")
        if let motion = c.motion {
          // The browser's easing follows the exported motion within the export's tolerance.
          #expect(abs(browser[index][k] - motion(u)) <= 0.001 + c.tolerance)
        }
      }
    }
  }
}

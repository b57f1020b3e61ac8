import Foundation
import Kinetic
import Testing

@testable import KineticCommandLine
@testable import KineticInterchange

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
    let json = try pageOutput(page, in: directory)
    return try JSONDecoder().decode([[Double]].self, from: Data(json.utf8))
  }

  @Test("cubic-bezier(), steps() and css-linear exports evaluate in Chromium as in Kinetic")
  func browserAgrees() throws {
    let inputs = (1...39).map { Double($0) / 40 } + [0.137, 0.5, 0.901]
    // Exported CSS easings: the transition's easing, and the css-linear function.
    var cases: [(easing: String, tolerance: Double, motion: ((Double) -> Double)?)] = []
    for spec in ["easeInOut(duration: 1)", "ease", "cubic-bezier(0.68, -0.55, 0.265, 1.55)"] {
      // The declaration is the first line (a comment stating the browsers' own error follows).
      let code = CommandLineHarness.run(["export", spec, "--to", "css"]).standardOutput
        .split(separator: "\n")[0]
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

  /// The text of `<pre id="out">` after headless Chromium has run `page` (written to
  /// `directory`, with its own profile there).
  static func pageOutput(_ page: String, in directory: URL) throws -> String {
    let executable = try #require(chromium, "chromium is installed by Scripts/bootstrap.sh")
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
    return try #require(
      dom.components(separatedBy: "<pre id=\"out\">").dropFirst().first?.components(
        separatedBy: "</pre>"
      ).first, "no result in the page: \(dom.prefix(300))")
  }

  /// What Chromium makes of each whole CSS snippet (a `transition:` started by a style change,
  /// or an `animation:` with its `@keyframes` rule, both moving `translateX` from 0 to 100px):
  /// the computed translation in hundreds of pixels with the element's one animation paused at
  /// each time in seconds. (Not `getComputedTiming().progress`: a CSS animation's
  /// `animation-timing-function` eases each keyframe interval, not the effect.)
  static func browserTimeline(css snippets: [String], at times: [Double]) throws -> [[Double]] {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kinetic-browser-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let snippetsJSON = String(decoding: try JSONEncoder().encode(snippets), as: UTF8.self)
    let timesJSON = String(
      decoding: try JSONEncoder().encode(times.map { $0 * 1000 }), as: UTF8.self)
    // The snippet's first declaration goes in the element's rule, the rest (a @keyframes rule)
    // after it; a transition starts when the transform changes after a style flush.
    let page = """
      <!doctype html><html><body><pre id="out">pending</pre><script>
      const snippets = \(snippetsJSON), times = \(timesJSON);
      const rows = snippets.map((css, index) => {
        const end = css.indexOf(";") + 1;
        const style = document.createElement("style");
        style.textContent = `#e${index} { transform: translateX(0); ${css.slice(0, end)} }\\n${css.slice(end)}`;
        document.head.appendChild(style);
        const el = document.createElement("div");
        el.id = `e${index}`;
        document.body.appendChild(el);
        getComputedStyle(el).transform;
        if (css.includes("transition:")) el.style.transform = "translateX(100px)";
        const animations = el.getAnimations();
        if (animations.length !== 1) return [];  // reported as a row of the wrong length
        const a = animations[0];
        a.pause();
        return times.map((t) => {
          a.currentTime = t;
          return new DOMMatrix(getComputedStyle(el).transform).m41 / 100;
        });
      });
      document.getElementById("out").textContent = JSON.stringify(rows);
      </script></body></html>
      """
    let json = try pageOutput(page, in: directory)
    return try JSONDecoder().decode([[Double]].self, from: Data(json.utf8))
  }

  /// The CSS `kinetic export --to css` prints — transitions with a delay, `cubic-bezier()`,
  /// `steps()` and `linear()` easings, animations with repeats, `alternate` and their
  /// `@keyframes` rule — played by Chromium as a stylesheet, against Kinetic's read-back of the
  /// same text (`kinetic eval` on it), over the whole timeline (delay and end included).
  /// Chromium serialises the computed translation to six significant digits, evaluates
  /// `linear()` and `steps()` on float inputs and solves `cubic-bezier()` to about 1e-7, so 1e-5
  /// of the change is allowed; a time within 1e-9 s of a jump is not compared (either side is
  /// right there).
  @Test("exported CSS declarations play in Chromium as Kinetic reads them back")
  func declarationsInChromium() throws {
    let specs = [
      "bouncy", "spring(duration: 0.5, bounce: 0.3).delay(0.2)",
      "spring(response: 0.2, dampingFraction: 2)", "easeInOut(duration: 0.3).delay(0.1)",
      "cubic-bezier(0.68, -0.55, 0.265, 1.55)", "steps(4, jump-end).delay(0.2)",
      "steps(5, jump-both)", "easeIn(duration: 0.4).repeatCount(3, autoreverses: false)",
      "easeInOut(duration: 0.4).repeatCount(3, autoreverses: true)",
      "animation: kinetic 0.25s ease-in 0.1s 5 alternate both;",
      "easeIn.repeatCount(3, autoreverses: true)", "linear(0, 0.5 25%, 0.8 50%, 1)",
    ]
    var snippets: [String] = []
    var readBacks: [Animation] = []
    var spans: [Double] = []
    for spec in specs {
      let code = try Exporter(
        spec: try AnimationSpec.parse(spec), tolerance: 0.001, duration: nil
      ).code(for: .css)
      snippets.append(code)
      let readBack = try AnimationSpec.parse(code).animation
      readBacks.append(readBack)
      spans.append(try #require(readBack.sampler(change: 1.0).removalTime) + 0.2)
    }
    let fractions = (0...120).map { Double($0) / 120 } + [0.0137, 0.4999, 0.9013]
    let longest = spans.max()!
    let times = fractions.map { $0 * longest }
    let browser = try Self.browserTimeline(css: snippets, at: times)
    try #require(browser.count == specs.count)
    var compared = 0
    for (index, spec) in specs.enumerated() {
      try #require(browser[index].count == times.count, "\(spec): \(browser[index])")
      for (k, t) in times.enumerated() {
        let kinetic = readBacks[index].value(from: 0.0, to: 1.0, at: t)
        let around = [t - 1e-9, t + 1e-9].map { readBacks[index].value(from: 0.0, to: 1.0, at: $0) }
        guard around.allSatisfy({ abs($0 - kinetic) < 1e-6 }) else { continue }
        let chromium = browser[index][k]
        #expect(
          abs(chromium - kinetic) <= 1e-5,
          "\(spec) at \(t) s: Chromium \(chromium), Kinetic \(kinetic)\n\(snippets[index])")
        compared += 1
      }
    }
    #expect(compared > specs.count * 100)
  }
}

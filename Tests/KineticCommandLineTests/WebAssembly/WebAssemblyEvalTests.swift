import Foundation
import Testing

/// The WebAssembly module (`Scripts/wasm.sh`: the core and `KineticInterchange` compiled with
/// Embedded Swift) run under `node` gives the numbers `kinetic eval` gives natively, for every
/// spec of the behaviour corpus's `eval`, `plot` and `export` entries (all ecosystems), 1,000
/// samples each from 0 to 2 s: values and velocities bit for bit, or within 4 ulp where the
/// platforms' libm differ (wasi-libc's musl against glibc), each such difference counted and
/// printed. A spec the CLI refuses must be refused by the module too.
///
/// Nothing is skipped: the toolchain pieces come from `Scripts/bootstrap.sh`, so a missing
/// `wasm-ld`, wasi-libc, compiler builtins or `node` fails the test, naming them.
@Suite("WebAssembly module against kinetic eval")
struct WebAssemblyEvalTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The specs: every positional argument of the corpus's eval, plot and export entries.
  static func corpusSpecs() throws -> [String] {
    let table = try String(
      contentsOf: root.appendingPathComponent("Tests/BehaviourCorpus/invocations.tsv"),
      encoding: .utf8)
    var specs: [String] = []
    for line in table.split(separator: "\n") {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard fields.count > 2, ["eval", "plot", "export"].contains(fields[1]) else { continue }
      for field in fields.dropFirst(2) {
        if field.hasPrefix("-") { break }
        if !specs.contains(field) { specs.append(field) }
      }
    }
    return specs
  }

  /// Runs `executable` with `arguments`, feeding `input`; returns status, stdout and stderr.
  static func run(_ executable: String, _ arguments: [String], input: String = "") throws
    -> (status: Int32, output: String, error: String)
  {
    let directory = try CommandLineHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let files = ["in", "out", "err"].map { directory.appendingPathComponent($0) }
    try Data(input.utf8).write(to: files[0])
    for file in files.dropFirst() {
      FileManager.default.createFile(atPath: file.path, contents: nil)
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [executable] + arguments
    process.currentDirectoryURL = root
    process.standardInput = try FileHandle(forReadingFrom: files[0])
    process.standardOutput = try FileHandle(forWritingTo: files[1])
    process.standardError = try FileHandle(forWritingTo: files[2])
    try process.run()
    process.waitUntilExit()
    return (
      process.terminationStatus, try String(contentsOf: files[1], encoding: .utf8),
      try String(contentsOf: files[2], encoding: .utf8)
    )
  }

  /// Distance in units in the last place between two doubles (0 for equal bit patterns or two
  /// NaNs; `UInt64.max` across signs or against a NaN).
  static func ulps(_ a: Double, _ b: Double) -> UInt64 {
    if a.bitPattern == b.bitPattern || (a.isNaN && b.isNaN) { return 0 }
    if a == b { return 0 }  // +0 and −0
    guard !a.isNaN, !b.isNaN, a.sign == b.sign else { return .max }
    let (x, y) = (a.magnitude.bitPattern, b.magnitude.bitPattern)
    return x > y ? x - y : y - x
  }

  @Test("every corpus spec: wasm under node equals kinetic eval (≤ 4 ulp, counted)")
  func wasmMatchesEval() throws {
    // The module bootstrap.sh builds, rebuilt by wasm.sh when a source is newer.
    let wasm = Self.root.appendingPathComponent(".build/wasm/kinetic.wasm")
    let build = try Self.run("bash", ["Scripts/wasm.sh", wasm.path])
    try #require(build.status == 0, "Scripts/wasm.sh failed: \(build.error)")
    let node = try Self.run("node", ["--version"])
    try #require(node.status == 0, "node is not installed: run Scripts/bootstrap.sh")

    let times = (0..<1_000).map { Double($0) * 2 / 999 }
    let timeText = times.map { "\($0)" }.joined(separator: ",")
    struct Case {
      var spec: String
      var to: Double?
      var velocity: Double
      /// nil when the CLI refused the spec.
      var rows: [(value: Double, velocity: Double)]?
    }
    var cases: [Case] = []
    for spec in try Self.corpusSpecs() {
      // A target for animations and targeted models; a released model or keyframe track
      // takes none, and a released model is thrown at 500 units per second.
      var attempt = CommandLineHarness.run(
        ["eval", spec, "--at", timeText, "--from", "0", "--to", "1"])
      var to: Double? = 1
      var velocity = 0.0
      if attempt.status != 0 {
        attempt = CommandLineHarness.run(["eval", spec, "--at", timeText, "--from", "0"])
        to = nil
      }
      if attempt.status != 0 {
        attempt = CommandLineHarness.run(
          ["eval", spec, "--at", timeText, "--from", "0", "--velocity", "500"])
        velocity = 500
      }
      guard attempt.status == 0 else {
        cases.append(Case(spec: spec, to: 1, velocity: 0, rows: nil))
        continue
      }
      let rows = attempt.standardOutput.split(separator: "\n").dropFirst().map { line in
        let fields = line.split(separator: ",").map { Double($0) ?? .nan }
        return (value: fields[1], velocity: fields[2])
      }
      cases.append(Case(spec: spec, to: to, velocity: velocity, rows: rows))
    }
    #expect(cases.filter { $0.rows != nil }.count >= 100, "specs evaluated natively")

    var requests = ""
    for c in cases {
      let request: [String: Any] = [
        "spec": c.spec, "from": 0, "to": c.to.map { $0 as Any } ?? NSNull(),
        "velocity": c.velocity,
        // The times as the CLI read them (JSONSerialization would round the doubles).
        "times": timeText,
      ]
      requests += String(
        decoding: try JSONSerialization.data(withJSONObject: request), as: UTF8.self)
      requests += "\n"
    }
    let result = try Self.run("node", ["Scripts/wasm-node.mjs", wasm.path], input: requests)
    try #require(result.status == 0, "node: \(result.error)")
    let answers = result.output.split(separator: "\n")
    try #require(answers.count == cases.count, "one answer per spec")

    var differing: [String] = []
    var worst: UInt64 = 0
    var compared = 0
    for (c, line) in zip(cases, answers) {
      let answer = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] ?? [:]
      guard let rows = c.rows else {
        #expect(answer["error"] != nil, "the CLI refuses '\(c.spec)', the module does not")
        continue
      }
      func numbers(_ key: String) -> [Double] {
        // Text, read exactly (Foundation's JSON numbers are not correctly rounded).
        (answer[key] as? [String] ?? []).map { Double($0) ?? .nan }
      }
      let values = numbers("values")
      let velocities = numbers("velocities")
      guard values.count == rows.count, velocities.count == rows.count else {
        Issue.record("'\(c.spec)': the module answered \(answer["error"] ?? "no numbers")")
        continue
      }
      compared += 1
      // Where a libm result (sin, cos, exp, pow: musl's against glibc's, each within an ulp)
      // enters a sum that cancels, as an elastic curve's velocity does near a turning point,
      // the sample's own ulp exaggerates the difference; there it is measured in ulps of the
      // series' largest magnitude, the scale the terms had before they cancelled.
      func scale(_ series: [Double]) -> Double {
        series.filter(\.isFinite).map(\.magnitude).max() ?? 0
      }
      let scales = (
        value: scale(rows.map(\.value)), velocity: scale(rows.map(\.velocity))
      )
      var specWorst: UInt64 = 0
      var count = 0
      var scaledWorst = 0.0
      for (row, (value, velocity)) in zip(rows, zip(values, velocities)) {
        let distances = (Self.ulps(row.value, value), Self.ulps(row.velocity, velocity))
        let distance = max(distances.0, distances.1)
        if distance > 0 { count += 1 }
        specWorst = max(specWorst, distance)
        if distances.0 > 4 {
          scaledWorst = max(scaledWorst, abs(row.value - value) / scales.value.ulp)
        }
        if distances.1 > 4 {
          scaledWorst = max(scaledWorst, abs(row.velocity - velocity) / scales.velocity.ulp)
        }
      }
      worst = max(worst, specWorst)
      if specWorst > 0 {
        differing.append(
          "\(c.spec): \(count) samples, at most \(specWorst) ulp"
            + (specWorst > 4 ? " (\(scaledWorst) ulp of the series' largest magnitude)" : ""))
      }
      #expect(
        specWorst <= 4 || scaledWorst <= 4,
        "'\(c.spec)': the module differs by \(specWorst) ulp (\(scaledWorst) of its scale)")
    }
    print(
      "WebAssembly against eval: \(compared) specs x 1000 samples; bit for bit except "
        + "\(differing.count) (worst \(worst) ulp)" + differing.map { "\n  \($0)" }.joined())
  }
}

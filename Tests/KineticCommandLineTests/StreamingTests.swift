import Foundation
import Kinetic
import KineticPlot
import KineticTestSupport
import Testing

@testable import KineticCommandLine
@testable import KineticInterchange

/// `plot --format csv` and `eval --at` stream through ``AnimationCSV``: the bytes must be those
/// of the whole-series path, errors must come before any output, and write failures must be
/// exit status 1, never a signal.
@Suite("CSV streaming")
struct StreamingTests {
  typealias H = CommandLineHarness

  /// The document the whole-series path (``ChartRequest/render()``) writes.
  static func wholeSeriesCSV(
    _ specs: [String], grid: TimeGrid, showsVelocity: Bool
  ) throws -> String {
    let times = grid.times
    let series = try specs.map { source -> Series in
      let spec = try AnimationSpec.parse(source)
      let samples = times.map(SpecSampler(animation: spec.animation, from: 0, to: 1).sample(at:))
      let withVelocity = ChartOptions.includesVelocity(
        format: .csv, seriesCount: specs.count, showsVelocity: showsVelocity)
      return try ChartRequest.series(
        label: source, times: times, values: samples.map(\.value),
        velocities: withVelocity ? samples.map(\.velocity) : nil)
    }
    return try
      (ChartRequest(
        series: series, format: .csv, width: 80, height: 20, title: nil,
        charset: .ascii, showsVelocity: showsVelocity, usesColor: false)).render()
  }

  @Test(
    "Blocks of any size give the whole-series bytes",
    arguments: [
      (["bouncy"], false, 1), (["bouncy"], false, 7),
      (["easeInOut", "spring", "linear"], false, 5),
      (["easeInOut", "cubic-bezier(0.68, -0.55, 0.265, 1.55)"], true, 64),
      (["smooth"], true, 1 << 14),
    ])
  func matchesWholeSeries(_ specs: [String], _ showsVelocity: Bool, _ block: Int) throws {
    for grid in [TimeGrid.even(count: 301, span: 0.7), .frameRate(60, count: 43)] {
      let csv = AnimationCSV(
        series: try specs.map { ($0, try AnimationSpec.parse($0).animation) }, grid: grid,
        includesVelocity: specs.count == 1 || showsVelocity, blockSize: block)
      try csv.validate()
      let streamed = String(decoding: try csv.bytes(), as: UTF8.self)
      #expect(
        streamed == (try Self.wholeSeriesCSV(specs, grid: grid, showsVelocity: showsVelocity)))
    }
  }

  /// Physics models stream as animations do (they were sampled whole): `plot --format csv`
  /// of a fling, a targeted spring and an animation together is the document the
  /// whole-series path writes from the same samples.
  @Test func physicsStreamsWithTheWholeSeriesBytes() throws {
    let sources = ["decay(rate: .normal)", "Spring.bouncy", "easeInOut"]
    let release = PhysicsSpec.Release(from: 0, to: 1, velocity: 800)
    let grid = TimeGrid.even(count: 257, span: 2)
    let specs = try sources.map { try PlottedSpec.parse($0, release: release) }
    let series = try specs.map { spec -> Series in
      let sample = spec.sampler(velocities: true)
      let points = grid.times.map(sample)
      return try ChartRequest.series(
        label: spec.label, times: grid.times, values: points.map(\.value),
        velocities: points.map(\.velocity))
    }
    let whole = try ChartRequest(
      series: series, format: .csv, width: 80, height: 20, title: nil, charset: .ascii,
      showsVelocity: true, usesColor: false
    ).render()
    let csv = AnimationCSV(
      samplers: specs.map { ($0.label, $0.motionSampler()) }, grid: grid, includesVelocity: true,
      blockSize: 37)
    #expect(String(decoding: try csv.bytes(), as: UTF8.self) == whole)
    // And through the command line, which now takes the streaming path.
    let result = H.run([
      "plot", sources[0], sources[1], sources[2], "--format", "csv", "--samples", "257",
      "--duration", "2", "--velocity", "--initial-velocity", "800",
    ])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput == whole)
  }

  /// The one-pass sample is bit for bit the library's separate value and velocity helpers
  /// (`Animation.value(from:to:initialVelocity:at:)` and `velocity(...)`), for every kind of
  /// animation, before, during and after it, with and without initial velocity — except at
  /// the exact end time, where the command line reports the left limit of the velocity.
  @Test func oneCallSampleMatchesValueAndVelocity() throws {
    var random = SeededGenerator(seed: 0x5A_3D1E)
    let specs = [
      "linear", "easeInOut(duration: 2)", "bouncy", "spring(response: 0.3, dampingFraction: 0.4)",
      "interpolatingSpring(mass: 1, stiffness: 100, damping: 10)", "cubic-bezier(1, 0, 0, 1)",
      "easeIn.delay(0.2)", "easeOut.repeatCount(3, autoreverses: true)", "steps(4)",
    ]
    for source in specs {
      let animation = try AnimationSpec.parse(source).animation
      for _ in 0..<200 {
        let t = Double.random(in: -0.5...3, using: &random)
        let from = Double.random(in: -10...10, using: &random)
        let to = Double.random(in: -10...10, using: &random)
        let v0 = source.contains("pring") ? Double.random(in: -5...5, using: &random) : 0
        let sampler = SpecSampler(animation: animation, from: from, to: to, initialVelocity: v0)
        let sample = sampler.sample(at: t)
        let value = animation.value(from: from, to: to, initialVelocity: v0, at: t)
        let velocity = animation.velocity(from: from, to: to, initialVelocity: v0, at: t)
        #expect(sample.value.bitPattern == value.bitPattern, "\(source) at \(t)")
        #expect(sampler.value(at: t).bitPattern == value.bitPattern, "\(source) at \(t)")
        #expect(
          sample.velocity.bitPattern == velocity.bitPattern
            || (sample.velocity.isNaN && velocity.isNaN), "\(source) at \(t)")
      }
    }
  }

  @Test func gridMatchesTheTimesList() throws {
    let even = TimeGrid.even(count: 1001, span: 0.35)
    #expect(even.times.last == 0.35)
    let expected: [Double] = (0..<1001).map { k -> Double in
      k == 1000 ? 0.35 : 0.35 * Double(k) / 1000
    }
    #expect(even.times == expected)
    let frames: [Double] = [0, 1.0 / 60, 2.0 / 60, 3.0 / 60]
    #expect(TimeGrid.frameRate(60, count: 4).times == frames)
  }

  /// A linear motion over 1 s whose velocity is NaN from t = 0.5 on: a broken animation, the
  /// only way left to meet NaN now that a vertical tangent's velocity is a legitimate ±∞.
  struct NaNVelocityAnimation: CustomAnimation {
    func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>)
      -> V?
    {
      time < 1 ? value.scaled(by: max(time, 0)) : nil
    }

    func velocity<V: VectorArithmetic>(value: V, time: Double, context: AnimationContext<V>)
      -> V?
    {
      time < 1 ? value.scaled(by: time >= 0.5 ? .nan : 1) : .zero
    }

    func duration<V: VectorArithmetic>(value: V, context: AnimationContext<V>) -> Double? { 1 }
  }

  /// A NaN velocity is reported, naming the sample exactly as building whole series does, and
  /// before any output however late the sample is.
  @Test func nanSampleIsReportedBeforeAnyOutput() throws {
    let label = "broken"
    let animation = Animation(NaNVelocityAnimation())
    let grid = TimeGrid.even(count: 101, span: 1)
    let csv = AnimationCSV(
      series: [(label, animation)], grid: grid, includesVelocity: true, blockSize: 8)
    let expected = CommandLineError.unsupported(
      "cannot plot: "
        + PlotError.notANumber(series: label, column: "velocity", index: 50).description)
    #expect(throws: expected) { try csv.validate() }
    // Without validation the stream stops at the bad block, after earlier blocks went out.
    var written = 0
    #expect(throws: expected) {
      try csv.write { bytes throws(CommandLineError) in written += bytes.count }
    }
    #expect(written > 0)
    let samples = grid.times.map(SpecSampler(animation: animation, from: 0, to: 1).sample(at:))
    #expect(throws: expected) {
      _ = try ChartRequest(
        series: [
          try ChartRequest.series(
            label: label, times: grid.times, values: samples.map(\.value),
            velocities: samples.map(\.velocity))
        ], format: .csv, width: 80, height: 20, title: nil, charset: .ascii,
        showsVelocity: false, usesColor: false
      ).render()
    }
  }

  /// A vertical tangent is an infinite velocity, not an error: streamed and whole-series CSV
  /// agree on `inf` at the tangent (cubic-bezier(1, 0, 0, 1) at t = 0.5 s of 1 s).
  @Test func verticalTangentStreamsAsInf() throws {
    let spec = "timingCurve(1, 0, 0, 1, duration: 1)"
    let grid = TimeGrid.even(count: 101, span: 1)
    let csv = AnimationCSV(
      series: [(spec, try AnimationSpec.parse(spec).animation)], grid: grid,
      includesVelocity: true, blockSize: 8)
    try csv.validate()
    let streamed = String(decoding: try csv.bytes(), as: UTF8.self)
    #expect(streamed == (try Self.wholeSeriesCSV([spec], grid: grid, showsVelocity: false)))
    let rows = streamed.split(separator: "\n")
    #expect(rows[51] == "0.5,0.5,inf")
    #expect(rows.filter { $0.contains("inf") }.count == 1)

    let result = H.run(["plot", spec, "--format", "csv", "--samples", "101"])
    #expect(result.status == 0 && result.standardError.isEmpty)
    #expect(result.standardOutput == streamed)
  }

  /// Standard output holds a stream back until it passes the hold limit: an error before that
  /// leaves it empty; after it, the chunks already produced have gone out.
  @Test func standardOutputHoldsBackUpToTheLimit() throws {
    let chunk = [UInt8](repeating: UInt8(ascii: "x"), count: 100)
    func produce(
      _ sink: (UnsafeRawBufferPointer) throws(CommandLineError) -> Void
    ) throws(CommandLineError) {
      for _ in 0..<3 {
        var failure: CommandLineError?
        chunk.withUnsafeBytes { raw in
          do throws(CommandLineError) { try sink(raw) } catch { failure = error }
        }
        if let failure { throw failure }
      }
      throw CommandLineError.unsupported("late failure")
    }
    for (limit, expected) in [(1_000, 0), (250, 300), (50, 300)] {
      let output = StandardOutput.capturing()
      #expect(throws: CommandLineError.unsupported("late failure")) {
        try OutputDestination(path: nil).stream(to: output, holdLimit: limit, produce)
      }
      #expect(output.captured.count == expected, "limit \(limit)")
    }
    let complete = StandardOutput.capturing()
    try OutputDestination(path: nil).stream(to: complete, holdLimit: 1_000) {
      (sink: (UnsafeRawBufferPointer) throws(CommandLineError) -> Void) throws(CommandLineError) in
      var failure: CommandLineError?
      chunk.withUnsafeBytes { raw in
        do throws(CommandLineError) { try sink(raw) } catch { failure = error }
      }
      if let failure { throw failure }
    }
    #expect(complete.captured == chunk)
  }

  @Test func fileAndStandardOutputAgree() throws {
    let directory = try H.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("plot.csv").path
    let arguments = [
      "plot", "bouncy", "easeIn", "--format", "csv", "--samples", "5000", "--velocity",
    ]
    let printed = H.run(arguments)
    #expect(printed.status == 0)
    let written = H.run(arguments + ["-o", path])
    #expect(written.status == 0)
    #expect(written.standardOutput.isEmpty)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == printed.standardOutput)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["plot.csv"])

    let eval = H.run(["eval", "bouncy", "--at", "0,0.1,0.2", "--from", "3", "--to", "5"])
    let evalFile = H.run([
      "eval", "bouncy", "--at", "0,0.1,0.2", "--from", "3", "--to", "5", "-o", path,
    ])
    #expect(evalFile.status == 0)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == eval.standardOutput)
    #expect(eval.standardOutput.hasPrefix("time,value,velocity\n0,3,0\n"))
  }

  /// Runs the binary with standard output on `handle`; returns status, signal, stderr.
  static func runBinary(_ arguments: [String], standardOutput handle: FileHandle) throws
    -> (status: Int32, signalled: Bool, error: String)
  {
    let process = Process()
    process.executableURL = H.executableURL
    process.arguments = arguments
    process.standardOutput = handle
    let error = Pipe()
    process.standardError = error
    try process.run()
    let data = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus, process.terminationReason == .uncaughtSignal,
      String(decoding: data, as: UTF8.self)
    )
  }

  @Test func fullDiskOnStandardOutputIsExitStatusOne() throws {
    let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
    let result = try Self.runBinary(
      ["plot", "linear", "--format", "csv", "--samples", "100000"], standardOutput: full)
    #expect(!result.signalled)
    #expect(result.status == 1)
    #expect(result.error == "error: cannot write to standard output: No space left on device\n")
  }

  /// Issue 15: `kinetic plot … | head -1` printed "Broken pipe" and exited 1. Now it ends as
  /// `cat` or `seq` do: quietly, by SIGPIPE (status 141 in a shell), once everything is settled.
  @Test func closedPipeEndsQuietlyBySIGPIPE() throws {
    let pipe = Pipe()
    try pipe.fileHandleForReading.close()
    let result = try Self.runBinary(
      ["plot", "linear", "--format", "csv", "--samples", "100000"],
      standardOutput: pipe.fileHandleForWriting)
    #expect(result.signalled)
    #expect(result.status == SIGPIPE)
    #expect(result.error == "")
  }

  /// The same through a shell pipeline, as users meet it: `head -1` takes the header and closes
  /// the pipe, and nothing reaches standard error.
  @Test func headClosingThePipeIsQuiet() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = [
      "-c", "'\(H.executableURL.path)' plot linear --format csv --samples 1000000 | head -1",
    ]
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(String(decoding: data, as: UTF8.self) == "time,value,velocity\n")
    #expect(String(decoding: errorData, as: UTF8.self) == "")
  }
}

import Kinetic
import KineticCommandLine
import KineticPlot

/// Where the plot suite leaves a digest of every byte it produced; printed as a figure at the
/// end, so the optimiser cannot drop the formatting (the harness's `blackHole` does not stop
/// that).
nonisolated(unsafe) var plotSink: UInt64 = 0

/// `kinetic plot --format csv` throughput: samples per second from an `Animation` to CSV bytes
/// through ``AnimationCSV`` — the exact path the command line takes (sampling in blocks, each
/// sample evaluated once, shortest round-trip numbers, chunks handed to a sink) — against a
/// naive baseline in the same run: `"\(t),\(v),\(dv)\n"` interpolated and appended to a
/// `String`. The machine is shared, so expect run-to-run spread in the ratios.
enum PlotSuite: BenchmarkSuite {
  static let name = "plot"

  /// Samples per timed run.
  static let samples = 200_000
  static let animation = Animation.spring(response: 0.5, dampingFraction: 0.7)

  static func digest(_ bytes: UnsafeRawBufferPointer) {
    // Length plus a few bytes from each chunk: cheap, and depends on the content.
    var h = UInt64(bytes.count)
    if let first = bytes.first, let last = bytes.last {
      h = h &* 31 &+ UInt64(first) &* 7 &+ UInt64(last) &+ UInt64(bytes[bytes.count / 2])
    }
    plotSink = plotSink &* 0x100_0000_01B3 &+ h
  }

  static func run(_ bench: Bench) {
    let csv = AnimationCSV(
      series: [("spring", animation)], grid: .even(count: samples, span: 1.5),
      includesVelocity: true)
    let stream = bench.measure("plot.csv.animationCSV", operations: samples) {
      do {
        try csv.write { bytes throws(CommandLineError) in digest(bytes) }
      } catch {
        fatalError("\(error)")
      }
    }
    // For reference: a validation pass first (one more evaluation of every sample), which the
    // command line no longer makes.
    bench.measure("plot.csv.animationCSV.validated", operations: samples) {
      do {
        try csv.validate()
        try csv.write { bytes throws(CommandLineError) in digest(bytes) }
      } catch {
        fatalError("\(error)")
      }
    }
    let naive = bench.measure("plot.csv.naiveInterpolation", operations: samples) {
      var text = "time,value,velocity\n"
      let last = Double(samples - 1)
      for i in 0..<samples {
        let t = i == samples - 1 ? 1.5 : 1.5 * Double(i) / last
        let v = animation.value(from: 0.0, to: 1.0, initialVelocity: 0.0, at: t)
        let dv = animation.velocity(from: 0.0, to: 1.0, initialVelocity: 0.0, at: t)
        text += "\(t),\(v),\(dv)\n"
      }
      text.withUTF8 { digest(UnsafeRawBufferPointer($0)) }
    }
    bench.record(figure: "plot.csv.samplesPerSecond", 1e9 / stream.nsPerOp)
    bench.ratio("plot.csv/vs.naiveInterpolation", stream, naive)

    // Evaluation (`value` and `velocity` separately, as the naive baseline and the command line
    // before streaming did) is most of the naive pipeline's cost; the formatting alone, on
    // samples computed beforehand, is compared here.
    let last = Double(samples - 1)
    let times = (0..<samples).map { $0 == samples - 1 ? 1.5 : 1.5 * Double($0) / last }
    let values = times.map { animation.value(from: 0.0, to: 1.0, initialVelocity: 0.0, at: $0) }
    let velocities = times.map {
      animation.velocity(from: 0.0, to: 1.0, initialVelocity: 0.0, at: $0)
    }
    bench.measure("plot.sample.separateHelpers", operations: samples) {
      var sum = 0.0
      for t in times {
        sum += animation.value(from: 0.0, to: 1.0, initialVelocity: 0.0, at: t)
        sum += animation.velocity(from: 0.0, to: 1.0, initialVelocity: 0.0, at: t)
      }
      plotSink = plotSink &+ UInt64(truncatingIfNeeded: sum.bitPattern)
    }
    let encode = bench.measure("plot.csv.encodeOnly", operations: samples) {
      var encoder = CSVEncoder(series: [("spring", true)])
      let block = 1 << 14
      var start = 0
      while start < samples {
        let end = min(start + block, samples)
        do {
          try encoder.appendRows(
            times: Array(times[start..<end]),
            columns: [Array(values[start..<end]), Array(velocities[start..<end])])
        } catch {
          fatalError("\(error)")
        }
        encoder.flush { digest($0) }
        start = end
      }
    }
    let naiveEncode = bench.measure("plot.csv.naiveInterpolationOnly", operations: samples) {
      var text = "time,value,velocity\n"
      for i in 0..<samples { text += "\(times[i]),\(values[i]),\(velocities[i])\n" }
      text.withUTF8 { digest(UnsafeRawBufferPointer($0)) }
    }
    bench.record(figure: "plot.csv.encodeOnly.samplesPerSecond", 1e9 / encode.nsPerOp)
    bench.ratio("plot.csv.encode/vs.naiveInterpolation", encode, naiveEncode)
    bench.record(figure: "plot.sink", Double(plotSink % (1 << 52)))
  }
}

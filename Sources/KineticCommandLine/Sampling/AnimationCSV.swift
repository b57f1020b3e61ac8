import Kinetic
import KineticInterchange
import KineticPlot

/// Samples motions of a `Double` — animations and physics models alike, through their
/// ``MotionSampler``s — on a ``TimeGrid`` and writes them as CSV in bounded memory: the path
/// behind `kinetic plot --format csv` and `kinetic eval --at`.
///
/// The grid is processed in blocks of ``blockSize`` samples; each block is sampled into reused
/// column buffers, encoded by KineticPlot's ``CSVEncoder`` and handed to the sink, so memory
/// stays at a few megabytes however many samples there are. The bytes are those
/// ``CSVWriter`` writes for the same series held whole: header `<x>,value,velocity` for one
/// series, `<x>,<label>[,<label> velocity],...` for several.
///
/// ```swift
/// let csv = AnimationCSV(
///   series: [("bouncy", .bouncy)], grid: .even(count: 1_000, span: 0.5), includesVelocity: true)
/// try csv.validate()
/// try csv.write { bytes in try output.write(bytes) }
/// ```
package struct AnimationCSV {
  /// The motions' samplers, each with its label (the spec's text), in column order.
  package var series: [(label: String, sampler: MotionSampler)]
  /// The sample times.
  package var grid: TimeGrid
  /// Whether each series gets a velocity column.
  package var includesVelocity: Bool
  /// The first column's header.
  package var xHeader: String
  /// What errors start with, e.g. `"cannot plot"`.
  package var failurePrefix: String
  /// Samples per block.
  package var blockSize: Int
  /// Per series, the seconds one unit of the grid spans (empty: 1 for every series). The
  /// progress axis of `kinetic plot` samples each animation at progress × its duration and
  /// writes its velocity per unit of progress (velocity × duration).
  package var timeScales: [Double] = []

  /// The seconds one unit of the grid spans for series `index`.
  private func timeScale(_ index: Int) -> Double {
    timeScales.isEmpty ? 1 : timeScales[index]
  }

  /// A stream of `series` sampled on `grid`, animating `from` → `to` from `initialVelocity`
  /// (honoured by springs), springs evaluated by `engine` (`kinetic eval --engine`).
  package init(
    series: [(label: String, animation: Animation)], grid: TimeGrid, from: Double = 0,
    to: Double = 1, initialVelocity: Double = 0, includesVelocity: Bool, xHeader: String = "time",
    failurePrefix: String = "cannot plot", blockSize: Int = 1 << 14,
    engine: SpringEngine = .exact
  ) {
    self.init(
      samplers: series.map {
        (
          $0.label,
          MotionSampler(
            animation: $0.animation, from: from, to: to, initialVelocity: initialVelocity,
            engine: engine)
        )
      }, grid: grid, includesVelocity: includesVelocity, xHeader: xHeader,
      failurePrefix: failurePrefix, blockSize: blockSize)
  }

  /// A stream of the motions `samplers` sample, on `grid`.
  package init(
    samplers: [(label: String, sampler: MotionSampler)], grid: TimeGrid, includesVelocity: Bool,
    xHeader: String = "time", failurePrefix: String = "cannot plot", blockSize: Int = 1 << 14
  ) {
    self.series = samplers
    self.grid = grid
    self.includesVelocity = includesVelocity
    self.xHeader = xHeader
    self.failurePrefix = failurePrefix
    self.blockSize = max(blockSize, 1)
  }

  /// Checks every sample by the rules of ``Series`` (values finite; velocities not NaN, ±∞ being
  /// the exact slope at a vertical tangent, written `inf`/`-inf`), and reports the first bad one
  /// exactly as building whole ``Series`` does: series by series, every value of a series before
  /// any of its velocities.
  ///
  /// ``write(to:)`` calls it only when it meets a bad sample, to name the same sample
  /// the whole-series path would; calling it up front costs a second evaluation of every
  /// sample (which dominates the cost of a CSV row) and guarantees an error before any output.
  ///
  /// - Throws: ``CommandLineError/unsupported(_:)`` naming the series, the column and the index.
  package func validate() throws(CommandLineError) {
    for (index, s) in series.enumerated() {
      let sampler = s.sampler
      let scale = timeScale(index)
      for i in 0..<grid.count where !sampler.value(at: grid[i] * scale).isFinite {
        throw failure(.nonFinite(series: s.label, column: "value", index: i))
      }
      guard includesVelocity else { continue }
      for i in 0..<grid.count where (sampler.sample(at: grid[i] * scale).velocity * scale).isNaN {
        throw failure(.notANumber(series: s.label, column: "velocity", index: i))
      }
    }
  }

  /// Samples and encodes the whole document, handing it to `sink` one block (about
  /// ``blockSize`` rows) at a time.
  ///
  /// Each sample is evaluated once. A bad sample (a non-finite value, a NaN velocity) stops the
  /// stream before its block is handed on, and throws the error ``validate()`` reports.
  ///
  /// - Throws: what `sink` throws; ``CommandLineError/unsupported(_:)`` for a bad sample.
  package func write(to sink: (UnsafeRawBufferPointer) throws(CommandLineError) -> Void)
    throws(CommandLineError)
  {
    let rows = grid.count
    let block = min(blockSize, max(rows, 1))
    let columnCount = series.count * (includesVelocity ? 2 : 1)
    var encoder = CSVEncoder(
      writer: CSVWriter(xHeader: xHeader),
      series: series.map { ($0.label, includesVelocity) }, capacity: block * 24 * (columnCount + 1))
    var times: [Double] = []
    times.reserveCapacity(block)
    var columns = [[Double]](repeating: [], count: columnCount)
    for c in columns.indices { columns[c].reserveCapacity(block) }
    let samplers = series.map(\.sampler)
    var start = 0
    repeat {
      let end = min(start + block, rows)
      times.removeAll(keepingCapacity: true)
      for i in start..<end { times.append(grid[i]) }
      var c = 0
      for (index, sampler) in samplers.enumerated() {
        let scale = timeScale(index)
        columns[c].removeAll(keepingCapacity: true)
        if includesVelocity {
          columns[c + 1].removeAll(keepingCapacity: true)
          for t in times {
            let sample = sampler.sample(at: t * scale)
            columns[c].append(sample.value)
            columns[c + 1].append(sample.velocity * scale)
          }
          c += 2
        } else {
          for t in times { columns[c].append(sampler.value(at: t * scale)) }
          c += 1
        }
      }
      do {
        try encoder.appendRows(times: times, columns: columns)
      } catch {
        // Name the sample the whole-series path would (it checks column by column).
        try validate()
        throw failure(error)
      }
      try encoder.flush(sink)
      start = end
    } while start < rows
  }

  /// The whole document as bytes (for tests and small outputs).
  package func bytes() throws(CommandLineError) -> [UInt8] {
    var result: [UInt8] = []
    try write { bytes throws(CommandLineError) in result.append(contentsOf: bytes) }
    return result
  }

  private func failure(_ error: PlotError) -> CommandLineError {
    .unsupported("\(failurePrefix): \(error.description)")
  }
}

@_spi(Testing) import Kinetic
import KineticGSL

/// The cubic Bezier solver against the published schemes, on one grid, in one run: our scalar
/// solver and batch API, Chromium's scheme (`ChromiumSchemeBezier`: 11-sample table, at most 4
/// Newton iterations to 1e-7, then bisection), bezier-easing's variant of it (`tableNewton`),
/// "bisection, 64 steps", and the GSL solve (`gsl_poly_solve_cubic` polished in double). Errors are max |Δy| against `BezierReference` (GSL root, exact-sign
/// bisection to the last ulp) on the same grid.
///
/// The batch goal (≤ 4 ns per evaluation) is measured on the sorted grid, the way a batch is used
/// to sample a curve; `bezier.batch.scattered` records the same inputs in scattered order, where
/// the batch cannot stream through a row.
///
/// The suite has three parts, each selectable with `--filter`: `bezier.steadyState` (above),
/// `bezier.lifecycle` (a fresh curve evaluated 60 times, `BezierSuite+Lifecycle.swift`) and
/// `bezier.entry` (the `UnitCurve`/CSS entry points and value with velocity,
/// `BezierSuite+EntryPoints.swift`).
enum BezierSuite: BenchmarkSuite {
  static let name = "bezier"

  /// The curves: ease, easeInOut, two S-curves, and the two vertical-tangent cases.
  static let curves: [(Double, Double, Double, Double)] = [
    (0.25, 0.1, 0.25, 1), (0.42, 0, 0.58, 1), (0.9, 0.1, 0.1, 0.9), (0.68, -0.55, 0.265, 1.55),
    (0, 1, 0, 1), (1, 0, 0, 1),
  ]

  static func run(_ bench: Bench) {
    if bench.shouldRun("bezier.steadyState") { steadyState(bench) }
    if bench.shouldRun("bezier.lifecycle") { lifecycle(bench) }
    if bench.shouldRun("bezier.entry") { entryPoints(bench) }
  }

  /// The solver on the dense grid against the baselines, per curve and over all six.
  static func steadyState(_ bench: Bench) {
    let points = 10_000
    let grid = (0...points).map { Double($0) / Double(points) }
    let operations = curves.count * grid.count
    let ours = curves.map { try! CubicBezier(x1: $0.0, y1: $0.1, x2: $0.2, y2: $0.3) }
    let tableNewton = curves.map { TableNewtonBezier(x1: $0.0, y1: $0.1, x2: $0.2, y2: $0.3) }
    let chromium = curves.map { ChromiumSchemeBezier(x1: $0.0, y1: $0.1, x2: $0.2, y2: $0.3) }
    let bisection = curves.map { BisectionBezier(x1: $0.0, y1: $0.1, x2: $0.2, y2: $0.3) }
    let references = curves.map { BezierReference(x1: $0.0, y1: $0.1, x2: $0.2, y2: $0.3) }
    let exact = references.map { reference in grid.map { reference.value(at: $0) } }

    func maxError(_ value: (Int, Double) -> Double) -> Double {
      var worst = 0.0
      for c in curves.indices {
        for (i, x) in grid.enumerated() {
          let e = abs(value(c, x) - exact[c][i])
          worst = e.isNaN ? .infinity : max(worst, e)
        }
      }
      return worst
    }

    for (p, curve) in zip(curves, ours) {
      let counts = curve.solverRowCounts
      print("  curve \(p): rows table \(counts.table), robust \(counts.robust)")
      bench.measure("bezier.scalar.\(p)", operations: grid.count) {
        sink(bezierScalarSum(curve, grid))
      }
      bench.measure("bezier.construction.\(p)", operations: 20) {
        var sum = 0.0
        for i in 0..<20 {
          let c = try! CubicBezier(x1: p.0, y1: p.1 + Double(i) * 1e-4, x2: p.2, y2: p.3)
          sum += c.y1
        }
        sink(sum)
      }
      var out = [Double](repeating: 0, count: grid.count)
      bench.measure("bezier.batch.\(p)", operations: grid.count) {
        grid.withUnsafeBufferPointer { input in
          out.withUnsafeMutableBufferPointer { curve.values(at: input, into: $0) }
        }
        sink(out[0])
      }
    }
    let scalar = bench.measure("bezier.scalar", operations: operations) {
      sink(gridSum(ours, grid) { $0.value(at: $1) })
    }
    var output = [Double](repeating: 0, count: grid.count)
    let batch = bench.measure("bezier.batch", operations: operations) {
      grid.withUnsafeBufferPointer { input in
        output.withUnsafeMutableBufferPointer { out in
          for curve in ours { curve.values(at: input, into: out) }
        }
      }
      blackHole(output)
    }
    // The same grid visited in scattered order (stride 7919, coprime to its length): consecutive
    // inputs land in different rows, so the batch path gathers instead of streaming.
    let scattered = grid.indices.map { grid[($0 * 7_919) % grid.count] }
    let scatteredBatch = bench.measure("bezier.batch.scattered", operations: operations) {
      scattered.withUnsafeBufferPointer { input in
        output.withUnsafeMutableBufferPointer { out in
          for curve in ours { curve.values(at: input, into: out) }
        }
      }
      blackHole(output)
    }
    let newton = bench.measure("bezier.tableNewton", operations: operations) {
      sink(gridSum(tableNewton, grid) { $0.value(at: $1) })
    }
    let chromiumScheme = bench.measure("bezier.chromiumScheme", operations: operations) {
      sink(gridSum(chromium, grid) { $0.value(at: $1) })
    }
    let halving = bench.measure("bezier.bisection64", operations: operations) {
      sink(gridSum(bisection, grid) { $0.value(at: $1) })
    }
    let gsl = bench.measure("bezier.gsl", operations: operations) {
      sink(gridSum(references, grid) { $0.unpolishedValue(at: $1) })
    }
    let sparse = Array(grid[..<1_000])
    let polished = bench.measure("bezier.reference", operations: curves.count * sparse.count) {
      sink(gridSum(references, sparse) { $0.value(at: $1) })
    }
    bench.measure("bezier.construction.easeInOut", operations: 100) {
      var sum = 0.0
      for i in 0..<100 {
        let curve = try! CubicBezier(x1: 0.42, y1: Double(i) * 1e-4, x2: 0.58, y2: 1)
        sum += curve.y1
      }
      sink(sum)
    }

    bench.ratio("bezier.scalar/vs.chromiumScheme", scalar, chromiumScheme)
    bench.ratio("bezier.scalar/vs.tableNewton", scalar, newton)
    bench.ratio("bezier.batch/vs.tableNewton", batch, newton)
    bench.ratio("bezier.scalar/vs.bisection64", scalar, halving)
    bench.ratio("bezier.scalar/vs.gsl", scalar, gsl)
    bench.ratio("bezier.reference/vs.scalar", polished, scalar)
    bench.record(figure: "bezier.batch.nsPerEval", batch.nsPerOp)
    bench.record(figure: "bezier.batch.scattered.nsPerEval", scatteredBatch.nsPerOp)

    var batchValues = exact
    for c in curves.indices { batchValues[c] = ours[c].values(at: grid) }
    bench.record(figure: "bezier.scalar.maxError", maxError { ours[$0].value(at: $1) })
    bench.record(
      figure: "bezier.batch.maxError",
      maxError { c, x in batchValues[c][Int((x * Double(points)).rounded())] })
    bench.record(figure: "bezier.tableNewton.maxError", maxError { tableNewton[$0].value(at: $1) })
    bench.record(figure: "bezier.chromiumScheme.maxError", maxError { chromium[$0].value(at: $1) })
    bench.record(figure: "bezier.bisection64.maxError", maxError { bisection[$0].value(at: $1) })
    bench.record(figure: "bezier.gsl.maxError", maxError { references[$0].unpolishedValue(at: $1) })
  }
}

/// Where benchmarked sums go: a global store the optimiser must keep (the generic black hole
/// can be proven side-effect free and removed together with the work it was meant to keep).
nonisolated(unsafe) var bezierSink = 0.0

@inline(never)
func sink(_ value: Double) { bezierSink += value }

/// Σ value(at:) over a grid: one curve's scalar loop, kept out of line so it can be inspected.
@inline(never)
func bezierScalarSum(_ curve: CubicBezier, _ grid: [Double]) -> Double {
  gridSum(CollectionOfOne(curve), grid) { $0.value(at: $1) }
}

/// Σ `evaluate(curve, x)` over every curve and every x of `grid`, curve by curve in grid order:
/// the one loop every scheme and entry point is timed with.
///
/// Always inlined, with a non-escaping closure, so each call site compiles to its own loop with
/// the evaluation inlined — the code the loop written out by hand gave (the figures of the
/// suites did not move when the copies were replaced by this helper).
@inline(__always)
func gridSum<Curves: Sequence>(
  _ curves: Curves, _ grid: [Double], _ evaluate: (Curves.Element, Double) -> Double
) -> Double {
  var sum = 0.0
  for curve in curves { for x in grid { sum += evaluate(curve, x) } }
  return sum
}

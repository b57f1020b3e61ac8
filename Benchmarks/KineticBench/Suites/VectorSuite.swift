import Kinetic

/// Generic `VectorArithmetic` interpolation vs the same arithmetic written on `Double` directly.
enum VectorSuite: BenchmarkSuite {
  static let name = "vector"

  static func run(_ bench: Bench) {
    let n = 1_000_000
    var a = [Double](repeating: 0, count: n)
    for i in 0..<n { a[i] = Double(i) * 1e-6 }
    let generic = bench.measure("vector.interpolated.generic", operations: n) {
      var acc = 0.0
      for x in a { acc += x.interpolated(towards: 1, amount: 0.25) }
      blackHole(acc)
    }
    let direct = bench.measure("vector.interpolated.direct", operations: n) {
      var acc = 0.0
      for x in a { acc += x + (1 - x) * 0.25 }
      blackHole(acc)
    }
    bench.ratio("vector.interpolated/vs.direct", generic, direct)
  }
}

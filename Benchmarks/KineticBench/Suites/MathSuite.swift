import CKineticMath
import Kinetic

/// The inlined elementary kernels (`InlineMath`) against the libm calls they replace, on the
/// arguments the spring closed form feeds them.
///
/// Ratios recorded (time ratios: below 1, the kernel is faster):
/// - `math.exponential/vs.libm`: `InlineMath.exponential` ÷ libm `exp` on x ∈ [−40, 0]
///   (e^{−ζω₀t} over a spring's motion).
/// - `math.sineCosine/vs.libm`: `InlineMath.sineCosine` ÷ libm `sin` plus `cos` on
///   x ∈ [0, 200] (the phase βt over a spring's motion).
///
/// Figures: the largest distance from libm over the measured arguments, in ulps of libm's
/// result (`math.*.maxUlpsVsLibm`); the tests bound the kernels' error against high-precision
/// values.
enum MathSuite: BenchmarkSuite {
  static let name = "math"

  static func run(_ bench: Bench) {
    let n = 1_000_000
    if bench.shouldRun("math.exponential") { exponential(bench, count: n) }
    if bench.shouldRun("math.sineCosine") { sineCosine(bench, count: n) }
  }

  static func exponential(_ bench: Bench, count n: Int) {
    let step = -40 / Double(n)
    let inline = bench.measure("math.exponential.inline", operations: n) {
      var acc = 0.0
      for i in 0..<n { acc += InlineMath.exponential(Double(i) * step) }
      blackHole(acc)
    }
    let libm = bench.measure("math.exponential.libm", operations: n) {
      var acc = 0.0
      for i in 0..<n { acc += exp(Double(i) * step) }
      blackHole(acc)
    }
    bench.ratio("math.exponential/vs.libm", inline, libm)
    var worst = 0.0
    for i in 0..<n {
      let x = Double(i) * step
      let reference = exp(x)
      worst = max(worst, abs(InlineMath.exponential(x) - reference) / reference.ulp)
    }
    bench.record(figure: "math.exponential.maxUlpsVsLibm", worst)
  }

  static func sineCosine(_ bench: Bench, count n: Int) {
    let step = 200 / Double(n)
    let inline = bench.measure("math.sineCosine.inline", operations: n) {
      var acc = 0.0
      for i in 0..<n {
        let (s, c) = InlineMath.sineCosine(Double(i) * step)
        acc += s + c
      }
      blackHole(acc)
    }
    let libm = bench.measure("math.sineCosine.libm", operations: n) {
      var acc = 0.0
      for i in 0..<n {
        let x = Double(i) * step
        acc += sin(x) + cos(x)
      }
      blackHole(acc)
    }
    bench.ratio("math.sineCosine/vs.libm", inline, libm)
    var worst = 0.0
    for i in 0..<n {
      let x = Double(i) * step
      let (s, c) = InlineMath.sineCosine(x)
      worst = max(worst, abs(s - sin(x)) / sin(x).ulp, abs(c - cos(x)) / cos(x).ulp)
    }
    bench.record(figure: "math.sineCosine.maxUlpsVsLibm", worst)
  }
}

import CKineticMath
import Kinetic
import KineticGSL

/// Springs: closed-form evaluation against GSL's integrator, and one spring driving many
/// channels against the machine's streaming bandwidth.
///
/// Ratios recorded:
/// - `spring.scalar/vs.gsl`: ns per closed-form value+velocity evaluation ÷ ns per sample of
///   GSL's rk8pd at abs/rel tolerance 1e-12 (its best practical accuracy, ~1e-12 here; the
///   closed form is at ~1e-15). Below 1: the closed form is faster. Goal for the closed form
///   itself: ≤ 20 ns per evaluation.
/// - `spring.valueVelocity/vs.value`: `Spring.motion(target:initialVelocity:time:)` (value and
///   velocity from one closed form) ÷ `Spring.value(target:initialVelocity:time:)` alone
///   (goal ≤ 1.15: the velocity costs two products and a sum).
/// - `spring.scalar/vs.libmFloor`: the same evaluation ÷ one libm `exp`, `sin` and `cos`; below 1
///   thanks to the inlined exponential and single-reduction sine/cosine kernels: with no call on
///   its path the closed form reached a median of 0.67 over ten runs on a loaded machine (0.96
///   with libm's `exp` and `round`; fastest run 15 ns against 20 ns). A load-independent view
///   of the 20 ns goal on this shared machine.
/// - `spring.channels/vs.triad`: bandwidth of `out = to + (from − to)·a(t) + v·b(t)` over
///   N = 10⁷ channels (3 reads + 1 write = 32 B per channel) ÷ bandwidth of the STREAM triad
///   `a = b + s·c` (24 B per element) over arrays of the same length, both counted the STREAM way
///   (no write-allocate traffic). Above 1 is better; goal ≥ 0.8 (memory bound).
/// - `animation.spring.*/vs.closedForm`: sampling a spring `Animation` through its public
///   entry points ÷ the closed form (see `SpringSuite+AnimationSample.swift`); goal ≤ 3.
enum SpringSuite: BenchmarkSuite {
  static let name = "spring"

  static func run(_ bench: Bench) {
    if bench.shouldRun("spring.scalar") { scalar(bench) }
    if bench.shouldRun("spring.channels") { channels(bench) }
    if bench.shouldRun("animation.spring") { animationSample(bench) }
  }

  static func scalar(_ bench: Bench) {
    let spring = Spring.bouncy
    let from = -1.5
    let to = 2.0
    let v0 = 7.5
    let n = 1_000_000
    let dt = 5.0 / Double(n)
    let closed = bench.measure("spring.scalar.closedForm", operations: n) {
      var acc = 0.0
      for i in 0..<n {
        let k = spring.coefficients(at: Double(i) * dt)
        let x = to + (from - to) * k.a + v0 * k.b
        let v = (from - to) * k.da + v0 * k.db
        acc += x + v
      }
      blackHole(acc)
    }
    bench.measure("spring.scalar.valueAndVelocityAPI", operations: n) {
      var acc = 0.0
      for i in 0..<n {
        let t = Double(i) * dt
        acc += spring.value(fromValue: from, toValue: to, initialVelocity: v0, time: t)
        acc += spring.velocity(fromValue: from, toValue: to, initialVelocity: v0, time: t)
      }
      blackHole(acc)
    }

    // Value alone, and value with velocity from the one-call API (`motion`), on the same times.
    let change = to - from
    let valueOnly = bench.measure("spring.scalar.value", operations: n) {
      var acc = 0.0
      for i in 0..<n {
        acc += spring.value(target: change, initialVelocity: v0, time: Double(i) * dt)
      }
      blackHole(acc)
    }
    let valueVelocity = bench.measure("spring.scalar.valueVelocity", operations: n) {
      var acc = 0.0
      for i in 0..<n {
        let (x, v) = spring.motion(target: change, initialVelocity: v0, time: Double(i) * dt)
        acc += x + v
      }
      blackHole(acc)
    }
    bench.ratio("spring.valueVelocity/vs.value", valueVelocity, valueOnly)

    // The libm floor: one exp, sin and cos per evaluation, the least an underdamped closed form
    // can cost (no sincos in Swift's Glibc module).
    let floor = bench.measure("spring.scalar.libmFloor", operations: n) {
      var acc = 0.0
      for i in 0..<n {
        let t = Double(i) * dt
        acc += exp(-8.8 * t) * (cos(9.0 * t) + sin(9.0 * t))
      }
      blackHole(acc)
    }

    let samples = 10_000
    let times = (0...samples).map { Double($0) * 5 / Double(samples) }
    let w2 = spring.angularFrequency * spring.angularFrequency
    let c = 2 * spring.dampingRatio * spring.angularFrequency
    func integrate() -> [ODEState] {
      let states = try? ODEIntegrator().integrate(position: [from], velocity: [v0], times: times) {
        _, x, v, a in
        a[0] = -w2 * (x[0] - to) - c * v[0]
        return true
      }
      return states ?? []
    }
    let gsl = bench.measure("spring.scalar.gslRK8PD", operations: samples) {
      blackHole(integrate().count)
    }
    // Accuracy of both at the sampled times: the closed form is the reference (GSL's error is
    // ~1e-12, the closed form's a few ulps).
    var maxError = 0.0
    for state in integrate() {
      let x = spring.value(fromValue: from, toValue: to, initialVelocity: v0, time: state.time)
      maxError = max(maxError, abs(state.position[0] - x))
    }
    bench.record(figure: "spring.scalar.gsl.maxError", maxError)
    bench.ratio("spring.scalar/vs.gsl", closed, gsl)
    bench.ratio("spring.scalar/vs.libmFloor", closed, floor)
    print("  (spring.scalar/vs.gsl below 1: closed form faster; goal closedForm ≤ 20 ns/op)")
  }

  static func channels(_ bench: Bench) {
    let n = 10_000_000
    var from = [Double](repeating: 0, count: n)
    var to = [Double](repeating: 0, count: n)
    var velocity = [Double](repeating: 0, count: n)
    var out = [Double](repeating: 0, count: n)
    for i in 0..<n {
      from[i] = Double(i % 1000)
      to[i] = Double(i % 777) * 0.5
      velocity[i] = Double(i % 13) - 6
    }
    let spring = Spring.snappy
    var step = 0
    let channel = bench.measure("spring.channels.10M", operations: n) {
      step += 1
      let k = spring.coefficients(at: 0.01 * Double(step % 50))
      let a = k.a
      let b = k.b
      out.withUnsafeMutableBufferPointer { o in
        from.withUnsafeBufferPointer { f in
          to.withUnsafeBufferPointer { t in
            velocity.withUnsafeBufferPointer { v in
              for i in 0..<n { o[i] = t[i] + (f[i] - t[i]) * a + v[i] * b }
            }
          }
        }
      }
      blackHole(out[n / 2])
    }
    let triad = bench.measure("spring.channels.streamTriad10M", operations: n) {
      let s = 0.5 + 0.01 * Double(step % 7)
      step += 1
      out.withUnsafeMutableBufferPointer { o in
        from.withUnsafeBufferPointer { f in
          to.withUnsafeBufferPointer { t in
            for i in 0..<n { o[i] = f[i] + s * t[i] }
          }
        }
      }
      blackHole(out[n / 2])
    }
    let channelBandwidth = 32 / channel.nsPerOp
    let triadBandwidth = 24 / triad.nsPerOp
    bench.record(figure: "spring.channels.GBps", channelBandwidth)
    bench.record(figure: "spring.channels.triadGBps", triadBandwidth)
    bench.record(ratio: "spring.channels/vs.triad", channelBandwidth / triadBandwidth)
    print("  (spring.channels/vs.triad is a bandwidth ratio: above 1 better; goal ≥ 0.8)")
    blackHole(from.count + to.count + velocity.count)
  }
}

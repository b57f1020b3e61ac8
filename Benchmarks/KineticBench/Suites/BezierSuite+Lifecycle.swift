import Kinetic

extension BezierSuite {
  /// A curve's whole short life, against Chromium's scheme doing the same: construct a fresh
  /// curve and evaluate it at 60 sorted progress values, one per frame of a one-second
  /// animation at 60 Hz ((k + ½)/60, so every evaluation solves; the endpoints cost nothing in
  /// either scheme).
  ///
  /// The control points are quasi-random (a Weyl sequence, the same in every run): x1, x2 in
  /// [0, 1], y1, y2 in [−0.5, 1.5], so that each curve is new and the equal-control-point
  /// sharing of the named curves plays no part. Our curves go through the validating public
  /// initialiser, as an app's would.
  ///
  /// Ratio recorded: `bezier.lifecycle60/vs.chromiumScheme` (goal ≤ 0.5); figures
  /// `bezier.lifecycle60.nsPerCurve` and `bezier.chromiumScheme.lifecycle60.nsPerCurve`.
  ///
  /// The two halves of our figure are measured beside it, so the run itself shows how far the
  /// goal is reachable: `bezier.lifecycle60.construction` (the 2,000 curves built, not
  /// evaluated) and `bezier.lifecycle60.evaluations` (the same 60 solves on curves built before
  /// the timing, cycling through 16 of them so their tables stay in cache as a just-built table
  /// is). `bezier.lifecycle60.evaluations/vs.chromiumScheme` is the floor of any scheme whose
  /// solves cost what the table's do: the ratio with construction free.
  ///
  /// `bezier.lifecycle60.recurring/vs.chromiumScheme` runs the same lives over 8 recurring
  /// control-point sets, as an app's own few curves recur: our construction is then a look-up
  /// in the solver cache (`CubicBezierSolverCache`), Chromium's a fresh 11-sample table.
  static func lifecycle(_ bench: Bench) {
    let curveCount = 2_000
    let points = (0..<curveCount).map { i -> (Double, Double, Double, Double) in
      func weyl(_ k: Int, _ alpha: Double) -> Double {
        (Double(i * 4 + k) * alpha).truncatingRemainder(dividingBy: 1)
      }
      return (
        weyl(0, 0.6180339887498949), 2 * weyl(1, 0.7548776662466927) - 0.5,
        weyl(2, 0.5698402909980532), 2 * weyl(3, 0.8191725133961645) - 0.5
      )
    }
    let times = (0..<60).map { (Double($0) + 0.5) / 60 }

    let ours = bench.measure("bezier.lifecycle60", operations: curveCount) {
      sink(lives(points, times, makeCurve) { $0.value(at: $1) })
    }
    let chromium = bench.measure("bezier.chromiumScheme.lifecycle60", operations: curveCount) {
      sink(lives(points, times, ChromiumSchemeBezier.init) { $0.value(at: $1) })
    }
    let construction = bench.measure("bezier.lifecycle60.construction", operations: curveCount) {
      var sum = 0.0
      for p in points { sum += try! CubicBezier(x1: p.0, y1: p.1, x2: p.2, y2: p.3).y1 }
      sink(sum)
    }
    let warm = points.prefix(16).map { try! CubicBezier(x1: $0.0, y1: $0.1, x2: $0.2, y2: $0.3) }
    let evaluations = bench.measure("bezier.lifecycle60.evaluations", operations: curveCount) {
      var sum = 0.0
      for i in 0..<curveCount {
        sum += gridSum(CollectionOfOne(warm[i & 15]), times) { $0.value(at: $1) }
      }
      sink(sum)
    }
    // The same lives for an app's few recurring curves (8 control-point sets, each built again
    // for every animation, as `withAnimation(.timingCurve(...))` on every tap does): after the
    // first build of each, construction is a look-up in the solver cache.
    let recurring = (0..<curveCount).map { points[$0 & 7] }
    let oursRecurring = bench.measure("bezier.lifecycle60.recurring", operations: curveCount) {
      sink(lives(recurring, times, makeCurve) { $0.value(at: $1) })
    }
    let chromiumRecurring = bench.measure(
      "bezier.chromiumScheme.lifecycle60.recurring", operations: curveCount
    ) {
      sink(lives(recurring, times, ChromiumSchemeBezier.init) { $0.value(at: $1) })
    }
    bench.ratio("bezier.lifecycle60/vs.chromiumScheme", ours, chromium)
    bench.ratio(
      "bezier.lifecycle60.recurring/vs.chromiumScheme", oursRecurring, chromiumRecurring)
    bench.ratio("bezier.lifecycle60.evaluations/vs.chromiumScheme", evaluations, chromium)
    bench.ratio("bezier.lifecycle60.construction/vs.chromiumScheme", construction, chromium)
    bench.record(figure: "bezier.lifecycle60.nsPerCurve", ours.nsPerOp)
    bench.record(figure: "bezier.chromiumScheme.lifecycle60.nsPerCurve", chromium.nsPerOp)
  }

  /// A fresh curve from `make` for each of `points`, evaluated at `times` by `value`: the sum of
  /// the values of every life, for our curves and Chromium's scheme alike.
  @inline(__always)
  static func lives<Curve>(
    _ points: [(Double, Double, Double, Double)], _ times: [Double],
    _ make: (Double, Double, Double, Double) -> Curve, _ value: (Curve, Double) -> Double
  ) -> Double {
    var sum = 0.0
    for p in points { sum += gridSum(CollectionOfOne(make(p.0, p.1, p.2, p.3)), times, value) }
    return sum
  }

  /// Our curve through the validating public initialiser, as an app builds it.
  @inline(__always)
  static func makeCurve(x1: Double, y1: Double, x2: Double, y2: Double) -> CubicBezier {
    try! CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2)
  }
}

import KineticTestSupport
import Testing

@_spi(Testing) @testable import Kinetic

@Suite("Cubic Bezier")
struct CubicBezierTests {
  static let curves: [(Double, Double, Double, Double)] = [
    (0.25, 0.1, 0.25, 1), (0.42, 0, 1, 1), (0, 0, 0.58, 1), (0.42, 0, 0.58, 1),
    (0.9, 0.1, 0.1, 0.9), (0.68, -0.55, 0.265, 1.55), (0, 1, 0, 1), (1, 0, 0, 1), (0, 0, 1, 1),
    (0, 0, 0, 0), (1, 1, 1, 1), (1, 0, 0.001, 1),
  ]

  @Test(arguments: curves.indices)
  func endpointsAreExact(_ index: Int) throws {
    let p = Self.curves[index]
    let curve = try CubicBezier(x1: p.0, y1: p.1, x2: p.2, y2: p.3)
    #expect(curve.value(at: 0) == 0)
    #expect(curve.value(at: 1) == 1)
    #expect(curve.value(at: -3) == 0)
    #expect(curve.value(at: 7) == 1)
    #expect(curve.value(at: .nan).isNaN)
  }

  /// Dyadic control points and parameter make x(s) and y(s) exact doubles, so y at that x is
  /// known exactly: an independent high-precision check without any solver.
  @Test(arguments: [
    (0.25, 0.5, 0.75, 0.125, 0.375), (0.5, 0, 0.5, 1, 0.0625), (1, 0, 0, 1, 0.4375),
    (0, 1, 0, 1, 0.015625), (0.125, 2, 0.875, -1, 0.8125),
  ])
  func dyadicSpotValues(_ p: (Double, Double, Double, Double, Double)) throws {
    let (x1, y1, x2, y2, s) = p
    let x = bernstein(s, x1, x2)
    let y = bernstein(s, y1, y2)
    // Exactness of the doubles above: recompute with the roles of the terms shuffled.
    #expect(x == s * s * s + 3 * s * (1 - s) * ((1 - s) * x1 + s * x2))
    let curve = try CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2)
    #expect(abs(curve.value(at: x) - y) <= 2 * Double.ulpOfOne, "s = \(s), x = \(x)")
  }

  /// dy/dx = y′(s)/x′(s) at points picked by parameter (the relative tolerance covers the
  /// rounding of x(s) and the conditioning of the ratio).
  @Test(arguments: curves.indices)
  func velocityMatchesParametricDerivative(_ index: Int) throws {
    let p = Self.curves[index]
    let curve = try CubicBezier(x1: p.0, y1: p.1, x2: p.2, y2: p.3)
    for k in 1..<64 {
      let s = Double(k) / 64
      let dx = bernsteinSlope(s, p.0, p.2)
      guard dx > 1e-3 else { continue }
      let expected = bernsteinSlope(s, p.1, p.3) / dx
      let got = curve.velocity(at: bernstein(s, p.0, p.2))
      #expect(abs(got - expected) <= 1e-9 * max(1, abs(expected)), "s = \(s)")
    }
  }

  @Test func velocityAtDegenerateEndpoints() throws {
    // easeIn at 1 and easeOut at 0 are 0/0: L'Hôpital gives y''/x'' = 1/0.58.
    let easeIn = try CubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1)
    #expect(abs(easeIn.velocity(at: 1) - 1 / 0.58) <= 2 * (1 / 0.58).ulp)
    let easeOut = try CubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)
    #expect(abs(easeOut.velocity(at: 0) - 1 / 0.58) <= 2 * (1 / 0.58).ulp)
    // Ordinary endpoints: y1/x1 and (1 − y2)/(1 − x2).
    let ease = try CubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)
    #expect(abs(ease.velocity(at: 0) - 0.4) <= 1e-15)
    #expect(ease.velocity(at: 1) == 0)
    // Vertical tangents.
    #expect(try CubicBezier(x1: 0, y1: 1, x2: 0, y2: 1).velocity(at: 0) == .infinity)
    #expect(try CubicBezier(x1: 1, y1: 0, x2: 0, y2: 1).velocity(at: 0.5) == .infinity)
    #expect(try CubicBezier(x1: 0, y1: -1, x2: 0.5, y2: 1).velocity(at: 0) == -.infinity)
    // x = s³, y = s³: third-order L'Hôpital.
    #expect(try CubicBezier(x1: 0, y1: 0, x2: 0, y2: 0).velocity(at: 0) == 1)
    // x = s³, y = 3s²(1 − s) + s³ = 3s² − 2s³ (x2 = 0, y2 = 1): y''(0) ≠ 0 = x''(0) → +∞.
    #expect(try CubicBezier(x1: 0, y1: 0, x2: 0, y2: 1).velocity(at: 0) == .infinity)
    // Clamped outside 0...1.
    #expect(ease.velocity(at: -1) == ease.velocity(at: 0))
  }

  /// Monotone control points (y in 0...1) give non-decreasing output on a dense grid; on runs
  /// of consecutive doubles (where the true steps are far below an ulp of y) the output may
  /// step back by rounding, but never by more than two ulps of y.
  @Test(arguments: [0, 1, 2, 3, 4, 6, 7, 8, 9, 10, 11])
  func monotoneOutput(_ index: Int) throws {
    let p = Self.curves[index]
    let curve = try CubicBezier(x1: p.0, y1: p.1, x2: p.2, y2: p.3)
    var previous = curve.value(at: 0)
    for k in 1...100_000 {
      let y = curve.value(at: Double(k) / 100_000)
      #expect(y >= previous, "x = \(Double(k) / 100_000)")
      previous = y
    }
    for center in [1e-300, 1e-9, 0.25, 0.5, 0.75, 1 - 1e-9] {
      var x = center
      var last = curve.value(at: x)
      for _ in 0..<200 {
        x = x.nextUp
        let y = curve.value(at: x)
        #expect(y >= last - 2 * last.ulp, "x = \(x)")
        last = max(last, y)
      }
    }
  }

  @Test func validationErrors() {
    #expect(throws: TimingCurveError.controlPointXOutOfRange(name: "x1", value: 1.5)) {
      try CubicBezier(x1: 1.5, y1: 0, x2: 0.5, y2: 1)
    }
    #expect(throws: TimingCurveError.controlPointXOutOfRange(name: "x2", value: -0.25)) {
      try CubicBezier(x1: 0.5, y1: 0, x2: -0.25, y2: 1)
    }
    #expect(throws: TimingCurveError.nonFiniteControlPoint(name: "y1", value: .nan)) {
      try CubicBezier(x1: 0.5, y1: .nan, x2: 0.5, y2: 1)
    }
    #expect(throws: TimingCurveError.nonFiniteControlPoint(name: "x2", value: .infinity)) {
      try CubicBezier(x1: 0.5, y1: 0, x2: .infinity, y2: 1)
    }
    #expect(throws: TimingCurveError.controlPointYOutOfRange(name: "y2", value: -1e300)) {
      try CubicBezier(x1: 0.5, y1: 0, x2: 0.5, y2: -1e300)
    }
    let message = TimingCurveError.controlPointXOutOfRange(name: "x1", value: 1.5).description
    #expect(message.contains("x1") && message.contains("1.5"))
  }

  @Test func hashableByControlPoints() throws {
    let a = try CubicBezier(x1: 0.3, y1: 0.1, x2: 0.7, y2: 0.9)
    let b = try CubicBezier(x1: 0.3, y1: 0.1, x2: 0.7, y2: 0.9)
    let c = try CubicBezier(x1: 0.3, y1: 0.1, x2: 0.7, y2: 0.8)
    #expect(a == b && a.hashValue == b.hashValue)
    #expect(a != c)
    #expect(a.description == "cubic-bezier(0.3, 0.1, 0.7, 0.9)")
  }

  /// Huge but allowed y stays finite.
  @Test func extremeControlPointsStayFinite() throws {
    let curve = try CubicBezier(x1: 0.3, y1: 1e200, x2: 0.7, y2: -1e200)
    for k in 0...100 {
      let x = Double(k) / 100
      #expect(curve.value(at: x).isFinite && curve.velocity(at: x).isFinite)
    }
  }

  /// A curve whose y control values lie in [0, 1] never leaves [0, 1] and is monotone near
  /// x = 0, where a robust row's anchor used to sit a little way in from the end. For
  /// s ≤ 0.005, x ≥ 3x1·s(1 − s)² ≥ 2.97·x1·s, so s ≤ x/(2.97·x1) =: S and
  /// y ≤ 3(y1 + y2)·S + S³: an upper bound independent of the solver (the numeric fuzz target
  /// found −8.3·10⁻²⁵ for the second curve and a value that fell from 9.2·10⁻³³ to 3.1·10⁻³³
  /// between x = 2.8·10⁻³⁰⁹ and 1.1·10⁻¹⁹ for the fourth).
  @Test(arguments: [
    (0.001, 0.0, 0.0, 0.0),
    (0.0009756088259107454, 1.8187371284868433e-307, 1.1859465659934703e-302, 0.0),
    (0.002, 0.0, 0.0, 0.0),
    // y1 and y2 subnormal (1.9·10⁻³¹⁵ and 1.3·10⁻³¹²), as the fuzzer wrote them.
    (
      1.3718381527280058e-06, Double(bitPattern: 0x1701_0100), Double(bitPattern: 0x3f_0006_0000),
      1.4291180694035287e-284
    ),
  ])
  func smallStartControlStaysInRange(_ p: (Double, Double, Double, Double)) throws {
    let curve = try CubicBezier(x1: p.0, y1: p.1, x2: p.2, y2: p.3)
    var previous = 0.0
    let xs = [
      .leastNonzeroMagnitude, Double(bitPattern: 0x2_0140_4400_0000), 1e-300, 1e-200, 1e-100, 1e-50,
      1e-30, 1.0842508574594964e-19,
      1e-16, 1e-15,
    ]
    for x in xs {
      let value = curve.value(at: x)
      let s = x / (2.97 * p.0)
      let bound = 3 * (p.1 + p.3) * s + s * s * s
      #expect(value >= 0 && value <= bound * (1 + 1e-12), "x = \(x): \(value) > \(bound)")
      #expect(value >= previous, "not monotone at x = \(x)")
      #expect(curve.valueAndVelocity(at: x).value == value)
      previous = value
    }
    for k in 1..<1000 {
      let value = curve.value(at: Double(k) / 1000)
      #expect((0...1).contains(value) && value >= previous, "x = \(Double(k) / 1000)")
      previous = value
    }
  }

  /// The singular curves really need the robust path, and the easy ones never do.
  @Test func rowClassification() throws {
    #expect(try CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1).solverRowCounts.robust == 0)
    #expect(try CubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1).solverRowCounts.robust == 0)
    let singular = try CubicBezier(x1: 1, y1: 0, x2: 0, y2: 1).solverRowCounts
    #expect(singular.robust > 0 && singular.robust <= 4)
  }

  @Test func batchMatchesScalarBitForBit() throws {
    var random = SeededGenerator(seed: 42)
    var inputs = (0..<1_003).map { _ in Double.random(in: -0.1...1.1, using: &random) }
    inputs += [0, 1, .nan, 0.5, 1e-300, 1 - 1e-16, -.infinity, .infinity]
    for p in Self.curves {
      let curve = try CubicBezier(x1: p.0, y1: p.1, x2: p.2, y2: p.3)
      let batch = curve.values(at: inputs)
      for (x, y) in zip(inputs, batch) {
        #expect(y.bitPattern == curve.value(at: x).bitPattern, "curve \(p), x = \(x)")
      }
    }
    // Sorted grids stream through one row at a time; the streaming must stop exactly at each
    // row's edge. Grids: fine (crossing every edge), exactly on the 1/512 cell edges and one ulp
    // either side of them (where either neighbouring row may be chosen), and descending.
    var sorted = (0...20_000).map { -0.01 + 1.02 * Double($0) / 20_000 }
    let edges = (0...512).map { Double($0) / 512 }
    let aroundEdges = edges.flatMap { [$0.nextDown, $0, $0.nextUp] }
    sorted += aroundEdges + aroundEdges.reversed() + sorted.reversed()
    for p in Self.curves {
      let curve = try CubicBezier(x1: p.0, y1: p.1, x2: p.2, y2: p.3)
      // Every alignment of the groups of four against the rows.
      for offset in 0..<4 {
        let inputs = Array(sorted[offset...])
        let batch = curve.values(at: inputs)
        let mismatches = zip(inputs, batch).filter {
          $0.1.bitPattern != curve.value(at: $0.0).bitPattern
        }
        #expect(mismatches.isEmpty, "curve \(p), offset \(offset): \(mismatches.prefix(3))")
      }
    }
    // Buffers of different lengths: only the common prefix is written.
    let curve = try CubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)
    var output = [Double](repeating: -1, count: 3)
    [0.5, 0.6, 0.7, 0.8, 0.9].withUnsafeBufferPointer { input in
      output.withUnsafeMutableBufferPointer {
        curve.values(at: UnsafeBufferPointer(rebasing: input[0..<2]), into: $0)
      }
    }
    #expect(
      output[0] == curve.value(at: 0.5) && output[1] == curve.value(at: 0.6) && output[2] == -1)
  }
}

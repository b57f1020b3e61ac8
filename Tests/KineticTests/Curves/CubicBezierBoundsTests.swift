import Foundation
import KineticTestSupport
import Testing

@testable import Kinetic

/// The bound a table row's evaluation checks before trusting one Halley step
/// (`CubicBezierSolver.scales`): a residual magnitude r with |R₀|³·h ≤ 1 below it, where h is
/// the reciprocal of the documented bound on |R₀|³, max(2⁵⁹·P·(1 + Y)/m⁵, 8·10⁹/m³) with
/// P = M₂²/4 + |c₃|·m — safe, and at most a factor 2 under h^(−1/3), over the whole range of
/// row data a table row can have (x′ ≥ m ≥ (1 + Y)/256); and the domain test on bits that sends
/// an input to the kernel.
@Suite("Cubic Bezier kernel: the Halley bound and the domain test")
struct CubicBezierBoundsTests {
  @Test func halleyResidualIsSafeAndWithinAFactorTwo() {
    var random = SeededGenerator(name: "CubicBezierBoundsTests.halleyResidual")
    func uniform() -> Double { random.uniform(0...1) }
    var checked = 0
    for _ in 0..<20_000 {
      // m from 1/256 to 3 on a log scale, |y′| up to 256m − 1, |x″| up to 12, |c₃| up to 2.
      let m = SIMD2(1.0 / 256 * pow(768, uniform()), 1.0 / 256 * pow(768, uniform()))
      let scaleY = SIMD2(1 + (256 * m[0] - 1) * uniform(), 1 + (256 * m[1] - 1) * uniform())
      let m2 = SIMD2(12 * uniform(), 12 * uniform() * uniform())
      let c3 = 4 * uniform() - 2
      let bounds = CubicBezierSolver.scales(
        minSlope: m, inverseSlope: 1 / m, maxCurvature: m2, c3: c3, scaleY: scaleY)
      for lane in 0..<2 {
        let p = m2[lane] * m2[lane] / 4 + abs(c3) * m[lane]
        let h = max(0x1p59 * p * scaleY[lane] / pow(m[lane], 5), 8e9 / pow(m[lane], 3))
        let r = bounds.halleyResidual[lane]
        // r is a power of two, so r³ and (2r)³ are exact and each product rounds once.
        #expect(r.significandBitPattern == 0 && r > 0, "r = \(r)")
        #expect(r * r * r * h <= 1, "m=\(m[lane]) h=\(h): r = \(r) is above h^(-1/3)")
        #expect(8 * r * r * r * h >= 1, "m=\(m[lane]) h=\(h): r = \(r) is below half h^(-1/3)")
        checked += 1
      }
    }
    #expect(checked == 40_000)
  }

  /// The kernel's domain test on bits is `x > 0 && x < 1`, at the edges and their neighbours.
  @Test func interiorTestIsTheOpenUnitInterval() {
    let edges: [Double] = [
      0, -0.0, 1, -1, 0.5, .leastNonzeroMagnitude, -.leastNonzeroMagnitude,
      .leastNormalMagnitude, 1.0.nextDown, 1.0.nextUp, 2, .infinity, -.infinity, .nan, -.nan,
      .signalingNaN, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 0x1p-1074, 1e-300,
    ]
    for x in edges + edges.map(\.nextUp) + edges.map(\.nextDown) {
      #expect(CubicBezierSolver.isInterior(x) == (x > 0 && x < 1), "x = \(x)")
    }
  }
}

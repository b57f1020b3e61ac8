import Testing

@testable import Kinetic

/// The Bezier kernel (`CKineticBezier`) promises the same bits on every platform: each product
/// that is added is one exactly rounded fused multiply-add, with or without the processor's FMA
/// instruction, and nothing else is fused. Swift's `addingProduct(_:_:)` is that operation
/// wherever it runs (the instruction, or the C library's exactly rounded `fma`), so the kernel's
/// arithmetic written out here with it must give the kernel's values bit for bit — whichever of
/// its two builds the loader picked on this machine. A product rounded before its sum, or a sum
/// fused that the kernel keeps apart, changes the last bit somewhere on these grids.
@Suite("Bezier kernel: fused arithmetic, the same bits everywhere")
struct BezierKernelFusedArithmeticTests {
  static let controlPoints: [(Double, Double, Double, Double)] = [
    (0.25, 0.1, 0.25, 1), (0.42, 0, 0.58, 1), (0.9, 0.1, 0.1, 0.9), (0.68, -0.55, 0.265, 1.55),
    (0.3, 2, 0.7, -1), (0.05, 0.7, 0.95, 0.3),
  ]

  /// x on a grid that visits every row, and the row's guess and Halley step as the kernel's
  /// header documents them, with the row's own test of whether that step was enough.
  static func expected(_ solver: CubicBezierSolver, at x: Double) -> (
    value: Double, velocity: Double
  )? {
    let r = solver.row(for: x).pointee
    guard r.kind == .table else { return nil }
    let (c3, d3) = (solver.c3, solver.d3)
    let d = x - r.xHi
    let c0 = r.xLo - d
    // d(g₁ + dg₂) + d³(g₃ + dg₄ + d²g₅) and (c₀ + δc₁) + δ²(c₂ + δc₃), grouped as written.
    let dd = d * d
    let guess = (d * r.g1.addingProduct(d, r.g2)).addingProduct(
      dd * d, r.g3.addingProduct(d, r.g4).addingProduct(dd, r.g5))
    let residual = c0.addingProduct(guess, r.c1).addingProduct(
      guess * guess, r.c2.addingProduct(guess, c3))
    let half = r.c2.addingProduct(3 * c3, guess)
    let slope = r.c1.addingProduct(guess, half + r.c2)
    let delta = guess - residual * slope / (-(residual * half)).addingProduct(slope, slope)
    // Weak guesses take a Newton step or the safeguarded iteration; not written out here.
    guard abs(residual) < r.halleyResidual else { return nil }
    let y = r.y0.addingProduct(delta, r.d1.addingProduct(delta, r.d2.addingProduct(delta, d3)))
    let xSlope = r.c1.addingProduct(delta, (r.c2 + r.c2).addingProduct(3 * c3, delta))
    let ySlope = r.d1.addingProduct(delta, (r.d2 + r.d2).addingProduct(3 * d3, delta))
    return (y, ySlope / xSlope)
  }

  @Test(arguments: controlPoints.indices)
  func valuesAreTheFusedArithmetic(_ index: Int) throws {
    let p = Self.controlPoints[index]
    let curve = try CubicBezier(x1: p.0, y1: p.1, x2: p.2, y2: p.3)
    var compared = 0
    var mismatches: [Double] = []
    for k in 1..<4_096 {
      let x = Double(k) / 4_096
      guard let expected = Self.expected(curve.solver, at: x) else { continue }
      compared += 1
      let both = curve.valueAndVelocity(at: x)
      if curve.value(at: x).bitPattern != expected.value.bitPattern
        || both.value.bitPattern != expected.value.bitPattern
        || both.velocity.bitPattern != expected.velocity.bitPattern
      {
        mismatches.append(x)
      }
    }
    // Most inputs are finished by the Halley step alone.
    #expect(compared > 2_000, "curve \(p): \(compared) inputs compared")
    #expect(mismatches.isEmpty, "curve \(p): \(mismatches.prefix(5))")
  }

  /// The same arithmetic with every product rounded before its sum differs from the kernel's
  /// somewhere on the grid: the test above can see a kernel that does not fuse.
  @Test func unfusedArithmeticDiffers() throws {
    let curve = try CubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)
    var differing = 0
    for k in 1..<4_096 {
      let x = Double(k) / 4_096
      let r = curve.solver.row(for: x).pointee
      guard let expected = Self.expected(curve.solver, at: x) else { continue }
      let d = x - r.xHi
      let c0 = r.xLo - d
      let dd = d * d
      let guess = d * (r.g1 + d * r.g2) + dd * d * (r.g3 + d * r.g4 + dd * r.g5)
      let c3 = curve.solver.c3
      let residual = (c0 + guess * r.c1) + guess * guess * (r.c2 + guess * c3)
      let half = r.c2 + 3 * c3 * guess
      let slope = r.c1 + guess * (half + r.c2)
      let delta = guess - residual * slope / (slope * slope - residual * half)
      let y = r.y0 + delta * (r.d1 + delta * (r.d2 + delta * curve.solver.d3))
      if y.bitPattern != expected.value.bitPattern { differing += 1 }
    }
    #expect(differing > 10, "\(differing) inputs differ")
  }
}

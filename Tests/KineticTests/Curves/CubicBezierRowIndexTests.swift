import KineticTestSupport
import Testing

@testable import Kinetic

/// The solver's map from fine cells of x to rows (`CubicBezierSolver.rowIndex`): whatever cell
/// an x rounds to, the search from that cell's first row ends at the first row whose upper end
/// reaches x — the row a linear scan of the rows finds. Checked where the rounding is closest:
/// at the cells' edges (c ± ½)/256, where x·256 is a tie, at their neighbouring doubles, at the
/// rows' own upper ends and theirs, and at x = 0 and 1.
@Suite("Cubic Bezier row index")
struct CubicBezierRowIndexTests {
  /// The named curves, both vertical-tangent cases, an S-curve, and a curve whose rows crowd
  /// near x = 1 (x2 = 1: x′ vanishes at the end).
  static let curves: [(Double, Double, Double, Double)] = [
    (0.25, 0.1, 0.25, 1), (0.42, 0, 1, 1), (0, 0, 0.58, 1), (0.42, 0, 0.58, 1),
    (0.9, 0.1, 0.1, 0.9), (0, 1, 0, 1), (1, 0, 0, 1), (1, 0, 0.001, 1), (0.001, 0, 1, 1),
  ]

  /// The inputs probed for one solver.
  static func probes(_ solver: CubicBezierSolver) -> [Double] {
    var xs: [Double] = [0, 1, 0.5, 1e-300, 1 - 0x1p-53]
    for c in 0...256 {
      for edge in [(Double(c) - 0.5) / 256, Double(c) / 256, (Double(c) + 0.5) / 256] {
        xs += [edge, edge.nextDown, edge.nextUp]
      }
    }
    for k in 0..<solver.rowCount where solver.rows[k].upper.isFinite {
      let upper = solver.rows[k].upper
      xs += [upper, upper.nextDown, upper.nextUp]
    }
    return xs.filter { $0 >= 0 && $0 <= 1 }
  }

  /// The first row whose upper end is at least x, by a scan of every row.
  static func scannedRow(_ solver: CubicBezierSolver, _ x: Double) -> Int {
    var k = 0
    while x > solver.rows[k].upper { k += 1 }
    return k
  }

  @Test(arguments: curves.indices)
  func indexFindsTheFirstRowReachingX(_ index: Int) throws {
    let p = Self.curves[index]
    try check(CubicBezier(x1: p.0, y1: p.1, x2: p.2, y2: p.3).solver, name: "\(p)")
  }

  /// Random control points, y anywhere in [−2, 3], x anywhere in [0, 1] (seeded).
  @Test func indexFindsTheFirstRowReachingXOnRandomCurves() throws {
    var random = SeededGenerator(seed: 37)
    for _ in 0..<200 {
      let x1 = Double.random(in: 0...1, using: &random)
      let x2 = Double.random(in: 0...1, using: &random)
      let y1 = Double.random(in: -2...3, using: &random)
      let y2 = Double.random(in: -2...3, using: &random)
      try check(
        CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2).solver, name: "(\(x1), \(y1), \(x2), \(y2))")
    }
  }

  func check(_ solver: CubicBezierSolver, name: String) {
    for x in Self.probes(solver) {
      let expected = Self.scannedRow(solver, x)
      let found = solver.row(for: x) - solver.rows
      #expect(found == expected, "curve \(name), x = \(x)")
    }
  }
}

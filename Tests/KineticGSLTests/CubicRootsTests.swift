import Testing

@testable import KineticGSL

@Suite("GSL cubic roots")
struct CubicRootsTests {
  /// (x − 1)(x − 2)(x − 3) = x³ − 6x² + 11x − 6: roots known exactly.
  @Test func threeSimpleRoots() {
    let roots = CubicRoots.monic(a: -6, b: 11, c: -6)
    #expect(roots.count == 3)
    for (r, e) in zip(roots, [1.0, 2, 3]) { #expect(abs(r - e) <= 4 * e.ulp) }
  }
}

import Foundation
import KineticTestSupport
import Testing

@testable import Kinetic

/// The core's one scalar bisection, against roots known in closed form: it ends on adjacent
/// doubles around the root (so within 1 ulp of it), or after its step limit.
@Suite("Bisection")
struct BisectionTests {
  /// x² ≥ c on [0, max(c, 1)]: the bracket closes on √c, computed independently by Foundation's
  /// correctly rounded `sqrt` (IEEE 754 requires it), so the upper end is within 1 ulp.
  @Test(arguments: [2.0, 3, 0.5, 1e-300, 1e300, 10])
  func closesOnTheSquareRoot(c: Double) {
    let (lo, hi) = Bisection.bracket(0, max(c, 1)) { $0 * $0 >= c }
    #expect(lo.nextUp == hi, "adjacent doubles")
    expectClose(hi, sqrt(c), ulps: 1, "√\(c)")
    #expect(lo * lo < c && hi * hi >= c)
  }

  /// The limit bounds the work: 10 halvings of [0, 1] leave a bracket of 2⁻¹⁰, found where
  /// the condition changes (here at 1/3, not a dyadic number).
  @Test func stopsAtItsLimit() {
    var calls = 0
    let (lo, hi) = Bisection.bracket(0, 1, limit: 10) {
      calls += 1
      return $0 >= 1.0 / 3
    }
    #expect(calls == 10)
    #expect(hi - lo == 0x1p-10)
    #expect(lo < 1.0 / 3 && hi >= 1.0 / 3)
  }
}

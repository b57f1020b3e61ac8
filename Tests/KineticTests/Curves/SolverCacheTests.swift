import Testing

@testable import Kinetic

/// Recently built control points share their solver (`CubicBezierSolverCache`): the cache's
/// look-up, least-recently-used eviction and bit-pattern keys on private instances, and its use
/// by `CubicBezier`'s initialisers.
@Suite("Cache of recently built Bezier solvers")
struct SolverCacheTests {
  let a = (0.2, 0.8, 0.2, 1.0)
  let b = (0.3, -0.4, 0.7, 1.4)
  let c = (0.9, 0.1, 0.1, 0.9)

  func solver(_ cache: CubicBezierSolverCache, _ p: (Double, Double, Double, Double))
    -> CubicBezierSolver
  {
    cache.solver(x1: p.0, y1: p.1, x2: p.2, y2: p.3)
  }

  @Test func equalControlPointsShareOneSolver() {
    let cache = CubicBezierSolverCache(capacity: 4)
    let first = solver(cache, a)
    #expect(solver(cache, a) === first)
    #expect(solver(cache, b) !== first)
    #expect(cache.count == 2)
  }

  @Test func theLeastRecentlyUsedIsEvictedWhenFull() {
    let cache = CubicBezierSolverCache(capacity: 2)
    let first = solver(cache, a)
    let second = solver(cache, b)
    #expect(solver(cache, a) === first)  // a is now more recent than b
    _ = solver(cache, c)  // evicts b
    #expect(cache.count == 2)
    #expect(solver(cache, a) === first)
    #expect(solver(cache, b) !== second)
  }

  @Test func keysAreBitPatterns() {
    let cache = CubicBezierSolverCache(capacity: 4)
    let positive = cache.solver(x1: 0.3, y1: 0, x2: 0.6, y2: 1)
    let negative = cache.solver(x1: 0.3, y1: -0.0, x2: 0.6, y2: 1)
    #expect(positive !== negative)
    #expect(negative.y1.sign == .minus)
    #expect(cache.solver(x1: 0.3, y1: 0, x2: 0.6, y2: (1.0).nextDown) !== positive)
  }

  @Test func capacityZeroKeepsNothing() {
    let cache = CubicBezierSolverCache(capacity: 0)
    #expect(solver(cache, a) !== solver(cache, a))
    #expect(cache.count == 0)
  }

  /// A cached solver answers as a freshly built one, bit for bit, values and velocities.
  @Test func cachedAndFreshSolversAgreeBitForBit() {
    let cache = CubicBezierSolverCache(capacity: 1)
    for p in [a, b, c] {
      let cached = solver(cache, p)
      #expect(solver(cache, p) === cached)
      let fresh = CubicBezierSolver(x1: p.0, y1: p.1, x2: p.2, y2: p.3)
      for k in 1..<1_000 {
        let x = Double(k) / 1_000
        #expect(cached.value(at: x).bitPattern == fresh.value(at: x).bitPattern)
        #expect(cached.velocity(at: x).bitPattern == fresh.velocity(at: x).bitPattern)
      }
    }
  }

  /// Many threads building the same few curves through a cache too small for them (so entries
  /// are evicted and rebuilt all the time) all get correct solvers, and the cache stays bounded.
  @Test func concurrentBuildsThroughAThrashingCache() async {
    let cache = CubicBezierSolverCache(capacity: 2)
    let points = [a, b, c]
    let expected = points.map { CubicBezierSolver(x1: $0.0, y1: $0.1, x2: $0.2, y2: $0.3) }
    let mismatches = await withTaskGroup(of: Int.self) { group in
      for task in 0..<8 {
        group.addTask {
          var wrong = 0
          for round in 0..<40 {
            let k = (task + round) % points.count
            let p = points[k]
            let s = cache.solver(x1: p.0, y1: p.1, x2: p.2, y2: p.3)
            if s.x1 != p.0 || s.y1 != p.1 || s.x2 != p.2 || s.y2 != p.3 { wrong += 1 }
            if s.value(at: 0.37) != expected[k].value(at: 0.37) { wrong += 1 }
          }
          return wrong
        }
      }
      return await group.reduce(0, +)
    }
    #expect(mismatches == 0)
    #expect(cache.count <= 2)
  }

  /// `CubicBezier`'s initialisers go through the shared cache: a curve built again right after
  /// shares the first one's solver. (Five tries, so that a thread descheduled between two builds
  /// while other tests fill the 16 entries cannot fail the test; without the cache no pair
  /// shares.)
  @Test func curvesBuiltAgainShareTheirSolver() throws {
    var shared = 0
    for _ in 0..<5 {
      let first = try CubicBezier(x1: 0.17, y1: 0.67, x2: 0.83, y2: 0.67)
      let again = try CubicBezier(x1: 0.17, y1: 0.67, x2: 0.83, y2: 0.67)
      if first.solver === again.solver { shared += 1 }
    }
    #expect(shared > 0)
  }
}

import Testing

@testable import Kinetic

/// A `linear()` fit does bounded work whatever the motion (evaluations counted, not timed):
/// a motion finer than the grid holds is refused while the grid is made, before any search,
/// after at most 2 · ``CSSLinearApproximation/Grid/capacity`` + 513 evaluations; any other
/// fit or refusal spends at most 66 evaluations a grid point and 1,161 more (the grid, one
/// measurement sampling as it goes, one sampling kept for the next seven attempts, and each
/// attempt's golden-section search).
@Suite("CSS linear() approximation: bounded work")
struct CSSLinearApproximationBoundTests {
  static let capacity = CSSLinearApproximation.Grid.capacity

  /// Oscillations the grid resolves only on more points than it holds, at rates
  /// incommensurate with its dyadic times (a rate that is a multiple of them aliases: every
  /// sample lands on the same phase and the motion looks smooth to any sampler).
  static func sine(_ u: Double) -> Double { InlineMath.sineCosine(2e5 * .pi * .pi * u).sin }
  static func cosine(_ u: Double) -> Double {
    let phase = 2 * Double.pi * 20_000.5 * u
    return (1 - InlineMath.sineCosine(phase).cos) / 2
  }
  static func sawtooth(_ u: Double) -> Double {
    let x = u * 1e6 * Double.pi
    return x - x.rounded(.down)
  }
  static func staircase(_ u: Double) -> Double {
    let x = u * 1e6 * Double.pi
    return x.rounded(.down) / (1e6 * Double.pi)
  }

  /// Oscillations the grid resolves only on more points than it holds, at rates
  /// incommensurate with its dyadic times (a rate that is a multiple of them aliases: every
  /// sample lands on the same phase and the motion looks smooth to any sampler).
  static let unresolvable: [(name: String, progress: @Sendable (Double) -> Double)] = [
    ("sine at 10⁵·π cycles", sine), ("cosine at 20,000.5 cycles", cosine),
  ]

  /// Motions no sampler follows: the midpoint test of the grid can accept an interval holding
  /// many teeth or steps, and the fit then fails its measurement, eight times at most.
  static let hostile: [(name: String, progress: @Sendable (Double) -> Double)] =
    unresolvable + [("sawtooth of 10⁶·π teeth", sawtooth), ("10⁶·π steps", staircase)]

  static func fit(_ progress: @Sendable (Double) -> Double, tolerance: Double) -> (
    Result<CSSLinearApproximation, CSSLinearApproximationError>, Int
  ) {
    var evaluations = 0
    let result = Result { () throws(CSSLinearApproximationError) in
      try CSSLinearApproximation(tolerance: tolerance) { u in
        evaluations += 1
        return progress(u)
      }
    }
    return (result, evaluations)
  }

  @Test("a motion finer than the grid holds is refused before any search")
  func refusedAtOnce() {
    for (name, progress) in Self.unresolvable {
      for tolerance in [1e-7, 1e-3] {
        let (result, evaluations) = Self.fit(progress, tolerance: tolerance)
        #expect(
          (try? result.get()) == nil && result.error == .unresolved(points: Self.capacity),
          "\(name) at \(tolerance): \(result)")
        #expect(
          evaluations <= 2 * Self.capacity + 513,
          "\(name) at \(tolerance): \(evaluations) evaluations")
      }
    }
  }

  @Test("any motion: a fit or a refusal within the worst-case evaluations")
  func boundedWork() {
    let bound = 66 * (Self.capacity + 513) + 1161
    for (name, progress) in Self.hostile {
      for tolerance in [1e-7, 1e-3] {
        let (result, evaluations) = Self.fit(progress, tolerance: tolerance)
        if case .success(let fit) = result {
          #expect(fit.maximumError <= tolerance, "\(name) at \(tolerance)")
        }
        #expect(evaluations <= bound, "\(name) at \(tolerance): \(evaluations) > \(bound)")
      }
    }
  }

  /// The error as measured with the motion sampled beforehand (the fixed-rate count's and a
  /// second attempt's path) is the error measured sampling as it goes, bit for bit.
  @Test func sampledMeasurementIsTheSame() throws {
    let spring = Spring(duration: 0.5, bounce: 0.3)
    let progress = { (u: Double) in spring.value(target: 1.0, initialVelocity: 0.0, time: u * 1.2) }
    let grid = try CSSLinearApproximation.Grid(progress: progress, tolerance: 1e-4)
    let samples = CSSLinearApproximation.Measurement(grid: grid).samples(of: progress)
    for count in [3, 17, 64, 301] {
      let stops = (0..<count).map { k -> CSSEasingFunction.LinearStop in
        let u = Double(k) / Double(count - 1)
        return CSSEasingFunction.LinearStop(output: progress(u), positions: [u * 100])
      }
      let function = try CSSEasingFunction.linear(stops: stops)
      let direct = CSSLinearApproximation.measuredError(
        of: function, against: progress, grid: grid)
      let sampled = CSSLinearApproximation.measuredError(
        of: function, against: progress, grid: grid, samples: samples)
      #expect(direct == sampled, "\(count) stops: \(direct) vs \(sampled)")
      // Independently: the CSS evaluator (a binary search for each point) at every grid point
      // and 31 points inside each interval; the golden-section refinement only adds to it.
      var brute = 0.0
      for (index, a) in grid.inputs.enumerated() {
        brute = max(brute, abs(progress(a) - function.value(at: a)))
        guard index + 1 < grid.inputs.count else { continue }
        let width = grid.inputs[index + 1] - a
        for k in 1..<32 {
          let u = a + width * Double(k) / 32
          brute = max(brute, abs(progress(u) - function.value(at: u)))
        }
      }
      #expect(brute > 0 && direct >= brute && direct <= brute * 1.05, "\(direct) vs \(brute)")
    }
  }
}

extension Result {
  /// The failure, if any.
  fileprivate var error: Failure? {
    if case .failure(let error) = self { return error }
    return nil
  }
}

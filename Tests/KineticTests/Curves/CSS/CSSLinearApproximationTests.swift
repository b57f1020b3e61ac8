import Testing

@testable import Kinetic

/// The `linear()` fit is checked by an evaluator written here, independently of the generator
/// and of `CSSEasingFunction`: the stops as printed (parsed back from the CSS text) are
/// interpolated directly and compared with the motion on a dense grid of 200,001 points plus
/// points just around every stop.
@Suite("CSS linear() approximation")
struct CSSLinearApproximationTests {
  /// The points of CSS text `linear(y0 p0%, y1 p1%, …)` with explicit positions on every stop
  /// (the form the generator writes), parsed independently of the library.
  static func points(css: String) -> [(u: Double, y: Double)] {
    let inner = css.dropFirst("linear(".count).dropLast()
    return inner.split(separator: ",").map { item in
      let parts = item.split(separator: " ")
      return (Double(String(parts[1].dropLast()))! / 100, Double(String(parts[0]))!)
    }
  }

  /// Linear interpolation through `points`; at a shared position the last point wins.
  static func evaluate(_ points: [(u: Double, y: Double)], at u: Double) -> Double {
    var (low, high) = (0, points.count - 1)
    var index = 0
    while low <= high {
      let middle = (low + high) / 2
      if points[middle].u <= u {
        index = middle
        low = middle + 1
      } else {
        high = middle - 1
      }
    }
    if index == points.count - 1 { index -= 1 }
    let (a, b) = (points[index], points[index + 1])
    if a.u == b.u { return b.y }
    return a.y + (u - a.u) / (b.u - a.u) * (b.y - a.y)
  }

  /// The independently measured maximum error of `fit` against `motion`.
  static func independentError(_ fit: CSSLinearApproximation, _ motion: (Double) -> Double)
    -> Double
  {
    let points = Self.points(css: fit.function.description)
    var worst = 0.0
    var inputs = (0...200_000).map { Double($0) / 200_000 }
    for stop in fit.stops {
      let p = stop.positions[0] / 100
      inputs += [p - 1e-7, p + 1e-7, p - 1e-4, p + 1e-4].filter { $0 >= 0 && $0 <= 1 }
    }
    // A jump is located to within 2⁻⁴⁰ (documented): the error right at it is the jump itself.
    let risers = zip(points, points.dropFirst()).filter { $0.0.u == $0.1.u }.map { $0.0.u }
    for u in inputs where !risers.contains(where: { abs($0 - u) <= 0x1p-39 }) {
      worst = max(worst, abs(motion(u) - evaluate(points, at: u)))
    }
    return worst
  }

  /// A spring from 0 to 1 over `duration` seconds of its motion, as normalised progress.
  static func springMotion(dampingRatio: Double, response: Double, duration: Double)
    -> (Double) -> Double
  {
    let spring = Spring(response: response, dampingRatio: dampingRatio)
    return { u in spring.value(target: 1.0, time: u * duration) }
  }

  static let springCases: [(dampingRatio: Double, response: Double, duration: Double)] = [
    (0.1, 0.2, 2), (0.1, 1, 2), (0.3, 0.5, 1), (0.5, 0.2, 0.2), (0.7, 0.5, 1.5),
    (1, 0.5, 1), (1, 2, 2), (1.5, 0.3, 1), (2, 0.5, 2), (2, 0.2, 0.2),
  ]

  @Test(
    "springs: the measured error is at most the tolerance, checked independently",
    arguments: springCases, [0.001])
  func springs(_ c: (dampingRatio: Double, response: Double, duration: Double), tolerance: Double)
    throws
  {
    let motion = Self.springMotion(
      dampingRatio: c.dampingRatio, response: c.response, duration: c.duration)
    let fit = try CSSLinearApproximation(tolerance: tolerance, progress: motion)
    #expect(fit.maximumError <= tolerance)
    let independent = Self.independentError(fit, motion)
    #expect(independent <= tolerance, "independent error \(independent) for \(c)")
    // The generator's own measure agrees with the independent one (both are maxima over
    // different point sets, so within a small fraction of the tolerance).
    #expect(abs(independent - fit.maximumError) <= tolerance * 0.05)
    // Exact endpoints.
    #expect(fit.stops.first?.positions == [0])
    #expect(fit.stops.last?.positions == [100])
    #expect(fit.stops.first?.output == motion(0))
  }

  @Test("fewer stops than fixed-rate sampling at the same error", arguments: springCases)
  func fewerThanUniform(_ c: (dampingRatio: Double, response: Double, duration: Double)) throws {
    let motion = Self.springMotion(
      dampingRatio: c.dampingRatio, response: c.response, duration: c.duration)
    let fit = try CSSLinearApproximation(tolerance: 0.001, progress: motion)
    let uniform = try #require(try CSSLinearApproximation.uniformStopCount(progress: motion))
    #expect(fit.stops.count < uniform, "\(fit.stops.count) vs \(uniform) for \(c)")
  }

  @Test("a straight line needs exactly its two end stops")
  func straightLine() throws {
    let fit = try CSSLinearApproximation(tolerance: 1e-6) { $0 }
    #expect(fit.stops.count == 2)
    #expect(fit.maximumError == 0)
  }

  @Test("a step becomes a vertical riser: two stops at one position")
  func jump() throws {
    let motion: (Double) -> Double = { $0 < 0.3 ? 0 : 1 }
    let fit = try CSSLinearApproximation(tolerance: 0.001, progress: motion)
    #expect(fit.stops.count == 4)
    #expect(fit.stops[1].positions == fit.stops[2].positions)
    #expect(abs(fit.stops[1].positions[0] - 30) < 1e-6)
    #expect(Self.independentError(fit, motion) <= 0.001)
    // Away from the riser itself the error is zero.
    for u in stride(from: 0.0, through: 1, by: 0.01) where abs(u - 0.3) > 1e-6 {
      #expect(abs(fit.function.value(at: u) - motion(u)) <= 0.001)
    }
  }

  @Test("a change narrower than the grid's finest interval that is not a jump is refused")
  func changeTooBrief() throws {
    // A ramp from 0 to 1 over w, starting at 0.3: narrower than 2⁻⁴⁰ (≈ 9.1e-13) but wider
    // than the doubles there (ulp 5.6e-17), a riser would say "error 0" where the ramp is half
    // way at 0.3 + w/2. (Narrower than the doubles, a ramp is a jump: no input falls inside.)
    for w in [5e-13, 1e-15] {
      let ramp: (Double) -> Double = { u in min(max((u - 0.3) / w, 0), 1) }
      #expect(throws: CSSLinearApproximationError.self, "\(w)") {
        _ = try CSSLinearApproximation(tolerance: 0.001, progress: ramp)
      }
      do {
        _ = try CSSLinearApproximation(tolerance: 0.001, progress: ramp)
      } catch {
        guard case .changeTooBrief(let time) = error else {
          Issue.record("unexpected \(error)")
          continue
        }
        #expect(abs(time - 0.3) < 1e-12, "\(w)")
      }
    }
    // A jump at the same place, and one at the first grid time, stay risers.
    for step in [0.3, 0.0625] {
      let fit = try CSSLinearApproximation(tolerance: 0.001) { $0 < step ? 0 : 1 }
      #expect(fit.stops.count == 4)
    }
  }

  @Test("a repeat that restarts (a sawtooth) and a mirrored one (a triangle)")
  func repeats() throws {
    let curve = UnitCurve.easeInOut
    let saw: (Double) -> Double = { u in
      let passes = u * 3
      let k = min(passes.rounded(.down), 2)
      return curve.value(at: passes - k)
    }
    let fitSaw = try CSSLinearApproximation(tolerance: 0.001, progress: saw)
    #expect(fitSaw.maximumError <= 0.001)
    let triangle: (Double) -> Double = { u in
      let passes = u * 3
      let k = min(passes.rounded(.down), 2)
      let x = passes - k
      return Int(k) % 2 == 0 ? curve.value(at: x) : curve.value(at: 1 - x)
    }
    let fitTriangle = try CSSLinearApproximation(tolerance: 0.001, progress: triangle)
    #expect(Self.independentError(fitTriangle, triangle) <= 0.001)
  }

  @Test("bad input: tolerance out of range and non-finite progress are typed errors")
  func badInput() {
    for tolerance in [0, -1, .nan, .infinity, 1e-9, 2] {
      do {
        _ = try CSSLinearApproximation(tolerance: tolerance) { $0 }
        Issue.record("tolerance \(tolerance) accepted")
      } catch {
        guard case .toleranceOutOfRange = error else {
          Issue.record("unexpected \(error)")
          continue
        }
      }
    }
    #expect(throws: CSSLinearApproximationError.self) {
      _ = try CSSLinearApproximation { u in u > 0.5 ? .nan : u }
    }
  }
}

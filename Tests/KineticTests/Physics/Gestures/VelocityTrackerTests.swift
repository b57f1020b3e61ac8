import CKineticMath
import KineticTestSupport
import Testing

@testable import Kinetic

/// The tracker on synthetic gestures whose true velocity at the last sample is known.
@Suite("Velocity tracker")
struct VelocityTrackerTests {
  func track(_ samples: [(t: Double, x: Double)]) throws -> Double {
    var tracker = VelocityTracker()
    for s in samples { try tracker.add(position: s.x, time: s.t) }
    return tracker.velocity
  }

  /// Constant velocity at 120 Hz: a line is fitted exactly (1e-9 relative).
  @Test func constant() throws {
    let samples = (0..<30).map { i -> (t: Double, x: Double) in
      let t = Double(i) / 120
      return (t, 40 + 750 * t)
    }
    #expect(isClose(try track(samples), 750, 1e-9 * 750))
  }

  /// Constant deceleration: the quadratic fit is exact, so the slope at the newest sample is
  /// the true v₀ + a·t (1e-9 relative).
  @Test func decelerating() throws {
    let samples = (0..<12).map { i -> (t: Double, x: Double) in
      let t = Double(i) / 60
      return (t, 1200 * t - 0.5 * 3000 * t * t)
    }
    let tEnd = 11.0 / 60
    #expect(isClose(try track(samples), 1200 - 3000 * tEnd, 1e-9 * 1200))
  }

  /// Exponential deceleration (a released fling, not a quadratic): within 0.5 % of the true
  /// velocity over the 100 ms window at k = 2/s.
  @Test func exponential() throws {
    let samples = (0..<20).map { i -> (t: Double, x: Double) in
      let t = Double(i) / 120
      return (t, 1000 * (1 - exp(-2 * t)) / 2)
    }
    let truth = 1000 * exp(-2 * 19.0 / 120)
    #expect(abs(try track(samples) - truth) < 0.005 * truth)
  }

  /// Irregular timestamps (jittered 4–12 ms apart) of a constant-acceleration gesture: still
  /// exact to 1e-9 relative.
  @Test func irregularTimestamps() throws {
    var rng = SeededGenerator(name: "velocity-tracker-irregular")
    var t = 0.0
    var samples: [(t: Double, x: Double)] = []
    for _ in 0..<15 {
      samples.append((t, -300 * t + 0.5 * 900 * t * t))
      t += Double.random(in: 0.004...0.012, using: &rng)
    }
    let last = samples.last!.t
    #expect(isClose(try track(samples), -300 + 900 * last, 1e-9 * 300))
  }

  /// Noisy positions (uniform ±0.5 pt, as from pixel rounding) at 120 Hz, 500 pt/s: over 200
  /// seeded gestures the error stays below 12 % of the speed and averages below 4 % (the
  /// quadratic fit's slope at the window's end amplifies noise by about 60/s·σ here).
  @Test func noisy() throws {
    var rng = SeededGenerator(name: "velocity-tracker-noisy")
    var total = 0.0
    for _ in 0..<200 {
      let samples = (0..<13).map { i -> (t: Double, x: Double) in
        let t = Double(i) / 120
        return (t, 500 * t + Double.random(in: -0.5...0.5, using: &rng))
      }
      let error = abs(try track(samples) - 500)
      #expect(error < 0.12 * 500)
      total += error
    }
    #expect(total / 200 < 0.04 * 500)
  }

  /// Flutter's window rules: samples older than 100 ms or before a 40 ms pause are ignored,
  /// and fewer than three samples give 0.
  @Test func windowRules() throws {
    // A fast move, a 50 ms pause, then a slow constant move: only the slow move counts.
    var samples: [(t: Double, x: Double)] = []
    for i in 0..<5 {
      let t = Double(i) * 0.008
      samples.append((t, 5000 * t))
    }
    let resume = 0.032 + 0.05
    for i in 0..<6 {
      let dt = Double(i) * 0.008
      samples.append((resume + dt, 200 + 100 * dt))
    }
    #expect(isClose(try track(samples), 100, 1e-9 * 100))
    #expect(try track([(0, 0), (0.01, 5)]) == 0)
    var tracker = VelocityTracker()
    #expect(tracker.velocity == 0)
    #expect(throws: ParameterError.self) { try tracker.add(position: .nan, time: 0) }
    try tracker.add(position: 0, time: 1)
    #expect(throws: ParameterError.self) { try tracker.add(position: 1, time: 0.5) }
  }
}

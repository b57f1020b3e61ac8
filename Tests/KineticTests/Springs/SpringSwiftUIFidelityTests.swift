import CKineticMath
import KineticTestSupport
import Testing

@testable import Kinetic

/// A value whose animatable data is not the value itself: a labelled position. The label is
/// not animatable, so the `fromValue:toValue:` methods must take it from `toValue`.
private struct Marker: Animatable, Equatable {
  var x: Double
  var y: Double
  var label: String
  var animatableData: AnimatablePair<Double, Double> {
    get { AnimatablePair(x, y) }
    set {
      x = newValue.first
      y = newValue.second
    }
  }
}

/// `Spring`'s SwiftUI API pinned to Apple's documentation and OpenSwiftUI's port of it.
@Suite("Spring: SwiftUI fidelity")
struct SpringSwiftUIFidelityTests {
  /// Apple (`Spring/settlingDuration`): "This uses a target of 1.0, an initialVelocity of 0, and
  /// an epsilon of 0.001."
  @Test(arguments: [0.0, 0.3, 0.7, 1.0, 1.6])
  func settlingDurationDefaults(dampingRatio: Double) {
    let s = Spring(response: 0.45, dampingRatio: dampingRatio)
    #expect(
      s.settlingDuration == s.settlingDuration(target: 1.0, initialVelocity: 0, epsilon: 0.001))
  }

  /// For ζ ≥ 1 SwiftUI scans the motion on a 0.1 s grid (OpenSwiftUI
  /// `Spring+VectorArithmetic.swift`): the answer is the first grid time inside the ε-band, so
  /// it lies within one grid step after the exact crossing, which is computed here from the
  /// textbook closed forms (critical: 1 − e^{−ωt}(1 + ωt); overdamped: two exponentials), not
  /// from `Spring`.
  @Test(arguments: [(1.0, 0.5), (1.0, 0.2), (1.5, 0.5), (3.0, 0.3), (1.0, 2.0)])
  func gridRuleAtOrAboveCritical(dampingRatio: Double, response: Double) {
    let s = Spring(response: response, dampingRatio: dampingRatio)
    let w = 2 * Double.pi / response
    let z = dampingRatio
    func distance(_ t: Double) -> Double {
      if z == 1 { return exp(-w * t) * (1 + w * t) }
      let g = w * (z * z - 1).squareRoot()
      let r1 = -z * w + g
      let r2 = -z * w - g
      // y(t) = (r2·e^{r1 t} − r1·e^{r2 t})/(r2 − r1) for y(0) = 1, y′(0) = 0.
      return (r2 * exp(r1 * t) - r1 * exp(r2 * t)) / (r2 - r1)
    }
    // The exact crossing by bisection on the monotone step response.
    var lo = 0.0
    var hi = 100.0
    for _ in 0..<200 {
      let mid = (lo + hi) / 2
      if distance(mid) >= 0.001 { lo = mid } else { hi = mid }
    }
    let rule = s.settlingDuration
    #expect(rule >= lo && rule <= lo + 0.1 + 1e-9, "ζ \(z) response \(response): \(rule) vs \(lo)")
    // A grid time: an accumulated sum of 0.1.
    var grid = 0.0
    var onGrid = false
    for _ in 0..<1024 {
      if grid == rule { onGrid = true }
      grid += 0.1
    }
    #expect(onGrid, "\(rule) is not on SwiftUI's 0.1 s grid")
    // Kinetic's exact settling time is the crossing itself.
    #expect(isClose(s.exactSettlingDuration(), lo, 1e-9))
  }

  /// The scan gives up after 1024 samples (102.4 s) and answers 0, as SwiftUI does; the exact
  /// settling time is still finite.
  @Test func gridRuleGivesUpOnSlowSprings() {
    let slow = Spring(response: 200, dampingRatio: 1)
    #expect(slow.settlingDuration == 0)
    #expect(slow.exactSettlingDuration() > 102.4)
  }

  /// Underdamped: the envelope bound of OpenSwiftUI's port, −ln(ε/(‖target·λ − v₀‖ + ‖target‖))/λ.
  @Test func envelopeRuleBelowCritical() {
    let s = Spring(duration: 0.5, bounce: 0.3)
    let lambda = 0.7 * 4 * Double.pi
    let expected = -log(0.001 / (abs(1 * lambda - 2) + 1)) / lambda
    #expect(
      isClose(
        s.settlingDuration(target: 1.0, initialVelocity: 2.0, epsilon: 0.001), expected, 1e-12))
    #expect(Spring(duration: 0.5, bounce: 1).settlingDuration == .infinity)
  }

  /// `Spring(invertingSettlingDuration:dampingRatio:epsilon:)` round-trips through the rule it inverts;
  /// for ζ ≥ 1 the grid rounds the duration up by less than 0.1 s.
  @Test(arguments: [0.2, 0.6, 1.0, 2.0])
  func invertingSettlingInitialiserRoundTrips(dampingRatio: Double) {
    for duration in [0.35, 1.0, 2.5] {
      let s = Spring(invertingSettlingDuration: duration, dampingRatio: dampingRatio)
      if dampingRatio < 1 {
        #expect(isClose(s.settlingDuration, duration, 1e-9 * duration))
      } else {
        #expect(isClose(s.exactSettlingDuration(), duration, 1e-9 * duration))
        #expect(s.settlingDuration >= duration && s.settlingDuration < duration + 0.1 + 1e-9)
      }
    }
  }

  /// At ζ = 1 the initialiser solves e^{−ω₀T}(1 + ω₀T) = ε, the equation of OpenSwiftUI's port
  /// (`Spring+SettlingDurationDampingRatio.swift`); checked here by substitution.
  @Test func criticalSettlingInitialiserEquation() {
    for duration in [0.3, 1.0, 4.0] {
      let s = Spring(settlingDuration: duration, dampingRatio: 1, epsilon: 0.001)
      let x = s.angularFrequency * duration
      #expect(isClose(exp(-x) * (1 + x), 0.001, 1e-12))
    }
  }

  /// `value`/`velocity(fromValue:toValue:initialVelocity:time:)` are generic over `Animatable`
  /// (Apple: `where V : Animatable`): they act on the animatable data and keep the rest of
  /// `toValue`; on a vector they equal the `target:` form shifted by `fromValue`.
  @Test func fromValueToValueOnAnimatable() {
    let s = Spring(duration: 0.5, bounce: 0.3)
    let from = Marker(x: 10, y: -4, label: "from")
    let to = Marker(x: 30, y: 6, label: "to")
    let v0 = Marker(x: 5, y: -1, label: "velocity")
    for t in [0.0, 0.05, 0.2, 0.6, 2] {
      let x = s.value(fromValue: from, toValue: to, initialVelocity: v0, time: t)
      let v = s.velocity(fromValue: from, toValue: to, initialVelocity: v0, time: t)
      #expect(x.label == "to" && v.label == "to")
      let dx = s.value(target: 20.0, initialVelocity: 5.0, time: t)
      let dy = s.value(target: 10.0, initialVelocity: -1.0, time: t)
      #expect(isClose(x.x, 10 + dx, 1e-12) && isClose(x.y, -4 + dy, 1e-12))
      #expect(isClose(v.x, s.velocity(target: 20.0, initialVelocity: 5.0, time: t), 1e-11))
      #expect(isClose(v.y, s.velocity(target: 10.0, initialVelocity: -1.0, time: t), 1e-11))
      // Bare vectors are their own animatable data.
      #expect(
        isClose(
          s.value(fromValue: 10.0, toValue: 30.0, initialVelocity: 5.0, time: t), 10 + dx, 1e-12))
    }
    #expect(
      s.value(fromValue: from, toValue: to, initialVelocity: v0, time: 0)
        == Marker(x: 10, y: -4, label: "to"))
  }

  /// `force(fromValue:toValue:position:velocity:)` = k·(toValue − position) − c·velocity on the
  /// animatable data (Apple: "in units of the vector type per second squared"); `fromValue`
  /// plays no part.
  @Test func forceFromValueToValue() {
    let s = Spring(mass: 1, stiffness: 100, damping: 10)
    let f = s.force(
      fromValue: Marker(x: 0, y: 0, label: "a"), toValue: Marker(x: 1, y: 2, label: "b"),
      position: Marker(x: 0.5, y: 3, label: "c"), velocity: Marker(x: -2, y: 4, label: "d"))
    #expect(isClose(f.x, 100 * 0.5 + 20, 1e-12) && isClose(f.y, -100 - 40, 1e-12))
    #expect(f.label == "b")
    let g = s.force(
      fromValue: Marker(x: 9, y: 9, label: "a"), toValue: Marker(x: 1, y: 2, label: "b"),
      position: Marker(x: 0.5, y: 3, label: "c"), velocity: Marker(x: -2, y: 4, label: "d"))
    #expect(f == g)
  }

  /// `settlingDuration(fromValue:toValue:initialVelocity:epsilon:)` is the rule on the change.
  @Test(arguments: [0.4, 1.0, 1.5])
  func settlingFromValueToValue(dampingRatio: Double) {
    let s = Spring(response: 0.4, dampingRatio: dampingRatio)
    let t = s.settlingDuration(
      fromValue: Marker(x: 1, y: 1, label: ""), toValue: Marker(x: 4, y: 5, label: ""),
      initialVelocity: Marker(x: 0, y: 0, label: ""), epsilon: 0.01)
    #expect(t == s.settlingDuration(target: AnimatablePair(3.0, 4.0), epsilon: 0.01))
    #expect(t > 0 && t.isFinite)
  }
}

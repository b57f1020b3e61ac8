import Foundation
import KineticTestSupport
import Testing

@testable import Kinetic

/// SwiftUI's completion rules, applied by default, against an independent port of the rule
/// written here from OpenSwiftUI's audited sources (not calling the implementation):
/// - `FluidSpringAnimation.swift` (`spring`, `smooth`, `snappy`, `bouncy`, `interactiveSpring`,
///   `default`): logically complete once `response` seconds have passed; removed at the first
///   time at which ‖velocity‖ ≤ 0.06 and ‖force‖ ≤ 0.06 (SwiftUI compares the squares with
///   0.0036; mass 1, so the force is the acceleration k·(change − x) − c·x′) and the distance
///   left is at most 1 % of the change;
/// - `SpringAnimation.swift` (`interpolatingSpring`): logically complete from 2π/√k; removed
///   after max(−ln(0.001 / (1 + |ζω₀ − v₀| / ω_d)) / (ζω₀), 1) for ζ < 1.
///
/// The port's motion is the textbook damped oscillator, written out here; the first time the
/// thresholds hold is found on a 10 µs grid and refined by bisection. Tolerance: 1e-9 s, the
/// two bisections' resolution (both end within a few ulps of the same crossing).
@Suite("SwiftUI completion rules")
struct SpringSwiftUICompletionTests {
  /// The presets the issue names: (name, animation, response, damping ratio).
  static let presets: [(String, Animation, Double, Double)] = [
    ("smooth", .smooth, 0.5, 1),
    ("snappy", .snappy, 0.5, 0.85),
    ("bouncy", .bouncy, 0.5, 0.7),
    ("interactiveSpring", .interactiveSpring, 0.15, 0.85),
    ("default", .default, 0.55, 1),
    ("spring", .spring, 0.5, 1),
  ]
  static let distances: [Double] = [1, 100, 1000]

  /// The port: displacement y = x − target, velocity and force of a mass-1 spring with
  /// ω₀ = 2π/response and damping ratio ζ, released at y₀ with v₀.
  struct PortedMotion {
    let omega: Double
    let zeta: Double
    let y0: Double
    let v0: Double

    init(response: Double, zeta: Double, y0: Double, v0: Double) {
      omega = 2 * Double.pi / response
      self.zeta = zeta
      self.y0 = y0
      self.v0 = v0
    }

    func state(_ t: Double) -> (y: Double, v: Double, force: Double) {
      let lambda = zeta * omega
      let y: Double
      let v: Double
      if zeta < 1 {
        let wd = omega * (1 - zeta * zeta).squareRoot()
        let b = (v0 + lambda * y0) / wd
        let e = exp(-lambda * t)
        y = e * (y0 * cos(wd * t) + b * sin(wd * t))
        v = e * ((b * wd - lambda * y0) * cos(wd * t) - (y0 * wd + lambda * b) * sin(wd * t))
      } else if zeta == 1 {
        let b = v0 + omega * y0
        let e = exp(-omega * t)
        y = e * (y0 + b * t)
        v = e * (b - omega * (y0 + b * t))
      } else {
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -omega * (zeta - root)
        let r2 = -omega * (zeta + root)
        let c2 = (v0 - r1 * y0) / (r2 - r1)
        let c1 = y0 - c2
        y = c1 * exp(r1 * t) + c2 * exp(r2 * t)
        v = c1 * r1 * exp(r1 * t) + c2 * r2 * exp(r2 * t)
      }
      return (y, v, -omega * omega * y - 2 * zeta * omega * v)
    }

    /// The first time the removal thresholds hold, for a change of `change`.
    func removal(change: Double) -> Double {
      func rests(_ t: Double) -> Bool {
        let s = state(t)
        return abs(s.v) <= 0.06 && abs(s.force) <= 0.06
          && (change == 0 || abs(s.y) <= 0.01 * abs(change))
      }
      if rests(0) { return 0 }
      var t = 0.0
      while t < 60 {
        let next = t + 1e-5
        if rests(next) {
          var (lo, hi) = (t, next)
          for _ in 0..<80 {
            let mid = (lo + hi) / 2
            if rests(mid) { hi = mid } else { lo = mid }
          }
          return hi
        }
        t = next
      }
      return .infinity
    }
  }

  /// The presets over 1, 100 and 1000 points: logical completion at the response, removal at
  /// the port's first time at rest — and `kinetic eval --completion`'s numbers, which are the
  /// sampler's completion times.
  @Test(arguments: presets.indices, distances)
  func presetCompletion(_ index: Int, _ distance: Double) {
    let (name, animation, response, zeta) = Self.presets[index]
    let port = PortedMotion(response: response, zeta: zeta, y0: -distance, v0: 0)
    let removal = port.removal(change: distance)
    let times = animation.sampler(change: distance).completionTimes
    #expect(
      isClose(times.removed, removal, 1e-9),
      "\(name) over \(distance): \(times.removed) vs \(removal)")
    #expect(isClose(times.logicallyComplete, min(response, removal), 1e-12), "\(name) \(distance)")
    // The sampler shows the motion up to the removal and the target exactly from then on.
    let sampler = animation.sampler(change: distance)
    #expect(!sampler.sample(at: removal - 1e-6).isFinished)
    #expect(sampler.sample(at: removal + 1e-6).offset == distance)
    let before = sampler.sample(at: response - 1e-9)
    #expect(!before.isLogicallyComplete && sampler.sample(at: response).isLogicallyComplete)
  }

  /// The thresholds are in the value's units: a longer change is removed later (the issue's
  /// example, `smooth` over 100 points, is now removed at the port's 1.204 s, not 0.735 s).
  @Test func longerChangesRunLonger() {
    let times = Self.distances.map { Animation.smooth.sampler(change: $0).completionTimes.removed }
    #expect(times[0] < times[1] && times[1] < times[2])
    #expect(isClose(times[1], 1.2039154765, 1e-9))
  }

  /// A merged spring (carried velocity) is timed by the same rule on its own motion.
  @Test(arguments: [(-300.0, 100.0), (250.0, 40.0), (800.0, -5.0)])
  func carriedVelocity(_ carried: Double, _ change: Double) {
    let port = PortedMotion(response: 0.5, zeta: 0.7, y0: -change, v0: carried)
    let times = Animation.bouncy.sampler(change: change, initialVelocity: carried)
      .completionTimes
    #expect(isClose(times.removed, port.removal(change: change), 1e-9), "\(carried) \(change)")
  }

  /// A zero change carrying a velocity is removed once velocity and force are at rest
  /// (SwiftUI: a zero tolerance removes the spring as soon as the first guard passes).
  @Test func zeroChangeWithVelocity() {
    let port = PortedMotion(response: 0.5, zeta: 1, y0: 0, v0: 50)
    let times = Animation.smooth.sampler(change: 0.0, initialVelocity: 50).completionTimes
    #expect(isClose(times.removed, port.removal(change: 0), 1e-9))
    #expect(Animation.smooth.sampler(change: 0.0).completionTimes.removed == 0)
  }

  /// Inside wrappers: a delay adds, a speed divides, each repeated pass lasts the spring's
  /// SwiftUI removal, and the animator is complete (`isAnimating` false) at the same time.
  @Test func wrappersAndAnimator() throws {
    let base = PortedMotion(response: 0.5, zeta: 0.7, y0: -100, v0: 0).removal(change: 100)
    let delayed = Animation.bouncy.delay(0.25).sampler(change: 100.0).completionTimes
    #expect(isClose(delayed.removed, base + 0.25, 1e-9))
    let fast = Animation.bouncy.speed(2).sampler(change: 100.0).completionTimes
    #expect(isClose(fast.removed, base / 2, 1e-9))
    let repeated = Animation.bouncy.repeatCount(3, autoreverses: true).sampler(change: 100.0)
    #expect(isClose(repeated.completionTimes.removed, 3 * base, 1e-8))
    // The second pass starts (mirrored: at the change) right after the first pass's removal.
    #expect(repeated.sample(at: base + 1e-6).offset > 99)
    var animator = Animator(value: 0.0)
    animator.animate(to: 100, with: .bouncy, at: 1)
    #expect(!animator.isComplete(at: 1 + base - 1e-6))
    #expect(animator.isComplete(at: 1 + base + 1e-6))
    let removed = try #require(animator.completionTime(ofAnimationStartedAt: 1, criteria: .removed))
    #expect(isClose(removed, 1 + base, 1e-9))
    let logical = try #require(
      animator.completionTime(ofAnimationStartedAt: 1, criteria: .logicallyComplete))
    #expect(isClose(logical, 1.5, 1e-12))
  }

  /// A `PhaseAnimator` hands over to the next phase when SwiftUI's rule removes the spring:
  /// over a change of 100 that is the port's removal, not Kinetic's 0.735 s.
  @Test func phaseAnimatorHandOver() {
    let removal = PortedMotion(response: 0.5, zeta: 1, y0: -100, v0: 0).removal(change: 100)
    var animator = PhaseAnimator([0.0, 100.0], value: { $0 }) { _ in .smooth }
    animator.trigger(at: 0)
    #expect(animator.phase(at: removal - 1e-6) == 100)
    #expect(animator.phase(at: removal + 1e-6) == 0)
    #expect(animator.value(at: removal) == 100)
  }

  /// `interpolatingSpring`: logically complete from 2π/√k, removed by SpringModel's estimate
  /// (scale-free), with its 1 s floor.
  @Test(arguments: [(0.5, 0.3, 0.0), (0.5, 0.15, 2.0), (2.0, 0.5, 0.0), (0.3, 0.6, -1.0)])
  func interpolatingSpring(_ duration: Double, _ bounce: Double, _ velocity: Double) {
    let omega = 2 * Double.pi / duration
    let zeta = 1 - bounce
    let wd = omega * (1 - zeta * zeta).squareRoot()
    let adjusted = (zeta * omega - velocity) / wd
    let removal = max(-log(0.001 / (1 + abs(adjusted))) / (zeta * omega), 1)
    let animation = Animation.interpolatingSpring(
      duration: duration, bounce: bounce, initialVelocity: velocity)
    for change in Self.distances {
      let times = animation.sampler(change: change).completionTimes
      #expect(isClose(times.removed, removal, 1e-12), "\(duration) \(bounce) \(change)")
      #expect(isClose(times.logicallyComplete, min(duration, removal), 1e-12))
    }
    // Mass ≠ 1: logical completion at 2π/√k (SwiftUI reads the stiffness alone).
    let heavy = Animation.interpolatingSpring(mass: 4, stiffness: 100, damping: 8)
    #expect(
      isClose(
        heavy.sampler(change: 1.0).completionTimes.logicallyComplete, 2 * Double.pi / 10, 1e-12))
  }

  /// A negative bounce is an overdamped spring (Apple's documentation); its logical completion
  /// is at 2π/√k, the duration, as SwiftUI's `SpringAnimation` marks it, and it is removed on
  /// the 0.1 s grid once the unit motion stays within 0.001 for more than a second.
  @Test func interpolatingSpringNegativeBounce() {
    let animation = Animation.interpolatingSpring(duration: 0.5, bounce: -0.5)
    guard case .spring(let spring) = animation.kind else {
      Issue.record("not a spring")
      return
    }
    #expect(isClose(spring.spring.dampingRatio, 2, 1e-12))
    let port = PortedMotion(response: 0.5, zeta: 2, y0: -1, v0: 0)
    // The port of the grid rule: the first 0.1 s grid time inside 0.001 after which the
    // motion stays inside for more than a second (the motion is monotone here).
    var time = 0.0
    var entered = -1.0
    while time < 100 {
      if abs(port.state(time).y) < 0.001 {
        if entered < 0 { entered = time }
        if time - entered > 1 { break }
      } else {
        entered = -1
      }
      time += 0.1
    }
    let times = animation.sampler(change: 100.0).completionTimes
    #expect(times.removed == entered)
    #expect(times.logicallyComplete == 0.5)
    // The motion shown is the overdamped one, not a critically damped curve.
    let shown = animation.sampler(change: 1.0).sample(at: 0.3).offset
    #expect(isClose(shown, 1 + port.state(0.3).y, 1e-12))
  }

  /// Kinetic's scale-free rule stays reachable under its own name, with its own times.
  @Test func kineticRule() {
    let kinetic = Animation.smooth.completionRule(.kinetic)
    #expect(kinetic != Animation.smooth)
    #expect(kinetic.completionRule(.swiftui) == Animation.smooth)
    let expected = Spring.smooth.completion(displacement: 100.0, velocity: 0.0)
    let times = kinetic.sampler(change: 100.0).completionTimes
    #expect(isClose(times.removed, expected.removed, 1e-12))
    // Through wrappers, and for `default` (which becomes its spring).
    let wrapped = Animation.default.delay(0.1).completionRule(.kinetic)
    let defaultSpring = Spring(response: 0.55, dampingRatio: 1)
    #expect(
      isClose(
        wrapped.sampler(change: 1000.0).completionTimes.removed,
        0.1 + defaultSpring.completion(displacement: 1000.0, velocity: 0.0).removed, 1e-12))
    #expect(wrapped.description.contains(".completionRule(.kinetic)"))
  }
}

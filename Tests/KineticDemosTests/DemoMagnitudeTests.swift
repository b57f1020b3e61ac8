import Foundation
import Kinetic
import KineticDemos
import KineticTestSupport
import Testing

/// The `border`, `two-parameter-border` and `coordinator` demos animate what the view on a
/// device animates, in points (the bar's offset, the bar's offset and height, the screens'
/// offsets), so a spring ends where SwiftUI's removal rule says for that distance — checked
/// against a port of the rule written here from OpenSwiftUI's audited
/// `FluidSpringAnimation.swift`: removed at the first time at which ‖velocity‖ ≤ 0.06,
/// ‖force‖ ≤ 0.06 (mass 1) and the distance left ≤ 1 % of the change, thresholds in the value's
/// own units. `smooth` is critically damped (ζ = 1, response 0.5 s, ω = 2π / 0.5), so from
/// rest over a change C the distance left is C(1 + ωt)e^(−ωt), the speed Cω²t e^(−ωt) and the
/// force Cω²e^(−ωt)|1 − ωt| (textbook closed form, written out here).
@Suite("Demo magnitudes")
struct DemoMagnitudeTests {
  static let omega = 2 * Double.pi / 0.5
  static let smooth = DemoCurve(spec: "smooth", animation: .smooth)

  /// The fraction of a change from rest still left after `t` seconds.
  static func left(_ t: Double) -> Double { (1 + omega * t) * exp(-omega * t) }

  /// SwiftUI's removal time of `smooth` from rest over a change of length `change`: the first
  /// time the three thresholds hold, on a 10 µs grid refined by 60 bisections.
  static func removal(change: Double) -> Double {
    func removed(_ t: Double) -> Bool {
      let e = exp(-omega * t)
      return change * omega * omega * t * e <= 0.06
        && change * omega * omega * e * abs(1 - omega * t) <= 0.06
        && change * (1 + omega * t) * e <= 0.01 * change
    }
    var t = 0.0
    while !removed(t) { t += 1e-5 }
    var (lo, hi) = (t - 1e-5, t)
    for _ in 0..<60 {
      let mid = (lo + hi) / 2
      if removed(mid) { hi = mid } else { lo = mid }
    }
    return hi
  }

  /// The implementation searches SwiftUI's 1/300 s grid and bisects: both end at the same
  /// crossing within this (seconds).
  static let tolerance = 1e-6

  /// The bar's 280 pt (300 − 20) move: removed at R(280) ≈ 1.3 s, not at R(1) ≈ 0.8 s as when the
  /// modifier animated a unitless position.
  @Test func theBorderBarIsRemovedByItsDistanceInPoints() throws {
    let demo = try BorderDemo(options: ["interrupt-at": "5"], curve: Self.smooth)
    let r = Self.removal(change: 280)
    #expect(r > Self.removal(change: 1) + 0.3)
    #expect(isClose(demo.duration, 5 + r, Self.tolerance), "\(demo.duration) vs \(5 + r)")
    for t in [0.1, 0.3, 0.6, r - 0.01] {
      let position = try #require(csvColumn(demo, "modifierPosition", at: t))
      #expect(isClose(position, 1 - Self.left(t), 1e-9), "t = \(t)")
      #expect(isClose(csvColumn(demo, "referencePosition", at: t), 1 - Self.left(t), 1e-9))
    }
    #expect(csvColumn(demo, "modifierPosition", at: r + 0.001) == 1)
    #expect(csvColumn(demo, "modifierPosition", at: r - 0.001) != 1)
  }

  /// Offset 280 pt and height 20 → 70 pt animate as one vector: removed by the vector's length,
  /// √(280² + 50²).
  @Test func theTwoParameterBarIsRemovedByItsVectorInPoints() throws {
    let demo = try TwoParameterBorderDemo(options: [:], curve: Self.smooth)
    let r = Self.removal(change: (280.0 * 280 + 50 * 50).squareRoot())
    #expect(isClose(demo.duration, r, Self.tolerance), "\(demo.duration) vs \(r)")
    for t in [0.1, 0.4, r - 0.01] {
      for name in ["pair", "vector", "expected"] {
        let position = try #require(csvColumn(demo, name + "Position", at: t))
        let height = try #require(csvColumn(demo, name + "Height", at: t))
        #expect(isClose(position, 1 - Self.left(t), 1e-9), "\(name) t = \(t)")
        #expect(isClose(height, 70 - 50 * Self.left(t), 1e-9), "\(name) t = \(t)")
      }
    }
    #expect(csvColumn(demo, "pairPosition", at: r) == 1)
    #expect(csvColumn(demo, "pairHeight", at: r) == 70)
  }

  /// A screen pushed over a 240 pt wide canvas moves 240 pt; a modal on a 400 pt tall one
  /// moves 400 pt and so runs longer.
  @Test func coordinatorMovesAreRemovedByTheirDistanceInPoints() throws {
    let push = try CoordinatorTimeline(
      steps: [CoordinatorStep(time: 0, action: .push("A"))], screenWidth: 240,
      screenHeight: 400, timing: DemoTiming(curve: Self.smooth, duration: 0.35))
    let r = Self.removal(change: 240)
    #expect(isClose(push.duration, r, Self.tolerance))
    for t in [0.05, 0.2, 0.5, r - 0.01] {
      let top = try #require(push.layers(at: t).last)
      #expect(isClose(top.x, 240 * Self.left(t), 1e-9), "t = \(t)")
    }
    #expect(push.layers(at: r).last?.x == 0)
    let modal = try CoordinatorTimeline(
      steps: [CoordinatorStep(time: 0, action: .presentModal("M"))], screenWidth: 240,
      screenHeight: 400, timing: DemoTiming(curve: Self.smooth, duration: 0.35))
    #expect(isClose(modal.duration, Self.removal(change: 400), Self.tolerance))
    #expect(modal.duration > push.duration)
  }

  /// `.move(edge: .leading)` moves the 60 pt view by its width: the circle arrives from −60 pt
  /// and the square leaves to −60 pt over R(60), where the unit fraction the effect stores
  /// would have ended them at R(1); `.opacity` (0 → 1, unitless, as SwiftUI's) ends at R(1).
  @Test func aMoveTransitionIsRemovedByTheViewsSizeInPoints() throws {
    let move = try TransitionDemo(
      options: ["transition": ".move(edge: .leading)"], curve: Self.smooth)
    let r = Self.removal(change: 60)
    #expect(isClose(move.duration, r, Self.tolerance), "\(move.duration) vs \(r)")
    for t in [0.1, 0.5, 1.0, r - 0.01] {
      #expect(isClose(csvColumn(move, "in.offsetX", at: t), -60 * Self.left(t), 1e-9), "t = \(t)")
      #expect(isClose(csvColumn(move, "out.offsetX", at: t), -60 * (1 - Self.left(t)), 1e-9))
    }
    #expect(csvColumn(move, "in.offsetX", at: r) == 0)
    #expect(csvColumn(move, "out.offsetX", at: r) == nil)
    let fade = try TransitionDemo(options: ["transition": ".opacity"], curve: Self.smooth)
    #expect(isClose(fade.duration, Self.removal(change: 1), Self.tolerance))
  }
}

import Foundation
import Kinetic
import Testing

@testable import KineticInterchange

/// androidx's `FlingAnimation` against AOSP's own frame loop restated here
/// (`FlingAnimation.DragForce.updateValueAndVelocity`: v·e^{f·Δt} and
/// x − v/f + (v/f)·e^{f·Δt} from each frame's state, f = −4.2·friction; the fling ends at the
/// first frame where |v| < 0.75·m·62.5 or the value is past a bound, clamped there), at 60 Hz:
/// the same end frame and values within 1e-9 of the release velocity's second.
@Suite("Android FlingAnimation")
struct AndroidFlingTests {
  /// (spec, from, velocity, friction scalar, min, max, minimum visible change)
  static let cases: [(String, Double, Double, Double, Double, Double, Double)] = [
    (
      "FlingAnimation(view, DynamicAnimation.X).setStartVelocity(2000f).setFriction(1.1f)",
      0, 2000, 1.1, -.infinity, .infinity, 1
    ),
    (
      "FlingAnimation(view, DynamicAnimation.SCROLL_Y).setStartValue(50f).setStartVelocity(-3000f).setMinValue(-400f)",
      50, -3000, 1, -400, .infinity, 1
    ),
    (
      "FlingAnimation(view, DynamicAnimation.ROTATION).apply { setStartVelocity(90f); friction = 0.5f }",
      0, 90, 0.5, -.infinity, .infinity, 0.1
    ),
  ]

  @Test("as AOSP's frame loop plays it", arguments: cases)
  func matchesTheFrameLoop(
    _ spec: String, _ from: Double, _ velocity: Double, _ scalar: Double, _ minimum: Double,
    _ maximum: Double, _ visible: Double
  ) throws {
    let physics = try PhysicsSpec.parse(spec)
    let release = try #require(physics.release)
    #expect(release.from == from && release.velocity == velocity)
    let f = -4.2 * scalar
    var (x, v) = (from, velocity)
    var frame = 0
    var ended = false
    while !ended && frame < 100_000 {
      frame += 1
      let dt = 1.0 / 60
      (x, v) = (x - v / f + v / f * exp(f * dt), v * exp(f * dt))
      if x <= minimum || x >= maximum {
        x = min(max(x, minimum), maximum)
        ended = true
      }
      ended = ended || abs(v) < 0.75 * visible * 62.5
      let got = physics.sample(from: from, to: 0, velocity: velocity, time: Double(frame) / 60)
      #expect(abs(got.value - x) <= 1e-9 * abs(velocity), "frame \(frame): \(got.value) vs \(x)")
    }
    #expect(ended)
    let rest = physics.span(from: from, to: 0, velocity: velocity)
    #expect(
      rest.map { abs($0 - Double(frame) / 60) <= 1e-12 } ?? false,
      "\(String(describing: rest)) vs frame \(frame)")
  }
}

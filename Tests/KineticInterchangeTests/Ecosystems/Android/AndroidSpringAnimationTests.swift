import Foundation
import Kinetic
import Testing

@testable import KineticInterchange

/// androidx's `SpringAnimation` against AOSP's own algorithm, restated here independently of
/// the core's spring: `SpringForce.updateValues` (the closed form over each frame's time step,
/// from the last frame's value and velocity, by damping case) run frame by frame at 60 Hz,
/// ending at the first frame where `isAtEquilibrium` holds (|value − final| < 0.75·m and
/// |velocity| < 0.75·m·62.5, m the minimum visible change). The end frame must be the same and
/// the values agree at 1e-9 of the change (double precision throughout; Android keeps `float`).
@Suite("Android SpringAnimation")
struct AndroidSpringAnimationTests {
  /// AOSP's per-frame update, `SpringForce.updateValues`, in double precision.
  static func step(
    _ x: Double, _ v: Double, dt: Double, final: Double, stiffness: Double, ratio: Double
  ) -> (Double, Double) {
    let w = stiffness.squareRoot()
    let d = x - final
    if ratio > 1 {
      let gp = -ratio * w + w * (ratio * ratio - 1).squareRoot()
      let gm = -ratio * w - w * (ratio * ratio - 1).squareRoot()
      let a = d - (gm * d - v) / (gm - gp)
      let b = (gm * d - v) / (gm - gp)
      return (
        a * exp(gm * dt) + b * exp(gp * dt) + final, a * gm * exp(gm * dt) + b * gp * exp(gp * dt)
      )
    } else if ratio == 1 {
      let a = d
      let b = v + w * d
      let e = exp(-w * dt)
      return ((a + b * dt) * e + final, (a + b * dt) * e * -w + b * e)
    }
    let wd = w * (1 - ratio * ratio).squareRoot()
    let sinCoeff = (1 / wd) * (ratio * w * d + v)
    let e = exp(-ratio * w * dt)
    let x1 = e * (d * cos(wd * dt) + sinCoeff * sin(wd * dt))
    let v1 = x1 * -w * ratio + e * (-wd * d * sin(wd * dt) + wd * sinCoeff * cos(wd * dt))
    return (x1 + final, v1)
  }

  /// (spec, from, to, stiffness, damping ratio, start velocity, minimum visible change)
  static let cases: [(String, Double, Double, Double, Double, Double, Double)] = [
    (
      "SpringAnimation(view, DynamicAnimation.TRANSLATION_Y, 0f).setStartVelocity(500f).setSpring(SpringForce(0f).setStiffness(SpringForce.STIFFNESS_LOW).setDampingRatio(SpringForce.DAMPING_RATIO_HIGH_BOUNCY))",
      0, 100, 200, 0.2, 500, 1
    ),
    ("SpringAnimation(view, DynamicAnimation.TRANSLATION_X, 0f)", 0, 300, 1500, 0.5, 0, 1),
    (
      "SpringAnimation(view, DynamicAnimation.SCALE_X, 1f).apply { spring.stiffness = SpringForce.STIFFNESS_VERY_LOW; spring.dampingRatio = SpringForce.DAMPING_RATIO_NO_BOUNCY }",
      0.5, 1, 50, 1, 0, 0.002
    ),
    (
      """
      val anim = SpringAnimation(view, DynamicAnimation.ROTATION, 90f)
      anim.spring = SpringForce(90f).setStiffness(800f).setDampingRatio(1.6f)
      anim.setStartVelocity(-200f)
      anim.start()
      """,
      0, 90, 800, 1.6, -200, 0.1
    ),
  ]

  @Test("as AOSP's frame loop plays it", arguments: cases)
  func matchesTheFrameLoop(
    _ spec: String, _ from: Double, _ to: Double, _ stiffness: Double, _ ratio: Double,
    _ velocity: Double, _ visible: Double
  ) throws {
    let animation = try AnimationSpec.parse(spec).animation
    let sampler = SpecSampler(animation: animation, from: from, to: to)
    var (x, v) = (from, velocity)
    var frame = 0
    var ended = false
    while !ended && frame < 10_000 {
      frame += 1
      (x, v) = Self.step(x, v, dt: 1.0 / 60, final: to, stiffness: stiffness, ratio: ratio)
      ended = abs(v) < 0.75 * visible * 62.5 && abs(x - to) < 0.75 * visible
      let t = Double(frame) / 60
      let got = sampler.value(at: t)
      let expected = ended ? to : x
      #expect(abs(got - expected) <= 1e-9 * abs(to - from), "frame \(frame): \(got) vs \(expected)")
    }
    #expect(ended)
    let removal = try #require(animation.sampler(change: to - from).removalTime)
    #expect(
      abs(removal - Double(frame) / 60) <= 1e-12, "ended at frame \(frame), read \(removal * 60)")
  }

  @Test(arguments: [
    (
      "SpringAnimation(view, DynamicAnimation.TRANSLATION_Y, 0f).setSpring(SpringForce(0f).setStifness(200f))",
      "setStifness"
    ),
    (
      "SpringAnimation(view, DynamicAnimation.TRANSLATION_Y, 0f).setStartVelocty(3f)",
      "did you mean 'startVelocity'"
    ),
    ("SpringAnimation(view, DynamicAnimation.WIDTH, 0f)", "unknown view property 'WIDTH'"),
    (
      "SpringAnimation(view, DynamicAnimation.X, 0f).apply { spring.stiffness = 0f }",
      "'stiffness' must be"
    ),
  ])
  func refused(_ spec: String, _ message: String) {
    expectSpecRefused(spec, mentioning: message)
  }
}

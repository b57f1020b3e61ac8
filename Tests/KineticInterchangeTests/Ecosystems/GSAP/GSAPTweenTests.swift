import Foundation
import Kinetic
import Testing

@testable import KineticInterchange

/// GSAP tweens as written (`gsap.to`, `gsap.from`, `gsap.fromTo`) and `CustomEase` path data,
/// against a model of GSAP's own timing written here from `src/gsap-core.js` 3.12.7
/// (`Animation` constructor: `_delay`, `_repeat`, `_rDelay`, `_yoyo`; `Tween.render`: the
/// cycle of duration + repeatDelay, the time held at the duration inside it, a yoyo cycle run
/// backwards, `_defaults` duration 0.5 and ease `"quad.out"`).
@Suite("GSAP tweens and CustomEase")
struct GSAPTweenTests {
  static func sampler(_ spec: String) throws -> SpecSampler {
    SpecSampler(animation: try AnimationSpec.parse(spec).animation, from: 0, to: 1)
  }

  /// GSAP's ratio at time `t` of a tween, by its render rule.
  static func gsapRatio(
    _ t: Double, duration: Double, delay: Double, repeatCount: Int, yoyo: Bool,
    repeatDelay: Double, ease: @Sendable (Double) -> Double
  ) -> Double {
    let cycle = duration + repeatDelay
    let total = duration + cycle * Double(repeatCount)
    let tTime = min(max(t - delay, 0), total)
    var iteration = Int((tTime / cycle).rounded(.down))
    // At the very end of a cycle GSAP stays in it (`_animationCycle`).
    if tTime > 0, tTime / cycle == Double(iteration) { iteration -= 1 }
    iteration = min(iteration, repeatCount)
    var time = tTime - Double(iteration) * cycle
    time = min(time, duration)
    if yoyo && iteration % 2 == 1 { time = duration - time }
    return ease(time / duration)
  }

  static let power2Out: @Sendable (Double) -> Double = { 1 - pow(1 - $0, 3) }
  static let power1Out: @Sendable (Double) -> Double = { 1 - pow(1 - $0, 2) }

  @Test(
    "gsap.to with delay, repeat, yoyo and repeatDelay plays as GSAP renders it",
    arguments: [
      (1, true, 0.1), (1, true, 0.0), (2, false, 0.0), (2, false, 0.25), (3, true, 0.3),
      (0, false, 0.0),
    ])
  func tween(_ repeatCount: Int, _ yoyo: Bool, _ repeatDelay: Double) throws {
    let spec =
      "gsap.to(el, { x: 100, duration: 1, ease: \"power2.out\", delay: 0.2, repeat: "
      + "\(repeatCount), yoyo: \(yoyo), repeatDelay: \(repeatDelay) })"
    let sampler = try Self.sampler(spec)
    // Up to the end: after it Kinetic's alternating repetition (as for CSS alternate) is
    // removed at the target, where GSAP leaves a yoyo with an odd repeat at the start.
    let end = 0.2 + 1 + (1 + repeatDelay) * Double(repeatCount) - 1e-9
    var worst = 0.0
    for k in 0...2000 {
      let t = end * Double(k) / 2000
      let gsap = Self.gsapRatio(
        t, duration: 1, delay: 0.2, repeatCount: repeatCount, yoyo: yoyo,
        repeatDelay: repeatDelay, ease: Self.power2Out)
      // A sample right on a jump back to 0 (no yoyo) may fall on either side of it.
      let kinetic = sampler.value(at: t)
      if !yoyo, abs(kinetic - gsap) > 0.5 { continue }
      worst = max(worst, abs(kinetic - gsap))
    }
    #expect(worst <= 1e-12, "\(spec): \(worst)")
  }

  /// GSAP 3.12.7's expo.inOut (the blended expo) and steps(4), transcribed.
  static let expoInOut: @Sendable (Double) -> Double = { p in
    let easeIn: @Sendable (Double) -> Double = { q in
      let blend: Double = q * q * q * q * q * q * (1 - q)
      return pow(2.0, 10 * (q - 1)) * q + blend
    }
    return p < 0.5 ? easeIn(p * 2) / 2 : 1 - easeIn((1 - p) * 2) / 2
  }
  static let steps4: @Sendable (Double) -> Double = { p in
    Double(Int(5 * min(max(p, 0), 1 - 1e-8))) * 0.25
  }

  @Test(
    "a repeatDelay with an ease that is no core curve plays as GSAP renders it",
    arguments: [(true, 2), (false, 2), (true, 1)])
  func repeatDelayOtherEases(_ yoyo: Bool, _ repeatCount: Int) throws {
    for (ease, reference) in [("expo.inOut", Self.expoInOut), ("steps(4)", Self.steps4)] {
      let spec =
        "gsap.to(el, { duration: 0.8, ease: \"\(ease)\", repeat: \(repeatCount), yoyo: "
        + "\(yoyo), repeatDelay: 0.3, delay: 0.1 })"
      let sampler = try Self.sampler(spec)
      let end = 0.1 + 0.8 + 1.1 * Double(repeatCount) - 1e-9
      for k in 0...1000 {
        let t = end * Double(k) / 1000
        // Away from steps' jumps, where GSAP's product and the CSS model may round apart.
        let u = ((t - 0.1).truncatingRemainder(dividingBy: 1.1)) / 0.8 * 5
        if ease.hasPrefix("steps"), abs(u - u.rounded()) < 1e-6 { continue }
        let gsap = Self.gsapRatio(
          t, duration: 0.8, delay: 0.1, repeatCount: repeatCount, yoyo: yoyo, repeatDelay: 0.3,
          ease: reference)
        #expect(abs(sampler.value(at: t) - gsap) <= 1e-12, "\(spec) at \(t)")
      }
    }
  }

  @Test("an ease written inline as CustomEase.create or as a GSAP 2 name")
  func inlineEases() throws {
    let inline = try Self.sampler(
      "gsap.to(el, { duration: 2, ease: CustomEase.create(\"e\", \"M0,0 C0.42,0 0.58,1 1,1\") })")
    let old = try Self.sampler("gsap.to(el, { duration: 2, ease: Power2.easeOut })")
    for t in stride(from: 0.0, through: 2.0, by: 0.05) {
      #expect(abs(inline.value(at: t) - UnitCurve.easeInOut.value(at: t / 2)) <= 1e-12)
      #expect(abs(old.value(at: t) - Self.power2Out(t / 2)) <= 1e-12)
    }
  }

  @Test("defaults: 0.5 s along power1.out; from and fromTo time the same way")
  func defaults() throws {
    for spec in [
      "gsap.to(el, { x: 100 })", "gsap.from(\".box\", { opacity: 0 })",
      "gsap.fromTo(el, { x: 0 }, { x: 100 })",
    ] {
      let sampler = try Self.sampler(spec)
      for t in stride(from: 0.0, through: 0.7, by: 0.01) {
        let gsap = Self.power1Out(min(t / 0.5, 1))
        #expect(abs(sampler.value(at: t) - gsap) <= 1e-12, "\(spec) at \(t)")
      }
    }
  }

  @Test("repeat: -1 plays forever; yoyo runs every other pass backwards in time")
  func forever() throws {
    let sampler = try Self.sampler(
      "gsap.to(el, { duration: 0.4, ease: \"power2.in\", repeat: -1, yoyo: true })")
    for t in [0.1, 0.5, 0.93, 41.7] {
      let cycle = Int((t / 0.4).rounded(.down))
      var u = t / 0.4 - Double(cycle)
      if cycle % 2 == 1 { u = 1 - u }
      #expect(abs(sampler.value(at: t) - pow(u, 3)) <= 1e-9, "at \(t)")
    }
  }

  @Test("a single CustomEase cubic is the cubic Bezier")
  func customEaseBezier() throws {
    let custom = try Self.sampler("CustomEase.create(\"id\", \"M0,0 C0.25,0.1 0.25,1 1,1\")")
    let bezier = UnitCurve.bezier(
      startControlPoint: UnitPoint(x: 0.25, y: 0.1), endControlPoint: UnitPoint(x: 0.25, y: 1))
    for p in stride(from: 0.0, through: 1.0, by: 0.01) {
      #expect(abs(custom.value(at: p) - bezier.value(at: p)) <= 1e-12)
    }
    // CustomEase's own evaluator samples the path into a lookup table; GSAP 3.12.7 printed
    // 0.8022845579370712 at 0.5, where the exact curve is 0.80240338…: within 2e-4.
    #expect(abs(custom.value(at: 0.5) - 0.8022845579370712) < 2e-4)
  }

  @Test("several segments join: each cubic scaled into its part of the square")
  func customEaseSegments() throws {
    let sampler = try Self.sampler(
      "CustomEase.create(\"id\", \"M0,0 C0.1,0.2 0.3,0.5 0.5,0.7 C0.6,0.8 0.9,1 1,1\")")
    // Independently: solve each segment's x(t) = p by bisection and return y(t).
    func cubic(_ a: Double, _ b: Double, _ c: Double, _ d: Double, _ t: Double) -> Double {
      let s = 1 - t
      return s * s * s * a + 3 * s * s * t * b + 3 * s * t * t * c + t * t * t * d
    }
    func reference(_ p: Double) -> Double {
      let (xs, ys) =
        p < 0.5
        ? ([0, 0.1, 0.3, 0.5], [0, 0.2, 0.5, 0.7]) : ([0.5, 0.6, 0.9, 1], [0.7, 0.8, 1, 1])
      var (lo, hi) = (0.0, 1.0)
      for _ in 0..<200 {
        let mid = (lo + hi) / 2
        if cubic(xs[0], xs[1], xs[2], xs[3], mid) < p { lo = mid } else { hi = mid }
      }
      return cubic(ys[0], ys[1], ys[2], ys[3], (lo + hi) / 2)
    }
    for p in stride(from: 0.0, through: 1.0, by: 0.01) {
      #expect(abs(sampler.value(at: p) - reference(p)) <= 1e-12, "at \(p)")
    }
  }

  @Test("a path of lines: linear pieces, a vertical line a jump, the last height held")
  func customEaseLines() throws {
    let sampler = try Self.sampler(
      "gsap.to(el, { duration: 2, ease: \"M0,0 L0.5,0.2 L0.5,0.8 L1,0\" })")
    #expect(abs(sampler.value(at: 0.5) - 0.1) <= 1e-12)
    #expect(abs(sampler.value(at: 1.5) - 0.4) <= 1e-12)
    #expect(sampler.value(at: 3) == 0)
  }

  @Test(
    "what GSAP code Kinetic does not read is an error naming it",
    arguments: [
      ("gsap.to(el, { duraton: 1 })", "did you mean 'duration'"),
      ("gsap.to(el, { stagger: 0.1 })", "does not read 'stagger'"),
      ("gsap.to(el, { repeat: 1.5 })", "'repeat' is a whole number"),
      ("gsap.to(el, { repeat: -1, repeatDelay: 0.5 })", "finite repeat only"),
      ("gsap.to(el, { ease: Power9.easeOut })", "unknown ease 'Power9.easeOut'"),
      ("gsap.to(el, { yoyo: 1 })", "'yoyo' is true or false"),
      ("gsap.to(el, { duration: 0 })", "'duration' must be greater than 0"),
      ("gsap.to(el)", "expected (target, vars)"),
      ("gsap.fromTo(el, { x: 1 })", "expected (target, fromVars, toVars)"),
      ("gsap.set(el, { x: 1 })", "unknown call 'gsap.set'"),
      ("CustomEase.create(\"id\", \"M0,0 Q0.5,0 1,1\")", "absolute commands M, C and L"),
      ("CustomEase.create(\"id\", \"M0,0 C0.2,0 0.5\")", "expected a number"),
      ("CustomEase.create(\"id\", \"M0,0 C0.2,0 0.5,1 0.9,1\")", "from x = 0 to x = 1"),
      ("CustomEase.create(\"id\", \"M0,0 C1.5,0 0.5,1 1,1\")", "leaves its segment's x range"),
    ])
  func errors(_ spec: String, _ message: String) {
    do {
      _ = try AnimationSpec.parse(spec)
      Issue.record("\(spec) was read")
    } catch {
      #expect("\(error)".contains(message), "\(spec): \(error)")
    }
  }
}

import Kinetic
import Testing

@testable import KineticInterchange

/// Anime.js tweens, `anime({ … })` (version 3) and `animate(target, { … })` (version 4), in
/// milliseconds with Anime.js's defaults.
@Suite("Anime.js tweens")
struct AnimeJSTweenTests {
  static func value(_ spec: String, at t: Double) throws -> Double {
    SpecSampler(animation: try AnimationSpec.parse(spec).animation, from: 0, to: 100).value(at: t)
  }

  /// Printed by Anime.js 4.4.1 in node 20 (`animate(o, { x: [0, 100], duration: 800, loop: 1,
  /// alternate: true, ease: 'inOutQuad', autoplay: false })`, then `seek(ms)` and `o.x`), at
  /// 0, 200, 400, 1000, 1200 and 1500 ms. Anime.js rounds what it writes to 4 decimals
  /// (`globals.precision`), so the tolerance is 5e-5.
  @Test func version4LoopAlternateAsAnimeJSPlaysIt() throws {
    let spec =
      "animate('.el', { x: 100, duration: 800, loop: 1, alternate: true, ease: 'inOutQuad' })"
    let printed: [(Double, Double)] = [
      (0, 0), (0.2, 12.5), (0.4, 50), (1.0, 87.5), (1.2, 50), (1.5, 3.125),
    ]
    for (t, expected) in printed {
      let got = try Self.value(spec, at: t)
      #expect(abs(got - expected) <= 5e-5, "at \(t) s: \(got) vs Anime.js \(expected)")
    }
  }

  /// Version 3 counts every pass in `loop` (2 is the pass and one more), version 4 only the
  /// repeats (1 is the pass and one more): both spellings below play the same two passes.
  @Test(arguments: [0.1, 0.5, 0.9, 1.1, 1.5])
  func loopCounts(_ t: Double) throws {
    let v3 = try Self.value(
      "anime({ targets: '.el', translateX: 100, duration: 1000, loop: 2, easing: 'easeInQuad' })",
      at: t)
    let v4 = try Self.value(
      "animate('.el', { x: 100, duration: 1000, loop: 1, ease: 'inQuad' })", at: t)
    let pass = t.truncatingRemainder(dividingBy: 1)
    #expect(abs(v3 - 100 * pass * pass) <= 1e-12)
    #expect(abs(v4 - v3) <= 1e-12)
  }

  /// The defaults: version 3 plays `easeOutElastic(1, .5)` over 1000 ms, version 4 `out(2)`;
  /// the values are the node-printed ones of ``AnimeJSEaseTests``.
  @Test func defaults() throws {
    #expect(abs(try Self.value("anime({ targets: o, x: 100 })", at: 0.5) - 96.875) <= 1e-10)
    #expect(abs(try Self.value("animate(o, { x: 100 })", at: 0.5) - 75) <= 1e-10)
    // A delay in milliseconds.
    #expect(
      abs(try Self.value("animate(o, { x: 100, delay: 200, ease: 'linear' })", at: 0.7) - 50)
        <= 1e-10)
  }

  /// Printed by `print-anime3-passes.mjs` (Anime.js 3.2.2, node 20): the value of a change of 1
  /// at the times below, the instance ticked every millisecond. Each pass replays the delay and
  /// the end delay; an alternate pass reverses the whole pass, end delay first. (After the
  /// last pass Kinetic holds the target, as its alternating repetitions do, so the last
  /// spec is compared up to 1.35 s.)
  static let printedPasses: [(String, [Double])] = [
    (
      "{ duration: 500, delay: 200, endDelay: 100, loop: 3, direction: 'alternate', easing: 'easeInQuad' }",
      [
        0, 0, 0.010000000000000002, 0.25, 1, 1, 1, 0.81, 0.16000000000000003, 0.010000000000000002,
        0, 0, 1,
      ]
    ),
    (
      "{ duration: 400, delay: 0, endDelay: 300, loop: 2, easing: 'linear' }",
      [0, 0.25, 0.625, 1, 1, 0.125, 0.375, 0.625, 1, 1, 1, 1, 1]
    ),
    (
      "{ duration: 600, delay: 150, loop: 2, easing: 'easeOutCubic' }",
      [
        0, 0, 0.4212962962962963, 0.875, 0.9994212962962963, 1, 0, 0.22974537037037046, 0.875,
        0.984375, 1, 1, 1,
      ]
    ),
    (
      "{ duration: 600, delay: 150, loop: 2, direction: 'alternate', easing: 'easeOutCubic' }",
      [
        0, 0, 0.4212962962962963, 0.875, 0.9994212962962963, 1, 0.9953703703703703,
        0.9629629629629629, 0.578125, 0,
      ]
    ),
  ]
  static let passTimes = [0, 100, 250, 450, 700, 750, 850, 950, 1200, 1350, 1500, 1700, 2300]

  @Test(
    "version 3 delays and end delays, every pass, as Anime.js 3.2.2 plays them",
    arguments: printedPasses)
  func version3Passes(_ parameters: String, _ printed: [Double]) throws {
    let spec = "anime({ targets: o, translateX: 1, " + parameters.dropFirst(2) + ")"
    let sampler = SpecSampler(animation: try AnimationSpec.parse(spec).animation, from: 0, to: 1)
    for (ms, expected) in zip(Self.passTimes, printed) {
      let got = sampler.value(at: Double(ms) / 1000)
      #expect(abs(got - expected) <= 1e-12, "\(parameters) at \(ms) ms: \(got) vs \(expected)")
    }
  }

  /// A single pass's end delay holds the target and makes the animation that much longer.
  @Test func endDelayLengthensThePass() throws {
    let spec = "anime({ targets: o, x: 1, duration: 500, endDelay: 250, easing: 'linear' })"
    let animation = try AnimationSpec.parse(spec).animation
    #expect(animation.sampler(change: 1.0).removalTime == 0.75)
    let sampler = SpecSampler(animation: animation, from: 0, to: 1)
    #expect(abs(sampler.value(at: 0.25) - 0.5) <= 1e-12)
    #expect(sampler.sample(at: 0.6).value == 1)
    #expect(sampler.sample(at: 0.6).velocity == 0)
  }

  @Test(arguments: [
    ("anime({ targets: o, x: 1, duraton: 800 })", "did you mean 'duration'"),
    ("animate(o, { x: 1, loop: 2, loopDelay: 100 })", "with a single pass only"),
    ("animate(o, { x: 1, ease: steps(2.5) })", "'steps' must be a whole number"),
    ("animate(o, { x: 1, ease: linear(0, 'a', 1) })", "expected a point such as '0.5 20%'"),
    ("animate(o, { x: 1, ease: cubicBezier(1.2, 0, 0.5, 1) })", "x1 must be in 0...1"),
    ("animate(o, { x: 1, reversed: true })", "'reversed: true'"),
    ("anime({ targets: o, x: 1, direction: 'reverse' })", "'normal' and 'alternate'"),
    ("animate(o, { x: 1, loop: 1.5 })", "'loop' is a whole number"),
  ])
  func refused(_ spec: String, _ message: String) {
    expectSpecRefused(spec, mentioning: message)
  }
}

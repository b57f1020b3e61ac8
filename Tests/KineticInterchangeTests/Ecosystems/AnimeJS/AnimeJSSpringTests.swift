import Kinetic
import Testing

@testable import KineticInterchange

/// Anime.js's springs, version 3's `easing: 'spring(mass, stiffness, damping, velocity)'` and
/// version 4's `ease: spring({ … })` / `createSpring({ … })`, against the values the real
/// library printed in node 20 (`print-anime3-springs.mjs` with `lib/anime.js` of 3.2.2,
/// `print-anime4-springs.mjs` with `dist/bundles/anime.esm.js` of 4.4.1, beside this file):
/// the tween's value at 0, 50, 100, 250, 500, 900 and 1400 ms, and its duration, which the
/// spring sets. At 1e-12 of the change: the same closed forms evaluated in another order (the
/// core's spring against WebKit's solver as Anime.js writes it).
@Suite("Anime.js springs")
struct AnimeJSSpringTests {
  static let times = [0, 50, 100, 250, 500, 900, 1400].map { Double($0) / 1000 }

  /// (spec, duration in ms, values of a change of 1) from Anime.js 3.2.2.
  static let printedByAnime3: [(String, Double, [Double])] = [
    (
      "spring(1, 80, 10, 0)", 1666.6666666666663,
      [
        0, 0.08766755371565038, 0.2820631017095374, 0.8983176107272595, 1.098368941806564,
        0.986931085694477, 1.0010173821213635,
      ]
    ),
    (
      "spring(2, 50, 5, 3)", 5416.66666666668,
      [
        0, 0.16937295265610908, 0.367391109161489, 0.9894006028845085, 1.5297907796688492,
        1.002906282185885, 0.8768597353004578,
      ]
    ),
    // Overdamped (ζ = 1.5): version 3 plays it on its critically damped branch.
    (
      "spring(1, 100, 30, 0)", 1111.1111111111115,
      [
        0, 0.09323666372961292, 0.2679199120688297, 0.7147546297819516, 0.9599092153554415,
        0.998777008841501, 1,
      ]
    ),
    (
      "spring(1,100,10,0)", 1666.6666666666663,
      [
        0, 0.10817892548982833, 0.34563491855944517, 1.0261006788937492, 1.0737111423877084,
        0.9930623101804286, 0.999396459391099,
      ]
    ),
  ]

  @Test("version 3 as Anime.js 3.2.2 plays it", arguments: printedByAnime3)
  func version3(_ easing: String, _ milliseconds: Double, _ printed: [Double]) throws {
    let spec = "anime({ targets: o, translateX: 1, duration: 300, easing: '\(easing)' })"
    let animation = try AnimationSpec.parse(spec).animation
    let duration = try #require(animation.sampler(change: 1.0).removalTime)
    #expect(abs(duration - milliseconds / 1000) <= 1e-12, "\(easing): \(duration)")
    let sampler = SpecSampler(animation: animation, from: 0, to: 1)
    for (t, expected) in zip(Self.times, printed) {
      let got = sampler.value(at: t)
      #expect(abs(got - expected) <= 1e-12, "\(easing) at \(t) s: \(got) vs \(expected)")
    }
  }

  /// (parameters, duration in ms, values of a change of 100) from Anime.js 4.4.1.
  static let printedByAnime4: [(String, Double, [Double])] = [
    (
      "{ stiffness: 80, damping: 10 }", 1680,
      [
        0, 8.386217588626966, 27.653869062289292, 89.46083255714805, 109.89629658962517,
        98.68739428886839, 100.10274399167116,
      ]
    ),
    (
      "{ mass: 2, stiffness: 50, damping: 5, velocity: 3 }", 6120,
      [
        0, 16.937295265610786, 36.73911091614862, 98.9400602884502, 152.9790779668848,
        100.29062821858955, 87.68597353004498,
      ]
    ),
    (
      "{ stiffness: 100, damping: 30 }", 2240,
      [
        0, 7.88667781651633, 21.33544006966317, 54.96613048012483, 82.65953497595362,
        96.23713446177027, 99.44269871442143,
      ]
    ),
    // Critically damped, exactly (ζ = 20/(2·√100) = 1).
    (
      "{ stiffness: 100, damping: 20 }", 1200,
      [
        0, 9.020401043104986, 26.424111765711555, 71.27025048163547, 95.95723180054874,
        99.87659019591332, 100,
      ]
    ),
    (
      "{ bounce: 0.3, duration: 500 }", 1080,
      [
        0, 14.571513971220341, 42.3302086740762, 98.40862308922566, 101.44983092118949,
        99.97320361756829, 100,
      ]
    ),
    (
      "{}", 1760,
      [
        0, 10.440547345507944, 34.02998466082986, 102.33595799066926, 107.4590566595033,
        99.29342634684903, 99.94009635098269,
      ]
    ),
  ]

  @Test("version 4 as Anime.js 4.4.1 plays it", arguments: printedByAnime4)
  func version4(_ parameters: String, _ milliseconds: Double, _ printed: [Double]) throws {
    for spec in [
      "animate(o, { x: 100, duration: 300, ease: spring(\(parameters)) })",
      "animate(o, { x: 100, ease: createSpring(\(parameters)) })",
      "createSpring(\(parameters))",
    ] {
      let animation = try AnimationSpec.parse(spec).animation
      let duration = try #require(animation.sampler(change: 1.0).removalTime)
      #expect(duration == milliseconds / 1000, "\(spec): \(duration)")
      let sampler = SpecSampler(animation: animation, from: 0, to: 100)
      for (t, expected) in zip(Self.times, printed) {
        let got = sampler.value(at: t)
        #expect(abs(got - expected) <= 1e-10, "\(spec) at \(t) s: \(got) vs \(expected)")
      }
    }
  }

  /// Version 3 clamps the velocity to 0.1...100 with the other parameters, so a velocity of 0
  /// starts at 0.1 changes per second and a negative one too.
  @Test func version3ClampsTheVelocity() throws {
    for easing in ["spring(1, 80, 10, 0)", "spring(1, 80, 10, -5)", "spring(1, 80, 10, 0.1)"] {
      let spec = "anime({ targets: o, x: 1, easing: '\(easing)' })"
      let sampler = SpecSampler(
        animation: try AnimationSpec.parse(spec).animation, from: 0, to: 1)
      #expect(abs(sampler.sample(at: 0).velocity - 0.1) <= 1e-12, "\(easing)")
    }
  }

  @Test(arguments: [
    ("anime({ targets: o, x: 1, easing: 'spring(1, 80, x, 0)' })", "'x' is not a number"),
    ("anime({ targets: o, x: 1, easing: 'spring(1, 2, 3, 4, 5)' })", "up to 4 numbers"),
    ("animate(o, { x: 1, ease: spring({ stifness: 80 }) })", "did you mean 'stiffness'"),
    ("createSpring({ damping: 'a' })", "'damping' takes a number"),
    ("animate(o, { x: 1, ease: spring(80) })", "one parameters object"),
  ])
  func refused(_ spec: String, _ message: String) {
    expectSpecRefused(spec, mentioning: message)
  }
}

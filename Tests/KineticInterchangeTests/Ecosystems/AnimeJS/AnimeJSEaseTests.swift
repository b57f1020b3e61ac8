import Kinetic
import Testing

@testable import KineticInterchange

/// Anime.js's eases, read from the spellings of version 3 (`anime.easing("easeOutElastic(1,
/// .5)")`) and version 4 (`eases.outElastic(1, .5)`), against the values the real library
/// printed in node 20: `lib/anime.js` of animejs 3.2.2 and `dist/bundles/anime.esm.js` of
/// 4.4.1 (git tags v3.2.2 and v4.4.1 of juliangarnier/anime), by `print-anime-eases.mjs`
/// beside this file. At 1e-12 of the change: the same functions evaluated in a different
/// order (Anime.js's `Math.pow` against the core's products and reversed curves). The one
/// exception is `cubicBezier`, where Anime.js's solver (bezier-easing: 4 Newton steps or 10
/// bisections to 1e-7) is compared at 1e-6 with the exact curve Kinetic reads.
@Suite("Anime.js eases")
struct AnimeJSEaseTests {
  static let progress = [0.1, 0.25, 0.3, 0.5, 0.7, 0.9]

  /// The version 4 spelling of `name`: a factory is called (`eases.outBack()`).
  static func v4Spec(_ name: String) -> String {
    name.contains("(") || !AnimeJSEase.takesParameters(name) ? "eases.\(name)" : "eases.\(name)()"
  }

  // Printed by print-anime-eases.mjs (Anime.js 3.2.2 and 4.4.1, node 20.20.2).
  static let printedByAnime3: [(String, [Double])] = [
    ("linear", [0.1, 0.25, 0.3, 0.5, 0.7, 0.9]),
    ("easeInQuad", [0.010000000000000002, 0.0625, 0.09, 0.25, 0.48999999999999994, 0.81]),
    ("easeOutCubic", [0.2709999999999999, 0.578125, 0.657, 0.875, 0.973, 0.999]),
    ("easeInOutQuart", [0.0008000000000000001, 0.03125, 0.0648, 0.5, 0.9351999999999999, 0.9992]),
    ("easeOutInQuint", [0.33615999999999996, 0.484375, 0.49488, 0.5, 0.50512, 0.66384]),
    (
      "easeInSine",
      [
        0.01231165940486223, 0.07612046748871326, 0.1089934758116321, 0.2928932188134524,
        0.5460095002604531, 0.843565534959769,
      ]
    ),
    (
      "easeInOutSine",
      [
        0.024471741852423234, 0.1464466094067262, 0.20610737385376343, 0.5, 0.7938926261462365,
        0.9755282581475768,
      ]
    ),
    ("easeInExpo", [0.001953125, 0.005524271728019902, 0.0078125, 0.03125, 0.125, 0.5]),
    ("easeOutExpo", [0.5, 0.8232233047033631, 0.875, 0.96875, 0.9921875, 0.998046875]),
    ("easeInOutExpo", [0.001953125, 0.015625, 0.03125, 0.5, 0.96875, 0.998046875]),
    (
      "easeInCirc",
      [
        0.005012562893380035, 0.031754163448145745, 0.04606079858305434, 0.1339745962155614,
        0.285857157145715, 0.5641101056459328,
      ]
    ),
    (
      "easeOutInCirc",
      [
        0.29999999999999993, 0.4330127018922193, 0.458257569495584, 0.5, 0.541742430504416,
        0.7000000000000001,
      ]
    ),
    ("easeInBack", [-0.017, -0.078125, -0.099, -0.125, 0.04899999999999982, 0.5670000000000002]),
    ("easeOutBack", [0.43299999999999983, 0.859375, 0.9510000000000002, 1.125, 1.099, 1.017]),
    ("easeInOutBack", [-0.028000000000000004, -0.0625, -0.03600000000000003, 0.5, 1.036, 1.028]),
    (
      "easeInBounce",
      [
        0.011874999999999997, 0.027343750000000007, 0.06937500000000002, 0.234375,
        0.31937499999999985, 0.9243750000000001,
      ]
    ),
    (
      "easeOutBounce",
      [0.07562499999999994, 0.47265625, 0.6806250000000001, 0.765625, 0.9306249999999998, 0.988125]
    ),
    ("easeInOutBounce", [0.03, 0.1171875, 0.04500000000000001, 0.5, 0.9550000000000001, 0.97]),
    (
      "easeOutElastic(1, .5)",
      [
        0.845491502812526, 1.176776695296637, 1.1011271242968683, 0.96875, 1.0063204452685544,
        0.9993964511828615,
      ]
    ),
    (
      "easeInElastic",
      [
        0.0006035488171385649, -0.005524271728019902, -0.006320445268554275, 0.03125,
        -0.10112712429686835, 0.154508497187474,
      ]
    ),
    (
      "easeInOutElastic(1, 0.8)",
      [0.001953125, -0.011048543456039808, -0.03125, 0.5, 1.03125, 0.998046875]
    ),
    (
      "easeOutElastic(0.5, 0.05)",
      [0.4999999999999999, 1.176776695296637, 0.875, 0.96875, 0.9921875, 0.998046875]
    ),
    ("steps(5)", [0.2, 0.4, 0.4, 0.6000000000000001, 0.8, 1]),
    (
      "steps(3)",
      [0.3333333333333333, 0.3333333333333333, 0.3333333333333333, 0.6666666666666666, 1, 1]
    ),
  ]
  static let printedByAnime4: [(String, [Double])] = [
    ("linear", [0.1, 0.25, 0.3, 0.5, 0.7, 0.9]),
    ("none", [0.1, 0.25, 0.3, 0.5, 0.7, 0.9]),
    ("inQuad", [0.010000000000000002, 0.0625, 0.09, 0.25, 0.48999999999999994, 0.81]),
    ("outCubic", [0.2709999999999999, 0.578125, 0.657, 0.875, 0.973, 0.999]),
    ("inOutQuart", [0.0008000000000000001, 0.03125, 0.0648, 0.5, 0.9351999999999999, 0.9992]),
    ("outInQuint", [0.33615999999999996, 0.484375, 0.49488, 0.5, 0.50512, 0.66384]),
    (
      "inOutSine",
      [
        0.024471741852423234, 0.1464466094067262, 0.20610737385376343, 0.5, 0.7938926261462365,
        0.9755282581475768,
      ]
    ),
    ("inExpo", [0.001953125, 0.005524271728019902, 0.0078125, 0.03125, 0.125, 0.5]),
    ("outExpo", [0.5, 0.8232233047033631, 0.875, 0.96875, 0.9921875, 0.998046875]),
    ("inOutExpo", [0.001953125, 0.015625, 0.03125, 0.5, 0.96875, 0.998046875]),
    (
      "outCirc",
      [
        0.4358898943540672, 0.6614378277661477, 0.714142842854285, 0.8660254037844386,
        0.9539392014169457, 0.99498743710662,
      ]
    ),
    (
      "inBack",
      [-0.0143, -0.0640625, -0.0801, -0.08749999999999997, 0.09309999999999996, 0.5913000000000004]
    ),
    ("outBack", [0.4086999999999996, 0.8171874999999998, 0.9069, 1.0875, 1.0801, 1.0143]),
    ("outBack(3)", [0.5139999999999998, 1, 1.098, 1.25, 1.162, 1.026]),
    (
      "inOutBack",
      [
        -0.0232, -0.04374999999999998, -0.014400000000000024, 0.4999999999999999, 1.0144,
        1.0231999999999999,
      ]
    ),
    ("outInBack", [0.3527999999999999, 0.54375, 0.5496, 0.5, 0.4504, 0.6472000000000001]),
    (
      "inBounce",
      [
        0.011874999999999997, 0.027343750000000007, 0.06937500000000002, 0.234375,
        0.31937499999999985, 0.9243750000000001,
      ]
    ),
    (
      "outBounce",
      [0.07562499999999994, 0.47265625, 0.6806250000000001, 0.765625, 0.9306249999999998, 0.988125]
    ),
    ("outElastic", [1.25, 0.9116116523516816, 0.875, 1.015625, 1.00390625, 0.998046875]),
    (
      "outElastic(1, .5)",
      [
        0.8454915028125262, 1.176776695296637, 1.1011271242968683, 0.96875, 1.0063204452685544,
        0.9993964511828615,
      ]
    ),
    (
      "inOutElastic(1, 1.2)",
      [
        -0.0009765624999999999, -0.013531646934131855, -0.015625000000000003, 0.5, 1.015625,
        1.0009765625,
      ]
    ),
    (
      "in(3)",
      [
        0.0010000000000000002, 0.015625, 0.026999999999999996, 0.125, 0.3429999999999999,
        0.7290000000000001,
      ]
    ),
    ("out(2)", [0.18999999999999995, 0.4375, 0.51, 0.75, 0.9099999999999999, 0.99]),
    ("inOut(4)", [0.0008000000000000001, 0.03125, 0.0648, 0.5, 0.9351999999999999, 0.9992]),
    ("outIn(5)", [0.33615999999999996, 0.484375, 0.49488, 0.5, 0.50512, 0.66384]),
    ("out(1)", [0.09999999999999998, 0.25, 0.30000000000000004, 0.5, 0.7, 0.9]),
  ]

  @Test(arguments: printedByAnime3)
  func version3(_ name: String, _ expected: [Double]) throws {
    for (p, value) in zip(Self.progress, expected) {
      let got = try specProgress("anime.easing('\(name)')", at: p)
      #expect(abs(got - value) <= 1e-12, "\(name) at \(p): \(got) vs Anime.js \(value)")
    }
  }

  @Test(arguments: printedByAnime4)
  func version4(_ name: String, _ expected: [Double]) throws {
    for (p, value) in zip(Self.progress, expected) {
      let got = try specProgress(Self.v4Spec(name), at: p)
      #expect(abs(got - value) <= 1e-12, "\(name) at \(p): \(got) vs Anime.js \(value)")
    }
  }

  /// `cubicBezier(.5, .05, .1, .3)` as Anime.js 3.2.2 printed it, against the exact curve.
  @Test func version3CubicBezier() throws {
    let printed = [
      0.01511274548666329, 0.08768618794279834, 0.15587009465129958, 0.5103592623023328,
      0.7393351679813992, 0.9197224953371564,
    ]
    for (p, value) in zip(Self.progress, printed) {
      let got = try specProgress("anime.easing('cubicBezier(.5, .05, .1, .3)')", at: p)
      #expect(abs(got - value) <= 1e-6, "at \(p): \(got) vs Anime.js \(value)")
    }
  }

  /// The documented constants: version 3's back overshoot is 2 and its elastic period 0.5;
  /// version 4's back overshoot is 1.7 and its elastic period 0.3.
  @Test func constants() throws {
    #expect(AnimeJSEase.v3BackOvershoot == 2)
    #expect(AnimeJSEase.v4BackOvershoot == 1.7)
    #expect(AnimeJSEase.elasticPeriod(.v3) == 0.5)
    #expect(AnimeJSEase.elasticPeriod(.v4) == 0.3)
    // (s + 1)t³ − s·t² at t = ½ is (1 − s)/8: −1/8 for s = 2.
    #expect(try specProgress("anime.easing('easeInBack')", at: 0.5) == -0.125)
  }

  @Test(arguments: [
    ("eases.outElastic(2, .5)", "amplitude above 1"),
    ("eases.steps(5)", "Anime.js 4 removed 'steps(...)' from its eases"),
    ("eases.outBack", "write eases.outBack() for the defaults"),
    ("anime.easing('easeOutElastc')", "did you mean 'easeOutElastic'"),
    ("eases.easeOutQuad", "unknown easing 'easeOutQuad'"),
    ("anime.easing('easeInBack(3)')", "'easeInBack' takes no parameters"),
    ("anime.easing('cubicBezier(1.5, 0, 0, 1)')", "x1 must be in 0...1"),
    ("eases.in(2.5)", "whole powers 1...5"),
    ("anime.easing('steps(0)')", "whole number in 1...10000"),
  ])
  func refused(_ spec: String, _ message: String) {
    expectSpecRefused(spec, mentioning: message)
  }
}

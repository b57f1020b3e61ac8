import Foundation
import Kinetic
import Testing

@testable import KineticInterchange

/// GSAP's eases, read from the spec strings GSAP takes, against (1) the values GSAP 3.12.7
/// itself printed (its `dist/gsap.js` run in node: `gsap.parseEase(name)(p)`), and (2) a
/// transcription of `src/gsap-core.js` 3.12.7 (`_insertEase`, `_configBack`, `_configElastic`,
/// the bounce closure, the blended expo of 3.12.6 on, `SteppedEase.config`) written here independently of the implementation,
/// which reuses the core's Penner curves. Both at 1e-12 of the change: the formulas are the
/// same functions evaluated in a different order (GSAP's `p ** n` against the core's products,
/// its ease-out elastic against the core's reversed ease-in).
@Suite("GSAP eases")
struct GSAPEaseTests {

  static let progress = [0.1, 0.25, 0.3, 0.5, 0.7, 0.9]

  /// Printed by GSAP 3.12.7 in node 20 for `gsap.parseEase(name)` at ``progress``.
  static let printedByGSAP: [(String, [Double])] = [
    ("none", [0.1, 0.25, 0.3, 0.5, 0.7, 0.9]),
    ("power1.out", [0.18999999999999995, 0.4375, 0.51, 0.75, 0.9099999999999999, 0.99]),
    (
      "power2.in",
      [
        0.0010000000000000002, 0.015625, 0.026999999999999996, 0.125, 0.3429999999999999,
        0.7290000000000001,
      ]
    ),
    ("power3.inOut", [0.0008000000000000001, 0.03125, 0.0648, 0.5, 0.9351999999999999, 0.9992]),
    ("power4", [0.40950999999999993, 0.7626953125, 0.8319300000000001, 0.96875, 0.99757, 0.99999]),
    ("quad", [0.18999999999999995, 0.4375, 0.51, 0.75, 0.9099999999999999, 0.99]),
    (
      "strong.inOut",
      [0.00016000000000000004, 0.015625, 0.03887999999999999, 0.5, 0.96112, 0.99984]
    ),
    (
      "sine.inOut",
      [
        0.024471741852423234, 0.1464466094067262, 0.20610737385376343, 0.5, 0.7938926261462365,
        0.9755282581475768,
      ]
    ),
    (
      "expo.in",
      [
        0.0001962125, 0.0015641734007549755, 0.00285405, 0.0234375, 0.12279469999999995,
        0.5031441000000001,
      ]
    ),
    (
      "expo.out",
      [
        0.4968558999999999, 0.8229228496212724, 0.8772053000000001, 0.9765625, 0.99714595,
        0.9998037875,
      ]
    ),
    (
      "circ.inOut",
      [
        0.010102051443364402, 0.0669872981077807, 0.09999999999999998, 0.5, 0.8999999999999999,
        0.9898979485566356,
      ]
    ),
    ("back.out(1.7)", [0.40869999999999984, 0.8171874999999997, 0.9069, 1.0875, 1.0801, 1.0143]),
    (
      "back.inOut",
      [
        -0.023225280000000015, -0.04384874999999999, -0.014513760000000042, 0.5, 1.01451376,
        1.0232252800000001,
      ]
    ),
    (
      "back.in(3)",
      [
        -0.026000000000000023, -0.125, -0.16199999999999992, -0.25, -0.09800000000000009,
        0.4860000000000001,
      ]
    ),
    ("elastic", [1.25, 0.9116116523516816, 0.875, 1.015625, 1.00390625, 0.998046875]),
    (
      "elastic.inOut",
      [
        0.00033915659700572975, 0.011969444423734044, 0.023938888847468087, 0.5,
        0.9760611111525319, 0.9996608434029943,
      ]
    ),
    (
      "elastic.in(1, 0.5)",
      [
        0.0006035488171385328, -0.005524271728019947, -0.006320445268554353, 0.03125,
        -0.10112712429686832, 0.15450849718747384,
      ]
    ),
    (
      "elastic.out(0.5, 0.3)",
      [0.75, 1.1530931089239487, 1.125, 0.984375, 0.99609375, 1.001953125]
    ),
    (
      "bounce.inOut",
      [0.030000000000000027, 0.1171875, 0.04500000000000004, 0.5, 0.9550000000000001, 0.97]
    ),
    (
      "bounce.in",
      [
        0.01187500000000008, 0.02734375, 0.06937499999999996, 0.234375, 0.31937499999999985,
        0.9243750000000001,
      ]
    ),
    ("steps(5)", [0, 0.2, 0.2, 0.6000000000000001, 0.8, 1]),
  ]

  @Test("matches the values GSAP 3.12.7 printed", arguments: printedByGSAP)
  func printed(_ name: String, _ expected: [Double]) throws {
    for (p, gsap) in zip(Self.progress, expected) {
      let kinetic = try specProgress("gsap.parseEase(\"\(name)\")", at: p)
      #expect(abs(kinetic - gsap) <= 1e-12, "\(name) at \(p): \(kinetic) vs GSAP \(gsap)")
    }
  }

  // MARK: An independent transcription of gsap-core.js 3.12.7

  typealias Ease = @Sendable (Double) -> Double

  /// One family's three eases.
  struct Family: Sendable {
    var easeIn: Ease
    var out: Ease
    var inOut: Ease
  }

  /// `_insertEase`'s defaults: the ease-out 1 − in(1 − p) and the ease-in-out from the ease-in.
  static func inserted(_ easeIn: @escaping Ease) -> Family {
    Family(
      easeIn: easeIn, out: { p in 1 - easeIn(1 - p) },
      inOut: { p in p < 0.5 ? easeIn(p * 2) / 2 : 1 - easeIn((1 - p) * 2) / 2 })
  }

  /// `_easeInOutFromOut`.
  static func inOutFromOut(_ easeOut: @escaping Ease) -> Ease {
    { p in p < 0.5 ? (1 - easeOut(1 - (p * 2))) / 2 : 0.5 + easeOut((p - 0.5) * 2) / 2 }
  }

  /// `_configElastic(type, amplitude, period)`.
  static func elastic(_ type: String?, _ amplitude: Double, _ period: Double?) -> Ease {
    let p1 = amplitude >= 1 ? amplitude : 1
    var p2 =
      (period.flatMap { $0 == 0 ? nil : $0 } ?? (type != nil ? 0.3 : 0.45))
      / (amplitude < 1 ? amplitude : 1)
    let asinTerm = asin(1 / p1)
    let p3 = p2 / (2 * Double.pi) * (asinTerm.isNaN ? 0 : asinTerm)
    p2 = 2 * Double.pi / p2
    let scale = p2
    let easeOut: Ease = { p in p == 1 ? 1 : p1 * pow(2, -10 * p) * sin((p - p3) * scale) + 1 }
    switch type {
    case "out": return easeOut
    case "in": return { p in 1 - easeOut(1 - p) }
    default: return inOutFromOut(easeOut)
    }
  }

  /// `_configBack(type, overshoot)`.
  static func back(_ type: String?, _ s: Double) -> Ease {
    let easeOut: Ease = { p in
      if p == 0 { return 0 }
      let q = p - 1
      return q * q * ((s + 1) * q + s) + 1
    }
    switch type {
    case "out": return easeOut
    case "in": return { p in 1 - easeOut(1 - p) }
    default: return inOutFromOut(easeOut)
    }
  }

  /// The bounce ease-out with n = 7.5625, c = 2.75.
  static let bounceOut: Ease = { p in
    let (n, c) = (7.5625, 2.75)
    let (n1, n2, n3) = (1 / c, 2 / c, 2.5 / c)
    if p < n1 { return n * p * p }
    if p < n2 { return n * pow(p - 1.5 / c, 2) + 0.75 }
    if p < n3 { return n * (p - 2.25 / c) * (p - 2.25 / c) + 0.9375 }
    return n * pow(p - 2.625 / c, 2) + 0.984375
  }

  /// `SteppedEase.config(steps)`.
  static func steps(_ n: Double) -> Ease {
    let (p1, p2, maximum) = (1 / n, n + 1, 1 - 1e-8)
    return { p in Double(Int(p2 * min(max(p, 0), maximum))) * p1 }
  }

  /// Every family by its lowercase name, as `_easeMap` holds them.
  static let families: [String: Family] = {
    var table: [String: Family] = [:]
    for (i, name) in ["linear", "quad", "cubic", "quart", "quint", "strong"].enumerated() {
      let power = Double(i < 5 ? i + 1 : i)
      var easeIn: Ease = { p in pow(p, power) }
      if i == 0 { easeIn = { p in p } }
      let easeOut: Ease = { p in 1 - pow(1 - p, power) }
      let easeInOut: Ease = { p in
        p < 0.5 ? pow(p * 2, power) / 2 : 1 - pow((1 - p) * 2, power) / 2
      }
      let family = Family(easeIn: easeIn, out: easeOut, inOut: easeInOut)
      table[name] = family
      table["power\(Int(power) - 1)"] = family
    }
    // `_insertEase("Bounce", p => 1 - easeOut(1 - p), easeOut)`: the in-out is the default.
    var bounce = inserted { (p: Double) -> Double in 1 - bounceOut(1 - p) }
    bounce.out = bounceOut
    table["bounce"] = bounce
    // 3.12.6 on: "a blended ease to ensure it lands where it should perfectly".
    table["expo"] = inserted { (p: Double) -> Double in
      let blend: Double = p * p * p * p * p * p * (1 - p)
      return pow(2.0, 10 * (p - 1)) * p + blend
    }
    table["circ"] = inserted { (p: Double) -> Double in -(sqrt(1 - (p * p)) - 1) }
    table["sine"] = inserted { (p: Double) -> Double in p == 1 ? 1 : -cos(p * Double.pi / 2) + 1 }
    table["back"] = Family(
      easeIn: back("in", 1.70158), out: back("out", 1.70158), inOut: back(nil, 1.70158))
    table["elastic"] = Family(
      easeIn: elastic("in", 1, nil), out: elastic("out", 1, nil), inOut: elastic(nil, 1, nil))
    return table
  }()

  static let grid = (0...200).map { Double($0) / 200 }

  static func expectMatches(_ spec: String, _ reference: Ease) throws {
    var worst = 0.0
    for p in grid { worst = max(worst, abs(try specProgress(spec, at: p) - reference(p))) }
    #expect(worst <= 1e-12, "\(spec): worst difference \(worst)")
  }

  @Test("every named ease matches the transcription", arguments: families.keys.sorted())
  func named(_ family: String) throws {
    let f = Self.families[family]!
    try Self.expectMatches("\"\(family)\"", f.out)
    try Self.expectMatches("\"\(family).in\"", f.easeIn)
    try Self.expectMatches("\"\(family).out\"", f.out)
    try Self.expectMatches("\"\(family).inOut\"", f.inOut)
    let capital = family.prefix(1).uppercased() + family.dropFirst()
    try Self.expectMatches("gsap.parseEase(\"\(capital).easeInOut\")", f.inOut)
  }

  @Test(
    "configured back and elastic match the transcription",
    arguments: [
      ("in", 1.0, 0.3), ("out", 1.0, 0.5), ("inOut", 1.0, 0.0), ("out", 0.4, 0.3),
      ("in", 0.75, 0.2), ("inOut", 0.5, 0.6), ("out", 1.0, 0.0),
    ])
  func elasticConfigured(_ type: String, _ amplitude: Double, _ period: Double) throws {
    try Self.expectMatches(
      "\"elastic.\(type)(\(amplitude), \(period))\"",
      Self.elastic(type == "inOut" ? nil : type, amplitude, period))
  }

  @Test("back overshoots", arguments: [0.0, 1.2, 1.70158, 2.5, 4])
  func backConfigured(_ s: Double) throws {
    try Self.expectMatches("\"back.in(\(s))\"", Self.back("in", s))
    try Self.expectMatches("\"back.out(\(s))\"", Self.back("out", s))
    try Self.expectMatches("\"back(\(s))\"", Self.back("out", s))
    try Self.expectMatches("\"back.inOut(\(s))\"", Self.back(nil, s))
  }

  @Test("steps(n)", arguments: [1, 2, 5, 12])
  func steps(_ n: Int) throws {
    // Away from the jumps: at a jump, GSAP's product and the CSS model may round apart.
    for p in Self.grid where abs(p * Double(n + 1) - (p * Double(n + 1)).rounded()) > 1e-9 {
      let kinetic = try specProgress("\"steps(\(n))\"", at: p)
      #expect(abs(kinetic - Self.steps(Double(n))(p)) <= 1e-12, "steps(\(n)) at \(p)")
    }
  }

  @Test("GSAP's back.inOut keeps 1.70158, unlike easings.net's easeInOutBack")
  func backInOutIsNotEasingsNet() throws {
    let gsap = try specProgress("\"back.inOut\"", at: 0.2)
    let easingsNet = UnitCurve.penner(.back(overshoot: PennerCurve.backInOutOvershoot), .inOut)
      .value(at: 0.2)
    #expect(abs(gsap - easingsNet) > 1e-3)
  }

  @Test(
    "bad ease strings are named with the column",
    arguments: [
      ("\"powr2.out\"", "did you mean 'power2.out'"),
      ("\"elastic.out(2, 0.3)\"", "amplitude above 1"),
      ("\"elastic.out(0, 0.3)\"", "amplitude must be greater than 0"),
      ("\"steps(0)\"", "steps must be a whole number"),
      ("\"steps(2.5)\"", "steps must be a whole number"),
      ("\"back.out(x)\"", "'x' is not a number"),
      ("\"power2.out(3)\"", "'power2.out' takes no parameters"),
      ("\"back.out(1.7\"", "expected ')'"),
      ("gsap.parseEase(3)", "expected one ease string"),
    ])
  func errors(_ spec: String, _ message: String) {
    do {
      _ = try AnimationSpec.parse(spec)
      Issue.record("\(spec) was read")
    } catch {
      #expect("\(error)".contains(message), "\(spec): \(error)")
      #expect("\(error)".contains("column"), "\(spec): \(error)")
    }
  }
}

import Foundation
import KineticInterchange
import Testing

/// CSS `@keyframes` as written in stylesheets: values with units (`left: 80px`,
/// `rotate: 45deg`) and one `transform` function (`translateX(80px)`), a unitless 0 matching
/// any unit (CSS Values 4), and refusals that name the mixed unit or the transform that is not
/// one number. Expected values are the keyframes eased by CSS's named curves, solved here by
/// bisection on x(s) = t (CSS Easing 1's definition), independently of Kinetic's solver.
@Suite struct CSSKeyframesUnitsTests {
  /// The cubic Bezier easing (0,0)-(x1,y1)-(x2,y2)-(1,1) at progress `t`, by 200 bisections.
  static func eased(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ t: Double) -> Double {
    func bezier(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
      3 * p1 * (1 - s) * (1 - s) * s + 3 * p2 * (1 - s) * s * s + s * s * s
    }
    var (lo, hi) = (0.0, 1.0)
    for _ in 0..<200 {
      let mid = (lo + hi) / 2
      if bezier(x1, x2, mid) < t { lo = mid } else { hi = mid }
    }
    return bezier(y1, y2, (lo + hi) / 2)
  }

  @Test func translateXKeyframesWithPixelsAndAUnitlessZero() throws {
    let motion = try Motion(
      parsing: """
        @keyframes slide {
          0% { transform: translateX(0) }
          40% { transform: translateX(80px); animation-timing-function: ease-out; }
          100% { transform: translateX(100px) }
        }
        """)
    let sampler = try motion.sampler(from: 0)
    // 0 → 80 over [0, 0.4] eased by `ease`, 80 → 100 over [0.4, 1] by `ease-out`.
    for t in [0.1, 0.2, 0.3] {
      let expected = 80 * Self.eased(0.25, 0.1, 0.25, 1, t / 0.4)
      #expect(abs(sampler.sample(at: t).value - expected) <= 1e-12)
    }
    for t in [0.55, 0.7, 0.9] {
      let expected = 80 + 20 * Self.eased(0, 0, 0.58, 1, (t - 0.4) / 0.6)
      #expect(abs(sampler.sample(at: t).value - expected) <= 1e-12)
    }
    #expect(sampler.sample(at: 1).value == 100)
  }

  @Test(arguments: ["px", "%", "em", "rem", "vw", "deg", "turn"])
  func unitsAreReadAsWritten(unit: String) throws {
    let motion = try Motion(
      parsing: "@keyframes a { from { left: 10\(unit) } to { left: 30\(unit) } }")
    let sampler = try motion.sampler(from: 0)
    #expect(
      abs(sampler.sample(at: 0.5).value - (10 + 20 * Self.eased(0.25, 0.1, 0.25, 1, 0.5))) <= 1e-12)
  }

  @Test func mixedUnitsAndOtherTransformsAreRefusedWithTheReason() {
    expectSpecRefused(
      "@keyframes a { 0% { left: 0px } 100% { left: 80% } }",
      mentioning: ["one unit", "'%' here, 'px'"])
    expectSpecRefused(
      "@keyframes a { from { transform: matrix(1, 0, 0, 1, 0, 0) } to { transform: none } }",
      mentioning: ["'matrix' is not one number", "translateX(80px)"])
    expectSpecRefused(
      "@keyframes a { from { transform: translate(1px, 2px) } }",
      mentioning: ["'translate' is not one number"])
    expectSpecRefused(
      "@keyframes a { from { transform: rotate(0deg) } to { transform: scale(2) } }",
      mentioning: ["one property", "'scale' is not 'rotate'"])
  }
}

/// A CSS `@keyframes` rule exports back to CSS as the property it animated (issue 33): the same
/// property, `transform` function and unit on every keyframe — `left: 80px` stays `left: 80px`
/// and `transform: translateX(80px)` stays `translateX(80px)`, where both were written as
/// `scale: 80` — and the export reads back as the same motion, the same property, and exports
/// again as the same text.
@Suite struct CSSKeyframesPropertyExportTests {
  static let rules: [(rule: String, property: CSSAnimatedProperty, declarations: [String])] = [
    (
      "@keyframes slide { 0% { transform: translateX(0) } 40% { transform: translateX(80px); "
        + "animation-timing-function: ease-out; } 100% { transform: translateX(100px) } }",
      CSSAnimatedProperty(name: "transform", transformFunction: "translateX", unit: "px"),
      ["transform: translateX(0px)", "transform: translateX(80px)", "transform: translateX(100px)"]
    ),
    (
      "@keyframes a { from { left: 10px } 30% { left: 80px } to { left: 30px } }",
      CSSAnimatedProperty(name: "left", unit: "px"), ["left: 10px", "left: 80px", "left: 30px"]
    ),
    (
      "@keyframes spin { to { transform: rotate(0.5turn) } }",
      CSSAnimatedProperty(name: "transform", transformFunction: "rotate", unit: "turn"),
      ["transform: rotate(0turn)", "transform: rotate(0.5turn)"]
    ),
    (
      "@keyframes grow { 0% { width: 0 } 50% { width: 120%; animation-timing-function: "
        + "cubic-bezier(0.1, 0.7, 0.3, 1.4) } 100% { width: 100% } }",
      CSSAnimatedProperty(name: "width", unit: "%"), ["width: 0%", "width: 120%", "width: 100%"]
    ),
    (
      "@keyframes dip { 30% { opacity: -5; animation-timing-function: linear } to { opacity: 1 } }",
      CSSAnimatedProperty(name: "opacity"), ["opacity: 0", "opacity: -5", "opacity: 1"]
    ),
  ]

  /// `readBack` moves as `spec` does, to 1e-12, at `samples + 1` times over `span` seconds.
  static func expectSameMotion(
    _ spec: AnimationSpec, _ readBack: AnimationSpec, over span: Double, samples: Int,
    _ code: String
  ) {
    let original = SpecSampler(animation: spec.animation, from: 0, to: 1)
    let again = SpecSampler(animation: readBack.animation, from: 0, to: 1)
    for k in 0...samples {
      let t = span * Double(k) / Double(samples)
      #expect(abs(original.value(at: t) - again.value(at: t)) <= 1e-12, "t = \(t)\n\(code)")
    }
  }

  static func css(_ spec: AnimationSpec) throws -> String {
    try Exporter(spec: spec, tolerance: 0.001, duration: nil).code(for: .css)
  }

  @Test(arguments: rules.indices)
  func exportsTheSamePropertyAndReadsBack(_ index: Int) throws {
    let (rule, property, declarations) = Self.rules[index]
    let spec = try AnimationSpec.parse(rule, keyframesFrom: 0)
    #expect(spec.property == property)
    let code = try Self.css(spec)
    #expect(!code.contains("approximation"), "\(code)")
    let written = code.split(separator: "\n").filter { $0.contains("% {") }.map {
      String($0.drop { $0 != "{" }.dropFirst().prefix { $0 != ";" && $0 != "}" })
        .trimmingCharacters(in: .whitespaces)
    }
    #expect(written == declarations, "\(code)")
    // Read back: the same property, the same motion (to 1e-12 of the values), the same text.
    let readBack = try AnimationSpec.parse(code)
    #expect(readBack.property == property)
    Self.expectSameMotion(spec, readBack, over: 1.2, samples: 200, code)
    #expect(try Self.css(readBack) == code)
  }

  /// The timing of an `animation:` declaration read with its rule comes back with the rule:
  /// duration, delay, iterations and direction, the keyframes eased by the animation's easing
  /// (a repeated rule ends at the change, 1).
  @Test func anAnimationDeclarationExportsWithItsTimingAndProperty() throws {
    let source =
      "animation: bob 2s ease-in 0.5s infinite alternate; @keyframes bob { "
      + "0% { transform: translateY(0) } 50% { transform: translateY(1.2px) } "
      + "100% { transform: translateY(1px) } }"
    let spec = try AnimationSpec.parse(source)
    let code = try Self.css(spec)
    #expect(code.hasPrefix("animation: kinetic 2s linear 0.5s infinite alternate both;"), "\(code)")
    #expect(
      code.contains("50% { transform: translateY(1.2px); animation-timing-function: ease-in }"))
    let readBack = try AnimationSpec.parse(code)
    Self.expectSameMotion(spec, readBack, over: 9, samples: 400, code)
  }

  /// What a single motion's CSS export writes — `from { transform: translateX(0) } to {
  /// transform: translateX(100px) }` — still names the change (0 to 1), now that the rule's
  /// values are readable: endpoints with units and no easing of their own are the timing's.
  @Test func anExportsEndpointsStillNameTheChange() throws {
    let spec = try AnimationSpec.parse("easeIn(duration: 0.4).repeatCount(3, autoreverses: false)")
    let code = try Self.css(spec)
    #expect(code.contains("translateX(100px)"), "\(code)")
    let readBack = try AnimationSpec.parse(code)
    Self.expectSameMotion(spec, readBack, over: 1.3, samples: 100, code)
  }
}

import Foundation
import Testing

@testable import Kinetic
@testable import KineticInterchange

/// The other ecosystems' spellings of an animation (issue 18): each reads into the motion its
/// ecosystem's own source defines, the same motion pasted in every syntax gives the same
/// samples, exported code reads back as the same motion, and bad input is an error naming the
/// form and its column.
@Suite("spec language: foreign forms")
struct ForeignSpecTests {
  static func samples(_ source: String, until end: Double = 2) throws -> [Double] {
    let spec = try AnimationSpec.parse(source)
    let sampler = SpecSampler(animation: spec.animation, from: 0, to: 1)
    return (0...400).map { sampler.value(at: end * Double($0) / 400) }
  }

  static func expectSame(
    _ sources: [String], until end: Double = 2, tolerance: Double = 1e-12,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let reference = try samples(sources[0], until: end)
    for source in sources.dropFirst() {
      let other = try samples(source, until: end)
      let worst = zip(reference, other).map { abs($0 - $1) }.max() ?? 0
      #expect(
        worst <= tolerance, "\(source) vs \(sources[0]): \(worst)", sourceLocation: sourceLocation)
    }
  }

  /// m = 1, k = 100, c = 10 in every ecosystem's spring syntax.
  @Test func sameSpringInEverySyntax() throws {
    try Self.expectSame([
      "interpolatingSpring(mass: 1, stiffness: 100, damping: 10)",
      "SpringDescription(mass: 1, stiffness: 100, damping: 10)",
      "SpringDescription.withDampingRatio(mass: 1, stiffness: 100, ratio: 0.5)",
      "{ type: \"spring\", stiffness: 100, damping: 10, mass: 1 }",
      "{ tension: 100, friction: 10 }",
      "CASpringAnimation(mass: 1, stiffness: 100, damping: 10)",
      "UISpringTimingParameters(mass: 1, stiffness: 100, damping: 10, initialVelocity: CGVector(dx: 0, dy: 0))",
      "spring(dampingRatio = 0.5f, stiffness = 100f)",
      "{ type: \"spring\" }",  // Motion's defaults
    ])
  }

  /// SwiftUI's duration/bounce spring in the ecosystems that have one.
  @Test func sameDurationBounceSpring() throws {
    try Self.expectSame([
      "interpolatingSpring(duration: 0.5, bounce: 0.3)",
      "CASpringAnimation(perceptualDuration: 0.5, bounce: 0.3)",
      "SpringDescription.withDurationAndBounce(duration: Duration(milliseconds: 500), bounce: 0.3)",
      "UISpringTimingParameters(duration: 0.5, bounce: 0.3)",
      // Motion's visualDuration is the response / 1.2.
      "{ type: \"spring\", visualDuration: \(0.5 / 1.2), bounce: 0.3 }",
      // react-spring's frequency is the response, damping the ratio.
      "{ frequency: 0.5, damping: 0.7 }",
    ])
  }

  /// Compose's constants (Spring.kt) and tween defaults (300 ms, FastOutSlowInEasing).
  @Test func composeForms() throws {
    let ratio = 0.5
    let stiffness = 200.0
    try Self.expectSame([
      "spring(dampingRatio = Spring.DampingRatioMediumBouncy, stiffness = Spring.StiffnessLow)",
      "interpolatingSpring(mass: 1, stiffness: 200, damping: \(2 * ratio * stiffness.squareRoot()))",
    ])
    try Self.expectSame(
      [
        "timingCurve(0.4, 0, 0.2, 1, duration: 0.3)",
        "tween()",
        "tween<Float>(durationMillis = 300, delayMillis = 0, easing = FastOutSlowInEasing)",
        "tween(300, 0, CubicBezierEasing(0.4f, 0f, 0.2f, 1f))",
        "tween(durationMillis = 300, easing = MotionTokens.EasingLegacyCubicBezier)",
      ], until: 0.5)
    try Self.expectSame(
      [
        "timingCurve(0.4, 0, 0.2, 1, duration: 0.3).delay(0.1)",
        "tween(durationMillis = 300, delayMillis = 100)",
      ], until: 0.5)
    try Self.expectSame(["easeInOutBounce", "tween(1000, easing = EaseInOutBounce)"], until: 1)
  }

  /// Curves alone last 1 s; the same Bezier in every ecosystem.
  @Test func sameCurveInEverySyntax() throws {
    try Self.expectSame(
      [
        "cubic-bezier(0.42, 0, 0.58, 1)", "Curves.easeInOut", "Cubic(0.42, 0.0, 0.58, 1.0)",
        "CAMediaTimingFunction(name: .easeInEaseOut)",
        "CAMediaTimingFunction(controlPoints: 0.42, 0, 0.58, 1)", "EaseInOut",
        "UICubicTimingParameters(controlPoint1: CGPoint(x: 0.42, y: 0), controlPoint2: CGPoint(x: 0.58, y: 1))",
        "{ duration: 1, ease: [0.42, 0, 0.58, 1] }", "{ duration: 1 }",
        "UIViewPropertyAnimator(duration: 1, curve: .easeInOut)",
      ], until: 1)
  }

  /// Flutter's Interval (curves.dart): 0 until begin, the curve stretched, 1 after.
  @Test func flutterInterval() throws {
    let values = try Self.samples("Interval(0.2, 0.8, curve: Curves.easeIn)", until: 1)
    for (i, value) in values.enumerated() {
      let t = Double(i) / 400
      let u = min(max((t - 0.2) / 0.6, 0), 1)
      #expect(abs(value - UnitCurve.easeIn.value(at: u)) <= 1e-12)
    }
    try Self.expectSame(["Curves.bounceOut.flipped", "easeInBounce"], until: 1)
  }

  /// Motion's easings (motion-utils): anticipate = backIn on the first half, then
  /// 0.5·(2 − 2^(−10(2p − 1))); backIn the reversal of cubicBezier(0.33, 1.53, 0.69, 0.99).
  @Test func motionEasings() throws {
    let backOut = UnitCurve.bezier(
      startControlPoint: UnitPoint(x: 0.33, y: 1.53), endControlPoint: UnitPoint(x: 0.69, y: 0.99))
    let values = try Self.samples("{ duration: 1, ease: \"anticipate\" }", until: 1)
    for (i, value) in values.enumerated().dropLast() {
      let p = Double(i) / 400 * 2
      let expected =
        p < 1 ? 0.5 * (1 - backOut.value(at: 1 - p)) : 0.5 * (2 - pow(2, -10 * (p - 1)))
      #expect(abs(value - expected) <= 1e-12, "anticipate at \(p / 2)")
    }
    try Self.expectSame(
      ["{ duration: 1, ease: \"circOut\" }", "circularEaseOut(duration: 1)"], until: 1)
  }

  /// Motion's duration-based spring (find.ts): the spring's envelope reaches 0.001 at the
  /// duration, and the motion ends there (a jump to the target).
  @Test func motionDurationSpring() throws {
    let spring = try #require(
      DurationResolvedSpring.motion(duration: 0.8, bounce: 0.3, velocity: 0))
    #expect(abs(spring.dampingRatio - 0.7) <= 1e-12)
    let z = spring.dampingRatio
    let w = spring.angularFrequency
    let envelope = exp(-z * w * 0.8) * z * w / (w * (1 - z * z).squareRoot())
    #expect(abs(envelope - 0.001) <= 1e-9, "envelope \(envelope)")
    let values = try Self.samples("{ type: \"spring\", duration: 0.8, bounce: 0.3 }", until: 1)
    #expect(values[320] == 1 && values[319] != 1)
  }

  /// UIKit's duration-based spring (the rule public reverse engineering shows; see
  /// DurationResolvedSpring): after its 12 Newton steps from 5/duration, the envelope
  /// |ζω − v|/(ω√(1 − ζ²))·e^{−ζωd} (ζ < 1) or ((ω − v)d + 1)e^{−ωd} (ζ = 1) is 0.001 at the
  /// duration, for velocities towards the target (v > 0), away from it and none.
  @Test func uiKitDurationSpring() throws {
    var converged = 0
    for duration in [0.1, 0.3, 0.5, 1.0, 3.0] {
      for ratio in [0.2, 0.5, 0.7, 0.9, 1.0] {
        for v in [-2.0, 0, 2, 5] {
          guard
            let spring = DurationResolvedSpring.uiKit(
              duration: duration, dampingRatio: ratio, velocity: v)
          else {
            // The steps ran away (a flat envelope sends ω past where e^{−ζωd} underflows): the
            // command line says no spring was found.
            #expect(v > 0, "\(duration), \(ratio), \(v)")
            continue
          }
          let w = spring.angularFrequency
          let z = spring.dampingRatio
          #expect(abs(z - ratio) <= 1e-12 && spring.mass == 1)
          let envelope =
            z < 1
            ? abs(z * w - v) / (w * (1 - z * z).squareRoot()) * exp(-z * w * duration)
            : abs((w - v) * duration + 1) * exp(-w * duration)
          if abs(envelope - 0.001) <= 1e-12 {
            converged += 1
          } else {
            // Newton's steps have not converged: UIKit uses what they reach, and so does Kinetic.
            #expect(v > 0, "\(duration), \(ratio), \(v): \(envelope)")
          }
        }
      }
    }
    // Newton's 12 steps from 5/d reach the root for all but a few settings with a large
    // velocity towards the target.
    #expect(converged >= 90, "\(converged) of 100")
    // The velocity enters as UIKit gives it, towards the target: the sine term's amplitude is
    // |ζω − v|, so a throw towards the target needs a different spring from one away from it.
    let towards = try #require(
      DurationResolvedSpring.uiKit(duration: 0.5, dampingRatio: 0.7, velocity: 3))
    let away = try #require(
      DurationResolvedSpring.uiKit(duration: 0.5, dampingRatio: 0.7, velocity: -3))
    #expect(towards.stiffness != away.stiffness)
    // Clamps: the duration to 0.01…10 s, ζ to [FLT_EPSILON, 1].
    #expect(
      DurationResolvedSpring.uiKit(duration: 20, dampingRatio: 0.5, velocity: 0)
        == DurationResolvedSpring.uiKit(duration: 10, dampingRatio: 0.5, velocity: 0))
    #expect(
      DurationResolvedSpring.uiKit(duration: 0.5, dampingRatio: 3, velocity: 0)
        == DurationResolvedSpring.uiKit(duration: 0.5, dampingRatio: 1, velocity: 0))
    try Self.expectSame([
      "UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0, options: [], animations: { view.alpha = 1 }, completion: nil)",
      "UIViewPropertyAnimator(duration: 0.5, timingParameters: UISpringTimingParameters(dampingRatio: 0.7, initialVelocity: CGVector(dx: 0, dy: 0)))",
      "UIViewPropertyAnimator(duration: 0.5, dampingRatio: 0.7)",
    ])
  }

  /// Exported code reads back as the same motion (1e-12), for every target whose output is one
  /// expression: Compose, Motion, react-spring, Flutter's spring simulation.
  @Test(arguments: [
    ("easeInOut(duration: 0.3)", ExportTarget.compose), ("easeInOut(duration: 0.3)", .framer),
    ("timingCurve(0.2, 0.8, 0.3, 1, duration: 0.5).delay(0.25)", .compose),
    ("timingCurve(0.2, 0.8, 0.3, 1, duration: 0.5).delay(0.25)", .framer),
    ("interpolatingSpring(mass: 1, stiffness: 200, damping: 14.142135623730951)", .compose),
    ("interpolatingSpring(mass: 1, stiffness: 100, damping: 10)", .framer),
    ("interpolatingSpring(mass: 1, stiffness: 100, damping: 10)", .reactSpring),
    ("interpolatingSpring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 2)", .flutter),
    ("linear(duration: 0.4).repeatCount(3, autoreverses: false)", .compose),
    ("easeInOut(duration: 0.4).repeatCount(3, autoreverses: true)", .framer),
    ("easeInOut(duration: 0.4).repeatCount(3, autoreverses: true)", .compose),
  ])
  func roundTrip(_ source: String, _ target: ExportTarget) throws {
    let spec = try AnimationSpec.parse(source)
    let code = try Exporter(spec: spec, tolerance: 0.001, duration: nil).code(for: target)
    #expect(!code.contains("approximation"), "\(target) approximated \(source): \(code)")
    try Self.expectSame([source, code], until: 3)
  }

  /// Bad foreign input: an error naming the form and the offending token's column, with a
  /// suggestion for a misspelt name (`kinetic eval` prints it with exit status 2).
  @Test func errorsNameTheFormAndColumn() {
    expectSpecRefused(
      "tween(durationMilis = 300)",
      mentioning: ["Compose tween", "durationMilis", "did you mean 'durationMillis'", "column 7"])
    expectSpecRefused(
      "Curves.easeOutBak", mentioning: ["Flutter", "did you mean 'Curves.easeOutBack'"])
    expectSpecRefused(
      "{ type: \"sprong\", stiffness: 100 }",
      mentioning: ["Motion transition", "did you mean 'spring'", "column 9"])
    expectSpecRefused(
      "{ duration: 0.3, ease: \"easeOot\" }", mentioning: ["Motion ease", "'easeOut'"])
    expectSpecRefused(
      "config.wobbbly", mentioning: ["react-spring", "config.wobbly"])
    expectSpecRefused(
      "Interval(0.8, 0.2)", mentioning: ["Flutter Interval", "begin < end"])
    expectSpecRefused(
      "CAMediaTimingFunction(name: .easeInOut)",
      mentioning: ["CAMediaTimingFunction(name:)", "'.easeInEaseOut'", "column 29"])
    expectSpecRefused(
      "CAMediaTimingFunction(name: .easeInn)",
      mentioning: ["CAMediaTimingFunction(name:)", "did you mean", "'.easeIn'", "column 29"])
    expectSpecRefused(
      "SpringDescription(mass: 1, stiffness: -100, damping: 10)",
      mentioning: ["Flutter SpringDescription", "stiffness", "column 39"])
    expectSpecRefused(
      "{ type: \"spring\", stiffness: 100", mentioning: ["'}'"])
    expectSpecRefused(
      "easeInOutBounse", mentioning: ["did you mean 'easeInOutBounce'"])
    expectSpecRefused(
      "spring(duration: 0.5).dealy(0.2)", mentioning: ["did you mean 'delay'"])
  }

  @Test func editDistance() {
    #expect(
      NameSuggestion.suggestions(for: "easeinout", among: ["easeInOut", "linear"]) == ["easeInOut"])
    #expect(NameSuggestion.suggestions(for: "zzzzzz", among: ["easeInOut", "linear"]).isEmpty)
    #expect(NameSuggestion.distance(Array("ab".unicodeScalars), Array("ba".unicodeScalars)) == 1)
  }
}

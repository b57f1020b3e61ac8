import Foundation
import Kinetic
import Testing

@testable import KineticInterchange

@Suite("Spec language: binding to animations")
struct SpecBinderTests {
  static let equivalents: [(String, Animation)] = [
    ("easeInOut", .easeInOut),
    ("easeInOut(duration: 0.5)", .easeInOut(duration: 0.5)),
    (".easeInOut(duration: 0.5)", .easeInOut(duration: 0.5)),
    ("Animation.easeInOut(duration: 0.5)", .easeInOut(duration: 0.5)),
    ("linear", .linear),
    ("linear(duration: 2)", .linear(duration: 2)),
    ("easeIn", .easeIn),
    ("easeOut(duration: 1e-1)", .easeOut(duration: 0.1)),
    ("circularEaseIn", .timingCurve(.circularEaseIn)),
    ("circularEaseOut(duration: 0.5)", .timingCurve(.circularEaseOut, duration: 0.5)),
    (".circularEaseInOut(duration: 2)", .timingCurve(.circularEaseInOut, duration: 2)),
    ("timingCurve(0.25, 0.1, 0.25, 1, duration: 1)", .timingCurve(0.25, 0.1, 0.25, 1, duration: 1)),
    ("timingCurve(0.68, -0.55, 0.265, 1.55)", .timingCurve(0.68, -0.55, 0.265, 1.55)),
    ("spring", .spring),
    ("spring()", .spring()),
    ("default", .default),
    ("spring(response: 0.5, dampingFraction: 0.8)", .spring(response: 0.5, dampingFraction: 0.8)),
    ("spring(dampingFraction: 0.6)", .spring(response: 0.5, dampingFraction: 0.6)),
    ("spring(duration: 0.5, bounce: 0.3)", .spring(duration: 0.5, bounce: 0.3)),
    ("spring(bounce: -0.5)", .spring(duration: 0.5, bounce: -0.5)),
    (
      "interpolatingSpring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)",
      .interpolatingSpring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)
    ),
    (
      "interpolatingSpring(stiffness: 170, damping: 15)",
      .interpolatingSpring(stiffness: 170, damping: 15)
    ),
    ("interactiveSpring", .interactiveSpring()),
    ("interactiveSpring(response: 0.3)", .interactiveSpring(response: 0.3)),
    ("easeInOut.delay(0.2).speed(2)", Animation.easeInOut.delay(0.2).speed(2)),
    (
      "spring(duration: 0.5, bounce: 0.3).speed(0.5)",
      Animation.spring(duration: 0.5, bounce: 0.3).speed(0.5)
    ),
    // What SwiftUI accepts, with its meaning (issue 32): x clamped to [0, 1] (Apple,
    // `UnitCurve.bezier`), a negative delay (`DelayAnimation.swift`), a speed ≤ 0
    // (`SpeedAnimation.swift`).
    ("timingCurve(1.5, 0, -0.2, 1)", .timingCurve(1, 0, 0, 1)),
    ("timingCurve(-3, 0.2, 7, 0.9, duration: 2)", .timingCurve(0, 0.2, 1, 0.9, duration: 2)),
    ("easeInOut.delay(-0.1)", Animation.easeInOut.delay(-0.1)),
    ("easeInOut.speed(0)", Animation.easeInOut.speed(0)),
    ("spring.speed(-2)", Animation.spring.speed(-2)),
  ]

  @Test(arguments: equivalents)
  func bindsToTheSwiftUIAnimation(_ spec: String, _ expected: Animation) throws {
    #expect(try AnimationSpec.parse(spec).animation == expected)
  }

  @Test(arguments: [
    ("smooth", 0.5, 0.0), ("snappy", 0.5, 0.15), ("bouncy", 0.5, 0.3),
    ("snappy(duration: 0.4, extraBounce: 0.1)", 0.4, 0.15 + 0.1),
    ("bouncy(extraBounce: -0.2)", 0.5, 0.3 - 0.2),
  ])
  func presetsUseTheirDocumentedSprings(_ spec: String, _ duration: Double, _ bounce: Double) throws
  {
    let bound = try AnimationSpec.parse(spec)
    guard case .spring(let animation) = bound.animation.kind else {
      Issue.record("'\(spec)' is \(bound.animation), not a spring")
      return
    }
    #expect(animation.spring == Spring(duration: duration, bounce: bounce))
  }

  @Test func cssKeywordsMatchTheirControlPoints() throws {
    let pairs = [
      ("ease", "cubic-bezier(0.25, 0.1, 0.25, 1)"), ("ease-in", "cubic-bezier(0.42, 0, 1, 1)"),
      ("ease-out", "cubic-bezier(0, 0, 0.58, 1)"),
      ("ease-in-out", "cubic-bezier(0.42, 0, 0.58, 1)"),
    ]
    for (keyword, bezier) in pairs {
      guard case .easing(let a, _) = try AnimationSpec.parse(keyword).animation.kind,
        case .easing(let b, _) = try AnimationSpec.parse(bezier).animation.kind
      else {
        Issue.record("'\(keyword)' or '\(bezier)' is not a CSS easing")
        continue
      }
      for x in stride(from: 0.0, through: 1.0, by: 0.0625) {
        #expect(a.value(at: x) == b.value(at: x), "\(keyword) at \(x)")
      }
    }
  }

  /// (spec, text the message must name, column)
  static let bindingErrors: [(String, String, Int)] = [
    ("cubic-bezier(1.5, 0, 0.5, 1)", "1.5", 14),
    ("cubic-bezier(0.5, 0, -0.1, 1)", "-0.1", 22),
    ("spring(dampingRatio: 1)", "'dampingRatio:'", 8),
    ("spring(dampingRatio: 1)", "response:dampingFraction:blendDuration:", 8),
    ("easeInOut(duration: -1)", "-1", 21),
    ("easeInOut(duration: 0)", "'duration:'", 21),
    ("easeInOut(duration: nan)", "'nan'", 21),
    ("easeInOut(duration: inf)", "'inf'", 21),
    ("bogus", "'bogus'", 1),
    ("easeInOut.wobble(1)", "'wobble'", 11),
    ("ease(1)", "unexpected unlabelled argument in ease(...); expected ease(duration:)", 6),
    ("timingCurve(0.25, 0.1, 0.25)", "'y2'", 1),
    ("spring(bounce: 0.3, duration: 0.5)", "'duration:'", 21),
    ("spring(duration: 0.5, bounce: 1.0001)", "'bounce:'", 31),
    ("easeInOut(0.5)", "unlabelled", 11),
    ("easeInOut(time: 0.5)", "'time:'", 11),
    ("steps(0, jump-end)", "0", 7),
    ("steps(2.5)", "2.5", 7),
    ("steps(4, jump-middle)", "'jump-middle'", 10),
    ("easeInOut.repeatCount(0)", "0", 23),
    ("easeInOut.repeatCount(2, autoreverses: maybe)", "'maybe'", 40),
    ("spring(response: 0.5 0.6)", "one plain number", 18),
    ("interpolatingSpring(mass: 1)", "'stiffness:'", 1),
    ("snappy(extraBounce: 0.9)", "'extraBounce:'", 21),
    ("linear(0, 50%, 1)", "'50%'", 11),
    ("linear(0, 0.5 25%, 1, x: 2)", "'x:'", 23),
    ("default(1)", "takes no arguments", 1),
  ]

  /// The spec forms accept the core's whole ``Spring/bounceRange``: bounce 1 is Apple's
  /// undamped spring, x(t) = 1 − cos(ω₀t) with ω₀ = 2π/duration; just below −0.9999, which
  /// the initialiser would clamp, is refused.
  @Test func bounceRangeIsTheCores() throws {
    let spec = try AnimationSpec.parse("spring(duration: 0.5, bounce: 1)")
    for t in [0.05, 0.1, 0.3, 1.7] {
      let expected = 1 - cos(2 * Double.pi / 0.5 * t)
      #expect(abs(spec.animation.value(from: 0, to: 1, at: t) - expected) <= 1e-14, "t = \(t)")
    }
    #expect(throws: SpecError.self) { try AnimationSpec.parse("spring(bounce: -0.99991)") }
    #expect(throws: SpecError.self) { try AnimationSpec.parse("smooth(extraBounce: -0.99991)") }
    _ = try AnimationSpec.parse("smooth(extraBounce: -0.9999)")
  }

  @Test(arguments: bindingErrors)
  func bindingErrorsNameTokenAndColumn(_ spec: String, _ token: String, _ column: Int) {
    do {
      _ = try AnimationSpec.parse(spec)
      Issue.record("'\(spec)' should be rejected")
    } catch {
      #expect(error.column == column, "\(error)")
      #expect(error.description.contains(token), "\(error)")
    }
  }
}

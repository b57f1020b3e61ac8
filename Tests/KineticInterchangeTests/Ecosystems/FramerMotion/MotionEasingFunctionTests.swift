import Foundation
import Testing

@testable import Kinetic
@testable import KineticInterchange

/// Motion's easing functions as people write them: the imported easing itself (`ease: easeOut`),
/// `cubicBezier(…)`, and the modifiers `reverseEasing(e)` = 1 − e(1 − p) and `mirrorEasing(e)` =
/// e(2p)/2 below one half, (2 − e(2(1 − p)))/2 above (motion-utils `easing/modifiers`), inside a
/// transition's `ease` and pasted alone. Before, a pasted `reverseEasing(easeIn)` was peeled to
/// the `easeIn` inside it and read as that: a silent wrong curve.
@Suite("foreign forms: Motion's easing functions")
struct MotionEasingFunctionTests {
  /// A Motion easing (as `{ duration: 1, ease: … }`) at progress `p`.
  static func ease(_ ease: String, _ p: Double) throws -> Double {
    try value("{ duration: 1, ease: \(ease) }", at: p)
  }

  /// The value of `source`'s animation from 0 to 1 at `time` seconds.
  static func value(_ source: String, at time: Double) throws -> Double {
    try AnimationSpec.parse(source).animation.value(from: 0.0, to: 1.0, at: time)
  }

  static let progresses = [0.01, 0.1, 0.25, 0.3, 0.5, 0.6, 0.75, 0.9, 0.99]

  @Test("reverseEasing(easeIn) is ease-out: a Bezier turned end for end")
  func reverseOfABezier() throws {
    // Reversing cubic-bezier(x1, y1, x2, y2) gives cubic-bezier(1 − x2, 1 − y2, 1 − x1, 1 − y1):
    // easeIn (0.42, 0, 1, 1) becomes (0, 0, 0.58, 1). The two are computed differently (1 −
    // B(1 − p) against a solve of the other Bezier), so they agree to rounding, 1e-15.
    let easeOut = try CubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)
    for p in Self.progresses {
      for form in [
        "reverseEasing(easeIn)", "reverseEasing(\"easeIn\")", "reverseEasing([0.42, 0, 1, 1])",
      ] {
        let value = try Self.ease(form, p)
        #expect(abs(value - easeOut.value(at: p)) <= 1e-15, "\(form) at \(p)")
      }
    }
  }

  @Test("mirrorEasing(circIn) against its closed form, and Motion's own circInOut")
  func mirrorOfCircIn() throws {
    // circIn(p) = 1 − √(1 − p²); mirrored: (1 − √(1 − 4p²))/2 below one half,
    // (1 + √(1 − (2 − 2p)²))/2 above.
    for p in Self.progresses {
      let exact =
        p <= 0.5
        ? (1 - (1 - 4 * p * p).squareRoot()) / 2
        : (1 + (1 - (2 - 2 * p) * (2 - 2 * p)).squareRoot()) / 2
      let mirrored = try Self.ease("mirrorEasing(circIn)", p)
      #expect(abs(mirrored - exact) <= 1e-15, "\(p)")
      #expect(mirrored == (try Self.ease("\"circInOut\"", p)), "\(p)")
    }
  }

  @Test("the easing function itself and cubicBezier(…) read as the name and the array")
  func importedFunctions() throws {
    for p in Self.progresses {
      for name in ["easeIn", "easeOut", "backOut", "anticipate", "circInOut"] {
        #expect(try Self.ease(name, p) == Self.ease("\"\(name)\"", p), "\(name) at \(p)")
      }
      #expect(
        try Self.ease("cubicBezier(0.5, 0.1, 0.31, 0.96)", p)
          == Self.ease("[0.5, 0.1, 0.31, 0.96]", p))
    }
  }

  @Test("a pasted reverseEasing(…) or mirrorEasing(…) reads as what it is, lasting 1 s")
  func pastedAlone() throws {
    for p in Self.progresses {
      #expect(
        try Self.value("reverseEasing(easeIn)", at: p) == Self.ease("reverseEasing(easeIn)", p))
      #expect(
        try Self.value("mirrorEasing(reverseEasing(backOut))", at: p)
          == Self.ease("\"backInOut\"", p))
    }
    // Not the curve inside: the bug this suite was written for.
    #expect(try Self.value("reverseEasing(easeIn)", at: 0.3) != Self.value("easeIn", at: 0.3))
    let snippet = try SpecSnippet("const ease = reverseEasing(easeIn)")
    #expect(snippet.spec == "reverseEasing(easeIn)")
  }

  @Test(
    "errors name the easing function and the place",
    arguments: [
      ("reverseEasing()", "missing the easing", 1),
      ("reverseEasing(foo)", "unknown easing 'foo'", 15),
      ("mirrorEasing(easeIn, easeOut)", "too many arguments", 22),
      ("{ duration: 1, ease: reverseEasing(42) }", "expected a name such as", 36),
    ])
  func errors(source: String, message: String, column: Int) {
    #expect {
      _ = try AnimationSpec.parse(source)
    } throws: { error in
      guard let error = error as? SpecError else { return false }
      return error.column == column && error.description.contains(message)
    }
  }
}

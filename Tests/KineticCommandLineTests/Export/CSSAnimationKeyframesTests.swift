import Foundation
import Kinetic
import Testing

@testable import KineticCommandLine
@testable import KineticInterchange

/// CSS `animation: …;` followed by the `@keyframes` rule it names reads the rule's values
/// (issue 36 M7): each keyframe interval eased by its own `animation-timing-function` or, by
/// default, the animation's easing (CSS Animations 1, "animation-timing-function"), over the
/// animation's duration, after its delay, for its iterations. The reference is the stand-alone
/// `@keyframes` form (a 1 s track) with every timing function written out, time scaled by
/// hand. A rule of another name or broken keyframe text is refused, not played as 0 → 1.
@Suite("CSS animation: with its @keyframes")
struct CSSAnimationKeyframesTests {
  static func samples(_ source: String, over span: Double) throws -> [Double] {
    try ExportReadBackTests.samples(source, over: span)
  }

  @Test("the keyframes' values are played with the animation's timing")
  func values() throws {
    let rule = "@keyframes pulse { 0% { scale: 0 } 50% { scale: 3 } 100% { scale: 1 } }"
    let reference =
      "@keyframes pulse { 0% { scale: 0; animation-timing-function: ease-in } "
      + "50% { scale: 3; animation-timing-function: ease-in } 100% { scale: 1 } }"
    let declared = try Self.samples(
      "animation: pulse 2s ease-in 0s 1 normal both; " + rule, over: 2)
    let expected = try Self.samples(reference, over: 1)
    let worst = zip(declared, expected).map { abs($0 - $1) }.max()!
    #expect(worst <= 1e-12, "\(worst)")
    #expect(declared.max()! > 2.9, "the 50% keyframe's 3 is reached")
  }

  @Test("negative values, a keyframe's own timing function, a delay and iterations")
  func timing() throws {
    let rule =
      "@keyframes dip { from { opacity: 0 } 40% { opacity: -5; animation-timing-function: linear } "
      + "to { opacity: 1 } }"
    let declared = try Self.samples(
      "animation: dip 0.5s ease-out 0.25s 3;\n" + rule, over: 1.75)
    let reference = try Self.samples(
      "@keyframes dip { from { opacity: 0; animation-timing-function: ease-out } "
        + "40% { opacity: -5; animation-timing-function: linear } to { opacity: 1 } }", over: 1)
    // Reference time of the declaration's t: (t − 0.25)/0.5 within its pass.
    for (index, value) in declared.enumerated() {
      let t = 1.75 * Double(index) / 800
      let local = t - 0.25
      guard local > 0 else {
        #expect(value == 0, "before the delay at \(t)")
        continue
      }
      let phase = local / 0.5 - (local / 0.5).rounded(.down)
      let near = phase * 800
      // Skip samples on a pass boundary, where either side is right.
      guard abs(near - near.rounded()) < 1e-6, phase > 1e-9, phase < 1 - 1e-9 else { continue }
      #expect(abs(value - reference[Int(near.rounded())]) <= 1e-12, "at \(t)")
    }
    #expect(declared.min()! < -4.9, "the 40% keyframe's -5 is reached")
  }

  @Test("a rule of another name or broken keyframe text is refused")
  func refusals() {
    CommandLineHarness.expectUsageError(
      ["eval", "animation: a 1s linear; @keyframes b { 50% { scale: 3 } }", "--at", "0.5"],
      mentions: ["'b'", "'a'"])
    CommandLineHarness.expectUsageError(
      ["eval", "animation: a 1s linear; @keyframes a { 50% { scale: } }", "--at", "0.5"],
      mentions: ["@keyframes", "number"])
    CommandLineHarness.expectUsageError(
      ["eval", "animation: a 1s linear; @keyframes a { 50% { scale: 3 }", "--at", "0.5"],
      mentions: ["unclosed"])
  }
}

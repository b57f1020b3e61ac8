import Testing

@testable import Kinetic
@testable import KineticInterchange

/// A CSS rule with a `transition` or `animation` shorthand and timing longhands: by the
/// cascade a longhand after the shorthand overrides part of it, one before it is reset by it.
/// Kinetic reads the shorthand; an overriding longhand is refused at its column, with what to
/// write instead — before, it was dropped and the shorthand read as if it were not there.
@Suite("snippets: CSS timing longhands beside a shorthand")
struct CSSRuleLonghandTests {
  static func value(_ source: String, at time: Double) throws -> Double {
    let snippet = try SpecSnippet(source)
    return try AnimationSpec.parse(snippet.spec).animation.value(from: 0.0, to: 1.0, at: time)
  }

  @Test(
    "a timing longhand after its shorthand is refused where it is written",
    arguments: [
      (".box { transition: transform 1s ease-in; transition-delay: 0.5s }", "transition-delay", 42),
      (".box { transition: opacity 1s; transition-duration: 2s }", "transition-duration", 32),
      (
        ".box { transition: transform 1s ease-in; -webkit-transition-timing-function: ease-out }",
        "-webkit-transition-timing-function", 42
      ),
      (
        ".box { animation: pulse 1s ease-in; animation-iteration-count: 3 }",
        "animation-iteration-count", 37
      ),
      (".box { animation: pulse 1s; animation-direction: alternate }", "animation-direction", 29),
    ])
  func refused(source: String, name: String, column: Int) {
    expectSnippetRefused(
      source, at: column,
      mentioning: ["'\(name)' after the", "write the value into the shorthand"])
  }

  @Test(
    "a longhand before the shorthand, or one that is not about timing, leaves it as written",
    arguments: [
      ".box { transition-delay: 0.5s; transition: transform 1s ease-in }",
      ".box { transition: transform 1s ease-in; transition-property: opacity }",
      ".box { transition: transform 1s ease-in; animation-delay: 2s }",
    ])
  func readAsTheShorthand(source: String) throws {
    let shorthand = "transition: transform 1s ease-in"
    for time in [0.2, 0.5, 0.9] {
      #expect(try Self.value(source, at: time) == Self.value(shorthand, at: time), "\(time)")
    }
    // ease-in at 0.5 s of 1 s: not delayed by any longhand.
    let easeIn = try CubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1)
    #expect(try Self.value(source, at: 0.5) == easeIn.value(at: 0.5))
  }
}

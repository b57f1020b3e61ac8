import Kinetic
import Testing

@testable import KineticInterchange

/// Web Animations keyframe arrays with their own offsets and easings (issue 33), as MDN's
/// "Keyframe Formats" page writes them and `kinetic export --to waapi` writes a track: the
/// values as written, missing offsets spaced evenly (Web Animations 1, "computing missing
/// keyframe offsets"), each keyframe's easing from it to the next. The expected values are the
/// piecewise forms written out here from the keyframes, the Beziers solved by bisection
/// (``CSSKeyframesUnitsTests/eased(_:_:_:_:_:)``), not by Kinetic.
@Suite struct WebAnimationKeyframesTests {
  static func value(_ spec: String, at time: Double) throws -> Double {
    try Motion(parsing: spec).sampler(from: 0, to: 1).sample(at: time).value
  }

  @Test func anOffsetPlacesItsKeyframe() throws {
    // MDN, Keyframe Formats: 1 → 0.1 over 0…1.4 s, 0.1 → 0 over 1.4…2 s, linear.
    let spec =
      "element.animate([{ opacity: 1 }, { opacity: 0.1, offset: 0.7 }, { opacity: 0 }], 2000)"
    for (time, expected) in [(0.7, 0.55), (1.4, 0.1), (1.7, 0.05), (2.0, 0.0)] {
      #expect(abs(try Self.value(spec, at: time) - expected) <= 1e-12, "at \(time)")
    }
  }

  @Test func eachEasingRunsToTheNextKeyframe() throws {
    // MDN, Keyframe Formats: ease-out from 1 to 0.1 over the first second, ease-in to 0 after.
    let spec = """
      element.animate(
        [
          { opacity: 1, easing: "ease-out" },
          { opacity: 0.1, easing: "ease-in" },
          { opacity: 0 },
        ],
        2000,
      );
      """
    for time in [0.2, 0.5, 0.9] {
      let expected = 1 - 0.9 * CSSKeyframesUnitsTests.eased(0, 0, 0.58, 1, time)
      #expect(abs(try Self.value(spec, at: time) - expected) <= 1e-12, "at \(time)")
    }
    for time in [1.2, 1.5, 1.9] {
      let expected = 0.1 - 0.1 * CSSKeyframesUnitsTests.eased(0.42, 0, 1, 1, time - 1)
      #expect(abs(try Self.value(spec, at: time) - expected) <= 1e-12, "at \(time)")
    }
  }

  @Test func missingOffsetsAreSpacedEvenlyAndUnitsRead() throws {
    // Offsets 0, 0.4, 0.8 (given), 1 of 1 s; pixel strings as CSS values.
    let spec =
      "el.animate([{ left: \"0px\" }, { left: \"10px\" }, { left: \"40px\", offset: 0.8 }, "
      + "{ left: \"50px\" }], { duration: 1000 })"
    for (time, expected) in [(0.2, 5.0), (0.6, 25.0), (0.9, 45.0)] {
      #expect(abs(try Self.value(spec, at: time) - expected) <= 1e-12, "at \(time)")
    }
    // A transform function of one number, and a first keyframe after 0 from the underlying
    // value (`--from`, here 0).
    let moved =
      "el.animate([{ transform: \"translateY(-300px)\", offset: 0.5 }, "
      + "{ transform: \"translateY(-100px)\" }], { duration: 1000, delay: 200 })"
    for (time, expected) in [(0.1, 0.0), (0.45, -150.0), (0.95, -200.0)] {
      #expect(abs(try Self.value(moved, at: time) - expected) <= 1e-12, "at \(time)")
    }
  }

  @Test func timingOptionsPlayTheTrack() throws {
    // Two iterations, alternating: the second runs the track backwards in time.
    let spec =
      "el.animate([{ opacity: 0 }, { opacity: 0.5, offset: 0.25 }, { opacity: 1 }], "
      + "{ duration: 400, iterations: 2, direction: \"alternate\" })"
    for (time, expected) in [(0.05, 0.25), (0.25, 0.75), (0.55, 0.75), (0.75, 0.25), (0.79, 0.05)] {
      #expect(abs(try Self.value(spec, at: time) - expected) <= 1e-12, "at \(time)")
    }
    // A track that ends away from the change does not repeat in Kinetic (as a CSS rule).
    expectSpecRefused(
      "el.animate([{ opacity: 0 }, { opacity: 1, offset: 0.25 }, { opacity: 0.5 }], "
        + "{ duration: 400, iterations: 2 })", mentioning: "give 'iterations: 1'")
  }

  /// A track read from Web Animations keeps its property: the key (camel case in script, as
  /// `marginLeft`), the transform function and the unit come back in a Web Animations export
  /// and, hyphenated, in a CSS one; the export reads back as the same property and motion.
  @Test(arguments: [
    ("opacity", "0.5", "0.5", "opacity: 0.5", CSSAnimatedProperty(name: "opacity")),
    (
      "transform", "\"translateX(80px)\"", "\"translateX(80px)\"", "transform: translateX(80px)",
      CSSAnimatedProperty(name: "transform", transformFunction: "translateX", unit: "px")
    ),
    (
      "marginLeft", "\"12px\"", "\"12px\"", "margin-left: 12px",
      CSSAnimatedProperty(name: "margin-left", unit: "px")
    ),
  ])
  func aTrackKeepsItsProperty(
    key: String, middle: String, written: String, declaration: String,
    property: CSSAnimatedProperty
  ) throws {
    let source =
      "el.animate([{ \(key): 0 }, { \(key): \(middle), offset: 0.25, easing: \"ease-in\" }, "
      + "{ \(key): 0 }], 800)"
    let spec = try AnimationSpec.parse(source)
    #expect(spec.property == property)
    let waapi = try Exporter(spec: spec, tolerance: 0.001, duration: nil).code(for: .waapi)
    #expect(waapi.contains("{ \(key): \(written), offset: 0.25, easing: \"ease-in\" }"), "\(waapi)")
    let css = try Exporter(spec: spec, tolerance: 0.001, duration: nil).code(for: .css)
    #expect(css.contains("25% { \(declaration); animation-timing-function: ease-in }"), "\(css)")
    for code in [waapi, css] {
      let readBack = try AnimationSpec.parse(code)
      #expect(readBack.property == property, "\(code)")
      CSSKeyframesPropertyExportTests.expectSameMotion(spec, readBack, over: 1, samples: 100, code)
    }
  }

  @Test func refusalsNameWhatToChange() {
    // An error inside a value's string is placed in the whole spec, at the number.
    let overflow =
      "el.animate([{ marginLeft: \"1e400px\" }, { marginLeft: \"2px\", offset: 0.5 }], 1000)"
    expectSpecRefused(
      overflow,
      mentioning: "'marginLeft': number '1e400' is not finite (overflow) at column 28 in "
        + "'\(overflow)'")
    expectSpecRefused(
      "el.animate([{ opacity: 0, offset: 0.6 }, { opacity: 1, offset: 0.2 }], 1000)",
      mentioning: "offsets must not decrease: 0.2 comes after 0.6 at column 64")
    expectSpecRefused(
      "el.animate([{ opacity: 0 }, { left: 1, offset: 0.5 }, { opacity: 1 }], 1000)",
      mentioning: "one property")
    expectSpecRefused(
      "el.animate([{ opacity: 0, easing: \"steps(4)\" }, { opacity: 1 }], 1000)",
      mentioning: "linear or a cubic Bezier")
    expectSpecRefused(
      "el.animate([{ opacity: 0, offset: 0 }, { opacity: 1 }], { duration: 1000, easing: \"ease-in\" })",
      mentioning: "give each keyframe its 'easing'")
    expectSpecRefused(
      "el.animate([{ left: \"0px\" }, { left: \"1em\", offset: 0.5 }, { left: \"2px\" }], 1000)",
      mentioning: "one unit")
  }

  @Test func motionKeyframesNameTheirValueFirst() throws {
    // Motion's animate(value, keyframes, options): the value animated is not read.
    let spec = "animate(x, [0, 100, 0], { duration: 2, times: [0, 0.2, 1], ease: \"linear\" })"
    let sampler = try Motion(parsing: spec).sampler(from: 0)
    for (time, expected) in [(0.2, 50.0), (0.4, 100.0), (1.2, 50.0)] {
      #expect(abs(sampler.sample(at: time).value - expected) <= 1e-12, "at \(time)")
    }
    // Anime.js 4's animate(targets, parameters) stays Anime.js's.
    #expect(!KeyframeSpec.recognises("animate('.box', { x: 100, duration: 500 })"))
    #expect(KeyframeSpec.recognises("animate(\".box\", [0, 1], { duration: 1 })"))
  }
}

import Foundation
import Testing

@testable import Kinetic
@testable import KineticInterchange

/// The assertions of Motion's own spring and easing tests, reproduced on what Kinetic reads
/// from Motion's transition syntax (motiondivision/motion at 1b037b0, 2026-08-20):
///
/// - packages/motion-dom/src/animation/generators/__tests__/spring.test.ts ('toString', the
///   duration-based springs and their velocity; the physical generator's `animateSync` runs
///   and end rule are in Tests/KineticTests/Physics/Framer/FramerGeneratorTests.swift);
/// - packages/motion-utils/src/easing/__tests__/cubic-bezier.test.ts, circ.test.ts,
///   anticipate.test.ts, modifiers/__tests__/mirror.test.ts and reverse.test.ts, on the named
///   easings Motion builds with those modifiers.
@Suite("foreign forms: Motion's spring and easing tests")
struct MotionSpringAndEasingTestValues {
  static func sampler(_ source: String, from: Double = 0, to: Double = 1) throws -> SpecSampler {
    SpecSampler(animation: try AnimationSpec.parse(source).animation, from: from, to: to)
  }

  /// A Motion easing (as `{ duration: 1, ease: … }`) at progress `p`.
  static func ease(_ ease: String, _ p: Double) throws -> Double {
    try sampler("{ duration: 1, ease: \(ease) }").value(at: p)
  }

  /// A number as JavaScript's `String(x)` writes the 4-decimal values of `linear()`.
  static func javaScript(_ x: Double) -> String {
    if x == x.rounded() { return String(Int(x)) }
    return "\(x)"
  }

  /// Motion's `generator.toString()` for a spring over keyframes [0, 1]: the duration in
  /// 50 ms steps until the generator is done (`calcGeneratorDuration`), then
  /// `generateLinearEasing` with a 30 ms resolution — round(duration / 30) points at equal
  /// fractions of the duration, each rounded to 4 decimals. `isDone` is Motion's end rule at
  /// an instant, where its generator reads the target.
  static func toString(_ source: String, isDone: (Double) -> Bool) throws -> String {
    let s = try sampler(source)
    var duration = 0
    while !isDone(Double(duration) / 1000) && duration < 20_000 { duration += 50 }
    let count = max(Int((Double(duration) / 30).rounded()), 2)
    let points = (0..<count).map { i -> String in
      let t = Double(duration) * Double(i) / Double(count - 1) / 1000
      let value = isDone(t) ? 1 : s.value(at: t)
      return javaScript((value * 10000).rounded() / 10000)
    }
    return "\(duration)ms linear(\(points.joined(separator: ", ")))"
  }

  // MARK: spring.test.ts

  @Test("'toString returns correct string': a physical spring (k 100, c 10, m 1)")
  func physicalSpringString() throws {
    let generator = try SpringGenerator(stiffness: 100, damping: 10, mass: 1)
    let string = try Self.toString("{ type: \"spring\", stiffness: 100, damping: 10, mass: 1 }") {
      generator.isDone(from: 0, to: 1, velocity: 0, time: $0)
    }
    #expect(
      string
        == "1100ms linear(0, 0.0419, 0.1493, 0.2963, 0.4608, 0.625, 0.7759, 0.905, 1.0077, 1.0827, 1.1314, 1.1567, 1.1629, 1.1545, 1.1359, 1.1114, 1.0844, 1.0578, 1.0336, 1.0131, 0.9969, 0.9853, 0.9779, 0.9742, 0.9735, 0.9751, 0.9783, 0.9824, 0.9868, 0.9911, 0.995, 0.9982, 1.0008, 1.0026, 1.0037, 1, 1)"
    )
  }

  @Test("'toString returns correct string': duration 800 ms, bounce 0.25 (findSpring)")
  func durationSpringString() throws {
    // A spring resolved from a duration is done exactly at the duration.
    let string = try Self.toString("{ type: \"spring\", duration: 0.8, bounce: 0.25 }") {
      $0 >= 0.8
    }
    #expect(
      string
        == "800ms linear(0, 0.0542, 0.1797, 0.3344, 0.4905, 0.6321, 0.7511, 0.8451, 0.9152, 0.9644, 0.9967, 1.0157, 1.0253, 1.0283, 1.0273, 1.024, 1.0196, 1.0152, 1.0111, 1.0076, 1.0048, 1.0027, 1.0012, 1.0002, 0.9996, 0.9993, 1)"
    )
  }

  @Test(
    "'toString returns correct string' and 'correctly resolves shorthand': visualDuration 0.5, bounce 0.25"
  )
  func visualDurationSpringString() throws {
    // root = 2π/(1.2·0.5), k = root², c = 2·(1 − bounce)·root; ended by the physical rule.
    let root = 2 * Double.pi / 0.6
    let generator = try SpringGenerator(stiffness: root * root, damping: 2 * 0.75 * root)
    let string = try Self.toString("{ type: \"spring\", visualDuration: 0.5, bounce: 0.25 }") {
      generator.isDone(from: 0, to: 1, velocity: 0, time: $0)
    }
    #expect(
      string
        == "850ms linear(0, 0.046, 0.1551, 0.2934, 0.4378, 0.5737, 0.6927, 0.7915, 0.8694, 0.928, 0.9699, 0.998, 1.0153, 1.0245, 1.0281, 1.0279, 1.0254, 1.0217, 1.0176, 1.0136, 1.01, 1.007, 1.0045, 1.0027, 1.0013, 1.0003, 0.9997, 1)"
    )
  }

  /// 'visualDuration returns correct duration': `visualDuration` alone is not read (Motion's
  /// getSpringOptions takes the time-defined path only with `duration` or `bounce`), so the
  /// spring is the default one, whose generator runs 1100 ms (FramerGeneratorTests).
  @Test("'visualDuration returns correct duration'")
  func visualDurationAlone() throws {
    let alone = try Self.sampler("{ type: \"spring\", visualDuration: 0.5 }")
    let plain = try Self.sampler("{ type: \"spring\" }")
    for t in stride(from: 0.0, through: 1.2, by: 0.01) {
      #expect(alone.value(at: t) == plain.value(at: t), "\(t)")
    }
  }

  /// 'Spring defined with bounce and duration is same as just bounce': Motion's default
  /// duration is 800 ms; `animateSync` samples every 200 ms, rounded, until done.
  @Test("'Spring defined with bounce and duration is same as just bounce'")
  func defaultDuration() throws {
    func run(_ source: String) throws -> [Double] {
      let s = try Self.sampler(source, from: 100, to: 1000)
      return (0...4).map { s.value(at: Double($0) * 0.2).rounded() }
    }
    let withoutDuration = try run("{ bounce: 0.1 }")
    #expect(withoutDuration == (try run("{ bounce: 0.1, duration: 0.8 }")))
    #expect(withoutDuration.count > 4 && withoutDuration.last == 1000)
  }

  /// 'Time-defined spring ignores velocity' and '… with velocity does not wildly oscillate':
  /// Motion sets the velocity of a spring defined by time to 0.
  @Test("'Time-defined spring ignores velocity', '…does not wildly oscillate'")
  func timeDefinedSpringIgnoresVelocity() throws {
    let still = try Self.sampler("{ bounce: 0.2, duration: 1 }", from: 500, to: 10)
    let thrown = try Self.sampler("{ bounce: 0.2, duration: 1, velocity: 1000 }", from: 500, to: 10)
    #expect(still.value(at: 0) == thrown.value(at: 0))
    #expect(still.value(at: 0.1) == thrown.value(at: 0.1))
    for source in [
      "{ bounce: 0.2, duration: 0.4 }", "{ bounce: 0.2, duration: 0.4, velocity: 5000 }",
      "{ bounce: 0.2, visualDuration: 0.4, velocity: 5000 }",
    ] {
      let s = try Self.sampler(source, from: 0, to: 100)
      let peak = stride(from: 0.0, through: 0.4, by: 0.005).map { s.value(at: $0) }.max()!
      #expect(peak - 100 < 5, "\(source): \(peak)")
    }
    // A physical spring keeps its velocity ('Velocity passed to underdamped spring').
    let physical = "{ stiffness: 300, restSpeed: 10, restDelta: 0.5"
    #expect(
      try Self.sampler(physical + " }", from: 100, to: 1000).value(at: 0.2)
        != (try Self.sampler(physical + ", velocity: 1000 }", from: 100, to: 1000).value(at: 0.2)))
  }

  // MARK: motion-utils easing tests

  @Test("cubic-bezier.test.ts: 'correctly generates easing functions from curve definitions'")
  func cubicBezier() throws {
    for p in [0.0, 1, 0.5] { #expect(try Self.ease("[0, 0, 1, 1]", p) == p) }
    let curve = "[0.5, 0.1, 0.31, 0.96]"
    #expect(try Self.ease(curve, 0) == 0)
    #expect(try Self.ease(curve, 1) == 1)
    // Jest's toBeCloseTo(x, 2): |difference| < 0.005.
    for (p, expected) in [(0.01, 0.002), (0.25, 0.164), (0.75, 0.935), (0.99, 0.999)] {
      #expect(abs(try Self.ease(curve, p) - expected) < 0.005, "\(p)")
    }
  }

  @Test("circ.test.ts, anticipate.test.ts, mirror.test.ts, reverse.test.ts")
  func namedEasings() throws {
    // circInOut mirrors circIn (mirrorEasing), exactly at the quarter points.
    #expect(
      abs(try Self.ease("\"circInOut\"", 0.25) - (try Self.ease("\"circIn\"", 0.5)) / 2) <= 1e-15)
    #expect(
      abs(try Self.ease("\"circInOut\"", 0.75) - (0.5 + (try Self.ease("\"circOut\"", 0.5)) / 2))
        <= 1e-15)
    #expect(try Self.ease("\"anticipate\"", 0) == 0)
    #expect(try Self.ease("\"anticipate\"", 1) == 1)
    // backIn = reverseEasing(backOut), backInOut = mirrorEasing(backIn) (back.ts): the
    // modifiers' rules, reverse(f)(p) = 1 − f(1 − p) and mirror(f)(p) = f(2p)/2 below one half.
    for p in [0.1, 0.25, 0.6, 0.9] {
      #expect(
        abs(try Self.ease("\"backIn\"", p) - (1 - (try Self.ease("\"backOut\"", 1 - p)))) <= 1e-12,
        "backIn \(p)")
      let mirrored =
        p <= 0.5
        ? (try Self.ease("\"backIn\"", 2 * p)) / 2
        : (2 - (try Self.ease("\"backIn\"", 2 * (1 - p)))) / 2
      #expect(abs(try Self.ease("\"backInOut\"", p) - mirrored) <= 1e-12, "backInOut \(p)")
    }
  }
}

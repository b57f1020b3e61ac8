import Kinetic
import Testing

@testable import KineticInterchange

/// Anime.js tweens, `anime({ … })` (version 3) and `animate(target, { … })` (version 4), in
/// milliseconds with Anime.js's defaults.
@Suite("Anime.js tweens")
struct AnimeJSTweenTests {
  static func value(_ spec: String, at t: Double) throws -> Double {
    SpecSampler(animation: try AnimationSpec.parse(spec).animation, from: 0, to: 100).value(at: t)
  }

  /// Printed by Anime.js 4.4.1 in node 20 (`animate(o, { x: [0, 100], duration: 800, loop: 1,
  /// alternate: true, ease: 'inOutQuad', autoplay: false })`, then `seek(ms)` and `o.x`), at
  /// 0, 200, 400, 1000, 1200 and 1500 ms. Anime.js rounds what it writes to 4 decimals
  /// (`globals.precision`), so the tolerance is 5e-5.
  @Test func version4LoopAlternateAsAnimeJSPlaysIt() throws {
    let spec =
      "animate('.el', { x: 100, duration: 800, loop: 1, alternate: true, ease: 'inOutQuad' })"
    let printed: [(Double, Double)] = [
      (0, 0), (0.2, 12.5), (0.4, 50), (1.0, 87.5), (1.2, 50), (1.5, 3.125),
    ]
    for (t, expected) in printed {
      let got = try Self.value(spec, at: t)
      #expect(abs(got - expected) <= 5e-5, "at \(t) s: \(got) vs Anime.js \(expected)")
    }
  }

  /// Version 3 counts every pass in `loop` (2 is the pass and one more), version 4 only the
  /// repeats (1 is the pass and one more): both spellings below play the same two passes.
  @Test(arguments: [0.1, 0.5, 0.9, 1.1, 1.5])
  func loopCounts(_ t: Double) throws {
    let v3 = try Self.value(
      "anime({ targets: '.el', translateX: 100, duration: 1000, loop: 2, easing: 'easeInQuad' })",
      at: t)
    let v4 = try Self.value(
      "animate('.el', { x: 100, duration: 1000, loop: 1, ease: 'inQuad' })", at: t)
    let pass = t.truncatingRemainder(dividingBy: 1)
    #expect(abs(v3 - 100 * pass * pass) <= 1e-12)
    #expect(abs(v4 - v3) <= 1e-12)
  }

  /// The defaults: version 3 plays `easeOutElastic(1, .5)` over 1000 ms, version 4 `out(2)`;
  /// the values are the node-printed ones of ``AnimeJSEaseTests``.
  @Test func defaults() throws {
    #expect(abs(try Self.value("anime({ targets: o, x: 100 })", at: 0.5) - 96.875) <= 1e-10)
    #expect(abs(try Self.value("animate(o, { x: 100 })", at: 0.5) - 75) <= 1e-10)
    // A delay in milliseconds.
    #expect(
      abs(try Self.value("animate(o, { x: 100, delay: 200, ease: 'linear' })", at: 0.7) - 50)
        <= 1e-10)
  }

  @Test(arguments: [
    ("anime({ targets: o, x: 1, duraton: 800 })", "did you mean 'duration'"),
    ("anime({ targets: o, x: 1, easing: 'spring(1, 80, 10, 0)' })", "spring(...)"),
    ("anime({ targets: o, x: 1, endDelay: 100 })", "'endDelay'"),
    ("anime({ targets: o, x: 1, loop: 2, delay: 100 })", "with a single pass only"),
    ("animate(o, { x: 1, reversed: true })", "'reversed: true'"),
    ("anime({ targets: o, x: 1, direction: 'reverse' })", "'normal' and 'alternate'"),
    ("animate(o, { x: 1, loop: 1.5 })", "'loop' is a whole number"),
  ])
  func refused(_ spec: String, _ message: String) {
    do {
      _ = try AnimationSpec.parse(spec)
      Issue.record("\(spec) was read")
    } catch {
      #expect("\(error)".contains(message), "\(error)")
    }
  }
}

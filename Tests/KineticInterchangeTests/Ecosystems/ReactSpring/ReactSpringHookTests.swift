import Foundation
import Kinetic
import Testing

@testable import KineticInterchange

/// react-spring's `useSpring({ …, config, delay, loop })` read with its timing props, against
/// values computed here from react-spring 9's rules (SpringValue.ts `createLoopUpdate`/`_merge`,
/// scheduleProps.ts): `delay` ms before every pass, the value held where the last pass ended
/// during it; `loop: { reverse: true }` flips the range every pass (from rest at the end back
/// to the start); `loop: true` resets to the start. The spring in each pass is the closed form
/// of tension k, friction c, mass 1 from rest, x(t) = 1 − e^{−ζω₀t}(cos ω_d t + ζω₀/ω_d sin ω_d t)
/// (ω₀ = √k, ζ = c/(2√k), ω_d = ω₀√(1 − ζ²)); a pass lasts as long as Kinetic's reading of the
/// config alone (its spring's end), and is 1 after it. At 1e-12 of the change.
@Suite("react-spring useSpring with delay and loop")
struct ReactSpringHookTests {
  /// The underdamped spring of tension `k` and friction `c` from 0 to 1, at rest at 0.
  static func spring(_ k: Double, _ c: Double, at t: Double) -> Double {
    let w0 = k.squareRoot()
    let zeta = c / (2 * w0)
    let wd = w0 * (1 - zeta * zeta).squareRoot()
    return 1 - exp(-zeta * w0 * t) * (cos(wd * t) + zeta * w0 / wd * sin(wd * t))
  }

  /// (spec, tension, friction, the config alone, delay in s, loop: nil none, false restart,
  /// true reverse)
  static let cases: [(String, Double, Double, String, Double, Bool?)] = [
    ("useSpring({ x: 1, delay: 200, config: config.wobbly })", 180, 12, "config.wobbly", 0.2, nil),
    (
      "const props = useSpring({ from: { opacity: 0 }, to: { opacity: 1 }, loop: { reverse: true }, delay: 100, config: config.stiff })",
      210, 20, "config.stiff", 0.1, true
    ),
    (
      "useSpring({ loop: true, config: { tension: 300, friction: 10 } })", 300, 10,
      "{ tension: 300, friction: 10 }", 0, false
    ),
    (
      """
      const styles = useSpring({
        from: { x: 0 },
        to: { x: 100 },
        loop: { reverse: true },
        config: { ...config.gentle, friction: 20 },
      })
      """, 120, 20, "{ ...config.gentle, friction: 20 }", 0, true
    ),
    (
      "useSpring({ loop: false, delay: 0, config: config.wobbly })", 180, 12, "config.wobbly", 0,
      nil
    ),
  ]

  @Test("as react-spring plays the passes", arguments: cases)
  func passes(
    _ spec: String, _ k: Double, _ c: Double, _ config: String, _ delay: Double, _ loop: Bool?
  ) throws {
    let pass = try #require(
      try AnimationSpec.parse(config).animation.sampler(change: 1.0).removalTime)
    let period = delay + pass
    for step in 0...1200 {
      let t = Double(step) / 200  // 6 s: several passes of each
      let index = loop == nil ? 0 : (t / period).rounded(.down)
      let local = t - index * period - delay
      let returning = loop == true && Int(index) % 2 == 1
      // The forward pass's progress: 0 through the delay (the value holds where the last
      // pass ended, which is where this one starts), the spring, then its end.
      let forward = local < 0 ? 0 : (local >= pass ? 1 : Self.spring(k, c, at: local))
      let x = returning ? 1 - forward : forward
      let got = try specProgress(spec, at: t)
      // A pass boundary computed two ways may fall an ulp apart.
      let nearBoundary = abs(local) < 1e-9 || abs(local - pass) < 1e-9
      if !nearBoundary {
        #expect(abs(got - x) <= 1e-12, "\(spec) at \(t): \(got) vs \(x)")
      }
    }
  }

  @Test(arguments: [
    ("useSpring({ loop: () => n++ < 3, config: config.stiff })", "write loop: true"),
    (
      "useSpring({ loop: { reverse: true, delay: 3 }, config: config.stiff })",
      "{ reverse: true } alone"
    ),
    ("useSpring({ loop: true, delay: 200, config: config.stiff })", "remove the delay"),
    ("useSpring({ reverse: true, config: config.stiff })", "paste the config alone"),
    ("useSpring({ immediate: true, delay: 100, config: config.stiff })", "paste the config alone"),
    (
      "useSpring({ loop: true, config: { tension: 300, friction: 10, velocity: 2 } })",
      "remove the velocity or the loop"
    ),
    ("useSpring({ delay: -5, config: config.stiff })", "delay"),
    ("useSpring({ config: config.stif, delay: 100 })", "did you mean 'config.stiff'"),
    // A spread of anything but a preset: the object is not in the snippet.
    ("{ ...base, friction: 10 }", "a spread '...base' copies an object Kinetic cannot see"),
    (
      "<motion.div animate={{ x: 100 }} transition={{ ...base, duration: 2 }} />",
      "a spread '...base' copies an object Kinetic cannot see"
    ),
    ("{ ...theme.spring, friction: 10 }", "a spread '...theme.spring'"),
    (
      "<motion.div animate={{ x: 100 }} transition={{ ...base(), duration: 2 }} />",
      "a spread '...base(...)' copies an object Kinetic cannot see"
    ),
    ("{ ...config.wobbbly, friction: 10 }", "did you mean 'config.wobbly'"),
  ])
  func refused(_ spec: String, _ message: String) {
    expectSpecRefused(spec, mentioning: message)
  }

  /// A spread among a hook's own props may carry its config, delay or loop, which Kinetic
  /// cannot see: refused at the spread, where reading the rest gave `config.default` (or the
  /// config written beside it) with no word of what was left out. A preset spread there sets
  /// no config (react-spring reads the config from `config:` alone), and one inside `config:`
  /// is read.
  @Test(arguments: [
    ("useSpring({ ...makeConfig(), to: 1 })", 13, "'...makeConfig()'"),
    ("const s = useSpring({ ...props, config: config.gentle })", 23, "'...props'"),
    ("useTrail(3, { to: 1, ...rest })", 22, "'...rest'"),
  ])
  func spreadAmongHookPropsIsRefused(_ snippet: String, _ column: Int, _ name: String) {
    expectSnippetRefused(
      snippet, at: column, mentioning: [name, "cannot see", "paste its properties"])
  }

  /// The spread is quoted as error lines quote pasted text (``SpecError/singleLine(_:)``): on
  /// one line, a long one with its middle elided.
  @Test func aLongSpreadIsQuotedOnOneLineElided() {
    let long = String(repeating: "(", count: 3_000) + "x" + String(repeating: ")", count: 3_000)
    expectSnippetRefused(
      "useTrail(3, { ...\(long) })", at: 15, mentioning: ["characters)…", "cannot see"])
    expectSnippetRefused(
      "useSpring({ ...make(\n  a), to: 1 })", at: 13, mentioning: ["'...make(   a)'"])
  }

  /// `useSprings(count, props)`, `useTrail(count, props)` and `useTransition(items, props)`:
  /// the props are the second argument, held to the same rules as `useSpring`'s — before, a
  /// `delay` there was dropped (the config beside it read alone) and props without a config
  /// were not read at all.
  @Test func twoArgumentHooksReadTheirProps() throws {
    #expect(try SpecSnippet("useTrail(3, { to: 1, config: config.slow })").spec == "config.slow")
    #expect(try SpecSnippet("useTrail(3, { to: 1 })").spec == "config.default")
    let transition = try SpecSnippet(
      "useTransition(items, { from: { opacity: 0 }, enter: { opacity: 1 }, config: config.gentle })"
    )
    #expect(transition.spec == "config.gentle")
    expectSnippetRefused(
      "useTrail(3, { to: 1, delay: 300, config: config.stiff })", at: 22,
      mentioning: ["'delay'", "paste the config alone"])
    expectSnippetRefused(
      "useSprings(2, { to: 1, loop: true })", at: 24, mentioning: ["'loop'"])
  }

  @Test func presetSpreadsAreRead() throws {
    let inConfig = try SpecSnippet("useSpring({ to: 1, config: { ...config.gentle, mass: 2 } })")
    #expect(inConfig.spec.contains("config.gentle"), "\(inConfig.spec)")
    let atTop = try SpecSnippet("useSpring({ ...config.wobbly })")
    #expect(atTop.spec == "config.default", "\(atTop.spec)")
  }
}

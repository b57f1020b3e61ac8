import Kinetic

extension SpecEcosystem {
  /// Anime.js: its row of the table of forms (``SpecFormTable``).
  static let animeJS = SpecEcosystem(
    name: "Anime.js",
    units: "Anime.js's durations in milliseconds",
    summary:
      "version 3 anime.easing(\"easeOutElastic(1, .5)\"): linear, "
      + "easeIn/easeOut/easeInOut/easeOutIn + Quad, Cubic, Quart, Quint, Sine, Expo, Circ, Back, "
      + "Bounce, Elastic(amplitude, period), cubicBezier(.5, .05, .1, .3), steps(5); version 4 "
      + "eases.outElastic(1, .5), eases.inOutQuad: linear, none, in/out/inOut/outIn + the same "
      + "families, in(3) (whole powers), outBack(1.7); anime({ targets: '.el', translateX: 100, "
      + "duration: 800, delay: 200, loop: 2, direction: 'alternate', easing: 'easeInOutQuad' }) "
      + "(default 1000 ms, easeOutElastic(1, .5), loop counts every pass), animate('.el', { x: "
      + "100, duration: 800, delay: 200, loop: 1, alternate: true, ease: 'inOutQuad' }) (default "
      + "1000 ms, out(2), loop counts the repeats; ease: cubicBezier(...), steps(5), linear(0, "
      + "'0.5 20%', 1)); springs: version 3 easing: 'spring(1, 80, 10, 0)', version 4 ease: "
      + "spring({ stiffness: 80, damping: 10 }) or createSpring({ ... }) (mass, stiffness, "
      + "damping, velocity, or bounce, duration)",
    help: """
      Anime.js eases are those of anime 3.2.2 (src/index.js: back overshoot 2, elastic period
      0.5, steps(n) jumps at the start) and 4.4.1 (src/easings/eases/parser.js: back overshoot
      1.7, elastic period 0.3); both clamp the elastic amplitude to 1...10 and an amplitude above
      1 is refused; Penner's expo in both. Anime.js tweens are in milliseconds; version 3's delay
      and endDelay repeat with every pass, version 4's delay comes once. A spring sets the
      tween's duration by Anime.js's own rest rule and jumps to the target at its end (version 3
      clamps every parameter, the velocity too, to 0.1...100).
      """,
    forms: [
      ForeignForm(
        heads: ["anime", "eases", "animate", "createSpring"], ecosystem: "Anime.js",
        build: { (binder, value) throws(SpecError) in try binder.animeJS(value) })
    ])
}

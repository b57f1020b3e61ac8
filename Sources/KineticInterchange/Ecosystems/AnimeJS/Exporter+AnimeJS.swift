import Kinetic

extension Exporter {
  /// The Anime.js ease that plays `curve` exactly in `version`'s spelling (`inOutQuad`,
  /// `outBack(1.70158)`; `easeInOutQuad`, `easeOutElastic(1, 0.5)`), or `nil`.
  ///
  /// Found by reading each candidate back with ``AnimeJSEase`` and comparing curves, so that
  /// what is written is what the reader (and Anime.js) plays: the families without parameters,
  /// the back overshoots 1.7 (version 4's default), 1.70158 and 1.70158·1.525 (Penner's, as
  /// easings.net and GSAP write them) and 2 (version 3's, its only one), and the elastic
  /// periods 0.3, 0.4 (Flutter's), 0.45 (easings.net's in-out) and 0.5 at amplitude 1. (The core
  /// keeps a curve's parameters to itself; these are the ones the other ecosystems write.)
  static func animeJSEaseName(_ curve: UnitCurve, version: AnimeJSEase.Version) -> String? {
    let prefixes =
      version == .v4
      ? ["in", "out", "inOut", "outIn"] : ["easeIn", "easeOut", "easeInOut", "easeOutIn"]
    var candidates: [(String, [Double]?)] = [("linear", nil)]
    for prefix in prefixes {
      for family in ["Quad", "Cubic", "Quart", "Quint", "Sine", "Circ", "Expo", "Bounce"] {
        candidates.append((prefix + family, nil))
      }
      candidates.append((prefix + "Back", nil))
      if version == .v4 {
        candidates += [PennerCurve.backOvershoot, PennerCurve.backInOutOvershoot, 2].map {
          (prefix + "Back", [$0])
        }
      }
      candidates.append((prefix + "Elastic", nil))
      candidates += [0.3, 0.4, 0.45, 0.5].map { (prefix + "Elastic", [1, $0]) }
    }
    for (name, arguments) in candidates {
      guard (try? AnimeJSEase.easing(name, arguments, version: version)) == .curve(curve) else {
        continue
      }
      return arguments.map { "\(name)(\($0.map { number($0) }.joined(separator: ", ")))" } ?? name
    }
    return nil
  }

  /// `kinetic export --to anime`: a version 4 `animate(element, { … })` call, and the same
  /// tween in version 3's `anime({ … })` on a comment line below it (the CLI has one `--to
  /// anime`; version 4 is the current Anime.js).
  ///
  /// Exact when Anime.js has the ease: a named ease, `cubicBezier(…)`, `steps(…)` (version 4's
  /// functions, version 3's strings), with `delay` and `loop`/`alternate`, in milliseconds.
  /// Otherwise the whole motion as one version 4 tween whose ease is `linear(…)` through the
  /// fewest points within the tolerance, with its measured error in a first-line comment
  /// (version 3 has no piecewise-linear ease, so no version 3 line is written then).
  func animeJS() throws(ExportError) -> String {
    if let exact = animeJSExact() { return exact }
    let v3Note = "// Anime.js 3 has no piecewise-linear easing: use the version 4 tween above\n"
    if let loop = try loopApproximation() {
      let (points, stops) = Self.animeJSLinear(loop.fit.stops)
      let written = try self.loop(loop, writing: stops)
      var fields = [
        "x: 100", "duration: \(Self.number(loop.fit.duration * 1000))", "ease: linear(\(points))",
      ]
      if loop.delay > 0 { fields.append("delay: \(Self.number(loop.delay * 1000))") }
      // Version 4's `loop` counts the passes after the first; its delay plays once.
      fields.append("loop: \(loop.iterations.map { String($0 - 1) } ?? "true")")
      if loop.alternates { fields.append("alternate: true") }
      return header("//", loop: written, noun: "points")
        + "// Anime.js 4: import { animate, linear } from 'animejs'\n"
        + "animate(element, { \(fields.joined(separator: ", ")) });\n" + v3Note
    }
    let fit = try approximation()
    let (points, written) = Self.animeJSLinear(fit.stops)
    let measured = try error(of: written, duration: fit.duration)
    let milliseconds = Self.number(fit.duration * 1000)
    return header("//", error: measured, count: fit.stops.count, noun: "points")
      + "// Anime.js 4: import { animate, linear } from 'animejs'\n"
      + "animate(element, { x: 100, duration: \(milliseconds), ease: linear(\(points)) });\n"
      + v3Note
  }

  /// Version 4's `linear(…)` ease arguments through `stops` (the ends bare, the others as
  /// `'value percent%'`), and the stops as that text says them.
  static func animeJSLinear(_ stops: [(u: Double, y: Double)]) -> (
    arguments: String, written: [(u: Double, y: Double)]
  ) {
    let texts = stops.map { (percent($0.u), number($0.y)) }
    let points = texts.enumerated().map { (index, text) -> String in
      index == 0 || index == texts.count - 1 ? text.1 : "'\(text.1) \(text.0)%'"
    }
    let written = texts.enumerated().map { (index, text) in
      (
        u: index == 0 ? 0 : index == texts.count - 1 ? 1 : (Double(text.0) ?? 0) / 100,
        y: Double(text.1) ?? 0
      )
    }
    return (points.joined(separator: ", "), written)
  }

  /// A stop's normalised time as the CSS percentage text ``fraction(_:)`` moves the point of.
  static func percent(_ u: Double) -> String { number((u * 100 * 1e12).rounded() / 1e12) }

  /// Both versions' tweens when Anime.js plays the motion exactly, else `nil`.
  private func animeJSExact() -> String? {
    let timed = targetPasses()
    let animation = timed.base
    let delay = timed.delay
    let passes = timed.passes
    let alternate = timed.repetition?.alternates == true
    let v3: String?
    let v4: String
    var imports = ["animate"]
    let duration: Double
    switch animation.kind {
    case .timingCurve(let curve, let d):
      duration = d
      if let name = Self.animeJSEaseName(curve, version: .v4) {
        v4 = "'\(name)'"
        v3 = Self.animeJSEaseName(curve, version: .v3).map { "'\($0)'" }
      } else if let bezier = curve.cubicBezier {
        guard let points = try? Self.controlPoints(bezier) else { return nil }
        (v4, v3) = ("cubicBezier(\(points))", "'cubicBezier(\(points))'")
        imports.append("cubicBezier")
      } else {
        return nil
      }
    case .easing(let function, let d):
      duration = d
      if function == .linear {
        (v4, v3) = ("'linear'", "'linear'")
      } else if let bezier = function.cubicBezier {
        guard let points = try? Self.controlPoints(bezier) else { return nil }
        (v4, v3) = ("cubicBezier(\(points))", "'cubicBezier(\(points))'")
        imports.append("cubicBezier")
      } else if let (count, fromStart) = Self.animeJSSteps(function) {
        v4 = fromStart ? "steps(\(count), true)" : "steps(\(count))"
        v3 = fromStart ? "'steps(\(count))'" : nil
        imports.append("steps")
      } else {
        return nil
      }
    default:
      return nil
    }
    guard duration > 0 else { return nil }
    let milliseconds = Self.number(duration * 1000)
    var v4Fields = ["x: 100", "duration: \(milliseconds)", "ease: \(v4)"]
    if delay > 0 { v4Fields.append("delay: \(Self.number(delay * 1000))") }
    if passes != 1 { v4Fields.append("loop: \(passes.map { String($0 - 1) } ?? "true")") }
    if alternate { v4Fields.append("alternate: true") }
    var code = "// Anime.js 4: import { \(imports.joined(separator: ", ")) } from 'animejs'\n"
    code += "animate(element, { \(v4Fields.joined(separator: ", ")) });\n"
    guard let v3 else {
      return code + "// Anime.js 3 has no easing string for this curve\n"
    }
    // Version 3 replays a delay with every pass: a delayed loop has no version 3 spelling.
    guard delay == 0 || passes == 1 else {
      return code + "// Anime.js 3 replays the delay on every loop: no version 3 tween plays this\n"
    }
    var v3Fields = [
      "targets: element", "translateX: 100", "duration: \(milliseconds)", "easing: \(v3)",
    ]
    if delay > 0 { v3Fields.append("delay: \(Self.number(delay * 1000))") }
    if passes != 1 { v3Fields.append("loop: \(passes.map { String($0) } ?? "true")") }
    if alternate { v3Fields.append("direction: 'alternate'") }
    return code + "// Anime.js 3: anime({ \(v3Fields.joined(separator: ", ")) });\n"
  }

  /// The count of a CSS `steps(n, jump-end)` (version 4's `steps(n)`) or `steps(n,
  /// jump-start)` (`steps(n, true)`, version 3's `steps(n)`), and whether it jumps at the start.
  static func animeJSSteps(_ function: CSSEasingFunction) -> (Int, Bool)? {
    for fromStart in [false, true] {
      let text = function.description
      guard text.hasPrefix("steps("), let count = Int(text.dropFirst(6).prefix { $0.isNumber }),
        (try? CSSEasingFunction.steps(count, fromStart ? .jumpStart : .jumpEnd)) == function
      else { continue }
      return (count, fromStart)
    }
    return nil
  }
}

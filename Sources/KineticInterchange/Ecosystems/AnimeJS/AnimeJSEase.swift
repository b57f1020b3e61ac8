import Kinetic

/// An Anime.js easing name read into the core's model, in the spelling of version 3
/// (`"easeOutElastic(1, .5)"`, `"cubicBezier(.5, .05, .1, .3)"`, `"steps(5)"`) or version 4
/// (`"outElastic(1, .5)"`, `"inOutQuad"`, `"out(3)"`).
///
/// The formulas are Anime.js 3.2.2's (`src/index.js`, `penner`, `steps`, `bezier`) and 4.4.1's
/// (`src/easings/eases/parser.js`, `easeInFunctions`, `easeTypes`), each an ease-in function f
/// with the forms `in` f, `out` 1 − f(1 − t), `inOut` (Penner's) and `outIn` (the ease-out over
/// the first half, the ease-in over the second), checked to be the core's Penner curves:
/// - `Quad`…`Quint` are tⁿ, `Sine` 1 − cos(πt/2), `Circ` 1 − √(1 − t²), `Bounce` the
///   four-parabola bounce (7.5625), and `Expo` 2^(10t − 10) with 0 at t = 0: Penner's expo in
///   both versions (no blend to land on 0 and 1, unlike GSAP's since 3.12.6).
/// - `Back`: (s + 1)t³ − s·t². Version 3 fixes s = 2 (it writes t²(3t − 2)) and takes no
///   parameter; version 4 defaults to s = 1.7 (not Penner's 1.70158) and reads `outBack(s)`.
/// - `Elastic(amplitude, period)`: the amplitude is clamped to 1...10 and the period to
///   0.1...2 (version 3) or 1e-8...2 (version 4); the default period is 0.5 in version 3 and 0.3
///   in version 4. With amplitude 1 the function is Penner's elastic of that period (version 4
///   writes its sine with 1 − t for t − 1, the same value at amplitude 1); an amplitude above 1
///   scales the sine and shifts its phase by asin(1/a), which no core curve is, and is refused.
/// - version 3 `steps(n)`: ⌈max(t, 10⁻⁶)·n⌉/n, CSS `steps(n, jump-start)` everywhere except at
///   the instants t = k/n, where Anime.js is still on level k/n and CSS already on (k + 1)/n.
///   Version 4 removed the string forms `steps(`, `cubicBezier(`, `linear(` and `irregular(`
///   (it warns and plays `none`); Kinetic refuses them in a version 4 spelling.
/// - version 4 `in(p)`, `out(p)`, `inOut(p)`, `outIn(p)`: the power tᵖ (default 1.68); Kinetic
///   reads the whole powers 1 to 5, the core's linear and Penner curves.
enum AnimeJSEase {
  /// The two spellings.
  enum Version: Equatable {
    case v3, v4
  }

  /// The four forms of an ease-in function, in both versions' names (`easeIn`/`in`…), the
  /// longer prefixes first so that `easeInOut` is not read as `easeIn` of `OutQuad`.
  private static let forms: [(v3: String, v4: String, make: @Sendable (UnitCurve) -> UnitCurve)] = [
    ("easeInOut", "inOut", { .joined($0, $0.reversed) }),
    ("easeOutIn", "outIn", { .joined($0.reversed, $0) }),
    ("easeIn", "in", { $0 }),
    ("easeOut", "out", { $0.reversed }),
  ]

  /// The families without parameters, by the name both versions give them.
  private static let families: [(String, UnitCurve)] = [
    ("Quad", UnitCurve(.quad)), ("Cubic", UnitCurve(.cubic)), ("Quart", UnitCurve(.quart)),
    ("Quint", UnitCurve(.quint)), ("Sine", UnitCurve(.sine)), ("Circ", UnitCurve(.circ)),
    ("Expo", UnitCurve(.expo)), ("Bounce", UnitCurve(.bounce)),
  ]

  /// Version 3's fixed back overshoot, from t²(3t − 2) = (2 + 1)t³ − 2t².
  static let v3BackOvershoot = 2.0
  /// Version 4's default back overshoot (`Back: (overshoot = 1.7)`).
  static let v4BackOvershoot = 1.7
  /// The default elastic period: 0.5 in version 3, 0.3 in version 4.
  static func elasticPeriod(_ version: Version) -> Double { version == .v3 ? 0.5 : 0.3 }

  /// Whether version 4's `eases[name]` is a factory taking parameters (`in`, `outBack`,
  /// `inOutElastic`…) rather than an ease, as its `parseEaseString` decides.
  static func takesParameters(_ name: String) -> Bool {
    ["in", "out", "inOut", "outIn"].contains(name) || name.hasText("Back")
      || name.hasText("Elastic")
  }

  /// The names `kinetic list` shows and "did you mean" offers, for `version`.
  static func names(_ version: Version) -> [String] {
    var names = ["linear"]
    if version == .v4 { names += ["none", "in", "out", "inOut", "outIn"] }
    for form in forms {
      let prefix = version == .v3 ? form.v3 : form.v4
      for family in families.map({ $0.0 }) + ["Back", "Elastic"] { names.append(prefix + family) }
    }
    if version == .v3 { names += ["cubicBezier", "steps"] }
    return names
  }

  /// The ease (a curve, or a CSS easing function for `cubicBezier` and `steps`) `name(arguments)` is in `version`'s spelling, or `nil` when it names none.
  ///
  /// - Parameters:
  ///   - name: the name before any parentheses: `easeOutElastic`, `outBack`, `cubicBezier`…
  ///   - arguments: the numbers in the parentheses (`nil` when there are none).
  /// - Throws: ``AnimeJSEaseError`` for parameters that Anime.js reads and Kinetic does not, or
  ///   that are out of range.
  static func easing(_ name: String, _ arguments: [Double]?, version: Version)
    throws(AnimeJSEaseError) -> GSAPEase?
  {
    let args = arguments ?? []
    func argument(_ index: Int, _ fallback: Double) -> Double {
      index < args.count ? args[index] : fallback
    }
    switch (name, version) {
    case ("linear", _), ("none", .v4):
      guard args.isEmpty else { throw .takesNone(name) }
      return .curve(.linear)
    case ("cubicBezier", .v3):
      guard args.count == 4 else { throw .arguments(name, expected: "x1, y1, x2, y2") }
      // Anime.js returns no function for x outside 0...1; Kinetic says so.
      for (index, x) in [args[0], args[2]].enumerated() where !(0...1).contains(x) {
        throw .parameter(name, index == 0 ? "x1" : "x2", "must be in 0...1", x)
      }
      do {
        return .easing(
          try .cubicBezier(x1: args[0], y1: args[1], x2: args[2], y2: args[3]))
      } catch {
        throw .parameter(name, "y1, y2", "must be finite", args[1])
      }
    case ("steps", .v3):
      guard args.count <= 1 else { throw .arguments(name, expected: "steps") }
      let n = argument(0, 10)
      guard n == n.rounded(), n >= 1, n <= 10_000 else {
        throw .parameter(name, "steps", "must be a whole number in 1...10000", n)
      }
      return .easing((try? CSSEasingFunction.steps(Int(n), .jumpStart)) ?? .linear)
    case ("steps", .v4), ("cubicBezier", .v4), ("irregular", .v4):
      throw .removed(name)
    default: break
    }
    for form in forms {
      let prefix = version == .v3 ? form.v3 : form.v4
      guard name.hasPrefix(prefix) else { continue }
      let family = String(name.dropFirst(prefix.count))
      let easeIn: UnitCurve
      switch family {
      case "" where version == .v4:
        guard args.count <= 1 else { throw .arguments(name, expected: "power") }
        let p = argument(0, 1.68)
        let powers: [Double: UnitCurve] = [
          1: .linear, 2: UnitCurve(.quad), 3: UnitCurve(.cubic), 4: UnitCurve(.quart),
          5: UnitCurve(.quint),
        ]
        guard let curve = powers[p] else {
          throw .parameter(
            name, "power", "is read for the whole powers 1...5 (the core's curves)", p)
        }
        easeIn = curve
      case "Back":
        if version == .v3 {
          guard args.isEmpty else { throw .takesNone(name) }
        } else {
          guard args.count <= 1 else { throw .arguments(name, expected: "overshoot") }
        }
        let s = argument(0, version == .v3 ? v3BackOvershoot : v4BackOvershoot)
        guard s.isFinite else { throw .parameter(name, "overshoot", "must be finite", s) }
        easeIn = UnitCurve(.back(overshoot: s))
      case "Elastic":
        guard args.count <= 2 else { throw .arguments(name, expected: "amplitude, period") }
        // Anime.js clamps both (v3 minMax, v4 clamp).
        let amplitude = min(max(argument(0, 1), 1), 10)
        guard amplitude == 1 else {
          throw .parameter(
            name, "amplitude",
            "above 1 scales Anime.js's sine and shifts its phase, which Kinetic does not read; "
              + "it reads amplitudes up to 1 (Anime.js clamps them to 1)", argument(0, 1))
        }
        let period = min(max(argument(1, elasticPeriod(version)), version == .v3 ? 0.1 : 1e-8), 2)
        easeIn = UnitCurve(.elastic(period: period))
      default:
        guard let curve = families.first(where: { $0.0 == family })?.1 else { return nil }
        guard args.isEmpty else { throw .takesNone(name) }
        easeIn = curve
      }
      return .curve(form.make(easeIn))
    }
    return nil
  }
}

/// Why an Anime.js easing could not be read.
enum AnimeJSEaseError: Error {
  case arguments(String, expected: String)
  case parameter(String, String, String, Double)
  case takesNone(String)
  case removed(String)

  var message: String {
    switch self {
    case .arguments(let name, let expected):
      return "'\(name)(...)' takes (\(expected))"
    case .parameter(let name, let parameter, let why, let value):
      return "'\(name)' \(parameter) \(why), got \(Exporter.number(value))"
    case .takesNone(let name):
      return "'\(name)' takes no parameters"
    case .removed(let name):
      return "Anime.js 4 removed '\(name)(...)' from its eases (it plays 'none' with a "
        + "warning); Kinetic reads version 3's anime.easing('\(name)(...)')"
    }
  }
}

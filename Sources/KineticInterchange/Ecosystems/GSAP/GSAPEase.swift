import Kinetic

/// A GSAP ease read into the core's model: a ``UnitCurve`` (the named eases, `CustomEase` path
/// data with curves), a CSS easing function (`steps(n)`) or the points of `CustomEase` path
/// data of lines.
///
/// The formulas are GSAP 3.12.7's (`src/gsap-core.js`, `_insertEase`, `_configBack`,
/// `_configElastic`, `SteppedEase.config`), each checked to be the core's Penner function:
/// - `power0`…`power4` are `Linear`, `Quad`, `Cubic`, `Quart`, `Quint` (pⁿ⁺¹); `strong` is
///   `Quint` too. The in-out forms are pⁿ(2p)/2 and 1 − (2 − 2p)ⁿ/2, Penner's.
/// - `sine` (1 − cos(πp/2)), `circ` (1 − √(1 − p²)) and `bounce` (7.5625, 2.75) are
///   Penner's. `expo` is not: since 3.12.6 GSAP blends it to land on 0 and 1
///   (``GSAPExpoAnimation``).
/// - `back(s)`: GSAP writes the ease-out, (p − 1)²((s + 1)(p − 1) + s) + 1, whose reversal is
///   Penner's (s + 1)p³ − s·p². GSAP's `back.inOut` keeps s = 1.70158, where easings.net's
///   `easeInOutBack` uses 1.70158·1.525.
/// - `elastic(a, p)`: with a ≤ 1 GSAP's ease-out is 2^(−10x)·sin((x − p′/4)·2π/p′) + 1 with
///   p′ = p / a, Penner's elastic of period p′; the default period is 0.3 for `.in` and `.out`
///   and 0.45 for `.inOut` (and 0 means the default, as GSAP's `period ||` reads it).
///   An amplitude above 1 scales the sine and shifts its phase by asin(1/a), which no core
///   curve is; Kinetic refuses it with an error rather than read another function.
/// - `steps(n)`: ((n + 1)·min(p, 1 − 10⁻⁸)) truncated, over n: n + 1 levels over n + 1
///   equal intervals, CSS `steps(n + 1, jump-none)` (GSAP's clamp below 1 changes nothing, the
///   last level is already 1).
enum GSAPEase: Equatable {
  case curve(UnitCurve)
  case easing(CSSEasingFunction)
  /// `CustomEase` path data of lines: (x, y) points from x = 0 to 1, at any heights (GSAP plays
  /// an ease that ends at 0, `CustomWiggle`'s, and leaves the value where the ease ends).
  case lines([CustomEasePath.Point])
  /// GSAP's blended `expo` (``GSAPExpoAnimation``).
  case expo(UnitCurve.EasingDirection)

  /// The animation this ease plays over `duration` seconds; a path of lines is a keyframe track,
  /// which holds its last value as GSAP does.
  func animation(duration: Double) -> Animation {
    switch self {
    case .curve(let curve): return .timingCurve(curve, duration: duration)
    case .easing(let function): return .easing(function, duration: duration)
    case .expo(let direction):
      return Animation(GSAPExpoAnimation(direction: direction, duration: duration))
    case .lines(let points):
      let keyframes = EasedKeyframePoints(
        points: points.map { .init(time: $0.x, value: $0.y, curve: .linear, column: 1) },
        timeScale: duration)
      return .keyframes(keyframes.keyframes(from: 0).map { $0.keyframe })
    }
  }

  /// GSAP's default ease, `"power1.out"` (`_defaults.ease = _easeMap["quad.out"]`).
  static let defaultEase = GSAPEase.curve(.penner(.quad, .out))

  /// GSAP's default tween duration, 0.5 s (`_defaults.duration`).
  static let defaultDuration = 0.5

  /// A GSAP family: its lowercase and capitalised names and the ease-in curve, or `nil` for
  /// the configurable families (back, elastic), which ``configured(_:_:_:)`` builds.
  private struct Family {
    var names: [String]
    var easeIn: UnitCurve
  }

  /// The families GSAP registers with `_insertEase`, in its order.
  private static let families: [Family] = [
    Family(names: ["Linear", "Power0"], easeIn: .linear),
    Family(names: ["Quad", "Power1"], easeIn: UnitCurve(.quad)),
    Family(names: ["Cubic", "Power2"], easeIn: UnitCurve(.cubic)),
    Family(names: ["Quart", "Power3"], easeIn: UnitCurve(.quart)),
    Family(names: ["Quint", "Strong", "Power4"], easeIn: UnitCurve(.quint)),
    Family(names: ["Bounce"], easeIn: UnitCurve(.bounce)),
    Family(names: ["Circ"], easeIn: UnitCurve(.circ)),
    Family(names: ["Sine"], easeIn: UnitCurve(.sine)),
    Family(names: ["Back"], easeIn: UnitCurve(.back(overshoot: PennerCurve.backOvershoot))),
  ]

  /// Every ease name GSAP's `_easeMap` holds for a function, with its ease: `power2` (the
  /// ease-out), `power2.in`/`.out`/`.inOut`, `Power2.easeIn`…, `none`, `Linear.easeNone`,
  /// `elastic`…
  static let named: [String: GSAPEase] = {
    var table: [String: GSAPEase] = [:]
    func add(_ name: String, _ easeIn: UnitCurve, inOut: UnitCurve? = nil) {
      let lower = name.lowercased()
      let out = easeIn == .linear ? UnitCurve.linear : easeIn.easing(.out)
      let both = inOut ?? (easeIn == .linear ? .linear : easeIn.easing(.inOut))
      table[lower] = .curve(out)
      for (suffix, curve) in [("in", easeIn), ("out", out), ("inOut", both)] {
        table[lower + "." + suffix] = .curve(curve)
        table[name + ".ease" + suffix.prefix(1).uppercased() + suffix.dropFirst()] = .curve(curve)
      }
    }
    for family in families {
      for name in family.names { add(name, family.easeIn) }
    }
    add("Elastic", UnitCurve(.elastic(period: 0.3)), inOut: .penner(.elastic(period: 0.45), .inOut))
    table["expo"] = .expo(.out)
    for (suffix, direction) in [
      ("in", UnitCurve.EasingDirection.in), ("out", .out), ("inOut", .inOut),
    ] {
      table["expo." + suffix] = .expo(direction)
      table["Expo.ease" + suffix.prefix(1).uppercased() + suffix.dropFirst()] = .expo(direction)
    }
    table["none"] = .curve(.linear)
    table["Linear.easeNone"] = .curve(.linear)
    return table
  }()

  /// The names `kinetic list` shows: the lowercase spellings with their forms.
  static let listedNames: [String] = [
    "none", "power0…power4 (.in, .out, .inOut; alone .out)", "linear", "quad", "cubic", "quart",
    "quint", "strong", "sine", "expo", "circ", "bounce", "back.out(1.7)",
    "elastic.out(1, 0.3)", "steps(5)",
  ]

  /// The names that take a configuration, `name(…)`.
  private static let configurable = ["back", "elastic", "steps", "SteppedEase"]

  /// The back or elastic ease configured by `arguments`, or `steps(n)`.
  ///
  /// - Parameters:
  ///   - base: the name before `(`: `back`, `back.in`, `elastic.inOut`, `steps`…
  ///   - arguments: the numbers in the parentheses.
  /// - Returns: the ease, or `nil` when `base` takes no configuration.
  static func configured(_ base: String, _ arguments: [Double]) throws(GSAPEaseError) -> GSAPEase? {
    let parts = base.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    let family = parts[0].lowercased()
    if family == "steps" || family == "steppedease" {
      guard parts.count == 1 || parts == ["SteppedEase", "config"] else { return nil }
      guard arguments.count <= 1 else { throw .arguments(base, expected: "steps") }
      let n = arguments.first ?? 1
      guard n == n.rounded(), n >= 1, n <= 10_000 else {
        throw .parameter(base, "steps", "must be a whole number in 1...10000", n)
      }
      // Valid counts (n + 1 ≥ 2 for jump-none): the fallback is never taken.
      return .easing((try? CSSEasingFunction.steps(Int(n) + 1, .jumpNone)) ?? .linear)
    }
    let direction: UnitCurve.EasingDirection
    switch parts.count == 1 ? "out" : parts[1] {
    case "in", "easeIn": direction = .in
    case "out", "easeOut": direction = .out
    case "inOut", "easeInOut": direction = .inOut
    default: return nil
    }
    guard parts.count <= 2 else { return nil }
    func argument(_ index: Int, _ fallback: Double) -> Double {
      index < arguments.count ? arguments[index] : fallback
    }
    switch family {
    case "back":
      guard arguments.count <= 1 else { throw .arguments(base, expected: "overshoot") }
      let s = argument(0, PennerCurve.backOvershoot)
      guard s.isFinite else { throw .parameter(base, "overshoot", "must be finite", s) }
      return .curve(.penner(.back(overshoot: s), direction))
    case "elastic":
      guard arguments.count <= 2 else { throw .arguments(base, expected: "amplitude, period") }
      let amplitude = argument(0, 1)
      guard amplitude > 0, amplitude.isFinite else {
        throw .parameter(base, "amplitude", "must be greater than 0", amplitude)
      }
      guard amplitude <= 1 else {
        throw .parameter(
          base, "amplitude",
          "above 1 scales GSAP's sine and shifts its phase, which Kinetic does not read; it "
            + "reads amplitudes in (0, 1]", amplitude)
      }
      var period = argument(1, 0)
      guard period >= 0, period.isFinite else {
        throw .parameter(base, "period", "must not be negative", period)
      }
      if period == 0 { period = direction == .inOut ? 0.45 : 0.3 }
      return .curve(.penner(.elastic(period: period / amplitude), direction))
    default:
      return nil
    }
  }

  /// Whether `name` (before any parentheses) is a configurable family.
  static func isConfigurable(_ name: String) -> Bool {
    let head = String(name.prefix { $0 != "." }).lowercased()
    return configurable.contains { $0.lowercased() == head }
  }
}

/// Why a GSAP ease string could not be read.
enum GSAPEaseError: Error {
  case arguments(String, expected: String)
  case parameter(String, String, String, Double)

  var message: String {
    switch self {
    case .arguments(let name, let expected):
      return "'\(name)(...)' takes at most (\(expected))"
    case .parameter(let name, let parameter, let why, let value):
      return "'\(name)' \(parameter) \(why), got \(Exporter.number(value))"
    }
  }
}

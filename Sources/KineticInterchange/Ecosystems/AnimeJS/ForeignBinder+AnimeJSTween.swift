import Kinetic

extension ForeignBinder {
  /// The timing keys of an Anime.js tween, by version; any other key is a tweened property
  /// (`translateX: 100`, `x: 100`) or `targets`, whose values Kinetic does not need.
  static func animeJSTimingKeys(_ version: AnimeJSEase.Version) -> [String] {
    version == .v3
      ? ["duration", "delay", "endDelay", "loop", "direction", "easing"]
      : ["duration", "delay", "loopDelay", "loop", "alternate", "reversed", "ease"]
  }

  /// An Anime.js tween: version 3's `anime({ targets, translateX: 100, duration: 1000,
  /// delay, endDelay, loop: 2, direction: 'alternate', easing: 'easeOutElastic(1, .5)' })`
  /// or version 4's `animate(target, { x: 100, duration: 1000, delay, loop: 1,
  /// alternate: true, ease: 'out(2)' })`, in milliseconds.
  ///
  /// The defaults are Anime.js's: version 3 (`src/index.js`, `defaultTweenSettings`,
  /// `defaultInstanceSettings`) 1000 ms, `easeOutElastic(1, .5)`, `loop: 1` (the number of
  /// passes); version 4 (`src/core/globals.js`, `defaults`) 1000 ms, `out(2)`, `loop: 0` (the
  /// passes after the first). `loop: true` repeats for ever; `direction: 'alternate'` and
  /// `alternate: true` run every other pass backwards in time. Version 3 replays its delay and
  /// endDelay with every pass, which Kinetic reads for one pass only.
  func animeJSTween(
    _ members: [ForeignArgument], version: AnimeJSEase.Version, form: String, column: Int
  ) throws(SpecError) -> Animation {
    let keys = Self.animeJSTimingKeys(version)
    var a: [String: ForeignArgument] = [:]
    for member in members {
      guard let key = member.label else {
        throw error("in \(form): expected 'key: value' in the parameters", member.column)
      }
      if ["keyframes", "playbackEase", "playbackRate", "composition"].contains(key) {
        throw error("in \(form): Kinetic does not read '\(key)'", member.column)
      }
      if keys.contains(key) {
        guard a[key] == nil else {
          throw error("in \(form): '\(key)' is given twice", member.column)
        }
        a[key] = member
      } else if key.count > 2, !NameSuggestion.suggestions(for: key, among: keys).isEmpty {
        throw error(
          "in \(form): unknown key '\(key)'" + NameSuggestion.clause(for: key, among: keys),
          member.column)
      }
    }
    var duration = try number(a["duration"], "duration", form: form, default: 1000, .positive)
    let delay = try number(a["delay"], "delay", form: form, default: 0, .nonNegative)
    let easeKey = version == .v3 ? "easing" : "ease"
    var ease = try animeJSEase(
      name: version == .v3 ? "easeOutElastic" : "out", version == .v3 ? [1, 0.5] : [2],
      version: version, column: 0)
    // A spring overrides the tween's duration with its own (v3 normalizePropertyTweens, v4
    // JSAnimation's tDuration = settlingDuration).
    var spring: AnimeJSSpring?
    if let given = a[easeKey] {
      switch given.value {
      case .string(let text, let c):
        if version == .v3, let found = try animeJSVersion3Spring(text, column: c + 1) {
          spring = found
        } else {
          ease = try animeJSEase(text, version: version, column: c + 1)
        }
      case .name(let parts, let c) where parts.count == 2 && parts[0] == "eases":
        ease = try animeJSEase(name: parts[1], nil, version: .v4, column: c)
      case .call(let parts, let arguments, let c) where parts.count == 2 && parts[0] == "eases":
        let numbers = try arguments.map { (argument) throws(SpecError) in
          try number(argument, parts[1], form: form)
        }
        ease = try animeJSEase(name: parts[1], numbers, version: .v4, column: c)
      case .call(let parts, _, _)
      where version == .v4 && parts.count == 1 && ["spring", "createSpring"].contains(parts[0]):
        spring = try animeJSVersion4Spring(given.value)
      case .call where version == .v4:
        guard let found = try animeJSVersion4EaseCall(given.value) else {
          throw error(
            "in \(form): 'ease' is an ease name such as 'inOutQuad', eases.outBack(2), "
              + "cubicBezier(...), steps(...), linear(...) or spring({ ... }), got "
              + given.value.described, given.value.column)
        }
        ease = found
      default:
        throw error(
          "in \(form): '\(easeKey)' is an easing string such as 'easeOutQuad', got "
            + given.value.described, given.value.column)
      }
    }
    if let spring { duration = spring.duration * 1000 }
    // Passes: v3 counts them all, v4 the repeats after the first; true is for ever.
    var passes: Int? = 1
    if let loop = a["loop"] {
      if loop.value.dottedName == "true" {
        passes = nil
      } else if loop.value.dottedName == "false" {
        passes = 1
      } else {
        let n = try number(loop, "loop", form: form, .nonNegative)
        guard n == n.rounded(), n < 10_000 else {
          throw error(
            "in \(form): 'loop' is a whole number below 10000 or true, got \(Exporter.number(n))",
            loop.value.column)
        }
        passes = version == .v3 ? max(Int(n), 1) : Int(n) + 1
      }
    }
    var alternate = false
    if let direction = a["direction"] {
      guard case .string(let text, _) = direction.value,
        ["normal", "alternate"].contains(text)
      else {
        throw error(
          "in \(form): Kinetic reads direction 'normal' and 'alternate'",
          direction.value.column)
      }
      alternate = text == "alternate"
    }
    for flag in ["alternate", "reversed"] {
      guard let given = a[flag] else { continue }
      switch given.value.dottedName {
      case "true" where flag == "alternate": alternate = true
      case "false": break
      default:
        throw error(
          flag == "alternate"
            ? "in \(form): 'alternate' is true or false"
            : "in \(form): Kinetic does not play 'reversed: true'", given.value.column)
      }
    }
    let endDelay = try number(a["endDelay"], "endDelay", form: form, default: 0, .nonNegative)
    let loopDelay = try number(a["loopDelay"], "loopDelay", form: form, default: 0, .nonNegative)
    if passes != 1, loopDelay > 0 {
      throw error("in \(form): Kinetic plays loopDelay with a single pass only", column)
    }
    let tween = spring?.animation ?? ease.animation(duration: duration / 1000)
    if version == .v3, endDelay > 0 || (passes != 1 && delay > 0) {
      // Version 3 replays the delays with every pass (v4's delay is before the first only).
      return Animation(
        AnimeJSPassAnimation(
          tween: tween, duration: duration / 1000, delay: delay / 1000, endDelay: endDelay / 1000,
          passes: passes, alternate: alternate))
    }
    var animation = tween
    if passes != 1 {
      animation = animation.repeated(passes: passes, alternating: alternate)
    }
    return delay > 0 ? animation.delay(delay / 1000) : animation
  }
}

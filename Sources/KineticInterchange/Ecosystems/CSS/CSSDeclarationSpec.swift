import Kinetic

/// A CSS `transition:` or `animation:` declaration as a spec (what `kinetic export --to css`
/// writes), optionally followed by the `@keyframes` rule it names:
///
///     transition: transform 0.3s cubic-bezier(0.42, 0, 0.58, 1) 0.1s;
///     animation: kinetic 0.4s ease-in 0s 3 alternate both;
///
/// The shorthand's parts are read by their form, in any order (CSS Transitions 1 and CSS
/// Animations 1): the first time is the duration, the second the delay; an easing keyword or
/// function is the easing of each iteration; for `animation:`, a number or `infinite` is the
/// iteration count, `normal`/`alternate` the direction, a fill mode or play state is accepted,
/// and any other name is the animation's name (for `transition:`, the property). After
/// `animation:`, the `@keyframes` rule of the animation's name is read (its values in
/// fractions of the change, each interval eased by the animation's easing unless the keyframe
/// names its own); a rule of only `from` and `to` with other values (`translateX(…)`, as
/// `kinetic export --to css` writes) names the endpoints, and the motion is the timing's.
enum CSSDeclarationSpec {
  /// Whether `source` starts with `transition:` or `animation:`.
  static func recognises(_ source: String) -> Bool {
    let text = source.blankingComments().unicodeScalars
      .drop { $0.isSyntaxSpace }
    let head = String(String.UnicodeScalarView(text.prefix { $0.isWordPart }))
    guard head == "transition" || head == "animation" else { return false }
    return text.dropFirst(head.unicodeScalars.count).drop { $0.isSyntaxSpace }
      .first == ":"
  }

  /// One space-separated part of the declaration's value, with its 1-based column.
  struct Part {
    var text: String
    var column: Int
  }

  /// Parses the declaration.
  static func parse(_ source: String) throws(SpecError) -> Animation {
    try read(source).animation
  }

  /// Parses the declaration: its animation, and the property its `@keyframes` rule animates
  /// (``CSSAnimatedProperty``) when one follows.
  static func read(_ source: String) throws(SpecError) -> (
    animation: Animation, property: CSSAnimatedProperty?
  ) {
    let scalars = Array(source.blankingComments().unicodeScalars)
    var i = 0
    while i < scalars.count, scalars[i].isSyntaxSpace { i += 1 }
    let headStart = i
    while i < scalars.count, scalars[i].isWordPart { i += 1 }
    let head = String(scalars: scalars[headStart..<i])
    let form = "CSS \(head):"
    func fail(_ message: String, _ column: Int) -> SpecError {
      SpecError("in \(form) \(message)", column: column, source: source)
    }
    while i < scalars.count, scalars[i] != ":" { i += 1 }
    i += 1
    // The value's parts, split at spaces outside brackets, up to `;`.
    var parts: [Part] = []
    var depth = 0
    var start: Int?
    while i < scalars.count {
      let c = scalars[i]
      if depth == 0 && (c.isSyntaxSpace || c == ";" || c == ",") {
        if let s = start {
          parts.append(Part(text: String(scalars: scalars[s..<i]), column: s + 1))
          start = nil
        }
        if c == ";" { break }
        if c == "," {
          throw fail("several \(head)s are given; Kinetic reads one", i + 1)
        }
      } else {
        if start == nil { start = i }
        if c == "(" { depth += 1 }
        if c == ")" {
          depth -= 1
          guard depth >= 0 else { throw fail("unexpected ')'", i + 1) }
        }
      }
      i += 1
    }
    if depth > 0 { throw fail("unclosed '('", (start ?? i) + 1) }
    if let s = start {
      parts.append(Part(text: String(scalars: scalars[s..<i]), column: s + 1))
    }
    i += 1
    let rules = try keyframesRules(scalars, from: i, fail: fail)
    var name: Part?
    let timing = try timing(parts, isAnimation: head == "animation", fail: fail) { name = $0 }
    guard head == "animation", let rule = rules.first else { return (timing.animation, nil) }
    return try animation(
      timing, named: name, rule: rule, others: rules.dropFirst(), scalars: scalars,
      source: source, fail: fail)
  }

  /// A `@keyframes` rule after the declaration: its name and the scalar range of the rule.
  struct Rule {
    var name: Part
    var range: Range<Int>
  }

  /// The animation of `timing` playing `rule`'s keyframes (CSS Animations 1): each interval
  /// eased by its keyframe's `animation-timing-function`, by default the animation's easing;
  /// values in fractions of the change, as the stand-alone `@keyframes` form reads them from 0.
  /// A rule of two keyframes at 0% and 100% whose values are not plain numbers (export's
  /// `transform: translateX(…)`) and that name no easing of their own names the endpoints: the
  /// timing's own motion. The property the rule animates comes with the animation.
  static func animation(
    _ timing: WebAnimationTiming, named name: Part?, rule: Rule, others: ArraySlice<Rule>,
    scalars: [Unicode.Scalar], source: String, fail: (String, Int) -> SpecError
  ) throws(SpecError) -> (animation: Animation, property: CSSAnimatedProperty?) {
    if let second = others.first {
      throw fail(
        "a second @keyframes rule; Kinetic reads the one the animation plays", second.name.column)
    }
    guard rule.name.text == name?.text else {
      throw fail(
        "the @keyframes rule is named '\(rule.name.text)', but the animation plays "
          + "'\(name?.text ?? "none")'", rule.name.column)
    }
    // The rule alone, at its own columns (columns count scalars from the start, so everything
    // else becomes spaces).
    let blanked = String(
      String.UnicodeScalarView(
        scalars.indices.map { rule.range.contains($0) ? scalars[$0] : " " }))
    var curve: UnitCurve?
    switch timing.easing {
    case .timingCurve(let c, _): curve = c
    case .easing(let f, _) where f == .linear: curve = .linear
    case .easing(let f, _):
      curve = f.cubicBezier.map {
        .bezier(
          startControlPoint: UnitPoint(x: $0.x1, y: $0.y1),
          endControlPoint: UnitPoint(x: $0.x2, y: $0.y2))
      }
    default: curve = nil
    }
    let spec: KeyframeSpec
    do {
      spec = try CSSKeyframesForm.parse(
        try TokenCursor(blanked, dialect: .code), defaultCurve: curve ?? .linear)
    } catch {
      if isEndpointsRule(Array(scalars[rule.range])) { return (timing.animation, nil) }
      throw SpecError("in @keyframes: \(error.message)", column: error.column, source: source)
    }
    // `from { transform: translateX(0) } to { transform: translateX(100px) }`, as an export
    // of a single motion writes it: endpoints with units and no easing of their own name the
    // change, whatever its size, and the motion is the timing's.
    // (Scalars, not Foundation's contains(_:), which the WebAssembly build does not have.)
    let ruleText = scalars[rule.range]
    let easingName = Array("animation-timing-function".unicodeScalars)
    let namesEasing = ruleText.indices.contains { ruleText[$0...].starts(with: easingName) }
    if spec.property?.isDimensioned == true, isEndpointsRule(Array(ruleText)), !namesEasing {
      return (timing.animation, spec.property)
    }
    let track = try spec.animationSpec(from: 0).animation
    if curve == nil {
      // steps() or linear() easing: CSS applies it to each interval, which Kinetic's
      // keyframes cannot; the timing alone is right when the rule only goes from 0 to 1.
      let sampler = track.sampler(change: 1.0)
      guard isEndpointsRule(Array(scalars[rule.range])), sampler.sample(at: 0).offset == 0,
        sampler.sample(at: 1).offset == 1
      else {
        throw fail(
          "a steps() or linear() easing cannot ease each interval of @keyframes in Kinetic; "
            + "give the keyframes their own animation-timing-function", rule.name.column)
      }
      return (timing.animation, spec.property)
    }
    let base = track.speed(1 / timing.duration)
    if timing.iterations != 1, !WebAnimationTiming.canRepeat(base) {
      throw fail(
        "a @keyframes rule that does not end at the change (1) cannot repeat in Kinetic",
        rule.name.column)
    }
    return (timing.animation(of: base), spec.property)
  }

  /// Whether the rule's selectors are only `from`/`to`/`0%`/`100%`, one block each at most:
  /// the two endpoints of the change.
  static func isEndpointsRule(_ rule: [Unicode.Scalar]) -> Bool {
    guard let open = rule.firstIndex(of: "{") else { return false }
    var selectors: [String] = []
    var depth = 0
    var current = ""
    for c in rule[(open + 1)...] {
      if c == "{" {
        if depth == 0 { selectors += current.split(separator: ",").map { $0.trimmingSpaces } }
        depth += 1
        current = ""
      } else if c == "}" {
        depth -= 1
      } else if depth == 0 {
        current.unicodeScalars.append(c)
      }
    }
    let canonical = selectors.map { $0 == "from" ? "0%" : $0 == "to" ? "100%" : $0 }
    return Set(canonical).isSubset(of: ["0%", "100%"]) && canonical.count == Set(canonical).count
  }

  /// A did-you-mean clause when `text` is close to a CSS easing keyword or function name
  /// (case-insensitively, as CSS keywords are), or "".
  static func easingSuggestion(_ text: String) -> String {
    guard let open = text.firstIndex(of: "(") else {
      return NameSuggestion.clause(
        for: text,
        among: ["linear", "ease", "ease-in", "ease-out", "ease-in-out", "step-start", "step-end"])
    }
    let name = String(text[..<open])
    let matches = NameSuggestion.suggestions(for: name, among: ["cubic-bezier", "steps", "linear"])
    guard let best = matches.first, best != name else { return "" }
    return "; did you mean '\(best)\(text[open...])'?"
  }

  /// The timing the parts describe.
  static func timing(
    _ parts: [Part], isAnimation: Bool, fail: (String, Int) -> SpecError,
    naming: (Part) -> Void = { _ in }
  ) throws(SpecError) -> WebAnimationTiming {
    var times: [(Double, Int)] = []
    var easing: Animation.Kind?
    var iterations: Int?? = nil
    var alternates: Bool?
    var name: Part?
    for part in parts {
      if let seconds = time(part.text) {
        guard times.count < 2 else { throw fail("a third time '\(part.text)'", part.column) }
        times.append((seconds, part.column))
      } else if let kind = WebAnimationTiming.easing(part.text) {
        guard easing == nil else { throw fail("a second easing '\(part.text)'", part.column) }
        easing = kind
      } else if isAnimation, part.text == "infinite" || Double(part.text) != nil {
        guard iterations == nil else {
          throw fail("a second iteration count '\(part.text)'", part.column)
        }
        if part.text == "infinite" {
          iterations = .some(nil)
        } else {
          let count = Double(part.text)!
          guard count >= 1, count == count.rounded(), count < 1_000_000 else {
            throw fail(
              "the iteration count is a whole number from 1 to 999999 or infinite (Kinetic "
                + "plays whole passes), got '\(part.text)'", part.column)
          }
          iterations = .some(Int(count))
        }
      } else if isAnimation, let alternate = WebAnimationTiming.directions[part.text] {
        guard alternates == nil else {
          throw fail("a second direction '\(part.text)'", part.column)
        }
        alternates = alternate
      } else if isAnimation, ["reverse", "alternate-reverse"].contains(part.text) {
        throw fail(
          "direction '\(part.text)' starts at the end; Kinetic reads normal and alternate",
          part.column)
      } else if isAnimation,
        ["none", "forwards", "backwards", "both", "running"].contains(part.text)
      {
        continue
      } else if isAnimation, part.text == "paused" {
        throw fail("a paused animation does not move", part.column)
      } else if isIdentifier(part.text), name == nil {
        name = part
        naming(part)
      } else if let bad = WebAnimationTiming.easingFunctionError(part.text) {
        // A bad easing function gets the bare form's message, at its column here.
        throw fail(bad.message, part.column + bad.column - 1)
      } else {
        throw fail(
          "unexpected '\(part.text)'; expected a time such as 0.3s, an easing such as ease-in "
            + "or cubic-bezier(...)"
            + (isAnimation ? ", an iteration count, a direction" : "")
            + " or a name" + easingSuggestion(part.text), part.column)
      }
    }
    guard let duration = times.first, duration.0 > 0 else {
      throw fail(
        "the duration must be a time greater than 0s", times.first?.1 ?? (parts.first?.column ?? 1))
    }
    var timing = WebAnimationTiming(
      easing: easing ?? .easing(.ease, duration: 1), duration: duration.0)
    if times.count > 1 {
      guard times[1].0 >= 0 else {
        throw fail("a negative delay (starting partway) is not supported", times[1].1)
      }
      timing.delay = times[1].0
    }
    timing.iterations = iterations ?? 1
    timing.alternates = alternates ?? false
    return timing
  }

  /// Seconds of a CSS `<time>` (`0.3s`, `300ms`), or `nil`.
  static func time(_ text: String) -> Double? {
    for (unit, scale) in [("ms", 0.001), ("s", 1.0)] where text.hasSuffix(unit) {
      let number = String(text.dropLast(unit.count))
      guard let first = number.unicodeScalars.first,
        ("0"..."9").contains(first) || first == "." || first == "-",
        let value = Double(number), value.isFinite
      else { return nil }
      return value * scale
    }
    return nil
  }

  /// Whether `text` is a CSS identifier (a name such as `transform` or `kinetic`).
  static func isIdentifier(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first, first.isWordStart else {
      return false
    }
    return text.unicodeScalars.allSatisfy { $0.isWordPart || $0 == "-" }
  }

  /// The `@keyframes name { … }` rules after the declaration; anything else is an error.
  static func keyframesRules(
    _ scalars: [Unicode.Scalar], from start: Int, fail: (String, Int) -> SpecError
  ) throws(SpecError) -> [Rule] {
    var rules: [Rule] = []
    var i = start
    while true {
      while i < scalars.count, scalars[i].isSyntaxSpace || scalars[i] == ";" {
        i += 1
      }
      guard i < scalars.count else { return rules }
      let rule = "@keyframes".unicodeScalars
      guard scalars[i...].starts(with: rule) else {
        throw fail("unexpected text after the declaration; expected a @keyframes rule", i + 1)
      }
      let ruleStart = i
      i += rule.count
      while i < scalars.count, scalars[i].isSyntaxSpace { i += 1 }
      let nameStart = i
      while i < scalars.count, scalars[i] != "{", !scalars[i].isSyntaxSpace { i += 1 }
      let name = Part(
        text: String(scalars: scalars[nameStart..<i]), column: nameStart + 1)
      while i < scalars.count, scalars[i] != "{" { i += 1 }
      var depth = 0
      repeat {
        guard i < scalars.count else { throw fail("unclosed '{' in @keyframes", ruleStart + 1) }
        if scalars[i] == "{" { depth += 1 }
        if scalars[i] == "}" { depth -= 1 }
        i += 1
      } while depth > 0
      rules.append(Rule(name: name, range: ruleStart..<i))
    }
  }
}

extension Substring {
  /// The text without leading and trailing spaces.
  fileprivate var trimmingSpaces: String {
    String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
  }
}

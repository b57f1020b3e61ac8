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
/// and any other name is the animation's name (for `transition:`, the property). A `@keyframes`
/// rule is accepted and not read: the motion is the timing's, in fractions of the change.
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
    let scalars = Array(source.blankingComments().unicodeScalars)
    var i = 0
    while i < scalars.count, scalars[i].isSyntaxSpace { i += 1 }
    let headStart = i
    while i < scalars.count, scalars[i].isWordPart { i += 1 }
    let head = String(String.UnicodeScalarView(scalars[headStart..<i]))
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
          parts.append(Part(text: String(String.UnicodeScalarView(scalars[s..<i])), column: s + 1))
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
      parts.append(Part(text: String(String.UnicodeScalarView(scalars[s..<i])), column: s + 1))
    }
    i += 1
    try skipKeyframesRules(scalars, from: i, fail: fail)
    return try timing(parts, isAnimation: head == "animation", fail: fail).animation
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
    _ parts: [Part], isAnimation: Bool, fail: (String, Int) -> SpecError
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

  /// Skips `@keyframes name { … }` rules after the declaration; anything else is an error.
  static func skipKeyframesRules(
    _ scalars: [Unicode.Scalar], from start: Int, fail: (String, Int) -> SpecError
  ) throws(SpecError) {
    var i = start
    while true {
      while i < scalars.count, scalars[i].isSyntaxSpace || scalars[i] == ";" {
        i += 1
      }
      guard i < scalars.count else { return }
      let rule = "@keyframes".unicodeScalars
      guard scalars[i...].starts(with: rule) else {
        throw fail("unexpected text after the declaration; expected a @keyframes rule", i + 1)
      }
      let ruleColumn = i + 1
      while i < scalars.count, scalars[i] != "{" { i += 1 }
      var depth = 0
      repeat {
        guard i < scalars.count else { throw fail("unclosed '{' in @keyframes", ruleColumn) }
        if scalars[i] == "{" { depth += 1 }
        if scalars[i] == "}" { depth -= 1 }
        i += 1
      } while depth > 0
    }
  }
}

import Kinetic

/// A spec with its named springs and curves written out in its own ecosystem's explicit form,
/// with the values the binder gives those names: the form whose numbers the studio page offers
/// as sliders and Bezier handles when the spec as written has none (`bouncy` has no number to
/// tune; `spring(duration: 0.5, bounce: 0.3)` has two). The explicit source binds to the same
/// motion as the original.
///
/// What is written out, each name looked up in the table the binder reads:
/// - SwiftUI's spring presets (`bouncy`, `.smooth(duration: 0.8)`, `snappy(extraBounce: 0.1)`,
///   ``Kinetic/Spring/Preset``) as `spring(duration:bounce:)`, a bare `spring`/`spring()` and
///   `interactiveSpring` with ``Kinetic/Animation/SpringDefaults``;
/// - Compose's `spring(…)` with its `dampingRatio` and `stiffness` defaults and its
///   `Spring.Stiffness…` and `Spring.DampingRatio…` constants (``Kinetic/ComposeSpring``);
/// - react-spring's `config.wobbly` and the other presets as `{ tension: …, friction: … }`;
/// - named cubic Bezier curves as the ecosystem's cubic form: SwiftUI's `easeInOut` as
///   `timingCurve(…)`, CSS's `ease-out` as `cubic-bezier(…)`, Compose's `FastOutSlowInEasing`
///   as `CubicBezierEasing(…)`, Flutter's `Curves.easeOutCubic` as `Cubic(…)`, Motion's
///   `ease: "easeOut"` as `ease: […]`, Core Animation's `CAMediaTimingFunction(name: .easeIn)`
///   as `CAMediaTimingFunction(controlPoints: …)`.
///
/// Names that are not cubic Beziers (easings.net's Penner curves, GSAP's `power2.out`, Android's
/// interpolators) and springs already written with numbers are left as they are.
public enum SpecExplicitForm {
  /// `source` with its named springs and curves written out, or `nil` when it names none.
  ///
  /// - Complexity: O(*n*) in the length of the source.
  public static func explicit(_ source: String) -> String? {
    guard let tokens = try? Tokenizer(.code).tokens(source.blankingComments()) else { return nil }
    var edits: [Edit] = []
    var i = 0
    while i < tokens.count {
      if let edit = rewrite(at: i, tokens) {
        edits.append(edit)
        i = edit.nextToken
      } else {
        i += 1
      }
    }
    guard !edits.isEmpty else { return nil }
    var scalars = Array(source.unicodeScalars)
    for edit in edits.reversed() {
      scalars.replaceSubrange(
        (edit.start - 1)..<(edit.end - 1), with: Array(edit.text.unicodeScalars))
    }
    return String(String.UnicodeScalarView(scalars))
  }

  /// A replacement of the scalars in columns `start..<end` by `text`; scanning resumes at
  /// token `nextToken`.
  struct Edit {
    var start: Int
    var end: Int
    var text: String
    var nextToken: Int
  }

  /// The edit that writes out the name at token `i`, if it is one.
  static func rewrite(at i: Int, _ tokens: [Token]) -> Edit? {
    let token = tokens[i]
    let previous = i > 0 ? tokens[i - 1] : nil
    switch token.kind {
    case .word:
      if previous?.isPunctuation(".") == true, !isSwiftUIMember(i, tokens) {
        return nil
      }
      return swiftUISpring(at: i, tokens) ?? composeSpring(at: i, tokens)
        ?? composeConstant(at: i, tokens) ?? reactSpringPreset(at: i, tokens)
        ?? flutterCurve(at: i, tokens) ?? coreAnimationCurve(at: i, tokens)
        ?? swiftUICurve(at: i, tokens) ?? cssCurve(at: i, tokens)
        ?? composeCurve(at: i, tokens)
    case .string:
      return motionCurve(at: i, tokens)
    default:
      return nil
    }
  }

  // MARK: Springs

  /// SwiftUI's presets as `spring(duration:bounce:)`; a bare `spring` as its defaults.
  static func swiftUISpring(at i: Int, _ tokens: [Token]) -> Edit? {
    let name = tokens[i].text
    // Compose's `spring<Float>(…)` is Kotlin's.
    if i + 1 < tokens.count, tokens[i + 1].isPunctuation("<") { return nil }
    let call = arguments(after: i, tokens)
    if let preset = Spring.Preset(rawValue: name) {
      let call = call ?? Call.bare(after: i, tokens)
      guard call.labels.allSatisfy({ $0 == "duration" || $0 == "extraBounce" })
      else { return nil }
      let duration =
        call.text(of: "duration") ?? number(preset.spring().duration)
      let extra = call.number(of: "extraBounce") ?? Animation.SpringDefaults.extraBounce
      return Edit(
        start: tokens[i].column, end: call.end,
        text: "spring(duration: \(duration), bounce: \(number(preset.bounce + extra)))",
        nextToken: call.nextToken)
    }
    let bare = call ?? Call.bare(after: i, tokens)
    guard name == "spring" || name == "interactiveSpring", bare.labels.isEmpty, bare.isEmpty
    else { return nil }
    let d = Animation.SpringDefaults.self
    let text =
      name == "spring"
      ? "spring(duration: \(number(d.duration)), bounce: \(number(d.bounce)))"
      : "spring(duration: \(number(d.interactiveDuration)), "
        + "bounce: \(number(d.interactiveBounce + d.extraBounce)), "
        + "blendDuration: \(number(d.interactiveBlendDuration)))"
    return Edit(start: tokens[i].column, end: bare.end, text: text, nextToken: bare.nextToken)
  }

  /// Compose's `spring(…)` (Kotlin: `=` labels or a `<Float>` type argument) with the
  /// `dampingRatio` and `stiffness` it leaves to their defaults written in.
  static func composeSpring(at i: Int, _ tokens: [Token]) -> Edit? {
    guard tokens[i].text == "spring" else { return nil }
    var open = i + 1
    if open < tokens.count, tokens[open].isPunctuation("<") {
      while open < tokens.count, !tokens[open].isPunctuation(">") { open += 1 }
      open += 1
    }
    guard let call = arguments(openingAt: open, tokens), call.isKotlin || open > i + 1,
      !call.labels.contains("durationMillis"), !call.labels.contains("bounce"),
      !call.hasUnlabelled
    else { return nil }
    var missing: [String] = []
    if !call.labels.contains("dampingRatio") {
      missing.append("dampingRatio = \(number(ComposeSpring.dampingRatioNoBouncy))f")
    }
    if !call.labels.contains("stiffness") {
      missing.append("stiffness = \(number(ComposeSpring.stiffnessMedium))f")
    }
    guard !missing.isEmpty else { return nil }
    let inserted = missing.joined(separator: ", ") + (call.isEmpty ? "" : ", ")
    let at = tokens[open].column + 1
    return Edit(start: at, end: at, text: inserted, nextToken: open + 1)
  }

  /// Compose's `Spring.StiffnessLow`, `Spring.DampingRatioMediumBouncy`, … as Float literals.
  static func composeConstant(at i: Int, _ tokens: [Token]) -> Edit? {
    guard tokens[i].text == "Spring", i + 2 < tokens.count, tokens[i + 1].isPunctuation("."),
      tokens[i + 2].kind == .word,
      let value = ForeignBinder.composeSpringConstants["Spring." + tokens[i + 2].text]
    else { return nil }
    return Edit(
      start: tokens[i].column, end: end(of: tokens[i + 2]), text: number(value) + "f",
      nextToken: i + 3)
  }

  /// react-spring's `config.wobbly` (and the other presets) as a config object.
  static func reactSpringPreset(at i: Int, _ tokens: [Token]) -> Edit? {
    guard tokens[i].text == "config", i + 2 < tokens.count, tokens[i + 1].isPunctuation("."),
      tokens[i + 2].kind == .word,
      let preset = ForeignBinder.reactSpringPresets[tokens[i + 2].text],
      !(i + 3 < tokens.count && tokens[i + 3].isPunctuation("(")),
      // A spread (`...config.gentle`) takes its members, which an object literal cannot give.
      !(i > 0 && tokens[i - 1].isPunctuation("."))
    else { return nil }
    let mass = preset.mass == 1 ? "" : ", mass: \(number(preset.mass))"
    return Edit(
      start: tokens[i].column, end: end(of: tokens[i + 2]),
      text: "{ tension: \(number(preset.tension)), friction: \(number(preset.friction))\(mass) }",
      nextToken: i + 3)
  }

  // MARK: Curves

  /// SwiftUI's `easeIn`, `easeOut` and `easeInOut` as `timingCurve(x1, y1, x2, y2, …)`.
  static func swiftUICurve(at i: Int, _ tokens: [Token]) -> Edit? {
    guard let curve = UnitCurve.named(tokens[i].text)?.cubicBezier else { return nil }
    if i > 0, tokens[i - 1].kind != .punctuation { return nil }
    return timingCurve(curve, at: i, tokens)
  }

  /// CSS's `ease`, `ease-in`, `ease-out` and `ease-in-out` as `cubic-bezier(…)`, or in the
  /// SwiftUI style of the spec language (`ease(duration: 0.3)`) as `timingCurve(…)`.
  static func cssCurve(at i: Int, _ tokens: [Token]) -> Edit? {
    guard let curve = CubicBezier.named(cssKeyword: tokens[i].text), !isLabel(i, tokens) else {
      return nil
    }
    if i + 1 < tokens.count, tokens[i + 1].isPunctuation("(") {
      return timingCurve(curve, at: i, tokens)
    }
    return Edit(
      start: tokens[i].column, end: end(of: tokens[i]),
      text: "cubic-bezier(\(points(curve).joined(separator: ", ")))", nextToken: i + 1)
  }

  /// Compose's named easings (`FastOutSlowInEasing`, `EaseInOut`, …) as `CubicBezierEasing`.
  static func composeCurve(at i: Int, _ tokens: [Token]) -> Edit? {
    var name = tokens[i].text
    var last = i
    if i + 2 < tokens.count, tokens[i + 1].isPunctuation("."), tokens[i + 2].kind == .word {
      name += "." + tokens[i + 2].text
      last = i + 2
    }
    guard let curve = ForeignEasings.compose[name]?.cubicBezier, !isLabel(last, tokens) else {
      return nil
    }
    let floats = points(curve).map { $0 + "f" }.joined(separator: ", ")
    return Edit(
      start: tokens[i].column, end: end(of: tokens[last]),
      text: "CubicBezierEasing(\(floats))", nextToken: last + 1)
  }

  /// Flutter's `Curves.easeOutCubic` (and every other Bezier of `Curves`) as `Cubic(…)`.
  static func flutterCurve(at i: Int, _ tokens: [Token]) -> Edit? {
    guard tokens[i].text == "Curves", i + 2 < tokens.count, tokens[i + 1].isPunctuation("."),
      tokens[i + 2].kind == .word,
      let curve = ForeignEasings.flutter[tokens[i + 2].text]?.cubicBezier
    else { return nil }
    return Edit(
      start: tokens[i].column, end: end(of: tokens[i + 2]),
      text: "Cubic(\(points(curve).joined(separator: ", ")))", nextToken: i + 3)
  }

  /// Motion's `ease: "easeOut"` as `ease: [0, 0, 0.58, 1]`.
  static func motionCurve(at i: Int, _ tokens: [Token]) -> Edit? {
    guard i >= 2, tokens[i - 1].isPunctuation(":"), tokens[i - 2].isWord("ease"),
      let curve = ForeignEasings.motion[tokens[i].text]?.cubicBezier
    else { return nil }
    return Edit(
      start: tokens[i].column, end: end(of: tokens[i]),
      text: "[\(points(curve).joined(separator: ", "))]", nextToken: i + 1)
  }

  /// Core Animation's `CAMediaTimingFunction(name: .easeIn)` as
  /// `CAMediaTimingFunction(controlPoints: 0.42, 0, 1, 1)`.
  static func coreAnimationCurve(at i: Int, _ tokens: [Token]) -> Edit? {
    guard tokens[i].text == "CAMediaTimingFunction", i + 6 < tokens.count,
      tokens[i + 1].isPunctuation("("), tokens[i + 2].isWord("name"),
      tokens[i + 3].isPunctuation(":"), tokens[i + 4].isPunctuation("."),
      tokens[i + 5].kind == .word, tokens[i + 6].isPunctuation(")"),
      let curve = ForeignEasings.coreAnimation[tokens[i + 5].text]?.cubicBezier
    else { return nil }
    return Edit(
      start: tokens[i + 2].column, end: end(of: tokens[i + 5]),
      text: "controlPoints: " + points(curve).joined(separator: ", "), nextToken: i + 7)
  }

  /// A named SwiftUI curve's call at token `i` (`easeIn`, `easeIn(duration: 0.5)`) as
  /// `timingCurve` with the control points first and the call's own arguments after them.
  private static func timingCurve(_ curve: CubicBezier, at i: Int, _ tokens: [Token]) -> Edit? {
    let controlPoints = points(curve).joined(separator: ", ")
    guard let call = arguments(after: i, tokens) else {
      return Edit(
        start: tokens[i].column, end: end(of: tokens[i]),
        text: "timingCurve(\(controlPoints))", nextToken: i + 1)
    }
    return Edit(
      start: tokens[i].column, end: tokens[i + 1].column + 1,
      text: "timingCurve(" + controlPoints + (call.isEmpty ? "" : ", "), nextToken: i + 2)
  }

  // MARK: Reading

  /// The arguments of a call: the labels written at its top level and where it ends.
  struct Call {
    /// The labels, in order.
    var labels: [String]
    /// Each label's value tokens (a single token for a plain number).
    var values: [String: [Token]]
    /// Whether an argument has no label.
    var hasUnlabelled: Bool
    /// Whether there are no arguments.
    var isEmpty: Bool
    /// Whether a label is followed by `=` (Kotlin's named arguments).
    var isKotlin: Bool
    /// The column after the closing parenthesis (or after the name, with no parentheses).
    var end: Int
    /// The token after the call.
    var nextToken: Int

    /// A name written without parentheses, ending at token `i`.
    static func bare(after i: Int, _ tokens: [Token]) -> Call {
      Call(
        labels: [], values: [:], hasUnlabelled: false, isEmpty: true, isKotlin: false,
        end: SpecExplicitForm.end(of: tokens[i]), nextToken: i + 1)
    }

    /// The text of `label`'s value when it is one number.
    func text(of label: String) -> String? {
      guard let value = values[label], value.count == 1, case .number = value[0].kind else {
        return nil
      }
      return value[0].text
    }

    /// The value of `label` when it is one number.
    func number(of label: String) -> Double? {
      guard let value = values[label], value.count == 1, case .number(let x) = value[0].kind
      else { return nil }
      return x
    }
  }

  /// The call whose `(` follows token `i`, if one does.
  static func arguments(after i: Int, _ tokens: [Token]) -> Call? {
    arguments(openingAt: i + 1, tokens)
  }

  /// The call whose `(` is token `open`, up to its matching `)`.
  static func arguments(openingAt open: Int, _ tokens: [Token]) -> Call? {
    guard open < tokens.count, tokens[open].isPunctuation("(") else { return nil }
    var call = Call(
      labels: [], values: [:], hasUnlabelled: false, isEmpty: true, isKotlin: false, end: 0,
      nextToken: 0)
    var depth = 0
    var label: String?
    var value: [Token] = []
    func finish() {
      if let label {
        call.labels.append(label)
        call.values[label] = value
      } else if !value.isEmpty {
        call.hasUnlabelled = true
      }
      if label != nil || !value.isEmpty { call.isEmpty = false }
      label = nil
      value = []
    }
    var j = open
    while j < tokens.count {
      let token = tokens[j]
      if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("{") {
        depth += 1
        if depth > 1 { value.append(token) }
      } else if token.isPunctuation(")") || token.isPunctuation("]") || token.isPunctuation("}") {
        depth -= 1
        if depth == 0 {
          finish()
          call.end = token.column + 1
          call.nextToken = j + 1
          return call
        }
        value.append(token)
      } else if depth == 1, token.isPunctuation(",") {
        finish()
      } else if depth == 1, value.isEmpty, label == nil, token.kind == .word, j + 1 < tokens.count,
        tokens[j + 1].isPunctuation(":") || tokens[j + 1].isPunctuation("=")
      {
        label = token.text
        if tokens[j + 1].isPunctuation("=") { call.isKotlin = true }
        j += 1
      } else if token.kind != .newline {
        value.append(token)
      }
      j += 1
    }
    return nil
  }

  /// Whether the word at `i` is a label (`ease:` or `easing =`), not a value.
  static func isLabel(_ i: Int, _ tokens: [Token]) -> Bool {
    i + 1 < tokens.count && (tokens[i + 1].isPunctuation(":") || tokens[i + 1].isPunctuation("="))
  }

  /// Whether the word at `i`, after a `.`, is a SwiftUI member at the head of an animation:
  /// `.bouncy` at the start, after `(`, `,` or a label's `:` other than a name's, or
  /// `Animation.bouncy`; not a modifier (`.delay`) or another type's member.
  static func isSwiftUIMember(_ i: Int, _ tokens: [Token]) -> Bool {
    guard i >= 1 else { return false }
    if i == 1 { return true }
    let before = tokens[i - 2]
    if before.isWord("Animation") { return true }
    if before.isPunctuation("(") || before.isPunctuation(",") || before.kind == .newline {
      return true
    }
    // `animation: .bouncy`, but not Core Animation's `name: .easeIn`.
    return before.isPunctuation(":") && i >= 3 && !tokens[i - 3].isWord("name")
  }

  /// The column after a token's source text (a string's quotes included).
  static func end(of token: Token) -> Int {
    token.column + token.text.unicodeScalars.count + (token.kind == .string ? 2 : 0)
  }

  /// A curve's control points as number text.
  static func points(_ curve: CubicBezier) -> [String] {
    [curve.x1, curve.y1, curve.x2, curve.y2].map { number($0) }
  }

  /// The shortest decimal text of `x`.
  static func number(_ x: Double) -> String { Exporter.number(x) }
}

extension Motion {
  /// The source with its named springs and curves written out in its own ecosystem's explicit
  /// form (``SpecExplicitForm``), or `nil` when it names none.
  ///
  /// - Complexity: O(*n*) in the length of the source.
  public var explicitSource: String? { SpecExplicitForm.explicit(source) }
}

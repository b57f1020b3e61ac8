/// Finds the animations a pasted snippet carries (see ``SpecSnippet``), on the code tokens of
/// the snippet with its comments blanked. It knows the surroundings, never the forms: a range
/// whose head is a form's is handed on whole, for the form to read.
struct SnippetReducer {
  /// One animation found: its text and the source column of each of its scalars (and one
  /// past the end).
  struct Found {
    var text: String
    var columns: [Int]
  }

  /// What a range reduces to.
  enum Outcome {
    /// The range is a form (or not understood): read it whole.
    case form
    case found([Found])
    /// Recognised surroundings with no animation: what to paste instead.
    case refusal(SpecError)
  }

  let source: String
  let scalars: [Unicode.Scalar]
  let tokens: [Token]
  /// For each opening bracket token, the index of its closing one.
  let closing: [Int: Int]

  /// The token at `index`, or the end token past the end.
  func at(_ index: Int) -> Token { tokens[min(index, tokens.count - 1)] }

  /// The most levels of surroundings peeled, which bounds the recursion.
  static let maximumDepth = 32

  /// The animations `source` carries, `nil` when it is a form as it stands (or its
  /// surroundings are not understood).
  ///
  /// - Throws: ``SpecError`` for recognised surroundings that carry no animation.
  static func candidates(in source: String) throws(SpecError) -> [Found]? {
    // A form with nothing around it, known by its bytes: the search would hand it back whole.
    if isPlainForm(source) { return nil }
    return try searched(in: source)
  }

  /// ``candidates(in:)`` found by the search alone (tests compare it with the quick test).
  static func searched(in source: String) throws(SpecError) -> [Found]? {
    guard let reducer = SnippetReducer(source) else { return nil }
    let all = reducer.trimmed(0..<(reducer.tokens.count - 1))
    guard !all.isEmpty else { return nil }
    // A CSS `transition:`/`animation:` declaration is CSS's own form, `@keyframes` and all.
    let (head, colon, value) = (
      reducer.tokens[all.lowerBound], reducer.at(all.lowerBound + 1),
      reducer.at(all.lowerBound + 2)
    )
    if head.isWord("transition") || head.isWord("animation"), colon.isPunctuation(":"),
      !value.isPunctuation("{"), value.kind != .string
    {
      return nil
    }
    switch try reducer.reduce(all, depth: 0) {
    case .form:
      let found = reducer.found(all)
      return reducer.isWhole(found) ? nil : [found]
    case .found(let list):
      if list.count == 1, list[0].text == source { return nil }
      return list
    case .refusal(let error):
      throw error
    }
  }

  init?(_ source: String) {
    // Forms that own their whole text (the code `kinetic export` writes, Android's XML and
    // animator code, whose settings are statements of their own).
    if StopsCode.form(of: source) != nil || AndroidXML.recognises(source) { return nil }
    self.source = source
    scalars = Array(source.unicodeScalars)
    guard let tokens = try? Tokenizer(.code).tokens(source.blankingComments()),
      !AndroidCode.recognises(tokens: tokens)
    else { return nil }
    self.tokens = tokens
    var closing: [Int: Int] = [:]
    var open: [Int] = []
    let pairs: [String: String] = [")": "(", "]": "[", "}": "{"]
    for (index, token) in tokens.enumerated() where token.kind == .punctuation {
      if ["(", "[", "{"].contains(token.text) {
        open.append(index)
      } else if let opener = pairs[token.text] {
        guard let last = open.last, tokens[last].text == opener else { return nil }
        closing[open.removeLast()] = index
      }
    }
    guard open.isEmpty else { return nil }
    self.closing = closing
  }

  // MARK: Reduction

  /// Words that may precede a declaration's keyword.
  static let declarationModifiers: Set<String> = [
    "export", "private", "public", "internal", "fileprivate", "static", "override", "late",
    "lateinit", "open", "default",
  ]
  static let declarationKeywords = ForeignSpec.declarationWords
  /// Calls that play what they wrap differently, which no animation from 0 to 1 read from
  /// inside them describes: refused with what to paste instead, never peeled to their
  /// argument. Flutter's `ReverseAnimation(parent)` runs its parent backwards (its value is
  /// 1 − the parent's).
  static let reversingWrappers: [String: String] = [
    "ReverseAnimation":
      "Flutter's ReverseAnimation(…) runs its parent backwards (its value is 1 − the parent's), "
      + "which no animation from 0 to 1 describes; paste the animation inside it "
      + "(ReverseAnimation shows 1 minus its value)"
  ]
  /// Labels whose value is the animation of the call or object they are in.
  static let carrierLabels: Set<String> = [
    "transition", "animationSpec", "config", "curve", "animation", "transitionSpec", "spec",
    "reverseCurve", "timingFunction", "springDescription", "switchInCurve", "switchOutCurve",
  ]
  /// The CSS longhands that set part of a `transition` or `animation` shorthand's timing (its
  /// easing, duration, delay, count or direction), so that one after the shorthand changes it.
  static let cssTimingLonghands: Set<String> = [
    "transition-timing-function", "transition-duration", "transition-delay",
    "animation-timing-function", "animation-duration", "animation-delay",
    "animation-iteration-count", "animation-direction",
  ]

  func reduce(_ range: Range<Int>, depth: Int) throws(SpecError) -> Outcome {
    guard !range.isEmpty else { return .form }
    guard depth < Self.maximumDepth else {
      // Peeling stops here rather than handing on a half-peeled snippet, so that one
      // reduction reaches what every later one would (the reduced spec reduces to itself).
      return refusal(
        "the snippet nests more than \(Self.maximumDepth) wrappers; paste the animation itself",
        tokens[range.lowerBound].column)
    }
    // A JSX element (its props may be on several lines): its props are searched.
    if tokens[range.lowerBound].isPunctuation("<"), at(range.lowerBound + 1).kind == .word {
      let outcome = try search(range, depth: depth)
      if case .found = outcome { return outcome }
      return refusal(
        "found the JSX element <\(elementName(range.lowerBound + 1))> without a transition prop; "
          + "paste the object after 'transition=' (Motion's default transition depends on the "
          + "value animated)", tokens[range.lowerBound].column)
    }
    let parts = statements(range)
    guard parts.count == 1 else {
      if parts.isEmpty { return .form }
      return try several(parts, depth: depth)
    }
    let range = parts[0]
    let first = tokens[range.lowerBound]
    let second = at(range.lowerBound + 1)
    // A declaration: `val spec = …`, `let animation: Animation = …`, `val x by …`.
    if first.kind == .word,
      Self.declarationKeywords.contains(first.text)
        || Self.declarationModifiers.contains(first.text)
    {
      var i = range.lowerBound
      while i < range.upperBound, Self.declarationModifiers.contains(tokens[i].text) { i += 1 }
      if i < range.upperBound, Self.declarationKeywords.contains(tokens[i].text) {
        while i < range.upperBound,
          !(tokens[i].isPunctuation("=") || tokens[i].isWord("by"))
        {
          i = after(i)
        }
        if i + 1 < range.upperBound {
          // Kotlin's `val` says a bare `spring()` is Compose's.
          let kotlin = tokens[range].contains { $0.isWord("val") }
          return try valueOutcome(
            i + 1..<range.upperBound, depth: depth, label: kotlin ? "animationSpec" : nil)
        }
      }
      // Dart's `const Cubic(…)`: an expression after `const`.
      if first.isWord("const"), at(range.lowerBound + 1).kind == .word,
        at(range.lowerBound + 2).isPunctuation("(") || at(range.lowerBound + 2).isPunctuation(".")
      {
        return try valueOutcome(range.lowerBound + 1..<range.upperBound, depth: depth)
      }
      return try search(range, depth: depth)
    }
    // A CSS rule: `selector { declarations }`.
    if let open = cssRuleBrace(range) {
      return try cssDeclarations(statements(open + 1..<closing[open]!), depth: depth, rule: first)
    }
    // A label: a CSS declaration, an object property or a named argument.
    if first.kind == .word || first.kind == .string, second.isPunctuation(":"),
      !at(range.lowerBound + 2).isPunctuation(":")
    {
      if first.kind == .word,
        first.text.contains("-") || first.text == "transition"
          || first.text == "animation"
      {
        let next = at(range.lowerBound + 2)
        if !next.isPunctuation("{") && next.kind != .string {
          return try cssDeclarations([range], depth: depth, rule: nil)
        }
      }
      return try valueOutcome(
        range.lowerBound + 2..<range.upperBound, depth: depth, label: first.text)
    }
    // An assignment or a JSX prop: `animationSpec = tween(…)`, `transition={{ … }}`.
    if first.kind == .word, let equals = assignment(range) {
      return try valueOutcome(
        equals + 1..<range.upperBound, depth: depth, label: tokens[equals - 1].text)
    }
    if isKnownForm(range) { return .form }
    let outcome = try search(range, depth: depth)
    if case .form = outcome, let argument = soleArgument(range), isKnownForm(argument) {
      // `CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(…))`.
      return .found([found(argument)])
    }
    return outcome
  }

  /// Several statements: a Core Animation, Flutter or GSAP (`CustomEase.create(…)` then a
  /// tween) program is a form; otherwise each is reduced, and the animations found are listed.
  func several(_ parts: [Range<Int>], depth: Int) throws(SpecError) -> Outcome {
    let programHeads: Set<String> = [
      "CABasicAnimation", "CASpringAnimation", "CAKeyframeAnimation", "AnimationController",
      "CurvedAnimation", "CustomEase",
    ]
    if parts.contains(where: { part in
      tokens[part].contains { $0.kind == .word && programHeads.contains($0.text) }
    }) {
      return .form
    }
    if parts.allSatisfy({ isCSSDeclaration($0) }) {
      return try cssDeclarations(parts, depth: depth, rule: nil)
    }
    var list: [Found] = []
    var firstRefusal: Outcome?
    for part in parts {
      switch try reduce(part, depth: depth + 1) {
      case .form: if isKnownForm(part) { list.append(found(part)) }
      case .found(let more): list += more
      case .refusal(let error): firstRefusal = firstRefusal ?? .refusal(error)
      }
    }
    if !list.isEmpty { return .found(list) }
    return firstRefusal ?? .form
  }

  /// A value (of a declaration, a label, an assignment): a JSX expression container
  /// `{ expression }` is opened; the value is reduced further.
  func valueOutcome(_ range: Range<Int>, depth: Int, label: String? = nil) throws(SpecError)
    -> Outcome
  {
    var range = trimmed(range)
    guard !range.isEmpty else { return .form }
    if tokens[range.lowerBound].isPunctuation("{"),
      closing[range.lowerBound] == range.upperBound - 1,
      !isObjectLiteral(range.lowerBound)
    {
      range = trimmed(range.lowerBound + 1..<range.upperBound - 1)
      guard !range.isEmpty else { return .form }
    }
    switch try reduce(range, depth: depth + 1) {
    case .form: return .found([naming(range, label: label)])
    case let outcome: return outcome
    }
  }

  /// Whether the braces opening at `open` hold an object literal (`{}`, `{ key: …`, `{ ...a`).
  func isObjectLiteral(_ open: Int) -> Bool {
    var first = open + 1
    while at(first).kind == .newline { first += 1 }
    let a = at(first)
    let b = at(first + 1)
    return a.isPunctuation("}") || (a.kind == .word || a.kind == .string) && b.isPunctuation(":")
      || a.isPunctuation(".") && b.isPunctuation(".")
  }

  /// The index of the `=` of `name = …` or `a.b = …` (not `==`, `=>`, `<=`).
  func assignment(_ range: Range<Int>) -> Int? {
    var i = range.lowerBound
    while i < range.upperBound, tokens[i].kind == .word {
      let next = at(i + 1)
      if next.isPunctuation("="), !at(i + 2).isPunctuation("="),
        !at(i + 2).isPunctuation(">")
      {
        return i + 1
      }
      guard next.isPunctuation("."), at(i + 2).kind == .word else { return nil }
      i += 2
    }
    return nil
  }

  /// Whether `range` is a form as it stands, decided by its head: not a call site
  /// (`withAnimation`, `animate*AsState`, framer's `animate(target, …)` unless its keyframes
  /// follow), no `.animation(…)`
  /// in its chain, and not an object of a call's options (`{ from: …, config: … }`).
  func isForm(_ range: Range<Int>) -> Bool {
    let first = tokens[range.lowerBound]
    let second = at(range.lowerBound + 1)
    if first.isPunctuation("{") {
      guard let close = closing[range.lowerBound] else { return true }
      return !topLevelKeys(range.lowerBound + 1..<close).contains {
        $0 == "config" || $0 == "transition"
      }
    }
    if first.isWord("animate"), second.isPunctuation("(") {
      // Motion's keyframes: `animate([…], …)`, or `animate(value, […], …)` naming its target.
      let target = at(range.lowerBound + 2)
      return target.isPunctuation("[")
        || (target.kind == .word || target.kind == .string)
          && at(range.lowerBound + 3).isPunctuation(",")
          && at(range.lowerBound + 4).isPunctuation("[")
    }
    var i = range.lowerBound
    while i < range.upperBound {
      let token = tokens[i]
      if token.kind == .word,
        Self.callSites.contains(token.text)
          || token.text.hasPrefix("animate") && token.text.hasSuffix("AsState")
      {
        return false
      }
      if token.isPunctuation("."), at(i + 1).isWord("animation") || at(i + 1).isWord("animateTo") {
        return false
      }
      i = after(i)
    }
    return true
  }

  /// Whether `range` is a form Kinetic knows by its head (a statement among several is read
  /// only then): a spec-language name, a foreign form's head, a physics model, a keyframe
  /// form, or an object.
  func isKnownForm(_ range: Range<Int>) -> Bool {
    var first = tokens[range.lowerBound]
    if first.isPunctuation("{") { return isForm(range) }
    if first.isPunctuation("."), at(range.lowerBound + 1).kind == .word {
      first = at(range.lowerBound + 1)
    }
    guard first.kind == .word, isForm(range) else { return false }
    return Self.isKnownHead(first.text)
  }

  /// Whether `word` is the head of a form Kinetic knows: a spec-language name, a foreign
  /// form's head, a physics model, a keyframe form, or one of Compose's easings.
  static func isKnownHead(_ word: String) -> Bool {
    knownHeads.contains(word) || ForeignEasings.compose[word] != nil
  }

  /// The keys of an object literal's members in `range`.
  func topLevelKeys(_ range: Range<Int>) -> [String] {
    var keys: [String] = []
    var i = range.lowerBound
    var atMemberStart = true
    while i < range.upperBound {
      let token = tokens[i]
      if atMemberStart, token.kind == .word || token.kind == .string,
        at(i + 1).isPunctuation(":")
      {
        keys.append(token.text)
      }
      atMemberStart = token.isPunctuation(",") || token.kind == .newline
      i = after(i)
    }
    return keys
  }
}

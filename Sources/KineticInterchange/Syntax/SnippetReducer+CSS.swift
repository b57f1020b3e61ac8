extension SnippetReducer {
  // MARK: CSS

  /// The `{` of a CSS rule `selector { property: value; … }`: a selector with no call or
  /// `=` in it, and braces that hold declarations.
  func cssRuleBrace(_ range: Range<Int>) -> Int? {
    var i = range.lowerBound
    while i < range.upperBound {
      let token = tokens[i]
      if token.isPunctuation("(") || token.isPunctuation("=") || token.kind == .string {
        return nil
      }
      if token.isPunctuation("{") {
        guard i > range.lowerBound, let close = closing[i], close == range.upperBound - 1,
          let first = statements(i + 1..<close).first, isCSSDeclaration(first)
        else { return nil }
        return i
      }
      i += 1
    }
    return nil
  }

  /// Whether `range` is `property: value` with a CSS property name (hyphenated, or
  /// `transition`/`animation`).
  func isCSSDeclaration(_ range: Range<Int>) -> Bool {
    let name = tokens[range.lowerBound]
    return name.kind == .word && at(range.lowerBound + 1).isPunctuation(":")
      && (name.text.contains("-") || name.text == "transition" || name.text == "animation")
      && !at(range.lowerBound + 2).isPunctuation("{")
  }

  /// The animation of CSS declarations: each `transition:` or `animation:` shorthand, else a
  /// timing-function longhand, made a `transition:` shorthand with the duration and delay
  /// longhands beside it.
  func cssDeclarations(_ parts: [Range<Int>], depth: Int, rule: Token?) throws(SpecError)
    -> Outcome
  {
    var shorthands: [Found] = []
    var shorthandKinds: Set<String> = []
    var longhands: [String: Range<Int>] = [:]
    // A timing longhand after its shorthand overrides part of it (the cascade: the later
    // declaration wins); one before it is reset by the shorthand and plays no part.
    var overriding: (name: String, kind: String, column: Int)?
    for part in parts where isCSSDeclaration(part) {
      var name = tokens[part.lowerBound].text
      for prefix in ["-webkit-", "-moz-", "-o-"] where name.hasPrefix(prefix) {
        name.removeFirst(prefix.count)
      }
      let value = trimmed(part.lowerBound + 2..<part.upperBound)
      if name == "transition" || name == "animation" {
        shorthands.append(found(part))
        shorthandKinds.insert(name)
      } else if !value.isEmpty {
        longhands[name] = value
        let kind = String(name.prefix { $0 != "-" })
        if overriding == nil, shorthandKinds.contains(kind),
          Self.cssTimingLonghands.contains(name)
        {
          overriding = (tokens[part.lowerBound].text, kind, tokens[part.lowerBound].column)
        }
      }
    }
    if let overriding, !shorthands.isEmpty {
      return refusal(
        "'\(overriding.name)' after the '\(overriding.kind)' shorthand changes its timing, "
          + "which Kinetic does not merge; write the value into the shorthand",
        overriding.column)
    }
    if !shorthands.isEmpty { return .found(shorthands) }
    let kind = longhands["animation-timing-function"] != nil ? "animation" : "transition"
    guard let easing = longhands["\(kind)-timing-function"] else {
      let named = longhands.keys.sorted().first.map { "'\($0)'" } ?? "no transition"
      let column = rule?.column ?? tokens[parts.first?.lowerBound ?? 0].column
      return refusal(
        "found CSS \(rule == nil ? "declarations" : "rule") with \(named) but no easing; paste "
          + "the 'transition:' or 'animation:' shorthand, or a '\(kind)-timing-function:'",
        column)
    }
    guard let duration = longhands["\(kind)-duration"] else {
      // CSS's `linear` alone is the identity over 1 s (`linear(0, 1)`), not SwiftUI's.
      let alone = found(easing)
      if alone.text == "linear" {
        return .found([written([("linear(0, 1)", tokens[easing.lowerBound].column)])])
      }
      return .found([alone])
    }
    var pieces: [(text: String, column: Int)] = [
      ("transition: ", tokens[duration.lowerBound].column),
      (found(duration).text, tokens[duration.lowerBound].column),
      (" ", tokens[easing.lowerBound].column),
    ]
    let easingText = found(easing)
    var result = written(pieces)
    result.columns.removeLast()
    result.text += easingText.text
    result.columns += easingText.columns.dropLast()
    if let delay = longhands["\(kind)-delay"] {
      pieces = [(" ", tokens[delay.lowerBound].column)]
      let delayText = found(delay)
      result.text += " " + delayText.text
      result.columns += [tokens[delay.lowerBound].column] + delayText.columns.dropLast()
    }
    result.columns.append(result.columns.last ?? 1)
    return .found([result])
  }
}

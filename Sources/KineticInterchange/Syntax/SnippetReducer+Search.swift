extension SnippetReducer {
  // MARK: Search

  /// Every animation carried anywhere in `range`: carrier labels (`transition:`,
  /// `animationSpec =`, `config:`, `curve:`), the first argument of `withAnimation(…)` and
  /// `.animation(…)`, the options of framer's `animate(target, keyframes, options)` and
  /// `useSpring(value, options)`.
  func search(_ range: Range<Int>, depth: Int) throws(SpecError) -> Outcome {
    var list: [Found] = []
    var firstRefusal: Outcome?
    func take(_ outcome: Outcome, _ range: Range<Int>) {
      switch outcome {
      case .form: list.append(found(range))
      case .found(let more): list += more
      case .refusal: firstRefusal = firstRefusal ?? outcome
      }
    }
    var i = range.lowerBound
    while i < range.upperBound {
      let token = tokens[i]
      let next = at(i + 1)
      let previousIsDot = i > range.lowerBound && tokens[i - 1].isPunctuation(".")
      if token.kind == .word || token.kind == .string, Self.carrierLabels.contains(token.text),
        next.isPunctuation(":") || next.isPunctuation("=") && !at(i + 2).isPunctuation("="),
        !previousIsDot
      {
        let start = i + 2
        if token.text == "transition" || token.text == "animation", next.isPunctuation(":"),
          !tokens[start].isPunctuation("{"), tokens[start].kind != .string
        {
          // A CSS declaration inside a rule.
          let end = value(from: start, within: range.upperBound, stopsAtComma: false).upperBound
          list.append(found(i..<end))
          i = end
          continue
        }
        let end = value(from: start, within: range.upperBound).upperBound
        if start < end {
          take(try valueOutcome(start..<end, depth: depth, label: token.text), start..<end)
        }
        i = max(end, i + 1)
        continue
      }
      if token.isWord("withAnimation") {
        if next.isPunctuation("("), let argument = arguments(i + 1).first,
          !isLabelled(argument), !tokens[argument.lowerBound].isPunctuation("{")
        {
          take(try valueOutcome(argument, depth: depth), argument)
        } else {
          // `withAnimation { … }`: SwiftUI's default animation.
          list.append(written([("default", token.column)]))
        }
        i = next.isPunctuation("(") ? after(i + 1) : i + 1
        continue
      }
      if token.isWord("animation"), previousIsDot, next.isPunctuation("("),
        let argument = arguments(i + 1).first, !isLabelled(argument)
      {
        take(try valueOutcome(argument, depth: depth), argument)
        i = after(i + 1)
        continue
      }
      if ["useSpring", "useSprings", "useTrail", "useTransition"].contains(token.text),
        token.kind == .word, next.isPunctuation("("), let close = closing[i + 1],
        arguments(i + 1).count == 1
      {
        // react-spring's hooks: the config inside, else `config.default`; props that change
        // when or how often it plays are refused rather than dropped.
        if let refusal = timingPropRefusal(inHookArgument: i + 2..<close) {
          take(.refusal(refusal), i..<close + 1)
          i = close + 1
          continue
        }
        if case .found(let more) = try search(i + 2..<close, depth: depth + 1) {
          list += more
        } else {
          list.append(written([("config.default", token.column)]))
        }
        i = close + 1
        continue
      }
      if token.kind == .word, token.text.hasPrefix("animate"), token.text.hasSuffix("AsState"),
        next.isPunctuation("(")
      {
        // Compose's `animate*AsState(target, spec)`: the spec positional when not labelled.
        let all = arguments(i + 1)
        if !all.contains(where: { at($0.lowerBound).isWord("animationSpec") }), all.count >= 2,
          !isLabelled(all[1])
        {
          take(try valueOutcome(all[1], depth: depth, label: "animationSpec"), all[1])
          i = after(i + 1)
          continue
        }
      }
      if token.isWord("animate") || token.isWord("useSpring"), !previousIsDot,
        next.isPunctuation("(")
      {
        let all = arguments(i + 1)
        let needed = token.text == "animate" ? 3 : 2
        if all.count >= needed, let options = all.last,
          tokens[options.lowerBound].isPunctuation("{")
        {
          take(try valueOutcome(options, depth: depth), options)
          i = after(i + 1)
          continue
        }
      }
      i += 1
    }
    if !list.isEmpty { return .found(list) }
    return firstRefusal ?? .form
  }

  /// The refusal for a react-spring hook whose object argument (`range`) has a prop that
  /// changes when or how often the spring plays — `delay`, `loop`, `reverse`, `immediate`
  /// with a value other than `0`/`false` — which a pasted hook does not carry into the motion
  /// read: reading only its config would give a silently different motion.
  func timingPropRefusal(inHookArgument range: Range<Int>) -> SpecError? {
    guard let open = range.first, tokens[open].isPunctuation("{"), closing[open] != nil else {
      return nil
    }
    for property in arguments(open) where isLabelled(property) {
      let key = tokens[property.lowerBound]
      guard ["delay", "loop", "reverse", "immediate"].contains(key.text) else { continue }
      let value = property.dropFirst(2)
      if value.count == 1, let only = value.first,
        tokens[only].isWord("false") || tokens[only].text == "0"
      {
        continue
      }
      return SpecError(
        "react-spring's '\(key.text)' beside the config changes when or how often the spring "
          + "plays, which Kinetic does not read from a hook; paste the config alone (the object "
          + "after 'config:', which plays once from the start) and add the \(key.text) where "
          + "the motion is used",
        column: key.column, source: source)
    }
    return nil
  }
}

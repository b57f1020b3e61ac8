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
      if token.kind == .word, next.isPunctuation("("),
        let message = Self.reversingWrappers[token.text]
      {
        // Not searched inside: the animation there is not what the wrapper plays.
        take(refusal(message, token.column), i..<after(i + 1))
        i = after(i + 1)
        continue
      }
      if token.isWord("withAnimation") {
        if next.isPunctuation("("), let argument = arguments(i + 1).first,
          !isLabelled(argument), !tokens[argument.lowerBound].isPunctuation("{")
        {
          take(try animationArgument(argument, of: "withAnimation(nil)", depth: depth), argument)
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
        take(try animationArgument(argument, of: ".animation(nil)", depth: depth), argument)
        i = after(i + 1)
        continue
      }
      if ["useSpring", "useSprings", "useTrail", "useTransition"].contains(token.text),
        token.kind == .word, next.isPunctuation("("), let close = closing[i + 1],
        let props = hookProps(token.text, arguments(i + 1))
      {
        // react-spring's hooks: the config inside, else `config.default`; `useSpring`'s
        // `delay` and `loop` are read with it (``hookTiming(_:close:)``); props that change
        // when or how often it plays are otherwise refused rather than dropped.
        let reads: Set<String> = token.text == "useSpring" ? ["delay", "loop"] : []
        if let refusal = timingPropRefusal(inHookArgument: props, reading: reads) {
          take(.refusal(refusal), i..<close + 1)
          i = close + 1
          continue
        }
        if token.text == "useSpring", let timed = hookTiming(i, close: close) {
          take(timed, i..<close + 1)
          i = close + 1
          continue
        }
        if case .found(let more) = try search(props, depth: depth + 1) {
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

  /// The animation argument of SwiftUI's `withAnimation(…)` or `.animation(…)`: `nil` there
  /// (`call`, as written) makes the change without animating it, and is refused as such.
  func animationArgument(_ argument: Range<Int>, of call: String, depth: Int) throws(SpecError)
    -> Outcome
  {
    if argument.count == 1, tokens[argument.lowerBound].isWord("nil") {
      return refusal(
        "\(call) makes the change without animating it: there is no motion to read; paste "
          + "the animation the change should have", tokens[argument.lowerBound].column)
    }
    return try valueOutcome(argument, depth: depth)
  }

  /// The props argument of react-spring's hook `name` among its `arguments`: the only one of
  /// `useSpring(props)`, the second of `useSprings(count, props)`, `useTrail(count, props)` and
  /// `useTransition(items, props)` (each of those also takes its props alone); nil otherwise.
  func hookProps(_ name: String, _ arguments: [Range<Int>]) -> Range<Int>? {
    switch arguments.count {
    case 1: return arguments[0]
    case 2 where name != "useSpring": return arguments[1]
    default: return nil
    }
  }

  /// The refusal for a react-spring hook whose object argument (`range`) has a prop that
  /// changes when or how often the spring plays — `delay`, `loop`, `reverse`, `immediate`
  /// with a value other than `0`/`false` — which a pasted hook does not carry into the motion
  /// read: reading only its config would give a silently different motion. A spread of an
  /// object Kinetic cannot see (`...props`, `...makeSpring()`) is refused too, since it may
  /// carry the config or any of those props; a spread of a preset (`...config.gentle`) sets
  /// no config at this level and is left as written.
  func timingPropRefusal(inHookArgument range: Range<Int>, reading: Set<String> = [])
    -> SpecError?
  {
    guard let open = range.first, tokens[open].isPunctuation("{"), closing[open] != nil else {
      return nil
    }
    for property in arguments(open) where isSpread(property) {
      let value = property.dropFirst(3)
      let isPreset =
        value.count == 3 && tokens[value.lowerBound].isWord("config")
        && tokens[value.lowerBound + 1].isPunctuation(".")
        && tokens[value.lowerBound + 2].kind == .word
      guard !isPreset, let first = value.first else { continue }
      let written = SpecError.singleLine(found(first..<value.upperBound).text)
      return SpecError(
        "a spread '...\(written)' among react-spring's hook props copies an object Kinetic "
          + "cannot see, which may set the config, delay or loop; paste its properties in its "
          + "place",
        column: tokens[property.lowerBound].column, source: source)
    }
    for property in arguments(open) where isLabelled(property) {
      let key = tokens[property.lowerBound]
      guard ["delay", "loop", "reverse", "immediate"].contains(key.text),
        !reading.contains(key.text)
      else { continue }
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

  /// `useSpring({ …, config, delay, loop })` with a `delay` or `loop` that is not `0`/`false`,
  /// as the form react-spring's hook reads (``ForeignBinder/reactSpringHook(_:)``):
  /// `useSpring({ config: …, delay: …, loop: … })` with those props' own text and columns and
  /// none of the values and callbacks beside them; the hook as written when it holds nothing
  /// else; `nil` without such a prop. A `loop` that is neither `true`, `false` nor an object
  /// (a function, which decides at run time) is refused with what to write.
  func hookTiming(_ head: Int, close: Int) -> Outcome? {
    let open = head + 2
    guard tokens[open].isPunctuation("{"), closing[open] != nil else { return nil }
    var props: [String: Range<Int>] = [:]
    for property in arguments(open) where isLabelled(property) {
      let key = tokens[property.lowerBound].text
      if ["config", "delay", "loop"].contains(key) {
        props[key] = trimmed(property.lowerBound + 2..<property.upperBound)
      }
    }
    let timed = ["delay", "loop"].contains { key in
      guard let value = props[key], !value.isEmpty else { return false }
      return
        !(value.count == 1
        && (tokens[value.lowerBound].isWord("false")
          || tokens[value.lowerBound].text == "0"))
    }
    guard timed else { return nil }
    if let loop = props["loop"], let first = loop.first,
      !(loop.count == 1 && (tokens[first].isWord("true") || tokens[first].isWord("false")))
        && !(tokens[first].isPunctuation("{") && closing[first] == loop.upperBound - 1)
    {
      return refusal(
        "react-spring's 'loop' here is a function or a value decided at run time; write "
          + "loop: true (repeat from the start) or loop: { reverse: true } (there and back)",
        tokens[first].column)
    }
    if topLevelKeys(open + 1..<closing[open]!).allSatisfy({ props[$0] != nil }) {
      return .form
    }
    let column = tokens[head].column
    var result = written([("useSpring({ ", column)])
    result.columns.removeLast()
    for key in ["config", "delay", "loop"] {
      guard let value = props[key], !value.isEmpty else { continue }
      let piece = found(value)
      result.text += key + ": " + piece.text + ", "
      result.columns +=
        Array(repeating: tokens[value.lowerBound].column, count: key.count + 2)
        + piece.columns.dropLast()
        + [piece.columns.last ?? column, piece.columns.last ?? column]
    }
    result.text += "})"
    result.columns += [tokens[close].column, tokens[close].column, tokens[close].column]
    return .found([result])
  }
}

import KineticInterchange

/// Matches command-line words against a command's ``ArgumentDefinition``s, in the manner of
/// swift-argument-parser: `--name value`, `--name=value`, `-o value`, flags, positionals in
/// order, `--` ending options, and `-h`/`--help` anywhere asking for help. An option given
/// twice is an error (none is repeatable), rather than the last one silently winning.
enum ArgumentParser {
  /// The outcome of parsing: values, or a request for help.
  enum Outcome {
    case arguments(ParsedArguments)
    case help
  }

  /// Parses `words` for the command `commandName` (used in error messages).
  static func parse(
    _ words: ArraySlice<String>, definitions: [ArgumentDefinition], commandName: String
  )
    throws(CommandLineError) -> Outcome
  {
    var parsed = ParsedArguments()
    var positionalValues: [String] = []
    var index = words.startIndex
    var optionsEnded = false
    // An option value may start with '-' (`--from -1`), so it is always taken verbatim.
    while index < words.endIndex {
      let word = words[index]
      index += 1
      if optionsEnded || !isOptionLike(word) {
        positionalValues.append(word)
        continue
      }
      if word == "--" {
        optionsEnded = true
        continue
      }
      if word == "--help" || word == "-h" { return .help }
      var name: Substring
      var inlineValue: String?
      let definition: ArgumentDefinition?
      if word.hasPrefix("--") {
        name = word.dropFirst(2)
        if let equals = name.firstIndex(of: "=") {
          inlineValue = String(name[name.index(after: equals)...])
          name = name[..<equals]
        }
        definition = definitions.first { $0.isNamed(name) }
      } else {
        let letters = word.dropFirst()
        definition = letters.count == 1 ? definitions.first { $0.short == letters.first } : nil
      }
      guard let definition else {
        let shown = word.split(separator: "=", maxSplits: 1).first.map(String.init) ?? word
        throw .unknownOption(shown, command: commandName)
      }
      switch definition.kind {
      case .flag where definition.takesOptionalNumber:
        // A number after it (inline, or as the next word: no spec is a bare number) is its
        // value; otherwise it is the flag.
        let next = index < words.endIndex ? words[index] : nil
        let value =
          inlineValue
          ?? next.flatMap { word in
            if case .success = DecimalLiteral.parse(word) { return word }
            return nil
          }
        guard let value else {
          parsed.flags.insert(definition.name)
          continue
        }
        if inlineValue == nil { index += 1 }
        if parsed.options[definition.name] != nil {
          throw .repeatedOption(definition.displayName)
        }
        parsed.options[definition.name] = value
      case .flag:
        if inlineValue != nil {
          throw .invalidValue(
            option: definition.displayName, value: inlineValue ?? "",
            reason: "this flag takes no value")
        }
        parsed.flags.insert(definition.name)
      case .option:
        // No option is documented as repeatable: a second value would silently win.
        if parsed.options[definition.name] != nil {
          throw .repeatedOption(definition.displayName)
        }
        if let inlineValue {
          parsed.options[definition.name] = inlineValue
        } else {
          guard index < words.endIndex else { throw .missingValue(option: definition.displayName) }
          parsed.options[definition.name] = words[index]
          index += 1
        }
      case .positional:
        throw .unknownOption(word, command: commandName)
      }
    }
    try assignPositionals(positionalValues, definitions: definitions, into: &parsed)
    for option in definitions where !option.allowedValues.isEmpty {
      parsed.defaults[option.name] = option.defaultValue
    }
    return .arguments(parsed)
  }

  /// Words starting with '-' are options, except negative numbers such as `-0.5`.
  private static func isOptionLike(_ word: String) -> Bool {
    guard word.hasPrefix("-"), word.count > 1 else { return false }
    if case .success = DecimalLiteral.parse(word) { return false }
    return true
  }

  private static func assignPositionals(
    _ values: [String], definitions: [ArgumentDefinition], into parsed: inout ParsedArguments
  ) throws(CommandLineError) {
    var remaining = values[...]
    for definition in definitions {
      guard case .positional(let repeating, let optional) = definition.kind else { continue }
      if remaining.isEmpty {
        if optional { continue }
        throw .missingArgument("argument \(definition.displayName)")
      }
      if repeating {
        parsed.positionals[definition.name] = Array(remaining)
        remaining = []
      } else {
        parsed.positionals[definition.name] = [remaining.removeFirst()]
      }
    }
    if let extra = remaining.first { throw .unexpectedArgument(extra) }
  }
}

extension ArgumentDefinition {
  func isNamed(_ long: Substring) -> Bool {
    switch kind {
    case .option, .flag: return name == long
    case .positional: return false
    }
  }
}

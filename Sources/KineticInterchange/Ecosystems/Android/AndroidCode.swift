/// Kotlin or Java code that builds an Android animator, read as the calls it makes: its
/// constructor (`ObjectAnimator.ofFloat(view, "translationX", 0f, 100f)`) and the settings
/// applied to it, whichever way they are written — a Kotlin `.apply { duration = 300 }` block
/// (properties, or setter calls inside it), chained setters (`.setDuration(300)`, Java and
/// builder style), or later statements on a variable (`animator.setDuration(300);`,
/// `animator.duration = 300`).
///
/// The foreign parser reads one value per statement and skips code blocks; Android's animators
/// are configured through receivers and chains, so they get this reader of their own, on the
/// same ``Tokenizer``.
struct AndroidCode {
  /// The animator's constructor: its dotted name and arguments.
  var constructor: (name: [String], arguments: [ForeignArgument], column: Int)
  /// The settings in source order: the property name (`duration`, from `duration = …` or
  /// `setDuration(…)`), its arguments, and the column of the setting.
  var settings: [(name: String, arguments: [ForeignArgument], column: Int)] = []

  /// The constructors this reader recognises, by their first word.
  static let heads: Set<String> = [
    "ObjectAnimator", "ValueAnimator", "SpringAnimation", "FlingAnimation",
  ]

  /// Whether `source` is Android animator code: after an optional declaration (`val a =`,
  /// `ObjectAnimator a =`), its value starts with one of ``heads``.
  static func recognises(_ source: String) -> Bool {
    // Asked of every spec parsed: most name no head at all, and need no tokens.
    guard heads.contains(where: { source.containsUTF8($0) }),
      let tokens = try? Tokenizer(.code).tokens(source.blankingComments())
    else {
      return false
    }
    return recognises(tokens: tokens)
  }

  /// ``recognises(_:)`` for the tokens of the source with its comments blanked (in the code
  /// dialect), for a caller that has them already.
  static func recognises(tokens all: [Token]) -> Bool {
    // The head is among the first eight tokens that are not line breaks.
    var tokens: ArraySlice<Token> = []
    for token in all where token.kind != .newline {
      tokens.append(token)
      if tokens.count == 8 { break }
    }
    if let first = tokens.first, ["val", "var", "final", "const", "let"].contains(first.text) {
      tokens = tokens.dropFirst()
    }
    // `Type name =` (Java) or `name =` (or Kotlin's `name: Type =`).
    if let equals = tokens.prefix(6).firstIndex(where: { $0.isPunctuation("=") }),
      tokens[tokens.startIndex..<equals].allSatisfy({ $0.kind == .word || $0.isPunctuation(":") })
    {
      tokens = tokens[tokens.index(after: equals)...]
    }
    return tokens.first.map { $0.kind == .word && heads.contains($0.text) } ?? false
  }

  /// Parses `source`.
  ///
  /// - Throws: ``SpecError`` at the first token that is not part of the forms above.
  static func parse(_ source: String) throws(SpecError) -> AndroidCode {
    var parser = Parser(
      cursor: try TokenCursor(source.blankingComments(), dialect: .code), source: source)
    return try parser.program()
  }

  /// A recursive-descent reader of statements, chains and `apply` blocks.
  private struct Parser {
    var cursor: TokenCursor
    let source: String
    var code: AndroidCode?
    /// The variable the animator is assigned to, when it is.
    var variable: String?

    func error(_ message: String, _ column: Int) -> SpecError {
      SpecError("in Android: \(message)", column: column, source: source)
    }

    mutating func program() throws(SpecError) -> AndroidCode {
      cursor.skipSeparators(semicolons: true)
      while cursor.current.kind != .end {
        try statement()
        guard
          cursor.current.kind == .newline || cursor.current.isPunctuation(";")
            || cursor.current.kind == .end
        else { throw cursor.unexpected(expected: "the end of the statement") }
        cursor.skipSeparators(semicolons: true)
      }
      guard let code else {
        throw error("expected an animator such as ObjectAnimator.ofFloat(...)", 1)
      }
      return code
    }

    /// `val a = chain`, `Type a = chain`, `a.setX(…)`, `a.x = value`, or a chain.
    mutating func statement() throws(SpecError) {
      var name: String?
      if ["val", "var", "final"].contains(cursor.current.text), cursor.current.kind == .word {
        cursor.advance()
      }
      // A declaration: `name =`, `Type name =`, `name: Type =`.
      if cursor.current.kind == .word, cursor.next.isPunctuation("=") {
        name = cursor.current.text
        cursor.advance()
        cursor.advance()
      } else if cursor.current.kind == .word, cursor.next.kind == .word {
        cursor.advance()
        name = cursor.current.text
        cursor.advance()
        try cursor.expect("=")
      } else if cursor.current.kind == .word, cursor.next.isPunctuation(":") {
        name = cursor.current.text
        cursor.advance()
        while !cursor.current.isPunctuation("=") && cursor.current.kind != .end { cursor.advance() }
        try cursor.expect("=")
      }
      if cursor.current.kind == .word, AndroidCode.heads.contains(cursor.current.text) {
        guard code == nil else {
          throw error("one animator per spec; a second starts here", cursor.current.column)
        }
        try constructorChain()
        variable = name
        return
      }
      // A statement on the animator's variable.
      guard name == nil, cursor.current.kind == .word, cursor.current.text == variable,
        variable != nil, cursor.next.isPunctuation(".")
      else {
        throw cursor.unexpected(
          expected: code == nil
            ? "an animator such as ObjectAnimator.ofFloat(...)"
            : "a setting of '\(variable ?? "the animator")'")
      }
      cursor.advance()
      try members(allowAssignment: true)
    }

    /// `ObjectAnimator.ofFloat(…)` followed by `.member(…)`, `.apply { … }`.
    mutating func constructorChain() throws(SpecError) {
      let column = cursor.current.column
      let parts = cursor.dottedName()
      guard cursor.current.isPunctuation("(") else {
        throw cursor.unexpected(expected: "'(' after \(parts.joined(separator: "."))")
      }
      code = AndroidCode(constructor: (parts, try arguments(), column))
      try members(allowAssignment: false)
    }

    /// `.setX(…)`, `.apply { … }`, `.start()`, … up to the end of the chain; with
    /// `allowAssignment`, a final `.x = value`.
    mutating func members(allowAssignment: Bool) throws(SpecError) {
      while cursor.current.isPunctuation(".") {
        cursor.advance()
        guard cursor.current.kind == .word else {
          throw cursor.unexpected(expected: "a member name")
        }
        let member = cursor.current
        // `animator.spring.stiffness = …`.
        let name = allowAssignment ? cursor.dottedName().joined(separator: ".") : member.text
        if !allowAssignment { cursor.advance() }
        if name != member.text {
          try cursor.expect("=")
          try setting(name, [try argument()], member.column, property: true)
          return
        }
        if member.text == "apply", cursor.current.isPunctuation("{") {
          try applyBlock()
        } else if cursor.current.isPunctuation("(") {
          try setting(member.text, try arguments(), member.column)
        } else if allowAssignment, cursor.current.isPunctuation("=") {
          cursor.advance()
          try setting(member.text, [try argument()], member.column, property: true)
          return
        } else {
          throw cursor.unexpected(expected: "'(' or '=' after '\(member.text)'")
        }
      }
    }

    /// `{ duration = 300; setStartVelocity(0f) }`.
    mutating func applyBlock() throws(SpecError) {
      try cursor.expect("{")
      cursor.skipSeparators(semicolons: true)
      while !cursor.current.isPunctuation("}") {
        guard cursor.current.kind == .word else {
          throw cursor.unexpected(expected: "a property or a call in the apply block")
        }
        let member = cursor.current
        // A property of a property, `spring.stiffness = …`.
        let name = cursor.dottedName().joined(separator: ".")
        if cursor.current.isPunctuation("=") {
          cursor.advance()
          try setting(name, [try argument()], member.column, property: true)
        } else if cursor.current.isPunctuation("(") {
          try setting(name, try arguments(), member.column)
        } else {
          throw cursor.unexpected(expected: "'=' or '(' after '\(name)'")
        }
        cursor.skipSeparators(semicolons: true)
      }
      try cursor.expect("}")
    }

    /// Records `name` (a property, or a setter whose `set` is dropped).
    mutating func setting(
      _ name: String, _ arguments: [ForeignArgument], _ column: Int, property: Bool = false
    ) throws(SpecError) {
      var key = name
      if !property, key.hasPrefix("set"), key.count > 3 {
        let rest = key.dropFirst(3)
        key = rest.prefix(1).lowercased() + rest.dropFirst()
      }
      code?.settings.append((key, arguments, column))
    }

    /// `( argument, … )`.
    mutating func arguments() throws(SpecError) -> [ForeignArgument] {
      try cursor.expect("(")
      var result: [ForeignArgument] = []
      cursor.skipSeparators()
      while !cursor.accept(")") {
        result.append(try argument())
        cursor.skipSeparators()
        if !cursor.accept(",") {
          cursor.skipSeparators()
          try cursor.expect(")")
          break
        }
        cursor.skipSeparators()
      }
      return result
    }

    /// A number (`300`, `0f`, `300L`, `-1`), a string, `null`, a dotted name, or a call
    /// (`new OvershootInterpolator(2f)`, `PathParser.createPathFromPathData("…")`).
    mutating func argument(depth: Int = 0) throws(SpecError) -> ForeignArgument {
      cursor.skipSeparators()
      let token = cursor.current
      guard depth < 16 else { throw error("arguments nested too deeply", token.column) }
      switch token.kind {
      case .number(let x):
        cursor.advance()
        // Kotlin's and Java's long suffix, `300L`.
        if cursor.current.isWord("L") { cursor.advance() }
        return ForeignArgument(
          label: nil, column: token.column,
          value: .number(x, text: token.text, column: token.column))
      case .string:
        cursor.advance()
        return ForeignArgument(
          label: nil, column: token.column, value: .string(token.text, column: token.column))
      case .punctuation where token.text == "-":
        cursor.advance()
        let inner = try argument(depth: depth + 1)
        guard case .number(let x, let text, _) = inner.value else {
          throw error("expected a number after '-'", token.column)
        }
        return ForeignArgument(
          label: nil, column: token.column,
          value: .number(-x, text: "-" + text, column: token.column))
      case .word:
        if token.text == "new" { cursor.advance() }
        let start = cursor.current
        guard start.kind == .word else { throw cursor.unexpected(expected: "a name") }
        let parts = cursor.dottedName()
        guard cursor.current.isPunctuation("(") else {
          return ForeignArgument(
            label: nil, column: start.column, value: .name(parts, column: start.column))
        }
        cursor.advance()
        var inner: [ForeignArgument] = []
        cursor.skipSeparators()
        while !cursor.accept(")") {
          inner.append(try argument(depth: depth + 1))
          cursor.skipSeparators()
          if !cursor.accept(",") {
            try cursor.expect(")")
            break
          }
        }
        var value = ForeignValue.call(parts, inner, column: start.column)
        // A chain, `SpringForce(0f).setStiffness(…)`: each call `.name(…)` holds its receiver
        // as its first argument, labelled "receiver".
        while cursor.current.isPunctuation("."), cursor.next.kind == .word {
          cursor.advance()
          let member = cursor.current
          cursor.advance()
          var chained = [ForeignArgument(label: "receiver", column: member.column, value: value)]
          if cursor.current.isPunctuation("(") {
            chained += try arguments()
          } else if cursor.current.isPunctuation("{"), member.text == "apply" {
            throw error(
              "an apply block inside an argument is not read; chain setters", member.column)
          }
          value = .call(["." + member.text], chained, column: member.column)
        }
        return ForeignArgument(label: nil, column: start.column, value: value)
      default:
        throw cursor.unexpected(expected: "a value")
      }
    }
  }
}

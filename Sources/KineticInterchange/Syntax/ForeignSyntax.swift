/// A value written in another ecosystem's syntax (Kotlin, Dart, JavaScript, Swift), as the
/// foreign spec forms need it: numbers (with Kotlin's `f` suffix), strings, dotted names
/// (`Curves.easeIn`, `.easeInEaseOut`, `config.wobbly`), calls with labelled arguments
/// (`label: value` or Kotlin's `label = value`), object literals, arrays, and closures, which
/// are skipped. Every node keeps its 1-based column for errors.
indirect enum ForeignValue {
  case number(Double, text: String, column: Int)
  case string(String, column: Int)
  /// A dotted name; a leading `.` (Swift's implicit member) is an empty first part.
  case name([String], column: Int)
  /// A call on a dotted name, with its arguments in order.
  case call([String], [ForeignArgument], column: Int)
  case object([ForeignArgument], column: Int)
  case array([ForeignValue], column: Int)
  /// A `{ … }` block of code (a Swift closure), skipped.
  case closure(column: Int)
  /// `a + b` (Core Animation's `CACurrentMediaTime() + 0.1`).
  case sum(ForeignValue, ForeignValue, column: Int)
  /// Statements, when the spec is more than one: declarations (`let animation = …`) and
  /// assignments (`animation.duration = 0.3`), in order.
  case statements([ForeignStatement], column: Int)

  var column: Int {
    switch self {
    case .number(_, _, let c), .string(_, let c), .name(_, let c), .call(_, _, let c),
      .object(_, let c), .array(_, let c), .closure(let c), .sum(_, _, let c),
      .statements(_, let c):
      return c
    }
  }

  /// The dotted name of a name or call, joined with `.`.
  var dottedName: String? {
    switch self {
    case .name(let parts, _), .call(let parts, _, _): return parts.joined(separator: ".")
    default: return nil
    }
  }

  /// How the value is named in errors.
  var described: String {
    switch self {
    case .number(_, let text, _): return "'\(text)'"
    case .string(let s, _): return "'\"\(s)\"'"
    case .name(let parts, _): return "'\(parts.joined(separator: "."))'"
    case .call(let parts, _, _): return "'\(parts.joined(separator: "."))(...)'"
    case .object: return "an object"
    case .array: return "an array"
    case .closure: return "a closure"
    case .sum: return "a sum"
    case .statements: return "several statements"
    }
  }
}

/// One argument or object member: an optional label and a value.
struct ForeignArgument {
  var label: String?
  /// Column of the label if present, else of the value.
  var column: Int
  var value: ForeignValue
}

/// One statement of a multi-statement spec: `let name = value` (a declaration), `a.b = value`
/// (an assignment), or a value alone (`controller.forward()`).
struct ForeignStatement {
  /// The declared or assigned name, dotted; empty for a value alone.
  var target: [String]
  /// Whether the statement declares `target` (`let`, `val`, `final`, `const`, `var`).
  var declares: Bool
  var value: ForeignValue
  /// Column of the statement's first token.
  var column: Int
}

/// Parses a foreign spec: an optional declaration head (`val spec =`, `const transition =`,
/// `final curve =`, `let timing =`), one value, an optional `;`. `//` and `/* */` comments are
/// blanked first, keeping columns.
struct ForeignParser {
  private var scanner: TokenCursor
  let source: String

  /// The most nested brackets a foreign spec may have, which bounds the parser's recursion.
  static let maximumDepth = 64

  static func parse(_ source: String) throws(SpecError) -> ForeignValue {
    var parser = ForeignParser(
      scanner: try TokenCursor(source.blankingComments(), dialect: .code), source: source)
    return try parser.parseSpec()
  }

  private init(scanner: TokenCursor, source: String) {
    self.scanner = scanner
    self.source = source
  }

  private var current: Token { scanner.current }

  private func isPunctuation(_ text: String) -> Bool {
    current.isPunctuation(text)
  }

  private mutating func parseSpec() throws(SpecError) -> ForeignValue {
    scanner.skipSeparators(semicolons: true)
    let start = current.column
    var statements: [ForeignStatement] = []
    while current.kind != .end {
      statements.append(try parseStatement())
      // Statements end at a line break or `;`.
      guard current.kind == .newline || isPunctuation(";") || current.kind == .end else {
        throw scanner.unexpected(expected: "the end of the spec")
      }
      scanner.skipSeparators(semicolons: true)
    }
    guard statements.count != 1 || statements[0].target.count > 1 else {
      // One value, or one declaration of it: the value is the spec.
      return statements[0].value
    }
    guard !statements.isEmpty else { throw scanner.unexpected(expected: "a value") }
    return .statements(statements, column: start)
  }

  /// A declaration (`val spec = …`, with an optional type annotation), an assignment
  /// (`animation.duration = 0.3`) or a value, up to its end (not consumed).
  private mutating func parseStatement() throws(SpecError) -> ForeignStatement {
    let column = current.column
    if current.kind == .word,
      ["val", "var", "let", "const", "final"].contains(current.text)
    {
      scanner.advance()
      scanner.skipSeparators()
      guard current.kind == .word else { throw scanner.unexpected(expected: "a name") }
      let name = current.text
      scanner.advance()
      // An optional type annotation (`: AnimationSpec<Float>`, `: Transition`).
      if scanner.accept(":") {
        try skipType()
      }
      try scanner.expect("=")
      return ForeignStatement(
        target: [name], declares: true, value: try parseExpression(), column: column)
    }
    let value = try parseExpression()
    if isPunctuation("="), case .name(let parts, _) = value {
      scanner.advance()
      return ForeignStatement(
        target: parts, declares: false, value: try parseExpression(), column: column)
    }
    return ForeignStatement(target: [], declares: false, value: value, column: column)
  }

  /// A value, or a sum of values (`CACurrentMediaTime() + 0.1`), on one line.
  private mutating func parseExpression() throws(SpecError) -> ForeignValue {
    var value = try parseValue(depth: 0)
    while isPunctuation("+") {
      let plus = current
      scanner.advance()
      value = .sum(value, try parseValue(depth: 1), column: plus.column)
    }
    return value
  }

  /// A type name with generic arguments, up to `=`.
  private mutating func skipType() throws(SpecError) {
    while !(current.kind == .punctuation && current.text == "=") && current.kind != .end {
      scanner.advance()
    }
  }

  private mutating func parseValue(depth: Int) throws(SpecError) -> ForeignValue {
    scanner.skipSeparators()
    guard depth < Self.maximumDepth else {
      throw SpecError(
        "more than \(Self.maximumDepth) nested brackets", column: current.column, source: source)
    }
    let token = current
    switch token.kind {
    case .number(let value):
      guard token.suffix == "" || token.suffix == "f" else {
        throw SpecError(
          "unexpected unit '\(token.suffix)' on '\(token.text)'", column: token.column,
          source: source)
      }
      scanner.advance()
      return .number(value, text: token.text, column: token.column)
    case .string:
      scanner.advance()
      return .string(token.text, column: token.column)
    case .word where token.text == "const" || token.text == "new":
      scanner.advance()
      return try parseValue(depth: depth)
    case .word:
      return try parseNamed(depth: depth, leadingDot: false)
    case .punctuation where token.text == ".":
      scanner.advance()
      return try parseNamed(depth: depth, leadingDot: true, column: token.column)
    case .punctuation where token.text == "{":
      return try parseBraces(depth: depth)
    case .punctuation where token.text == "[":
      scanner.advance()
      var items: [ForeignValue] = []
      while !scanner.accept("]") {
        items.append(try parseValue(depth: depth + 1))
        if !scanner.accept(",") {
          try scanner.expect("]")
          break
        }
      }
      return .array(items, column: token.column)
    default:
      throw scanner.unexpected(expected: "a value")
    }
  }

  /// `a.b.c`, with generic arguments (`<Float>`) skipped, an optional call, and further
  /// `.member(...)` after a call kept as one dotted call when it has no arguments before it.
  private mutating func parseNamed(depth: Int, leadingDot: Bool, column: Int? = nil)
    throws(SpecError) -> ForeignValue
  {
    let start = column ?? current.column
    var parts: [String] = leadingDot ? [""] : []
    guard current.kind == .word else { throw scanner.unexpected(expected: "a name") }
    parts.append(current.text)
    scanner.advance()
    while current.kind == .punctuation && current.text == ".",
      scanner.next.kind == .word
    {
      scanner.advance()
      parts.append(current.text)
      scanner.advance()
    }
    if isPunctuation("<") {
      // Kotlin's explicit type argument, `tween<Float>(...)`.
      while !isPunctuation(">") && current.kind != .end { scanner.advance() }
      try scanner.expect(">")
    }
    guard isPunctuation("(") else { return .name(parts, column: start) }
    scanner.advance()
    var arguments: [ForeignArgument] = []
    while !scanner.accept(")") {
      arguments.append(try parseArgument(depth: depth + 1, separators: [":", "="]))
      if !scanner.accept(",") {
        try scanner.expect(")")
        break
      }
    }
    // A trailing closure (`UIView.animate(...) { ... }`) is skipped.
    if isPunctuation("{") { _ = try parseBraces(depth: depth) }
    return .call(parts, arguments, column: start)
  }

  private mutating func parseArgument(depth: Int, separators: Set<String>) throws(SpecError)
    -> ForeignArgument
  {
    scanner.skipSeparators()
    let token = current
    let next = scanner.next
    if token.kind == .word || token.kind == .string, next.kind == .punctuation,
      separators.contains(next.text)
    {
      scanner.advance()
      scanner.advance()
      return ForeignArgument(
        label: token.text, column: token.column, value: try parseValue(depth: depth))
    }
    return ForeignArgument(label: nil, column: token.column, value: try parseValue(depth: depth))
  }

  /// An object literal `{ key: value, ... }`, or a block of code, skipped to its closing brace.
  private mutating func parseBraces(depth: Int) throws(SpecError) -> ForeignValue {
    let open = current
    scanner.advance()
    scanner.skipSeparators()
    let next = scanner.next
    let isObject =
      isPunctuation("}") || isPunctuation(".") && next.isPunctuation(".")
      || (current.kind == .word || current.kind == .string) && next.kind == .punctuation
        && next.text == ":"
    guard isObject else {
      var level = 1
      while level > 0 {
        guard current.kind != .end else {
          throw SpecError("unclosed '{'", column: open.column, source: source)
        }
        if isPunctuation("{") { level += 1 }
        if isPunctuation("}") { level -= 1 }
        scanner.advance()
      }
      return .closure(column: open.column)
    }
    var members: [ForeignArgument] = []
    while !scanner.accept("}") {
      scanner.skipSeparators()
      if isPunctuation("."), scanner.next.isPunctuation(".") {
        // A spread, `...config.gentle`: its value, labelled "...".
        let column = current.column
        for _ in 0..<3 { try scanner.expect(".") }
        members.append(
          ForeignArgument(label: "...", column: column, value: try parseValue(depth: depth + 1)))
      } else {
        guard current.kind == .word || current.kind == .string else {
          throw scanner.unexpected(expected: "a key or '}'")
        }
        members.append(try parseArgument(depth: depth + 1, separators: [":"]))
      }
      if !scanner.accept(",") {
        try scanner.expect("}")
        break
      }
    }
    return .object(members, column: open.column)
  }
}

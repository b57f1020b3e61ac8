/// Parses spec tokens into ``SpecSyntax`` by recursive descent, reporting the first unexpected
/// token with its column.
struct SpecParser {
  /// The most modifiers one spec may chain. Each modifier wraps the animation once more, and
  /// evaluating a wrapper asks every wrapper inside it for its duration, so the work grows with
  /// the square of the depth and the stack with the depth; 256 is far beyond any real chain
  /// (SwiftUI code rarely has more than three) and keeps both small.
  static let maximumModifiers = 256

  /// What a spec may spell beyond the shared calls: the type names a member may be qualified
  /// with, whether arguments may chain members, and whether a CSS time may follow the base.
  struct Grammar: Sendable {
    /// Type names allowed before the base (`Animation.easeIn`, `AnyTransition.opacity`).
    var baseTypes: Set<String>
    /// Type names allowed before a member in an argument (`Spring.bouncy`, `Edge.leading`,
    /// `BlurReplaceTransition.Configuration.upUp`: every part must be listed).
    var argumentTypes: Set<String>
    /// Whether an argument that is a call may be followed by member calls
    /// (`.asymmetric(insertion: .opacity.combined(with: .scale), …)`), kept as a
    /// ``ValueSyntax/chain(_:)``.
    var chainsInArguments: Bool
    /// Whether a CSS `<time>` may follow the base (`ease 300ms`).
    var allowsTime: Bool
    /// What an empty spec is told to contain.
    var emptyMessage: String

    /// The animation spec language: SwiftUI's and CSS's animations.
    static let animation = Grammar(
      baseTypes: ["Animation"], argumentTypes: ["Spring"], chainsInArguments: false,
      allowsTime: true, emptyMessage: "empty spec, expected an animation such as 'easeInOut'")

    /// SwiftUI transition expressions (`.move(edge: .leading).combined(with: .opacity)`).
    static let transition = Grammar(
      baseTypes: ["AnyTransition"],
      argumentTypes: [
        "AnyTransition", "Edge", "UnitPoint", "BlurReplaceTransition", "Configuration",
      ],
      chainsInArguments: true, allowsTime: false,
      emptyMessage: "empty transition, expected one such as '.opacity'")
  }

  private var tokens: TokenCursor
  private let grammar: Grammar
  private var source: String { tokens.source }
  /// How many calls enclose the one being parsed (`ClampedSimulation(FrictionSimulation(...))`
  /// is depth 1 inside); bounded by the foreign parser's limit so recursion stays shallow.
  private var depth = 0

  /// Parses `source` completely; its columns (in the syntax and in errors) count from
  /// `columnOffset` + 1, for a part of a longer text parsed where it stands.
  static func parse(
    _ source: String, grammar: Grammar = .animation, columnOffset: Int = 0
  ) throws(SpecError) -> SpecSyntax {
    var parser = SpecParser(
      tokens: try TokenCursor(source, dialect: .spec, columnOffset: columnOffset),
      grammar: grammar)
    return try parser.parseSpec()
  }

  private init(tokens: TokenCursor, grammar: Grammar) {
    self.tokens = tokens
    self.grammar = grammar
  }

  private var current: Token { tokens.current }
  private var next: Token { tokens.next }

  private mutating func advance() { tokens.advance() }

  private func unexpected(_ token: Token, expected: String) -> SpecError {
    tokens.unexpected(token, expected: expected)
  }

  private mutating func parseSpec() throws(SpecError) -> SpecSyntax {
    if current.kind == .end {
      throw SpecError(grammar.emptyMessage, column: 1, source: source)
    }
    // Optional leading `.` or `Animation.`, as pasted from Swift code.
    if current.isPunctuation(".") {
      advance()
    } else if current.kind == .word, grammar.baseTypes.contains(current.text),
      next.isPunctuation(".")
    {
      advance()
      advance()
    }
    let base = try parseCall()
    let time = grammar.allowsTime ? parseTime() : nil
    var modifiers: [CallSyntax] = []
    while true {
      if current.kind == .end {
        return SpecSyntax(base: base, time: time, modifiers: modifiers)
      }
      if current.isPunctuation(".") {
        try parseMember(into: &modifiers)
        continue
      }
      if time == nil, case .number = current.kind {
        throw unexpected(
          next, expected: "a CSS time unit after '\(current.text)' ('ms' or 's', as in '300ms')")
      }
      throw unexpected(current, expected: "'.' and a modifier, or the end of the spec")
    }
  }

  /// `.name(...)` after a call, appended to `members`, at most ``maximumModifiers`` of them.
  private mutating func parseMember(into members: inout [CallSyntax]) throws(SpecError) {
    guard members.count < Self.maximumModifiers else {
      throw SpecError(
        "more than \(Self.maximumModifiers) modifiers; a spec may chain at most "
          + "\(Self.maximumModifiers)", column: current.column, source: source)
    }
    advance()
    members.append(try parseCall())
  }

  /// A call value of an argument, with the member calls after it when the grammar chains
  /// them.
  private mutating func parseCallValue() throws(SpecError) -> ValueSyntax {
    let call = try parseCall()
    guard grammar.chainsInArguments, current.isPunctuation(".") else { return .call(call) }
    var members: [CallSyntax] = []
    while current.isPunctuation(".") {
      try parseMember(into: &members)
    }
    return .chain(SpecSyntax(base: call, modifiers: members))
  }

  /// A CSS `<time>` (`300ms`, `0.3s`) at the current token, consumed, or `nil` (nothing
  /// consumed). The ``Tokenizer``'s spec dialect reads `300ms` as the number `300` and the
  /// name `ms`.
  private mutating func parseTime() -> TimeSyntax? {
    guard case .number(let value) = current.kind, next.isWord("ms") || next.isWord("s") else {
      return nil
    }
    let unit = next.text
    let time = TimeSyntax(
      seconds: unit == "ms" ? value / 1000 : value, text: current.text + unit,
      column: current.column)
    advance()
    advance()
    return time
  }

  private mutating func parseCall() throws(SpecError) -> CallSyntax {
    guard current.kind == .word else {
      throw unexpected(current, expected: "a name")
    }
    let name = current.text
    let column = current.column
    advance()
    guard current.isPunctuation("(") else {
      return CallSyntax(name: name, column: column, arguments: nil)
    }
    guard depth < ForeignParser.maximumDepth else {
      throw SpecError(
        "more than \(ForeignParser.maximumDepth) nested calls", column: column, source: source)
    }
    depth += 1
    defer { depth -= 1 }
    advance()
    var arguments: [ArgumentSyntax] = []
    if current.isPunctuation(")") {
      advance()
      return CallSyntax(name: name, column: column, arguments: arguments)
    }
    while true {
      arguments.append(try parseArgument())
      if current.isPunctuation(",") {
        advance()
      } else if current.isPunctuation(")") {
        advance()
        return CallSyntax(name: name, column: column, arguments: arguments)
      } else {
        throw unexpected(current, expected: "',' or ')'")
      }
    }
  }

  private mutating func parseArgument() throws(SpecError) -> ArgumentSyntax {
    var label: String?
    let column = current.column
    if current.kind == .word, next.isPunctuation(":") {
      label = current.text
      advance()
      advance()
    }
    let valueColumn = current.column
    switch current.kind {
    case .punctuation where current.text == ".":
      // `.bouncy`, `.snappy(duration: 0.3)`: a member of the parameter's type, as in Swift.
      advance()
      return ArgumentSyntax(
        label: label, column: column, value: try parseCallValue(), valueColumn: valueColumn)
    case .word where grammar.argumentTypes.contains(current.text) && next.isPunctuation("."):
      // `Spring.bouncy`, `Edge.leading`: the same member, spelled with its type.
      while current.kind == .word, grammar.argumentTypes.contains(current.text),
        next.isPunctuation(".")
      {
        advance()
        advance()
      }
      return ArgumentSyntax(
        label: label, column: column, value: try parseCallValue(), valueColumn: valueColumn)
    case .word:
      let name = current.text
      if next.isPunctuation("(") {
        return ArgumentSyntax(
          label: label, column: column, value: try parseCallValue(), valueColumn: valueColumn)
      }
      advance()
      return ArgumentSyntax(
        label: label, column: column, value: .identifier(name), valueColumn: valueColumn)
    case .number:
      var numbers: [NumberSyntax] = []
      while case .number(let value) = current.kind {
        let token = current
        advance()
        var isPercentage = false
        if current.isPunctuation("%") {
          isPercentage = true
          advance()
        }
        numbers.append(
          NumberSyntax(
            value: value, text: token.text, isPercentage: isPercentage, column: token.column))
      }
      return ArgumentSyntax(
        label: label, column: column, value: .numbers(numbers), valueColumn: valueColumn)
    default:
      throw unexpected(current, expected: label.map { "a value for '\($0):'" } ?? "an argument")
    }
  }
}

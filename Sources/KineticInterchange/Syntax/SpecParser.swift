/// Parses spec tokens into ``SpecSyntax`` by recursive descent, reporting the first unexpected
/// token with its column.
struct SpecParser {
  /// The most modifiers one spec may chain. Each modifier wraps the animation once more, and
  /// evaluating a wrapper asks every wrapper inside it for its duration, so the work grows with
  /// the square of the depth and the stack with the depth; 256 is far beyond any real chain
  /// (SwiftUI code rarely has more than three) and keeps both small.
  static let maximumModifiers = 256

  private let tokens: [SpecToken]
  private let source: String
  private var position = 0
  /// How many calls enclose the one being parsed (`ClampedSimulation(FrictionSimulation(...))`
  /// is depth 1 inside); bounded by the foreign parser's limit so recursion stays shallow.
  private var depth = 0

  /// Parses `source` completely.
  static func parse(_ source: String) throws(SpecError) -> SpecSyntax {
    var parser = SpecParser(tokens: try SpecLexer(source).tokens(), source: source)
    return try parser.parseSpec()
  }

  private init(tokens: [SpecToken], source: String) {
    self.tokens = tokens
    self.source = source
  }

  private var current: SpecToken { tokens[min(position, tokens.count - 1)] }
  private var next: SpecToken { tokens[min(position + 1, tokens.count - 1)] }

  private mutating func advance() { position = min(position + 1, tokens.count - 1) }

  private func unexpected(_ token: SpecToken, expected: String) -> SpecError {
    SpecError(
      "unexpected \(token.quoted), expected \(expected)", column: token.column, source: source)
  }

  private mutating func parseSpec() throws(SpecError) -> SpecSyntax {
    if case .end = current.kind {
      throw SpecError(
        "empty spec, expected an animation such as 'easeInOut'", column: 1, source: source)
    }
    // Optional leading `.` or `Animation.`, as pasted from Swift code.
    if current.kind == .dot {
      advance()
    } else if current.kind == .identifier("Animation"), next.kind == .dot {
      advance()
      advance()
    }
    let base = try parseCall()
    let time = parseTime()
    var modifiers: [CallSyntax] = []
    while true {
      switch current.kind {
      case .end:
        return SpecSyntax(base: base, time: time, modifiers: modifiers)
      case .dot:
        guard modifiers.count < Self.maximumModifiers else {
          throw SpecError(
            "more than \(Self.maximumModifiers) modifiers; a spec may chain at most "
              + "\(Self.maximumModifiers)", column: current.column, source: source)
        }
        advance()
        modifiers.append(try parseCall())
      default:
        if time == nil, case .number = current.kind {
          throw unexpected(
            next, expected: "a CSS time unit after '\(current.text)' ('ms' or 's', as in '300ms')")
        }
        throw unexpected(current, expected: "'.' and a modifier, or the end of the spec")
      }
    }
  }

  /// A CSS `<time>` (`300ms`, `0.3s`) at the current token, consumed, or `nil` (nothing
  /// consumed). The lexer reads `300ms` as the number `300` and the name `ms`.
  private mutating func parseTime() -> TimeSyntax? {
    guard case .number(let value) = current.kind, case .identifier(let unit) = next.kind,
      unit == "ms" || unit == "s"
    else { return nil }
    let time = TimeSyntax(
      seconds: unit == "ms" ? value / 1000 : value, text: current.text + unit,
      column: current.column)
    advance()
    advance()
    return time
  }

  private mutating func parseCall() throws(SpecError) -> CallSyntax {
    guard case .identifier(let name) = current.kind else {
      throw unexpected(current, expected: "a name")
    }
    let column = current.column
    advance()
    guard current.kind == .leftParenthesis else {
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
    if current.kind == .rightParenthesis {
      advance()
      return CallSyntax(name: name, column: column, arguments: arguments)
    }
    while true {
      arguments.append(try parseArgument())
      switch current.kind {
      case .comma:
        advance()
      case .rightParenthesis:
        advance()
        return CallSyntax(name: name, column: column, arguments: arguments)
      default:
        throw unexpected(current, expected: "',' or ')'")
      }
    }
  }

  private mutating func parseArgument() throws(SpecError) -> ArgumentSyntax {
    var label: String?
    let column = current.column
    if case .identifier(let name) = current.kind, next.kind == .colon {
      label = name
      advance()
      advance()
    }
    let valueColumn = current.column
    switch current.kind {
    case .dot:
      // `.bouncy`, `.snappy(duration: 0.3)`: a member of the parameter's type, as in Swift.
      advance()
      return ArgumentSyntax(
        label: label, column: column, value: .call(try parseCall()), valueColumn: valueColumn)
    case .identifier("Spring") where next.kind == .dot:
      // `Spring.bouncy`: the same member, spelled with its type.
      advance()
      advance()
      return ArgumentSyntax(
        label: label, column: column, value: .call(try parseCall()), valueColumn: valueColumn)
    case .identifier(let name):
      if next.kind == .leftParenthesis {
        return ArgumentSyntax(
          label: label, column: column, value: .call(try parseCall()), valueColumn: valueColumn)
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
        if current.kind == .percent {
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

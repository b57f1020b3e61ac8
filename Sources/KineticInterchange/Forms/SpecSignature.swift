/// The parameter list of one spec function or modifier, Swift style: labels must match exactly
/// and appear in order; parameters with a default may be left out.
struct SpecSignature: Sendable {
  /// One parameter.
  struct Parameter: Sendable {
    /// The argument label, or `nil` for an unlabelled (`_`) parameter.
    var label: String?
    /// The key the bound value is stored under.
    var name: String
    var kind: Kind
    /// The value used when the argument is left out; `nil` makes the parameter required.
    var defaultValue: SpecValue?
  }

  /// What values a parameter accepts.
  enum Kind: Sendable {
    case number(NumberConstraint)
    case boolean
    case keyword([String])
    /// A nested call (`.bouncy`, `Spring(...)`), bound later by the caller; the strings name
    /// what it may be, for error messages (`a Spring`).
    case call(String)
  }

  var name: String
  var parameters: [Parameter]

  /// `name(label:_:label:)`, as Swift documentation writes a function.
  var rendered: String {
    name + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
  }
}

extension SpecSignature.Kind {
  /// What a value of this kind is, for error messages.
  var noun: String {
    switch self {
    case .number: return "number"
    case .boolean: return "true or false"
    case .keyword: return "name"
    case .call(let what): return what
    }
  }
}

extension SpecSignature.Parameter {
  static func number(
    _ label: String?, _ name: String, _ constraint: NumberConstraint, default value: Double? = nil
  )
    -> Self
  {
    Self(
      label: label, name: name, kind: .number(constraint), defaultValue: value.map(SpecValue.number)
    )
  }

  static func boolean(_ label: String, default value: Bool) -> Self {
    Self(label: label, name: label, kind: .boolean, defaultValue: .boolean(value))
  }
}

extension SpecSignature {
  /// Why matching failed, and how many arguments matched before (to pick the best overload).
  struct Mismatch: Error {
    var error: SpecError
    var matched: Int
  }

  /// Matches `call`'s arguments against this signature.
  func match(_ call: CallSyntax, source: String) -> Result<SpecArguments, Mismatch> {
    let arguments = call.arguments ?? []
    var values: [String: SpecValue] = [:]
    var columns: [String: Int] = [:]
    var p = 0
    for (index, argument) in arguments.enumerated() {
      func fail(_ message: String, column: Int? = nil) -> Result<SpecArguments, Mismatch> {
        .failure(
          Mismatch(
            error: SpecError(message, column: column ?? argument.column, source: source),
            matched: index))
      }
      while p < parameters.count, parameters[p].label != argument.label,
        parameters[p].defaultValue != nil
      {
        p += 1
      }
      guard p < parameters.count, parameters[p].label == argument.label else {
        let given = argument.label.map { "label '\($0):'" } ?? "unlabelled argument"
        if let label = argument.label, !parameters.contains(where: { $0.label == label }) {
          return fail("unknown label '\(label):' in \(name)(...); expected \(labelList)")
        }
        if parameters.contains(where: { $0.label == argument.label }) {
          return fail("\(given) is out of order or repeated; expected \(rendered)")
        }
        if parameters.isEmpty { return fail("\(name) takes no arguments") }
        return fail("unexpected \(given) in \(name)(...); expected \(rendered)")
      }
      let parameter = parameters[p]
      switch bind(argument, to: parameter, source: source) {
      case .success(let value): values[parameter.name] = value
      case .failure(let error): return .failure(Mismatch(error: error, matched: index))
      }
      columns[parameter.name] = argument.valueColumn
      p += 1
    }
    for parameter in parameters where values[parameter.name] == nil {
      guard let value = parameter.defaultValue else {
        let what = parameter.label.map { "'\($0):'" } ?? "'\(parameter.name)'"
        return .failure(
          Mismatch(
            error: SpecError(
              "missing argument \(what) in \(name)(...); expected \(rendered)", column: call.column,
              source: source),
            matched: arguments.count))
      }
      values[parameter.name] = value
    }
    return .success(SpecArguments(values: values, columns: columns))
  }

  /// The labels this signature takes, for error messages.
  var labelList: String {
    let labels = parameters.compactMap { $0.label }.map { "'\($0):'" }
    return labels.isEmpty ? "no labels" : labels.joined(separator: ", ")
  }

  private func bind(_ argument: ArgumentSyntax, to parameter: Parameter, source: String) -> Result<
    SpecValue, SpecError
  > {
    let what = parameter.label.map { "'\($0):'" } ?? "argument '\(parameter.name)'"
    switch (parameter.kind, argument.value) {
    case (.number(let constraint), .numbers(let numbers)):
      guard numbers.count == 1, let number = numbers.first, !number.isPercentage else {
        return .failure(
          SpecError(
            "\(what) of \(name) takes one plain number", column: argument.valueColumn,
            source: source))
      }
      if let violation = constraint.violation(number.value) {
        return .failure(
          SpecError(
            "\(what) of \(name) \(violation), got \(number.text)", column: number.column,
            source: source))
      }
      return .success(.number(number.value))
    case (.boolean, .identifier(let word)):
      switch word {
      case "true": return .success(.boolean(true))
      case "false": return .success(.boolean(false))
      default:
        return .failure(
          SpecError(
            "\(what) of \(name) takes true or false, got '\(word)'", column: argument.valueColumn,
            source: source))
      }
    case (.keyword(let allowed), .identifier(let word)):
      guard allowed.contains(word) else {
        return .failure(
          SpecError(
            "unknown \(what) '\(word)' of \(name); expected one of: \(allowed.joined(separator: ", "))",
            column: argument.valueColumn, source: source))
      }
      return .success(.keyword(word))
    case (.call, .call(let nested)):
      return .success(.call(nested))
    case (.call(let expected), .identifier(let word)):
      return .failure(
        SpecError(
          "\(what) of \(name) takes \(expected.withExample), got '\(word)'",
          column: argument.valueColumn, source: source))
    case (.call(let expected), .numbers(let numbers)):
      return .failure(
        SpecError(
          "\(what) of \(name) takes \(expected.withExample), got '\(numbers.first?.text ?? "")'",
          column: argument.valueColumn, source: source))
    case (.call, .chain(let chain)):
      return .success(.chain(chain))
    case (.number, .chain(let chain)), (.boolean, .chain(let chain)),
      (.keyword, .chain(let chain)):
      return .failure(
        SpecError(
          "\(what) of \(name) takes a \(parameter.kind.noun), got '\(chain.base.name)(...)...'",
          column: argument.valueColumn, source: source))
    case (.number, .call(let nested)), (.boolean, .call(let nested)), (.keyword, .call(let nested)):
      return .failure(
        SpecError(
          "\(what) of \(name) takes a \(parameter.kind.noun), got '\(nested.name)(...)'",
          column: argument.valueColumn, source: source))
    case (.number, .identifier(let word)):
      return .failure(
        SpecError(
          "\(what) of \(name) takes a number, got '\(word)'", column: argument.valueColumn,
          source: source))
    case (.boolean, .numbers(let numbers)), (.keyword, .numbers(let numbers)):
      let text = numbers.first?.text ?? ""
      return .failure(
        SpecError(
          "\(what) of \(name) takes a name, got '\(text)'", column: argument.valueColumn,
          source: source))
    }
  }
}

extension String {
  /// A description of a nested call with an example: the description itself when it gives one
  /// (`a transition such as '.opacity'`), else with `, such as '.bouncy'` (the spring members,
  /// the one nested call of the animation language).
  fileprivate var withExample: String { hasText("such as") ? self : self + ", such as '.bouncy'" }
}

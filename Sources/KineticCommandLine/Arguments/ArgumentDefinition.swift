/// One argument a command declares: an option with a value (`--samples N`), a flag
/// (`--velocity`) or a positional argument (`SPEC`). Help text and parsing both come from it.
struct ArgumentDefinition: Sendable {
  enum Kind: Sendable, Equatable {
    case option
    case flag
    /// A positional argument; `repeating` takes every remaining positional.
    case positional(repeating: Bool, optional: Bool)
  }

  let kind: Kind
  /// The long name without dashes (`samples`), or the positional's name (`spec`).
  let name: String
  /// A one-letter alias (`o` for `-o`).
  let short: Character?
  /// The placeholder in help (`<n>`, `<file>`).
  let valueName: String
  let help: String
  /// The default as shown in help; `nil` if none.
  let defaultValue: String?
  /// The accepted values, listed in help; empty when any value is accepted.
  let allowedValues: [String]
  /// Whether usage shows the option as required (the command validates it).
  var isRequired = false
  /// For a flag: whether it may also carry a number (`--velocity 2000`, `--velocity=-5`), read
  /// with ``ParsedArguments/string(_:)``; given bare it is the flag.
  var takesOptionalNumber = false

  /// This flag, also accepting a number as its value (`valueName` shown in help).
  func acceptingNumber(valueName: String, help: String) -> ArgumentDefinition {
    var copy = ArgumentDefinition(
      kind: kind, name: name, short: short, valueName: valueName, help: help,
      defaultValue: defaultValue, allowedValues: allowedValues)
    copy.isRequired = isRequired
    copy.takesOptionalNumber = true
    return copy
  }

  /// An option that must be given (shown without brackets in usage).
  func required() -> ArgumentDefinition {
    var copy = self
    copy.isRequired = true
    return copy
  }

  /// An option that takes a value.
  static func option(
    _ name: String, short: Character? = nil, valueName: String, help: String,
    default defaultValue: String? = nil,
    allowed: [String] = []
  ) -> ArgumentDefinition {
    ArgumentDefinition(
      kind: .option, name: name, short: short, valueName: valueName, help: help,
      defaultValue: defaultValue,
      allowedValues: allowed)
  }

  /// An option whose value is one of the cases of `E`.
  static func option<E: ExpressibleByArgument>(
    _ name: String, short: Character? = nil, of: E.Type, help: String,
    default defaultValue: E? = nil
  ) -> ArgumentDefinition {
    option(
      name, short: short, valueName: name, help: help, default: defaultValue?.rawValue,
      allowed: E.allCases.map(\.rawValue))
  }

  /// A flag: present or absent.
  static func flag(_ name: String, short: Character? = nil, help: String) -> ArgumentDefinition {
    ArgumentDefinition(
      kind: .flag, name: name, short: short, valueName: "", help: help, defaultValue: nil,
      allowedValues: [])
  }

  /// A positional argument.
  static func positional(
    _ name: String, help: String, repeating: Bool = false, optional: Bool = false
  )
    -> ArgumentDefinition
  {
    ArgumentDefinition(
      kind: .positional(repeating: repeating, optional: optional), name: name, short: nil,
      valueName: name,
      help: help, defaultValue: nil, allowedValues: [])
  }

  /// `--name`, the spelling used in error messages.
  var displayName: String {
    if case .positional = kind { return "<\(valueName)>" }
    return "--\(name)"
  }

  /// `-o, --output <file>` or `--velocity` or `<spec>`, as help lists it.
  var synopsis: String {
    switch kind {
    case .positional(let repeating, _):
      return "<\(valueName)>" + (repeating ? " ..." : "")
    case .flag:
      return (short.map { "-\($0), " } ?? "") + "--\(name)"
        + (takesOptionalNumber ? " [<\(valueName)>]" : "")
    case .option:
      return (short.map { "-\($0), " } ?? "") + "--\(name) <\(valueName)>"
    }
  }
}

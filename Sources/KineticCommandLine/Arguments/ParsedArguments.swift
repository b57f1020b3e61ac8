import KineticInterchange

/// The arguments of one command after parsing, with typed, validating accessors. Every
/// accessor that fails throws ``CommandLineError/invalidValue(option:value:reason:)`` naming
/// the option and the text given.
struct ParsedArguments: Sendable {
  /// The last value given for each option, by long name.
  var options: [String: String] = [:]
  /// The flags given, by long name.
  var flags: Set<String> = []
  /// The positional values, by positional name.
  var positionals: [String: [String]] = [:]
  /// The defaults the definitions declare for options with a fixed set of values, by long name:
  /// the one place each is written, which help prints too (``choice(_:)`` reads them).
  var defaults: [String: String] = [:]

  func string(_ name: String) -> String? { options[name] }

  func flag(_ name: String) -> Bool { flags.contains(name) }

  func positional(_ name: String) -> String? { positionals[name]?.first }

  func positionalList(_ name: String) -> [String] { positionals[name] ?? [] }

  /// A finite decimal number; `nil` when the option is absent.
  func double(_ name: String, _ constraint: OptionConstraint = .any) throws(CommandLineError)
    -> Double?
  {
    guard let text = options[name] else { return nil }
    return try Self.number(text, option: "--\(name)", constraint)
  }

  /// A whole number in `range`; `nil` when the option is absent. Values too large for `Int`
  /// are reported as out of range rather than trapping.
  func integer(_ name: String, in range: ClosedRange<Int>) throws(CommandLineError) -> Int? {
    guard let text = options[name] else { return nil }
    let option = "--\(name)"
    let digits = text.hasPrefix("-") || text.hasPrefix("+") ? text.dropFirst() : Substring(text)
    guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else {
      throw .invalidValue(option: option, value: text, reason: "expected a whole number")
    }
    guard let value = Int(text), range.contains(value) else {
      throw .invalidValue(
        option: option, value: text, reason: "must be in \(range.lowerBound)...\(range.upperBound)")
    }
    return value
  }

  /// A comma-separated list of finite numbers; `nil` when the option is absent.
  func doubleList(_ name: String, _ constraint: OptionConstraint = .any, maxCount: Int = 10_000_000)
    throws(CommandLineError) -> [Double]?
  {
    guard let text = options[name] else { return nil }
    let option = "--\(name)"
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count <= maxCount else {
      throw .invalidValue(
        option: option, value: "\(parts.count) values", reason: "at most \(maxCount) values")
    }
    var values: [Double] = []
    values.reserveCapacity(parts.count)
    for part in parts {
      let item = part.trimmingSpaces
      guard !item.isEmpty else {
        throw .invalidValue(
          option: option, value: text, reason: "empty item in a comma-separated list")
      }
      values.append(try Self.number(item, option: option, constraint))
    }
    return values
  }

  /// One of the cases of `E`: the one given, else the option's declared default.
  func choice<E: ExpressibleByArgument>(_ name: String) throws(CommandLineError) -> E {
    guard let text = options[name] ?? defaults[name] else { throw .missingArgument("--\(name)") }
    guard let chosen = E(rawValue: text) else {
      throw .invalidValue(
        option: "--\(name)", value: text,
        reason: "expected one of: \(E.allCases.map(\.rawValue).joined(separator: ", "))")
    }
    return chosen
  }

  static func number(_ text: String, option: String, _ constraint: OptionConstraint)
    throws(CommandLineError) -> Double
  {
    switch DecimalLiteral.parse(text) {
    case .failure(.malformed):
      throw .invalidValue(option: option, value: text, reason: "expected a decimal number")
    case .failure(.notFinite):
      throw .invalidValue(option: option, value: text, reason: "not a finite number")
    case .success(let value):
      if let violation = constraint.violation(value) {
        throw .invalidValue(option: option, value: text, reason: violation)
      }
      return value
    }
  }
}

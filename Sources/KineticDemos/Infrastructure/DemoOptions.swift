import KineticInterchange

/// Validated option values of one demo: every key is a declared parameter and every value
/// parses and lies in range; absent options take their defaults.
public struct DemoOptions: Sendable {
  private enum Value: Sendable {
    case number(Double)
    case integer(Int)
    case choice(String)
    case expression(String)
  }

  private let demo: String
  private let values: [String: Value]
  /// The animation the command line parsed, animated with instead of the `--curve` option;
  /// `nil` when there is none.
  public let givenCurve: DemoCurve?

  /// Parses `raw` against `parameters`.
  ///
  /// - Parameters:
  ///   - raw: Option strings keyed by parameter name; leading dashes in keys are ignored.
  ///   - parameters: The demo's parameters.
  ///   - demo: The demo's name, for error messages.
  ///   - curve: The animation the command line parsed (``givenCurve``), or `nil`.
  /// - Throws: ``DemoError/unknownOption(demo:option:known:)`` or
  ///   ``DemoError/invalidValue(demo:option:value:expected:)``.
  public init(
    _ raw: [String: String], parameters: [DemoParameter], demo: String, curve: DemoCurve? = nil
  ) throws(DemoError) {
    self.demo = demo
    givenCurve = curve
    var given: [String: String] = [:]
    for (key, value) in raw {
      let name = String(key.drop(while: { $0 == "-" }))
      guard parameters.contains(where: { $0.name == name }) else {
        throw .unknownOption(demo: demo, option: name, known: parameters.map(\.name))
      }
      given[name] = value
    }
    var values: [String: Value] = [:]
    for parameter in parameters {
      if case .expression = parameter.kind {
        // Parsed by the demo, and absent unless given.
        if let text = given[parameter.name] { values[parameter.name] = .expression(text) }
        continue
      }
      let text = given[parameter.name] ?? parameter.defaultValue
      values[parameter.name] = try DemoOptions.parse(text, parameter, demo: demo)
    }
    self.values = values
  }

  private static func parse(_ text: String, _ parameter: DemoParameter, demo: String)
    throws(DemoError) -> Value
  {
    let invalid = DemoError.invalidValue(
      demo: demo, option: parameter.name, value: text, expected: parameter.valueDescription)
    let trimmed = text.trimmingSpaces
    switch parameter.kind {
    case .number(let range):
      guard let x = Double(trimmed), x.isFinite, range.contains(x) else { throw invalid }
      return .number(x)
    case .integer(let range):
      guard let n = Int(trimmed), range.contains(n) else { throw invalid }
      return .integer(n)
    case .choice(let words):
      guard words.contains(trimmed) else { throw invalid }
      return .choice(trimmed)
    case .expression:
      return .expression(text)
    }
  }

  /// The value of a `.number` parameter.
  ///
  /// - Throws: ``DemoError/unknownOption(demo:option:known:)`` if `name` is not a declared
  ///   number parameter (a programming error, reported rather than trapped).
  public func number(_ name: String) throws(DemoError) -> Double {
    guard case .number(let x)? = values[name] else {
      throw .unknownOption(demo: demo, option: name, known: [])
    }
    return x
  }

  /// The value of an `.integer` parameter.
  public func integer(_ name: String) throws(DemoError) -> Int {
    guard case .integer(let n)? = values[name] else {
      throw .unknownOption(demo: demo, option: name, known: [])
    }
    return n
  }

  /// The value of a `.choice` parameter.
  public func choice(_ name: String) throws(DemoError) -> String {
    guard case .choice(let word)? = values[name] else {
      throw .unknownOption(demo: demo, option: name, known: [])
    }
    return word
  }

  /// The text of an `.expression` parameter as given, or `nil` when it was not given.
  public func expression(_ name: String) -> String? {
    guard case .expression(let text)? = values[name] else { return nil }
    return text
  }

  /// The value of the `--curve` parameter, or ``givenCurve`` (a spec the command line parsed)
  /// when there is one: one of the named curves when the parameter is declared with
  /// ``DemoCurve/parameter(default:)``; any animation spec (``DemoCurve/init(parsing:)``) when
  /// it is declared as an `.expression`, and `defaultCurve` when that is not given.
  ///
  /// - Throws: ``DemoError/invalidExpression(demo:option:_:)`` for a spec that does not parse;
  ///   ``DemoError/unknownOption(demo:option:known:)`` if there is no `--curve` parameter (a
  ///   programming error, reported rather than trapped).
  public func curve(default defaultCurve: DemoCurve? = nil) throws(DemoError) -> DemoCurve {
    if let givenCurve { return givenCurve }
    if case .expression(let text)? = values["curve"] {
      do { return try DemoCurve(parsing: text) } catch let error as SpecError {
        throw .invalidExpression(demo: demo, option: "curve", error)
      } catch {
        throw .invalidValue(demo: demo, option: "curve", value: text, expected: "an animation spec")
      }
    }
    if values["curve"] == nil, let defaultCurve { return defaultCurve }
    let word = try choice("curve")
    guard let curve = DemoCurve(named: word) else {
      throw .invalidValue(
        demo: demo, option: "curve", value: word,
        expected: DemoCurve.named.map(\.name).joined(separator: "|"))
    }
    return curve
  }

  /// The ``curve(default:)`` over the value of the `--duration` parameter (declared with
  /// ``DemoTiming/durationParameter(default:)``), as one value.
  ///
  /// - Throws: as ``curve(default:)`` and ``number(_:)`` do.
  public func timing(default defaultCurve: DemoCurve? = nil) throws(DemoError) -> DemoTiming {
    DemoTiming(curve: try curve(default: defaultCurve), duration: try number("duration"))
  }
}

extension String {
  /// Without leading and trailing spaces and tabs.
  fileprivate var trimmingSpaces: String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
  }
}

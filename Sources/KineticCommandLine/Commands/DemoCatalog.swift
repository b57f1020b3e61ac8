import KineticDemos
import KineticInterchange

/// The bridge from `kinetic demo` to KineticDemos: everything the command knows about the
/// demos comes from ``DemoRegistry``, so a demo appended there is listed, documented, parsed
/// and run without any change here.
enum DemoCatalog {
  /// The registered demos' names, in the registry's order.
  static var names: [String] { DemoRegistry.names }

  /// One line per demo, `name  summary`, for `kinetic list` and `kinetic demo --list`.
  static var summaries: [String] { DemoRegistry.all.map { $0.name.padding(22) + $0.summary } }

  /// The parameters of the demo called `name` (none for an unknown name).
  static func parameters(of name: String) -> [DemoParameter] {
    DemoRegistry.type(named: name)?.parameters ?? []
  }

  /// `kinetic demo --list`: every demo's name and summary with its parameters and defaults,
  /// a blank line between demos.
  static var listing: String {
    DemoRegistry.all.map { $0.help }.joined(separator: "\n")
  }

  /// The description of the demo called `name` (its summary and parameters), if it exists.
  static func description(of name: String) -> String? { DemoRegistry.type(named: name)?.help }

  /// The demo's parameters as options of the command line, so that the parser checks their
  /// names and help lists them; their values are checked by the demo itself.
  static func definitions(of name: String) -> [ArgumentDefinition] {
    parameters(of: name).map { parameter in
      switch parameter.kind {
      case .choice(let words):
        return .option(
          parameter.name, valueName: parameter.name, help: parameter.summary,
          default: parameter.defaultValue, allowed: words)
      case .expression:
        return .option(
          parameter.name, valueName: "expr", help: parameter.summary,
          default: parameter.defaultValue)
      case .number, .integer:
        let isInteger = if case .integer = parameter.kind { true } else { false }
        return .option(
          parameter.name, valueName: isInteger ? "n" : "x",
          help: parameter.summary + " " + parameter.valueDescription.capitalisedFirst + ".",
          default: parameter.defaultValue)
      }
    }
  }

  /// Builds the demo called `name` from option strings keyed by parameter name.
  ///
  /// - Throws: ``CommandLineError/demo(_:)`` (a usage error) naming the demo, option or value.
  static func make(_ name: String, options: [String: String], curve: DemoCurve? = nil)
    throws(CommandLineError) -> any Demo
  {
    do {
      return try DemoRegistry.make(name, options: options, curve: curve)
    } catch .invalidExpression(_, let option, let error) {
      // As a spec error, so that a caret points into the expression.
      throw .spec(
        SpecError(
          "invalid --\(option): \(error.message)", column: error.column, source: error.source))
    } catch {
      throw .demo(error)
    }
  }
}

extension String {
  /// The string with its first character upper-cased ("a number in 1...5" → "A number…").
  fileprivate var capitalisedFirst: String { prefix(1).uppercased() + dropFirst() }
}

import KineticInterchange
import KineticScene

/// Why a demo could not be built or run; each case names the offending value.
public enum DemoError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No demo has this name.
  case unknownDemo(String, known: [String])
  /// The demo has no parameter of this name.
  case unknownOption(demo: String, option: String, known: [String])
  /// The value does not parse or is out of range.
  case invalidValue(demo: String, option: String, value: String, expected: String)
  /// An expression option (`--transition`) that does not parse: the error points into it.
  case invalidExpression(demo: String, option: String, SpecError)
  /// A frame rate, frame count or raster size was rejected by the scene layer.
  case scene(SceneError)

  /// A one-line explanation.
  public var description: String {
    switch self {
    case .unknownDemo(let name, let known):
      "unknown demo '\(name)'; expected one of: \(known.joined(separator: ", "))"
    case .unknownOption(let demo, let option, let known):
      "demo '\(demo)' has no option '--\(option)'"
        + (known.isEmpty ? "" : "; options: " + known.map { "--" + $0 }.joined(separator: ", "))
    case .invalidValue(let demo, let option, let value, let expected):
      "invalid value '\(value)' for --\(option) of demo '\(demo)': expected \(expected)"
    case .invalidExpression(let demo, let option, let error):
      "invalid --\(option) of demo '\(demo)': \(error.description)"
    case .scene(let error):
      error.description
    }
  }
}

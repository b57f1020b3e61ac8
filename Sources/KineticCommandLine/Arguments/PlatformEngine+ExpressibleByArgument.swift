import KineticInterchange

/// `--engine exact|swiftui|flutter|motion|chromium|webkit`.
extension PlatformEngine: ExpressibleByArgument {
  /// `--engine` as a comma list (`flutter,exact`), in order, each engine once; `exact` when
  /// absent.
  static func list(_ arguments: ParsedArguments) throws(CommandLineError) -> [PlatformEngine] {
    guard let text = arguments.string("engine") else { return [.exact] }
    var engines: [PlatformEngine] = []
    for name in text.split(separator: ",", omittingEmptySubsequences: false) {
      let trimmed = name.trimmingSpaces
      guard let engine = PlatformEngine(rawValue: trimmed) else {
        throw .invalidValue(
          option: "--engine", value: text,
          reason: "expected a comma list of: \(allCases.map(\.rawValue).joined(separator: ", "))")
      }
      if !engines.contains(engine) { engines.append(engine) }
    }
    return engines
  }
}

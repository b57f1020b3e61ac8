import Kinetic

/// `--engine exact|swiftui`.
extension SpringEngine: ExpressibleByArgument {}

/// `--completion-rule swiftui|kinetic`.
extension SpringCompletionRule: ExpressibleByArgument {}

/// The `--completion-rule` option shared by `eval`, `plot` and `spring`: one definition, one
/// help text.
enum CompletionRuleOption {
  static let definition = ArgumentDefinition.option(
    "completion-rule", of: SpringCompletionRule.self,
    help:
      "When springs are logically complete and removed: swiftui (SwiftUI's rules, thresholds in the value's units) or kinetic (Kinetic's scale-free bound: within 1 % and 0.1 % of the motion).",
    default: .swiftui)

  /// The rule the arguments ask for.
  static func rule(_ arguments: ParsedArguments) throws(CommandLineError) -> SpringCompletionRule {
    try arguments.choice("completion-rule")
  }
}

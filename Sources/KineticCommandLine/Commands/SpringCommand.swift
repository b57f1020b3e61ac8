import Foundation
import Kinetic
import KineticPlot

/// `kinetic spring SPEC`: every equivalent parameterisation of a spring spec.
struct SpringCommand: Subcommand {
  static let name = "spring"
  static let abstract =
    "Show every equivalent parameterisation of a spring spec, as a table or JSON."
  static let discussion = """
    Keys: mass, stiffness, damping, response, dampingRatio, duration, bounce, settlingDuration,
    exactSettlingDuration, overshoot, peakTime, and the other ecosystems' parameters.

    EXAMPLES:
      kinetic spring 'spring(duration: 0.5, bounce: 0.3)'
      kinetic spring 'interpolatingSpring(mass: 1, stiffness: 100, damping: 10)' --format json
    """
  static let arguments: [ArgumentDefinition] =
    [
      .positional(
        "spec", help: "A spring spec, e.g. 'spring(response: 0.5, dampingFraction: 0.8)'.")
    ]
    + OutputOptions.definitions(format: SpringFormat.self, default: .table)

  enum SpringFormat: String, ExpressibleByArgument {
    case table, json
  }

  let spec: AnimationSpec
  let spring: Kinetic.Spring
  let format: SpringFormat
  let destination: OutputDestination

  init(_ arguments: ParsedArguments, context: CommandContext) throws {
    format = try arguments.choice("format", default: .table)
    destination = try OutputOptions.destination(arguments)
    spec = try AnimationSpec.parse(arguments.positional("spec") ?? "")
    guard case .spring(let animation) = spec.animation.kind else {
      throw CommandLineError.unsupported(
        "'\(spec.source)' is not a spring spec without modifiers; see 'kinetic list'")
    }
    spring = animation.spring
  }

  func run(context: CommandContext) throws -> String {
    try destination.emit(try render(SpringReport(spring)))
  }

  /// Pretty-printed JSON with every key (absent figures as `null`), or an aligned two-column
  /// table with `-` for absent figures.
  private func render(_ report: SpringReport) throws -> String {
    switch format {
    case .json:
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      let data = try encoder.encode(report)
      return String(decoding: data, as: UTF8.self) + "\n"
    case .table:
      let rows = report.rows
      let width = (rows.map(\.key.count).max() ?? 0) + 2
      return rows.map { row in
        // JSON has no infinity, so the table shows "-" wherever JSON has null.
        let value =
          row.value.flatMap { $0.isFinite ? try? RoundTripFormat.string(for: $0) : nil }
          ?? "-"
        return row.key.padding(width) + value
      }.joined(separator: "\n") + "\n"
    }
  }
}

import Foundation
import Kinetic
import KineticInterchange
import KineticPlot

/// `kinetic spring SPEC`: every equivalent parameterisation of a spring spec.
struct SpringCommand: Subcommand {
  static let name = "spring"
  static let abstract =
    "Show every equivalent parameterisation of a spring spec, as a table, JSON or CSV."
  static let discussion = """
    Keys: mass, stiffness, damping, response, dampingRatio, duration, bounce, settlingDuration
    (SwiftUI's envelope rule), exactSettlingDuration (the last time the motion is epsilon or
    more from its target), removalTime (when the animation of a change of 1 from rest ends and
    is removed: the span 'kinetic plot' draws; by SwiftUI's rules, or by Kinetic's scale-free
    bound with --completion-rule kinetic), overshoot, peakTime, epsilon, and the other ecosystems' parameters.
    The table rounds each figure to --precision significant digits and gives its unit; JSON
    and CSV ('key,value,unit') carry every figure exactly (the shortest text that reads back
    to the same double), with null (JSON) or an empty field (CSV) where a figure does not
    exist.

    EXAMPLES:
      kinetic spring 'spring(duration: 0.5, bounce: 0.3)'
      kinetic spring bouncy --precision 6
      kinetic spring 'interpolatingSpring(mass: 1, stiffness: 100, damping: 10)' --format json
    """
  /// The bounds of `--precision`: 17 significant digits hold every double exactly.
  static let precisionRange = 1...17
  static let defaultPrecision = 4

  static let arguments: [ArgumentDefinition] =
    [
      .positional(
        "spec", help: "A spring spec, e.g. 'spring(response: 0.5, dampingFraction: 0.8)'."),
      SpecInput.pickDefinition,
      .option(
        "precision", valueName: "digits",
        help:
          "Significant digits in the table, in \(precisionRange.lowerBound)...\(precisionRange.upperBound) (JSON and CSV are exact).",
        default: "\(defaultPrecision)"),
      CompletionRuleOption.definition,
    ]
    + OutputOptions.definitions(format: SpringFormat.self, default: .table)

  enum SpringFormat: String, ExpressibleByArgument {
    case table, json, csv
  }

  let report: SpringReport
  let format: SpringFormat
  let precision: Int
  let destination: OutputDestination
  let notes: [String]

  init(_ arguments: ParsedArguments, context: CommandContext) throws {
    format = try arguments.choice("format")
    destination = try OutputOptions.destination(arguments)
    precision = try arguments.integer("precision", in: Self.precisionRange) ?? Self.defaultPrecision
    if arguments.string("precision") != nil && format != .table {
      throw CommandLineError.unsupported(
        "'--precision' applies only to the table; \(format.rawValue) is always exact")
    }
    var notes: [String] = []
    let spec = try AnimationSpec.parse(
      try SpecInput.spec(arguments.positional("spec") ?? "", arguments, notes: &notes)
    ).completionRule(try CompletionRuleOption.rule(arguments))
    self.notes = notes
    guard let report = SpringReport(animation: spec.animation) else {
      throw CommandLineError.unsupported(
        "'\(spec.source)' is not a spring spec without modifiers; see 'kinetic list'")
    }
    self.report = report
  }

  func run(context: CommandContext) throws -> String {
    try destination.emit(try render(report))
  }

  /// The report's rows, each with its unit.
  private func rows(_ report: SpringReport) -> [(key: String, value: Double?, unit: String)] {
    report.rows.map { ($0.key, $0.value, SpringReport.unit(of: $0.key)) }
  }

  /// Pretty-printed JSON with every key (absent figures as `null`), CSV `key,value,unit`, or
  /// an aligned table of rounded figures with `-` for absent ones.
  private func render(_ report: SpringReport) throws -> String {
    switch format {
    case .json:
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      let data = try encoder.encode(report)
      return String(decoding: data, as: UTF8.self) + "\n"
    case .csv:
      return "key,value,unit\n"
        + rows(report).map { row in
          let value = row.value.flatMap { try? RoundTripFormat.string(for: $0) } ?? ""
          return "\(row.key),\(value),\(row.unit)"
        }.joined(separator: "\n") + "\n"
    case .table:
      let rows = self.rows(report)
      let texts = rows.map { row in
        // JSON has no infinity, so the table shows "-" wherever JSON has null.
        row.value.flatMap {
          $0.isFinite ? RoundTripFormat.string(for: $0, significantDigits: precision) : nil
        } ?? "-"
      }
      let keyWidth = (rows.map(\.key.count).max() ?? 0) + 2
      let valueWidth = (texts.map(\.count).max() ?? 0) + 2
      return zip(rows, texts).map { row, text in
        let line = row.key.padding(keyWidth) + text.padding(valueWidth) + row.unit
        return String(line.reversed().drop { $0 == " " }.reversed())
      }.joined(separator: "\n") + "\n"
    }
  }
}

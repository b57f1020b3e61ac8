/// `kinetic plot SPEC [SPEC...]`: sample one or more specs over time and draw or tabulate them.
struct PlotCommand: Subcommand {
  static let name = "plot"
  static let abstract = "Plot one or more animation specs over time as an ASCII chart, CSV or SVG."
  static let discussion = """
    Each spec animates from 0 to 1. CSV has the header 'time,value,velocity' for one spec and
    'time,<spec>,...' for several. The ASCII chart is as wide as --width, else $COLUMNS, else
    the terminal; it is coloured only on a terminal and never when NO_COLOR is set.

    EXAMPLES:
      kinetic plot 'spring(duration: 0.5, bounce: 0.3)'
      kinetic plot easeInOut 'cubic-bezier(0.68, -0.55, 0.265, 1.55)' --format csv --samples 11
      kinetic plot bouncy --format svg --velocity -o bouncy.svg
    """
  static let arguments: [ArgumentDefinition] =
    [.positional("spec", help: "Animation specs (see 'kinetic list').", repeating: true)]
    + OutputOptions.definitions(format: PlotFormat.self, default: .ascii)
    + SamplingOptions.definitions
    + [
      .flag(
        "velocity",
        help: "Also plot velocity (CSV: a velocity column per series; charts: a second axis)."),
      .option(
        "width", valueName: "columns", help: "Chart width in characters (ascii) or pixels (svg)."),
      .option(
        "height", valueName: "rows", help: "Chart height in characters (ascii) or pixels (svg)."),
      .option("title", valueName: "text", help: "Chart title.", default: "the specs"),
      .option(
        "charset", of: Charset.self, help: "Characters for the ASCII chart; unicode uses braille.",
        default: .ascii),
    ]

  let specs: [AnimationSpec]
  let format: PlotFormat
  let sampling: SamplingOptions
  let showsVelocity: Bool
  let width: Int?
  let height: Int?
  let title: String?
  let charset: Charset
  let destination: OutputDestination

  init(_ arguments: ParsedArguments, context: CommandContext) throws {
    format = try arguments.choice("format", default: .ascii)
    sampling = try SamplingOptions(arguments)
    showsVelocity = arguments.flag("velocity")
    let maxSize = format == .svg ? 100_000 : 10_000
    width = try arguments.integer("width", in: 10...maxSize)
    height = try arguments.integer("height", in: 5...maxSize)
    title = arguments.string("title")
    charset = try arguments.choice("charset", default: .ascii)
    destination = try OutputOptions.destination(arguments)
    specs = try arguments.positionalList("spec").map { try AnimationSpec.parse($0) }
  }

  /// The time span to sample: `--duration`, else the longest spec's duration (1 s if all are
  /// instantaneous).
  func span() throws(CommandLineError) -> Double {
    if let duration = sampling.duration { return duration }
    var span = 0.0
    for spec in specs {
      guard let duration = AnimationBridge.duration(of: spec.animation) else {
        throw CommandLineError.unsupported("'\(spec.source)' does not finish; give '--duration'")
      }
      span = max(span, duration)
    }
    return span <= 0 ? 1 : span
  }

  /// CSV streams (sampled and encoded block by block, in bounded memory); charts need every
  /// sample at once and are built whole.
  func run(context: CommandContext, output: StandardOutput) throws {
    guard format == .csv else { return try output.write(try run(context: context)) }
    let csv = AnimationCSV(
      series: specs.map { ($0.source, $0.animation) },
      grid: try sampling.grid(defaultDuration: try span()),
      includesVelocity: specs.count == 1 || showsVelocity)
    try destination.stream(to: output, csv.write(to:))
  }

  func run(context: CommandContext) throws -> String {
    let times = try sampling.times(defaultDuration: try span())
    let series = specs.map { spec -> PlotBridge.Series in
      let samples = AnimationSampler(animation: spec.animation, from: 0, to: 1).samples(at: times)
      return PlotBridge.Series(
        label: spec.source, values: samples.map(\.value), velocities: samples.map(\.velocity))
    }
    let defaultWidth = format == .svg ? 800 : context.preferredWidth
    let defaultHeight = format == .svg ? 480 : 20
    let request = PlotBridge.Request(
      times: times, series: series, format: format, width: width ?? defaultWidth,
      height: height ?? defaultHeight,
      title: title ?? specs.map(\.source).joined(separator: ", "), charset: charset,
      showsVelocity: showsVelocity,
      usesColor: destination.path == nil && context.usesColor)
    return try destination.emit(try PlotBridge.render(request))
  }
}

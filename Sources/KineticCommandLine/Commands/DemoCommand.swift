import KineticDemos
import KineticInterchange
import KineticPlot
import KineticScene

/// `kinetic demo NAME`: run one of the article demos headless.
///
/// Everything demo-specific comes from ``DemoRegistry`` through ``DemoCatalog``: the names, the
/// summaries, and each demo's own options, which are parsed as options of this command (so an
/// unknown one is rejected by name) and handed to the demo as strings (so the demo checks the
/// values and names the bad one).
struct DemoCommand: Subcommand {
  static let name = "demo"
  static let abstract =
    "Run an article demo headless: ASCII frames, CSV of animated values, SVG or an HTML page."
  static var discussion: String {
    """
    Frame i is at i / fps seconds; by default the frames cover the whole demo, ends included;
    --frames N without --fps spreads N frames evenly over the demo, first and last included.
    ascii prints every frame under a header line with its number and time, as wide as --width,
    else $COLUMNS, else the terminal, and as tall as the scene's aspect ratio asks (characters
    are about twice as tall as wide) unless --height is given; it is coloured only on a terminal
    and never when NO_COLOR is set. With --at T, ascii prints the one frame at T seconds.
    csv has one row per frame: 'time', then the demo's animated values (empty where a value
    does not exist at that time). svg is one frame: the one at --at T, by default the last
    frame (the demo's end state; the coordinator, whose end state is empty, shows the moment
    its final 'end' starts). svg-animated is one looping SVG of all the frames (at most
    \(maxAnimatedFrames)), the last held for --hold seconds, drawn at --scale times the scene. --play redraws the ASCII frames in place in real time at --fps; it
    needs a terminal on standard output (otherwise it is a usage error: print the frames with
    '--format ascii' instead).
    html is one self-contained page (no network): the scene first, showing the frame at each
    time (at most \(maxAnimatedFrames) frames), then the CSV values as charts, one panel per
    unit (points, opacity, degrees, ...) over a shared time axis, with a read-out under the
    pointer, play/pause and a scrub slider, a light and a dark theme, and a link opening the
    demo's animation in studio.html ('kinetic studio -o studio.html' writes it); a value
    missing at some times is drawn where it exists.

    Demos: \(DemoCatalog.names.joined(separator: ", ")).
    See 'kinetic demo --list' for their options, or 'kinetic demo NAME --help'.

    EXAMPLES:
      kinetic demo circle --format ascii --frames 3
      kinetic demo circle --format csv --fps 30
      kinetic demo transition --format svg --at 0.25 -o transition.svg
      kinetic demo transition --transition '.push(from: .trailing)' --format csv
      kinetic demo matched-geometry --format html -o card.html
      kinetic demo content-transition --format svg --at 0.25
      kinetic demo border --format svg-animated -o border.svg
      kinetic demo circle --play
    """
  }

  /// Frame count limit of every format (`--frames` and the default count).
  static let maxFrames = 100_000
  /// Frames of one document (svg-animated, streamed frame by frame; the HTML page, which holds
  /// them all): at most this many.
  static let maxAnimatedFrames = 3_600
  /// Size limits of ascii frames, in characters: the ASCII chart's (``ASCIIChart/maximumWidth``
  /// × ``ASCIIChart/maximumHeight``), so that `demo` and `plot` share one limit and one message.
  static let textWidths = 1...ASCIIChart.maximumWidth
  static let textHeights = 1...ASCIIChart.maximumHeight

  /// The options this command owns. A demo parameter of the same name would be unreachable
  /// (a test keeps the demos from declaring one); it is ignored.
  static let arguments: [ArgumentDefinition] =
    [
      .positional("name", help: "The demo to run (see '--list').", optional: true),
      .flag("list", help: "Describe the demos: name, summary, options and defaults."),
      .option("fps", valueName: "f", help: "Frames per second, in 0.001...1000000.", default: "60"),
      .option(
        "frames", valueName: "n",
        help: "Number of frames, in 1...\(maxFrames).", default: "enough to cover the demo"),
      .option("format", of: DemoFormat.self, help: "Output format.", default: .ascii),
      .option(
        "at", valueName: "seconds",
        help: "ascii and svg: the one frame at this time, in seconds.",
        default: "every frame (ascii), the last frame (svg)"),
      .option(
        "width", valueName: "columns",
        help: "ascii: characters per line, in \(textWidths).",
        default: "$COLUMNS or the terminal's width"),
      .option(
        "height", valueName: "rows",
        help: "ascii: lines per frame, in \(textHeights).", default: "the scene's aspect ratio"),
      .flag("play", help: "Animate the ASCII frames in the terminal in real time."),
      .option(
        "hold", valueName: "seconds",
        help: "svg-animated: how long the last frame stays before the loop restarts, in 0...60.",
        default: "1"),
      .option(
        "scale", valueName: "x",
        help: "svg-animated: drawn size as a multiple of the scene, in 0.1...10.", default: "1"),
    ] + OutputOptions.fileDefinitions

  /// This command's options plus the demo's own, for the demo named in `words`.
  static func arguments(for words: ArraySlice<String>) -> [ArgumentDefinition] {
    guard let demo = demoName(in: words) else { return arguments }
    return arguments + DemoCatalog.definitions(of: demo).filter { !isOwn($0.name) }
  }

  /// `kinetic demo NAME` when `words` name a registered demo (whose help lists its options),
  /// else `kinetic demo`.
  static func commandName(for words: ArraySlice<String>) -> String {
    guard let demo = demoName(in: words), DemoRegistry.type(named: demo) != nil else {
      return "kinetic \(name)"
    }
    return "kinetic \(name) \(demo)"
  }

  /// `kinetic demo NAME --help`: the command's help followed by the demo's options.
  static func help(for words: ArraySlice<String>) -> String {
    guard let demo = demoName(in: words), let type = DemoRegistry.type(named: demo) else {
      return help
    }
    let all = arguments(for: words)
    let own = all.filter { isOwn($0.name) }
    var text = HelpFormatter.help(
      command: "kinetic demo \(demo)", abstract: "\(demo): \(type.summary)",
      discussion: discussion, arguments: own + [HelpFormatter.helpFlag])
    let demoOptions = all.filter { !isOwn($0.name) }
    if !demoOptions.isEmpty {
      text += "\n\(demo.uppercased()) OPTIONS:\n"
      text += demoOptions.map(HelpFormatter.entry).joined(separator: "\n") + "\n"
    }
    return text
  }

  /// Whether the option `name` belongs to this command rather than to a demo.
  static func isOwn(_ name: String) -> Bool {
    arguments.contains { $0.name == name }
  }

  /// The demo name in `words`: the first positional, skipping option values. Options this
  /// command does not know are assumed to take a value, as every demo option does.
  static func demoName(in words: ArraySlice<String>) -> String? {
    var index = words.startIndex
    while index < words.endIndex {
      let word = words[index]
      index += 1
      if word == "--" { return index < words.endIndex ? words[index] : nil }
      guard word.hasPrefix("-"), word.count > 1 else { return word }
      if word == "--help" || word == "-h" || word.contains("=") { continue }
      let definition =
        word.hasPrefix("--")
        ? arguments.first { $0.name == word.dropFirst(2) }
        : arguments.first { word.count == 2 && $0.short == word.last }
      if definition?.kind == .flag { continue }
      index = min(index + 1, words.endIndex)  // skip the value
    }
    return nil
  }

  private enum Action {
    case list
    case describe(String)
    case run(any Demo)
  }

  private let action: Action
  /// `--fps`, or with `--frames N` alone the rate that spreads N frames over the demo.
  private var fps: Double
  /// `--fps` as written (`60` by default), for messages.
  private var fpsText: String
  private let frameCount: Int?
  private let format: DemoFormat
  private let time: Double?
  private let width: Int?
  private let height: Int?
  private let plays: Bool
  private let destination: OutputDestination
  /// svg-animated: seconds the last frame is held, and the size factor.
  private let hold: Double
  private let scale: Double
  /// The demo's animation as a spec, for the HTML page's studio link.
  private var studioSpecs: [String] = []

  init(_ arguments: ParsedArguments, context: CommandContext) throws {
    fps = try arguments.double("fps", .frameRate) ?? 60
    fpsText = arguments.string("fps") ?? "60"
    frameCount = try arguments.integer("frames", in: 1...Self.maxFrames)
    format = try arguments.choice("format")
    time = try arguments.double("at", .atMost(1_000_000, positive: false))
    if let time, time < 0 {
      throw CommandLineError.invalidValue(
        option: "--at", value: arguments.string("at") ?? "", reason: "must not be negative")
    }
    plays = arguments.flag("play")
    hold = try arguments.double("hold", .within(0...60)) ?? 1
    scale = try arguments.double("scale", .within(0.1...10)) ?? 1
    for option in ["hold", "scale"] where arguments.string(option) != nil && format != .svgAnimated
    {
      throw CommandLineError.unsupported(
        "'--\(option)' applies only to '--format svg-animated'")
    }
    destination = try OutputOptions.destination(arguments)
    let name = arguments.positional("name")
    if arguments.flag("list") {
      action = name.map { .describe($0) } ?? .list
      if let name, DemoRegistry.type(named: name) == nil {
        throw CommandLineError.demo(.unknownDemo(name, known: DemoCatalog.names))
      }
      width = nil
      height = nil
      return
    }
    guard let name else { throw CommandLineError.missingArgument("argument <name>") }
    let parameters = Set(DemoCatalog.parameters(of: name).map(\.name))
    let given = Set(
      ["at", "width", "height", "output", "format"].filter { arguments.string($0) != nil })
    // Combinations first: `--width 100001 --format svg` is wrong because svg has no width,
    // not because of the number.
    try Self.validate(
      format: format, plays: plays, given: given, context: context,
      formatText: arguments.string("format") ?? "")
    width = try arguments.integer("width", in: Self.textWidths)
    height = try arguments.integer("height", in: Self.textHeights)
    var options: [String: String] = [:]
    for (key, value) in arguments.options
    where parameters.contains(key) && !Self.isOwn(key) {
      options[key] = value
    }
    studioSpecs = DemoRegistry.studioSpecs(of: name, options: options)
    // `--curve SPEC`: any animation spec (a spring, CSS easing, modifiers) where a demo animates;
    // the four named curves stay the demo's own option.
    var curve: DemoCurve? = nil
    if let text = options["curve"], DemoCurve(named: text) == nil {
      do {
        curve = try DemoCurve(parsing: text)
      } catch let error as SpecError {
        throw CommandLineError.invalidValue(
          option: "--curve", value: text,
          reason:
            "expected \(DemoCurve.named.map(\.name).joined(separator: ", ")) or an animation "
            + "spec, and as a spec: \(error.description)")
      }
      options["curve"] = nil
    }
    let demo = try DemoCatalog.make(name, options: options, curve: curve)
    action = .run(demo)
    // `--frames N` without `--fps`: N frames spread evenly over the demo, ends included.
    if arguments.string("fps") == nil, let count = frameCount, count > 1, demo.duration > 0 {
      let spread = Double(count - 1) / demo.duration
      if spread >= 0.001 && spread <= 1_000_000 {
        fps = spread
        fpsText = RoundTripFormat.text(spread)
      }
    }
  }

  /// Rejects combinations that mean nothing, before any output.
  private static func validate(
    format: DemoFormat, plays: Bool, given: Set<String>, context: CommandContext,
    formatText: String
  ) throws(CommandLineError) {
    if plays {
      if given.contains("output") { throw .conflictingOptions("--play", "--output") }
      if given.contains("at") { throw .conflictingOptions("--play", "--at") }
      if given.contains("format") && format != .ascii {
        throw .conflictingOptions("--play", "--format \(formatText)")
      }
      guard context.standardOutputIsTerminal else {
        throw .unsupported(
          "'--play' needs a terminal on standard output; use '--format ascii' to print the frames")
      }
      return
    }
    if given.contains("at") && (format == .csv || format == .svgAnimated || format == .html) {
      throw .conflictingOptions("--at", "--format \(formatText)")
    }
    if format != .ascii {
      for option in ["width", "height"] where given.contains(option) {
        throw .conflictingOptions("--\(option)", "--format \(formatText)")
      }
    }
  }

  func run(context: CommandContext) throws -> String {
    switch action {
    case .list: return try destination.emit(DemoCatalog.listing)
    case .describe(let name): return try destination.emit(DemoCatalog.description(of: name) ?? "")
    case .run: return ""  // run(context:output:) does the work
    }
  }

  func run(context: CommandContext, output: StandardOutput) throws {
    guard case .run(let demo) = action else {
      return try output.write(try run(context: context))
    }
    let times = try frameTimes(of: demo)
    if plays {
      let frame = try textFrame(demo, context: context, colour: context.usesColor)
      let player = TerminalPlayer(fps: fps)
      try player.play(count: times.count, to: output) { index throws(CommandLineError) in
        try frame(times[index], index, times.count)
      }
      return try output.write("\n")
    }
    switch format {
    case .csv:
      try output.write(
        try destination.emit(
          try Self.demoResult { () throws(DemoError) in
            try demo.csv(fps: fps, frameCount: times.count)
          }))
    case .svg:
      try output.write(
        try destination.emit(demo.renderSVG(at: time ?? demo.stillTime ?? times[times.count - 1])))
    case .svgAnimated:
      // Frame by frame, in the memory of one frame.
      try destination.stream(to: output) { sink throws(CommandLineError) in
        try demo.writeAnimatedSVG(times: times, fps: fps, hold: hold, scale: scale) {
          text throws(CommandLineError) in
          try Self.send(text, to: sink)
        }
      }
    case .html:
      // The chart first (from every frame's values), then the frames one at a time: the
      // frames' pictures, nearly all of the page, are never all in memory.
      try destination.stream(to: output) { sink throws(CommandLineError) in
        try Self.writePage(demo, times: times, studioSpecs: studioSpecs) {
          text throws(CommandLineError) in
          try Self.send(text, to: sink)
        }
      }
    case .ascii:
      let frame = try textFrame(
        demo, context: context, colour: destination.path == nil && context.usesColor)
      let shown = time.map { [$0] } ?? times
      // Frame by frame, so thousands of frames stream in bounded memory.
      try destination.stream(to: output) { sink throws(CommandLineError) in
        for (index, t) in shown.enumerated() {
          try Self.send(try frame(t, index, shown.count), to: sink)
        }
      }
    }
  }

  /// Hands `text`'s UTF-8 bytes to a stream's `sink`.
  private static func send(
    _ text: String, to sink: (UnsafeRawBufferPointer) throws(CommandLineError) -> Void
  ) throws(CommandLineError) {
    var text = text
    var failure: CommandLineError?
    text.withUTF8 { bytes in
      do throws(CommandLineError) { try sink(UnsafeRawBufferPointer(bytes)) } catch {
        failure = error
      }
    }
    if let failure { throw failure }
  }

  /// The frame times, checked against the limits of this command before anything is drawn.
  private func frameTimes(of demo: any Demo) throws(CommandLineError) -> [Double] {
    let clock: FrameClock
    do { clock = try FrameClock(fps: fps) } catch { throw .demo(.scene(error)) }
    let count = frameCount ?? clock.frameCount(covering: demo.duration)
    let holdsFrames = (format == .svgAnimated || format == .html) && !plays
    let limit = holdsFrames ? Self.maxAnimatedFrames : Self.maxFrames
    guard count <= limit else {
      let option = frameCount == nil ? "--fps" : "--frames"
      let value = frameCount == nil ? fpsText : "\(count)"
      let what = holdsFrames ? "\(format.rawValue) holds" : "the demo takes"
      throw .invalidValue(
        option: option, value: value,
        reason: "\(what) \(count) frames; at most \(limit) (give a smaller --frames or --fps)")
    }
    return try Self.demoResult { () throws(DemoError) in
      try demo.frameTimes(fps: fps, frameCount: count)
    }
  }

  /// A function drawing the frame at a time, under its header line, at a size fixed from the
  /// first frame (so that played frames overwrite each other exactly).
  private func textFrame(_ demo: any Demo, context: CommandContext, colour: Bool)
    throws(CommandLineError) -> (Double, Int, Int) throws(CommandLineError) -> String
  {
    let size = demo.frame(at: 0).size
    let rowLimit = plays ? max(context.preferredHeight - 2, 3) : Self.textHeights.upperBound
    var columns = width ?? min(context.preferredWidth, Self.textWidths.upperBound)
    // Character cells are about twice as tall as wide.
    let aspect = size.width > 0 && size.height > 0 ? size.height / size.width / 2 : 0.5
    var rows = height ?? Int((Double(columns) * aspect).rounded())
    if height == nil && rows > rowLimit {
      rows = rowLimit
      if width == nil { columns = max(Int((Double(rows) / aspect).rounded()), 1) }
    }
    rows = min(max(rows, 1), Self.textHeights.upperBound)
    columns = min(max(columns, 1), Self.textWidths.upperBound)
    let name = demo.name
    return { [columns, rows] t, index, count throws(CommandLineError) in
      let header = "== \(name): frame \(index + 1)/\(count), t = \(Self.seconds(t)) s =="
      let body = try Self.demoResult { () throws(DemoError) in
        try demo.renderASCII(at: t, width: columns, height: rows, colour: colour)
      }
      return header + "\n" + body
    }
  }

  /// Writes the HTML page of `demo` at `times` to `write` in pieces: the page's text (its
  /// chart of every value, ``Demo/htmlPage(times:studioSpecs:)``) around the frames, drawn one
  /// at a time.
  static func writePage(
    _ demo: any Demo, times: [Double], studioSpecs: [String] = [],
    to write: (String) throws(CommandLineError) -> Void
  ) throws(CommandLineError) {
    let text: (opening: String, closing: String)
    do {
      text = try demo.htmlPage(times: times, studioSpecs: studioSpecs).textAroundFrames(
        frameTimes: times)
    } catch {
      throw .unsupported("cannot draw the page: \(error.description)")
    }
    try write(text.opening)
    for (index, t) in times.enumerated() { try write(demo.htmlFrame(at: t, index: index)) }
    try write(text.closing)
  }

  /// `t` to four decimals, without trailing zeros (`0.0167`, `1`).
  private static func seconds(_ t: Double) -> String {
    RoundTripFormat.text((t * 10_000).rounded() / 10_000)
  }

  /// `body`'s result, its ``DemoError`` turned into a usage error.
  private static func demoResult<T>(_ body: () throws(DemoError) -> T) throws(CommandLineError)
    -> T
  {
    do { return try body() } catch { throw .demo(error) }
  }
}

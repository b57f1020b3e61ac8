/// The sampling options shared by `plot` (and the time grid of `retarget`): how many points,
/// or at what frame rate, over how long.
struct SamplingOptions: Sendable {
  /// The bounds of `--samples` (and of any grid however it is specified).
  static let sampleRange = 2...10_000_000
  static let defaultSamples = 201

  static let definitions: [ArgumentDefinition] = [
    .option(
      "samples", valueName: "n",
      help:
        "Number of evenly spaced samples, endpoints included, in \(sampleRange.lowerBound)...\(sampleRange.upperBound).",
      default: "\(defaultSamples)"),
    .option(
      "fps", valueName: "f",
      help: "Sample at this frame rate instead (frames per second, in 0.001...1000000)."),
    .option(
      "duration", valueName: "s",
      help: "Seconds to sample (> 0).", default: "the animation's duration"),
  ]

  var samples: Int?
  var fps: Double?
  var duration: Double?
  /// `--fps` and `--duration` as the user wrote them, for messages.
  private var fpsText = ""
  private var durationText: String?

  init(_ arguments: ParsedArguments) throws(CommandLineError) {
    samples = try arguments.integer("samples", in: Self.sampleRange)
    fps = try arguments.double("fps", .frameRate)
    duration = try arguments.double("duration", .atMost(1e9, positive: true))
    fpsText = arguments.string("fps") ?? ""
    durationText = arguments.string("duration")
    if samples != nil && fps != nil { throw .conflictingOptions("--samples", "--fps") }
  }

  /// The sample times over `duration` (or `defaultDuration`): `samples` evenly spaced points, or
  /// one per frame at `fps` from 0 to the duration.
  func times(defaultDuration: Double) throws(CommandLineError) -> [Double] {
    try grid(defaultDuration: defaultDuration).times
  }

  /// The same times as ``times(defaultDuration:)``, computed on demand.
  func grid(defaultDuration: Double) throws(CommandLineError) -> TimeGrid {
    let span = duration ?? defaultDuration
    if let fps {
      let count = try Self.frameCount(
        fps: fps, fpsOption: "--fps \(fpsText)", span: span,
        spanOption: durationText.map { "--duration \($0)" },
        remedy: "lower --fps or give a shorter --duration")
      return .frameRate(fps, count: max(count, 2))
    }
    let count = samples ?? Self.defaultSamples
    // Evenly spaced times are distinct only if the step is a few ulps of the span at least: a
    // 5e-324 s animation sampled 201 times gave rows of equal times (issue 15).
    guard span / Double(count - 1) >= 4 * span.ulp else {
      let over =
        durationText.map { "--duration \($0)" }
        ?? "the animation's \(OptionConstraint.text(span)) s"
      throw .unsupported(
        "\(count) samples over \(over) would repeat sample times; give a longer --duration or fewer --samples"
      )
    }
    return .even(count: count, span: span)
  }

  /// The number of frames at `fps` from 0 to `span` seconds, ⌊span · fps⌋ + 1, checked against ``sampleRange``: one rule for every command that samples at a frame rate.
  ///
  /// - Parameters:
  ///   - fpsOption: The frame-rate option as the user wrote it (`--fps 60`), or its default.
  ///   - spanOption: The option that set `span` as written (`--duration 1e9`), or `nil` when the
  ///     span is the animation's own.
  ///   - remedy: What the user can change, for the message.
  /// - Throws: ``CommandLineError/tooManySamples(product:count:limit:remedy:)`` naming both
  ///   factors of the product.
  static func frameCount(
    fps: Double, fpsOption: String, span: Double, spanOption: String?, remedy: String
  ) throws(CommandLineError) -> Int {
    let frames = (span * fps).rounded(.down)
    guard frames + 1 <= Double(sampleRange.upperBound) else {
      let over = spanOption ?? "the animation's \(OptionConstraint.text(span)) s"
      throw .tooManySamples(
        product: "\(fpsOption) over \(over)", count: frames + 1, limit: sampleRange.upperBound,
        remedy: remedy)
    }
    return Int(frames) + 1
  }
}

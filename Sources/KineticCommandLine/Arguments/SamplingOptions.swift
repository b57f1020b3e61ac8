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
      "fps", valueName: "f", help: "Sample at this frame rate instead (frames per second, > 0)."),
    .option(
      "duration", valueName: "s",
      help: "Seconds to sample (> 0).", default: "the animation's duration"),
  ]

  var samples: Int?
  var fps: Double?
  var duration: Double?

  init(_ arguments: ParsedArguments) throws(CommandLineError) {
    samples = try arguments.integer("samples", in: Self.sampleRange)
    fps = try arguments.double("fps", .atMost(1_000_000, positive: true))
    duration = try arguments.double("duration", .atMost(1e9, positive: true))
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
      let frames = (span * fps).rounded(.down)
      guard frames + 1 <= Double(Self.sampleRange.upperBound) else {
        throw .invalidValue(
          option: "--fps", value: fps.description,
          reason: "\(span) s at this rate exceeds \(Self.sampleRange.upperBound) samples")
      }
      return .frameRate(fps, count: max(Int(frames) + 1, 2))
    }
    return .even(count: samples ?? Self.defaultSamples, span: span)
  }
}

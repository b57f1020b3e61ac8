import Kinetic
import KineticPlot
import KineticScene

/// One of the article demos, run headless. A demo is a scripted scene: its state changes are
/// fixed at construction, so every query is a pure function of time.
///
/// ## Writing a demo
/// 1. Declare ``name`` (the CLI's `kinetic demo NAME`), a one-line ``summary`` and its
///    ``parameters`` (each with a default).
/// 2. In ``init(options:)`` read the options from ``DemoOptions`` (which has rejected unknown keys
///    and invalid values with a ``DemoError``) and build the scene, usually a `SceneModel`
///    with the demo's `withAnimation` calls.
/// 3. Implement ``duration``, ``frame(at:)``, ``csvHeader``, ``csvUnits`` and either
///    ``csvRow(at:)`` or, when the values are read off the drawn frame, ``csvRow(at:in:)``;
///    renderers (ASCII, SVG, animated SVG, CSV, the HTML page's frames) come for free from the
///    protocol extension.
/// 4. Append the type to ``DemoRegistry/all``.
///
/// ## Driving a demo (the CLI)
/// ```swift
/// let demo = try DemoRegistry.make("circle", options: ["duration": "2"])
/// let csv = try demo.csv(fps: 60)                       // one row per frame
/// let text = try demo.renderASCII(at: 0.5, width: 80, height: 24, colour: false)
/// let svg = try demo.animatedSVG(fps: 30)
/// ```
/// Frame times come from KineticScene's `FrameClock`: frame i is at i / fps seconds; the default
/// frame count covers `0...duration` inclusive.
public protocol Demo: Sendable {
  /// The name used on the command line, lower-case with hyphens (e.g. `two-parameter-border`).
  static var name: String { get }

  /// One line saying what the demo shows.
  static var summary: String { get }

  /// The options the demo accepts, each with a default and a description.
  static var parameters: [DemoParameter] { get }

  /// Builds the demo from its options, checked against ``parameters`` (missing options take
  /// their defaults). A demo with `--curve` and `--duration` options reads them as one
  /// ``DemoTiming`` with ``DemoOptions/timing(default:)``, which takes the animation the
  /// command line parsed instead of the curve when there is one.
  ///
  /// Callers use ``init(options:curve:)``, which checks option strings into ``DemoOptions``
  /// for every demo.
  ///
  /// - Throws: ``DemoError`` for an invalid value.
  init(options: DemoOptions) throws(DemoError)

  /// The length of the scripted timeline, in seconds: after it nothing moves.
  var duration: Double { get }

  /// The laid-out scene at `time` seconds.
  func frame(at time: Double) -> SceneFrame

  /// The time of the one frame `--format svg` shows when no time is asked for; `nil` (the
  /// default) means the last frame, the demo's end state. A demo whose end state is empty
  /// (the coordinator ends by moving every screen out) names a time that shows it.
  var stillTime: Double? { get }

  /// CSV column names, `time` first, then the animated values in the order of ``csvRow(at:)``.
  var csvHeader: [String] { get }

  /// What each column of ``csvHeader`` measures, `"s"` for `time` first: `"points"`,
  /// `"opacity"`, `"degrees"`, `"fraction of travel"`, … The HTML page draws the columns of
  /// each unit in a panel with its own value axis, over one time axis. The default names no
  /// unit (one panel for every column).
  var csvUnits: [String] { get }

  /// The values at `time`, `time` itself first; `nil` where a value does not exist at that
  /// time (e.g. a removed view), written as an empty CSV field.
  ///
  /// A demo implements this or ``csvRow(at:in:)``; the default reads the values off
  /// ``frame(at:)`` through ``csvRow(at:in:)``.
  func csvRow(at time: Double) -> [Double?]

  /// ``csvRow(at:)`` given `frame`, the frame at `time` (``frame(at:)``), for a caller that
  /// builds the frame anyway: the HTML page draws every frame and charts its values from one
  /// build. Demos whose values are measured on the drawn frame implement this; the default
  /// ignores `frame` and returns ``csvRow(at:)``.
  func csvRow(at time: Double, in frame: SceneFrame) -> [Double?]
}

extension Demo {
  /// Builds the demo from option strings keyed by parameter name (leading dashes are
  /// ignored, so `--duration` and `duration` are the same key); missing options take their
  /// defaults. `curve` (any animation spec the command line parsed) is animated with instead of
  /// the `--curve` option when it is given; demos without a `--curve` option ignore it.
  ///
  /// - Throws: ``DemoError`` for an unknown option or an invalid value.
  public init(options: [String: String], curve: DemoCurve? = nil) throws(DemoError) {
    try self.init(
      options: DemoOptions(options, parameters: Self.parameters, demo: Self.name, curve: curve))
  }

  /// A description for `kinetic demo --list` and `--help`: the name and summary, then one
  /// line per option with its accepted values and default, e.g.
  /// `  --duration <a number in 0.01...60>  Length of the animation, in seconds. (default 1)`.
  public static var help: String {
    var lines = ["\(name): \(summary)"]
    for p in parameters {
      lines.append(
        "  --\(p.name) <\(p.valueDescription)>  \(p.summary) (default \(p.defaultValue))")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The values read off a newly built ``frame(at:)``: the default for a demo that implements
  /// ``csvRow(at:in:)``.
  public func csvRow(at time: Double) -> [Double?] { csvRow(at: time, in: frame(at: time)) }

  /// ``csvRow(at:)``, ignoring `frame`: the default for a demo whose values do not come from
  /// the drawn frame.
  public func csvRow(at time: Double, in frame: SceneFrame) -> [Double?] { csvRow(at: time) }

  /// No unit for any column: the default ``csvUnits``.
  public var csvUnits: [String] { ["s"] + csvHeader.dropFirst().map { _ in "" } }

  /// The last frame (the end state): the default ``stillTime``.
  public var stillTime: Double? { nil }

  /// The demo's name (instance convenience).
  public var name: String { Self.name }

  /// The frame times at `fps`: `frameCount` frames, or by default enough to cover
  /// `0...duration` inclusive.
  ///
  /// - Throws: ``DemoError/scene(_:)`` for a frame rate outside `FrameClock.frameRates`
  ///   (0.001...1000000) or a frame count outside `1...10_000_000`.
  public func frameTimes(fps: Double, frameCount: Int? = nil) throws(DemoError) -> [Double] {
    let clock: FrameClock
    do { clock = try FrameClock(fps: fps) } catch { throw .scene(error) }
    let count = frameCount ?? clock.frameCount(covering: duration)
    guard (1...10_000_000).contains(count) else { throw .scene(.invalidFrameCount(count)) }
    return clock.times(count: count)
  }

  /// The frames at `fps` (see ``frameTimes(fps:frameCount:)``).
  public func frames(fps: Double, frameCount: Int? = nil) throws(DemoError) -> [SceneFrame] {
    try frameTimes(fps: fps, frameCount: frameCount).map { frame(at: $0) }
  }

  /// The whole CSV document (RFC 4180, KineticPlot's `CSVWriter`): the header and one row
  /// per frame, `\n`-terminated lines. Numbers are written in their shortest round-trip form,
  /// integers without a decimal point; a missing value is an empty field.
  public func csv(fps: Double, frameCount: Int? = nil) throws(DemoError) -> String {
    let writer = CSVWriter()
    var out = writer.record(csvHeader)
    for t in try frameTimes(fps: fps, frameCount: frameCount) {
      out += writer.record(csvRow(at: t).map(CSVWriter.field))
    }
    return out
  }

  /// The frame at `time` as text (see KineticScene's `SceneFrame.ascii(width:height:colour:)`).
  ///
  /// - Throws: ``DemoError/scene(_:)`` for a size outside `1...10_000`.
  public func renderASCII(at time: Double, width: Int = 80, height: Int = 24, colour: Bool = false)
    throws(DemoError)
    -> String
  {
    do { return try frame(at: time).ascii(width: width, height: height, colour: colour) } catch {
      throw .scene(error)
    }
  }

  /// The frame at `time` as a standalone SVG document.
  public func renderSVG(at time: Double) -> String { renderSVG(frame(at: time), at: time) }

  /// `frame`, the frame at `time`, as the standalone SVG document ``renderSVG(at:)`` writes.
  public func renderSVG(_ frame: SceneFrame, at time: Double) -> String {
    frame.svg(title: "\(Self.name) at t = \(RoundTripFormat.text(time)) s")
  }

  /// The whole demo as one looping animated SVG (a SMIL flip-book of the frames).
  ///
  /// - Parameters:
  ///   - fps: Frames per second of the playback.
  ///   - frameCount: How many frames; `nil` for enough to cover `0...duration`.
  ///   - hold: Seconds the last frame stays before the loop restarts (default 0).
  ///   - scale: The drawn size as a multiple of the canvas (default 1).
  public func animatedSVG(
    fps: Double, frames frameCount: Int? = nil, hold: Double = 0, scale: Double = 1
  ) throws(DemoError) -> String {
    let times = try frameTimes(fps: fps, frameCount: frameCount)
    var out = ""
    writeAnimatedSVG(times: times, fps: fps, hold: hold, scale: scale) { out += $0 }
    return out
  }

  /// ``animatedSVG(fps:frames:hold:scale:)`` at `times` (see ``frameTimes(fps:frameCount:)``),
  /// drawn and handed to `write` one frame at a time, in the memory of one frame.
  public func writeAnimatedSVG<Failure: Error>(
    times: [Double], fps: Double, hold: Double = 0, scale: Double = 1,
    to write: (String) throws(Failure) -> Void
  ) throws(Failure) {
    try SceneFrame.writeAnimatedSVG(
      frameCount: times.count, fps: fps, title: Self.name, hold: hold, scale: scale,
      frame: { frame(at: times[$0]) }, to: write)
  }
}

import Kinetic
import KineticPlot
import KineticScene

/// The `border` demo: a bar sent across a box from position 0 to 1, then, before it arrives,
/// back to 0 (at `--interrupt-at`), three times.
///
/// - Top, *offset*: ``OffsetBorderModifier``, a plain modifier whose body offsets the bar; the
///   position is not animatable data, so the bar jumps straight to each new position, as the
///   article explains.
/// - Middle, *modifier*: ``AnimatableBorderModifier``, the same body with `animatableData`
///   declared (the bar's offset in points, as the view on a device animates it), so the bar
///   travels smoothly; the interruption follows SwiftUI's rules (the
///   scene's default `RetargetPolicy/automatic`): a timing curve adds the way back to the way
///   there, which carries on, so the bar keeps its speed as it turns; a spring merges, carrying
///   its velocity.
/// - Bottom, *restart*: the same modifier under the SwiftUI animation article's restart model
///   (`RetargetPolicy/restart`): the way back starts over from the position on screen, at
///   rest, so the bar stops dead before it returns.
///
/// CSV columns: `time,offsetPosition,modifierPosition,restartPosition,referencePosition`,
/// positions in `0...1` measured from where the bars are drawn.
public struct BorderDemo: Demo {
  /// The command-line name.
  public static let name = "border"
  /// One line for `kinetic demo --list`.
  public static let summary =
    "A bar moves across a box and is sent back half-way: a plain offset-driven view jumps; an AnimatableModifier interpolates its position, by SwiftUI's interruption rules and by the article's restart model."
  /// The options, with defaults.
  public static let parameters: [DemoParameter] = [
    DemoParameter(
      name: "box-width", summary: "Width of the box, in points.", defaultValue: "300",
      kind: .number(40...4000)),
    DemoParameter(
      name: "bar", summary: "Width of the bar, in points.", defaultValue: "20",
      kind: .number(1...1000)),
    DemoTiming.durationParameter(default: 1),
    DemoCurve.parameter(default: .easeInOut),
    DemoParameter(
      name: "interrupt-at",
      summary:
        "When the bar is sent back to 0, in seconds after it set off; before it arrives, the "
        + "two animations meet (SwiftUI's rules beside the restart model).",
      defaultValue: "0.5", kind: .number(0...60)),
  ]

  /// The rows, top to bottom: id prefixes of the three versions.
  static let rows = ["offset", "modifier", "restart"]
  /// The rows' captions, top to bottom.
  static let captions = [
    "plain view, offset from position: jumps", "modifier, SwiftUI's rules: keeps speed",
    "modifier, restart model: stops dead",
  ]

  /// The box width, in points.
  public let boxWidth: Double
  /// The bar width, in points.
  public let barWidth: Double
  /// The animation of both changes: its curve and `--duration`.
  public let timing: DemoTiming
  /// When the bar is sent back to 0, in seconds.
  public let interruptAt: Double
  /// The length of the timeline, in seconds: until every bar is at rest again.
  public let duration: Double
  private let scene: SceneModel<Double>

  /// Builds the demo from its options (see ``parameters``), animating with the curve the command
  /// line gave when there is one; the animated change starts at t = 0.
  public init(options: DemoOptions) throws(DemoError) {
    boxWidth = try options.number("box-width")
    let bar = try options.number("bar")
    guard bar < boxWidth else {
      throw .invalidValue(
        demo: Self.name, option: "bar", value: RoundTripFormat.text(bar),
        expected: "a width below the box width \(RoundTripFormat.text(boxWidth))")
    }
    barWidth = bar
    timing = try options.timing()
    interruptAt = try options.number("interrupt-at")
    let (width, travel) = (boxWidth, boxWidth - bar)
    let height = 60.0
    let rowHeight = height + 4 + 1.2 * Node.demoLabelSize
    // Wide enough for the captions too (a character advances 0.6 × the font size).
    let captionWidth = Double(Self.captions.map(\.count).max() ?? 0) * 0.6 * Node.demoLabelSize
    let size = Size(width: max(width, captionWidth) + 40, height: 3 * rowHeight + 80)
    var scene = SceneModel(size: size, state: 0.0) {
      position in
      func row(_ name: String, _ label: String, _ bar: Node) -> Node {
        .demoTrack(name, label: label, bar: bar, width: width, height: height)
      }
      let plain = Rectangle().fill(DemoPalette.red).frame(width: bar)
        .modifier(OffsetBorderModifier(position: position, travel: travel))
      let animatable = Rectangle().fill(DemoPalette.green).frame(width: bar)
        .modifier(AnimatableBorderModifier(position: position, travel: travel))
      let restarting = Rectangle().fill(DemoPalette.blue).frame(width: bar)
        .modifier(AnimatableBorderModifier(position: position, travel: travel))
        .retargetPolicy(.restart)
      // Leading-aligned, so the boxes line up whatever the captions' lengths.
      return Node.vStack(
        alignment: .leading, spacing: 20,
        [
          row(Self.rows[0], Self.captions[0], plain),
          row(Self.rows[1], Self.captions[1], animatable),
          row(Self.rows[2], Self.captions[2], restarting),
        ])
    }
    let animation = timing.animation
    scene.withAnimation(animation, at: 0) { $0 = 1 }
    scene.withAnimation(animation, at: interruptAt) { $0 = 0 }
    self.scene = scene
    let rest = scene.completionTime(ofChangeAt: interruptAt, criteria: .removed)
    duration = min(rest ?? interruptAt + timing.length, interruptAt + DemoTiming.maximumLength)
  }

  /// The scene at `time` seconds.
  public func frame(at time: Double) -> SceneFrame { scene.frame(at: time) }

  /// The CSV columns (see the type's documentation).
  public let csvHeader = [
    "time", "offsetPosition", "modifierPosition", "restartPosition", "referencePosition",
  ]

  /// Positions as fractions of the bar's travel.
  public let csvUnits = ["s"] + Array(repeating: "fraction of travel", count: 4)

  /// The values at `time`, `time` first, measured on `frame`, the drawn frame at `time`.
  public func csvRow(at time: Double, in frame: SceneFrame) -> [Double?] {
    return [time] + Self.rows.map { position(of: $0, in: frame) } + [referencePosition(at: time)]
  }

  /// The drawn position of row `name`'s bar: (bar.minX − track.minX) / travel.
  func position(of name: String, in frame: SceneFrame) -> Double? {
    guard let bar = frame.bounds(of: name + "-bar"), let track = frame.bounds(of: name + "-track")
    else { return nil }
    return (bar.minX - track.minX) / (boxWidth - barWidth)
  }

  /// Where SwiftUI's rules put the bar: for a named curve c over length d, interrupted at r,
  /// the two animations added, c(t / d) − c((t − r) / d) (each clamped to its span, as SwiftUI
  /// adds a timing curve to the one running); for a spec, the bar's offset in points (the
  /// modifier's animatable data, so a spring is removed by SwiftUI's thresholds in points)
  /// animated by an `Animator` with `RetargetPolicy/automatic`, over the travel.
  public func referencePosition(at time: Double) -> Double {
    guard timing.curve.unitCurve != nil else {
      let travel = boxWidth - barWidth
      var reference = Animator(value: 0.0)
      reference.animate(to: travel, with: timing.animation, at: 0)
      reference.animate(to: 0, with: timing.animation, at: interruptAt)
      return reference.value(at: time) / travel
    }
    let back = time < interruptAt ? 0 : timing.progress(at: time - interruptAt)
    return timing.progress(at: time) - back
  }
}

import Kinetic
import KineticPlot
import KineticScene

/// The `border` demo: a bar moved across a box from position 0 to 1, twice.
///
/// - Top, *offset*: ``OffsetBorderModifier``, a plain modifier whose body offsets the bar; the
///   position is not animatable data, so the bar jumps straight to the end, as the article
///   explains.
/// - Bottom, *modifier*: ``AnimatableBorderModifier``, the same body with `animatableData`
///   declared, so the bar travels smoothly.
///
/// CSV columns: `time,offsetPosition,modifierPosition,referencePosition`, positions in `0...1`
/// measured from where the bars are drawn.
public struct BorderDemo: Demo {
  /// The command-line name.
  public static let name = "border"
  /// One line for `kinetic demo --list`.
  public static let summary =
    "A bar moves across a box: a plain offset-driven view jumps; an AnimatableModifier interpolates its position."
  /// The options, with defaults.
  public static let parameters: [DemoParameter] = [
    DemoParameter(
      name: "box-width", summary: "Width of the box, in points.", defaultValue: "300",
      kind: .number(40...4000)),
    DemoParameter(
      name: "bar", summary: "Width of the bar, in points.", defaultValue: "20",
      kind: .number(1...1000)),
    DemoCurve.durationParameter(default: 1),
    DemoCurve.parameter(default: .easeInOut),
  ]

  /// The rows, top to bottom: id prefixes of the two versions.
  static let rows = ["offset", "modifier"]

  /// The box width, in points.
  public let boxWidth: Double
  /// The bar width, in points.
  public let barWidth: Double
  /// The animation's timing curve.
  public let curve: DemoCurve
  /// The length of the animation and of the timeline, in seconds.
  public let duration: Double
  private let scene: SceneModel<Double>

  /// Builds the demo from option strings (see ``parameters``); the animated change starts at t = 0.
  public init(options: [String: String]) throws(DemoError) {
    try self.init(options: options, curve: nil)
  }

  /// Builds the demo, animating with `curve` when given (see ``Demo/init(options:curve:)``).
  public init(options: [String: String], curve given: DemoCurve?) throws(DemoError) {
    let options = try DemoOptions(options, parameters: Self.parameters, demo: Self.name)
    boxWidth = try options.number("box-width")
    let bar = try options.number("bar")
    guard bar < boxWidth else {
      throw .invalidValue(
        demo: Self.name, option: "bar", value: RoundTripFormat.text(bar),
        expected: "a width below the box width \(RoundTripFormat.text(boxWidth))")
    }
    barWidth = bar
    curve = try options.curve(given)
    duration = curve.length(duration: try options.number("duration"))
    let (width, travel) = (boxWidth, boxWidth - bar)
    let height = 60.0
    let rowHeight = height + 4 + 1.2 * Node.demoLabelSize
    var scene = SceneModel(size: Size(width: width + 40, height: 2 * rowHeight + 60), state: 0.0) {
      position in
      func row(_ name: String, _ label: String, _ bar: Node) -> Node {
        Node.vStack(
          alignment: .leading, spacing: 4,
          [
            .demoLabel(label),
            Node.zStack(
              alignment: .leading,
              [
                Rectangle().stroke(DemoPalette.gray, lineWidth: 2).id(name + "-track"),
                bar.id(name + "-bar"),
              ]
            ).frame(width: width, height: height),
          ])
      }
      let plain = Rectangle().fill(DemoPalette.red).frame(width: bar)
        .modifier(OffsetBorderModifier(position: position, travel: travel))
      let animatable = Rectangle().fill(DemoPalette.green).frame(width: bar)
        .modifier(AnimatableBorderModifier(position: position, travel: travel))
      return Node.vStack(
        spacing: 20,
        [
          row("offset", "plain view, offset from position: jumps", plain),
          row("modifier", "AnimatableModifier: interpolates position", animatable),
        ])
    }
    scene.withAnimation(curve.animation(duration: duration), at: 0) { $0 = 1 }
    self.scene = scene
  }

  /// The scene at `time` seconds.
  public func frame(at time: Double) -> SceneFrame { scene.frame(at: time) }

  /// The CSV columns (see the type's documentation).
  public let csvHeader = ["time", "offsetPosition", "modifierPosition", "referencePosition"]

  /// The values at `time`, `time` first, measured from the drawn frame.
  public func csvRow(at time: Double) -> [Double?] {
    let frame = frame(at: time)
    return [time] + Self.rows.map { position(of: $0, in: frame) } + [referencePosition(at: time)]
  }

  /// The drawn position of row `name`'s bar: (bar.minX − track.minX) / travel.
  func position(of name: String, in frame: SceneFrame) -> Double? {
    guard let bar = frame.bounds(of: name + "-bar"), let track = frame.bounds(of: name + "-track")
    else { return nil }
    return (bar.minX - track.minX) / (boxWidth - barWidth)
  }

  /// curve(t / duration), or a spec's progress at t: where a correctly interpolated bar is.
  public func referencePosition(at time: Double) -> Double {
    curve.progress(at: time, duration: duration)
  }
}

import Kinetic
import KineticPlot
import KineticScene

/// The `content-transition` demo: a counter changes its number twice, drawn by five text
/// views that differ only in their `contentTransition(_:)`.
///
/// At t = 0 the count goes from `--from` to `--to` and at `--change-at` on to `--then`, each
/// change in `withAnimation(curve)`. Top to bottom: `numericText(value:)` (the changed digits
/// roll, up when the value rises and down when it falls, shared leading and trailing digits
/// stay), `opacity` (a crossfade), `interpolate` (different strings cannot interpolate, so a
/// crossfade, as Apple documents), `identity` (the new number at once) and no modifier (the
/// default, a crossfade: see `ContentTransition`). A `--change-at` before the first change has
/// ended interrupts it: what is drawn then fades out as the newest number comes in.
///
/// CSV columns: `time`, then for each row (`numeric`, `opacity`, `interpolate`, `identity`,
/// `default`) the opacity of the arriving number (`…Arriving`: the least opaque drawn part
/// that shows the newest number's characters at their places, 1 once the change has ended)
/// and of the leaving one (`…Leaving`: the most opaque drawn part that does not, 0 when none),
/// and for the numeric row the vertical offset of the arriving part in line heights (positive
/// is down; the leaving part is one line further on, in the other direction), read off the
/// drawn frame.
public struct ContentTransitionDemo: Demo {
  /// The command-line name.
  public static let name = "content-transition"
  /// One line for `kinetic demo --list`.
  public static let summary =
    "A counter changes twice under contentTransition: numericText rolls the changed digits, opacity and interpolate crossfade, identity jumps."
  /// The options, with defaults.
  public static let parameters: [DemoParameter] = [
    DemoParameter(
      name: "from", summary: "The number shown first.", defaultValue: "1284",
      kind: .integer(-999_999_999...999_999_999)),
    DemoParameter(
      name: "to", summary: "The number after the first change, at t = 0.", defaultValue: "1317",
      kind: .integer(-999_999_999...999_999_999)),
    DemoParameter(
      name: "then", summary: "The number after the second change, at --change-at.",
      defaultValue: "1296", kind: .integer(-999_999_999...999_999_999)),
    DemoParameter(
      name: "change-at", summary: "When the second change is made, in seconds.",
      defaultValue: "0.8", kind: .number(0...60)),
    DemoTiming.durationParameter(default: 0.5),
    DemoCurve.parameter(default: .easeInOut),
  ]

  /// The rows, top to bottom: id prefixes.
  static let rows = ["numeric", "opacity", "interpolate", "identity", "default"]
  /// The rows' captions, top to bottom.
  static let captions = [
    ".numericText(value:)", ".opacity", ".interpolate", ".identity", "no contentTransition",
  ]
  /// The counter's font size, in points.
  static let fontSize = 28.0

  /// The numbers shown: before the first change, after it, after the second.
  public let numbers: [Int]
  /// The animation of both changes: its curve and `--duration`.
  public let timing: DemoTiming
  /// When the second change is made, in seconds.
  public let changeTime: Double
  /// The length of the timeline, in seconds: until every row is at rest.
  public let duration: Double
  private let scene: SceneModel<Int>

  /// Builds the demo from its options (see ``parameters``), animating with the curve the command
  /// line gave when there is one; the animated change starts at t = 0.
  public init(options: DemoOptions) throws(DemoError) {
    let numbers = [
      try options.integer("from"), try options.integer("to"), try options.integer("then"),
    ]
    self.numbers = numbers
    timing = try options.timing()
    changeTime = try options.number("change-at")
    let animation = timing.animation
    let longest = numbers.map { String($0).count }.max() ?? 1
    let lineHeight = 1.2 * Self.fontSize
    // Room for the longest number (a character advances 0.6 × the size) and the captions,
    // which sit beside the boxes so that a digit rolling out of its box crosses no caption.
    let boxWidth = Double(longest + 1) * 0.6 * Self.fontSize
    let captionWidth =
      Double(Self.captions.map(\.count).max() ?? 0) * 0.6 * Node.demoLabelSize + 12
    // A line height between rows, so that a rolling digit does not reach the next row.
    let size = Size(
      width: captionWidth + boxWidth + 40, height: 5 * lineHeight + 4 * lineHeight + 2 * lineHeight)
    var scene = SceneModel(size: size, state: numbers[0]) { count in
      let text = String(count)
      func row(_ index: Int) -> Node {
        let name = Self.rows[index]
        var counter = Node.text(text, size: Self.fontSize).fill(DemoPalette.blue)
        switch name {
        case "numeric": counter = counter.contentTransition(.numericText(value: Double(count)))
        case "opacity": counter = counter.contentTransition(.opacity)
        case "interpolate": counter = counter.contentTransition(.interpolate)
        case "identity": counter = counter.contentTransition(.identity)
        default: break
        }
        return Node.hStack(
          [
            Node.demoLabel(Self.captions[index]).frame(
              width: captionWidth, height: lineHeight, alignment: .leading),
            Node.zStack(
              alignment: .leading,
              [
                Rectangle().stroke(DemoPalette.gray, lineWidth: 1).id(name + "-box"),
                counter.id(name + "-count"),
              ]
            ).frame(width: boxWidth, height: lineHeight),
          ])
      }
      return Node.vStack(alignment: .leading, spacing: lineHeight, Self.rows.indices.map(row))
    }
    scene.withAnimation(animation, at: 0) { $0 = numbers[1] }
    scene.withAnimation(animation, at: changeTime) { $0 = numbers[2] }
    self.scene = scene
    let rest = scene.completionTime(ofChangeAt: changeTime, criteria: .removed)
    duration = min(rest ?? changeTime, changeTime + DemoTiming.maximumLength)
  }

  /// The scene at `time` seconds.
  public func frame(at time: Double) -> SceneFrame { scene.frame(at: time) }

  /// The CSV columns (see the type's documentation).
  public var csvHeader: [String] {
    ["time"]
      + Self.rows.flatMap { row in
        [row + "Arriving", row + "Leaving"]
          + (row == "numeric" ? ["numericArrivingOffset"] : [])
      }
  }

  /// The unit of each CSV column: seconds, opacity for the arriving and leaving parts, line
  /// heights for the numeric row's offset.
  public var csvUnits: [String] {
    ["s"]
      + Self.rows.flatMap { row in
        ["opacity", "opacity"] + (row == "numeric" ? ["line heights"] : [])
      }
  }

  /// The values at `time`, `time` first, measured on `frame`, the drawn frame at `time`.
  public func csvRow(at time: Double, in frame: SceneFrame) -> [Double?] {
    let newest = String(numbers[time < changeTime ? (time < 0 ? 0 : 1) : 2])
    var row: [Double?] = [time]
    for name in Self.rows {
      let parts = Self.parts(of: name, in: frame, showing: newest)
      row += [parts.arriving?.opacity, parts.leaving?.opacity ?? 0]
      if name == "numeric" { row.append(parts.arriving?.offset) }
    }
    return row
  }

  /// The arriving and leaving parts of row `name`'s counter drawn in `frame`, each with its
  /// opacity and vertical offset in line heights from the top of its box.
  static func parts(of name: String, in frame: SceneFrame, showing newest: String) -> (
    arriving: (opacity: Double, offset: Double)?, leaving: (opacity: Double, offset: Double)?
  ) {
    guard let box = frame.bounds(of: name + "-box") else { return (nil, nil) }
    var arriving: (opacity: Double, offset: Double)? = nil
    var leaving: (opacity: Double, offset: Double)? = nil
    for item in frame.items(id: name + "-count") {
      guard let text = item.text else { continue }
      let origin = Point.zero.applying(item.transform)
      let index = Int(((origin.x - box.minX) / text.advance).rounded())
      let part = (opacity: item.opacity, offset: (origin.y - box.minY) / text.size.height)
      if index >= 0, newest.dropFirst(index).hasPrefix(text.string) {
        if arriving.map({ part.opacity < $0.opacity }) ?? true { arriving = part }
      } else if leaving.map({ part.opacity > $0.opacity }) ?? true {
        leaving = part
      }
    }
    return (arriving, leaving)
  }
}

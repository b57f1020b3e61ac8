import Kinetic
import KineticScene

/// The `matched-geometry` demo: a card of a grid opens into a detail layout through
/// `matchedGeometryEffect(id:in:)` and is sent back mid-flight.
///
/// At t = 0 the selected grid card (teal, second row, middle) is removed and a detail card
/// inserted, both in the group `card` of one namespace: the detail card, the group's source,
/// starts from the grid card's frame and moves to its own, the leaving grid card following it
/// while it fades (Apple: the system interpolates "their frame rectangles in window space to
/// make it appear that there is a single view moving"). At `--interrupt-at` the state goes back:
/// the grid card is inserted again from the frame on screen, leaving with the group's velocity
/// under a spring, so position and velocity are continuous, as a merged spring's are.
///
/// CSV columns: `time,x,y,width,height`, the card's frame (the group's frame, which every card
/// of the group on screen shares) in canvas points, y down.
public struct MatchedGeometryDemo: Demo {
  /// The command-line name.
  public static let name = "matched-geometry"
  /// One line for `kinetic demo --list`.
  public static let summary =
    "A grid card opens into a detail card through matchedGeometryEffect and is sent back mid-flight."
  /// The default animation: a spring with some bounce, so that the interruption shows. (Made
  /// when asked for, not held in a global: LeakSanitizer in the cli fuzz target reports the
  /// once-initialised global's spring box as a leak.)
  public static var defaultCurve: DemoCurve {
    DemoCurve(
      spec: "spring(duration: 0.6, bounce: 0.25)", animation: .spring(duration: 0.6, bounce: 0.25))
  }
  /// The options, with defaults.
  public static let parameters: [DemoParameter] = [
    DemoTiming.durationParameter(default: 0.6),
    DemoParameter(
      name: "curve",
      summary:
        "The animation of both changes: linear, easeIn, easeOut or easeInOut over --duration, "
        + "or any animation spec with its own timing.",
      defaultValue: defaultCurve.name,
      kind: .expression(
        (DemoCurve.named.map(\.name) + ["an animation spec"]).joined(separator: "|"))),
    DemoParameter(
      name: "interrupt-at", summary: "When the card is sent back, in seconds.",
      defaultValue: "0.25", kind: .number(0...10)),
  ]

  /// The namespace of the group.
  static let namespace = Namespace.ID("matched-geometry")
  static let gridCard = Size(width: 56, height: 56)
  static let detailCard = Size(width: 200, height: 180)
  static let spacing = 10.0
  static let margin = 16.0
  /// The selected card: row 1, column 1 of the 2 × 3 grid.
  static let selected = (row: 1, column: 1)

  /// The animation of both changes: its curve and `--duration`.
  public let timing: DemoTiming
  /// When the card is sent back, in seconds.
  public let interruptTime: Double
  /// The timeline: the interruption, then the animation back.
  public let duration: Double
  private let scene: SceneModel<Bool>

  /// Builds the demo from its options (see ``parameters``), animating with the curve the command
  /// line gave when there is one; the animated change starts at t = 0.
  public init(options: DemoOptions) throws(DemoError) {
    timing = try options.timing(default: Self.defaultCurve)
    interruptTime = try options.number("interrupt-at")
    let animation = timing.animation
    var scene = Self.scene()
    scene.withAnimation(animation, at: 0) { $0 = true }
    scene.withAnimation(animation, at: interruptTime) { $0 = false }
    // The scene removes the card's motion by SwiftUI's thresholds in points, its own units.
    duration = interruptTime + timing.length(ofChangeAt: interruptTime, in: scene)
    self.scene = scene
  }

  /// The grid on the leading side, the detail area on the trailing side; the selected card is
  /// in the grid or, when `showsDetail`, in the detail area.
  static func scene() -> SceneModel<Bool> {
    let gridWidth = 3 * gridCard.width + 2 * spacing
    let areaSize = Size(width: detailCard.width + 20, height: detailCard.height + 20)
    let size = Size(
      width: 2 * margin + gridWidth + 2 * margin + areaSize.width,
      height: 2 * margin + areaSize.height)
    return SceneModel(size: size, state: false) { showsDetail in
      let card = RoundedRectangle(cornerRadius: 12).fill(DemoPalette.teal)
        .matchedGeometryEffect(id: "card", in: namespace)
      let rows = (0..<2).map { row in
        Node.hStack(
          spacing: spacing,
          (0..<3).map { column in
            let isSelected = row == selected.row && column == selected.column
            guard isSelected else {
              return RoundedRectangle(cornerRadius: 12).fill(DemoPalette.gray.opacity(0.35))
                .frame(width: gridCard.width, height: gridCard.height).id("tile-\(row)-\(column)")
            }
            // The card's place: an outline, under the card while it is in the grid (a fixed
            // cell, so the row does not move while a card comes or goes).
            var cell: [Node] = [Rectangle().stroke(DemoPalette.gray, lineWidth: 1).id("grid-slot")]
            if !showsDetail {
              cell.append(
                card.frame(width: gridCard.width, height: gridCard.height).id("grid-card"))
            }
            return Node.zStack(cell).frame(width: gridCard.width, height: gridCard.height)
          })
      }
      var area: [Node] = [
        Rectangle().stroke(DemoPalette.gray, lineWidth: 1).id("detail-area")
      ]
      if showsDetail {
        area.append(
          card.frame(width: detailCard.width, height: detailCard.height).id("detail-card"))
      }
      return Node.hStack(
        alignment: .top, spacing: 2 * margin,
        [
          Node.vStack(spacing: spacing, rows),
          Node.zStack(area).frame(width: areaSize.width, height: areaSize.height),
        ]
      )
      .frame(width: size.width, height: size.height)
    }
  }

  /// The scene at `time` seconds.
  public func frame(at time: Double) -> SceneFrame { scene.frame(at: time) }

  /// The CSV columns (see the type's documentation).
  public let csvHeader = ["time", "x", "y", "width", "height"]

  /// The card's frame in points.
  public let csvUnits = ["s", "points", "points", "points", "points"]

  /// The card's frame at `time`, measured on `frame`.
  public func csvRow(at time: Double, in frame: SceneFrame) -> [Double?] {
    guard let card = frame.bounds(of: "detail-card") ?? frame.bounds(of: "grid-card") else {
      return [time, nil, nil, nil, nil]
    }
    return [time, card.minX, card.minY, card.size.width, card.size.height]
  }
}

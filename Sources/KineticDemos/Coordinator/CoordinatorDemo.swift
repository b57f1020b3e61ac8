import Kinetic
import KineticScene

/// The `coordinator` demo: ``CoordinatorStep/demoScript`` run on a ``CoordinatorTimeline``: push,
/// push, a modal up from the bottom and down again, push, pop, root, push and end.
///
/// Each screen is drawn as an outline, a header bar in the screen's colour with its name, and a
/// few content rows. Screens are not filled: what a screen covers is clipped away instead (a
/// screen shows only left of the screens above it and above any modal), so the canvas looks as
/// if they were opaque while a coverage-shaded terminal rendering still shows each screen's
/// content.
///
/// CSV columns: `time,depth,modal,topX,modalY,layers`: the stack depth (0 after end), 1 while a
/// modal is presented, the top stack screen's x offset, the modal's y offset (empty when none is
/// drawn) and the number of screens drawn.
public struct CoordinatorDemo: Demo {
  /// The command-line name.
  public static let name = "coordinator"
  /// One line for `kinetic demo --list`.
  public static let summary =
    "A navigation stack without a navigation view: push, pop, root, end, and a modal from the bottom edge."
  /// The options, with defaults.
  public static let parameters: [DemoParameter] = [
    DemoTiming.durationParameter(default: 0.35),
    DemoCurve.parameter(default: .easeInOut),
  ]

  /// The scripted coordinator.
  public let timeline: CoordinatorTimeline
  /// The length of the timeline, in seconds: after it nothing moves.
  public var duration: Double { timeline.duration + 0.25 }

  /// The moment the final `end` step starts, when its screens are still all in place (the end
  /// state itself is empty); `nil` for a script without `end`.
  public var stillTime: Double? {
    guard let last = timeline.steps.last, case .end = last.action else { return nil }
    return last.time
  }

  /// The canvas (screen) size in points.
  static let canvas = Size(width: 240, height: 400)

  /// Builds the demo from its options (see ``parameters``), animating with the curve the command
  /// line gave when there is one; the animated change starts at t = 0.
  public init(options: DemoOptions) throws(DemoError) {
    let timing = try options.timing()
    do {
      timeline = try CoordinatorTimeline(
        screenWidth: Self.canvas.width, screenHeight: Self.canvas.height, timing: timing)
    } catch {
      // The option ranges already exclude every value the model rejects; kept total anyway.
      throw .invalidValue(
        demo: Self.name, option: "duration", value: String(timing.duration),
        expected: error.description)
    }
  }

  /// The CSV columns, `time` first.
  public let csvHeader = ["time", "depth", "modal", "topX", "modalY", "layers"]

  /// Counts of screens, the modal flag, offsets in points.
  public let csvUnits = ["s", "screens", "flag (0 or 1)", "points", "points", "screens"]

  /// The values at `time`, in the order of ``csvHeader``.
  public func csvRow(at time: Double) -> [Double?] {
    let frame = timeline.frame(at: time)
    let top = frame.layers.last { $0.kind == .stack }
    let modal = frame.layers.last { $0.kind == .modal }
    return [
      time, Double(frame.coordinator.stack.count), frame.coordinator.modal == nil ? 0 : 1, top?.x,
      modal?.y, Double(frame.layers.count),
    ]
  }

  /// The gap above a modal, through which the screen beneath shows, in points.
  static let modalTop = 24.0

  /// Header colours, cycled by the order in which screens appear.
  static let headerColours: [Color] = [
    DemoPalette.blue, DemoPalette.green, DemoPalette.orange,
    Color(red: 175.0 / 255, green: 82.0 / 255, blue: 222.0 / 255), DemoPalette.teal,
    Color(red: 1, green: 45.0 / 255, blue: 85.0 / 255),
    Color(red: 88.0 / 255, green: 86.0 / 255, blue: 214.0 / 255),
  ]

  /// The laid-out scene at `time` seconds.
  public func frame(at time: Double) -> SceneFrame {
    let layers = timeline.layers(at: time)
    let size = Self.canvas
    var nodes: [Node] = []
    for (position, layer) in layers.enumerated() {
      // Visible part: left of every stack screen above, above any modal above.
      var visibleWidth = size.width
      var visibleHeight = size.height
      for above in layers[(position + 1)...] {
        if above.kind == .stack { visibleWidth = min(visibleWidth, above.x) }
        if above.kind == .modal { visibleHeight = min(visibleHeight, above.y + Self.modalTop) }
      }
      guard visibleWidth > 0, visibleHeight > 0 else { continue }
      let clip = Path(Rect(x: 0, y: 0, width: visibleWidth, height: visibleHeight))
      for node in screen(layer) { nodes.append(node.clipShape(clip)) }
    }
    return SceneFrame(
      time: time, size: size,
      root: Node.zStack(alignment: .topLeading, nodes).frame(width: size.width, height: size.height)
    )
  }

  /// The nodes of one screen at its offset.
  private func screen(_ layer: CoordinatorLayer) -> [Node] {
    let size = Self.canvas
    let move = AffineTransform(translationX: layer.x, y: layer.y)
    let id = "screen-\(layer.id)"
    let isModal = layer.kind == .modal
    let top = isModal ? Self.modalTop : 0
    let colour = isModal ? DemoPalette.red : Self.headerColours[layer.id % Self.headerColours.count]
    var nodes: [Node] = []
    let outline = Path {
      $0.addRoundedRect(
        in: Rect(x: 1, y: top + 1, width: size.width - 2, height: size.height - top - 2),
        cornerRadius: isModal ? 14 : 2)
    }
    nodes.append(outline.applying(move).stroke(DemoPalette.gray, lineWidth: 2).id(id))
    let header = Rect(x: 0, y: top, width: size.width, height: 48)
    nodes.append(
      Path { $0.addRoundedRect(in: header, cornerRadius: isModal ? 14 : 0) }.applying(move).fill(
        colour
      ).id(id + "-header"))
    nodes.append(
      Node.text(layer.screen, size: 15).fill(.white).frame(width: size.width, height: 48)
        .offset(x: layer.x, y: layer.y + top).id(id + "-title"))
    // Content rows: how many depends on the name, so neighbouring screens look different.
    let rows = 2 + layer.screen.count % 4
    for row in 0..<rows {
      let inset = row % 2 == 0 ? 0.0 : 48
      let rect = Rect(
        x: 20, y: top + 72 + Double(row) * 44, width: size.width - 40 - inset, height: 24)
      nodes.append(
        Path { $0.addRoundedRect(in: rect, cornerRadius: 6) }.applying(move).fill(DemoPalette.gray)
          .id(
            id + "-row\(row)"))
    }
    return nodes
  }
}

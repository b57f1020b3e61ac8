import Kinetic
import KineticInterchange
import KineticScene

/// The `transition` demo: six lanes switch from an orange square ("out") to a teal circle
/// ("in") at t = 0, each with another transition.
///
/// | lane | transition |
/// |---|---|
/// | `opacity` | `.opacity` |
/// | `scale` | `.scale` |
/// | `move` | `.move(edge: .leading)` |
/// | `asymmetric` | `.asymmetric(insertion: .move(edge: .trailing), removal: .opacity)` |
/// | `combined` | `.opacity.combined(with: .scale)` |
/// | `spin` | KineticScene's `AnyTransition.spin`: `modifier(active:identity:)` with ``SpinModifier`` about the bottom-trailing corner |
///
/// CSV columns, measured from what is drawn (empty once a removed view is gone):
/// `time,opacityIn,opacityOut,scaleIn,scaleOut,moveInX,moveOutX,asymmetricInX,asymmetricOutOpacity,
/// combinedInOpacity,combinedInScale,combinedOutOpacity,combinedOutScale,spinInDegrees,spinOutDegrees`
/// (x: displacement of the view's centre from the lane's centre, in points; scale: √|det| of
/// the view's transform; degrees: its rotation).
///
/// With `--transition EXPR` (any SwiftUI transition expression, parsed by KineticInterchange's
/// `AnyTransition(parsing:)`) the demo is one lane switching with that transition, and the CSV
/// has, per view (`in`, the inserted circle, and `out`, the removed square), the columns
/// `opacity`, `scale`, `offsetX`, `offsetY`, `blur` and `rotation`:
/// `time,in.opacity,in.scale,in.offsetX,in.offsetY,in.blur,in.rotation,out.opacity,…,out.rotation`
/// (offset: where the view's centre is drawn minus the lane's centre, in points, so a scale
/// about another anchor moves it too; blur: the radius drawn, in canvas points, so a scale
/// around a blur scales it; rotation: in degrees).
public struct TransitionDemo: Demo {
  /// The command-line name.
  public static let name = "transition"
  /// One line for `kinetic demo --list`.
  public static let summary =
    "Views switch with .opacity, .scale, .move(edge:), .asymmetric, .combined and a custom spin about the bottom-trailing corner."
  /// The options, with defaults.
  public static let parameters: [DemoParameter] = [
    DemoTiming.durationParameter(default: 1),
    DemoCurve.parameter(default: .easeInOut),
    DemoParameter(
      name: "transition",
      summary:
        "Any SwiftUI transition, e.g. '.push(from: .trailing)' or "
        + "'.asymmetric(insertion: .scale, removal: .opacity)': one lane switching with it.",
      defaultValue: "the article's six lanes", kind: .expression("a SwiftUI transition")),
  ]

  /// The lanes: name and transition.
  static let lanes: [(name: String, transition: AnyTransition)] = [
    ("opacity", .opacity),
    ("scale", .scale),
    ("move", .move(edge: .leading)),
    ("asymmetric", .asymmetric(insertion: .move(edge: .trailing), removal: .opacity)),
    ("combined", AnyTransition.opacity.combined(with: .scale)),
    ("spin", .spin),
  ]
  static let laneSize = 100.0
  static let viewSize = 60.0

  /// The animation's curve and `--duration`.
  public let timing: DemoTiming
  /// The length of the animation and of the timeline, in seconds.
  public let duration: Double
  /// The `--transition` expression as given, or `nil` for the article's six lanes.
  public let transitionExpression: String?
  private let scene: SceneModel<Bool>

  /// Builds the demo from its options (see ``parameters``), animating with the curve the command
  /// line gave when there is one; the animated change starts at t = 0.
  public init(options: DemoOptions) throws(DemoError) {
    timing = try options.timing()
    transitionExpression = options.expression("transition")
    var lanes = Self.lanes
    if let text = transitionExpression {
      do {
        lanes = [(Self.customLane, try AnyTransition(parsing: text))]
      } catch {
        throw .invalidExpression(demo: Self.name, option: "transition", error)
      }
    }
    var scene = Self.scene(lanes: lanes, caption: transitionExpression)
    scene.withAnimation(timing.animation, at: 0) { $0 = true }
    duration = timing.length(ofChangeAt: 0, in: scene)
    self.scene = scene
  }

  /// The lane of `--transition`.
  static let customLane = "custom"

  /// The lanes side by side, each switching from an orange square to a teal circle when the
  /// state becomes `true`, captioned by name, or all by `caption` when one is given.
  private static func scene(
    lanes: [(name: String, transition: AnyTransition)], caption: String?
  ) -> SceneModel<Bool> {
    let count = Double(lanes.count)
    let captionWidth = caption.map { TextRun(string: $0, fontSize: Node.demoLabelSize).size.width }
    let size = Size(
      width: max(count * Self.laneSize + (count - 1) * 12, captionWidth ?? 0) + 24,
      height: Self.laneSize + 4 + 1.2 * Node.demoLabelSize + 24)
    return SceneModel(size: size, state: false) { switched in
      Node.hStack(
        spacing: 12,
        lanes.map { lane in
          let view =
            switched
            ? Circle().fill(DemoPalette.teal).frame(width: Self.viewSize, height: Self.viewSize).id(
              lane.name + "-in")
            : RoundedRectangle(cornerRadius: 10).fill(DemoPalette.orange).frame(
              width: Self.viewSize, height: Self.viewSize
            )
            .id(lane.name + "-out")
          return Node.vStack(
            spacing: 4,
            [
              Node.zStack([
                Rectangle().stroke(DemoPalette.gray, lineWidth: 1).id(lane.name + "-lane"),
                view.transition(lane.transition),
              ])
              .frame(width: Self.laneSize, height: Self.laneSize)
              .clipped(),
              .demoLabel(caption ?? lane.name),
            ])
        })
    }
  }

  /// The scene at `time` seconds.
  public func frame(at time: Double) -> SceneFrame { scene.frame(at: time) }

  /// The CSV columns (see the type's documentation).
  public var csvHeader: [String] {
    guard transitionExpression == nil else {
      return ["time"]
        + ["in", "out"].flatMap { view in Self.viewColumns.map { "\(view).\($0)" } }
    }
    return Self.laneHeader
  }

  /// Each column's unit: opacities, scale factors, offsets and blur radii in points, rotations
  /// in degrees.
  public var csvUnits: [String] {
    csvHeader.map { column in
      if column == "time" { return "s" }
      let name = column.lowercased()
      if name.contains("opacity") { return "opacity" }
      if name.contains("scale") { return "scale" }
      if name.contains("degrees") || name.contains("rotation") { return "degrees" }
      return "points"
    }
  }

  /// The columns of each view with `--transition`.
  static let viewColumns = ["opacity", "scale", "offsetX", "offsetY", "blur", "rotation"]

  /// The columns of the article's lanes.
  static let laneHeader = [
    "time", "opacityIn", "opacityOut", "scaleIn", "scaleOut", "moveInX", "moveOutX",
    "asymmetricInX",
    "asymmetricOutOpacity", "combinedInOpacity", "combinedInScale", "combinedOutOpacity",
    "combinedOutScale",
    "spinInDegrees", "spinOutDegrees",
  ]

  /// The values at `time`, `time` first, measured on `frame`, the drawn frame at `time`.
  public func csvRow(at time: Double, in frame: SceneFrame) -> [Double?] {
    if transitionExpression != nil {
      return [time] + Self.viewValues(Self.customLane + "-in", in: frame)
        + Self.viewValues(Self.customLane + "-out", in: frame)
    }
    func item(_ id: String) -> DisplayItem? { frame.items(id: id).first }
    func opacity(_ id: String) -> Double? { item(id)?.opacity }
    func scale(_ id: String) -> Double? { item(id)?.transform.scaleFactor }
    func degrees(_ id: String) -> Double? {
      item(id).map { $0.transform.rotationAngle * 180 / .pi }
    }
    func x(_ lane: String, _ id: String) -> Double? {
      guard let view = frame.bounds(of: id), let box = frame.bounds(of: lane + "-lane") else {
        return nil
      }
      return view.midX - box.midX
    }
    return [
      time,
      opacity("opacity-in"), opacity("opacity-out"),
      scale("scale-in"), scale("scale-out"),
      x("move", "move-in"), x("move", "move-out"),
      x("asymmetric", "asymmetric-in"), opacity("asymmetric-out"),
      opacity("combined-in"), scale("combined-in"), opacity("combined-out"), scale("combined-out"),
      degrees("spin-in"), degrees("spin-out"),
    ]
  }

  /// ``viewColumns`` of the view `id` as drawn in `frame`, `nil` when it is not drawn.
  static func viewValues(_ id: String, in frame: SceneFrame) -> [Double?] {
    guard let item = frame.items(id: id).first,
      let lane = frame.items(id: customLane + "-lane").first
    else { return Array(repeating: nil, count: viewColumns.count) }
    // Both centres through their own transforms, the same arithmetic, so that a view at rest
    // reads an offset of exactly 0.
    func centre(_ item: DisplayItem) -> Point {
      Point(x: item.localSize.width / 2, y: item.localSize.height / 2).applying(item.transform)
    }
    let (shown, rest) = (centre(item), centre(lane))
    return [
      item.opacity, item.transform.scaleFactor, shown.x - rest.x, shown.y - rest.y,
      item.blurRadius, item.transform.rotationAngle * 180 / .pi,
    ]
  }
}

import Kinetic
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
public struct TransitionDemo: Demo {
  /// The command-line name.
  public static let name = "transition"
  /// One line for `kinetic demo --list`.
  public static let summary =
    "Views switch with .opacity, .scale, .move(edge:), .asymmetric, .combined and a custom spin about the bottom-trailing corner."
  /// The options, with defaults.
  public static let parameters: [DemoParameter] = [
    DemoCurve.durationParameter(default: 1),
    DemoCurve.parameter(default: .easeInOut),
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

  /// The animation's timing curve.
  public let curve: DemoCurve
  /// The length of the animation and of the timeline, in seconds.
  public let duration: Double
  private let scene: SceneModel<Bool>

  /// Builds the demo from option strings (see ``parameters``); the animated change starts at t = 0.
  public init(options: [String: String]) throws(DemoError) {
    try self.init(options: options, curve: nil)
  }

  /// Builds the demo, animating with `curve` when given (see ``Demo/init(options:curve:)``).
  public init(options: [String: String], curve given: DemoCurve?) throws(DemoError) {
    let options = try DemoOptions(options, parameters: Self.parameters, demo: Self.name)
    curve = try options.curve(given)
    duration = curve.length(duration: try options.number("duration"))
    let count = Double(Self.lanes.count)
    let size = Size(
      width: count * Self.laneSize + (count - 1) * 12 + 24,
      height: Self.laneSize + 4 + 1.2 * Node.demoLabelSize + 24)
    var scene = SceneModel(size: size, state: false) { switched in
      Node.hStack(
        spacing: 12,
        Self.lanes.map { lane in
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
              .demoLabel(lane.name),
            ])
        })
    }
    scene.withAnimation(curve.animation(duration: duration), at: 0) { $0 = true }
    self.scene = scene
  }

  /// The scene at `time` seconds.
  public func frame(at time: Double) -> SceneFrame { scene.frame(at: time) }

  /// The CSV columns (see the type's documentation).
  public let csvHeader = [
    "time", "opacityIn", "opacityOut", "scaleIn", "scaleOut", "moveInX", "moveOutX",
    "asymmetricInX",
    "asymmetricOutOpacity", "combinedInOpacity", "combinedInScale", "combinedOutOpacity",
    "combinedOutScale",
    "spinInDegrees", "spinOutDegrees",
  ]

  /// The values at `time`, `time` first, measured on `frame`, the drawn frame at `time`.
  public func csvRow(at time: Double, in frame: SceneFrame) -> [Double?] {
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
}

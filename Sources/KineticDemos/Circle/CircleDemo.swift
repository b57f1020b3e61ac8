import Kinetic
import KineticScene

/// The `circle` demo: a circle whose radius animates from 100 to 50 (linear, 1 s by default),
/// shown twice side by side.
///
/// - Left, *animated frame*: a plain `Circle` redrawn inside a frame of 2r × 2r; the frame's
///   width and height are the animatable data.
/// - Right, *animatableData*: a ``RadiusCircle`` shape whose radius is its own animatable data.
///
/// Both radii follow r(t) = from + (to − from) · curve(t / duration). CSV columns:
/// `time,frameRadius,animatableDataRadius,referenceRadius`, radii measured from the drawn
/// outlines and the reference computed from the curve directly.
public struct CircleDemo: Demo {
  /// The command-line name.
  public static let name = "circle"
  /// One line for `kinetic demo --list`.
  public static let summary =
    "A circle's radius animates 100 → 50 twice: through an animated frame and through the shape's animatableData."
  /// The options, with defaults.
  public static let parameters: [DemoParameter] = [
    DemoParameter(
      name: "from", summary: "Starting radius, in points.", defaultValue: "100",
      kind: .number(1...1000)),
    DemoParameter(
      name: "to", summary: "Final radius, in points.", defaultValue: "50", kind: .number(1...1000)),
    DemoTiming.durationParameter(default: 1),
    DemoCurve.parameter(default: .linear),
  ]

  /// The starting radius, in points.
  public let fromRadius: Double
  /// The final radius, in points.
  public let toRadius: Double
  /// The animation's curve and `--duration`.
  public let timing: DemoTiming
  /// The length of the animation and of the timeline, in seconds.
  public let duration: Double
  private let scene: SceneModel<Double>

  /// Builds the demo from its options (see ``parameters``), animating with the curve the command
  /// line gave when there is one; the animated change starts at t = 0.
  public init(options: DemoOptions) throws(DemoError) {
    fromRadius = try options.number("from")
    toRadius = try options.number("to")
    timing = try options.timing()
    let lane = 2 * max(fromRadius, toRadius) + 20
    let size = Size(width: 2 * lane, height: lane + 4 + 1.2 * Node.demoLabelSize + 8)
    var scene = SceneModel(size: size, state: fromRadius) { radius in
      Node.hStack([
        Node.vStack(
          spacing: 4,
          [
            Circle().fill(DemoPalette.blue).frame(width: 2 * radius, height: 2 * radius)
              .id("frame-circle").frame(width: lane, height: lane),
            .demoLabel("animated frame"),
          ]),
        Node.vStack(
          spacing: 4,
          [
            RadiusCircle(radius: radius).fill(DemoPalette.orange).id("shape-circle")
              .frame(width: lane, height: lane),
            .demoLabel("animatableData"),
          ]),
      ])
    }
    let target = toRadius
    scene.withAnimation(timing.animation, at: 0) { $0 = target }
    duration = timing.length(ofChangeAt: 0, in: scene)
    self.scene = scene
  }

  /// The scene at `time` seconds.
  public func frame(at time: Double) -> SceneFrame { scene.frame(at: time) }

  /// The CSV columns (see the type's documentation).
  public let csvHeader = ["time", "frameRadius", "animatableDataRadius", "referenceRadius"]

  /// Radii in points.
  public let csvUnits = ["s", "points", "points", "points"]

  /// The values at `time`, `time` first, measured on `frame`, the drawn frame at `time`.
  public func csvRow(at time: Double, in frame: SceneFrame) -> [Double?] {
    return [
      time,
      frame.bounds(of: "frame-circle").map { $0.width / 2 },
      frame.bounds(of: "shape-circle").map { $0.width / 2 },
      referenceRadius(at: time),
    ]
  }

  /// from + (to − from) · curve(t / duration), clamped to the animation's span; a spec sampled
  /// in points from `from` to `to` (see ``DemoTiming/value(from:to:at:)``).
  public func referenceRadius(at time: Double) -> Double {
    timing.value(from: fromRadius, to: toRadius, at: time)
  }
}

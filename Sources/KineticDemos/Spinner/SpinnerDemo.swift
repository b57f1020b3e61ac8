import Kinetic
import KineticScene

/// The `spinner` demo: a ``ReplicatorSpinner`` drawn as a ring of dark shapes whose opacities
/// chase round, above a bar chart of every instance's opacity (bar i is instance i), where the
/// delay between instances shows as a sawtooth wave travelling along the bars.
///
/// CSV columns: `time`, then `opacity0 … opacity(n−1)`.
public struct SpinnerDemo: Demo {
  /// The command-line name.
  public static let name = "spinner"
  /// One line for `kinetic demo --list`.
  public static let summary =
    "A replicator spinner: n instances rotated 2π/n, opacity 0.1 → 0.8 each delayed by instanceDelay, repeating."
  /// The options, with defaults.
  public static let parameters: [DemoParameter] = [
    DemoParameter(
      name: "replicates", summary: "Number of instances round the ring.", defaultValue: "20",
      kind: .integer(1...1000)),
    DemoParameter(
      name: "delay", summary: "Delay between neighbouring instances, in seconds.",
      defaultValue: "0.04", kind: .number(0...10)),
    DemoParameter(
      name: "from-opacity", summary: "Opacity at the start of each cycle.", defaultValue: "0.1",
      kind: .number(0...1)),
    DemoParameter(
      name: "to-opacity", summary: "Opacity at the end of each cycle.", defaultValue: "0.8",
      kind: .number(0...1)),
    DemoParameter(
      name: "shape", summary: "Shape of each instance.", defaultValue: "circle",
      kind: .choice(SpinnerShape.allCases.map(\.rawValue))),
    DemoParameter(
      name: "duration", summary: "Length of the recorded timeline, in seconds.", defaultValue: "2",
      kind: .number(0.01...60)),
  ]

  /// The spinner being shown.
  public let spinner: ReplicatorSpinner
  /// The length of the timeline, in seconds: after it nothing moves.
  public let duration: Double

  /// The canvas size in points.
  static let canvas = Size(width: 240, height: 320)
  /// The ring's centre.
  static let centre = Point(x: 120, y: 110)
  /// The bar chart's area.
  static let chart = Rect(x: 20, y: 210, width: 200, height: 90)

  /// Builds the demo from its options (see ``parameters``); missing options take their defaults.
  public init(options: DemoOptions) throws(DemoError) {
    let shape = SpinnerShape(rawValue: try options.choice("shape")) ?? .circle
    let count = try options.integer("replicates")
    let delay = try options.number("delay")
    let from = try options.number("from-opacity")
    let to = try options.number("to-opacity")
    do {
      spinner = try ReplicatorSpinner(
        instanceCount: count, instanceDelay: delay, fromOpacity: from, toOpacity: to, shape: shape,
        radius: 70, instanceSize: 16)
    } catch {
      // The option ranges already exclude every value the model rejects; kept total anyway.
      throw .invalidValue(
        demo: Self.name, option: "replicates", value: String(count), expected: error.description)
    }
    duration = try options.number("duration")
  }

  /// The CSV columns, `time` first.
  public var csvHeader: [String] { ["time"] + (0..<spinner.instanceCount).map { "opacity\($0)" } }

  /// Every instance's opacity.
  public var csvUnits: [String] {
    ["s"] + Array(repeating: "opacity", count: spinner.instanceCount)
  }

  /// The values at `time`, in the order of ``csvHeader``.
  public func csvRow(at time: Double) -> [Double?] {
    [time] + spinner.instances(at: time).map(\.opacity)
  }

  /// The laid-out scene at `time` seconds.
  public func frame(at time: Double) -> SceneFrame {
    let instances = spinner.instances(at: time)
    var nodes: [Node] = []
    let ink = Color(red: 28.0 / 255, green: 28.0 / 255, blue: 30.0 / 255)
    for instance in instances {
      nodes.append(
        instancePath(instance).fill(ink).opacity(instance.opacity).id("instance-\(instance.index)"))
    }
    // The chart: a baseline and one opaque bar per instance, its height the opacity.
    let chart = Self.chart
    nodes.append(
      Path(Rect(x: chart.minX, y: chart.maxY, width: chart.width, height: 1)).fill(DemoPalette.gray)
        .id("axis")
    )
    let slot = chart.width / Double(instances.count)
    for instance in instances {
      let height = chart.height * instance.opacity
      let bar = Rect(
        x: chart.minX + Double(instance.index) * slot + slot * 0.1, y: chart.maxY - height,
        width: slot * 0.8, height: height)
      nodes.append(Path(bar).fill(DemoPalette.blue).id("bar-\(instance.index)"))
    }
    // What the bars are, under the baseline.
    nodes.append(
      Node.demoLabel("opacity of each replicate").offset(x: chart.minX, y: chart.maxY + 3)
        .id("chart-caption"))
    return SceneFrame(
      time: time, size: Self.canvas,
      root: Node.zStack(alignment: .topLeading, nodes).frame(
        width: Self.canvas.width, height: Self.canvas.height))
  }

  /// The instance's outline on the canvas: its shape centred on its place on the ring and
  /// turned with it (a triangle points away from the centre).
  private func instancePath(_ instance: SpinnerInstance) -> Path {
    let half = spinner.instanceSize / 2
    let local: Path
    switch spinner.shape {
    case .circle:
      local = Path {
        $0.addEllipse(in: Rect(x: -half, y: -half, width: 2 * half, height: 2 * half))
      }
    case .square:
      local = Path(Rect(x: -half, y: -half, width: 2 * half, height: 2 * half))
    case .triangle:
      local = Path { path in
        path.move(to: Point(x: 0, y: -half))
        path.addLine(to: Point(x: half, y: half))
        path.addLine(to: Point(x: -half, y: half))
        path.closeSubpath()
      }
    }
    let place = AffineTransform(rotationAngle: instance.angle.radians)
      .concatenating(
        AffineTransform(translationX: Self.centre.x + instance.x, y: Self.centre.y + instance.y))
    return local.applying(place)
  }
}

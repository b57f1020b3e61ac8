import Kinetic
import KineticScene

/// The `two-parameter-border` demo: a bar's position (0 → 1) and height animate together,
/// three times.
///
/// - *pair*: ``PairBorderModifier``, `AnimatablePair<Double, Double>`.
/// - *vector*: ``VectorBorderModifier``, the custom value type ``BorderVector``.
/// - *reference*: ``ReferenceBorderModifier``, the class ``BorderVectorReference`` changed in
///   place, which breaks interpolation: every frame shows the target.
///
/// CSV columns: `time,pairPosition,pairHeight,vectorPosition,vectorHeight,referencePosition,
/// referenceHeight,expectedPosition,expectedHeight`, measured from the drawn bars.
public struct TwoParameterBorderDemo: Demo {
  /// The command-line name.
  public static let name = "two-parameter-border"
  /// One line for `kinetic demo --list`.
  public static let summary =
    "Position and height animate together via AnimatablePair and a custom vector; a reference-type vector breaks."
  /// The options, with defaults.
  public static let parameters: [DemoParameter] = [
    DemoParameter(
      name: "from-height", summary: "Starting bar height, in points.", defaultValue: "20",
      kind: .number(0...80)),
    DemoParameter(
      name: "to-height", summary: "Final bar height, in points.", defaultValue: "70",
      kind: .number(0...80)),
    DemoTiming.durationParameter(default: 1),
    DemoCurve.parameter(default: .easeInOut),
  ]

  /// The model: a position and height as plain values, plus the shared reference object.
  struct State: Sendable {
    var position: Double
    var height: Double
    let reference: BorderVectorReference
  }

  /// Row id prefixes, top to bottom.
  static let rows = ["pair", "vector", "reference"]
  static let boxWidth = 300.0
  static let boxHeight = 80.0
  static let barWidth = 20.0

  /// The starting bar height, in points.
  public let fromHeight: Double
  /// The final bar height, in points.
  public let toHeight: Double
  /// The animation's curve and `--duration`.
  public let timing: DemoTiming
  /// The length of the timeline, in seconds: a named curve's `--duration`; for a spec, until
  /// the scene removes the animation (SwiftUI's thresholds in points, the bar's offset and
  /// height).
  public let duration: Double
  private let scene: SceneModel<State>

  /// Builds the demo from its options (see ``parameters``), animating with the curve the command
  /// line gave when there is one; the animated change starts at t = 0.
  public init(options: DemoOptions) throws(DemoError) {
    fromHeight = try options.number("from-height")
    toHeight = try options.number("to-height")
    timing = try options.timing()
    let travel = Self.boxWidth - Self.barWidth
    let start = State(
      position: 0, height: fromHeight,
      reference: BorderVectorReference(BorderVector(position: 0, height: fromHeight)))
    let rowHeight = Self.boxHeight + 4 + 1.2 * Node.demoLabelSize
    let size = Size(width: Self.boxWidth + 40, height: 3 * rowHeight + 2 * 16 + 40)
    var scene = SceneModel(size: size, state: start) { state in
      func row(_ name: String, _ label: String, _ color: Color, _ modifier: some SceneModifier)
        -> Node
      {
        .demoTrack(
          name, label: label,
          bar: Rectangle().fill(color).frame(width: Self.barWidth).modifier(modifier),
          width: Self.boxWidth, height: Self.boxHeight)
      }
      return Node.vStack(
        spacing: 16,
        [
          row(
            "pair", "AnimatablePair<Double, Double>", DemoPalette.blue,
            PairBorderModifier(position: state.position, height: state.height, travel: travel)),
          row(
            "vector", "custom VectorArithmetic struct", DemoPalette.green,
            VectorBorderModifier(
              vector: BorderVector(position: state.position, height: state.height), travel: travel)),
          row(
            "reference", "reference type (class): broken", DemoPalette.red,
            ReferenceBorderModifier(vector: state.reference, travel: travel)),
        ])
    }
    let target = toHeight
    scene.withAnimation(timing.animation, at: 0) { state in
      state.position = 1
      state.height = target
      // The mistake: the same object is changed in place instead of a new value being stored.
      state.reference.value = BorderVector(position: 1, height: target)
    }
    self.scene = scene
    duration = timing.length(ofChangeAt: 0, in: scene)
  }

  /// The scene at `time` seconds.
  public func frame(at time: Double) -> SceneFrame { scene.frame(at: time) }

  /// The CSV columns (see the type's documentation).
  public let csvHeader = [
    "time", "pairPosition", "pairHeight", "vectorPosition", "vectorHeight", "referencePosition",
    "referenceHeight",
    "expectedPosition", "expectedHeight",
  ]

  /// Positions as fractions of the bar's travel, heights in points.
  public let csvUnits =
    ["s"] + Array(repeating: ["fraction of travel", "points"], count: 4).flatMap { $0 }

  /// The values at `time`, `time` first, measured on `frame`, the drawn frame at `time`.
  public func csvRow(at time: Double, in frame: SceneFrame) -> [Double?] {
    var row: [Double?] = [time]
    for name in Self.rows {
      let bar = bar(name, in: frame)
      row += [bar?.position, bar?.height]
    }
    let expected = expected(at: time)
    return row + [expected.position, expected.height]
  }

  /// The drawn position (0...1) and height (points) of row `name`'s bar.
  func bar(_ name: String, in frame: SceneFrame) -> (position: Double, height: Double)? {
    guard let bar = frame.bounds(of: name + "-bar"), let track = frame.bounds(of: name + "-track")
    else { return nil }
    return ((bar.minX - track.minX) / (Self.boxWidth - Self.barWidth), bar.height)
  }

  /// Where a correctly interpolated bar is: both components at the same progress curve(t / d);
  /// for a spec, the vector of the bar's offset and height in points animated as one value, so
  /// that it is removed when SwiftUI removes the vector (its thresholds apply to the vector's
  /// length).
  public func expected(at time: Double) -> (position: Double, height: Double) {
    guard timing.curve.unitCurve != nil else {
      let travel = Self.boxWidth - Self.barWidth
      let value = timing.animation.value(
        from: AnimatablePair(0.0, fromHeight), to: AnimatablePair(travel, toHeight), at: time)
      return (value.first / travel, value.second)
    }
    let p = timing.progress(at: time)
    return (p, fromHeight + (toHeight - fromHeight) * p)
  }
}

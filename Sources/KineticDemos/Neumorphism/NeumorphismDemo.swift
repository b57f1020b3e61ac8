import Kinetic
import KineticPlot
import KineticScene

/// The `neumorphism` demo: the four demo controls of one palette, animated: the Play button is
/// held down (0.3 s → 0.9 s), the toggle switched on (from 1.3 s) and the Skip button tapped
/// (2.0 s → 2.1 s, released before it bottoms out). Each control is drawn as a face of the
/// background lifted by a light and a dark shadow, pushed in when pressed (the inset shadow is
/// drawn as a dark rim, since the scene has no inner shadows) and its title in the label
/// colour. Controls with any check flagged (contrast under 4.5:1 in the state shown, or a hit
/// target under 44 × 44 pt) are outlined in red.
///
/// CSV columns: `time`, then per control (`play`, `toggle`, `skip`, `info`) its press progress,
/// scale, outer and inner shadow radius and the label's live contrast ratio against the face.
public struct NeumorphismDemo: Demo {
  /// The command-line name.
  public static let name = "neumorphism"
  /// One line for `kinetic demo --list`.
  public static let summary =
    "Neumorphic buttons and a toggle, dark or colourful, with WCAG contrast (≥ 4.5:1) and 44×44 pt hit targets checked."
  /// The options, with defaults.
  public static let parameters: [DemoParameter] = [
    DemoParameter(
      name: "palette", summary: "Colour theme.", defaultValue: "dark",
      kind: .choice(NeumorphicPalette.all.map(\.name))),
    DemoParameter(
      name: "press-duration", summary: "Length of each press animation (ease-out), in seconds.",
      defaultValue: "0.15", kind: .number(0.01...5)),
  ]

  /// The palette shown.
  public let palette: NeumorphicPalette
  /// One scripted press per control, in ``NeumorphicControl/demoControls`` order.
  public let presses: [NeumorphicPress]
  /// The static checks of this palette's controls in every state.
  public let report: NeumorphismReport
  /// The length of the timeline, in seconds: after it nothing moves.
  public let duration = 3.0

  /// The canvas size in points.
  static let canvas = Size(width: 360, height: 320)
  /// Column names of the controls in the CSV.
  static let keys = ["play", "toggle", "skip", "info"]

  /// Builds the demo from its options (see ``parameters``); missing options take their defaults.
  public init(options: DemoOptions) throws(DemoError) {
    let name = try options.choice("palette")
    palette = NeumorphicPalette.all.first { $0.name == name } ?? .dark
    let animation = Animation.easeOut(duration: try options.number("press-duration"))
    let controls = NeumorphicControl.demoControls
    let palette = palette
    func press(
      _ index: Int, _ down: Double, _ up: Double, to state: NeumorphicControlState = .pressed
    )
      -> NeumorphicPress
    {
      NeumorphicPress(
        control: controls[index], palette: palette, pressedState: state, pressTime: down,
        releaseTime: up, animation: animation)
    }
    presses = [
      press(0, 0.3, 0.9), press(1, 1.3, .infinity, to: .on), press(2, 2.0, 2.1),
      press(3, .infinity, .infinity),
    ]
    report = NeumorphismReport(palettes: [palette], controls: controls)
  }

  /// The CSV columns, `time` first.
  public var csvHeader: [String] {
    ["time"]
      + Self.keys.flatMap { key in
        ["Progress", "Scale", "OuterShadow", "InnerShadow", "Contrast"].map { key + $0 }
      }
  }

  /// Per control: progress as a fraction, the scale factor, shadow radii in points, the
  /// contrast ratio.
  public var csvUnits: [String] {
    ["s"]
      + Self.keys.flatMap { _ in
        ["fraction", "scale", "points", "points", "contrast ratio"]
      }
  }

  /// The values at `time`, in the order of ``csvHeader``.
  public func csvRow(at time: Double) -> [Double?] {
    var row: [Double?] = [time]
    for press in presses {
      let look = press.appearance(at: time)
      row += [
        press.progress(at: time), look.scale, look.outerShadowRadius, look.innerShadowRadius,
        ContrastCheck(foreground: look.label, background: look.surface).ratio,
      ]
    }
    return row
  }

  /// Where control `index` sits: centred horizontally, stacked from the top.
  static func slot(of control: NeumorphicControl, index: Int) -> Rect {
    let tops = [36.0, 122, 196, 262]
    return Rect(
      x: (canvas.width - control.width) / 2, y: tops[min(index, tops.count - 1)],
      width: control.width,
      height: control.height)
  }

  /// The laid-out scene at `time` seconds.
  public func frame(at time: Double) -> SceneFrame {
    var nodes: [Node] = []
    for (index, press) in presses.enumerated() {
      let control = press.control
      let look = press.appearance(at: time)
      let rect = Self.slot(of: control, index: index)
      let centre = rect.center
      let scale = AffineTransform(scaleX: look.scale, y: look.scale).about(centre)
      let corner = min(rect.height / 2, 16)
      let face = Path { $0.addRoundedRect(in: rect, cornerRadius: corner) }.applying(scale)
      let key = Self.keys[min(index, Self.keys.count - 1)]
      let offset = look.shadowOffset
      if look.outerShadowRadius > 0 {
        nodes.append(
          face.fill(palette.background)
            .shadow(
              color: look.lightShadow, radius: look.outerShadowRadius, x: -offset, y: -offset
            )
            .id("\(key)-light"))
      }
      var body = face.fill(look.surface)
      if look.outerShadowRadius > 0 {
        body = body.shadow(
          color: look.darkShadow, radius: look.outerShadowRadius, x: offset, y: offset)
      }
      nodes.append(body.id(key))
      if look.innerShadowRadius > 0 {
        let rim = Path {
          $0.addRoundedRect(in: rect.insetBy(dx: 1, dy: 1), cornerRadius: corner - 1)
        }
        nodes.append(
          rim.applying(scale).stroke(
            look.darkShadow.opacity(0.6), lineWidth: look.innerShadowRadius / 2
          )
          .id("\(key)-inset"))
      }
      nodes.append(
        Node.text(control.title, size: 15).fill(look.label).frame(
          width: rect.width, height: rect.height
        )
        .scaleEffect(look.scale).offset(x: rect.minX, y: rect.minY).id("\(key)-label"))
      let contrast = ContrastCheck(foreground: look.label, background: look.surface)
      let target = HitTargetCheck(width: control.width, height: control.height)
      if contrast.isFlagged || target.isFlagged {
        let outline = Path {
          $0.addRoundedRect(in: rect.insetBy(dx: -6, dy: -6), cornerRadius: corner + 6)
        }
        nodes.append(outline.stroke(DemoPalette.red, lineWidth: 2).id("\(key)-flag"))
        // The ring's reason beside it: the contrast below 4.5:1, or the target under 44 pt.
        let reason =
          contrast.isFlagged
          ? "contrast \(RoundTripFormat.string(for: contrast.ratio, decimals: 1)):1"
          : "\(RoundTripFormat.text(control.width))×\(RoundTripFormat.text(control.height)) pt"
        nodes.append(
          Node.text(reason, size: Node.demoLabelSize).fill(DemoPalette.red)
            .offset(x: rect.maxX + 12, y: rect.midY - 0.6 * Node.demoLabelSize)
            .id("\(key)-flag-reason"))
      }
    }
    return SceneFrame(
      time: time, size: Self.canvas, background: palette.background,
      root: Node.zStack(alignment: .topLeading, nodes).frame(
        width: Self.canvas.width, height: Self.canvas.height))
  }
}

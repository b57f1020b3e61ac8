import Kinetic
import KineticPlot

extension SceneFrame {
  /// The frame as a standalone SVG 1.1 document: one `<path>` per item in canvas coordinates,
  /// gradients, clip paths and shadow blurs in `<defs>`.
  ///
  /// - Parameter title: Text for the document's `<title>`.
  public func svg(title: String? = nil) -> String {
    let n = Self.svgNumber
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    out +=
      "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"\(n(size.width))\" "
      + "height=\"\(n(size.height))\" viewBox=\"0 0 \(n(size.width)) \(n(size.height))\">\n"
    if let title { out += "<title>\(XMLText.escaped(title))</title>\n" }
    out += svgBody(prefix: "k")
    out += "</svg>\n"
    return out
  }

  /// The elements of the frame (background, defs and items) with ids prefixed by `prefix`, so
  /// that several frames can share one document.
  func svgBody(prefix: String) -> String {
    let n = Self.svgNumber
    var defs = ""
    var body = ""
    if let background {
      body +=
        "<rect x=\"0\" y=\"0\" width=\"\(n(size.width))\" height=\"\(n(size.height))\" "
        + "fill=\"\(background.svgHex)\" fill-opacity=\"\(n(background.clampedOpacity))\"/>\n"
    }
    for (index, item) in items.enumerated() where item.opacity > 0 {
      let id = "\(prefix)-\(index)"
      var open = 0
      for (k, clip) in item.clips.enumerated() {
        defs += "<clipPath id=\"\(id)-clip\(k)\"><path d=\"\(clip.svgPathData)\"/></clipPath>\n"
        body += "<g clip-path=\"url(#\(id)-clip\(k))\">\n"
        open += 1
      }
      if let text = item.text {
        body += textElement(text, item: item, id: id, defs: &defs)
        body += String(repeating: "</g>\n", count: open)
        continue
      }
      let data = item.path.svgPathData
      for (k, shadow) in item.shadows.enumerated() where item.fill != nil {
        // SwiftUI's shadow radius is roughly twice the Gaussian standard deviation.
        defs +=
          "<filter id=\"\(id)-shadow\(k)\" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\">"
          + "<feGaussianBlur stdDeviation=\"\(n(shadow.radius / 2))\"/></filter>\n"
        body +=
          "<path d=\"\(data)\" transform=\"translate(\(n(shadow.x)) \(n(shadow.y)))\" "
          + "fill=\"\(shadow.color.svgHex)\" "
          + "fill-opacity=\"\(n(shadow.color.clampedOpacity * item.opacity))\" "
          + "filter=\"url(#\(id)-shadow\(k))\"/>\n"
      }
      var attributes = "d=\"\(data)\""
      if let fill = item.fill {
        attributes += " " + paintAttributes("fill", fill, item: item, id: "\(id)-fill", defs: &defs)
      } else {
        attributes += " fill=\"none\""
      }
      if let stroke = item.stroke {
        attributes +=
          " " + paintAttributes("stroke", stroke.paint, item: item, id: "\(id)-stroke", defs: &defs)
        attributes +=
          " stroke-width=\"\(n(stroke.style.lineWidth))\" stroke-linejoin=\"round\" stroke-linecap=\"round\""
      }
      if item.opacity < 1 { attributes += " opacity=\"\(n(item.opacity))\"" }
      if item.blurRadius > 0 {
        // As for shadows: the radius is taken as twice the Gaussian standard deviation.
        defs +=
          "<filter id=\"\(id)-blur\" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\">"
          + "<feGaussianBlur stdDeviation=\"\(n(item.blurRadius / 2))\"/></filter>\n"
        attributes += " filter=\"url(#\(id)-blur)\""
      }
      if let nodeID = item.id { attributes += " data-id=\"\(XMLText.escaped(nodeID))\"" }
      body += "<path \(attributes)/>\n"
      body += String(repeating: "</g>\n", count: open)
    }
    return (defs.isEmpty ? "" : "<defs>\n" + defs + "</defs>\n") + body
  }

  /// A `<text>` element in the item's local frame (mapped by a `matrix` transform), in a
  /// monospaced face stretched to the scene's fixed advance with `textLength`.
  private func textElement(_ text: TextRun, item: DisplayItem, id: String, defs: inout String)
    -> String
  {
    let n = Self.svgNumber
    let t = item.transform
    var attributes =
      "x=\"0\" y=\"\(n(text.baseline))\" font-family=\"monospace\" font-size=\"\(n(text.fontSize))\" "
      + "textLength=\"\(n(text.size.width))\" lengthAdjust=\"spacingAndGlyphs\" "
      + "transform=\"matrix(\(n(t.a)) \(n(t.b)) \(n(t.c)) \(n(t.d)) \(n(t.tx)) \(n(t.ty)))\""
    if let fill = item.fill {
      // The element's own transform already maps local to canvas coordinates, so a gradient
      // is given in local coordinates.
      var local = item
      local.transform = .identity
      attributes += " " + paintAttributes("fill", fill, item: local, id: "\(id)-fill", defs: &defs)
    }
    if item.opacity < 1 { attributes += " opacity=\"\(n(item.opacity))\"" }
    if let nodeID = item.id { attributes += " data-id=\"\(XMLText.escaped(nodeID))\"" }
    return "<text \(attributes)>\(XMLText.escaped(text.string))</text>\n"
  }

  /// `fill="…" fill-opacity="…"` (or stroke), adding a gradient to `defs` when needed.
  private func paintAttributes(
    _ name: String, _ paint: Paint, item: DisplayItem, id: String, defs: inout String
  )
    -> String
  {
    let n = Self.svgNumber
    switch paint {
    case .color(let c):
      return "\(name)=\"\(c.svgHex)\" \(name)-opacity=\"\(n(c.clampedOpacity))\""
    case .linearGradient(let g):
      let (s, e) = item.gradientLine(g)
      defs +=
        "<linearGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" x1=\"\(n(s.x))\" y1=\"\(n(s.y))\" "
        + "x2=\"\(n(e.x))\" y2=\"\(n(e.y))\">"
      for stop in g.stops {
        defs +=
          "<stop offset=\"\(n(min(max(stop.location, 0), 1)))\" stop-color=\"\(stop.color.svgHex)\" "
          + "stop-opacity=\"\(n(stop.color.clampedOpacity))\"/>"
      }
      defs += "</linearGradient>\n"
      return "\(name)=\"url(#\(id))\""
    }
  }

  /// Several frames as one animated SVG: a flip-book in which each frame is a group shown for
  /// 1/fps seconds by a SMIL `<animate>` of `visibility` (discrete `values` and `keyTimes`),
  /// looping forever. The first frame is visible without animation support, so static
  /// renderers show frame 0.
  ///
  /// - Parameters:
  ///   - frames: The frames in order; all share the first frame's canvas size.
  ///   - fps: Frames per second of the playback.
  ///   - title: Text for the document's `<title>`.
  ///   - hold: Seconds the last frame stays on screen before the loop starts again (≥ 0; the
  ///     end state is seen, not flashed for one frame); 0 by default.
  ///   - scale: The drawn size as a multiple of the canvas (`width`/`height`; the `viewBox`
  ///     stays the canvas), > 0; 1 by default.
  public static func animatedSVG(
    _ frames: [SceneFrame], fps: Double, title: String? = nil, hold: Double = 0,
    scale: Double = 1
  ) -> String {
    var out = ""
    writeAnimatedSVG(
      frameCount: frames.count, fps: fps, title: title, hold: hold, scale: scale,
      frame: { frames[$0] }
    ) {
      out += $0
    }
    return out
  }

  /// ``animatedSVG(_:fps:title:hold:scale:)`` written piece by piece: `frame(i)` is asked for
  /// each frame in turn and its group handed to `write` before the next is drawn, so a long
  /// flip-book takes the memory of one frame (a spinner of 1,000 replicates over 400 frames
  /// held 1.7 GB whole).
  ///
  /// - Parameters:
  ///   - count: How many frames, ≥ 0.
  ///   - fps: Frames per second of the playback.
  ///   - title: Text for the document's `<title>`.
  ///   - hold: Seconds the last frame is held before the loop restarts (≥ 0; default 0).
  ///   - scale: The drawn size as a multiple of the canvas (> 0; default 1).
  ///   - frame: The frame at an index in `0..<frameCount`; all share frame 0's canvas size.
  ///   - write: Receives the document's text, in order.
  public static func writeAnimatedSVG<Failure: Error>(
    frameCount count: Int, fps: Double, title: String? = nil, hold: Double = 0,
    scale: Double = 1, frame: (Int) -> SceneFrame, to write: (String) throws(Failure) -> Void
  ) throws(Failure) {
    let n = Self.svgNumber
    let first = count > 0 ? frame(0) : nil
    let canvas = first?.size ?? .zero
    let factor = scale.isFinite && scale > 0 ? scale : 1
    let frameLength = 1 / (fps.isFinite && fps > 0 ? fps : 1)
    let held = hold.isFinite && hold > 0 ? hold : 0
    let duration = Double(max(count, 1)) * frameLength + held
    // Frame i shows from i/fps on; the last one until the loop ends, its hold included.
    let startOf = { (i: Int) -> Double in Double(i) * frameLength / duration }
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    out +=
      "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" "
      + "width=\"\(n(canvas.width * factor))\" height=\"\(n(canvas.height * factor))\" "
      + "viewBox=\"0 0 \(n(canvas.width)) \(n(canvas.height))\">\n"
    if let title { out += "<title>\(XMLText.escaped(title))</title>\n" }
    try write(out)
    for i in 0..<max(count, 0) {
      out = "<g id=\"frame\(i)\" visibility=\"\(i == 0 ? "visible" : "hidden")\">\n"
      if count > 1 {
        // keyTimes must start at 0 and, for discrete animation, pair one-to-one with values.
        let start = startOf(i)
        let end = startOf(i + 1)
        let (values, keyTimes): (String, String)
        if i == 0 {
          (values, keyTimes) = ("visible;hidden", "0;\(keyTime(end))")
        } else if i == count - 1 {
          (values, keyTimes) = ("hidden;visible", "0;\(keyTime(start))")
        } else {
          (values, keyTimes) = ("hidden;visible;hidden", "0;\(keyTime(start));\(keyTime(end))")
        }
        out +=
          "<animate attributeName=\"visibility\" values=\"\(values)\" keyTimes=\"\(keyTimes)\" "
          + "calcMode=\"discrete\" dur=\"\(n(duration))s\" repeatCount=\"indefinite\"/>\n"
      }
      out += (i == 0 ? first! : frame(i)).svgBody(prefix: "f\(i)")
      out += "</g>\n"
      try write(out)
    }
    try write("</svg>\n")
  }

  /// A coordinate, length or opacity in the frame's SVG: at most three decimals (a thousandth
  /// of a point), in KineticPlot's one number format (``RoundTripFormat``); NaN and infinities
  /// become 0 so that a degenerate frame still yields a valid document.
  static func svgNumber(_ x: Double) -> String { RoundTripFormat.string(for: x, decimals: 3) }

  /// A key time in `0...1` with up to six decimals.
  private static func keyTime(_ x: Double) -> String {
    let scaled = (min(max(x, 0), 1) * 1e6).rounded() / 1e6
    var s = String(format6: scaled)
    while s.hasSuffix("0") && s.contains(".") { s.removeLast() }
    if s.hasSuffix(".") { s.removeLast() }
    return s
  }
}

extension String {
  /// A non-negative number below 10 with six decimals, without Foundation.
  fileprivate init(format6 x: Double) {
    let micros = Int((x * 1e6).rounded())
    let whole = micros / 1_000_000
    let fraction = String(micros % 1_000_000)
    self = "\(whole)." + String(repeating: "0", count: 6 - fraction.count) + fraction
  }
}

/// The SVG elements and numbers the layers are written with.
extension SVGDocument {
  /// The stroke attributes of a trace: its series' dash pattern (a velocity of a solid series
  /// dashed `6 4`); velocities thinner.
  mutating func strokeStyle(_ trace: Trace) {
    let pattern = SeriesStyle.dashPattern(trace.seriesIndex)
    let dash = trace.isVelocity && pattern.isEmpty ? "6 4" : pattern
    if !dash.isEmpty { out.append(" stroke-dasharray=\"\(dash)\"") }
    out.append(trace.isVelocity ? " stroke-width=\"1.25\"" : " stroke-width=\"2\"")
  }

  /// The series' marker shape centred at (`x`, `y`): filled for values, hollow for velocities.
  mutating func marker(_ trace: Trace, x: Double, y: Double) {
    let colour = color(trace)
    let fill = trace.isVelocity ? "#ffffff" : colour
    let r = 3.5
    out.append("<path class=\"marker\" fill=\"\(fill)\" stroke=\"\(colour)\" stroke-width=\"1.25\"")
    out.append(" d=\"")
    func point(_ command: String, _ dx: Double, _ dy: Double, into document: inout SVGDocument) {
      document.out.append(command)
      document.number(x + dx * r)
      document.out.append(",")
      document.number(y + dy * r)
    }
    switch SeriesStyle.marker(trace.seriesIndex) {
    case .circle:
      // Two arcs make a circle as a path.
      point("M", -1, 0, into: &self)
      out.append("a3.5,3.5 0 1,0 7,0a3.5,3.5 0 1,0 -7,0")
    case .square:
      point("M", -0.9, -0.9, into: &self)
      point("L", 0.9, -0.9, into: &self)
      point("L", 0.9, 0.9, into: &self)
      point("L", -0.9, 0.9, into: &self)
      out.append("Z")
    case .triangle:
      point("M", 0, -1.15, into: &self)
      point("L", 1.05, 0.75, into: &self)
      point("L", -1.05, 0.75, into: &self)
      out.append("Z")
    case .triangleDown:
      point("M", 0, 1.15, into: &self)
      point("L", 1.05, -0.75, into: &self)
      point("L", -1.05, -0.75, into: &self)
      out.append("Z")
    case .diamond:
      point("M", 0, -1.25, into: &self)
      point("L", 1.1, 0, into: &self)
      point("L", 0, 1.25, into: &self)
      point("L", -1.1, 0, into: &self)
      out.append("Z")
    case .cross:
      point("M", -1, -1, into: &self)
      point("L", 1, 1, into: &self)
      point("M", -1, 1, into: &self)
      point("L", 1, -1, into: &self)
    case .plus:
      point("M", -1.2, 0, into: &self)
      point("L", 1.2, 0, into: &self)
      point("M", 0, -1.2, into: &self)
      point("L", 0, 1.2, into: &self)
    case .star:
      // A five-pointed star, point up: radius 1.3 and 0.55 at every 36°.
      for (k, p) in SVGDocument.starPoints.enumerated() {
        point(k == 0 ? "M" : "L", p.0, p.1, into: &self)
      }
      out.append("Z")
    }
    out.append("\"/>")
  }

  /// (r cos θ, r sin θ) for θ = k·36° − 90°, r = 1.3 at even k and 0.55 at odd k.
  static let starPoints: [(Double, Double)] = [
    (0, -1.3), (0.323, -0.445), (1.236, -0.402), (0.523, 0.170), (0.764, 1.052), (0, 0.55),
    (-0.764, 1.052), (-0.523, 0.170), (-1.236, -0.402), (-0.323, -0.445),
  ]

  /// Appends the `x,y` pairs of the samples in `run`, thinning to first/lowest/highest/last per
  /// pixel column when there are more samples than pixels.
  mutating func polylinePoints(_ trace: Trace, _ run: Range<Int>, _ layout: Layout) {
    let n = run.count
    let thin = Double(n) > 4 * (layout.x1 - layout.x0)
    var first = true
    func emit(_ i: Int, into document: inout SVGDocument) {
      if !first { document.out.append(32) }
      first = false
      document.number(layout.px(trace.xs[i]))
      document.out.append(44)
      document.number(layout.py(trace.ys[i], velocity: trace.isVelocity))
    }
    guard thin else {
      for i in run { emit(i, into: &self) }
      return
    }
    var bucket = Int.min
    var column: ColumnExtrema<Int>?
    for i in run {
      let pixel = Int(layout.px(trace.xs[i]).rounded(.down))
      if pixel != bucket, let done = column {
        for pick in done.picks { emit(pick.point, into: &self) }
        column = nil
      }
      bucket = pixel
      if column == nil {
        column = ColumnExtrema(order: i, y: trace.ys[i], point: i)
      } else {
        column?.add(order: i, y: trace.ys[i], point: i)
      }
    }
    if let done = column { for pick in done.picks { emit(pick.point, into: &self) } }
  }

  mutating func number(_ v: Double) {
    // Two decimals are a hundredth of a pixel: finer adds bytes, not precision.
    out.appendNumber(v, decimals: 2)
  }

  mutating func line(_ xa: Double, _ ya: Double, _ xb: Double, _ yb: Double) {
    out.append("<line x1=\"")
    number(xa)
    out.append("\" y1=\"")
    number(ya)
    out.append("\" x2=\"")
    number(xb)
    out.append("\" y2=\"")
    number(yb)
    out.append("\"/>\n")
  }

  mutating func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double, attributes: String) {
    out.append("<rect x=\"")
    number(x)
    out.append("\" y=\"")
    number(y)
    out.append("\" width=\"")
    number(w)
    out.append("\" height=\"")
    number(h)
    out.append("\"\(attributes)/>")
  }

  mutating func text(_ content: String, x: Double, y: Double, anchor: String?) {
    out.append("<text x=\"")
    number(x)
    out.append("\" y=\"")
    number(y)
    out.append("\"")
    if let anchor { out.append(" text-anchor=\"\(anchor)\"") }
    out.append(">\(XMLText.escaped(content))</text>\n")
  }

  mutating func rotatedText(_ content: String, x: Double, y: Double, angle: Int) {
    out.append("<text x=\"0\" y=\"0\" transform=\"translate(")
    number(x)
    out.append(",")
    number(y)
    out.append(") rotate(\(angle))\">\(XMLText.escaped(content))</text>\n")
  }
}

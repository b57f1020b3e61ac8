import KineticPlot

extension Path {
  /// The path as SVG path data (`M`, `L`, `C`, `Z`), in canvas coordinates.
  public var svgPathData: String {
    var parts: [String] = []
    let n = SceneFrame.svgNumber
    for element in elements {
      switch element {
      case .move(let p): parts.append("M\(n(p.x)) \(n(p.y))")
      case .line(let p): parts.append("L\(n(p.x)) \(n(p.y))")
      case .curve(let p, let c1, let c2):
        parts.append("C\(n(c1.x)) \(n(c1.y)) \(n(c2.x)) \(n(c2.y)) \(n(p.x)) \(n(p.y))")
      case .closeSubpath: parts.append("Z")
      }
    }
    return parts.joined(separator: " ")
  }
}

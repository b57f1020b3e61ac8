// Curves become straight segments for filling, stroking and hit testing.

extension Path {
  /// Segments per cubic: enough that a quarter circle of radius 200 pt deviates < 0.1 pt.
  static let curveSubdivisions = 24

  /// The path as polylines: each cubic becomes ``curveSubdivisions`` straight segments.
  func flattened() -> FlattenedPath {
    var polylines: [(points: [Point], isClosed: Bool)] = []
    var current: [Point] = []
    func finish(closed: Bool) {
      if !current.isEmpty { polylines.append((current, closed)) }
      current = []
    }
    /// A polyline starting with `p` at element `first`, with room for the points of the
    /// elements after it up to the next move or close: allocated once, not grown point by
    /// point (a rounded rectangle has about a hundred), which in the fuzz build was a visible
    /// part of every frame.
    func start(_ p: Point, at first: Int) -> [Point] {
      var room = 1
      scan: for element in elements[(first + 1)...] {
        switch element {
        case .line: room += 1
        case .curve: room += Path.curveSubdivisions
        case .move, .closeSubpath: break scan
        }
      }
      var points: [Point] = []
      points.reserveCapacity(room)
      points.append(p)
      return points
    }
    for (index, element) in elements.enumerated() {
      switch element {
      case .move(let p):
        finish(closed: false)
        current = start(p, at: index)
      case .line(let p):
        if current.isEmpty { current = start(p, at: index) } else { current.append(p) }
      case .curve(let p, let c1, let c2):
        guard let p0 = current.last else {
          current = start(p, at: index)
          continue
        }
        let n = Path.curveSubdivisions
        for i in 1...n {
          let t = Double(i) / Double(n)
          let u = 1 - t
          let w0 = u * u * u
          let w1 = 3 * u * u * t
          let w2 = 3 * u * t * t
          let w3 = t * t * t
          current.append(
            Point(
              x: w0 * p0.x + w1 * c1.x + w2 * c2.x + w3 * p.x,
              y: w0 * p0.y + w1 * c1.y + w2 * c2.y + w3 * p.y))
        }
      case .closeSubpath:
        let start = current.first
        finish(closed: true)
        if let start { current = [start] }
        current = []
      }
    }
    finish(closed: false)
    var bounds = Rect.zero
    var first = true
    for line in polylines {
      for p in line.points {
        let r = Rect(origin: p, size: .zero)
        bounds = first ? r : bounds.union(r)
        first = false
      }
    }
    return FlattenedPath(polylines: polylines, bounds: bounds)
  }
}

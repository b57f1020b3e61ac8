// Point-in-path and distance queries run on a polyline approximation, shared by the ASCII
// rasteriser and hit testing so that what is hit is exactly what is drawn.

/// A path flattened into polylines.
struct FlattenedPath: Sendable {
  /// One polyline per subpath, with whether the subpath was explicitly closed.
  var polylines: [(points: [Point], isClosed: Bool)]
  /// The bounding box of all points.
  var bounds: Rect
}

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
    for element in elements {
      switch element {
      case .move(let p):
        finish(closed: false)
        current = [p]
      case .line(let p):
        if current.isEmpty { current = [p] } else { current.append(p) }
      case .curve(let p, let c1, let c2):
        guard let p0 = current.last else {
          current = [p]
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

extension FlattenedPath {
  /// Whether `point` is inside by the non-zero winding rule (SVG's and SwiftUI's default fill
  /// rule); every subpath is treated as closed, as filling does.
  func contains(_ point: Point) -> Bool {
    guard bounds.contains(point) else { return false }
    var winding = 0
    for line in polylines {
      let pts = line.points
      guard pts.count > 2 else { continue }
      var j = pts.count - 1
      for i in 0..<pts.count {
        let p0 = pts[j]
        let p1 = pts[i]
        if p0.y <= point.y {
          if p1.y > point.y && cross(p0, p1, point) > 0 { winding += 1 }
        } else if p1.y <= point.y && cross(p0, p1, point) < 0 {
          winding -= 1
        }
        j = i
      }
    }
    return winding != 0
  }

  /// Whether `point` lies within `halfWidth` of the outline (the stroked region).
  func strokeContains(_ point: Point, halfWidth: Double) -> Bool {
    guard bounds.insetBy(dx: -halfWidth, dy: -halfWidth).contains(point) else { return false }
    let limit = halfWidth * halfWidth
    for line in polylines {
      let pts = line.points
      if pts.count == 1, squaredDistance(point, pts[0], pts[0]) <= limit { return true }
      for i in pts.indices.dropFirst() where squaredDistance(point, pts[i - 1], pts[i]) <= limit {
        return true
      }
      if line.isClosed, let first = pts.first, let last = pts.last,
        squaredDistance(point, last, first) <= limit
      {
        return true
      }
    }
    return false
  }

  /// (p1 − p0) × (q − p0): positive when q is to the left of p0→p1 in a y-up frame.
  private func cross(_ p0: Point, _ p1: Point, _ q: Point) -> Double {
    (p1.x - p0.x) * (q.y - p0.y) - (q.x - p0.x) * (p1.y - p0.y)
  }

  /// The squared distance from `q` to the segment a–b.
  private func squaredDistance(_ q: Point, _ a: Point, _ b: Point) -> Double {
    let dx = b.x - a.x
    let dy = b.y - a.y
    let length2 = dx * dx + dy * dy
    var t = length2 > 0 ? ((q.x - a.x) * dx + (q.y - a.y) * dy) / length2 : 0
    t = min(max(t, 0), 1)
    let ex = a.x + t * dx - q.x
    let ey = a.y + t * dy - q.y
    return ex * ex + ey * ey
  }
}

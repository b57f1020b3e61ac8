// Point-in-path and distance queries on a polyline approximation, shared by the ASCII
// rasteriser and hit testing so that what is hit is exactly what is drawn.

/// A path flattened into polylines.
struct FlattenedPath: Sendable {
  /// One polyline per subpath, with whether the subpath was explicitly closed.
  var polylines: [(points: [Point], isClosed: Bool)]
  /// The bounding box of all points.
  var bounds: Rect
}

extension FlattenedPath {
  /// Calls `body` with each edge (from, to) that filling follows: every subpath of three or more
  /// points, closed from its last point back to its first, as the non-zero winding rule of
  /// ``contains(_:)`` and ``insideIntervals(atY:)`` counts them.
  @inline(__always)
  func forEachFillEdge(_ body: (Point, Point) -> Void) {
    for line in polylines {
      let pts = line.points
      guard pts.count > 2 else { continue }
      var j = pts.count - 1
      for i in 0..<pts.count {
        body(pts[j], pts[i])
        j = i
      }
    }
  }

  /// Whether `point` is inside by the non-zero winding rule (SVG's and SwiftUI's default fill
  /// rule); every subpath is treated as closed, as filling does.
  func contains(_ point: Point) -> Bool {
    guard bounds.contains(point) else { return false }
    var winding = 0
    forEachFillEdge { p0, p1 in
      if p0.y <= point.y {
        if p1.y > point.y && cross(p0, p1, point) > 0 { winding += 1 }
      } else if p1.y <= point.y && cross(p0, p1, point) < 0 {
        winding -= 1
      }
    }
    return winding != 0
  }

  /// Whether `point` lies within `halfWidth` of the outline (the stroked region).
  func strokeContains(_ point: Point, halfWidth: Double) -> Bool {
    strokeContains(point, halfWidth: halfWidth, segments: strokeSegments)
  }

  /// Whether `point` lies within `halfWidth` of one of `segments`, a subset of
  /// ``strokeSegments`` that holds every segment that can come that close (for example
  /// ``strokeSegments(nearY:halfWidth:)`` for the point's row): the same test, term for term, as
  /// ``strokeContains(_:halfWidth:)`` over the whole outline.
  func strokeContains(_ point: Point, halfWidth: Double, segments: [StrokeSegment]) -> Bool {
    guard bounds.insetBy(dx: -halfWidth, dy: -halfWidth).contains(point) else { return false }
    let limit = halfWidth * halfWidth
    for segment in segments where squaredDistance(point, segment.a, segment.b) <= limit {
      return true
    }
    return false
  }

  /// Marks in `covered` the samples of one row that lie within `halfWidth` of one of
  /// `segments` (as ``segments(_:nearY:halfWidth:)`` picks them for the row): sample `k` is the
  /// point ((`firstColumn` + k + ½) · `step`, `y`), for k in `0..<count` (by default all of
  /// `covered`), and is tested only where `eligible[k]`. Sets `tested` to the ranges of k that
  /// were tested, sorted and disjoint, which hold every mark made (empty when none was): a
  /// caller reads the marks there instead of across the row, which for an outline's two sides
  /// is a few samples instead of all of them.
  ///
  /// The same test, term for term, as ``strokeContains(_:halfWidth:segments:)`` at each sample,
  /// but each segment is tested only against the samples of the row it can come near: the
  /// x extent of its part inside the band y ± `halfWidth`, widened by `halfWidth` and two
  /// samples for rounding. A row then costs about Σ segments (their reach in samples) instead
  /// of samples × segments, which made long stroked outlines (the coordinator demo's screens)
  /// the rasteriser's hot spot.
  func markStroke(
    _ covered: inout [Bool], eligible: [Bool], count: Int? = nil, atY y: Double,
    firstColumn: Int, step: Double, halfWidth: Double, segments: [StrokeSegment],
    tested: inout [Range<Int>]
  ) {
    tested.removeAll(keepingCapacity: true)
    let width = count ?? covered.count
    guard width > 0 else { return }
    let area = bounds.insetBy(dx: -halfWidth, dy: -halfWidth)
    guard y >= area.minY, y <= area.maxY else { return }
    let limit = halfWidth * halfWidth
    for segment in segments {
      let (a, b) = (segment.a, segment.b)
      let margin =
        halfWidth * (1 + 1e-9) + 1e-12 * (abs(a.y) + abs(b.y) + abs(y) + abs(a.x) + abs(b.x))
      let dx = b.x - a.x
      let dy = b.y - a.y
      var low = min(a.x, b.x)
      var high = max(a.x, b.x)
      if abs(dy) > margin {
        // The part of the segment inside the band: t where a.y + t·dy ∈ [y − margin, y + margin].
        let t0 = (y - margin - a.y) / dy
        let t1 = (y + margin - a.y) / dy
        let tLow = min(max(min(t0, t1), 0), 1)
        let tHigh = min(max(max(t0, t1), 0), 1)
        let x0 = a.x + tLow * dx
        let x1 = a.x + tHigh * dx
        low = max(low, min(x0, x1))
        high = min(high, max(x0, x1))
      }
      let first = ((low - margin) / step - 0.5).rounded(.down) - Double(firstColumn) - 2
      let last = ((high + margin) / step - 0.5).rounded(.up) - Double(firstColumn) + 2
      // NaN or a reach beyond the row (huge coordinates) falls back to the whole row.
      let k0 = first.isFinite ? Int(min(max(first, 0), Double(width))) : 0
      let k1 = last.isFinite ? Int(min(max(last, -1), Double(width - 1))) : width - 1
      guard k0 <= k1 else { continue }
      tested.append(k0..<(k1 + 1))
      for k in k0...k1 where eligible[k] && !covered[k] {
        let p = Point(x: (Double(firstColumn + k) + 0.5) * step, y: y)
        if area.contains(p) && squaredDistance(p, a, b) <= limit { covered[k] = true }
      }
    }
    // Sorted and merged in place: pieces come in outline order, so mostly sorted already.
    guard tested.count > 1 else { return }
    tested.sort { $0.lowerBound < $1.lowerBound }
    var merged = 0
    for index in 1..<tested.count {
      if tested[index].lowerBound <= tested[merged].upperBound {
        tested[merged] =
          tested[merged].lowerBound..<max(tested[merged].upperBound, tested[index].upperBound)
      } else {
        merged += 1
        tested[merged] = tested[index]
      }
    }
    tested.removeLast(tested.count - merged - 1)
  }

  /// A straight piece of the stroked outline, from `a` to `b` (equal for a lone point).
  struct StrokeSegment {
    var a: Point
    var b: Point

    /// Whether the piece's y extent, widened by `halfWidth` and a margin for the rounding in
    /// the distance computation, contains `y`: the test of ``segments(_:nearY:halfWidth:)``.
    func comesNear(y: Double, halfWidth: Double) -> Bool {
      let low = min(a.y, b.y)
      let high = max(a.y, b.y)
      let margin = halfWidth * (1 + 1e-9) + 1e-12 * (abs(low) + abs(high) + abs(y))
      return y >= low - margin && y <= high + margin
    }
  }

  /// Every piece of the outline a stroke follows: consecutive points of each polyline, the
  /// closing piece of a closed one, and a lone point as a piece of length 0.
  var strokeSegments: [StrokeSegment] {
    var segments: [StrokeSegment] = []
    for line in polylines {
      let pts = line.points
      if pts.count == 1 { segments.append(StrokeSegment(a: pts[0], b: pts[0])) }
      for i in pts.indices.dropFirst() { segments.append(StrokeSegment(a: pts[i - 1], b: pts[i])) }
      if line.isClosed, let first = pts.first, let last = pts.last {
        segments.append(StrokeSegment(a: last, b: first))
      }
    }
    return segments
  }

  /// The pieces of `segments` whose distance from some point of the horizontal line at `y` can
  /// be at most `halfWidth`: those whose y extent, widened by `halfWidth` and a margin for the
  /// rounding in the distance computation, contains `y`. No piece that
  /// ``strokeContains(_:halfWidth:)`` could accept for a point on that line is left out.
  static func segments(
    _ segments: [StrokeSegment], nearY y: Double, halfWidth: Double
  ) -> [StrokeSegment] {
    var near: [StrokeSegment] = []
    Self.segments(segments, nearY: y, halfWidth: halfWidth, into: &near)
    return near
  }

  /// ``segments(_:nearY:halfWidth:)`` written into `near` (emptied first), which keeps its
  /// storage from row to row.
  static func segments(
    _ segments: [StrokeSegment], nearY y: Double, halfWidth: Double,
    into near: inout [StrokeSegment]
  ) {
    near.removeAll(keepingCapacity: true)
    for segment in segments where segment.comesNear(y: y, halfWidth: halfWidth) {
      near.append(segment)
    }
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

extension FlattenedPath {
  /// The sorted, disjoint x-intervals `[a, b)` of the horizontal line at `y` that lie inside
  /// by the non-zero winding rule, with the same edge rules as ``contains(_:)``.
  func insideIntervals(atY y: Double) -> [(Double, Double)] {
    var crossings: [(x: Double, direction: Int)] = []
    var intervals: [(Double, Double)] = []
    insideIntervals(atY: y, into: &intervals, crossings: &crossings)
    return intervals
  }

  /// ``insideIntervals(atY:)`` written into `intervals`, with `crossings` as scratch space:
  /// both are emptied first and keep their storage, so a renderer asking row after row
  /// allocates nothing.
  func insideIntervals(
    atY y: Double, into intervals: inout [(Double, Double)],
    crossings: inout [(x: Double, direction: Int)]
  ) {
    intervals.removeAll(keepingCapacity: true)
    crossings.removeAll(keepingCapacity: true)
    guard y >= bounds.minY, y <= bounds.maxY else { return }
    forEachFillEdge { p0, p1 in
      if p0.y <= y && p1.y > y {
        crossings.append((p0.x + (y - p0.y) * (p1.x - p0.x) / (p1.y - p0.y), 1))
      } else if p1.y <= y && p0.y > y {
        crossings.append((p0.x + (y - p0.y) * (p1.x - p0.x) / (p1.y - p0.y), -1))
      }
    }
    guard crossings.count > 1 else { return }
    crossings.sort { $0.x < $1.x }
    // winding(x) = Σ direction of the crossings right of x.
    var suffix = crossings.reduce(0) { $0 + $1.direction }
    for k in 0..<(crossings.count - 1) {
      suffix -= crossings[k].direction
      guard suffix != 0 else { continue }
      let a = crossings[k].x
      let b = crossings[k + 1].x
      if let last = intervals.last, last.1 >= a {
        intervals[intervals.count - 1].1 = max(last.1, b)
      } else if a < b {
        intervals.append((a, b))
      }
    }
  }
}

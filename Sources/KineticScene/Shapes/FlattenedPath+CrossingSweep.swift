// The inside intervals of an outline row after row, found by sweeping down the rows (a
// scanline renderer's active edge list): a row asks only the edges whose y extent holds it,
// instead of every edge of the outline (a circle has dozens), which made the per-row crossing
// search a hot spot of the ASCII renderer.

extension FlattenedPath {
  /// A sweep over the rows of one outline's fill, top to bottom.
  struct CrossingSweep {
    private let bounds: Rect
    /// The edges that can cross a row (each subpath closed, as filling does), with their
    /// y extent.
    private let edges: [(p0: Point, p1: Point, low: Double, high: Double)]
    /// Edge indices by the low end of their y extent (NaN first, so that the order is valid
    /// and such an edge is asked on every row, as the full search would).
    private let order: [Int]
    private var next = 0
    private var active: [Int] = []
    private var lastY = -Double.infinity

    init(_ path: FlattenedPath) {
      bounds = path.bounds
      var edges: [(p0: Point, p1: Point, low: Double, high: Double)] = []
      for line in path.polylines where line.points.count > 2 {
        let pts = line.points
        var j = pts.count - 1
        for i in pts.indices {
          edges.append((pts[j], pts[i], min(pts[j].y, pts[i].y), max(pts[j].y, pts[i].y)))
          j = i
        }
      }
      self.edges = edges
      order = edges.indices.sorted { [edges] in
        let (a, b) = (edges[$0].low, edges[$1].low)
        return a.isNaN ? !b.isNaN : a < b
      }
    }

    /// ``FlattenedPath/insideIntervals(atY:)`` written into `intervals`, with `crossings` as
    /// scratch space (both emptied first). Rows are expected in increasing y; an earlier row
    /// restarts the sweep.
    mutating func insideIntervals(
      atY y: Double, into intervals: inout [(Double, Double)],
      crossings: inout [(x: Double, direction: Int)]
    ) {
      intervals.removeAll(keepingCapacity: true)
      crossings.removeAll(keepingCapacity: true)
      if !(y >= lastY) {
        next = 0
        active.removeAll(keepingCapacity: true)
      }
      lastY = y
      guard y >= bounds.minY, y <= bounds.maxY else { return }
      // An edge crosses row y only if low ≤ y < high; once high ≤ y it never will again.
      while next < order.count, !(edges[order[next]].low > y) {
        active.append(order[next])
        next += 1
      }
      active.removeAll { edges[$0].high <= y }
      for index in active {
        if let crossing = FlattenedPath.crossing(edges[index].p0, edges[index].p1, atY: y) {
          crossings.append(crossing)
        }
      }
      FlattenedPath.windingIntervals(of: &crossings, into: &intervals)
    }
  }
}

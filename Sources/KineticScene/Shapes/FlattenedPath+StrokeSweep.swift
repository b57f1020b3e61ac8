// The pieces of a stroked outline near each row, found by sweeping down the rows (a scanline
// renderer's active edge list) instead of testing every piece on every row: a long outline
// (a rounded screen, a circle) has dozens of pieces and only a few come near any row, so the
// per-row test of all of them was the ASCII renderer's hot spot.

extension FlattenedPath {
  /// A sweep over the rows of one stroked outline, top to bottom.
  struct StrokeSweep {
    private let segments: [StrokeSegment]
    private let halfWidth: Double
    /// Per piece, a y range that contains every row it comes near (see `comesNear`),
    /// with the margin taken at the largest |y| the sweep is asked about.
    private let reach: [(low: Double, high: Double)]
    /// Piece indices by the start of their reach.
    private let order: [Int]
    private var next = 0
    private var active: [Int] = []
    private var lastY = -Double.infinity

    /// A sweep over `segments` stroked `halfWidth` each side, for rows with |y| ≤ `yBound`.
    init(_ segments: [StrokeSegment], halfWidth: Double, yBound: Double) {
      self.segments = segments
      self.halfWidth = halfWidth
      // At least the margin of `comesNear` for any |y| ≤ yBound, and a little more.
      reach = segments.map { s in
        let low = min(s.a.y, s.b.y)
        let high = max(s.a.y, s.b.y)
        let margin = (halfWidth * (1 + 1e-9) + 1e-12 * (abs(low) + abs(high) + yBound)) * (1 + 1e-9)
        return (low - margin, high + margin)
      }
      // NaN first (a piece with a NaN reach is then tested on every row, never skipped), so
      // that the order is a valid one.
      order = segments.indices.sorted { [reach] in
        let (a, b) = (reach[$0].low, reach[$1].low)
        return a.isNaN ? !b.isNaN : a < b
      }
    }

    /// Writes into `near` (emptied first) the pieces that ``FlattenedPath/segments(_:nearY:halfWidth:)``
    /// picks for the row at `y`, not necessarily in the same order. Rows are expected in
    /// increasing y; an earlier row restarts the sweep.
    mutating func segments(nearY y: Double, into near: inout [StrokeSegment]) {
      near.removeAll(keepingCapacity: true)
      if !(y >= lastY) {
        next = 0
        active.removeAll(keepingCapacity: true)
      }
      lastY = y
      while next < order.count, !(reach[order[next]].low > y) {
        active.append(order[next])
        next += 1
      }
      active.removeAll { reach[$0].high < y }
      for index in active where segments[index].comesNear(y: y, halfWidth: halfWidth) {
        near.append(segments[index])
      }
    }
  }
}

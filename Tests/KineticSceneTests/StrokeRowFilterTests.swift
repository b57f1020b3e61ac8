import Kinetic
import KineticTestSupport
import Testing

@testable import KineticScene

/// The ASCII rasteriser tests stroke coverage only against the outline pieces near each sample
/// row (issue 15: `kinetic demo coordinator` spent seconds testing every piece for every
/// sample). The filter must never drop a piece that covers a point of the row, or frames would
/// change: checked against the distance computed here, independently, in Float80.
@Suite("Stroke coverage: the row filter keeps every piece that can cover the row")
struct StrokeRowFilterTests {
  #if arch(x86_64) && !os(Windows)
    /// The exact distance from q to the segment a–b, in extended precision.
    static func distance(_ q: Point, _ a: Point, _ b: Point) -> Float80 {
      let (ax, ay, bx, by) = (Float80(a.x), Float80(a.y), Float80(b.x), Float80(b.y))
      let (qx, qy) = (Float80(q.x), Float80(q.y))
      let dx = bx - ax
      let dy = by - ay
      let length2 = dx * dx + dy * dy
      var t = length2 > 0 ? ((qx - ax) * dx + (qy - ay) * dy) / length2 : 0
      t = min(max(t, 0), 1)
      let ex = ax + t * dx - qx
      let ey = ay + t * dy - qy
      return (ex * ex + ey * ey).squareRoot()
    }

    @Test func filterKeepsEveryCoveringPiece() {
      var generator = SeededGenerator(name: "stroke row filter")
      var covered = 0
      for _ in 0..<300 {
        let count = Int.random(in: 1...12, using: &generator)
        let points = (0..<count).map { _ in
          Point(
            x: Double.random(in: -50...250, using: &generator),
            y: Double.random(in: -50...250, using: &generator))
        }
        let xs = points.map(\.x)
        let ys = points.map(\.y)
        let path = FlattenedPath(
          polylines: [(points, Bool.random(using: &generator))],
          bounds: Rect(
            x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!,
            height: ys.max()! - ys.min()!))
        let halfWidth = [0, 0.5, 1, 3, 20][Int.random(in: 0...4, using: &generator)]
        let all = path.strokeSegments
        for _ in 0..<40 {
          let q = Point(
            x: Double.random(in: -80...280, using: &generator),
            y: Double.random(in: -80...280, using: &generator))
          let near = FlattenedPath.segments(all, nearY: q.y, halfWidth: halfWidth)
          for segment in all where Self.distance(q, segment.a, segment.b) <= Float80(halfWidth) {
            covered += 1
            #expect(
              near.contains { $0.a == segment.a && $0.b == segment.b },
              "piece \(segment) covers \(q) (half width \(halfWidth)) but was filtered out")
          }
          #expect(
            path.strokeContains(q, halfWidth: halfWidth, segments: near)
              == path.strokeContains(q, halfWidth: halfWidth))
        }
      }
      #expect(covered > 500)
    }
  #endif

  /// A row's stroke coverage is marked segment by segment, each against only the samples it
  /// can reach; it must equal the per-sample test over every piece exactly, or frames change.
  /// Random outlines mix long diagonals, almost horizontal and vertical pieces and lone points.
  @Test func rowMarkingEqualsThePerSampleTest() {
    var generator = SeededGenerator(name: "stroke row marking")
    var marked = 0
    for _ in 0..<300 {
      let count = Int.random(in: 1...10, using: &generator)
      var points: [Point] = []
      for _ in 0..<count {
        let previous = points.last ?? Point(x: 100, y: 100)
        switch Int.random(in: 0...3, using: &generator) {
        case 0:  // almost horizontal
          points.append(
            Point(
              x: Double.random(in: -50...250, using: &generator),
              y: previous.y + Double.random(in: -1e-9...1e-9, using: &generator)))
        case 1:  // vertical
          points.append(Point(x: previous.x, y: Double.random(in: -50...250, using: &generator)))
        default:
          points.append(
            Point(
              x: Double.random(in: -50...250, using: &generator),
              y: Double.random(in: -50...250, using: &generator)))
        }
      }
      let xs = points.map(\.x)
      let ys = points.map(\.y)
      let path = FlattenedPath(
        polylines: [(points, Bool.random(using: &generator))],
        bounds: Rect(
          x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!,
          height: ys.max()! - ys.min()!))
      let halfWidth = [0, 0.25, 0.5, 1, 3, 20][Int.random(in: 0...5, using: &generator)]
      let step = [0.37, 1, 1.5, 4][Int.random(in: 0...3, using: &generator)]
      let firstColumn = Int.random(in: 0...20, using: &generator)
      let width = Int.random(in: 1...300, using: &generator)
      let all = path.strokeSegments
      for _ in 0..<10 {
        // Rows through the outline's points as well as anywhere.
        let y =
          Bool.random(using: &generator)
          ? ys.randomElement(using: &generator)!
            + [0, halfWidth, -halfWidth][
              Int.random(in: 0...2, using: &generator)]
          : Double.random(in: -80...280, using: &generator)
        let eligible = (0..<width).map { _ in Double.random(in: 0...1, using: &generator) < 0.9 }
        var covered = [Bool](repeating: false, count: width)
        let near = FlattenedPath.segments(all, nearY: y, halfWidth: halfWidth)
        var tested: [Range<Int>] = []
        path.markStroke(
          &covered, eligible: eligible, atY: y, firstColumn: firstColumn, step: step,
          halfWidth: halfWidth, segments: near, tested: &tested)
        // The tested ranges are sorted, disjoint and hold every mark.
        for (low, high) in zip(tested, tested.dropFirst()) {
          #expect(low.upperBound < high.lowerBound, "ranges \(tested) not sorted and disjoint")
        }
        for k in 0..<width where covered[k] {
          #expect(tested.contains { $0.contains(k) }, "mark \(k) outside the tested \(tested)")
        }
        for k in 0..<width {
          let p = Point(x: (Double(firstColumn + k) + 0.5) * step, y: y)
          let expected = eligible[k] && path.strokeContains(p, halfWidth: halfWidth, segments: all)
          if expected { marked += 1 }
          #expect(
            covered[k] == expected,
            "sample \(k) at \(p), half width \(halfWidth), step \(step), outline \(points)")
        }
      }
    }
    #expect(marked > 2_000)
  }
}

import Kinetic

// The ASCII renderer's sample grid. Items are drawn back to front; each one visits only the
// sample rows of its bounding box, and on each row only the samples it covers: fills (and
// clips) are resolved per row from the outline's crossings with the row (non-zero winding)
// into runs of sample columns, and strokes test each outline piece only against the samples
// it can reach. A frame costs about Σ items (rows × edges + covered samples) instead of
// samples × items × edges.
//
// The grid holds a band of sample rows, not necessarily all of them: the ASCII renderer keeps
// one character row's worth (three sample rows) and moves it down the canvas, so a frame needs
// a few kilobytes that stay in cache instead of megabytes allocated, zeroed and faulted in per
// frame (which dominated the fuzz build, where freed memory is quarantined). Compositing is per
// sample and in item order whichever band holds the sample, so the band size changes no value.

/// A band of samples with straight alpha and, optionally, premultiplied gamma-encoded colour.
struct CoverageRaster {
  /// Sample columns of the whole grid.
  let columns: Int
  /// Sample rows of the whole grid.
  let rows: Int
  /// The canvas size the grid covers, in points.
  let size: Size
  /// How many sample rows the band holds.
  let bandRows: Int
  /// The first sample row the band holds.
  private(set) var firstRow = 0
  /// Whether colour is composited as well as alpha (only the ANSI colour output needs it).
  let tracksColour: Bool
  /// Alpha of the held samples, row by row from ``firstRow``.
  private(set) var alpha: [Double]
  /// Premultiplied colour of the held samples (empty unless ``tracksColour``).
  private(set) var color: [SIMD3<Double>]
  /// The sample columns items may have drawn on in the band since it was moved (outside them
  /// every held sample is still clear), or nil when none has.
  private(set) var touchedColumns: Range<Int>? = nil
  // Scratch buffers reused row after row, so drawing allocates nothing per row but the
  // outline's crossings.
  private var stroked: [Bool] = []
  private var everywhere: [Bool] = []
  private var visible: [Range<Int>] = []
  private var runs: [Range<Int>] = []
  private var clipped: [Range<Int>] = []
  private var intervals: [(Double, Double)] = []
  private var crossings: [(x: Double, direction: Int)] = []
  private var near: [FlattenedPath.StrokeSegment] = []
  private var tested: [Range<Int>] = []

  /// The whole grid, with colour.
  init(columns: Int, rows: Int, size: Size) {
    self.init(columns: columns, rows: rows, size: size, bandRows: rows, colour: true)
  }

  /// A band of `bandRows` sample rows of the grid, starting at row 0.
  init(columns: Int, rows: Int, size: Size, bandRows: Int, colour: Bool) {
    self.columns = columns
    self.rows = rows
    self.size = size
    self.bandRows = bandRows
    tracksColour = colour
    alpha = [Double](repeating: 0, count: columns * bandRows)
    color = colour ? [SIMD3<Double>](repeating: .zero, count: columns * bandRows) : []
  }

  var sampleWidth: Double { size.width / Double(columns) }
  var sampleHeight: Double { size.height / Double(rows) }

  /// The centre of sample (i, j).
  func point(_ i: Int, _ j: Int) -> Point {
    Point(x: (Double(i) + 0.5) * sampleWidth, y: (Double(j) + 0.5) * sampleHeight)
  }

  /// Clears the band and moves it to start at sample row `row`.
  mutating func moveBand(to row: Int) {
    firstRow = row
    guard let touched = touchedColumns else { return }
    // Whole runs at once (a memset), not sample by sample: in the fuzz build every loop step
    // and checked subscript is instrumented, and this clearing was a seventh of the frame.
    for r in 0..<bandRows {
      let run = (r * columns + touched.lowerBound)..<(r * columns + touched.upperBound)
      alpha.withUnsafeMutableBufferPointer {
        UnsafeMutableBufferPointer(rebasing: $0[run]).update(repeating: 0)
      }
      if tracksColour {
        color.withUnsafeMutableBufferPointer {
          UnsafeMutableBufferPointer(rebasing: $0[run]).update(repeating: .zero)
        }
      }
    }
    touchedColumns = nil
  }

  /// The sample indices whose centres may lie in `rect`, or nil when none do.
  func indexRange(of rect: Rect) -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>)? {
    func range(_ lo: Double, _ hi: Double, _ step: Double, _ count: Int) -> ClosedRange<Int>? {
      let a = (lo / step - 0.5).rounded(.up)
      let b = (hi / step - 0.5).rounded(.down)
      guard !a.isNaN, !b.isNaN else { return nil }
      let first = max(a, 0)
      let last = min(b, Double(count - 1))
      guard first <= last else { return nil }
      return Int(first)...Int(last)
    }
    guard let c = range(rect.minX, rect.maxX, sampleWidth, columns),
      let r = range(rect.minY, rect.maxY, sampleHeight, rows)
    else { return nil }
    return (c, r)
  }

  /// Composites `c` with opacity `a` over held sample `index`.
  private mutating func over(_ index: Int, _ c: SIMD3<Double>, _ a: Double) {
    let a = Color.clampedUnit(a)
    if tracksColour { color[index] = c * a + color[index] * (1 - a) }
    alpha[index] = a + alpha[index] * (1 - a)
  }

  /// Composites `c` with opacity `a` over the held samples `run` of the row starting at
  /// `rowStart`: ``over(_:_:_:)`` for each, with the opacity clamped once.
  private mutating func over(run: Range<Int>, rowStart: Int, _ c: SIMD3<Double>, _ a: Double) {
    let a = Color.clampedUnit(a)
    let keep = 1 - a
    let indices = (rowStart + run.lowerBound)..<(rowStart + run.upperBound)
    alpha.withUnsafeMutableBufferPointer { alpha in
      for index in indices { alpha[index] = a + alpha[index] * keep }
    }
    guard tracksColour else { return }
    let paint = c * a
    color.withUnsafeMutableBufferPointer { color in
      for index in indices { color[index] = paint + color[index] * keep }
    }
  }

  /// Sets ``runs`` to the runs of row `y`'s sample columns inside `path`, shifted by `shift`
  /// points.
  private mutating func findRuns(
    of path: FlattenedPath, atY y: Double, shift: Double, firstColumn: Int, width: Int
  ) {
    path.insideIntervals(atY: y, into: &intervals, crossings: &crossings)
    var result = runs
    runs = []
    runs(intervals, shift: shift, firstColumn: firstColumn, width: width, into: &result)
    runs = result
  }

  /// What drawing one item needs, worked out once per frame: the samples it can touch, its
  /// paints and the pieces its stroke follows (swept down the rows as they are drawn).
  struct Item {
    let item: DisplayItem
    let halfWidth: Double
    let range: (columns: ClosedRange<Int>, rows: ClosedRange<Int>)
    let solidFill: SIMD3<Double>?
    let fillOpacity: Double
    let solidStroke: SIMD3<Double>?
    let strokeOpacity: Double
    var strokeSweep: FlattenedPath.StrokeSweep?
  }

  /// `item` prepared for drawing, or nil when it covers no sample.
  func prepare(_ item: DisplayItem, minimumHalfWidth: Double) -> Item? {
    guard item.opacity > 0, item.text == nil else { return nil }
    let outline = item.flattened
    let halfWidth = max((item.stroke?.style.lineWidth ?? 0) / 2, minimumHalfWidth)
    var region: Rect? = nil
    func include(_ r: Rect) { region = region.map { $0.union(r) } ?? r }
    if item.fill != nil {
      include(outline.bounds)
      for s in item.shadows {
        include(
          Rect(
            origin: Point(x: outline.bounds.minX + s.x, y: outline.bounds.minY + s.y),
            size: outline.bounds.size))
      }
    }
    if item.stroke != nil { include(outline.bounds.insetBy(dx: -halfWidth, dy: -halfWidth)) }
    guard var area = region else { return nil }
    for clip in item.flattenedClips {
      guard area.intersects(clip.bounds) else { return nil }
      let x0 = max(area.minX, clip.bounds.minX)
      let y0 = max(area.minY, clip.bounds.minY)
      area = Rect(
        x: x0, y: y0, width: min(area.maxX, clip.bounds.maxX) - x0,
        height: min(area.maxY, clip.bounds.maxY) - y0)
    }
    guard let range = indexRange(of: area) else { return nil }
    // Solid paints are encoded once, not per sample.
    func solid(_ paint: Paint?) -> (SIMD3<Double>?, Double) {
      if case .color(let c)? = paint { return (c.clampedEncoded, c.opacity * item.opacity) }
      return (nil, item.opacity)
    }
    let (solidFill, fillOpacity) = solid(item.fill)
    let (solidStroke, strokeOpacity) = solid(item.stroke?.paint)
    return Item(
      item: item, halfWidth: halfWidth, range: range, solidFill: solidFill,
      fillOpacity: fillOpacity, solidStroke: solidStroke, strokeOpacity: strokeOpacity,
      strokeSweep: item.stroke == nil
        ? nil
        : FlattenedPath.StrokeSweep(
          outline.strokeSegments, halfWidth: halfWidth,
          // Every row's |y| is at most the larger of the first and last row's.
          yBound: max(abs(point(0, 0).y), abs(point(0, rows - 1).y))))
  }

  /// Draws one item (its shadows, fill and stroke, inside its clips) on the whole grid.
  mutating func draw(_ item: DisplayItem, minimumHalfWidth: Double) {
    guard var prepared = prepare(item, minimumHalfWidth: minimumHalfWidth) else { return }
    draw(&prepared)
  }

  /// Draws the rows of `prepared` that the band holds (moving its stroke sweep on: bands are
  /// drawn top to bottom).
  mutating func draw(_ prepared: inout Item) {
    let first = max(prepared.range.rows.lowerBound, firstRow)
    let last = min(prepared.range.rows.upperBound, firstRow + bandRows - 1)
    guard first <= last else { return }
    let width = prepared.range.columns.count
    let reach = prepared.range.columns.lowerBound..<(prepared.range.columns.upperBound + 1)
    touchedColumns =
      touchedColumns.map {
        min($0.lowerBound, reach.lowerBound)..<max($0.upperBound, reach.upperBound)
      }
      ?? reach
    if stroked.count < width {
      stroked = [Bool](repeating: false, count: width)
      everywhere = [Bool](repeating: true, count: width)
    }
    for j in first...last { drawRow(j, of: &prepared, width: width) }
  }

  /// Draws sample row `j` of `prepared`, `width` samples from its first column.
  private mutating func drawRow(_ j: Int, of prepared: inout Item, width: Int) {
    let item = prepared.item
    let outline = item.flattened
    let i0 = prepared.range.columns.lowerBound
    let rowStart = (j - firstRow) * columns + i0
    let y = (Double(j) + 0.5) * sampleHeight
    // The visible runs: the row inside every clip.
    visible.removeAll(keepingCapacity: true)
    visible.append(0..<width)
    for clip in item.flattenedClips {
      findRuns(of: clip, atY: y, shift: 0, firstColumn: i0, width: width)
      Self.intersect(visible, runs, into: &clipped)
      swap(&visible, &clipped)
      if visible.isEmpty { return }
    }
    if let fill = item.fill {
      for shadow in item.shadows {
        findRuns(of: outline, atY: y - shadow.y, shift: shadow.x, firstColumn: i0, width: width)
        Self.intersect(runs, visible, into: &clipped)
        let c = shadow.color.clampedEncoded
        let a = shadow.color.opacity * item.opacity
        for run in clipped { over(run: run, rowStart: rowStart, c, a) }
      }
      findRuns(of: outline, atY: y, shift: 0, firstColumn: i0, width: width)
      Self.intersect(runs, visible, into: &clipped)
      for run in clipped {
        if let solidFill = prepared.solidFill {
          over(run: run, rowStart: rowStart, solidFill, prepared.fillOpacity)
        } else {
          for k in run {
            let c = item.color(of: fill, at: point(i0 + k, j))
            over(rowStart + k, c.clampedEncoded, c.opacity * item.opacity)
          }
        }
      }
    }
    if let stroke = item.stroke, prepared.strokeSweep != nil {
      // Only the pieces of the outline that come near this row can cover its samples.
      prepared.strokeSweep!.segments(nearY: y, into: &near)
      if near.isEmpty { return }
      outline.markStroke(
        &stroked, eligible: everywhere, count: width, atY: y, firstColumn: i0,
        step: sampleWidth, halfWidth: prepared.halfWidth, segments: near, tested: &tested)
      // The marks are read (in increasing k, each once) only where samples were tested, and
      // cleared as they are read, so the buffer is all false for the next row; only the
      // visible ones are painted. The buffer is moved out of `self` while `over` writes it.
      var marks: [Bool] = []
      swap(&marks, &stroked)
      defer { swap(&marks, &stroked) }
      var v = 0
      for reach in tested {
        for k in reach where marks[k] {
          marks[k] = false
          while v < visible.count && visible[v].upperBound <= k { v += 1 }
          guard v < visible.count, visible[v].lowerBound <= k else { continue }
          if let solidStroke = prepared.solidStroke {
            over(rowStart + k, solidStroke, prepared.strokeOpacity)
          } else {
            let c = item.color(of: stroke.paint, at: point(i0 + k, j))
            over(rowStart + k, c.clampedEncoded, c.opacity * item.opacity)
          }
        }
      }
    }
  }

  /// The runs of sample columns `firstColumn + k`, k in `0..<width`, whose centres lie in one
  /// of `intervals` (sorted, disjoint, half-open `[a, b)`) shifted by `shift` points.
  ///
  /// Sample k is inside exactly when a ≤ xₖ < b for xₖ = (`firstColumn` + k + ½)·step − `shift`,
  /// computed as written; each boundary is estimated by division and then settled with that
  /// test (xₖ grows with k), so the runs agree sample for sample with testing every sample.
  private func runs(
    _ intervals: [(Double, Double)], shift: Double, firstColumn: Int, width: Int,
    into result: inout [Range<Int>]
  ) {
    result.removeAll(keepingCapacity: true)
    let step = sampleWidth
    func x(_ k: Int) -> Double { (Double(firstColumn + k) + 0.5) * step - shift }
    /// The first k in 0...width with x(k) ≥ bound (width when there is none).
    func firstAtOrAfter(_ bound: Double) -> Int {
      guard !bound.isNaN else { return width }
      let estimate = ((bound + shift) / step - 0.5).rounded(.up) - Double(firstColumn)
      var k = estimate.isNaN ? 0 : Int(min(max(estimate, 0), Double(width)))
      while k > 0 && x(k - 1) >= bound { k -= 1 }
      while k < width && x(k) < bound { k += 1 }
      return k
    }
    // `end` keeps the runs sorted and disjoint even if rounding disorders the intervals.
    var end = 0
    for (a, b) in intervals {
      let low = max(firstAtOrAfter(a), end)
      if low >= width { break }
      let high = firstAtOrAfter(b)
      if low < high {
        result.append(low..<high)
        end = high
      }
    }
  }

  /// The runs covered by both `a` and `b` (each sorted and disjoint), into `result`.
  private static func intersect(
    _ a: [Range<Int>], _ b: [Range<Int>], into result: inout [Range<Int>]
  ) {
    result.removeAll(keepingCapacity: true)
    var i = 0
    var j = 0
    while i < a.count && j < b.count {
      let low = max(a[i].lowerBound, b[j].lowerBound)
      let high = min(a[i].upperBound, b[j].upperBound)
      if low < high { result.append(low..<high) }
      if a[i].upperBound < b[j].upperBound { i += 1 } else { j += 1 }
    }
  }
}

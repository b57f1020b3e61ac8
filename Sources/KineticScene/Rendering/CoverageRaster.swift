import Kinetic

// The ASCII renderer's sample grid. Items are drawn back to front; each one visits only the
// sample rows and columns of its bounding box, and fills are resolved per row from the
// outline's crossings with the row (non-zero winding), so a frame costs about
// Σ items (rows × edges + samples) instead of samples × items × edges.

/// A grid of samples with straight alpha and premultiplied, gamma-encoded colour.
struct CoverageRaster {
  let columns: Int
  let rows: Int
  /// The canvas size the grid covers, in points.
  let size: Size
  private(set) var alpha: [Double]
  private(set) var color: [SIMD3<Double>]

  init(columns: Int, rows: Int, size: Size) {
    self.columns = columns
    self.rows = rows
    self.size = size
    alpha = [Double](repeating: 0, count: columns * rows)
    color = [SIMD3<Double>](repeating: .zero, count: columns * rows)
  }

  var sampleWidth: Double { size.width / Double(columns) }
  var sampleHeight: Double { size.height / Double(rows) }

  /// The centre of sample (i, j).
  func point(_ i: Int, _ j: Int) -> Point {
    Point(x: (Double(i) + 0.5) * sampleWidth, y: (Double(j) + 0.5) * sampleHeight)
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

  /// Composites `c` with opacity `a` over sample `index`.
  private mutating func over(_ index: Int, _ c: SIMD3<Double>, _ a: Double) {
    let a = Color.clampedUnit(a)
    color[index] = c * a + color[index] * (1 - a)
    alpha[index] = a + alpha[index] * (1 - a)
  }

  /// Draws one item: its shadows, fill and stroke, inside its clips.
  mutating func draw(_ item: DisplayItem, minimumHalfWidth: Double) {
    guard item.opacity > 0, item.text == nil else { return }
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
    guard var area = region else { return }
    for clip in item.flattenedClips {
      guard area.intersects(clip.bounds) else { return }
      let x0 = max(area.minX, clip.bounds.minX)
      let y0 = max(area.minY, clip.bounds.minY)
      area = Rect(
        x: x0, y: y0, width: min(area.maxX, clip.bounds.maxX) - x0,
        height: min(area.maxY, clip.bounds.maxY) - y0)
    }
    guard let range = indexRange(of: area) else { return }
    let solidFill: SIMD3<Double>? = {
      if case .color(let c)? = item.fill { return c.clampedEncoded }
      return nil
    }()
    let fillOpacity: Double = {
      if case .color(let c)? = item.fill { return c.opacity * item.opacity }
      return item.opacity
    }()
    let i0 = range.columns.lowerBound
    let width = range.columns.count
    let strokeSegments = item.stroke == nil ? nil : outline.strokeSegments
    // A solid stroke's colour is encoded once, not per sample.
    let solidStroke: SIMD3<Double>? = {
      if case .color(let c)? = item.stroke?.paint { return c.clampedEncoded }
      return nil
    }()
    let strokeOpacity: Double = {
      if case .color(let c)? = item.stroke?.paint { return c.opacity * item.opacity }
      return item.opacity
    }()
    var stroked = [Bool](repeating: false, count: width)
    var inside = [Bool](repeating: false, count: width)
    var visible = [Bool](repeating: true, count: width)
    for j in range.rows {
      let y = (Double(j) + 0.5) * sampleHeight
      // Clip mask for this row.
      for k in 0..<width { visible[k] = true }
      for clip in item.flattenedClips {
        mark(&inside, clip.insideIntervals(atY: y), shift: 0, firstColumn: i0)
        for k in 0..<width where !inside[k] { visible[k] = false }
      }
      if item.fill != nil {
        for shadow in item.shadows {
          mark(
            &inside, outline.insideIntervals(atY: y - shadow.y), shift: shadow.x, firstColumn: i0)
          let c = shadow.color.clampedEncoded
          let a = shadow.color.opacity * item.opacity
          for k in 0..<width where inside[k] && visible[k] { over(j * columns + i0 + k, c, a) }
        }
        mark(&inside, outline.insideIntervals(atY: y), shift: 0, firstColumn: i0)
        for k in 0..<width where inside[k] && visible[k] {
          if let solidFill {
            over(j * columns + i0 + k, solidFill, fillOpacity)
          } else if let fill = item.fill {
            let c = item.color(of: fill, at: point(i0 + k, j))
            over(j * columns + i0 + k, c.clampedEncoded, c.opacity * item.opacity)
          }
        }
      }
      if let stroke = item.stroke, let strokeSegments {
        // Only the pieces of the outline that come near this row can cover its samples.
        let near = FlattenedPath.segments(strokeSegments, nearY: y, halfWidth: halfWidth)
        if near.isEmpty { continue }
        for k in 0..<width { stroked[k] = false }
        outline.markStroke(
          &stroked, eligible: visible, atY: y, firstColumn: i0, step: sampleWidth,
          halfWidth: halfWidth, segments: near)
        for k in 0..<width where stroked[k] {
          if let solidStroke {
            over(j * columns + i0 + k, solidStroke, strokeOpacity)
          } else {
            let c = item.color(of: stroke.paint, at: point(i0 + k, j))
            over(j * columns + i0 + k, c.clampedEncoded, c.opacity * item.opacity)
          }
        }
      }
    }
  }

  /// Sets `mask[k]` to whether sample column `firstColumn + k` lies in one of `intervals`
  /// shifted by `shift` points.
  private func mark(
    _ mask: inout [Bool], _ intervals: [(Double, Double)], shift: Double, firstColumn: Int
  ) {
    for k in mask.indices { mask[k] = false }
    guard !intervals.isEmpty else { return }
    var n = 0
    for k in mask.indices {
      let x = (Double(firstColumn + k) + 0.5) * sampleWidth - shift
      while n < intervals.count && intervals[n].1 <= x { n += 1 }
      if n == intervals.count { break }
      mask[k] = x >= intervals[n].0
    }
  }
}

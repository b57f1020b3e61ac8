/// Where the numbered tags of a chart's annotations (`(1)`, `(2)`, … beside each mark) are
/// written, so that no two cover each other or another annotation's ring.
///
/// A greedy collision pass, in annotation order: each tag takes the first of its candidate
/// places (nearest first) whose box stays inside the document and meets no box placed before
/// it nor any ring; when every candidate collides, the one overlapping least. The first
/// candidate is where a lone tag has always gone (above and right of a ring; centred above the
/// plot for a settling line), so a chart whose tags never met draws exactly as before.
///
/// Boxes are estimated from the character count (``SVGDocument/characterWidth``), as the rest
/// of the layout is: nothing is measured.
struct AnnotationLabels {
  /// An axis-aligned rectangle in document pixels.
  struct Box: Equatable {
    var minX: Double
    var minY: Double
    var maxX: Double
    var maxY: Double

    /// Whether the two boxes share interior (touching edges do not count).
    func intersects(_ other: Box) -> Bool {
      minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// The area the two boxes share.
    func overlap(_ other: Box) -> Double {
      max(0, min(maxX, other.maxX) - max(minX, other.minX))
        * max(0, min(maxY, other.maxY) - max(minY, other.minY))
    }
  }

  /// A tag written at (`x`, `y`) (its baseline), anchored at its start or, with
  /// `centred`, at its middle; `box` is the ink it covers.
  struct Placement: Equatable {
    var x: Double
    var y: Double
    var centred: Bool
    var box: Box
  }

  /// One annotation to tag: its tag text and where its mark is, in pixels (`y` `nil` for a
  /// vertical line across the plot).
  struct Mark {
    var tag: String
    var x: Double
    var y: Double?
  }

  static let fontSize = 11.0
  /// The ring drawn around a marked point: radius 6, stroke 1.5.
  static let ringRadius = 7.0

  /// The plot area (the settling lines span it) and the document's size.
  var plotTop: Double
  var plotBottom: Double
  var width: Double
  var height: Double

  /// The box of a tag of `width` pixels whose baseline starts at (`x`, `y`).
  static func box(x: Double, y: Double, width: Double) -> Box {
    Box(minX: x - 1, minY: y - fontSize * 0.8, maxX: x + width + 1, maxY: y + fontSize * 0.25)
  }

  /// The places a tag may go, nearest to its mark first.
  func candidates(_ mark: Mark) -> [Placement] {
    let w = SVGDocument.textWidth(mark.tag, size: Self.fontSize)
    var result: [Placement] = []
    func add(_ x: Double, _ y: Double, centred: Bool = false) {
      let start = centred ? x - w / 2 : x
      result.append(
        Placement(x: x, y: y, centred: centred, box: Self.box(x: start, y: y, width: w)))
    }
    let step = Self.fontSize + 2
    if let y = mark.y {
      // Right, left; above, below; then further out in rings of one line.
      let right = mark.x + 8
      let left = mark.x - 8 - w
      let above = y - 8
      let below = y + 8 + Self.fontSize * 0.8
      for k in 0..<6 {
        let d = Double(k) * step
        add(right, above - d)
        add(right, below + d)
        add(left, above - d)
        add(left, below + d)
      }
    } else {
      // Centred above the plot, then beside the line just inside it, moving down.
      add(mark.x, plotTop - 4, centred: true)
      let inside = plotTop + 4 + Self.fontSize * 0.8
      var k = 0.0
      while inside + k * step < plotBottom - 2, k < 12 {
        add(mark.x + 4, inside + k * step)
        add(mark.x - 4 - w, inside + k * step)
        k += 1
      }
    }
    return result
  }

  /// A place for each mark's tag, in order (see the type's discussion).
  func place(_ marks: [Mark]) -> [Placement] {
    let rings = marks.compactMap { mark in
      mark.y.map {
        Box(
          minX: mark.x - Self.ringRadius, minY: $0 - Self.ringRadius,
          maxX: mark.x + Self.ringRadius, maxY: $0 + Self.ringRadius)
      }
    }
    var placed: [Placement] = []
    for mark in marks {
      let all = candidates(mark)
      let inside = all.filter {
        $0.box.minX >= 0 && $0.box.maxX <= width && $0.box.minY >= 0 && $0.box.maxY <= height
      }
      let options = inside.isEmpty ? all : inside
      let obstacles = rings + placed.map(\.box)
      if let free = options.first(where: { c in !obstacles.contains { c.box.intersects($0) } }) {
        placed.append(free)
        continue
      }
      // Crowded beyond every candidate: the least overlap, the nearest among equals.
      var best = options[0]
      var bestOverlap = Double.infinity
      for c in options {
        let overlap = obstacles.reduce(0) { $0 + c.box.overlap($1) }
        if overlap < bestOverlap {
          best = c
          bestOverlap = overlap
        }
      }
      placed.append(best)
    }
    return placed
  }
}

/// A grid of character cells, each subdivided into `subX × subY` dots (1 × 1 for plain
/// characters, 2 × 4 for braille), on which traces are drawn as connected lines.
struct CellCanvas {
  let columns: Int
  let rows: Int
  let subX: Int
  let subY: Int
  /// Per cell: the set dots, as braille bits (bit layout of U+2800..U+28FF).
  private(set) var dots: [UInt8]
  /// Per cell: the trace that drew last into it, or -1.
  private(set) var owner: [Int]

  init(columns: Int, rows: Int, subX: Int, subY: Int) {
    self.columns = columns
    self.rows = rows
    self.subX = subX
    self.subY = subY
    dots = Array(repeating: 0, count: columns * rows)
    owner = Array(repeating: -1, count: columns * rows)
  }

  /// Dots across and down.
  var dotWidth: Int { columns * subX }
  var dotHeight: Int { rows * subY }

  // Braille numbers its dots 1,2,3,7 down the left column and 4,5,6,8 down the right.
  private static let brailleBits: [[UInt8]] = [
    [0x01, 0x02, 0x04, 0x40], [0x08, 0x10, 0x20, 0x80],
  ]

  /// Sets the dot at (`x`, `y`), y counted from the top; dots outside are ignored.
  mutating func set(x: Int, y: Int, trace: Int) {
    guard x >= 0, x < dotWidth, y >= 0, y < dotHeight else { return }
    let cell = (y / subY) * columns + x / subX
    dots[cell] |= subX == 1 && subY == 1 ? 1 : CellCanvas.brailleBits[x % subX][y % subY]
    owner[cell] = trace
  }

  /// Draws a line of dots between two dot positions (Bresenham), both ends included, so that a
  /// steep step between consecutive samples still shows as a continuous stroke.
  mutating func line(from a: (x: Int, y: Int), to b: (x: Int, y: Int), trace: Int) {
    CellCanvas.walkLine(from: a, to: b) { x, y in set(x: x, y: y, trace: trace) }
  }

  /// Visits every grid position on the line from `a` to `b` (Bresenham), both ends included,
  /// in order from `a`.
  static func walkLine(
    from a: (x: Int, y: Int), to b: (x: Int, y: Int), _ visit: (Int, Int) -> Void
  ) {
    let dx = abs(b.x - a.x)
    let dy = -abs(b.y - a.y)
    let sx = a.x < b.x ? 1 : -1
    let sy = a.y < b.y ? 1 : -1
    var error = dx + dy
    var x = a.x
    var y = a.y
    while true {
      visit(x, y)
      if x == b.x && y == b.y { break }
      let e2 = 2 * error
      if e2 >= dy {
        error += dy
        x += sx
      }
      if e2 <= dx {
        error += dx
        y += sy
      }
    }
  }

  /// The cell's dots and owning trace.
  func cell(column: Int, row: Int) -> (dots: UInt8, trace: Int) {
    let i = row * columns + column
    return (dots[i], owner[i])
  }
}

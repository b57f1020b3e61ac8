import KineticTestSupport
import Testing

@testable import KineticPlot

@Suite("CellCanvas")
struct CellCanvasTests {
  @Test(
    "Braille dots follow the Unicode numbering (1-2-3-7 left column, 4-5-6-8 right)",
    arguments: [
      (0, 0, 0x01), (0, 1, 0x02), (0, 2, 0x04), (0, 3, 0x40),
      (1, 0, 0x08), (1, 1, 0x10), (1, 2, 0x20), (1, 3, 0x80),
    ])
  func brailleBits(x: Int, y: Int, bit: Int) {
    var canvas = CellCanvas(columns: 2, rows: 2, subX: 2, subY: 4)
    canvas.set(x: x + 2, y: y + 4, trace: 3)
    #expect(canvas.cell(column: 1, row: 1).dots == UInt8(bit))
    #expect(canvas.cell(column: 1, row: 1).trace == 3)
    #expect(canvas.cell(column: 0, row: 0).trace == -1)
  }

  @Test("Dots outside the canvas are ignored")
  func clipping() {
    var canvas = CellCanvas(columns: 3, rows: 2, subX: 1, subY: 1)
    for (x, y) in [(-1, 0), (3, 0), (0, -1), (0, 2)] { canvas.set(x: x, y: y, trace: 0) }
    #expect(canvas.dots.allSatisfy { $0 == 0 })
  }

  @Test("Lines include both ends and every step moves to a neighbouring dot")
  func lineConnectivity() {
    var rng = SeededGenerator(seed: 11)
    for _ in 0..<300 {
      var canvas = CellCanvas(columns: 20, rows: 10, subX: 2, subY: 4)
      let a = (x: Int.random(in: 0..<40, using: &rng), y: Int.random(in: 0..<40, using: &rng))
      let b = (x: Int.random(in: 0..<40, using: &rng), y: Int.random(in: 0..<40, using: &rng))
      canvas.line(from: a, to: b, trace: 0)
      var lit: Set<[Int]> = []
      for y in 0..<40 {
        for x in 0..<40 {
          let bits = canvas.cell(column: x / 2, row: y / 4).dots
          let mask: UInt8 = [[0x01, 0x02, 0x04, 0x40], [0x08, 0x10, 0x20, 0x80]][x % 2][y % 4]
          if bits & mask != 0 { lit.insert([x, y]) }
        }
      }
      #expect(lit.contains([a.x, a.y]) && lit.contains([b.x, b.y]))
      // As many dots as the longer axis spans: no gaps, no doubled steps.
      #expect(lit.count == max(abs(b.x - a.x), abs(b.y - a.y)) + 1)
      // Connected: walking from a through 8-neighbours reaches every lit dot.
      var frontier = [[a.x, a.y]]
      var seen: Set<[Int]> = [[a.x, a.y]]
      while let p = frontier.popLast() {
        for dx in -1...1 {
          for dy in -1...1
          where lit.contains([p[0] + dx, p[1] + dy]) && !seen.contains([p[0] + dx, p[1] + dy]) {
            seen.insert([p[0] + dx, p[1] + dy])
            frontier.append([p[0] + dx, p[1] + dy])
          }
        }
      }
      #expect(seen == lit)
    }
  }
}

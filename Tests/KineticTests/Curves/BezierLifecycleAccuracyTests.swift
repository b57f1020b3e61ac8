import Foundation
import KineticTestSupport
import Testing

@testable import Kinetic

/// A curve's short life — built once, evaluated at the 60 frames of a one-second animation —
/// against 60-digit values computed independently (`References/bezier-lifecycle.txt`, written by
/// `Scripts/bezier-lifecycle-references.py` with mpmath: Newton's method safeguarded by
/// bisection on the Bernstein polynomials, y rounded to the nearest double with the remainder
/// in ulps). The curves are the benchmark's `bezier.lifecycle` control points (the first 160 of
/// its Weyl sequence) and 48 near-singular sets (vertical tangents, nearly triple roots); the
/// inputs are the 60 frames plus 10⁻¹², 10⁻¹⁰⁰, 1 − 2⁻⁴⁰ and ½ + 2⁻⁴⁵.
@Suite("Cubic Bezier lifecycle accuracy against 60-digit references")
struct BezierLifecycleAccuracyTests {
  /// One curve's line: control points and, for each input, the exact y as nearest double and
  /// remainder in its ulps.
  struct Case {
    var points: (Double, Double, Double, Double)
    var exact: [(head: Double, remainder: Double)]
  }

  /// The inputs and the curves of the reference file.
  static func table() throws -> (inputs: [Double], cases: [Case]) {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("References").appendingPathComponent("bezier-lifecycle.txt")
    let text = try String(contentsOf: url, encoding: .utf8)
    var inputs: [Double] = []
    var cases: [Case] = []
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
      let fields = line.split(separator: " ").map(String.init)
      if fields.first == "x" {
        inputs = try fields.dropFirst().map { try Self.number($0) }
        continue
      }
      let p = try fields[1...4].map { try Self.number($0) }
      let exact = try fields.dropFirst(5).map { field in
        let parts = field.split(separator: ":").map(String.init)
        return (head: try Self.number(parts[0]), remainder: try Self.number(parts[1]))
      }
      cases.append(Case(points: (p[0], p[1], p[2], p[3]), exact: exact))
    }
    return (inputs, cases)
  }

  static func number(_ text: String) throws -> Double {
    guard let value = Double(text) else { throw MathReferenceTableError(line: Substring(text)) }
    return value
  }

  /// |value − y(x)| ≤ 2⁻⁵² · max(1, |y1|, |y2|) at every input: one ulp of 1 (2.2e-16) for the
  /// benchmark's curves, whose |y| ≤ 1.5 — the solver's documented bound is a few ulps of
  /// max(1, |y1|, |y2|), and this holds it to one. Each curve is built fresh (a distinct curve,
  /// as in the benchmark) and evaluated in frame order.
  @Test func valuesWithinOneUlpOfOne() throws {
    let (inputs, cases) = try Self.table()
    #expect(inputs.count == 64 && cases.count == 208)
    var worst = (error: 0.0, curve: "", x: 0.0)
    for c in cases {
      let p = c.points
      let curve = try CubicBezier(x1: p.0, y1: p.1, x2: p.2, y2: p.3)
      let scale = max(1, abs(p.1), abs(p.3))
      #expect(c.exact.count == inputs.count)
      for (x, exact) in zip(inputs, c.exact) {
        let value = curve.value(at: x)
        let error = ulpError(value, exact: exact.head, remainder: exact.remainder) * exact.head.ulp
        if error > worst.error { worst = (error, "\(p)", x) }
        #expect(
          error <= 0x1p-52 * scale,
          "curve \(p) at x = \(x): \(value) vs \(exact.head) + \(exact.remainder) ulp")
        // Value with velocity gives the value bit for bit.
        #expect(curve.valueAndVelocity(at: x).value.bitPattern == value.bitPattern)
      }
    }
    print("lifecycle accuracy: max |Δy| = \(worst.error) (curve \(worst.curve), x = \(worst.x))")
  }
}

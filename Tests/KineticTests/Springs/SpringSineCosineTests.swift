import KineticTestSupport
import Testing

@testable import Kinetic

import CKineticMath

@Suite("Spring sine/cosine kernel")
struct SpringSineCosineTests {
  /// Within 2 ulps of libm (plus 1e-300 absolute for results at 0) on seeded random arguments
  /// across the reduced range, near multiples of π/2 and beyond the fast range.
  @Test func agreesWithLibm() {
    var random = SeededGenerator(seed: 0x51C05)
    var arguments: [Double] = [
      0, -0.0, 1e-300, .pi / 4, .pi / 2, .pi, 1e5, -1e5, 1e5 + 1, 1e10, -3e7,
    ]
    for _ in 0..<20_000 { arguments.append(Double.random(in: -1e5...1e5, using: &random)) }
    for _ in 0..<20_000 { arguments.append(Double.random(in: -10...10, using: &random)) }
    for k in 1...2000 { arguments.append(Double(k) * Double.pi / 2) }
    for x in arguments {
      let (s, c) = Spring.sineCosine(x)
      #expect(abs(s - sin(x)) <= 2 * sin(x).ulp + 1e-300, "sin \(x)")
      #expect(abs(c - cos(x)) <= 2 * cos(x).ulp + 1e-300, "cos \(x)")
    }
    let (s, c) = Spring.sineCosine(.nan)
    #expect(s.isNaN && c.isNaN)
  }

  /// Quadrant boundaries: multiples of π/4 (where round(x·2/π) switches quadrant, so ties of
  /// the add-and-subtract rounding fall here) and of π/2 (where sin or cos passes through 0),
  /// with their neighbours, for both signs, including the multiples of π/2 just inside the
  /// fast range's edge |x| ≤ 1e5 and the edge itself. Within 2 ulps of each libm result (plus
  /// 1e-300 absolute for results at 0), the per-result version of the magnitude-scale bound:
  /// near zeros of sin and cos the three-part π/2 keeps the reduced argument's relative error
  /// at a few ulps.
  @Test func agreesWithLibmAtQuadrantBoundaries() {
    var centres: [Double] = []
    for k in -800...800 { centres.append(Double(k) * Double.pi / 4) }
    // n = round(x·2/π) reaches 63 662 at x = 1e5.
    for n in 63_600...63_662 {
      centres.append(Double(n) * Double.pi / 2)
      centres.append(-Double(n) * Double.pi / 2)
      centres.append((Double(n) + 0.5) * Double.pi / 2)
      centres.append(-(Double(n) + 0.5) * Double.pi / 2)
    }
    centres += [1e5, -1e5]
    for centre in centres {
      var x = centre
      for _ in 0..<3 { x = x.nextDown }
      for _ in 0..<7 {
        let (s, c) = Spring.sineCosine(x)
        #expect(abs(s - sin(x)) <= 2 * sin(x).ulp + 1e-300, "sin \(x): \(s) vs \(sin(x))")
        #expect(abs(c - cos(x)) <= 2 * cos(x).ulp + 1e-300, "cos \(x): \(c) vs \(cos(x))")
        x = x.nextUp
      }
    }
  }
}
